import datetime
from decimal import Decimal

import pytest

from ordering.models import Order, OrderStatus, PaymentMethod
from payments.models import PaymentStatus
from payments.tests.factories import PaymentFactory

from .factories import OrderFactory

HEADER = (
    "Bestellnummer;Ticket;Datum;Filiale;Status;Art;Termin;Kunde;Firma;Telefon;E-Mail;"
    "Summe brutto;Lieferkosten;Zahlungsart;Bezahlt;Erstattet"
)


def _at(order, moment):
    Order.objects.filter(pk=order.pk).update(created_at=moment)
    return order


def _csv(response) -> list[str]:
    body = b"".join(response.streaming_content)
    assert body.startswith(b"\xef\xbb\xbf")
    return body.decode("utf-8-sig").split("\r\n")


def _ids(response):
    return [order["id"] for order in response.json()["data"]]


def test_export_rows(employee_client, branch, other_branch, config):
    # given
    takeaway = _at(
        OrderFactory(branch=branch, ticket_number=3),
        datetime.datetime(2026, 3, 1, 22, 30, tzinfo=datetime.UTC),  # 23:30 in Vienna
    )
    delivery = _at(
        OrderFactory(
            branch=branch,
            ticket_number=12,
            is_delivery=True,
            status=OrderStatus.COMPLETED,
            is_company=True,
            company_name="Müller; Söhne",
            first_name="",
            last_name="=HYPERLINK(1)",
            appointment_date=datetime.datetime(2026, 7, 2, 10, 0, tzinfo=datetime.UTC),
            total_gross=Decimal("1234.50"),
            delivery_gross=Decimal("2.90"),
            payment_method=PaymentMethod.ATM_CARD,
            is_paid=True,
        ),
        datetime.datetime(2026, 7, 2, 8, 5, tzinfo=datetime.UTC),  # 10:05 in Vienna (summer time)
    )
    OrderFactory(branch=other_branch)

    # when
    response = employee_client.get("/api/orders/export?ordering=created_at")

    # then
    assert response.status_code == 200
    assert response["Content-Type"] == "text/csv; charset=utf-8"
    assert response["Content-Disposition"].startswith('attachment; filename="Bestellungen-')
    assert _csv(response) == [
        HEADER,
        f"{takeaway.id};3;01.03.2026 23:30;Mariahilf;Neu;Takeaway;;Erika Musterfrau;;+43 664 1234567;"
        "erika@example.com;19,90;0,00;Barzahlung;nein;0,00",
        f"{delivery.id};12;02.07.2026 10:05;Mariahilf;Abgeschlossen;Lieferung;02.07.2026 12:00;"
        f'\'=HYPERLINK(1);"Müller; Söhne";+43 664 1234567;erika@example.com;1234,50;2,90;Bankomatkarte;ja;0,00',
        "",
    ]


def test_export_names_the_status_by_the_order_type(employee_client, branch, config):
    # given: both ready, one to be fetched, one on its way
    OrderFactory(branch=branch, ticket_number=1, status=OrderStatus.IN_DELIVERY)
    OrderFactory(branch=branch, ticket_number=2, status=OrderStatus.IN_DELIVERY, is_delivery=True)

    # when
    rows = _csv(employee_client.get("/api/orders/export?ordering=ticket_number"))

    # then
    assert [row.split(";")[4] for row in rows[1:-1]] == ["Abholbereit", "In Zustellung"]


def _online(branch, ticket_number, *, refunded="0.00", status=PaymentStatus.PAID, is_refunded=False):
    """A Mollie order of 19.90, paid; `refunded` of it given back through the provider."""
    payment = PaymentFactory(amount="19.90", amount_refunded=refunded, status=status)
    return OrderFactory(
        branch=branch,
        ticket_number=ticket_number,
        payment_method=PaymentMethod.MOLLIE,
        payment=payment,
        is_paid=True,
        is_refunded=is_refunded,
    )


def test_export_says_what_was_refunded(employee_client, branch, config):
    # given: paid online in full, partly refunded after an edit, refunded in full; cash, not paid yet
    _online(branch, 1)
    _online(branch, 2, refunded="9.40")
    _online(branch, 3, refunded="19.90", status=PaymentStatus.REFUNDED, is_refunded=True)
    OrderFactory(branch=branch, ticket_number=4)

    # when
    rows = _csv(employee_client.get("/api/orders/export?ordering=ticket_number"))

    # then: 'Bezahlt' in the receipt's words, the amount given back beside it
    assert rows[0].endswith(";Zahlungsart;Bezahlt;Erstattet")
    assert [row.split(";")[-3:] for row in rows[1:-1]] == [
        ["Mollie", "ja", "0,00"],
        ["Mollie", "teilweise erstattet", "9,40"],
        ["Mollie", "erstattet", "19,90"],
        ["Barzahlung", "nein", "0,00"],
    ]


def test_export_applies_the_history_filters(admin_client, branch, other_branch, config):
    # given
    mine = OrderFactory(branch=branch, first_name="Ludwig")
    OrderFactory(branch=branch)
    OrderFactory(branch=other_branch, first_name="Ludwig")

    # when
    response = admin_client.get(f"/api/orders/export?branch={branch.id}&q=ludwig")

    # then
    rows = _csv(response)
    assert len(rows) == 3
    assert rows[1].startswith(f"{mine.id};")


def test_export_reads_in_bounded_queries(admin_client, branch, config, django_assert_max_num_queries):
    # given: cash orders and online orders with their payments
    for number in range(30):
        OrderFactory(branch=branch)
        _online(branch, 100 + number, refunded="1.00")

    # when
    with django_assert_max_num_queries(4):
        rows = _csv(admin_client.get("/api/orders/export"))

    # then
    assert len(rows) == 62


def test_export_needs_staff(anon_client, roleless_client):
    assert anon_client.get("/api/orders/export").status_code == 401
    assert roleless_client.get("/api/orders/export").status_code == 403


def test_export_refuses_bad_filters_in_german(admin_client, config):
    response = admin_client.get("/api/orders/export?status=verloren")

    assert response.status_code == 400
    assert response.json()["errors"][0]["field"] == "status"


@pytest.mark.parametrize("status", [choice.value for choice in OrderStatus])
def test_status_filter_for_every_state(admin_client, branch, config, status):
    # given
    wanted = OrderFactory(branch=branch, status=status)
    for other in OrderStatus:
        if other != status:
            OrderFactory(branch=branch, status=other)

    # when / then
    assert _ids(admin_client.get(f"/api/orders?status={status}")) == [wanted.id]


def test_delivery_type_filter(admin_client, branch, config):
    # given
    takeaway = OrderFactory(branch=branch)
    delivery = OrderFactory(branch=branch, is_delivery=True)
    dine_in = OrderFactory(branch=branch, is_dine_in=True)

    # when / then
    assert _ids(admin_client.get("/api/orders?deliveryType=takeaway")) == [takeaway.id]
    assert _ids(admin_client.get("/api/orders?deliveryType=delivery")) == [delivery.id]
    assert _ids(admin_client.get("/api/orders?deliveryType=dineIn")) == [dine_in.id]
    assert admin_client.get("/api/orders?deliveryType=boot").status_code == 400


@pytest.mark.parametrize(
    ("query", "expected"),
    [("7", "ticket"), ("ludmilla", "name"), ("Kraus", "name"), ("6509876", "phone"), ("lu@beispiel", "email")],
)
def test_search_covers_ticket_name_phone_and_email(admin_client, branch, config, query, expected):
    # given
    orders = {
        "ticket": OrderFactory(branch=branch, ticket_number=7),
        "name": OrderFactory(branch=branch, ticket_number=8, first_name="Ludmilla", last_name="Kraus"),
        "phone": OrderFactory(branch=branch, ticket_number=9, phone="+436506509876"),
        "email": OrderFactory(branch=branch, ticket_number=10, email="lu@beispiel.at"),
    }

    # when / then
    assert _ids(admin_client.get(f"/api/orders?q={query}")) == [orders[expected].id]
