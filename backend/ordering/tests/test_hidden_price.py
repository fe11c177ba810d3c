"""A hidden price ('Preis auf Anfrage', spec §9) reaches the customer nowhere: status page, order
creation answer, e-mails and the receipt handed out show no gross, total, net or tax of such an order.
Staff keep the prices in the back office (GET /api/orders/{id})."""

import re
from decimal import Decimal

import pytest
from django.core import mail

from catalogue.tests.factories import CategoryFactory, MenuFactory, ProductFactory
from ordering.services import notifications

from .create_setup import draft, item, place
from .factories import COLA, OrderFactory
from .helpers import public_url
from .receipt_readers import escpos_lines

BUFFET = {
    "name": "Catering-Buffet",
    "unit": "person",
    "price": "45.00",
    "tax": "10.00",
    "calculationModel": "minimum",
    "isPriceHidden": True,
}
# every amount that would tell the buffet's price: 10 persons at 45.00, with Cola 457.00, nets and taxes
LEAKS = ["45.00", "450", "457", "409.09", "414.92", "40.909", "45,00", "450,00", "457,00", "414,92", "40,91"]
APPROXIMATE_NOTE = "Der endgültige Preis wird beim Abschluss der Bestellung ermittelt."
QUOTATION_NOTE = "Den endgültigen Preis erhalten Sie als unverbindliches Angebot per E-Mail."


@pytest.fixture
def hidden_order(branch, config):
    branch.email = "filiale@example.com"
    branch.save()
    return OrderFactory(
        branch=branch,
        ticket_number=8,
        is_approximate=True,
        gross=Decimal("457.00"),
        net=Decimal("414.9242"),
        total_gross=Decimal("457.00"),
        total_net=Decimal("414.9242"),
        taxes={"10.00": "40.9091", "20.00": "1.1667"},
        items=[(31, BUFFET, 10), (12, COLA, 2)],
    )


# random tokens (the order's uid and hash in the answer, the status link of the mails): a hash once held '450' by
# chance ('…bFB450Y'); a price never stands inside a run of 20 letters and digits
RANDOM_TOKENS = re.compile(r"[A-Za-z0-9_-]{20,}")


def _assert_no_leak(text: str) -> None:
    text = RANDOM_TOKENS.sub("", text)
    assert [leak for leak in LEAKS if leak in text] == []


def test_status_page_sends_no_hidden_price(anon_client, hidden_order):
    # when
    response = anon_client.get(public_url(hidden_order))

    # then
    assert response.status_code == 200
    body = response.json()["data"]
    assert body["pricing"] == {
        "gross": None,
        "net": None,
        "deliveryGross": "0.00",
        "totalNet": None,
        "totalGross": None,
        "taxes": {},
        "isApproximate": True,
        "isPriceHidden": True,
    }
    buffet, cola = body["items"]
    assert (buffet["name"], buffet["unitPrice"], buffet["gross"], buffet["isPriceHidden"]) == (
        "Catering-Buffet",
        None,
        None,
        True,
    )
    # an item with a shown price keeps it
    assert (cola["unitPrice"], cola["gross"], cola["isPriceHidden"]) == ("3.5000", "7.00", False)
    _assert_no_leak(response.content.decode())


def test_staff_still_see_the_internal_prices(employee_client, hidden_order):
    body = employee_client.get(f"/api/orders/{hidden_order.id}").json()["data"]

    assert (body["pricing"]["totalGross"], body["items"][0]["gross"]) == ("457.00", "450.00")


def test_order_creation_answer_hides_the_price(anon_client, shop):
    # given: the buffet on the shop's menu, price hidden, sold per person from 10
    buffet = ProductFactory(
        name="Catering-Buffet",
        price="45.00",
        unit="person",
        minimum_quantity="10",
        calculation_model="minimum",
        is_price_hidden=True,
        tax="10.00",
        takeaway_tax="10.00",
        dine_in_tax="10.00",
    )
    MenuFactory(branches=[shop.branch], catalog=[(CategoryFactory(name="Catering"), [buffet, shop.cola])])

    # when
    response = place(anon_client, draft(shop, [item(buffet, "10")]))

    # then
    assert response.status_code == 201, response.json()
    body = response.json()["data"]
    assert body["pricing"]["totalGross"] is None
    assert body["pricing"]["taxes"] == {}
    assert body["items"][0]["gross"] is None
    _assert_no_leak(response.content.decode())


@pytest.mark.parametrize(
    ("is_quotation", "note"), [(False, APPROXIMATE_NOTE), (True, QUOTATION_NOTE)], ids=["order", "quotation"]
)
def test_mails_show_preis_auf_anfrage(hidden_order, is_quotation, note, django_capture_on_commit_callbacks):
    # given
    hidden_order.is_quotation = is_quotation
    hidden_order.save()

    # when
    with django_capture_on_commit_callbacks(execute=True):
        notifications.notify_order_event(hidden_order.id, notifications.Event.CREATED)

    # then
    customer, branch = mail.outbox
    assert "- 10 Pers. Catering-Buffet: Preis auf Anfrage\n- 2 Stk. Cola 0,5 l: 7,00 EUR\n" in customer.body
    assert f"Summe: Preis auf Anfrage\n{note}\nZahlungsart: Barzahlung" in customer.body
    assert f"Summe: Preis auf Anfrage\n{note}\nZahlungsart: Barzahlung" in customer.alternatives[0][0]
    # the branch's mail (often a shared inbox) shows the items as ordered, without the customer's note
    assert "Summe: Preis auf Anfrage\nZahlungsart: Barzahlung" in branch.body
    for message in (customer, branch):
        _assert_no_leak(message.body)
        _assert_no_leak(message.alternatives[0][0])


def test_escpos_receipt_hides_the_price(employee_client, hidden_order):
    # when
    lines = escpos_lines(employee_client.get(f"/api/orders/{hidden_order.id}/receipt?format=escpos").content)

    # then
    start = lines.index("10 Pers. Catering-Buffet Preis auf Anfrage")
    assert lines[start : start + 8] == [
        "10 Pers. Catering-Buffet Preis auf Anfrage",
        "2 Stk. Cola 0,5 l                     7,00",
        "------------------------------------------",
        "Summe                    Preis auf Anfrage",
        "Der endgültige Preis wird beim Abschluss",
        "der Bestellung ermittelt.",
        "Zahlungsart                     Barzahlung",
        "------------------------------------------",
    ]
    _assert_no_leak("\n".join(lines))


def test_html_receipt_hides_the_price(employee_client, hidden_order):
    # given
    hidden_order.is_quotation = True
    hidden_order.save()

    # when
    html = employee_client.get(f"/api/orders/{hidden_order.id}/receipt?format=html").content.decode()

    # then
    # the receipt's lines, as on the PDF and the printer
    assert "<p>10 Pers. Catering-Buffet Preis auf Anfrage</p>" in html
    assert '<p class="bold">Summe                    Preis auf Anfrage</p>' in html
    assert "<p>Den endgültigen Preis erhalten Sie als</p>" in html
    assert "MwSt." not in html and "Netto" not in html
    _assert_no_leak(html)
