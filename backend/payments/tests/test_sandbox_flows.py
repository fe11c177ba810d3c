"""Paying online end to end: shop, provider client library, sandbox and webhook, all over real HTTP."""

import datetime

import httpx
import pytest
from django.core import mail

from audit.models import LogEntry
from ordering.models import OrderStatus
from payments.models import PaymentStatus
from paysandbox.models import SandboxPayment
from paysandbox.webhooks import wait_for_webhooks

from .flows import follow, on_pay_page, order_of, place_online

pytestmark = pytest.mark.django_db(transaction=True)
METHODS = ["mollie", "datatrans"]


def status_url(base_url, order):
    return f"{base_url}/status/{order.uid}/{order.hash}"


def error_url(base_url, shop):
    return f"{base_url}/store/{shop.branch.identifier}/checkout/error"


@pytest.mark.parametrize("method", METHODS)
def test_a_paid_order_is_announced_once_paid(base_url, paying_shop, method, django_capture_on_commit_callbacks):
    # when: the customer orders a Schnitzel (12.90 takeaway) and is sent to the payment page
    data = place_online(base_url, paying_shop, method)

    # then: the order waits for its payment, unannounced; the provider was asked for the server's total
    order = order_of(data)
    assert data["isPaymentPending"] is True and data["isPaid"] is False
    assert data["paymentRedirectUrl"] == order.payment.checkout_url
    assert data["paymentRedirectUrl"].startswith(f"{base_url}/sandbox/")
    sandboxed = SandboxPayment.objects.get(public_id=order.payment.provider_id)
    assert (sandboxed.amount, sandboxed.currency) == (order.total_gross, "EUR")
    assert str(order.total_gross) == "12.90"
    assert mail.outbox == []
    board = httpx.get(f"{base_url}/api/orders/frontdesk/{paying_shop.branch.id}/{paying_shop.branch.api_key}")
    assert board.json()["data"] == []

    # when: 'Bezahlen', then back to the shop
    landing = follow(on_pay_page(data["paymentRedirectUrl"], "pay"))

    # then: on the status page, paid; the new-order mail went out once; the board shows it
    assert landing.split("?")[0] == status_url(base_url, order)
    order = order_of(data)
    assert (order.is_paid, order.is_payment_pending, order.status) == (True, False, OrderStatus.NEW)
    assert order.payment.status == PaymentStatus.PAID
    assert [entry["label"] for entry in order.payment.history] == ["Offen", "Bezahlt"]
    assert [m.subject for m in mail.outbox] == [f"Ihre Bestellung Nr. {order.ticket_number} ist eingegangen"]
    provider = {"mollie": "Mollie", "datatrans": "Datatrans"}[method]
    assert f"Zahlungsart: {provider} (bezahlt)\n" in mail.outbox[0].body
    board = httpx.get(f"{base_url}/api/orders/frontdesk/{paying_shop.branch.id}/{paying_shop.branch.api_key}")
    assert [o["uid"] for o in board.json()["data"]] == [order.uid]
    public = httpx.get(f"{base_url}/api/orders/public/{order.uid}/{order.hash}").json()["data"]
    assert (public["isPaid"], public["isPaymentPending"], public["isRefunded"]) == (True, False, False)
    assert LogEntry.objects.filter(entity="payment", entity_id=str(order.payment.pk)).count() == 1


def canceled_url(base_url, shop):
    return f"{base_url}/store/{shop.branch.identifier}/checkout/canceled"


@pytest.mark.parametrize("method", METHODS)
@pytest.mark.parametrize(
    ("action", "landing_of", "status", "canceled"),
    [("cancel", canceled_url, PaymentStatus.CANCELED, True), ("fail", error_url, PaymentStatus.FAILED, False)],
)
def test_a_cancelled_or_failed_payment_fails_the_order_and_lands_on_its_own_route(
    base_url, paying_shop, method, action, landing_of, status, canceled
):
    # given
    data = place_online(base_url, paying_shop, method)

    # when: 'Abbrechen' (Mollie reports 'canceled', Datatrans calls its cancelUrl) or a refused payment
    landing = follow(on_pay_page(data["paymentRedirectUrl"], action))

    # then: a cancel is no failure for the customer: the checkout says so, and so does the status page
    assert landing == landing_of(base_url, paying_shop)
    order = order_of(data)
    assert (order.status, order.is_paid, order.payment.status) == (OrderStatus.FAILED, False, status)
    assert order.is_payment_pending is False
    assert mail.outbox == []
    public = httpx.get(f"{base_url}/api/orders/public/{order.uid}/{order.hash}").json()["data"]
    assert (public["isFailed"], public["isPaymentCanceled"]) == (True, canceled)


@pytest.mark.parametrize("method", METHODS)
def test_an_expired_payment_ends_as_failed_by_the_periodic_check(base_url, paying_shop, method, clock):
    # given: the customer never pays
    data = place_online(base_url, paying_shop, method)
    from payments.services import check_waiting_payments

    # when: 10 minutes later the check leaves it (younger than the provider's expiry) ...
    clock.now += datetime.timedelta(minutes=10)
    assert check_waiting_payments() == 0
    # ... and 31 minutes later asks the provider, which reports it expired
    clock.now += datetime.timedelta(minutes=21)
    assert check_waiting_payments() == 1

    # then
    order = order_of(data)
    assert (order.status, order.payment.status) == (OrderStatus.FAILED, PaymentStatus.EXPIRED)
    page = httpx.get(data["paymentRedirectUrl"])
    assert "Diese Zahlung ist abgelaufen." in page.text
    assert 'name="action"' not in page.text


@pytest.mark.parametrize("method", METHODS)
def test_a_replayed_webhook_changes_nothing(base_url, paying_shop, method):
    # given: paid, the webhook answered
    data = place_online(base_url, paying_shop, method)
    on_pay_page(data["paymentRedirectUrl"], "pay")
    order = order_of(data)
    sandboxed = SandboxPayment.objects.get(public_id=order.payment.provider_id)
    from paysandbox.webhooks import request_for

    body, headers = request_for(sandboxed)
    before = (order.payment.history, order.updated_at, len(mail.outbox), LogEntry.objects.count())

    # when: the provider sends it twice more
    answers = [httpx.post(sandboxed.webhook_url, content=body, headers=headers) for _ in range(2)]

    # then
    assert [a.status_code for a in answers] == [200, 200]
    order = order_of(data)
    assert (order.payment.history, order.updated_at, len(mail.outbox), LogEntry.objects.count()) == before


@pytest.mark.parametrize("method", METHODS)
def test_a_payment_page_showing_another_amount_is_never_paid(base_url, paying_shop, method):
    # given: the provider's record says 0.01 (tampered) where the server asked for 12.90
    data = place_online(base_url, paying_shop, method)
    order = order_of(data)
    SandboxPayment.objects.filter(public_id=order.payment.provider_id).update(amount="0.01")

    # when
    landing = follow(on_pay_page(data["paymentRedirectUrl"], "pay"))

    # then: not paid, the order failed, the history names the amounts (Datatrans' successUrl is the
    # status page itself, which shows the failed order; Mollie's return asks first)
    order = order_of(data)
    expected = error_url(base_url, paying_shop) if method == "mollie" else status_url(base_url, order)
    assert landing.split("?")[0] == expected
    assert (order.is_paid, order.status, order.payment.status) == (False, OrderStatus.FAILED, PaymentStatus.MISMATCH)
    assert order.payment.history[-1]["note"] == "Anbieter meldet 0.01 EUR, erwartet 12.90 EUR"
    assert mail.outbox == []


def test_the_return_of_an_unknown_payment_is_a_404(base_url, paying_shop):
    response = httpx.get(f"{base_url}/api/payments/return/unbekannt", follow_redirects=False)
    assert response.status_code == 404
    assert response.json() == {"errors": [{"message": "Diese Zahlung gibt es nicht.", "code": "not_found"}]}
    wait_for_webhooks()


@pytest.mark.parametrize("method", METHODS)
def test_the_sandbox_payment_page_is_german_and_answers_once(base_url, paying_shop, method):
    # given
    data = place_online(base_url, paying_shop, method)

    # when
    page = httpx.get(data["paymentRedirectUrl"])

    # then: the three buttons, the amount in German notation, the shop's CSP
    assert page.status_code == 200
    assert '<html lang="de">' in page.text
    for action, label in (("pay", "Bezahlen"), ("cancel", "Abbrechen"), ("fail", "Fehlschlagen")):
        assert f'name="action" value="{action}">{label}</button>' in page.text
    assert "12,90 EUR" in page.text
    assert "script-src 'self'" in page.headers["Content-Security-Policy"]

    # when: paid, then pressed again
    on_pay_page(data["paymentRedirectUrl"], "pay")
    again = httpx.post(data["paymentRedirectUrl"], data={"action": "fail"})

    # then
    assert again.status_code == 409
    assert "Diese Zahlung ist abgeschlossen." in again.text
    assert order_of(data).payment.status == PaymentStatus.PAID


def test_an_authorised_datatrans_payment_is_settled_when_checked(base_url, paying_shop):
    # given: the acquirer only authorised (autoSettle did not happen)
    data = place_online(base_url, paying_shop, "datatrans")
    order = order_of(data)
    SandboxPayment.objects.filter(public_id=order.payment.provider_id).update(auto_settle=False)

    # when: paid; the webhook asks Datatrans, which reports 'authorized'
    follow(on_pay_page(data["paymentRedirectUrl"], "pay"))

    # then: settled through the API, paid once
    sandboxed = SandboxPayment.objects.get(public_id=order.payment.provider_id)
    order = order_of(data)
    assert sandboxed.status == "settled"
    assert (order.is_paid, order.payment.status) == (True, PaymentStatus.PAID)
    assert [h["status"] for h in order.payment.history] == ["open", "paid"]
