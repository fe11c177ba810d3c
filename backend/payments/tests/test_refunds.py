"""Paid orders stay paid: staff change a paid online order only by settling the difference with the provider.

A cheaper order gets the difference back through the provider (a partial refund, in the sandbox over HTTP);
a dearer one is refused in German; a full refund later gives back what is still paid, not the first total;
the receipt says 'teilweise erstattet' / 'erstattet' with the amount, never 'bezahlt' for money given back.
"""

import json
from decimal import Decimal

import pytest

from core.tests.pdf_text import pdf_lines
from ordering.services import online_payment
from ordering.tests.create_setup import item
from ordering.tests.helpers import order_rows, post
from ordering.tests.receipt_readers import escpos_lines
from payments.models import Payment, PaymentStatus, Refund, RefundStatus
from payments.providers.mollie import MollieProvider
from payments.services import check_waiting_payments, refresh

from .flows import order_of, paid_order, place_online, refunded_at_provider

pytestmark = pytest.mark.django_db(transaction=True)
METHODS = ["mollie", "datatrans"]
PRICIER = (
    "Eine bezahlte Online-Bestellung kann nicht verteuert werden. "
    "Bitte legen Sie für zusätzliche Produkte eine neue Bestellung an."
)


def put_item(client, order, index, data):
    return client.put(f"/api/orders/{order.id}/items/{index}", json.dumps(data), content_type="application/json")


@pytest.mark.parametrize("method", METHODS)
def test_a_paid_order_made_dearer_is_refused_in_german(base_url, paying_shop, method, admin_client):
    # given: paid 12.90
    order = paid_order(base_url, paying_shop, method)
    before = order_rows()

    # when: staff make it 40 Schnitzel (516.00)
    response = put_item(admin_client, order, 0, item(paying_shop.schnitzel, "40"))

    # then: refused on the items, nothing changed, nothing asked of the provider
    assert response.status_code == 400, response.content
    assert response.json()["errors"] == [{"message": PRICIER, "field": "items", "code": "paid_online"}]
    assert order_rows() == before
    assert refunded_at_provider(order) == Decimal("0")
    assert Refund.objects.count() == 0


@pytest.mark.parametrize("method", METHODS)
def test_a_paid_order_made_cheaper_gets_the_difference_back_through_the_provider(
    base_url, paying_shop, method, admin_client
):
    # given: paid 12.90
    order = paid_order(base_url, paying_shop, method)

    # when: the Schnitzel becomes a Cola (3.50)
    response = put_item(admin_client, order, 0, item(paying_shop.cola))

    # then: 12.90 - 3.50 = 9.40 went back through the provider; the order stays paid, not refunded
    assert response.status_code == 200, response.content
    body = response.json()["data"]
    assert body["pricing"]["totalGross"] == "3.50"
    assert (body["isPaid"], body["isRefunded"]) == (True, False)
    provider = body["paymentProvider"]
    assert (provider["status"], provider["amount"], provider["amountRefunded"]) == ("paid", "12.90", "9.40")
    assert [(r["amount"], r["status"], r["statusLabel"]) for r in provider["refunds"]] == [
        ("9.40", "refunded", "Erstattet")
    ]
    assert refunded_at_provider(order) == Decimal("9.40")
    order = order_of({"uid": order.uid})
    assert (order.amount_paid, order.amount_refunded, order.payment.amount_held) == (
        Decimal("12.90"),
        Decimal("9.40"),
        Decimal("3.50"),
    )
    assert (order.is_refunded, order.payment.status) == (False, PaymentStatus.PAID)

    # when: staff ask the provider about the payment
    checked = post(admin_client, f"/api/orders/{order.id}/update-payment-status")

    # then: a partial refund leaves it paid (Datatrans: a credit alone does not make the payment refunded)
    assert checked.status_code == 200
    assert (checked.json()["data"]["isRefunded"], checked.json()["data"]["paymentProvider"]["status"]) == (
        False,
        "paid",
    )

    # when: it goes back up to the Schnitzel (more than the 3.50 still paid)
    again = put_item(admin_client, order, 0, item(paying_shop.schnitzel))

    # then
    assert again.status_code == 400
    assert again.json()["errors"] == [{"message": PRICIER, "field": "items", "code": "paid_online"}]
    assert refunded_at_provider(order) == Decimal("9.40")


@pytest.mark.parametrize("method", METHODS)
def test_the_full_refund_after_an_edit_gives_back_what_is_still_paid(base_url, paying_shop, method, admin_client):
    # given: paid 12.90, made 3.50 (9.40 refunded), then cancelled
    order = paid_order(base_url, paying_shop, method)
    assert put_item(admin_client, order, 0, item(paying_shop.cola)).status_code == 200
    assert post(admin_client, f"/api/orders/{order.id}/status/cancel").status_code == 200

    # when
    response = post(admin_client, f"/api/orders/{order.id}/refund")

    # then: 3.50 more, 12.90 in all, never more than was paid
    assert response.status_code == 200, response.content
    body = response.json()["data"]
    assert (body["isRefunded"], body["paymentProvider"]["status"], body["paymentProvider"]["amountRefunded"]) == (
        True,
        "refunded",
        "12.90",
    )
    assert [r["amount"] for r in body["paymentProvider"]["refunds"]] == ["9.40", "3.50"]
    assert refunded_at_provider(order) == Decimal("12.90")
    assert order_of({"uid": order.uid}).payment.amount_refunded == Decimal("12.90")


def test_an_online_order_waiting_for_its_payment_keeps_its_items(base_url, paying_shop, admin_client):
    # given: placed, not paid yet (the provider will ask for 12.90)
    data = place_online(base_url, paying_shop, "mollie")
    order = order_of(data)
    before = order_rows()

    # when
    response = put_item(admin_client, order, 0, item(paying_shop.cola))

    # then
    assert response.status_code == 400
    assert response.json()["errors"] == [
        {
            "message": (
                "Die Zahlung dieser Bestellung ist noch ausstehend. "
                "Die Positionen können erst nach dem Zahlungseingang geändert werden."
            ),
            "field": "items",
            "code": "payment_pending",
        }
    ]
    assert order_rows() == before


def test_a_refunded_order_keeps_its_items(base_url, paying_shop, admin_client):
    # given: paid and refunded in full
    order = paid_order(base_url, paying_shop, "datatrans")
    assert post(admin_client, f"/api/orders/{order.id}/refund").status_code == 200
    before = order_rows()

    # when
    response = put_item(admin_client, order, 0, item(paying_shop.cola))

    # then
    assert response.status_code == 400
    assert response.json()["errors"] == [
        {
            "message": "Diese Bestellung wurde bereits rückerstattet. Ihre Positionen können nicht mehr geändert werden.",
            "field": "items",
            "code": "already_refunded",
        }
    ]
    assert order_rows() == before


def test_a_refund_the_provider_did_not_confirm_is_asked_again_with_the_same_key(
    base_url, paying_shop, admin_client, settings
):
    # given: paid 12.90; the provider is down while staff make it 3.50
    order = paid_order(base_url, paying_shop, "mollie")
    api_url = settings.MOLLIE_API_URL
    settings.MOLLIE_API_URL = "http://127.0.0.1:9"  # nothing listens there
    response = put_item(admin_client, order, 0, item(paying_shop.cola))

    # then: the change is kept, the 9.40 are owed as a pending refund, the provider gave nothing yet
    assert response.status_code == 200, response.content
    provider = response.json()["data"]["paymentProvider"]
    assert provider["amountRefunded"] == "0.00"
    assert [(r["amount"], r["statusLabel"]) for r in provider["refunds"]] == [("9.40", "Ausstehend")]
    assert refunded_at_provider(order) == Decimal("0")

    # when: the provider is back; the periodic check runs after a while, twice
    settings.MOLLIE_API_URL = api_url
    pending = Refund.objects.get()
    Refund.objects.filter(pk=pending.pk).update(created_at=pending.created_at.replace(year=2000))
    check_waiting_payments()
    check_waiting_payments()

    # then: refunded once, booked once
    assert refunded_at_provider(order) == Decimal("9.40")
    pending.refresh_from_db()
    assert (pending.status, pending.provider_id.startswith("re_")) == (RefundStatus.REFUNDED, True)
    assert order_of({"uid": order.uid}).payment.amount_refunded == Decimal("9.40")


def test_the_refund_answers_the_order_as_committed_when_the_webhook_came_first(
    base_url, paying_shop, admin_user, monkeypatch
):
    # given: the caller's copy of the order, read while it was only paid; Mollie's webhook for the refund
    # is applied before the refund's own answer is booked (as it happened under load)
    stale = paid_order(base_url, paying_shop, "mollie")
    refund_at_mollie = MollieProvider.refund

    def refund_then_webhook(provider, payment, amount, idempotency_key):
        refund_id = refund_at_mollie(provider, payment, amount, idempotency_key)
        refresh(Payment.objects.get(pk=payment.pk))  # what the webhook does: ask Mollie, apply 'refunded'
        return refund_id

    monkeypatch.setattr(MollieProvider, "refund", refund_then_webhook)

    # when
    answered = online_payment.refund(admin_user, stale)

    # then: the answer is the stored order, refunded once, with the amount booked
    assert answered is not stale
    assert (answered.is_refunded, answered.payment.status) == (True, PaymentStatus.REFUNDED)
    assert answered.payment.amount_refunded == Decimal("12.90")
    assert [h["label"] for h in answered.payment.history] == ["Offen", "Bezahlt", "Rückerstattet"]
    assert refunded_at_provider(answered) == Decimal("12.90")


def test_receipts_of_a_partly_and_a_fully_refunded_order(base_url, paying_shop, admin_client):
    # given: paid 12.90, made 3.50 (9.40 back)
    order = paid_order(base_url, paying_shop, "mollie")
    assert put_item(admin_client, order, 0, item(paying_shop.cola)).status_code == 200

    # when
    pdf = [text for _, _, text, _ in pdf_lines(receipt(admin_client, order, "pdf"))]
    printed = escpos_lines(receipt(admin_client, order, "escpos"))
    html = receipt(admin_client, order, "html").decode()

    # then
    partly = [
        "Summe EUR                             3,50",
        "Zahlungsart   Mollie (teilweise erstattet)",
        "Erstattet EUR                         9,40",
    ]
    for lines in (pdf, printed):
        assert [line for line in lines if line.startswith(("Summe", "Zahlungsart", "Erstattet"))] == partly
    # the HTML prints the same lines
    assert "<p>Zahlungsart   Mollie (teilweise erstattet)</p>" in html
    assert "<p>Erstattet EUR                         9,40</p>" in html
    assert "bezahlt" not in html

    # when: the rest goes back too
    assert post(admin_client, f"/api/orders/{order.id}/refund").status_code == 200
    printed = escpos_lines(receipt(admin_client, order, "escpos"))
    html = receipt(admin_client, order, "html").decode()

    # then
    assert [line for line in printed if line.startswith(("Summe", "Zahlungsart", "Erstattet"))] == [
        "Summe EUR                             3,50",
        "Zahlungsart             Mollie (erstattet)",
        "Erstattet EUR                        12,90",
    ]
    assert "<p>Zahlungsart             Mollie (erstattet)</p>" in html and "bezahlt" not in html


def test_status_page_and_csv_of_a_partly_and_a_fully_refunded_order(base_url, paying_shop, admin_client, client):
    # given: paid 12.90; the customer's status page holds it
    order = paid_order(base_url, paying_shop, "mollie")
    page = f"/api/orders/public/{order.uid}/{order.hash}"
    etag = client.get(page)["ETag"]

    # when: made 3.50 (9.40 back)
    assert put_item(admin_client, order, 0, item(paying_shop.cola)).status_code == 200
    polled = client.get(page, HTTP_IF_NONE_MATCH=etag)

    # then: the page gets the refund (the receipt's 'Erstattet EUR 9,40'), the CSV says 'teilweise erstattet'
    assert polled.status_code == 200
    body = polled.json()["data"]
    assert (body["isPaid"], body["isRefunded"], body["amountRefunded"]) == (True, False, "9.40")
    assert export_row(admin_client, order)[-3:] == ["Mollie", "teilweise erstattet", "9,40"]

    # when: the rest goes back too
    assert post(admin_client, f"/api/orders/{order.id}/refund").status_code == 200
    polled = client.get(page, HTTP_IF_NONE_MATCH=polled["ETag"])

    # then
    assert polled.status_code == 200
    body = polled.json()["data"]
    assert (body["isPaid"], body["isRefunded"], body["amountRefunded"]) == (True, True, "12.90")
    assert export_row(admin_client, order)[-3:] == ["Mollie", "erstattet", "12,90"]


def export_row(client, order) -> list[str]:
    response = client.get(f"/api/orders/export?id={order.id}")
    assert response.status_code == 200
    lines = b"".join(response.streaming_content).decode("utf-8-sig").splitlines()
    assert len(lines) == 2
    return lines[1].split(";")


def receipt(client, order, kind) -> bytes:
    response = client.get(f"/api/orders/{order.id}/receipt?format={kind}")
    assert response.status_code == 200
    return response.content
