"""Where an order came from (Order.origin): the shop, a QR code the visit came from, a campaign, a phone call."""

import json

import pytest

from analytics.tests.factories import QrCodeFactory
from ordering.models import Order

from .create_setup import draft, errors_of, place, stored_state


def placed(response) -> tuple[str, str]:
    assert response.status_code == 201, response.content
    order = Order.objects.get(pk=response.json()["data"]["id"])
    return order.origin, order.origin_detail


def test_an_order_without_a_source_comes_from_the_shop(shop, anon_client):
    assert placed(place(anon_client, draft(shop))) == ("shop", "")


def test_an_order_from_a_scanned_qr_code_names_the_code(shop, anon_client):
    # given
    QrCodeFactory(path="tisch-flyer", branch=shop.branch)

    # when
    response = place(anon_client, draft(shop, qrCode="tisch-flyer", campaign="sommer"))

    # then: the code wins over a campaign of the same visit
    assert placed(response) == ("qr", "tisch-flyer")


def test_a_qr_code_that_does_not_exist_does_not_refuse_the_order(shop, anon_client):
    assert placed(place(anon_client, draft(shop, qrCode="geloescht"))) == ("shop", "")


def test_an_unknown_qr_code_falls_back_to_the_campaign(shop, anon_client):
    assert placed(place(anon_client, draft(shop, qrCode="geloescht", campaign=" Sommer 2025 "))) == (
        "campaign",
        "Sommer 2025",
    )


def test_an_order_from_a_campaign_link(shop, anon_client):
    assert placed(place(anon_client, draft(shop, campaign="newsletter-juni"))) == ("campaign", "newsletter-juni")


@pytest.mark.parametrize(
    ("fields", "expected"),
    [
        (
            {"qrCode": "Nicht/erlaubt"},
            {"message": "Bitte geben Sie den Pfad eines QR-Codes an.", "code": "invalid", "field": "qrCode"},
        ),
        (
            {"campaign": "sommer\nwinter"},
            {
                "message": "Bitte geben Sie diesen Text in einer Zeile ein (ohne Zeilenumbruch und Tabulator).",
                "code": "line_break",
                "field": "campaign",
            },
        ),
        (
            {"campaign": "x" * 101},
            {
                "message": "Bitte geben Sie höchstens 100 Zeichen ein.",
                "code": "max_length",
                "field": "campaign",
            },
        ),
    ],
)
def test_a_source_that_is_no_code_or_campaign_is_refused(shop, anon_client, fields, expected):
    before = stored_state()

    response = place(anon_client, draft(shop, **fields))

    assert errors_of(response) == [expected]
    assert stored_state() == before


def test_a_phone_order_comes_from_the_phone_whatever_the_draft_says(shop, employee_client):
    # given
    QrCodeFactory(path="tisch-flyer", branch=shop.branch)
    data = draft(shop, qrCode="tisch-flyer", campaign="sommer")

    # when
    response = employee_client.post("/api/orders/phone", json.dumps(data), content_type="application/json")

    # then
    assert placed(response) == ("phone", "")


def test_staff_read_the_origin_and_cannot_change_it(shop, anon_client, employee_client):
    # given
    order_id = place(anon_client, draft(shop, campaign="newsletter-juni")).json()["data"]["id"]

    # when
    read = employee_client.get(f"/api/orders/{order_id}")

    # then
    assert (read.json()["data"]["origin"], read.json()["data"]["originDetail"]) == ("campaign", "newsletter-juni")
