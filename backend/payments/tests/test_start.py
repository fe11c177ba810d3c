"""Starting an online payment: the server's total, the provider down, a repeated submit, the periodic check's wiring."""

import httpx
import pytest
from django.conf import settings as django_settings
from django.core import mail
from django.core.management import call_command

from ordering.models import Order, OrderStatus
from ordering.tests.create_setup import draft
from payments.models import Payment, PaymentStatus
from paysandbox.models import SandboxPayment

from .flows import order_of, place_online

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize("method", ["mollie", "datatrans"])
def test_the_provider_is_asked_for_the_servers_total_never_the_requests(base_url, paying_shop, method):
    # given: two Schnitzel at 12.90 and a Cola at 3.50 (takeaway); a body that names a total of its own
    items = [{"product": paying_shop.schnitzel.id, "amount": 2}, {"product": paying_shop.cola.id, "amount": 1}]
    tampered = draft(paying_shop, items=items, paymentMethod=method, totalGross="0.01")

    # when
    refused = httpx.post(f"{base_url}/api/orders", json=tampered, timeout=30)
    response = httpx.post(f"{base_url}/api/orders", json=draft(paying_shop, items=items, paymentMethod=method))

    # then: an amount in the request is no field of the draft; the provider charges the server's total
    assert refused.status_code == 400
    assert response.status_code == 201, response.text
    order = order_of(response.json()["data"])
    assert str(order.total_gross) == "29.30"
    sandboxed = SandboxPayment.objects.get(public_id=order.payment.provider_id)
    assert (str(sandboxed.amount), sandboxed.currency) == ("29.30", "EUR")
    # the payment's reference is the order's uid: the status poll's cache finds the order of a changed payment by it
    assert order.payment.reference == order.uid
    if method == "mollie":
        assert sandboxed.description == f"{paying_shop.branch.name} – Bestellung Nr. {order.ticket_number}"
        assert sandboxed.metadata["orderUid"] == order.uid
        assert sandboxed.redirect_url == f"{base_url}/api/payments/return/{order.payment.token}"
        assert sandboxed.webhook_url == f"{base_url}/api/payments/mollie/webhook"
    else:
        assert sandboxed.refno == order.payment.refno
        assert sandboxed.success_url == f"{base_url}/status/{order.uid}/{order.hash}"
        assert sandboxed.cancel_url == sandboxed.error_url == f"{base_url}/api/payments/return/{order.payment.token}"
        assert sandboxed.webhook_url == f"{base_url}/api/payments/datatrans/webhook"


@pytest.mark.parametrize("method", ["mollie", "datatrans"])
def test_with_the_provider_down_the_order_fails_with_a_german_error(base_url, paying_shop, method, settings):
    # given: nothing listens where the provider should be
    setattr(settings, f"{method.upper()}_API_URL", "http://127.0.0.1:9")

    # when
    response = httpx.post(f"{base_url}/api/orders", json=draft(paying_shop, paymentMethod=method), timeout=60)

    # then
    assert response.status_code == 502
    assert response.json() == {
        "errors": [
            {
                "message": "Die Zahlung konnte nicht gestartet werden. Bitte versuchen Sie es erneut oder wählen Sie "
                "eine andere Zahlungsart.",
                "field": "paymentMethod",
                "code": "payment_unavailable",
            }
        ]
    }
    order = Order.objects.select_related("payment").get()
    assert (order.status, order.payment.status, order.is_payment_pending) == (
        OrderStatus.FAILED,
        PaymentStatus.NOT_STARTED,
        False,
    )
    assert mail.outbox == []


def test_a_repeated_submit_gets_the_same_payment_page(base_url, paying_shop):
    # given
    headers = {"Idempotency-Key": "kasse-1-versuch-1"}
    body = draft(paying_shop, paymentMethod="mollie")

    # when
    first = httpx.post(f"{base_url}/api/orders", json=body, headers=headers, timeout=30)
    second = httpx.post(f"{base_url}/api/orders", json=body, headers=headers, timeout=30)

    # then: one order, one payment, the same page
    assert (first.status_code, second.status_code) == (201, 200)
    assert first.json()["data"]["paymentRedirectUrl"] == second.json()["data"]["paymentRedirectUrl"]
    assert (Order.objects.count(), Payment.objects.count(), SandboxPayment.objects.count()) == (1, 1, 1)


def test_the_periodic_check_is_scheduled_and_runs_from_cron_too(base_url, paying_shop, capsys):
    # given
    place_online(base_url, paying_shop, "mollie")
    schedule = django_settings.CELERY_BEAT_SCHEDULE["check-waiting-payments"]

    # when
    call_command("check_payments")

    # then: scheduled every five minutes; the fresh payment is not asked about yet
    assert schedule["task"] == "payments.tasks.check_payments"
    assert str(schedule["schedule"]) == "<crontab: */5 * * * * (m/h/dM/MY/d)>"
    assert capsys.readouterr().out == "0 offene Zahlungen geprüft.\n"
