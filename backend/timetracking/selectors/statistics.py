"""The statistics kinds of time tracking, registered with the statistics registry (stats.registry) by this app's
AppConfig.ready(): `working-activities` (worked minutes per day) and `working-schedules` (planned shift minutes
per day) in the shape of the Statistic contract (docs/api.md 'Statistics'): shape series, unit count (minutes),
every day of the range with zeros, days in Europe/Vienna.
"""

import datetime
from collections import defaultdict

from django.db.models import Q
from django.utils import timezone

from .. import calendar
from ..models import ScheduleKind, WorkingActivity, WorkingSchedule
from . import worked_intervals


def _series(kind: str, first: datetime.date, last: datetime.date, seconds: dict[datetime.date, float]) -> dict:
    series = [{"date": day.isoformat(), "value": int(seconds.get(day, 0) // 60)} for day in calendar.days(first, last)]
    return {
        "kind": kind,
        "from": first.isoformat(),
        "to": last.isoformat(),
        "shape": "series",
        "unit": "count",
        "total": sum(point["value"] for point in series),
        "series": series,
    }


def working_activities(first: datetime.date, last: datetime.date, branches: set[int] | None = None, user=None) -> dict:
    """Worked minutes (without pauses) per day over all people of the branches (None: every branch), or only
    the person of `user`."""
    span = calendar.day_span(first, last)
    activities = (
        WorkingActivity.objects.prefetch_related("pauses")
        .filter(start__lt=span[1])
        .filter(Q(end__isnull=True) | Q(end__gt=span[0]))
    )
    if branches is not None:
        activities = activities.filter(branch__in=branches)
    if user is not None:
        activities = activities.filter(person__user=user)
    now = timezone.now()
    seconds: dict[datetime.date, float] = defaultdict(float)
    for activity in activities:
        parts = [clipped for part in worked_intervals(activity, now) if (clipped := calendar.clip(part, span))]
        for day, value in calendar.seconds_per_day(parts).items():
            seconds[day] += value
    return _series("working-activities", first, last, seconds)


def working_schedules(first: datetime.date, last: datetime.date, branches: set[int] | None = None, user=None) -> dict:
    """Planned shift minutes per day (repetitions expanded, public holidays skipped) of the branches, or only
    of the person of `user`."""
    span = calendar.day_span(first, last)
    schedules = (
        WorkingSchedule.objects.select_related("branch")
        .filter(kind=ScheduleKind.SHIFT, start__lt=span[1])
        .filter(Q(end__gt=span[0]) | Q(is_repeated_weekly=True))
        .filter(Q(repeat_until__isnull=True) | Q(repeat_until__gte=first - datetime.timedelta(days=14)))
    )
    if branches is not None:
        schedules = schedules.filter(branch__in=branches)
    if user is not None:
        schedules = schedules.filter(person__user=user)
    seconds: dict[datetime.date, float] = defaultdict(float)
    for schedule in schedules:
        parts = [clipped for shift in calendar.occurrences(schedule, span) if (clipped := calendar.clip(shift, span))]
        for day, value in calendar.seconds_per_day(parts).items():
            seconds[day] += value
    return _series("working-schedules", first, last, seconds)
