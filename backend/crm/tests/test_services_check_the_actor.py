"""The GDPR erase checks the actor in the service itself (issue 24): administrators only, as the API's IsAdmin; a
command or another area calling the service gets the same answer."""

import pytest
from django.core.exceptions import PermissionDenied

from audit.models import LogEntry
from ordering.models import Order

from ..models import Customer, CustomerOrder
from ..services.customers import ERASED_FIELDS, erase


def _state() -> dict:
    return {
        "customers": list(Customer.objects.order_by("pk").values_list("pk", "name", "email", "phone")),
        "links": list(CustomerOrder.objects.order_by("pk").values_list("customer_id", "order_id")),
        "orders": list(Order.objects.order_by("pk").values("pk", *ERASED_FIELDS, "is_company", "updated_at")),
        "log": list(LogEntry.objects.order_by("pk").values_list("pk", "changes")),
    }


@pytest.mark.parametrize("name", ["roleless_user", "employee_user", None])
def test_only_administrators_erase_a_customer(request, name, place_order, branch):
    # given: a customer of the employee's own branch
    actor = request.getfixturevalue(name) if name else None
    place_order(branch=branch, first_name="Erika", email="erika@example.com")
    customer = Customer.objects.get()
    before = _state()

    # when / then
    with pytest.raises(PermissionDenied):
        erase(actor, customer)
    assert _state() == before
    assert Order.objects.get().first_name == "Erika"


def test_an_administrator_erases_a_customer(admin_user, place_order, branch):
    # given
    place_order(branch=branch, first_name="Erika", email="erika@example.com")

    # when
    count = erase(admin_user, Customer.objects.get())

    # then
    assert count == 1
    assert not Customer.objects.exists()
    assert (Order.objects.get().first_name, Order.objects.get().email) == ("Anonymisiert", "")
    assert LogEntry.objects.get(entity="customer").user == admin_user
