"""A refund a person asks for checks the actor in the service itself (issue 24): staff reaching the branch of the
payment's order, as ordering's refund (check_staff_reach); a payment of no order only administrators refund.
Nothing is reserved and nothing is asked of the provider when the actor is refused."""

from decimal import Decimal

import pytest
from django.core.exceptions import PermissionDenied
from django.http import Http404

from audit.models import LogEntry
from ordering.models import PaymentMethod
from ordering.tests.factories import OrderFactory
from payments import services
from payments.models import Payment, PaymentStatus, Refund

from .factories import PaymentFactory

pytestmark = pytest.mark.django_db


class FakeProvider:
    """Confirms every refund and remembers it."""

    def __init__(self):
        self.refunds = []

    def refund(self, payment, amount, idempotency_key):
        self.refunds.append((payment.pk, amount))
        return f"re_{len(self.refunds)}"


@pytest.fixture
def provider(monkeypatch):
    fake = FakeProvider()
    monkeypatch.setattr(services, "get_provider", lambda name, base_url=None: fake)
    return fake


def paid_order(branch):
    payment = PaymentFactory(amount=Decimal("19.90"), status=PaymentStatus.PAID)
    return OrderFactory(branch=branch, payment_method=PaymentMethod.MOLLIE, payment=payment, is_paid=True)


def _payments() -> list[tuple]:
    return list(Payment.objects.order_by("pk").values_list("pk", "status", "amount_refunded", "refund_id"))


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
def test_a_refund_is_refused_outside_the_actors_reach(request, provider, name, where, refused):
    # given
    actor = request.getfixturevalue(name) if name else None
    if where is None:
        payment = PaymentFactory(amount=Decimal("19.90"), status=PaymentStatus.PAID)
    else:
        payment = paid_order(request.getfixturevalue(where)).payment
    before = _payments()
    # when / then
    with pytest.raises(refused):
        services.refund(payment, actor=actor)
    assert _payments() == before
    assert not Refund.objects.exists()
    assert provider.refunds == []
    assert not LogEntry.objects.exists()


def test_staff_of_the_orders_branch_refund_it(provider, config, employee_user, branch):
    # given
    order = paid_order(branch)
    # when
    refunded = services.refund(order.payment, actor=employee_user)
    # then
    assert (refunded.status, refunded.amount_refunded) == (PaymentStatus.REFUNDED, Decimal("19.90"))
    assert provider.refunds == [(order.payment.pk, Decimal("19.90"))]
    order.refresh_from_db()
    assert order.is_refunded


def test_an_administrator_refunds_a_payment_of_no_order(provider, admin_user):
    # given
    payment = PaymentFactory(amount=Decimal("19.90"), status=PaymentStatus.PAID)
    # when
    refunded = services.refund(payment, Decimal("5.00"), actor=admin_user)
    # then
    assert (refunded.status, refunded.amount_refunded) == (PaymentStatus.PAID, Decimal("5.00"))
