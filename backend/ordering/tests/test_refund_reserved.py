"""online_payment.refund_reserved asks the provider for the refund an edit reserved: staff reaching the order
only (check_staff_reach, as the edit), so a direct call cannot have another branch's refunds executed in its
name (issue 24). Refused: the refund stays pending and nothing is asked of the provider (the order's payment
was never at one: a refusal comes first). The allowed call, against the payment sandbox over HTTP:
payments/tests/test_services_check_the_actor.py."""

from decimal import Decimal

import pytest
from django.core.exceptions import PermissionDenied
from django.http import Http404

from audit.models import LogEntry
from core.actors import DeviceActor
from ordering.services import online_payment
from payments.models import Payment, PaymentStatus, Refund
from payments.tests.factories import PaymentFactory

from .factories import OrderFactory
from .helpers import order_rows

pytestmark = pytest.mark.django_db


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
def test_a_reserved_refund_is_refused_outside_the_actors_reach(request, config, name, where, refused):
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
    assert not LogEntry.objects.exists()
