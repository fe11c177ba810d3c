"""Online payment of orders (Mollie, Datatrans) through the payments area.

- start(): after the order is stored, a payment for the order's gross total (never an amount from the
  request) is created at the provider; the customer is sent to its payment page.
- on_payment_status(): payments calls it (payments.registry) inside the transaction that changed the
  payment; the order row is locked and follows: paid → is_paid and the 'new order' announcement (mail,
  SMS, boards) and its printing after commit; failed, cancelled, expired, a foreign amount → the order fails (when it
  still can); refunded → is_refunded. Applied once: a repeated status changes nothing.
- check(): staff re-check the payment (update-payment-status); refund(): staff give back what is still
  paid (the amount minus earlier refunds).
- edit_refusal(), reserve_difference(), refund_reserved(): staff change the items of a paid online order;
  a cheaper order gets the difference back through the provider, a dearer one is refused.
"""

import logging
from decimal import Decimal

from django.db import transaction

from audit.models import Action
from audit.services import record_change, snapshot
from organisation.models import Config
from payments import services as payments
from payments.models import UNSUCCESSFUL, Payment, PaymentStatus
from rules.decimals import CENT, round_half_up

from ..errors import CreationErrorCode as Code
from ..errors import OrderError, PaymentStatusError
from ..models import FINAL_STATUSES, Order, OrderStatus, can_transition
from ..registry import PrintReason, order_to_print
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


def cancel_url(order: Order, base: str) -> str:
    """The checkout again, saying the customer cancelled the payment (not that it failed)."""
    return f"{base}/store/{order.branch.identifier}/checkout/canceled"


def start(order: Order, base_url: str) -> Order:
    """Create the provider payment for a freshly stored online order; the order keeps it. base_url: the
    address the customer reached the shop at (core.public_url.public_base_url), for the ways back.

    Again for an order whose payment the provider never created (a crash before its answer, the provider
    away): the customer's repeated submit gets a working payment page (payment_recovery.needs_start)."""
    with transaction.atomic():
        locked = Order.objects.select_for_update().select_related("branch").get(pk=order.pk)
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
                success_url=success_url(locked, base_url),
                failure_url=failure_url(locked, base_url),
                cancel_url=cancel_url(locked, base_url),
            )
            locked.save(update_fields=["payment", "updated_at"])
    try:
        payments.start_payment(locked.payment, base_url)
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
        # and printed only now (its jobs in this transaction, once however often the provider reports it)
        order_to_print(order, PrintReason.PAID)


def check(actor, order: Order, base_url: str | None = None) -> Order:
    """'Zahlungsstatus prüfen': ask the provider and let the order follow."""
    check_staff_reach(actor, order)
    if not order.is_online_payment:
        return order
    if order.payment is None:
        raise PaymentStatusError()
    try:
        payments.refresh(order.payment, base_url, actor=actor)
    except payments.PaymentCheckError:
        raise PaymentStatusError() from None
    return order


def refund(actor, order: Order, base_url: str | None = None) -> Order:
    """Give back what the provider still holds (paid minus already refunded); the order as committed.

    Reads the order again rather than trusting the caller's copy, and answers it as stored after the
    refund: the provider's webhook may have applied paid → refunded in between.
    """
    current = _current(order)
    check_staff_reach(actor, current)
    if not current.is_online_payment or current.payment is None:
        raise RefundError(NOT_ONLINE, "not_online")
    if current.is_refunded or current.payment.status == PaymentStatus.REFUNDED:
        raise RefundError(ALREADY_REFUNDED, "already_refunded")
    if not current.is_paid or current.payment.status != PaymentStatus.PAID:
        raise RefundError(NOT_PAID, "not_paid")
    try:
        payments.refund(current.payment, base_url=base_url, actor=actor, note="Rückerstattung")
    except payments.RefundRefused as refused:
        if refused.reason == "nothing_left":
            raise RefundError(ALREADY_REFUNDED, "already_refunded") from None
        raise RefundError(NOT_PAID, "not_paid") from None
    except payments.RefundError:
        raise RefundError() from None
    return _current(order)


def _current(order: Order) -> Order:
    return Order.objects.select_related("payment", "branch").get(pk=order.pk)


# --- staff change the items of an online order (ordering.services.item_update) -----------------------

EDIT_PAYMENT_PENDING = (
    "Die Zahlung dieser Bestellung ist noch ausstehend. Die Positionen können erst nach dem Zahlungseingang "
    "geändert werden."
)
EDIT_REFUNDED = "Diese Bestellung wurde bereits rückerstattet. Ihre Positionen können nicht mehr geändert werden."
EDIT_PRICIER = (
    "Eine bezahlte Online-Bestellung kann nicht verteuert werden. "
    "Bitte legen Sie für zusätzliche Produkte eine neue Bestellung an."
)
EDIT_NOT_FINAL = (
    "Eine online bezahlte Bestellung braucht einen festen Preis. "
    "Bitte wählen Sie ein Produkt mit festem Preis oder legen Sie eine neue Bestellung an."
)


def lock_payment_of(order: Order) -> None:
    """Lock the order's payment row before the order is locked: the webhook locks the payment, then the
    order (on_payment_status), so an edit that took them the other way round could deadlock with it."""
    payment_id = Order.objects.filter(pk=order.pk).values_list("payment_id", flat=True).first()
    if payment_id is not None:
        Payment.objects.select_for_update().filter(pk=payment_id).values_list("pk", flat=True).first()


def edit_refusal(order: Order, total: Decimal, is_final_price: bool) -> tuple[str, str] | None:
    """Why staff may not re-price this online order to `total` ((message, code)); None: they may.

    A paid online order may get cheaper (the difference goes back through the provider: reserve_difference)
    but never dearer than what the provider still holds: the customer paid that amount, not more.
    """
    if not order.is_online_payment:
        return None
    payment = order.payment
    if order.is_refunded or (payment is not None and payment.status == PaymentStatus.REFUNDED):
        return EDIT_REFUNDED, Code.ALREADY_REFUNDED
    if not order.is_paid or payment is None or payment.status != PaymentStatus.PAID:
        return EDIT_PAYMENT_PENDING, Code.PAYMENT_PENDING
    if not is_final_price:
        return EDIT_NOT_FINAL, Code.PAYMENT_UNAVAILABLE
    if _cents(total) > payment.amount_held - payments.pending_refunds(payment):
        return EDIT_PRICIER, Code.PAID_ONLINE
    return None


def reserve_difference(order: Order, total: Decimal) -> bool:
    """Inside the edit's transaction (payment and order locked, edit_refusal passed): the part of the paid
    amount above the new total becomes a pending refund, committed with the edit. True: refund_reserved()
    must ask the provider after the commit."""
    if not order.is_online_payment or order.payment is None:
        return False
    payment = Payment.objects.get(pk=order.payment_id)
    difference = payment.amount_held - payments.pending_refunds(payment) - _cents(total)
    if difference <= 0:
        return False
    note = f"Bestellung {order.display_number} geändert: neue Summe {_cents(total)} {payment.currency}"
    payments.reserve_refund(payment, difference, note=note)
    return True


def refund_reserved(actor, order: Order, base_url: str | None = None) -> Order:
    """After the edit committed: the provider gives the difference back. When it cannot be reached the
    refund stays pending (shown with the payment) and is asked again by the periodic payment check.
    `actor` must be staff reaching the order, as for the edit (item_update.update_item checked it already)."""
    current = _current(order)
    check_staff_reach(actor, current)
    if current.payment is not None:
        try:
            payments.execute_refunds(current.payment, base_url, actor=actor)
        except payments.RefundError:
            logger.warning("order %s: the refund of an edit is pending at the provider", order.pk)
    return _current(order)


def _cents(amount) -> Decimal:
    return round_half_up(Decimal(amount), CENT)
