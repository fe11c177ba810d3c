"""Staff send the customer's order confirmation again, by e-mail or text message (after commit)."""

from core.tasks import enqueue
from organisation.models import Config

from ..errors import NotificationError, OrderFailedError, PaymentPendingError
from ..models import Order, OrderStatus
from . import notifications
from .notifications import Event
from .permissions import check_staff_reach


def _check(actor, order: Order) -> None:
    check_staff_reach(actor, order)
    # 'ist eingegangen' is sent once an online order is paid, never before
    if order.is_payment_pending:
        raise PaymentPendingError()
    # a failed payment: the order was never placed, 'ist eingegangen' would tell the customer otherwise
    if order.status == OrderStatus.FAILED:
        raise OrderFailedError()


def resend_new_order_email(actor, order: Order) -> Order:
    _check(actor, order)
    if not order.email:
        raise NotificationError(code="no_email")
    enqueue(notifications.send_customer_email, order.pk, Event.CREATED)
    return order


def resend_new_order_sms(actor, order: Order) -> Order:
    _check(actor, order)
    if not order.phone or not Config.load().enable_plugin_sms:
        raise NotificationError(code="no_phone")
    enqueue(notifications.send_sms, order.pk, Event.CREATED)
    return order
