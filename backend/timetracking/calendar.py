"""Days, weeks and months of time tracking in the business time zone; schedule repetitions; holidays.

Everything is stored in UTC. A day is the span between two local midnights (23 or 25 hours on the
days daylight saving starts or ends); a repeated shift keeps its local wall-clock times.
"""

import datetime
from collections import defaultdict
from collections.abc import Iterable
from functools import lru_cache

import holidays
from django.utils import timezone

DAY = datetime.timedelta(days=1)
WEEK = datetime.timedelta(days=7)
Interval = tuple[datetime.datetime, datetime.datetime]


def zone():
    return timezone.get_default_timezone()


def to_utc(local: datetime.datetime) -> datetime.datetime:
    """A local wall-clock time as a UTC instant. Everything here computes in UTC: Python subtracts and
    compares two datetimes of the same tzinfo by wall clock, which is an hour off across a DST change."""
    return timezone.make_aware(local, zone()).astimezone(datetime.UTC)


def local_midnight(day: datetime.date) -> datetime.datetime:
    """The start of a local calendar day, in UTC."""
    return to_utc(datetime.datetime.combine(day, datetime.time.min))


def day_span(first: datetime.date, last: datetime.date) -> Interval:
    """From the local midnight starting `first` to the one ending `last` (inclusive days)."""
    return local_midnight(first), local_midnight(last + DAY)


def local_date(moment: datetime.datetime) -> datetime.date:
    return timezone.localtime(moment, zone()).date()


def days(first: datetime.date, last: datetime.date) -> list[datetime.date]:
    return [first + datetime.timedelta(days=n) for n in range((last - first).days + 1)]


def month_days(year: int, month: int) -> tuple[datetime.date, datetime.date]:
    first = datetime.date(year, month, 1)
    following = datetime.date(year + (month == 12), month % 12 + 1, 1)
    return first, following - DAY


@lru_cache(maxsize=64)
def _public_holidays(year: int) -> dict[datetime.date, str]:
    # the statutory public holidays are the same in all nine Bundesländer
    return dict(holidays.country_holidays("AT", years=year, language="de"))


@lru_cache(maxsize=128)
def patron_days(year: int, region: str) -> dict[datetime.date, str]:
    """The Landespatron day of a Bundesland ('1'..'9'): the package's bank holidays named 'Hl. …'."""
    bank = holidays.country_holidays("AT", subdiv=region, years=year, language="de", categories=(holidays.BANK,))
    return {day: name for day, name in bank.items() if name.startswith("Hl.")}


def patron_region(branch) -> str:
    """The Bundesland whose Landespatron day is a day off at the branch ('' for none, or no branch)."""
    if branch is None or not branch.is_patron_day_off:
        return ""
    return branch.holiday_region or ""


@lru_cache(maxsize=128)
def _holidays(year: int, region: str) -> dict[datetime.date, str]:
    return {**patron_days(year, region), **_public_holidays(year)} if region else _public_holidays(year)


def public_holiday(day: datetime.date, region: str = "") -> str | None:
    """The name of an Austrian public holiday on this day ('Nationalfeiertag'), else None; with a region
    ('1'..'9') also its Landespatron day ('Hl. Leopold')."""
    return _holidays(day.year, region).get(day)


def public_holidays(year: int, region: str = "") -> list[tuple[datetime.date, str]]:
    return sorted(_holidays(year, region).items())


def holiday_on(day: datetime.date, branch=None) -> str | None:
    """The holiday of a day at a branch: the federal public holidays, and the Landespatron day of the
    branch's region when the branch grants it (`is_patron_day_off`). No branch: federal ones only."""
    return public_holiday(day, patron_region(branch))


def branch_holidays(branch, year: int) -> list[tuple[datetime.date, str]]:
    """The holidays of a year at a branch (see holiday_on), by date."""
    return public_holidays(year, patron_region(branch))


def seconds_per_day(intervals: Iterable[Interval]) -> dict[datetime.date, float]:
    """Seconds of each interval on each local calendar day it touches (split at local midnights)."""
    result: dict[datetime.date, float] = defaultdict(float)
    for start, end in intervals:
        start, end = start.astimezone(datetime.UTC), end.astimezone(datetime.UTC)
        if end <= start:
            continue
        day = local_date(start)
        cursor = start
        while cursor < end:
            next_midnight = local_midnight(day + DAY)
            piece_end = min(end, next_midnight)
            result[day] += (piece_end - cursor).total_seconds()
            cursor = piece_end
            day += DAY
    return result


def clip(interval: Interval, span: Interval) -> Interval | None:
    start, end = max(interval[0], span[0]), min(interval[1], span[1])
    return (start, end) if end > start else None


def subtract(interval: Interval, holes: Iterable[Interval]) -> list[Interval]:
    """The parts of `interval` outside every hole (holes may overlap each other)."""
    parts = [interval]
    for hole in holes:
        next_parts = []
        for start, end in parts:
            if hole[1] <= start or hole[0] >= end:
                next_parts.append((start, end))
                continue
            if hole[0] > start:
                next_parts.append((start, hole[0]))
            if hole[1] < end:
                next_parts.append((hole[1], end))
        parts = next_parts
    return parts


def occurrences(schedule, span: Interval, skip_public_holidays: bool = True) -> list[Interval]:
    """The shifts of a schedule that overlap `span`, unclipped.

    A single schedule is itself; a weekly one repeats at the same local wall-clock times every 7 days,
    starting no later than `repeat_until` (local day), skipping its exception days and (by default)
    the holidays at its branch (holiday_on).
    """
    first = schedule.start.astimezone(datetime.UTC), schedule.end.astimezone(datetime.UTC)
    if not schedule.is_repeated_weekly:
        return [first] if first[0] < span[1] and first[1] > span[0] else []
    first_start = timezone.localtime(schedule.start, zone()).replace(tzinfo=None)
    first_end = timezone.localtime(schedule.end, zone()).replace(tzinfo=None)
    exceptions = set(schedule.exceptions or [])
    region = patron_region(schedule.branch) if skip_public_holidays else ""
    length = first_end - first_start
    # first week whose shift may reach into the span
    span_start_local = timezone.localtime(span[0], zone()).replace(tzinfo=None)
    week = max(0, (span_start_local - first_start - length).days // 7 - 1)
    found = []
    while True:
        start_local = first_start + WEEK * week
        if schedule.repeat_until and start_local.date() > schedule.repeat_until:
            break
        start = to_utc(start_local)
        if start >= span[1]:
            break
        end = to_utc(first_end + WEEK * week)
        day = start_local.date()
        skipped = day.isoformat() in exceptions or (skip_public_holidays and public_holiday(day, region))
        if end > span[0] and not skipped:
            found.append((start, end))
        week += 1
    return found
