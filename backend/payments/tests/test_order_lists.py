"""Orders with online payments in the staff lists and on the boards: marked, kept off the boards, constant queries."""

import datetime

from django.db import connection
from django.test.utils import CaptureQueriesContext

from ordering.models import OrderStatus, PaymentMethod
from ordering.tests.factories import OrderFactory
from payments.models import Payment, PaymentStatus
from payments.services import check_waiting_payments

from .factories import PaymentFactory


def online_order(branch, **fields):
    return OrderFactory(branch=branch, payment_method=PaymentMethod.MOLLIE, payment=PaymentFactory(), **fields)


def test_staff_lists_run_the_same_number_of_queries_with_online_payments(admin_client, branch, config):
    # given
    online_order(branch)
    with CaptureQueriesContext(connection) as small:
        admin_client.get("/api/orders/current")
    for _ in range(5):
        online_order(branch)

    # when
    with CaptureQueriesContext(connection) as large:
        response = admin_client.get("/api/orders/current")

    # then
    data = response.json()["data"]
    assert len(data) == 6
    assert {(o["isPaymentPending"], o["paymentProvider"]["statusLabel"]) for o in data} == {(True, "Offen")}
    assert len(large) == len(small)


def test_the_boards_show_an_online_order_once_it_is_paid(anon_client, branch, config):
    # given
    pending = online_order(branch)
    paid = online_order(branch, is_paid=True)
    cash = OrderFactory(branch=branch)
    url = f"/api/orders/frontdesk/{branch.id}/{branch.api_key}"

    # when
    ids = [o["id"] for o in anon_client.get(url).json()["data"]]

    # then
    assert sorted(ids) == sorted([paid.id, cash.id])
    assert pending.id not in ids


def test_offline_orders_have_no_provider_record(admin_client, branch, config):
    order = OrderFactory(branch=branch)
    body = admin_client.get(f"/api/orders/{order.id}").json()["data"]
    assert (body["paymentProvider"], body["isPaymentPending"]) == (None, False)


def test_a_payment_the_provider_never_answered_for_ends_as_failed(branch, config, clock):
    # given: the process stopped between storing the payment and asking the provider, two hours ago
    order = online_order(branch)
    Payment.objects.filter(pk=order.payment_id).update(
        provider_id="", created_at=clock.now - datetime.timedelta(hours=2)
    )

    # when
    check_waiting_payments()

    # then
    order.refresh_from_db()
    order.payment.refresh_from_db()
    assert (order.status, order.payment.status) == (OrderStatus.FAILED, PaymentStatus.NOT_STARTED)
    assert order.payment.history[-1]["note"] == "Anbieter hat nie geantwortet"


def test_the_confirmation_is_not_resent_before_the_payment(admin_client, branch, config):
    # given
    order = online_order(branch, email="erika@example.com")

    # when
    response = admin_client.post(f"/api/orders/{order.id}/resend-new-order-email")

    # then
    assert response.status_code == 409
    assert response.json()["errors"] == [
        {"message": "Die Zahlung dieser Bestellung ist noch ausstehend.", "code": "payment_pending"}
    ]


def test_the_confirmation_is_not_sent_for_a_failed_payment(admin_client, branch, config, mailoutbox):
    # given: the customer's payment failed at the provider
    order = online_order(branch, email="erika@example.com", status=OrderStatus.FAILED)

    # when
    response = admin_client.post(f"/api/orders/{order.id}/resend-new-order-email")

    # then: 'Ihre Bestellung ist eingegangen' would be a lie
    assert response.status_code == 409
    assert response.json()["errors"] == [
        {
            "message": "Die Zahlung dieser Bestellung ist fehlgeschlagen; es wird keine Bestätigung versendet.",
            "code": "order_failed",
        }
    ]
    assert mailoutbox == []
