"""A refund a person asks for checks the actor in the service itself (issue 24): staff reaching the branch of the
payment's order, as ordering's refund (check_staff_reach); a payment of no order only administrators refund.
Nothing is reserved and nothing is asked of the provider when the actor is refused (a refusal comes before any
provider is reached); the allowed refunds go to the payment sandbox over HTTP. ordering's refund_reserved, which
carries out what an edit reserved, is checked the same way (its refusals: ordering/tests/test_refund_reserved.py)."""

from decimal import Decimal

import pytest
from django.core.exceptions import PermissionDenied
from django.http import Http404

from audit.models import LogEntry
from ordering.models import Order, PaymentMethod
from ordering.services import online_payment
from ordering.tests.factories import OrderFactory
from payments import services
from payments.models import Payment, PaymentStatus, Refund, RefundStatus

from .factories import PaymentFactory
from .flows import paid_order, refunded_at_provider


def unpaid_at_provider(branch) -> Order:
    """A paid online order the sandbox never saw (a refusal reaches no provider)."""
    payment = PaymentFactory(amount=Decimal("19.90"), status=PaymentStatus.PAID)
    return OrderFactory(branch=branch, payment_method=PaymentMethod.MOLLIE, payment=payment, is_paid=True)


def _payments() -> list[tuple]:
    return list(Payment.objects.order_by("pk").values_list("pk", "status", "amount_refunded", "refund_id"))


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("name", "where", "refused"),
    [
        (None, "branch", PermissionDenied),
        ("roleless_user", "branch", PermissionDenied),
        ("employee_user", "other_branch", Http404),
        # a payment of no order belongs to no branch: administrators only
        ("employee_user", None, PermissionDenied),
    ],
)
def test_a_refund_is_refused_outside_the_actors_reach(request, name, where, refused):
    # given
    actor = request.getfixturevalue(name) if name else None
    if where is None:
        payment = PaymentFactory(amount=Decimal("19.90"), status=PaymentStatus.PAID)
    else:
        payment = unpaid_at_provider(request.getfixturevalue(where)).payment
    before = _payments()
    # when / then
    with pytest.raises(refused):
        services.refund(payment, actor=actor)
    assert _payments() == before
    assert not Refund.objects.exists()
    assert not LogEntry.objects.exists()


@pytest.mark.django_db(transaction=True)
def test_staff_of_the_orders_branch_refund_it(base_url, paying_shop, employee_user):
    # given: paid 12.90 at the sandbox
    order = paid_order(base_url, paying_shop, "mollie")
    # when
    refunded = services.refund(order.payment, actor=employee_user)
    # then
    assert (refunded.status, refunded.amount_refunded) == (PaymentStatus.REFUNDED, Decimal("12.90"))
    assert refunded_at_provider(order) == Decimal("12.90")
    order.refresh_from_db()
    assert order.is_refunded


@pytest.mark.django_db(transaction=True)
def test_an_administrator_refunds_a_payment_of_no_order(base_url, paying_shop, admin_user):
    # given: a payment paid at the sandbox whose order is gone from it
    order = paid_order(base_url, paying_shop, "mollie")
    Order.objects.filter(pk=order.pk).update(payment=None)
    # when
    refunded = services.refund(order.payment, Decimal("5.00"), actor=admin_user)
    # then
    assert (refunded.status, refunded.amount_refunded) == (PaymentStatus.PAID, Decimal("5.00"))
    assert refunded_at_provider(order) == Decimal("5.00")


@pytest.mark.django_db(transaction=True)
def test_staff_of_the_branch_have_a_reserved_refund_executed(base_url, paying_shop, employee_user):
    # given: paid 12.90 at the sandbox, an edit reserved 5.00 back
    order = paid_order(base_url, paying_shop, "mollie")
    Refund.objects.create(payment=order.payment, amount=Decimal("5.00"), note="Bestellung geändert")
    # when
    answered = online_payment.refund_reserved(employee_user, order)
    # then
    assert refunded_at_provider(order) == Decimal("5.00")
    assert Refund.objects.get().status == RefundStatus.REFUNDED
    assert (answered.payment.status, answered.payment.amount_refunded) == (PaymentStatus.PAID, Decimal("5.00"))
    assert LogEntry.objects.filter(entity="payment").order_by("-pk").first().user == employee_user
