"""The Dienstplan, changed (the reading is selectors/planning.py):
- Copying a week copies the shifts that start in the source week, one week (or more) later, as single
  schedules; a shift that already exists in the target week (same person, branch, department, start,
  end: for instance one of a repeated schedule) and one landing on a public holiday is skipped.
- Moving one shift of a repeated schedule adds its day to the exceptions and creates a single schedule
  at the new time (a single schedule is just changed).
"""

import datetime

from django.db import transaction
from django.utils import timezone

from audit.models import Action
from audit.services import audited_create, record_change, snapshot
from core.permissions import require_admin

from .. import calendar, messages
from ..models import Person, ScheduleKind, WorkingSchedule
from ..selectors.planning import expand, schedules_near
from .approvals import ensure_open


def copy_week(actor, source: datetime.date, target: datetime.date, branch, department=None, people=None) -> dict:
    """Copy the shifts starting in the week of Monday `source` to the week of Monday `target` (atomic)."""
    require_admin(actor)
    weeks = (target - source).days // 7
    source_span = calendar.day_span(source, source + datetime.timedelta(days=6))
    target_span = calendar.day_span(target, target + datetime.timedelta(days=6))
    schedules = schedules_near(actor, min(source, target), max(source, target) + datetime.timedelta(days=6))
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
                reason = messages.COPY_ON_HOLIDAY.format(holiday=holiday) if holiday else messages.COPY_EXISTS
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
    require_admin(actor)
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
