"""The Dienstplan: concrete shifts of a range of days, their conflicts, copying a week, moving one shift.

Reading (docs/api.md, "Dienstplan"):
- A shift occurrence is one concrete shift of a schedule. Repeated schedules are expanded week by week at
  their local wall-clock times; exception days are left out silently; a repeated shift on an Austrian
  public holiday (or the Landespatron day its branch grants, calendar.holiday_on) is listed under `skipped` with the holiday's name (it does not take place). A single
  shift on a public holiday takes place and is flagged as a conflict.
- Conflicts (kind `shift` only): the same person in two overlapping shifts; a shift on a public holiday;
  a shift overlapping the person's planned holiday (kind `holiday`, the only absence there is); less than
  11 hours rest between the end of one shift and the start of a shift on a later day.
- Copying a week copies the shifts that start in the source week, one week (or more) later, as single
  schedules; a shift that already exists in the target week (same person, branch, department, start,
  end: for instance one of a repeated schedule) and one landing on a public holiday is skipped.
- Moving one shift of a repeated schedule adds its day to the exceptions and creates a single schedule
  at the new time (a single schedule is just changed).
"""

import datetime
from dataclasses import dataclass, field

from django.db import transaction
from django.db.models import Q
from django.utils import formats, timezone

from audit.models import Action
from audit.services import audited_create, record_change, snapshot

from . import calendar, messages, selectors
from .models import Person, ScheduleKind, WorkingSchedule
from .services.approvals import ensure_open

REST = datetime.timedelta(hours=11)

# German texts of the Dienstplan (with the spec's 'Planung konnte nicht …' texts in the back office)
PLAN_ON_HOLIDAY = "Schicht an einem Feiertag: {day} ist {holiday}."
PLAN_DURING_ABSENCE = "{name} hat am {day} Urlaub geplant."
PLAN_OVERLAP = "{name} ist doppelt eingeplant: {first} und {second}."
PLAN_REST = "Ruhezeit von {name} nur {hours} Std. {minutes} Min. (mindestens 11 Stunden)."
COPY_EXISTS = "Bereits vorhanden."
COPY_ON_HOLIDAY = "Feiertag ({holiday})."

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
                add("holiday", PLAN_ON_HOLIDAY.format(day=_date(shift.day), holiday=shift.holiday), shift)
            for absence in absences:
                if absence.start < shift.end and absence.end > shift.start:
                    add("absence", PLAN_DURING_ABSENCE.format(name=name, day=_date(shift.day)), shift)
            for later in shifts[index + 1 :]:
                if later.start < shift.end:
                    add(
                        "overlap",
                        PLAN_OVERLAP.format(name=name, first=_span_text(shift), second=_span_text(later)),
                        shift,
                        later,
                    )
            following = next((o for o in shifts[index + 1 :] if o.day > shift.day and o.start >= shift.end), None)
            if following is not None and following.start - shift.end < REST:
                minutes = int((following.start - shift.end).total_seconds() // 60)
                add(
                    "rest",
                    PLAN_REST.format(name=name, hours=minutes // 60, minutes=minutes % 60),
                    shift,
                    following,
                )
    return conflicts


def _schedules_near(user, first: datetime.date, last: datetime.date):
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
    taking_place, skipped = expand(_schedules_near(user, first, last), wide)

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


# --- changes ---------------------------------------------------------------------------------------------


def copy_week(actor, source: datetime.date, target: datetime.date, branch, department=None, people=None) -> dict:
    """Copy the shifts starting in the week of Monday `source` to the week of Monday `target` (atomic)."""
    weeks = (target - source).days // 7
    source_span = calendar.day_span(source, source + datetime.timedelta(days=6))
    target_span = calendar.day_span(target, target + datetime.timedelta(days=6))
    schedules = _schedules_near(actor, min(source, target), max(source, target) + datetime.timedelta(days=6))
    if branch is not None:
        schedules = schedules.filter(branch=branch)
    if department is not None:
        schedules = schedules.filter(department=department)
    if people:
        schedules = schedules.filter(person__in=people)
    schedules = schedules.filter(kind=ScheduleKind.SHIFT)

    def signature(schedule, start, end):
        return (schedule.person_id, schedule.branch_id, schedule.department_id, start, end)

    created, skipped = [], []
    with transaction.atomic():
        # the people's rows are locked before the existing shifts are read: a second copy of the same week
        # (a double submit) waits and then finds the first one's shifts
        people_ids = set(schedules.values_list("person_id", flat=True))
        list(Person.objects.select_for_update().filter(pk__in=people_ids).order_by("pk").values_list("pk", flat=True))
        occurrences, _ = expand(schedules, (source_span[0], target_span[1]))
        existing = {
            signature(o.schedule, o.start, o.end) for o in occurrences if target_span[0] <= o.start < target_span[1]
        }
        for occurrence in occurrences:
            if not source_span[0] <= occurrence.start < source_span[1]:
                continue
            shift = datetime.timedelta(weeks=weeks)
            local_start = timezone.localtime(occurrence.start, calendar.zone()).replace(tzinfo=None) + shift
            local_end = timezone.localtime(occurrence.end, calendar.zone()).replace(tzinfo=None) + shift
            start, end = calendar.to_utc(local_start), calendar.to_utc(local_end)
            schedule = occurrence.schedule
            holiday = calendar.holiday_on(local_start.date(), schedule.branch)
            if holiday or signature(schedule, start, end) in existing:
                reason = COPY_ON_HOLIDAY.format(holiday=holiday) if holiday else COPY_EXISTS
                skipped.append({"person": schedule.person_id, "start": start, "end": end, "reason": reason})
                continue
            # a shift in an approved month is refused like any new schedule there (409 month_locked)
            ensure_open(schedule.person, messages.SCHEDULE_CREATE_FAILED, (start, end))
            existing.add(signature(schedule, start, end))
            created.append(
                audited_create(
                    actor,
                    lambda schedule=schedule, start=start, end=end: WorkingSchedule.objects.create(
                        person=schedule.person,
                        branch=schedule.branch,
                        department=schedule.department,
                        kind=schedule.kind,
                        start=start,
                        end=end,
                        note=schedule.note,
                    ),
                )
            )
    return {"created": created, "skipped": skipped}


def move_occurrence(actor, schedule: WorkingSchedule, day: datetime.date, changes: dict) -> dict:
    """Move (or change) the shift of `day`: a single schedule is changed; for a repeated one the day becomes
    an exception and a single schedule with the changes is created. Answers (schedule, created or None)."""
    with transaction.atomic():
        schedule = WorkingSchedule.objects.select_for_update().select_related("person").get(pk=schedule.pk)
        occurrence = _occurrence_on(schedule, day)
        if occurrence is None:
            raise LookupError(day)
        # the old shift in its person's months, the moved one in the (new) person's (409 month_locked)
        ensure_open(schedule.person, messages.SCHEDULE_UPDATE_FAILED, occurrence)
        new_span = (changes.get("start", occurrence[0]), changes.get("end", occurrence[1]))
        ensure_open(changes.get("person", schedule.person), messages.SCHEDULE_UPDATE_FAILED, new_span)
        before = snapshot(schedule)
        if not schedule.is_repeated_weekly:
            for name, value in changes.items():
                setattr(schedule, name, value)
            schedule.save()
            record_change(actor, Action.UPDATE, schedule, before=before, after=snapshot(schedule))
            return {"schedule": schedule, "created": None}
        schedule.exceptions = sorted({*schedule.exceptions, day.isoformat()})
        schedule.save(update_fields=["exceptions", "updated_at"])
        record_change(actor, Action.UPDATE, schedule, before=before, after=snapshot(schedule))
        values = {
            "person": schedule.person,
            "branch": schedule.branch,
            "department": schedule.department,
            "kind": schedule.kind,
            "start": occurrence[0],
            "end": occurrence[1],
            "note": schedule.note,
            **changes,
        }
        created = audited_create(actor, lambda: WorkingSchedule.objects.create(**values))
    return {"schedule": schedule, "created": created}


def _occurrence_on(schedule: WorkingSchedule, day: datetime.date) -> calendar.Interval | None:
    found = calendar.occurrences(schedule, calendar.day_span(day, day), skip_public_holidays=False)
    return next((o for o in found if calendar.local_date(o[0]) == day), None)


def _conflict_order(conflict: dict) -> tuple:
    """By day, then by the shifts' schedules as numbers ('<schedule id>:<day>' compared as text put 10 before 9)."""
    shifts = [(int(key.split(":", 1)[0]), key) for key in conflict["shifts"]]
    return conflict["day"], shifts, conflict["kind"]
