"""Online orders whose payment never reached the provider (the process died between the order's commit and
the provider's answer, or the provider was away): the customer's retry starts it again. An order nobody
retries fails once NOT_STARTED_AFTER has passed: one with a payment row through the payments area's periodic
check (payments.services.check_waiting_payments: the payment ends NOT_STARTED, the order follows), one whose
process died before its payment row existed here (fail_unstarted), so none stays waiting for good.
"""

import datetime
import logging

from django.db import transaction
from django.utils import timezone

from audit.models import Action
from audit.services import record_change, snapshot
from payments.models import WAITING
from payments.services import NOT_STARTED_AFTER

from ..models import PAYMENT_PENDING, Order, OrderStatus, can_transition

logger = logging.getLogger(__name__)


def needs_start(order: Order) -> bool:
    """An online order still waiting for its payment, which the provider never created."""
    if not order.is_payment_pending:
        return False
    payment = order.payment
    return payment is None or (not payment.provider_id and payment.status in WAITING)


def fail_unstarted(now: datetime.datetime | None = None) -> int:
    """Fail the online orders still without a payment row NOT_STARTED_AFTER after they were placed."""
    now = now or timezone.now()
    stale = Order.objects.filter(PAYMENT_PENDING, payment__isnull=True, created_at__lt=now - NOT_STARTED_AFTER)
    failed = 0
    for pk in stale.values_list("pk", flat=True)[:500]:
        with transaction.atomic():
            order = Order.objects.select_for_update().filter(PAYMENT_PENDING, payment__isnull=True, pk=pk).first()
            if order is None or not can_transition(order.status, OrderStatus.FAILED):
                continue
            before = snapshot(order)
            order.status = OrderStatus.FAILED
            order.save(update_fields=["status", "updated_at"])
            record_change(None, Action.STATE, order, before=before, after=snapshot(order))
        logger.warning("order %s: online payment never started, failed", pk)
        failed += 1
    return failed
