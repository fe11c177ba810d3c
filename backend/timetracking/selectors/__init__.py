"""Reads of time tracking: what a caller reaches, and the balances (worked against planned time). The larger reads
have their own modules here: planning (the Dienstplan), timesheets, profile, statistics (the two kinds).

Reach: administrators everything. Employees their own working activities (clock times are personal),
the schedules of the branches they are a member of (the team's shift plan), the terminals of those
branches, and the people who work in those branches (a user who is a member of one of them, an external
user of one of them) plus themselves; time sheets and balances only their own (sheet_people_for).
"""

import datetime
from dataclasses import dataclass

from django.db.models import Q, QuerySet
from django.utils import timezone

from devices.models import DeviceKind
from devices.selectors import devices_for
from organisation.models import Branch
from organisation.selectors import branch_reach, scope_by_branch

from .. import calendar
from ..models import Person, ScheduleKind, WorkingActivity, WorkingSchedule


def people_for(user) -> QuerySet:
    people = Person.objects.select_related("user", "external_user")
    if not getattr(user, "is_authenticated", False):
        return people.none()
    reach = branch_reach(user)
    if reach is None:
        return people
    return people.filter(Q(user=user) | Q(user__branches__in=reach) | Q(external_user__branch__in=reach)).distinct()


def _own_or_all(rows: QuerySet, user, owner: str) -> QuerySet:
    """Administrators every row, another member of staff the rows whose `owner` is them, nobody else any."""
    if not getattr(user, "is_authenticated", False):
        return rows.none()
    if branch_reach(user) is None:
        return rows
    return rows.filter(**{owner: user})


def sheet_people_for(user) -> QuerySet:
    """Whose time sheets and balances the user reads: administrators everybody, everyone else only their own
    person (a colleague's worked hours are not the branch's business)."""
    return _own_or_all(Person.objects.select_related("user", "external_user"), user, "user")


def activities_for(user) -> QuerySet:
    """Administrators every activity, everyone else their own (a colleague's clock times are not theirs to read)."""
    activities = WorkingActivity.objects.select_related("person", "person__user", "person__external_user", "branch")
    return _own_or_all(activities.prefetch_related("pauses"), user, "person__user")


def schedules_for(user) -> QuerySet:
    schedules = WorkingSchedule.objects.select_related("person", "person__user", "person__external_user", "branch")
    return scope_by_branch(schedules, user)


def terminals_for(user) -> QuerySet:
    """The time-clock terminals (devices of kind terminal) of the branches the user reaches."""
    return devices_for(user).filter(kind=DeviceKind.TERMINAL)


def current_activity(person: Person) -> WorkingActivity | None:
    return (
        WorkingActivity.objects.select_related("branch")
        .prefetch_related("pauses")
        .filter(person=person, end__isnull=True)
        .first()
    )


def person_activities(person: Person, first: datetime.date, last: datetime.date) -> QuerySet:
    """The person's activities touching the days (business time zone), open ones included."""
    start, end = calendar.day_span(first, last)
    return (
        WorkingActivity.objects.select_related("branch")
        .prefetch_related("pauses")
        .filter(person=person, start__lt=end)
        .filter(Q(end__isnull=True) | Q(end__gt=start))
        .order_by("start", "id")
    )


def person_schedules(person: Person, first: datetime.date, last: datetime.date) -> QuerySet:
    """The person's schedules that may have a shift on the days (repeated ones by their first shift)."""
    start, end = calendar.day_span(first, last)
    return (
        WorkingSchedule.objects.select_related("branch", "department")
        .filter(person=person, start__lt=end)
        .filter(Q(end__gt=start) | Q(is_repeated_weekly=True))
        .filter(Q(repeat_until__isnull=True) | Q(repeat_until__gte=first - datetime.timedelta(days=14)))
        .order_by("start", "id")
    )


def presence(branch) -> list[dict]:
    """The active people of a branch (members, its external users, anyone clocked in there) with their state."""
    people = (
        Person.objects.filter(is_active=True)
        .filter(
            Q(user__branches=branch)
            | Q(external_user__branch=branch)
            | Q(activities__end__isnull=True, activities__branch=branch)
        )
        .select_related("user", "external_user")
        .distinct()
    )
    running = {
        activity.person_id: activity
        for activity in WorkingActivity.objects.filter(end__isnull=True, person__in=people).prefetch_related("pauses")
    }
    rows = []
    for person in people:
        activity = running.get(person.pk)
        pause = next((pause for pause in activity.pauses.all() if pause.end is None), None) if activity else None
        state = "out" if activity is None else "paused" if pause else "in"
        since = pause.start if pause else activity.start if activity else None
        rows.append(
            {
                "id": person.pk,
                "full_name": person.full_name,
                "username": person.username,
                "state": state,
                "since": since,
            }
        )
    order = {"in": 0, "paused": 1, "out": 2}
    return sorted(rows, key=lambda row: (order[row["state"]], row["full_name"].lower()))


# --- balances ----------------------------------------------------------------------------------------


def person_holiday_region(person: Person) -> str:
    """The Landespatron region of a person's holidays where no branch is known (a day's balance, the year's
    list): that of the person's branches when they all agree, else '' (federal public holidays only)."""
    branches = Branch.objects.filter(pk__in=person.branch_ids()).only("holiday_region", "is_patron_day_off")
    regions = {calendar.patron_region(branch) for branch in branches}
    return regions.pop() if len(regions) == 1 else ""


def worked_intervals(activity: WorkingActivity, now: datetime.datetime) -> list[calendar.Interval]:
    """The worked parts of an activity (a running one up to now), without its pauses."""
    utc = datetime.UTC
    start, end = activity.start.astimezone(utc), (activity.end or now).astimezone(utc)
    if end <= start:
        return []
    holes = [(pause.start.astimezone(utc), (pause.end or end).astimezone(utc)) for pause in activity.pauses.all()]
    return calendar.subtract((start, end), holes)


@dataclass
class Day:
    date: datetime.date
    planned: int
    worked: int
    public_holiday: str | None
    # the day has begun (business time zone): its planned minutes are due. A later day's shifts have not
    # happened yet and count neither against the balance (the terminal shows the month so far, the same rule)
    due: bool = True

    @property
    def planned_due(self) -> int:
        return self.planned if self.due else 0

    @property
    def balance(self) -> int:
        return self.worked - self.planned_due


def daily_minutes(person: Person, first: datetime.date, last: datetime.date, now: datetime.datetime) -> list[Day]:
    """Planned and worked whole minutes of each day (seconds summed per day, then rounded down); days after
    now's day (business time zone) are not due yet."""
    span = calendar.day_span(first, last)
    worked_parts = []
    for activity in person_activities(person, first, last):
        for part in worked_intervals(activity, now):
            clipped = calendar.clip(part, span)
            if clipped:
                worked_parts.append(clipped)
    planned_parts = []
    for schedule in person_schedules(person, first, last).filter(kind=ScheduleKind.SHIFT):
        for shift in calendar.occurrences(schedule, span):
            clipped = calendar.clip(shift, span)
            if clipped:
                planned_parts.append(clipped)
    worked = calendar.seconds_per_day(worked_parts)
    planned = calendar.seconds_per_day(planned_parts)
    region = person_holiday_region(person)
    today = calendar.local_date(now)
    return [
        Day(
            date=day,
            planned=int(planned.get(day, 0) // 60),
            worked=int(worked.get(day, 0) // 60),
            public_holiday=calendar.public_holiday(day, region),
            due=day <= today,
        )
        for day in calendar.days(first, last)
    ]


def month_balance(person: Person, year: int, month: int, now: datetime.datetime | None = None) -> dict:
    """Worked against planned minutes per day, ISO week (within the month) and month, with the balance
    carried over from the months since the person's tracking began.

    The balance counts the planned minutes of the days up to and including now's day only (Day.due): a
    running month's later shifts have not happened yet. `planned_minutes` is the whole month's plan."""
    now = now or timezone.now()
    first, last = calendar.month_days(year, month)
    month = daily_minutes(person, first, last, now)
    carried = 0
    if person.tracking_since < first:
        earlier = daily_minutes(person, person.tracking_since, first - calendar.DAY, now)
        carried = sum(day.balance for day in earlier)
    month = [
        day if day.date >= person.tracking_since else Day(day.date, 0, 0, day.public_holiday, day.due) for day in month
    ]
    weeks: dict[tuple[int, int], list[Day]] = {}
    for day in month:
        iso = day.date.isocalendar()
        weeks.setdefault((iso.year, iso.week), []).append(day)
    planned = sum(day.planned for day in month)
    planned_due = sum(day.planned_due for day in month)
    worked = sum(day.worked for day in month)
    return {
        "person": person,
        "month": f"{first:%Y-%m}",
        "carried_over_minutes": carried,
        "planned_minutes": planned,
        "planned_minutes_until_now": planned_due,
        "worked_minutes": worked,
        "balance_minutes": worked - planned_due,
        "closing_balance_minutes": carried + worked - planned_due,
        "days": [
            {
                "date": day.date,
                "public_holiday": day.public_holiday,
                "planned_minutes": day.planned,
                "worked_minutes": day.worked,
                "balance_minutes": day.balance,
            }
            for day in month
        ],
        "weeks": [
            {
                "week": f"{year_week[0]}-W{year_week[1]:02d}",
                "from": days[0].date,
                "to": days[-1].date,
                "planned_minutes": sum(day.planned for day in days),
                "worked_minutes": sum(day.worked for day in days),
                "balance_minutes": sum(day.balance for day in days),
            }
            for year_week, days in weeks.items()
        ],
    }


def holiday_days(person: Person, year: int) -> list[datetime.date]:
    """Working days (Monday to Friday, not a holiday at the holiday schedule's branch) of the year covered by
    planned holidays."""
    first, last = datetime.date(year, 1, 1), datetime.date(year, 12, 31)
    span = calendar.day_span(first, last)
    covered: set[datetime.date] = set()
    for schedule in person_schedules(person, first, last).filter(kind=ScheduleKind.HOLIDAY):
        for start, end in calendar.occurrences(schedule, span, skip_public_holidays=False):
            clipped = calendar.clip((start, end), span)
            if clipped:
                covered.update(
                    day
                    for day, seconds in calendar.seconds_per_day([clipped]).items()
                    if seconds > 0 and day.weekday() < 5 and not calendar.holiday_on(day, schedule.branch)
                )
    return sorted(covered)


def holiday_balance(person: Person, year: int, now: datetime.datetime | None = None) -> dict:
    """Entitlement, taken (days before today), planned (today and later) and remaining holiday days."""
    today = calendar.local_date(now or timezone.now())
    days = holiday_days(person, year)
    taken = sum(1 for day in days if day < today)
    planned = len(days) - taken
    return {
        "person": person,
        "year": year,
        "entitlement_days": person.holiday_entitlement_days,
        "taken_days": taken,
        "planned_days": planned,
        "remaining_days": person.holiday_entitlement_days - taken - planned,
        "holiday_dates": days,
        "public_holidays": [
            {"date": day, "name": name} for day, name in calendar.public_holidays(year, person_holiday_region(person))
        ],
    }
