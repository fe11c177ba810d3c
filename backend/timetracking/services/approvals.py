"""Month approval: an administrator approves a person's month; its activities and schedules are then locked
(back office and terminal) until an administrator reopens it. Both steps are audited."""

import datetime

from django.db import IntegrityError, transaction
from django.utils import timezone

from audit.models import Action
from audit.services import record_change, snapshot
from core.permissions import require_admin

from .. import calendar, messages
from ..errors import TimeTrackingError, refused
from ..models import MonthApproval, Person, WorkingActivity


def month_of(moment: datetime.datetime) -> datetime.date:
    return calendar.local_date(moment).replace(day=1)


def _label(month: datetime.date) -> str:
    return f"{month:%m/%Y}"


def approved_month(person: Person, start: datetime.datetime, end: datetime.datetime | None) -> datetime.date | None:
    """The first approved month of the person touched by start..end (end None: start only), else None."""
    first = month_of(start)
    last = month_of(end) if end is not None else first
    approval = MonthApproval.objects.filter(person=person, month__gte=first, month__lte=last).order_by("month").first()
    return approval.month if approval else None


def ensure_open(person: Person, action_text: str, *spans) -> None:
    """Refuses (409 `month_locked`) when one of the spans (start, end or None) touches an approved month."""
    for start, end in spans:
        if start is None:
            continue
        month = approved_month(person, start, end)
        if month is not None:
            raise refused(action_text, messages.MONTH_LOCKED.format(month=_label(month)), "month_locked")


def is_approved(person: Person, month: datetime.date) -> bool:
    return MonthApproval.objects.filter(person=person, month=month).exists()


def _month_not_over(month: datetime.date, now: datetime.datetime) -> bool:
    _first, last = calendar.month_days(month.year, month.month)
    return last >= calendar.local_date(now)


def _activity_running(person: Person, month: datetime.date) -> bool:
    _start, end = calendar.day_span(*calendar.month_days(month.year, month.month))
    return WorkingActivity.objects.filter(person=person, end__isnull=True, start__lt=end).exists()


def approve_blocked_reason(person: Person, month: datetime.date, now: datetime.datetime | None = None) -> str | None:
    """Why 'Monat freigeben' cannot succeed now (German, for the back office to show instead of offering it);
    None when it can. The same checks as approve()."""
    if is_approved(person, month):
        return messages.ALREADY_APPROVED
    if _month_not_over(month, now or timezone.now()):
        return messages.MONTH_NOT_OVER
    if _activity_running(person, month):
        return messages.ACTIVITY_RUNNING
    return None


def approve(actor, person: Person, month: datetime.date) -> MonthApproval:
    """Only a month that is over (its last day before today, Vienna): a running month would lock its remaining
    days. The running-activity check and the approval share a lock on the person's row with the terminal's
    steps, so no step starts or ends in the month between the check and the approval."""
    require_admin(actor)
    if _month_not_over(month, timezone.now()):
        raise refused(messages.APPROVE_FAILED, messages.MONTH_NOT_OVER, "month_not_over")
    try:
        with transaction.atomic():
            list(Person.objects.select_for_update().filter(pk=person.pk).values_list("pk", flat=True))
            if _activity_running(person, month):
                raise refused(messages.APPROVE_FAILED, messages.ACTIVITY_RUNNING, "activity_running")
            approval = MonthApproval.objects.create(person=person, month=month, approved_by=actor)
            record_change(actor, Action.CREATE, approval, before={}, after=snapshot(approval))
    except IntegrityError:
        raise refused(messages.APPROVE_FAILED, messages.ALREADY_APPROVED, "already_approved") from None
    return approval


def reopen(actor, person: Person, month: datetime.date) -> None:
    require_admin(actor)
    with transaction.atomic():
        approval = MonthApproval.objects.select_for_update().filter(person=person, month=month).first()
        if approval is None:
            raise TimeTrackingError(f"{messages.REOPEN_FAILED} {messages.NOT_APPROVED}", "not_approved")
        record_change(actor, Action.DELETE, approval, before=snapshot(approval), after={})
        approval.delete()
