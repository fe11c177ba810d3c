"""State changes of orders: each locks the order row, checks the state machine, records the change in
the audit log and enqueues the notifications, which run only after the transaction commits.

Order creation (pricing, checks, ticket number, idempotency) is ordering.creation.create_order; the
staff's item edit with re-pricing is ordering.item_update.update_item.
"""

import datetime

from django.db import transaction
from django.utils import timezone

from audit.services import record_change, snapshot
from core.tasks import enqueue
from organisation.models import Config

from . import notifications
from .errors import CancelError, NotificationError, PaymentStatusError, QuestionnaireError, TransitionError
from .models import ONLINE_PAYMENT_METHODS, CounterAppointmentState, Order, OrderStatus
from .notifications import Event
from .states import can_transition


def _locked(order: Order) -> Order:
    return Order.objects.select_for_update().get(pk=order.pk)


def _change(actor, order: Order, event: str, apply, error=TransitionError) -> Order:
    """Lock, check via `apply` (raises the error or changes the locked row), save, audit, notify."""
    with transaction.atomic():
        locked = _locked(order)
        before = snapshot(locked)
        if not apply(locked):
            raise error()
        locked.save()
        record_change(actor, "state", locked, before=before, after=snapshot(locked))
        enqueue(notifications.notify_order_event, locked.pk, event)
    return locked


def _move(target: str, **changes):
    def apply(order: Order) -> bool:
        if not can_transition(order.status, target):
            return False
        order.status = target
        for name, value in changes.items():
            setattr(order, name, value)
        return True

    return apply


def confirm(actor, order: Order, counter_appointment: datetime.datetime | None = None) -> Order:
    """Confirm the order, or propose another time (the order then waits for the customer's answer).

    A counter appointment equal to the one already proposed is no new proposal: the back office sends
    the whole order as the body, so it carries the pending proposal. Confirming while a proposal is
    pending withdraws it: the order is confirmed for the customer's wished time.
    """
    if counter_appointment is not None and counter_appointment != order.counter_appointment:
        return _change(actor, order, Event.COUNTER_APPOINTMENT, _propose(counter_appointment))
    return _change(
        actor,
        order,
        Event.CONFIRMED,
        _move(OrderStatus.CONFIRMED, counter_appointment=None, counter_appointment_state=CounterAppointmentState.NONE),
    )


def _propose(moment: datetime.datetime):
    def apply(order: Order) -> bool:
        if order.status != OrderStatus.NEW:
            return False
        order.counter_appointment = moment
        order.counter_appointment_state = CounterAppointmentState.PROPOSED
        return True

    return apply


def reject(actor, order: Order, rejection_message: str = "") -> Order:
    return _change(actor, order, Event.REJECTED, _move(OrderStatus.REJECTED, rejection_message=rejection_message))


def cancel(actor, order: Order) -> Order:
    return _change(actor, order, Event.CANCELED, _move(OrderStatus.CANCELED), error=CancelError)


def mark_in_delivery(actor, order: Order) -> Order:
    return _change(actor, order, Event.IN_DELIVERY, _move(OrderStatus.IN_DELIVERY))


def mark_delivered(actor, order: Order) -> Order:
    return _change(actor, order, Event.DELIVERED, _move(OrderStatus.DELIVERED))


def complete(actor, order: Order) -> Order:
    return _change(actor, order, Event.COMPLETED, _move(OrderStatus.COMPLETED))


def _answer_proposal(accept: bool):
    def apply(order: Order) -> bool:
        if order.status != OrderStatus.NEW or order.counter_appointment_state != CounterAppointmentState.PROPOSED:
            return False
        order.status = OrderStatus.CONFIRMED if accept else OrderStatus.CANCELED
        order.counter_appointment_state = (
            CounterAppointmentState.ACCEPTED if accept else CounterAppointmentState.DECLINED
        )
        return True

    return apply


def accept_counter_appointment(order: Order) -> Order:
    """The customer takes the proposed time: the order is confirmed for it."""
    return _change(None, order, Event.COUNTER_APPOINTMENT_ACCEPTED, _answer_proposal(accept=True))


def decline_counter_appointment(order: Order) -> Order:
    """'Nein, Bestellung stornieren': the customer declines the proposed time, the order is canceled."""
    return _change(None, order, Event.COUNTER_APPOINTMENT_DECLINED, _answer_proposal(accept=False))


def answer_questionnaire(order: Order, data: dict) -> Order:
    """Store the customer's review: once, for completed orders, while reviews are enabled."""
    if not Config.load().enable_plugin_order_reviews:
        raise QuestionnaireError(code="reviews_disabled")
    with transaction.atomic():
        locked = _locked(order)
        if locked.status != OrderStatus.COMPLETED:
            raise QuestionnaireError(code="not_completed")
        if locked.is_questionnaire_answered:
            raise QuestionnaireError(code="already_answered")
        before = snapshot(locked)
        locked.rating = data["rating"]
        locked.food_rating = data["food_rating"]
        locked.service_rating = data["service_rating"]
        locked.process_rating = data["process_rating"]
        locked.questionnaire_comment = data.get("comment", "")
        locked.questionnaire_answered_at = timezone.now()
        locked.save()
        record_change(None, "update", locked, before=before, after=snapshot(locked))
    return locked


def resend_new_order_email(actor, order: Order) -> Order:
    if not order.email:
        raise NotificationError(code="no_email")
    enqueue(notifications.send_customer_email, order.pk, Event.CREATED)
    return order


def resend_new_order_sms(actor, order: Order) -> Order:
    if not order.phone or not Config.load().enable_plugin_sms:
        raise NotificationError(code="no_phone")
    enqueue(notifications.send_sms, order.pk, Event.CREATED)
    return order


def update_payment_status(actor, order: Order) -> Order:
    """Re-check the payment with the provider. Offline methods have nothing to check."""
    if order.payment_method in ONLINE_PAYMENT_METHODS:
        # the Mollie and Datatrans integrations are not built yet
        raise PaymentStatusError()
    return order
