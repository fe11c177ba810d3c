"""Webhooks: only a signed (Datatrans) or known (Mollie) payment is asked about; nothing else changes anything."""

import json
import threading
import time
from concurrent.futures import ThreadPoolExecutor

import httpx
import pytest
from django.core import mail
from django.db import connection
from django.test import Client

from audit.models import LogEntry
from ordering.tests.helpers import order_rows
from payments.config import provider_config
from payments.models import Payment, PaymentStatus
from payments.providers.datatrans import signature_header
from paysandbox.models import SandboxPayment
from paysandbox.webhooks import request_for

from .flows import on_pay_page, order_of, place_online

pytestmark = pytest.mark.django_db(transaction=True)


def now_ms(offset_seconds: float = 0) -> str:
    """A Datatrans signature timestamp: milliseconds since 1970 on the (pinned) clock."""
    return str(int((time.time() + offset_seconds) * 1000))


def stored():
    return order_rows(), list(Payment.objects.order_by("id").values()), LogEntry.objects.count()


def paid_without_webhook(base_url, shop, method):
    """Paid at the provider; the webhook has not arrived yet."""
    data = place_online(base_url, shop, method)
    order = order_of(data)
    SandboxPayment.objects.filter(public_id=order.payment.provider_id).update(webhook_url="")
    on_pay_page(data["paymentRedirectUrl"], "pay")
    return order_of(data), SandboxPayment.objects.get(public_id=order.payment.provider_id)


@pytest.mark.parametrize(
    "header",
    [
        None,
        "",
        "t=1764068400000,s0=" + "0" * 64,
        "t=1764068400000",
        "s0=abc",
        "garbage",
    ],
)
def test_a_datatrans_webhook_without_a_valid_signature_is_refused_and_changes_nothing(base_url, paying_shop, header):
    # given: paid at Datatrans, our order still pending
    _order, sandboxed = paid_without_webhook(base_url, paying_shop, "datatrans")
    body, _ = request_for(sandboxed)
    before = stored()
    headers = {"Content-Type": "application/json"}
    if header is not None:
        headers["Datatrans-Signature"] = header

    # when
    response = httpx.post(f"{base_url}/api/payments/datatrans/webhook", content=body, headers=headers)

    # then
    assert response.status_code == 401
    assert response.json() == {
        "errors": [
            {"message": "Die Signatur (Datatrans-Signature) fehlt oder ist ungültig.", "code": "webhook_refused"}
        ]
    }
    assert stored() == before


def test_a_datatrans_webhook_signed_with_another_key_or_for_another_body_is_refused(base_url, paying_shop):
    # given
    _order, sandboxed = paid_without_webhook(base_url, paying_shop, "datatrans")
    body, headers = request_for(sandboxed)
    before = stored()
    other_key = signature_header("00" * 32, body, now_ms())
    tampered = body.replace(b'"settled"', b'"failed"')

    # when
    answers = [
        httpx.post(
            f"{base_url}/api/payments/datatrans/webhook",
            content=body,
            headers={**headers, "Datatrans-Signature": other_key},
        ),
        httpx.post(f"{base_url}/api/payments/datatrans/webhook", content=tampered, headers=headers),
    ]

    # then
    assert [a.status_code for a in answers] == [401, 401]
    assert stored() == before


@pytest.mark.parametrize(
    "timestamp",
    [lambda: "0", lambda: "1000", lambda: now_ms(-6 * 60), lambda: now_ms(6 * 60), lambda: now_ms(-24 * 3600)],
    ids=["1970", "1970-plus-a-second", "six-minutes-ago", "in-six-minutes", "yesterday"],
)
def test_a_datatrans_webhook_signed_at_another_time_is_refused_and_changes_nothing(base_url, paying_shop, timestamp):
    # given: paid at Datatrans, our order still pending; a correctly signed body, but not signed now
    order, sandboxed = paid_without_webhook(base_url, paying_shop, "datatrans")
    body, _ = request_for(sandboxed)
    header = signature_header(provider_config().datatrans_hmac_key, body, timestamp())
    before = stored()

    # when
    response = httpx.post(
        f"{base_url}/api/payments/datatrans/webhook",
        content=body,
        headers={"Content-Type": "application/json", "Datatrans-Signature": header},
    )

    # then
    assert response.status_code == 401
    assert response.json() == {
        "errors": [
            {
                "message": "Der Zeitstempel der Signatur (Datatrans-Signature) weicht mehr als 5 Minuten "
                "von der Uhrzeit des Servers ab.",
                "code": "webhook_refused",
            }
        ]
    }
    assert stored() == before
    assert order_of_pk(order).is_paid is False


@pytest.mark.parametrize("offset_seconds", [-4 * 60, 0, 4 * 60])
def test_a_datatrans_webhook_signed_within_five_minutes_is_applied(base_url, paying_shop, offset_seconds):
    # given: paid at Datatrans, the webhook signed a little before or after the server's clock
    order, sandboxed = paid_without_webhook(base_url, paying_shop, "datatrans")
    body, _ = request_for(sandboxed)
    header = signature_header(provider_config().datatrans_hmac_key, body, now_ms(offset_seconds))

    # when
    response = httpx.post(
        f"{base_url}/api/payments/datatrans/webhook",
        content=body,
        headers={"Content-Type": "application/json", "Datatrans-Signature": header},
    )

    # then
    assert response.status_code == 200
    order = order_of_pk(order)
    assert (order.is_paid, order.payment.status) == (True, PaymentStatus.PAID)


def order_of_pk(order):
    return type(order).objects.select_related("payment").get(pk=order.pk)


def test_a_signed_datatrans_webhook_is_still_checked_with_datatrans(base_url, paying_shop):
    # given: a correctly signed body that claims 'settled' for a transaction the customer has not paid
    data = place_online(base_url, paying_shop, "datatrans")
    order = order_of(data)
    sandboxed = SandboxPayment.objects.get(public_id=order.payment.provider_id)
    claim = json.dumps({"transactionId": sandboxed.public_id, "status": "settled"}).encode()
    header = signature_header(provider_config().datatrans_hmac_key, claim, now_ms())

    # when
    response = httpx.post(
        f"{base_url}/api/payments/datatrans/webhook",
        content=claim,
        headers={"Content-Type": "application/json", "Datatrans-Signature": header},
    )

    # then: answered, but Datatrans says 'initialized': still pending
    assert response.status_code == 200
    order = order_of(data)
    assert (order.is_paid, order.payment.status) == (False, PaymentStatus.OPEN)


@pytest.mark.parametrize(
    ("provider", "body", "content_type"),
    [
        ("mollie", b"id=tr_unbekannt1", "application/x-www-form-urlencoded"),
        ("datatrans", None, "application/json"),
    ],
)
def test_a_webhook_for_an_unknown_payment_is_a_404(base_url, paying_shop, provider, body, content_type):
    # given
    headers = {"Content-Type": content_type}
    if body is None:
        body = json.dumps({"transactionId": "999999999999999999", "status": "settled"}).encode()
        headers["Datatrans-Signature"] = signature_header(provider_config().datatrans_hmac_key, body, now_ms())
    before = stored()

    # when
    response = httpx.post(f"{base_url}/api/payments/{provider}/webhook", content=body, headers=headers)

    # then
    assert response.status_code == 404
    assert response.json() == {"errors": [{"message": "Diese Zahlung gibt es nicht.", "code": "not_found"}]}
    assert stored() == before


@pytest.mark.parametrize(
    ("body", "content_type", "status"),
    [
        (b"", "application/x-www-form-urlencoded", 400),
        (b"id=", "application/x-www-form-urlencoded", 400),
        (b"id=re_123", "application/x-www-form-urlencoded", 400),
        (b'{"id": "tr_abc"}', "application/json", 415),
    ],
)
def test_a_mollie_webhook_without_a_payment_id_is_refused(base_url, paying_shop, body, content_type, status):
    before = stored()
    response = httpx.post(
        f"{base_url}/api/payments/mollie/webhook", content=body, headers={"Content-Type": content_type}
    )
    assert response.status_code == status
    if status == 400:
        assert response.json()["errors"] == [
            {"message": "Die Zahlungs-ID fehlt oder ist ungültig.", "code": "webhook_refused"}
        ]
    assert stored() == before


def test_webhooks_are_rate_limited_per_address(base_url, paying_shop, settings):
    # given
    settings.PAYMENT_WEBHOOK_LIMIT_PER_MINUTE = 2
    url = f"{base_url}/api/payments/mollie/webhook"
    headers = {"Content-Type": "application/x-www-form-urlencoded"}

    # when
    answers = [httpx.post(url, content=b"id=tr_unbekannt1", headers=headers) for _ in range(3)]

    # then
    assert [a.status_code for a in answers] == [404, 404, 429]
    assert answers[2].json()["errors"] == [
        {"message": "Zu viele Anfragen. Bitte versuchen Sie es später erneut.", "code": "too_many_requests"}
    ]
    assert int(answers[2].headers["Retry-After"]) > 0


@pytest.mark.postgres
@pytest.mark.parametrize("method", ["mollie", "datatrans"])
def test_a_webhook_racing_the_staff_re_check_applies_the_payment_once(base_url, paying_shop, method, admin_user):
    # given: paid at the provider, our side not told yet
    if connection.vendor != "postgresql":
        pytest.skip("braucht PostgreSQL (DATABASE_URL=postgres://...)")
    order, sandboxed = paid_without_webhook(base_url, paying_shop, method)
    body, headers = request_for(sandboxed)
    workers = 6
    start = threading.Barrier(workers)

    def webhook(_):
        start.wait()
        return httpx.post(f"{base_url}/api/payments/{method}/webhook", content=body, headers=headers).status_code

    def re_check(_):
        client = Client()
        client.force_login(admin_user, backend="accounts.backends.EmailBackend")
        try:
            start.wait()
            return client.post(f"/api/orders/{order.id}/update-payment-status").status_code
        finally:
            connection.close()

    # when: three webhooks and three re-checks at the same moment, each on its own connection
    with ThreadPoolExecutor(max_workers=workers) as pool:
        futures = [pool.submit(webhook if i % 2 else re_check, i) for i in range(workers)]
        statuses = [f.result(timeout=60) for f in futures]
    time.sleep(0.1)

    # then: paid once: one history entry, one audit entry of the payment, one new-order mail
    assert statuses == [200] * workers
    order = order_of({"uid": order.uid})
    assert order.is_paid is True
    assert [h["status"] for h in order.payment.history] == ["open", "paid"]
    assert LogEntry.objects.filter(entity="payment").count() == 1
    assert LogEntry.objects.filter(entity="order", action="state").count() == 1
    assert len(mail.outbox) == 1
