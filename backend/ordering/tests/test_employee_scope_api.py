"""A branch employee sees and changes only the orders of their own branches (every staff order call)."""

import datetime

import pytest

from accounts.tests.factories import EmployeeFactory
from ordering.models import Order

from .factories import OrderFactory
from .helpers import NOT_FOUND, order_rows, post


def _ids(response):
    return [order["id"] for order in response.json()["data"]]


@pytest.mark.parametrize("path", ["resend-new-order-email", "resend-new-order-sms"])
def test_resending_for_another_branch_is_404(employee_client, other_order, path, mailoutbox):
    # given
    before = order_rows()

    # when
    response = post(employee_client, f"/api/orders/{other_order.id}/{path}")

    # then
    assert (response.status_code, response.json()) == (404, NOT_FOUND)
    assert order_rows() == before
    assert mailoutbox == []


def test_asking_for_another_branch_by_filter_finds_nothing(employee_client, order, other_order, other_branch):
    assert _ids(employee_client.get(f"/api/orders?branch={other_branch.id}")) == []
    assert _ids(employee_client.get(f"/api/orders/current?branch={other_branch.id}")) == []
    assert _ids(employee_client.get(f"/api/orders?q={other_order.ticket_number}")) == [order.id]


def test_missed_orders_only_of_own_branches(employee_client, branch, other_branch, config):
    # given: both unconfirmed for an hour
    mine = OrderFactory(branch=branch)
    OrderFactory(branch=other_branch)
    Order.objects.update(created_at=datetime.datetime.now(datetime.UTC) - datetime.timedelta(hours=1))

    # when / then
    assert _ids(employee_client.get("/api/orders/missed")) == [mine.id]


def test_export_contains_only_own_branches(employee_client, order, other_order, other_branch):
    # when
    everything = b"".join(employee_client.get("/api/orders/export").streaming_content).decode("utf-8-sig")
    foreign = b"".join(employee_client.get(f"/api/orders/export?branch={other_branch.id}").streaming_content).decode(
        "utf-8-sig"
    )

    # then
    assert [row.split(";")[0] for row in everything.split("\r\n")[1:-1]] == [str(order.id)]
    assert foreign.split("\r\n")[1:] == [""]


def test_employee_of_two_branches_sees_both(make_client, branch, other_branch, config):
    # given
    both = make_client(EmployeeFactory(email="beide@example.com", branches=[branch, other_branch]))
    first, second = OrderFactory(branch=branch), OrderFactory(branch=other_branch)

    # when / then
    assert sorted(_ids(both.get("/api/orders"))) == sorted([first.id, second.id])
    assert both.get(f"/api/orders/{second.id}/receipt?format=escpos").status_code == 200
