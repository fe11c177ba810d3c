"""A person's figures for a profile page: GET /api/statistics/user-profile (planned, worked, balance and
holidays of a period) and /api/statistics/user-profile-working-activities (their activities of a period).

Days are Europe/Vienna calendar days, both ends inclusive. `now` (default: the server's clock) splits the
period: worked time counts up to it, the balance compares worked with planned minutes of the days up to
and including now's day, holiday days before now's day are taken, the others planned.
"""

import datetime

from .. import calendar, selectors
from ..models import Person


def user_profile(person: Person, first: datetime.date, now: datetime.datetime, last: datetime.date) -> dict:
    today = calendar.local_date(now)
    days = selectors.daily_minutes(person, first, last, now)
    counted = [day for day in days if day.date >= person.tracking_since]
    until_now = [day for day in counted if day.due]
    holidays = []
    for year in range(first.year, last.year + 1):
        holidays += [day for day in selectors.holiday_days(person, year) if first <= day <= last]
    year_balance = selectors.holiday_balance(person, last.year, now)
    return {
        "user": person.user_id,
        "person": person.pk,
        "start": first,
        "end": last,
        "now": now,
        "planned_minutes": sum(day.planned for day in counted),
        "planned_minutes_until_now": sum(day.planned for day in until_now),
        "worked_minutes": sum(day.worked for day in counted),
        "balance_minutes": sum(day.balance for day in until_now),
        "holiday_days": len(holidays),
        "holiday_days_taken": sum(1 for day in holidays if day < today),
        "holiday_days_planned": sum(1 for day in holidays if day >= today),
        "holiday_dates": holidays,
        "holiday_entitlement_days": year_balance["entitlement_days"],
        "holiday_remaining_days": year_balance["remaining_days"],
    }


def user_profile_activities(person: Person, first: datetime.date, last: datetime.date, now: datetime.datetime):
    rows = []
    for activity in selectors.person_activities(person, first, last):
        worked = selectors.worked_intervals(activity, now)
        rows.append(
            {
                "id": activity.pk,
                "branch": activity.branch_id,
                "branch_name": activity.branch.name,
                "start": activity.start,
                "end": activity.end,
                "pauses": [{"start": pause.start, "end": pause.end} for pause in activity.pauses.all()],
                "worked_minutes": int(sum((end - start).total_seconds() for start, end in worked) // 60),
            }
        )
    return rows
