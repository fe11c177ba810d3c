"""Start, pause, resume and end a working activity (the terminal), and the administrators' corrections.

State rules (spec backoffice §4): start opens an activity when the person has none open; pause opens a
pause in the open activity; resume closes that pause; end closes the open activity (and a pause still
running at that moment). Start, pause and resume answer the new current activity, end answers the
ended one (the client clears its current activity). One open activity per person is also a database
rule (activity_one_open_per_person): when two terminals start at the same moment, one insert waits
for the other's commit and then fails, and that caller gets the same refusal as a sequential second tap.
"""

import datetime
import logging

from django.conf import settings
from django.db import IntegrityError, transaction
from django.db.models import F, Max
from django.utils import timezone

from audit.models import Action
from audit.services import audited_create, audited_delete, record_change, snapshot
from core.permissions import require_admin
from organisation.models import Branch

from .. import messages
from ..errors import ACTION_TEXTS, TimeTrackingError, refused
from ..models import Person, TerminalAction, WorkingActivity, WorkingActivityPause
from .approvals import ensure_open

logger = logging.getLogger(__name__)


def _open_activity(person: Person, lock: bool = False) -> WorkingActivity | None:
    activities = WorkingActivity.objects.filter(person=person, end__isnull=True)
    if lock:
        activities = activities.select_for_update()
    return activities.first()


def lock_person(person: Person) -> None:
    """Serialises the steps, queued keys and month approvals of one person (inside a transaction)."""
    list(Person.objects.select_for_update().filter(pk=person.pk).values_list("pk", flat=True))


def _check_branch(person: Person, branch: Branch, action: str) -> None:
    if not person.works_in(branch):
        raise TimeTrackingError(f"{ACTION_TEXTS[action]} {messages.NOT_IN_BRANCH}", "not_in_branch")


def _fresh(activity: WorkingActivity) -> WorkingActivity:
    return WorkingActivity.objects.select_related("branch", "person").prefetch_related("pauses").get(pk=activity.pk)


def _last_step(activity: WorkingActivity) -> datetime.datetime:
    """The latest boundary of the activity: its start or a pause's start or end."""
    moments = [activity.start]
    for pause_start, pause_end in activity.pauses.values_list("start", "end"):
        moments.extend(moment for moment in (pause_start, pause_end) if moment is not None)
    return max(moments)


def _ensure_in_order(activity: WorkingActivity, moment: datetime.datetime, action_text: str) -> None:
    """A step (a queued one names its own time) never lies before the activity's last step: no pause before the
    start, no overlapping or negative pauses."""
    if moment < _last_step(activity):
        raise refused(action_text, messages.BEFORE_LAST_STEP, "before_last_step")


def start(person: Person, branch: Branch, at: datetime.datetime | None = None) -> WorkingActivity:
    _check_branch(person, branch, "start")
    moment = at or timezone.now()
    try:
        with transaction.atomic():
            lock_person(person)
            ensure_open(person, messages.START_FAILED, (moment, None))
            if _open_activity(person) is not None:
                raise refused(messages.START_FAILED, messages.ALREADY_STARTED, "already_started")
            latest_end = WorkingActivity.objects.filter(person=person).aggregate(latest=Max("end"))["latest"]
            if latest_end is not None and moment < latest_end:
                raise refused(messages.START_FAILED, messages.BEFORE_LAST_ACTIVITY, "before_last_activity")
            activity = WorkingActivity.objects.create(person=person, branch=branch, start=moment)
    except IntegrityError:
        # the other terminal's start committed first (activity_one_open_per_person)
        logger.info("concurrent start refused", extra={"person_id": person.pk})
        raise refused(messages.START_FAILED, messages.ALREADY_STARTED, "already_started") from None
    logger.info("activity started", extra={"person_id": person.pk, "activity_id": activity.pk})
    return _fresh(activity)


def pause(person: Person, branch: Branch, at: datetime.datetime | None = None) -> WorkingActivity:
    _check_branch(person, branch, "pause")
    moment = at or timezone.now()
    try:
        with transaction.atomic():
            lock_person(person)
            activity = _open_activity(person, lock=True)
            if activity is None:
                raise refused(messages.PAUSE_FAILED, messages.NOT_STARTED, "not_started")
            ensure_open(person, messages.PAUSE_FAILED, (activity.start, moment))
            if activity.pauses.filter(end__isnull=True).exists():
                raise refused(messages.PAUSE_FAILED, messages.ALREADY_PAUSED, "already_paused")
            _ensure_in_order(activity, moment, messages.PAUSE_FAILED)
            WorkingActivityPause.objects.create(activity=activity, start=moment)
    except IntegrityError:
        raise refused(messages.PAUSE_FAILED, messages.ALREADY_PAUSED, "already_paused") from None
    return _fresh(activity)


def resume(person: Person, branch: Branch, at: datetime.datetime | None = None) -> WorkingActivity:
    _check_branch(person, branch, "resume")
    moment = at or timezone.now()
    with transaction.atomic():
        lock_person(person)
        activity = _open_activity(person, lock=True)
        if activity is None:
            raise refused(messages.RESUME_FAILED, messages.NOT_STARTED, "not_started")
        ensure_open(person, messages.RESUME_FAILED, (activity.start, moment))
        running = activity.pauses.select_for_update().filter(end__isnull=True).first()
        if running is None:
            raise refused(messages.RESUME_FAILED, messages.NOT_PAUSED, "not_paused")
        _ensure_in_order(activity, moment, messages.RESUME_FAILED)
        running.end = moment
        running.save(update_fields=["end"])
    return _fresh(activity)


def end(person: Person, branch: Branch, at: datetime.datetime | None = None) -> WorkingActivity:
    _check_branch(person, branch, "end")
    moment = at or timezone.now()
    with transaction.atomic():
        lock_person(person)
        activity = _open_activity(person, lock=True)
        if activity is None:
            raise refused(messages.END_FAILED, messages.NOT_STARTED, "not_started")
        ensure_open(person, messages.END_FAILED, (activity.start, moment))
        _ensure_in_order(activity, moment, messages.END_FAILED)
        activity.pauses.filter(end__isnull=True).update(end=moment)
        activity.end = moment
        activity.save(update_fields=["end", "updated_at"])
    logger.info("activity ended", extra={"person_id": person.pk, "activity_id": activity.pk})
    return _fresh(activity)


def _done(person: Person, client_key: str) -> TerminalAction | None:
    return TerminalAction.objects.filter(person=person, client_key=client_key).select_related("activity").first()


def _step(step: str, person: Person, branch: Branch, at: datetime.datetime | None) -> WorkingActivity:
    """The step, and its activity counted as stamped offline when the step's time is an earlier one."""
    activity = STEPS[step](person, branch, at)
    # a step whose original time lies further back than TIME_TRACKING_OFFLINE_AFTER_SECONDS was queued on the
    # terminal while it was offline
    offline_after = datetime.timedelta(seconds=settings.TIME_TRACKING_OFFLINE_AFTER_SECONDS)
    if at is not None and timezone.now() - at > offline_after:
        WorkingActivity.objects.filter(pk=activity.pk).update(offline_step_count=F("offline_step_count") + 1)
        activity.offline_step_count += 1
    return activity


def queued_step(
    step: str, person: Person, branch: Branch, at: datetime.datetime | None, client_key: str | None
) -> WorkingActivity:
    """A terminal step; with a client key (the terminal's offline queue) applied once: the same key again
    answers the activity it produced, never a second step. The person's row is locked while the key is looked
    up and the step applied, so the same key sent twice at once waits for the first and answers its result."""
    if not client_key:
        with transaction.atomic():
            return _step(step, person, branch, at)
    try:
        with transaction.atomic():
            lock_person(person)
            done = _done(person, client_key)
            if done is not None:
                return _fresh(done.activity)
            activity = _step(step, person, branch, at)
            TerminalAction.objects.create(person=person, client_key=client_key, step=step, activity=activity)
    except (IntegrityError, TimeTrackingError):
        # the same key committed by a concurrent request meanwhile (its step then refuses ours, or its key
        # our insert): the first one's result
        done = _done(person, client_key)
        if done is None:
            raise
        logger.info("queued step sent twice at once", extra={"person_id": person.pk})
        return _fresh(done.activity)
    return activity


STEPS = {"start": start, "pause": pause, "resume": resume, "end": end}


# --- corrections in the back office (/api/working-activities): administrators only --------------------


def _with_reason(reason: str | None):
    """The audit snapshot of an activity plus the reason of the correction (old: none, new: the reason)."""

    def take(instance):
        data = snapshot(instance)
        if reason is not None:
            data["reason"] = reason
        return data

    return take


def _save_pauses(activity: WorkingActivity, pauses: list[dict] | None) -> None:
    if pauses is None:
        return
    activity.pauses.all().delete()
    WorkingActivityPause.objects.bulk_create(
        WorkingActivityPause(activity=activity, start=pause["start"], end=pause.get("end")) for pause in pauses
    )


def _span(start, end) -> tuple:
    return (start, end or timezone.now())


def create_activity(actor, data: dict) -> WorkingActivity:
    require_admin(actor)
    data = dict(data)
    pauses = data.pop("pauses", [])
    ensure_open(data["person"], messages.CREATE_FAILED, _span(data["start"], data.get("end")))

    def build():
        activity = WorkingActivity.objects.create(created_by=actor, **data)
        _save_pauses(activity, pauses)
        return activity

    try:
        return audited_create(actor, build)
    except IntegrityError:
        raise refused(messages.CREATE_FAILED, messages.ALREADY_STARTED, "already_started") from None


def update_activity(actor, activity: WorkingActivity, data: dict, reason: str) -> WorkingActivity:
    """A correction: every change is logged with its old and new values and the reason."""
    require_admin(actor)
    data = dict(data)
    pauses = data.pop("pauses", None)
    new_start = data.get("start", activity.start)
    new_end = data["end"] if "end" in data else activity.end
    # the old times in the old person's months, the new ones in the new person's
    ensure_open(activity.person, messages.UPDATE_FAILED, _span(activity.start, activity.end))
    ensure_open(data.get("person", activity.person), messages.UPDATE_FAILED, _span(new_start, new_end))

    def apply():
        for name, value in data.items():
            setattr(activity, name, value)
        activity.correction_count += 1
        activity.save()
        _save_pauses(activity, pauses)

    before = _with_reason(None)(activity)
    try:
        with transaction.atomic():
            apply()
            record_change(actor, Action.UPDATE, activity, before=before, after=_with_reason(reason)(activity))
    except IntegrityError:
        raise refused(messages.UPDATE_FAILED, messages.ALREADY_STARTED, "already_started") from None
    return _fresh(activity)


def delete_activity(actor, activity: WorkingActivity) -> None:
    require_admin(actor)
    ensure_open(activity.person, messages.DELETE_FAILED, _span(activity.start, activity.end))
    audited_delete(actor, activity)
