"""A person's time sheet of a month (reads only): per day planned, worked and pause minutes, the balance, the legal
warnings and whether an entry was corrected; the month's totals, the carry-over and the approval.

Minutes are whole minutes per day (the seconds of the day summed, rounded down); every total is the sum of the
days shown, so the rows of the CSV and the PDF add up to their total line exactly.
"""

import datetime

from django.utils import timezone

from .. import calendar, legal, selectors
from ..models import LegalRules, MonthApproval, Person, WorkingActivity
from ..services import approvals


def rules() -> legal.Rules:
    row = LegalRules.current()
    return legal.Rules(
        break_after_minutes=row.break_after_minutes,
        min_break_minutes=row.min_break_minutes,
        max_daily_minutes=row.max_daily_minutes,
        max_daily_minutes_extended=row.max_daily_minutes_extended,
        min_rest_minutes=row.min_rest_minutes,
    )


def shift_of(activity: WorkingActivity, now: datetime.datetime) -> legal.Shift:
    end = activity.end or now
    pauses = tuple((pause.start, pause.end or end) for pause in activity.pauses.all())
    return legal.Shift(start=activity.start, end=max(end, activity.start), pauses=pauses, is_running=not activity.end)


def warnings(person: Person, first: datetime.date, last: datetime.date, now: datetime.datetime | None = None):
    """The legal warnings of the working days first..last (the day before is read for the rest period)."""
    now = now or timezone.now()
    activities = selectors.person_activities(person, first - calendar.DAY, last)
    found = legal.check(
        [shift_of(activity, now) for activity in activities],
        rules(),
        calendar.zone(),
        extended=person.has_extended_hours_agreement,
    )
    return [warning for warning in found if first <= warning.date <= last]


def pause_minutes(activities, now: datetime.datetime, span) -> dict[datetime.date, int]:
    parts = []
    for activity in activities:
        end = (activity.end or now).astimezone(datetime.UTC)
        for pause in activity.pauses.all():
            inside = calendar.clip(
                (pause.start.astimezone(datetime.UTC), (pause.end or end).astimezone(datetime.UTC)), span
            )
            inside = calendar.clip(inside, (activity.start.astimezone(datetime.UTC), end)) if inside else None
            if inside:
                parts.append(inside)
    return {day: int(seconds // 60) for day, seconds in calendar.seconds_per_day(parts).items()}


def is_corrected(activity: WorkingActivity) -> bool:
    """Corrected by an administrator, or entered in the back office instead of at a terminal."""
    return activity.correction_count > 0 or activity.created_by_id is not None


def time_sheet(person: Person, year: int, month: int, now: datetime.datetime | None = None) -> dict:
    now = now or timezone.now()
    balance = selectors.month_balance(person, year, month, now)
    first, last = calendar.month_days(year, month)
    span = calendar.day_span(first, last)
    activities = list(selectors.person_activities(person, first, last))
    pauses = pause_minutes(activities, now, span)
    by_day: dict[datetime.date, list[dict]] = {}
    for activity in activities:
        clipped = calendar.clip((activity.start, max(activity.end or now, activity.start)), span)
        for day in calendar.seconds_per_day([clipped] if clipped else []):
            if first <= day <= last:
                by_day.setdefault(day, []).append(
                    {
                        "id": activity.pk,
                        "start": activity.start,
                        "end": activity.end,
                        "is_corrected": is_corrected(activity),
                        "correction_count": activity.correction_count,
                        "offline_step_count": activity.offline_step_count,
                    }
                )
    warned: dict[datetime.date, list[str]] = {}
    for warning in warnings(person, first, last, now):
        warned.setdefault(warning.date, []).append(warning.message)
    days = []
    for day in balance["days"]:
        date = day["date"]
        tracked = date >= person.tracking_since
        days.append(
            {
                **day,
                "pause_minutes": pauses.get(date, 0) if tracked else 0,
                "warnings": warned.get(date, []),
                "is_corrected": any(entry["is_corrected"] for entry in by_day.get(date, [])),
                "is_stamped_offline": any(entry["offline_step_count"] for entry in by_day.get(date, [])),
                "activities": by_day.get(date, []),
            }
        )
    approval = MonthApproval.objects.select_related("approved_by").filter(person=person, month=first).first()
    return {
        "approve_blocked_reason": None if approval else approvals.approve_blocked_reason(person, first, now),
        **balance,
        "pause_minutes": sum(day["pause_minutes"] for day in days),
        "days": days,
        "warning_count": sum(len(day["warnings"]) for day in days),
        "approval": (
            {
                "approved_at": approval.approved_at,
                "approved_by": str(approval.approved_by) if approval.approved_by else "",
            }
            if approval
            else None
        ),
    }
