"""Calendar days of the business time zone (settings.TIME_ZONE, Europe/Vienna) and their UTC bounds."""

import datetime
from zoneinfo import ZoneInfo

from django.conf import settings
from django.utils import timezone


def zone() -> ZoneInfo:
    return ZoneInfo(settings.TIME_ZONE)


def bounds(day: datetime.date) -> tuple[datetime.datetime, datetime.datetime]:
    """[midnight, next midnight) of a day: 23 hours on the spring DST day, 25 on the autumn one."""
    start = datetime.datetime.combine(day, datetime.time.min, tzinfo=zone())
    end = datetime.datetime.combine(day + datetime.timedelta(days=1), datetime.time.min, tzinfo=zone())
    return start, end


def span(start: datetime.date, end: datetime.date) -> tuple[datetime.datetime, datetime.datetime]:
    """[midnight of start, midnight after end): the instants of an inclusive day range."""
    return bounds(start)[0], bounds(end)[1]


def today() -> datetime.date:
    return timezone.now().astimezone(zone()).date()


def day_of(moment: datetime.datetime) -> datetime.date:
    return moment.astimezone(zone()).date()


def days(start: datetime.date, end: datetime.date) -> list[datetime.date]:
    return [start + datetime.timedelta(days=n) for n in range((end - start).days + 1)]
