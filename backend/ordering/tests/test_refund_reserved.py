"""online_payment.refund_reserved asks the provider for the refund an edit reserved: staff reaching the order
only (check_staff_reach, as the edit), so a direct call cannot have another branch's refunds executed in its
name (issue 24). Refused: the refund stays pending and nothing is asked of the provider."""

from decimal import Decimal

import pytest
from django.core.exceptions import PermissionDenied
from django.http import Http404

from audit.models import LogEntry
from core.actors import DeviceActor
from ordering.services import online_payment
from payments import services as payments
from payments.models import Payment, PaymentStatus, Refund, RefundStatus
from payments.tests.factories import PaymentFactory

from .factories import OrderFactory
from .helpers import order_rows

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
    monkeypatch.setattr(payments, "get_provider", lambda name, base_url=None: fake)
    return fake


def edited_order(branch):
    """A paid online order (19.90) whose edit reserved 5.00 back."""
    payment = PaymentFactory(amount=Decimal("19.90"), status=PaymentStatus.PAID)
    order = OrderFactory(branch=branch, payment_method="mollie", payment=payment, is_paid=True)
    Refund.objects.create(payment=payment, amount=Decimal("5.00"), note="Bestellung geändert")
    return order


def _stored() -> tuple:
    payments_ = list(Payment.objects.order_by("pk").values_list("pk", "status", "amount_refunded"))
    refunds = list(Refund.objects.order_by("pk").values_list("pk", "status", "amount", "provider_id"))
    return order_rows(), payments_, refunds


@pytest.mark.parametrize(
    ("name", "where", "refused"),
    [
        (None, "branch", PermissionDenied),
        ("roleless_user", "branch", PermissionDenied),
        ("device", "branch", PermissionDenied),
        ("employee_user", "other_branch", Http404),
    ],
)
def test_a_reserved_refund_is_refused_outside_the_actors_reach(request, provider, config, name, where, refused):
    # given
    order = edited_order(request.getfixturevalue(where))
    if name == "device":
        actor = DeviceActor(device_id=7, branch_id=order.branch_id, name="Theke Mariahilf")
    else:
        actor = request.getfixturevalue(name) if name else None
    before = _stored()
    # when / then
    with pytest.raises(refused):
        online_payment.refund_reserved(actor, order)
    assert _stored() == before
    assert provider.refunds == []
    assert not LogEntry.objects.exists()


def test_staff_of_the_branch_have_the_reserved_refund_executed(provider, config, employee_user, branch):
    # given
    order = edited_order(branch)
    # when
    answered = online_payment.refund_reserved(employee_user, order)
    # then
    assert provider.refunds == [(order.payment_id, Decimal("5.00"))]
    assert Refund.objects.get().status == RefundStatus.REFUNDED
    assert (answered.payment.status, answered.payment.amount_refunded) == (PaymentStatus.PAID, Decimal("5.00"))
    assert LogEntry.objects.get(entity="payment").user == employee_user
