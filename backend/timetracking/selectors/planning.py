"""The Dienstplan, read: concrete shifts of a range of days and their conflicts (the changes, copying a week and
moving one shift, are services/planning.py).

Reading (docs/api.md, "Dienstplan"):
- A shift occurrence is one concrete shift of a schedule. Repeated schedules are expanded week by week at
  their local wall-clock times; exception days are left out silently; a repeated shift on an Austrian
  public holiday (or the Landespatron day its branch grants, calendar.holiday_on) is listed under `skipped`
  with the holiday's name (it does not take place). A single shift on a public holiday takes place and is
  flagged as a conflict.
- Conflicts (kind `shift` only): the same person in two overlapping shifts; a shift on a public holiday;
  a shift overlapping the person's planned holiday (kind `holiday`, the only absence there is); less than
  11 hours rest between the end of one shift and the start of a shift on a later day.
"""

import datetime
from dataclasses import dataclass, field

from django.db.models import Q
from django.utils import formats, timezone

from .. import calendar, messages, selectors
from ..models import ScheduleKind, WorkingSchedule

REST = datetime.timedelta(hours=11)

# shifts last at most 14 days (serializers.LONGEST_SCHEDULE): look that far back for overlaps
MARGIN = datetime.timedelta(days=15)


@dataclass
class Occurrence:
    schedule: WorkingSchedule
    start: datetime.datetime
    end: datetime.datetime
    holiday: str | None = None  # the public holiday of its day (None: an ordinary day)
    conflicts: list[str] = field(default_factory=list)

    @property
    def day(self) -> datetime.date:
        return calendar.local_date(self.start)

    @property
    def key(self) -> str:
        return f"{self.schedule.pk}:{self.day.isoformat()}"

    @property
    def is_shift(self) -> bool:
        return self.schedule.kind == ScheduleKind.SHIFT


def _date(day: datetime.date) -> str:
    return formats.date_format(day, "D, d.m.Y")


def _time(moment: datetime.datetime) -> str:
    return timezone.localtime(moment, calendar.zone()).strftime("%H:%M")


def local_iso(moment: datetime.datetime) -> str:
    """'2026-11-23T08:00:00+01:00': the wall-clock time of the business with its offset."""
    return timezone.localtime(moment, calendar.zone()).isoformat()


def _span_text(occurrence: Occurrence) -> str:
    return f"{_date(occurrence.day)} {_time(occurrence.start)}–{_time(occurrence.end)}"


def expand(schedules, span: calendar.Interval) -> tuple[list[Occurrence], list[Occurrence]]:
    """(taking place, skipped for a public holiday) occurrences of the schedules overlapping the span."""
    taking_place, skipped = [], []
    for schedule in schedules:
        for start, end in calendar.occurrences(schedule, span, skip_public_holidays=False):
            holiday = calendar.holiday_on(calendar.local_date(start), schedule.branch)
            occurrence = Occurrence(schedule, start, end, holiday)
            (skipped if holiday and schedule.is_repeated_weekly else taking_place).append(occurrence)
    return taking_place, skipped


def find_conflicts(occurrences: list[Occurrence]) -> list[dict]:
    """Conflicts of the occurrences (of any people), each with its German text; marks them on the shifts."""
    conflicts: list[dict] = []

    def add(kind: str, message: str, *involved: Occurrence):
        conflicts.append(
            {
                "kind": kind,
                "message": message,
                "person": involved[0].schedule.person_id,
                "day": involved[0].day,
                "shifts": [occurrence.key for occurrence in involved],
            }
        )
        for occurrence in involved:
            occurrence.conflicts.append(message)

    by_person: dict[int, list[Occurrence]] = {}
    for occurrence in sorted(occurrences, key=lambda o: (o.start, o.end, o.schedule.pk)):
        by_person.setdefault(occurrence.schedule.person_id, []).append(occurrence)
    for person_occurrences in by_person.values():
        name = person_occurrences[0].schedule.person.full_name
        shifts = [o for o in person_occurrences if o.is_shift]
        absences = [o for o in person_occurrences if not o.is_shift]
        for index, shift in enumerate(shifts):
            if shift.holiday:
                add("holiday", messages.PLAN_ON_HOLIDAY.format(day=_date(shift.day), holiday=shift.holiday), shift)
            for absence in absences:
                if absence.start < shift.end and absence.end > shift.start:
                    add("absence", messages.PLAN_DURING_ABSENCE.format(name=name, day=_date(shift.day)), shift)
            for later in shifts[index + 1 :]:
                if later.start < shift.end:
                    add(
                        "overlap",
                        messages.PLAN_OVERLAP.format(name=name, first=_span_text(shift), second=_span_text(later)),
                        shift,
                        later,
                    )
            following = next((o for o in shifts[index + 1 :] if o.day > shift.day and o.start >= shift.end), None)
            if following is not None and following.start - shift.end < REST:
                minutes = int((following.start - shift.end).total_seconds() // 60)
                add(
                    "rest",
                    messages.PLAN_REST.format(name=name, hours=minutes // 60, minutes=minutes % 60),
                    shift,
                    following,
                )
    return conflicts


def schedules_near(user, first: datetime.date, last: datetime.date):
    start, end = calendar.day_span(first, last)
    return (
        selectors.schedules_for(user)
        .select_related("department")
        .filter(start__lt=end + REST)
        .filter(Q(end__gt=start - MARGIN) | Q(is_repeated_weekly=True))
        .filter(Q(repeat_until__isnull=True) | Q(repeat_until__gte=first - MARGIN))
        .order_by("start", "id")
    )


def plan(user, first: datetime.date, last: datetime.date, branch=None, department=None) -> dict:
    """The shifts of the days first..last (business time zone) in the caller's reach, with the conflicts.

    Conflicts are looked for among all shifts of the listed people in reach (also those of other branches
    and 11 hours beyond the range); a conflict is listed when one of its shifts is in the listing.
    """
    span = calendar.day_span(first, last)
    wide = (span[0] - REST, span[1] + REST)
    taking_place, skipped = expand(schedules_near(user, first, last), wide)

    def listed(occurrence: Occurrence) -> bool:
        schedule = occurrence.schedule
        return (
            occurrence.start < span[1]
            and occurrence.end > span[0]
            and (branch is None or schedule.branch_id == branch)
            and (department is None or schedule.department_id == department)
        )

    shown = [o for o in taking_place if listed(o)]
    people = {o.schedule.person_id for o in shown}
    keys = {o.key for o in shown}
    conflicts = find_conflicts([o for o in taking_place if o.schedule.person_id in people])
    conflicts = [c for c in conflicts if keys.intersection(c["shifts"])]
    for conflict in conflicts:
        conflict["shifts"] = [key for key in conflict["shifts"] if key in keys]
    order = lambda o: (o.start, o.schedule.person.username, o.schedule.pk)  # noqa: E731
    return {
        "from": first,
        "to": last,
        "shifts": sorted(shown, key=order),
        "skipped": sorted((o for o in skipped if listed(o)), key=order),
        "conflicts": sorted(conflicts, key=_conflict_order),
    }


def _conflict_order(conflict: dict) -> tuple:
    """By day, then by the shifts' schedules as numbers ('<schedule id>:<day>' compared as text put 10 before 9)."""
    shifts = [(int(key.split(":", 1)[0]), key) for key in conflict["shifts"]]
    return conflict["day"], shifts, conflict["kind"]
