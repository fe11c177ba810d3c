import datetime
import re
from decimal import Decimal
from html import unescape

import pytest

from core.tests.pdf_text import pdf_lines
from ordering.documents.receipt_formats import PAPER_MM
from ordering.models import Order

from .factories import COLA, OrderFactory
from .helpers import NOT_FOUND
from .receipt_readers import escpos_lines

PIZZA = {"name": "Pizza Käsetraum", "unit": "piece", "price": "11.50", "tax": "10.00", "calculation_model": "fixed"}
PARTS = [
    {"name": "Größe", "type": "select", "options": [1], "names": ["Familie"]},
    {"name": "Extras", "type": "multiselect", "options": [0, 2], "names": ["Oliven", "Pfefferoni"]},
    {"name": "Wunsch", "type": "text", "text": "gut durch"},
    {"name": "Leer", "type": "text", "text": ""},
]
PLACED = datetime.datetime(2026, 11, 20, 17, 5, tzinfo=datetime.UTC)  # 18:05 in Vienna
DUE = datetime.datetime(2026, 11, 20, 18, 30, tzinfo=datetime.UTC)
EXPECTED = [
    "Mariahilf",
    "Gumpendorfer Straße 9, 1060 Wien",
    "Tel. +43 1 5551234",
    "------------------------------------------",
    "Nr. 7",
    "Bestellung vom 20.11.2026 18:05",
    "Lieferung",
    "Termin: 20.11.2026 19:30 Uhr",
    "------------------------------------------",
    "1 Stk. Pizza Käsetraum               11,50",
    "  Größe: Familie",
    "  Extras: Oliven, Pfefferoni",
    "  Wunsch: gut durch",
    "2 Stk. Cola 0,5 l                     7,00",
    "------------------------------------------",
    "Lieferkosten                          2,90",
    "Summe EUR                            21,40",
    "MwSt. 10 %                            1,05",
    "MwSt. 20 %                            1,65",
    "Netto                                18,70",
    "Zahlungsart           Barzahlung (bezahlt)",
    "------------------------------------------",
    "Müller & Söhne GmbH",
    "Jürgen Öztürk",
    "Tel. +43 664 1234567",
    "erika@example.com",
    "Neubaugasse 3, Stiege 2, Stock 4, Tür 11",
    "1070 Wien",
    "Liefergebiet: Wien Innen",
    "------------------------------------------",
    "Kommentar: Bitte läuten, Trinkgeld 2 € in",
    "bar.",
    "Spendenempfänger: Tierheim",
    "------------------------------------------",
    "Vielen Dank für Ihre Bestellung!",
]
BOLD = {"Mariahilf", "Nr. 7", "Summe EUR                            21,40"}


@pytest.fixture
def delivery_order(branch, config):
    branch.street, branch.zip_code, branch.phone = "Gumpendorfer Straße 9", "1060", "+4315551234"
    branch.save()
    order = OrderFactory(
        branch=branch,
        ticket_number=7,
        is_delivery=True,
        is_paid=True,
        is_company=True,
        company_name="Müller & Söhne GmbH",
        first_name="Jürgen",
        last_name="Öztürk",
        street="Neubaugasse 3",
        stairway="2",
        floor="4",
        door="11",
        zip_code="1070",
        delivery_area_name="Wien Innen",
        appointment_date=DUE,
        comment="Bitte läuten, Trinkgeld 2 € in bar.",
        donatee_name="Tierheim",
        delivery_gross=Decimal("2.90"),
        total_gross=Decimal("21.40"),
        total_net=Decimal("18.7011"),
        taxes={"20.00": "1.6500", "10.00": "1.0455"},
        items=[(21, PIZZA, 1), (12, COLA, 2)],
    )
    order.items.filter(position=0).update(parts=PARTS)
    Order.objects.filter(pk=order.pk).update(created_at=PLACED)
    return order


def test_pdf_receipt_is_80mm_wide_with_every_line(employee_client, delivery_order):
    # when
    response = employee_client.get(f"/api/orders/{delivery_order.id}/receipt?format=pdf")

    # then
    assert response.status_code == 200
    assert response["Content-Type"] == "application/pdf"
    assert response["Content-Disposition"] == 'inline; filename="Beleg-7-2026-11-20.pdf"'
    runs = pdf_lines(response.content)
    assert [text for _, _, text, _ in runs] == [line for line in EXPECTED if line]
    assert {text for _, _, text, bold in runs if bold} == BOLD
    # the page is 80 mm wide and as high as its lines need (MediaBox in points)
    width, height = (float(value) for value in _media_box(response.content))
    assert round(width * 25.4 / 72) == PAPER_MM
    assert 130 < height * 25.4 / 72 < 160
    assert b"DejaVuSansMono" in response.content


def _media_box(pdf: bytes):
    return re.search(rb"/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]", pdf).groups()


def test_escpos_receipt_bytes(employee_client, delivery_order):
    # when
    response = employee_client.get(f"/api/orders/{delivery_order.id}/receipt?format=escpos")

    # then
    assert response.status_code == 200
    assert response["Content-Type"] == "application/octet-stream"
    assert response["Content-Disposition"] == 'attachment; filename="Beleg-7-2026-11-20.bin"'
    data = response.content
    # init, code page 858 (German umlauts and €), a partial cut at the end
    assert data.startswith(b"\x1b@\x1bt\x13")
    assert data.endswith(b"\x1bd\x04\x1dV\x01")
    # the ticket number centred, bold and double size
    assert b"\x1ba\x01\x1bE\x01\x1d!\x11Nr. 7\n\x1d!\x00\x1bE\x00" in data
    assert "Trinkgeld 2 € in".encode("cp858") in data
    assert escpos_lines(data) == [*EXPECTED, ""]


def test_html_receipt(employee_client, delivery_order):
    response = employee_client.get(f"/api/orders/{delivery_order.id}/receipt?format=html")

    assert response.status_code == 200
    assert response["Content-Type"] == "text/html; charset=utf-8"
    assert response["Content-Security-Policy"] == "default-src 'none'; style-src 'unsafe-inline'"
    html = response.content.decode()
    assert "size: 80mm auto" in html
    # the same lines as the PDF and the printer (HTML-escaped)
    assert html_lines(html) == [line.strip() if line in CENTERED else line for line in EXPECTED]
    assert "<p>Müller &amp; Söhne GmbH</p>" in html
    assert '<p class="center bold big">Nr. 7</p>' in html
    # staff read the stored E.164 number grouped
    assert "<p>Tel. +43 664 1234567</p>" in html


CENTERED = {
    "Mariahilf",
    "Gumpendorfer Straße 9, 1060 Wien",
    "Tel. +43 1 5551234",
    "Nr. 7",
    "Bestellung vom 20.11.2026 18:05",
    "Lieferung",
    "Termin: 20.11.2026 19:30 Uhr",
    "Vielen Dank für Ihre Bestellung!",
}


def html_lines(html: str) -> list[str]:
    """The text of the receipt page's lines, unescaped."""
    return [unescape(text) for text in re.findall(r"<p(?: class=\"[a-z ]+\")?>(.*?)</p>", html)]


def test_the_print_action_sends_the_same_receipt_page(employee_client, delivery_order):
    # when
    response = employee_client.post(f"/api/orders/{delivery_order.id}/print")

    # then
    assert response.status_code == 200
    assert html_lines(response.json()["data"]["html"]) == [
        line.strip() if line in CENTERED else line for line in EXPECTED
    ]


@pytest.fixture
def juice_order(branch, config):
    """Three juices at 10 % (10,50), a cake at 13 %, a sauce at 5.5 %, and names that fill the line."""
    juice = {**PIZZA, "name": "Apfelsaft gespritzt 0,5 l", "price": "3.50", "tax": "10.00"}
    cake = {**PIZZA, "name": "Sachertorte", "price": "4.90", "tax": "13.00"}
    sauce = {**PIZZA, "name": "Kürbiskernöl", "price": "8.00", "tax": "5.50"}
    # '1 Stk. ' and the name fill the 35 characters left of ' 100,00' to the last one
    full = {**PIZZA, "name": "Kaiserschmarrn m. Zwetschken", "price": "100.00", "tax": "10.00"}
    word = {**PIZZA, "name": "Donaudampfschifffahrtsgesellschaftskapitänsmütze", "price": "1.00", "tax": "10.00"}
    return OrderFactory(
        branch=branch,
        ticket_number=3,
        total_gross=Decimal("132.40"),
        total_net=Decimal("119.8617"),
        taxes={"10.00": "10.3182", "13.00": "0.5637", "5.50": "0.4170"},
        items=[(1, juice, 3), (2, cake, 1), (3, sauce, 1), (4, full, 1), (5, word, 1)],
    )


JUICE_LINES = [
    "3 Stk. Apfelsaft gespritzt 0,5 l     10,50",
    "1 Stk. Sachertorte                    4,90",
    "1 Stk. Kürbiskernöl                   8,00",
    "1 Stk. Kaiserschmarrn m. Zwetschken 100,00",
    "1 Stk. Donaudampfschifffahrtsgesellsc 1,00",
    "  haftskapitänsmütze",
]
JUICE_TOTALS = [
    "Summe EUR                           132,40",
    "MwSt. 5,5 %                           0,42",
    "MwSt. 10 %                           10,32",
    "MwSt. 13 %                            0,56",
    "Netto                               119,86",
]


def _between_rules(lines: list[str]) -> list[list[str]]:
    blocks, block = [], []
    for line in lines:
        if line == "-" * 42:
            blocks.append(block)
            block = []
        else:
            block.append(line)
    return blocks


@pytest.mark.parametrize("kind", ["html", "pdf", "escpos"])
def test_every_receipt_format_writes_german_rates_and_keeps_names_apart_from_prices(employee_client, juice_order, kind):
    # when
    response = employee_client.get(f"/api/orders/{juice_order.id}/receipt?format={kind}")

    # then
    if kind == "pdf":
        lines = [text for _, _, text, _ in pdf_lines(response.content)]
    elif kind == "escpos":
        lines = escpos_lines(response.content)
    else:
        lines = html_lines(response.content.decode())
    blocks = _between_rules(lines)
    assert blocks[2] == JUICE_LINES
    assert blocks[3][: len(JUICE_TOTALS)] == JUICE_TOTALS
    # every priced line has a space before its amount
    assert all(re.search(r"\S \s*[\d.]+,\d\d$", line) for line in [*JUICE_LINES[:5], *JUICE_TOTALS])


def test_html_is_the_default(employee_client, order):
    response = employee_client.get(f"/api/orders/{order.id}/receipt")

    assert response["Content-Type"] == "text/html; charset=utf-8"


def test_unknown_format_is_refused_in_german(employee_client, order):
    response = employee_client.get(f"/api/orders/{order.id}/receipt?format=docx")

    assert response.status_code == 400
    assert response.json() == {
        "errors": [
            {"message": "Bitte wählen Sie ein Format: html, pdf oder escpos.", "field": "format", "code": "invalid"}
        ]
    }


@pytest.mark.parametrize("kind", ["html", "pdf", "escpos"])
def test_receipt_outside_reach_is_404(employee_client, other_order, kind):
    response = employee_client.get(f"/api/orders/{other_order.id}/receipt?format={kind}")

    assert response.status_code == 404
    assert response.json() == NOT_FOUND


def test_anonymous_gets_401(anon_client, order):
    assert anon_client.get(f"/api/orders/{order.id}/receipt?format=pdf").status_code == 401


def test_long_item_names_wrap_under_the_price(employee_client, branch, config):
    # given
    long = {**PIZZA, "name": "Pizza mit sehr vielen Zutaten aus dem ganzen Land und Meer"}
    order = OrderFactory(branch=branch, items=[(21, long, 1)])

    # when
    lines = escpos_lines(employee_client.get(f"/api/orders/{order.id}/receipt?format=escpos").content)

    # then
    start = lines.index("1 Stk. Pizza mit sehr vielen Zutaten 11,50")
    assert lines[start : start + 3] == [
        "1 Stk. Pizza mit sehr vielen Zutaten 11,50",
        "  aus dem ganzen Land und Meer",
        "------------------------------------------",
    ]


def test_control_characters_stored_in_an_order_never_reach_the_printer(employee_client, branch, config):
    # given: text stored before the API refused control characters (ESC p kicks the drawer, ESC @ resets)
    order = OrderFactory(branch=branch, first_name="Eva\x1bp\x07\x19\xfa", last_name="Kurz\x1b@\x9b0m")

    # when
    data = employee_client.get(f"/api/orders/{order.id}/receipt?format=escpos").content

    # then: only the writer's own commands are in the bytes
    assert b"\x1bp" not in data
    assert data.count(b"\x1b@") == 1
    assert data.startswith(b"\x1b@")
    assert "Eva p  ú Kurz @ 0m" in escpos_lines(data)
