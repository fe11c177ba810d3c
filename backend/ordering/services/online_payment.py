"""Online payment of orders (Mollie, Datatrans) through the payments area.

- start(): after the order is stored, a payment for the order's gross total (never an amount from the
  request) is created at the provider; the customer is sent to its payment page.
- on_payment_status(): payments calls it (payments.registry) inside the transaction that changed the
  payment; the order row is locked and follows: paid → is_paid and the 'new order' announcement (mail,
  SMS, boards) after commit; failed, cancelled, expired, a foreign amount → the order fails (when it
  still can); refunded → is_refunded. Applied once: a repeated status changes nothing.
- check(): staff re-check the payment (update-payment-status); refund(): staff give the full amount back.
"""

import logging

from django.db import transaction

from audit.models import Action
from audit.services import record_change, snapshot
from core.public_url import public_base_url
from organisation.models import Config
from payments import services as payments
from payments.models import UNSUCCESSFUL, Payment, PaymentStatus

from ..errors import OrderError, PaymentStatusError
from ..models import FINAL_STATUSES, Order, OrderStatus, can_transition
from . import notifications
from .notifications import Event
from .permissions import check_staff_reach

logger = logging.getLogger(__name__)


class PaymentStartError(Exception):
    """The provider could not be asked to create the payment: the order has failed."""


class RefundError(OrderError):
    message = "Die Rückerstattung ist fehlgeschlagen. Bitte versuchen Sie es erneut."
    code = "refund_failed"


NOT_ONLINE = "Diese Bestellung wurde nicht online bezahlt."
NOT_PAID = "Diese Bestellung ist nicht bezahlt."
ALREADY_REFUNDED = "Diese Bestellung wurde bereits rückerstattet."


def success_url(order: Order, base: str) -> str:
    return f"{base}/status/{order.uid}/{order.hash}"


def failure_url(order: Order, base: str) -> str:
    return f"{base}/store/{order.branch.identifier}/checkout/error"


def start(order: Order, request=None) -> Order:
    """Create the provider payment for a freshly stored online order; the order keeps it.

    Again for an order whose payment the provider never created (a crash before its answer, the provider
    away): the customer's repeated submit gets a working payment page (payment_recovery.needs_start)."""
    base = public_base_url(request)
    with transaction.atomic():
        locked = Order.objects.select_for_update().select_related("branch", "payment").get(pk=order.pk)
        if locked.payment is not None and locked.payment.provider_id:
            return locked
        if locked.payment is None:
            locked.payment = payments.create_payment(
                provider=locked.payment_method,
                reference=locked.uid,
                description=f"{locked.branch.name} – Bestellung {locked.display_number}",
                amount=locked.total_gross,
                currency=Config.load().currency,
                metadata={"orderUid": locked.uid, "branch": locked.branch.identifier, "ticket": locked.ticket_number},
                success_url=success_url(locked, base),
                failure_url=failure_url(locked, base),
            )
            locked.save(update_fields=["payment", "updated_at"])
    try:
        payments.start_payment(locked.payment, request)
    except payments.PaymentStartError as error:
        raise PaymentStartError() from error
    return locked


def redirect_url(order: Order) -> str | None:
    """The provider's payment page while the order waits for its payment."""
    payment = order.payment
    if payment is None or not order.is_payment_pending or payment.status != PaymentStatus.OPEN:
        return None
    return payment.checkout_url or None


def on_payment_status(payment: Payment, previous: str) -> None:
    """The order follows its payment (called with the payment row locked, inside its transaction)."""
    order = Order.objects.select_for_update().filter(payment=payment).first()
    if order is None:
        return
    before = snapshot(order)
    announce = False
    if payment.status == PaymentStatus.PAID and not order.is_paid:
        if payment.amount != order.total_gross:
            logger.error("order %s: payment amount %s differs from %s", order.pk, payment.amount, order.total_gross)
            return
        order.is_paid = True
        announce = order.status not in FINAL_STATUSES
    elif payment.status == PaymentStatus.REFUNDED and not order.is_refunded:
        order.is_refunded = True
    elif payment.status in UNSUCCESSFUL and not order.is_paid and can_transition(order.status, OrderStatus.FAILED):
        order.status = OrderStatus.FAILED
    else:
        return
    order.save()
    record_change(None, Action.STATE, order, before=before, after=snapshot(order))
    if announce:
        # the order is announced only now: board, new-order e-mail and SMS, as an offline order at creation
        notifications.notify_order_event(order.pk, Event.CREATED)


def check(actor, order: Order, request=None) -> Order:
    """'Zahlungsstatus prüfen': ask the provider and let the order follow."""
    check_staff_reach(actor, order)
    if not order.is_online_payment:
        return order
    if order.payment is None:
        raise PaymentStatusError()
    try:
        payments.refresh(order.payment, request, actor=actor)
    except payments.PaymentCheckError:
        raise PaymentStatusError() from None
    return order


def refund(actor, order: Order, request=None) -> Order:
    """Give the full amount back through the provider (paid online orders, once)."""
    check_staff_reach(actor, order)
    if not order.is_online_payment or order.payment is None:
        raise RefundError(NOT_ONLINE, "not_online")
    if order.is_refunded or order.payment.status == PaymentStatus.REFUNDED:
        raise RefundError(ALREADY_REFUNDED, "already_refunded")
    if not order.is_paid or order.payment.status != PaymentStatus.PAID:
        raise RefundError(NOT_PAID, "not_paid")
    try:
        payments.refund(order.payment, request, actor=actor)
    except payments.RefundError:
        raise RefundError() from None
    return order
