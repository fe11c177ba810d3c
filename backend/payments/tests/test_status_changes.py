"""The provider's answers applied to a payment and its order: forward only, once, never a foreign amount."""

from decimal import Decimal

import pytest
from django.core import mail

from core.models import OutboxMessage
from ordering.models import OrderStatus, PaymentMethod
from ordering.tests.factories import OrderFactory
from payments.models import PaymentStatus
from payments.providers import RemotePayment
from payments.services import apply_remote

from .factories import PaymentFactory

pytestmark = pytest.mark.django_db


def remote(payment, status, amount=None, currency="EUR"):
    return RemotePayment(
        id=payment.provider_id, status=status, amount=Decimal(amount or payment.amount), currency=currency
    )


@pytest.fixture
def order(branch, config):
    return OrderFactory(
        branch=branch, payment_method=PaymentMethod.DATATRANS, payment=PaymentFactory(amount=Decimal("19.90"))
    )


def test_a_late_failure_after_the_payment_changes_nothing(order, django_capture_on_commit_callbacks):
    # given: paid
    with django_capture_on_commit_callbacks(execute=True):
        apply_remote(order.payment, remote(order.payment, PaymentStatus.PAID))

    # when: an older 'failed' and a repeated 'paid' arrive
    with django_capture_on_commit_callbacks(execute=True) as callbacks:
        apply_remote(order.payment, remote(order.payment, PaymentStatus.FAILED))
        apply_remote(order.payment, remote(order.payment, PaymentStatus.PAID))

    # then
    order.refresh_from_db()
    order.payment.refresh_from_db()
    assert (order.is_paid, order.status, order.payment.status) == (True, OrderStatus.NEW, PaymentStatus.PAID)
    assert [h["status"] for h in order.payment.history] == ["open", "paid"]
    assert callbacks == []
    assert len(mail.outbox) == 1


@pytest.mark.parametrize(("amount", "currency"), [("19.89", "EUR"), ("19.90", "CHF"), ("0", "EUR")])
def test_another_amount_or_currency_is_never_paid(order, amount, currency):
    # when
    apply_remote(order.payment, remote(order.payment, PaymentStatus.PAID, amount=amount, currency=currency))

    # then
    order.refresh_from_db()
    order.payment.refresh_from_db()
    assert (order.is_paid, order.status, order.payment.status) == (False, OrderStatus.FAILED, PaymentStatus.MISMATCH)
    assert order.payment.history[-1]["note"] == f"Anbieter meldet {Decimal(amount)} {currency}, erwartet 19.90 EUR"


def test_a_refund_reported_for_a_waiting_payment_marks_it_paid_then_refunded(order):
    # when: the webhook of the payment was lost; the next answer already says refunded
    apply_remote(order.payment, remote(order.payment, PaymentStatus.REFUNDED))

    # then
    order.refresh_from_db()
    order.payment.refresh_from_db()
    assert (order.is_paid, order.is_refunded) == (True, True)
    assert [h["label"] for h in order.payment.history] == ["Offen", "Bezahlt", "Rückerstattet"]


def test_a_payment_of_a_cancelled_order_is_kept_but_not_announced(order, django_capture_on_commit_callbacks):
    # given: the branch cancelled while the customer was still paying
    order.status = OrderStatus.CANCELED
    order.save()

    # when
    with django_capture_on_commit_callbacks(execute=False):
        apply_remote(order.payment, remote(order.payment, PaymentStatus.PAID))

    # then: paid (to be refunded by the staff), nothing announced: no effect stored
    order.refresh_from_db()
    assert (order.is_paid, order.status, order.is_payment_pending) == (True, OrderStatus.CANCELED, False)
    assert OutboxMessage.objects.count() == 0
