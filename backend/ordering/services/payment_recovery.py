"""Online orders whose payment never reached the provider (the process died between the order's commit and
the provider's answer, or the provider was away): the customer's retry starts it again; an order nobody
retries is failed once NOT_STARTED_AFTER has passed, so none stays waiting without a payment for good.
"""

import datetime
import logging

from django.db import transaction
from django.db.models import Q
from django.utils import timezone

from audit.models import Action
from audit.services import record_change, snapshot
from payments.models import WAITING

from ..models import PAYMENT_PENDING, Order, OrderStatus, can_transition

logger = logging.getLogger(__name__)

# as long as the payments area waits for a provider that never answered (payments.services.NOT_STARTED_AFTER)
NOT_STARTED_AFTER = datetime.timedelta(hours=1)
NOT_STARTED = Q(payment__isnull=True) | Q(payment__provider_id="", payment__status__in=WAITING)


def needs_start(order: Order) -> bool:
    """An online order still waiting for its payment, which the provider never created."""
    if not order.is_payment_pending:
        return False
    payment = order.payment
    return payment is None or (not payment.provider_id and payment.status in WAITING)


def fail_unstarted(now: datetime.datetime | None = None) -> int:
    """Fail the online orders whose payment was never started at the provider within NOT_STARTED_AFTER."""
    now = now or timezone.now()
    stale = Order.objects.filter(PAYMENT_PENDING, NOT_STARTED, created_at__lt=now - NOT_STARTED_AFTER)
    failed = 0
    for pk in stale.values_list("pk", flat=True)[:500]:
        with transaction.atomic():
            order = Order.objects.select_for_update().filter(PAYMENT_PENDING, NOT_STARTED, pk=pk).first()
            if order is None or not can_transition(order.status, OrderStatus.FAILED):
                continue
            before = snapshot(order)
            order.status = OrderStatus.FAILED
            order.save(update_fields=["status", "updated_at"])
            record_change(None, Action.STATE, order, before=before, after=snapshot(order))
        logger.warning("order %s: online payment never started, failed", pk)
        failed += 1
    return failed
