"""State changes of orders: each locks the order row, checks that the acting staff member (or the branch's
paired counter tablet) reaches the order (ordering.services.permissions) and the state machine, records the
change in the audit log and enqueues the notifications, which run only after the transaction commits. The
customer's answers to a counter appointment are the exception: the public view has checked the order's uid and
hash.

Order creation (pricing, checks, ticket number, idempotency) is ordering.services.creation.create_order; the
staff's item edit with re-pricing is ordering.services.item_update.update_item.
"""

import datetime

from django.db import transaction

from audit.services import record_change, snapshot

from ..errors import CancelError, PaymentPendingError, TransitionError
from ..models import CounterAppointmentState, Order, OrderStatus, can_transition
from . import notifications
from .notifications import Event
from .permissions import check_state_change_reach


def _locked(order: Order) -> Order:
    return Order.objects.select_for_update().get(pk=order.pk)


def _change(actor, order: Order, event: str, apply, error=TransitionError, *, by_customer: bool = False) -> Order:
    """Lock, check the actor's reach (staff) and via `apply` (raises the error or changes the locked row),
    save, audit, notify. `by_customer`: the customer, who proved the order's uid and hash, acts."""
    with transaction.atomic():
        locked = _locked(order)
        if not by_customer:
            check_state_change_reach(actor, locked)
        before = snapshot(locked)
        if not apply(locked):
            raise error()
        locked.save()
        record_change(actor, "state", locked, before=before, after=snapshot(locked))
        notifications.notify_order_event(locked.pk, event)
    return locked


# moves that start work on an order: never before its online payment arrived
_WORK = frozenset({OrderStatus.CONFIRMED, OrderStatus.IN_DELIVERY, OrderStatus.DELIVERED, OrderStatus.COMPLETED})


def _move(target: str, **changes):
    def apply(order: Order) -> bool:
        if not can_transition(order.status, target):
            return False
        if target in _WORK and order.is_payment_pending:
            raise PaymentPendingError()
        order.status = target
        for name, value in changes.items():
            setattr(order, name, value)
        return True

    return apply


def confirm(
    actor,
    order: Order,
    counter_appointment: datetime.datetime | None = None,
    ready_by: datetime.datetime | None = None,
) -> Order:
    """Confirm the order, or propose another time (the order then waits for the customer's answer).

    `ready_by`: when the order is expected to be ready ('Voraussichtlich fertig um 12:45 Uhr' on the
    status page); None leaves it unset.

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
        _move(
            OrderStatus.CONFIRMED,
            counter_appointment=None,
            counter_appointment_state=CounterAppointmentState.NONE,
            ready_by=ready_by,
        ),
    )


def _propose(moment: datetime.datetime):
    def apply(order: Order) -> bool:
        if order.status != OrderStatus.NEW:
            return False
        if order.is_payment_pending:
            raise PaymentPendingError()
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
    """'Zugestellt': a delivery order handed over at the door (the status page's fourth step)."""
    move = _move(OrderStatus.DELIVERED)
    return _change(actor, order, Event.DELIVERED, lambda locked: locked.is_delivery and move(locked))


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
    return _change(None, order, Event.COUNTER_APPOINTMENT_ACCEPTED, _answer_proposal(accept=True), by_customer=True)


def decline_counter_appointment(order: Order) -> Order:
    """'Nein, Bestellung stornieren': the customer declines the proposed time, the order is canceled."""
    return _change(None, order, Event.COUNTER_APPOINTMENT_DECLINED, _answer_proposal(accept=False), by_customer=True)
