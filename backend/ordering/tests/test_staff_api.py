import datetime

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from ordering.models import Order, PaymentMethod
from ordering.models import OrderStatus as S
from payments.models import Payment, PaymentStatus
from payments.tests.factories import PaymentFactory

from .factories import OrderFactory
from .helpers import order_rows, post

ORDER_KEYS = {
    "uid",
    "hash",
    "ticketNumber",
    "businessDate",
    "items",
    "pricing",
    "questionnaire",
    "isConfirmed",
    "email",
}


def _ids(response):
    return [order["id"] for order in response.json()["data"]]


def _at(order, moment):
    Order.objects.filter(pk=order.pk).update(created_at=moment)
    return order


def test_staff_order_shape(admin_client, order):
    # when
    body = admin_client.get(f"/api/orders/{order.id}").json()["data"]

    # then
    assert ORDER_KEYS <= set(body)
    assert (body["branch"], body["email"], body["questionnaire"], body["donatee"]) == (
        order.branch_id,
        "erika@example.com",
        None,
        None,
    )
    assert [item["name"] for item in body["items"]] == ["Wiener Schnitzel", "Cola 0,5 l"]


def test_history_filters(admin_client, branch, other_branch, config):
    # given
    delivery = OrderFactory(branch=branch, is_delivery=True, first_name="Ludwig", status=S.COMPLETED)
    dine_in = OrderFactory(branch=branch, is_dine_in=True, phone="+4319998887")
    elsewhere = OrderFactory(branch=other_branch)
    _at(elsewhere, datetime.datetime(2026, 3, 1, 22, 30, tzinfo=datetime.UTC))  # 23:30 in Vienna

    # when / then
    assert _ids(admin_client.get("/api/orders")) == [dine_in.id, delivery.id, elsewhere.id]
    assert _ids(admin_client.get(f"/api/orders?branch={other_branch.id}")) == [elsewhere.id]
    assert _ids(admin_client.get("/api/orders?isDelivery=true")) == [delivery.id]
    assert _ids(admin_client.get("/api/orders?isDineIn=true")) == [dine_in.id]
    assert _ids(admin_client.get("/api/orders?status=completed")) == [delivery.id]
    assert _ids(admin_client.get("/api/orders?q=ludwig")) == [delivery.id]
    assert _ids(admin_client.get("/api/orders?q=19998887")) == [dine_in.id]
    assert _ids(admin_client.get("/api/orders?from=2026-03-01&to=2026-03-01")) == [elsewhere.id]
    assert _ids(admin_client.get("/api/orders?from=2026-03-02&to=2026-03-02")) == []


def test_search_finds_the_ticket_number(admin_client, branch, config):
    # given
    orders = [OrderFactory(branch=branch) for _ in range(3)]

    # when
    response = admin_client.get(f"/api/orders?q={orders[1].ticket_number}")

    # then
    assert _ids(response) == [orders[1].id]


def test_history_runs_the_same_number_of_queries_for_any_size(admin_client, branch, config):
    # given
    OrderFactory(branch=branch)
    with CaptureQueriesContext(connection) as small:
        admin_client.get("/api/orders")
    for _ in range(6):
        OrderFactory(branch=branch)

    # when
    with CaptureQueriesContext(connection) as large:
        response = admin_client.get("/api/orders")

    # then
    assert len(response.json()["data"]) == 7
    assert len(large) == len(small)


def test_current_orders_are_the_unfinished_ones_newest_first(employee_client, branch, other_branch, config):
    # given
    confirmed = OrderFactory(branch=branch, status=S.CONFIRMED)
    new = OrderFactory(branch=branch)
    OrderFactory(branch=branch, status=S.COMPLETED)
    OrderFactory(branch=branch, status=S.CANCELED)
    OrderFactory(branch=other_branch)

    # when
    response = employee_client.get("/api/orders/current")

    # then
    assert _ids(response) == [new.id, confirmed.id]


def test_missed_orders(employee_client, branch, config):
    # given
    now = timezone.now()
    asap_waiting = _at(OrderFactory(branch=branch), now - datetime.timedelta(minutes=20))
    _at(OrderFactory(branch=branch), now - datetime.timedelta(minutes=10))  # asap, only 10 minutes
    past_appointment = OrderFactory(branch=branch, appointment_date=now - datetime.timedelta(minutes=16))
    _at(
        OrderFactory(branch=branch, appointment_date=now + datetime.timedelta(hours=1)),
        now - datetime.timedelta(hours=2),
    )
    _at(OrderFactory(branch=branch, status=S.CONFIRMED), now - datetime.timedelta(hours=2))

    # when
    response = employee_client.get("/api/orders/missed")

    # then
    assert _ids(response) == [past_appointment.id, asap_waiting.id]


def test_an_online_order_paid_late_is_missed_only_15_minutes_after_its_payment(employee_client, branch, config):
    # given: two asap orders placed 40 minutes ago and paid online, one 5 and one 20 minutes ago
    now = timezone.now()
    orders = []
    for paid_minutes_ago in (5, 20):
        payment = PaymentFactory(status=PaymentStatus.PAID)
        Payment.objects.filter(pk=payment.pk).update(updated_at=now - datetime.timedelta(minutes=paid_minutes_ago))
        order = OrderFactory(branch=branch, payment_method=PaymentMethod.MOLLIE, payment=payment, is_paid=True)
        orders.append(_at(order, now - datetime.timedelta(minutes=40)))

    # when
    response = employee_client.get("/api/orders/missed")

    # then: only the one paid 20 minutes ago waits longer than 15 minutes since it was announced
    assert _ids(response) == [orders[1].id]


def test_print_returns_an_80mm_receipt(employee_client, order):
    # when
    response = post(employee_client, f"/api/orders/{order.id}/print")

    # then
    html = response.json()["data"]["html"]
    assert response.status_code == 200
    assert "size: 80mm auto" in html
    assert f"Nr. {order.ticket_number}" in html
    assert "Wiener Schnitzel" in html
    assert "19,90" in html
    assert "<p>MwSt. 10 %                            1,17</p>" in html
    assert "10.00" not in html


@pytest.mark.parametrize("method", [PaymentMethod.CASH, PaymentMethod.ATM_CARD, PaymentMethod.HYDRO_AG_VOUCHER])
def test_update_payment_status_of_offline_methods_returns_the_order(employee_client, branch, config, method):
    # given
    order = OrderFactory(branch=branch, payment_method=method)
    before = order_rows()

    # when
    response = post(employee_client, f"/api/orders/{order.id}/update-payment-status")

    # then
    assert response.status_code == 200
    assert response.json()["data"]["isPaid"] is False
    assert order_rows() == before


def test_update_payment_status_of_an_online_order_without_a_provider_payment_fails(employee_client, branch, config):
    # given: an online order whose payment was never created (payments/tests check the real ones)
    order = OrderFactory(branch=branch, payment_method=PaymentMethod.MOLLIE)

    # when
    response = post(employee_client, f"/api/orders/{order.id}/update-payment-status")

    # then
    assert response.status_code == 409
    assert response.json()["errors"][0]["message"] == "Zahlungsstatus konnte nicht überprüft werden."


@pytest.mark.parametrize("client_name", ["anon_client", "roleless_client"])
def test_staff_endpoints_need_a_staff_login(request, client_name, order):
    # given
    client = request.getfixturevalue(client_name)

    # when
    response = client.get("/api/orders")

    # then
    assert response.status_code == (401 if client_name == "anon_client" else 403)
