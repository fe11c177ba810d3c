"""The GDPR export (art. 15 and 20) in detail: order types, a different delivery address, an order without
items, Vienna time and German decimals in the CSV, formula-safe cells, and what an administrator gets."""

import datetime
import json
from decimal import Decimal

from ordering.models import OrderStatus
from ordering.tests.factories import SCHNITZEL

from ..models import Customer


def _export(client, customer, kind):
    response = client.get(f"/api/customers/{customer.pk}/export/{kind}")
    assert response.status_code == 200
    return response


def _csv_rows(response) -> list[list[str]]:
    text = response.content.decode("utf-8")
    assert text.startswith("\ufeff")
    return [line.split(";") for line in text.lstrip("\ufeff").splitlines()]


def test_the_json_export_is_stamped_and_names_type_payment_and_totals(place_order, admin_client, branch, clock):
    order = place_order(
        branch=branch,
        is_delivery=True,
        status=OrderStatus.IN_DELIVERY,
        payment_method="mollie",
        is_paid=True,
        delivery_gross=Decimal("3.50"),
        total_gross=Decimal("23.40"),
        total_net=Decimal("20.6515"),
        vat_number="ATU12345678",
    )
    customer = Customer.objects.get()

    body = json.loads(_export(admin_client, customer, "json").content)

    assert body["exportedAt"] == "2026-11-18T09:00:00+00:00"
    [exported] = body["orders"]
    assert {key: value for key, value in exported.items() if key != "items"} == {
        "id": order.pk,
        "ticketNumber": order.ticket_number,
        "createdAt": "2026-11-18T09:00:00+00:00",
        "branch": "Mariahilf",
        "status": "in_delivery",
        "statusLabel": "In Zustellung",
        "type": "Lieferung",
        "firstName": "Erika",
        "lastName": "Musterfrau",
        "companyName": "",
        "address": ["Mariahilfer Straße 1", "1060 Wien"],
        "phone": "+436641234567",
        "email": "erika@example.com",
        "vatNumber": "ATU12345678",
        "comment": "",
        "paymentMethod": order.get_payment_method_display(),
        "isPaid": True,
        "deliveryGross": "3.50",
        "totalGross": "23.40",
        "totalNet": "20.6515",
    }
    assert exported["items"][0] == {
        "position": 0,
        "name": "Wiener Schnitzel",
        "amount": "1",
        "unit": "Stk.",
        "unitPrice": "12.90",
        "gross": "12.90",
        "taxRate": "10.00",
    }


def test_dine_in_and_takeaway_are_named_and_the_newest_order_comes_first(place_order, admin_client, branch, clock):
    takeaway = place_order(branch=branch)
    clock.now = clock.now + datetime.timedelta(hours=1)
    dine_in = place_order(branch=branch, is_dine_in=True)
    customer = Customer.objects.get()

    body = json.loads(_export(admin_client, customer, "json").content)

    assert [(o["id"], o["type"]) for o in body["orders"]] == [(dine_in.pk, "Dine In"), (takeaway.pk, "Takeaway")]


def test_a_different_delivery_address_is_exported_with_its_recipient(place_order, admin_client, branch):
    place_order(
        branch=branch,
        is_delivery=True,
        is_delivery_address_different=True,
        delivery_company_name="Büro Huber",
        delivery_first_name="Hans",
        delivery_last_name="Huber",
        delivery_street="Neubaugasse 7",
        delivery_door="3",
        delivery_zip_code="1070",
        delivery_city="Wien",
    )
    customer = Customer.objects.get()

    exported = json.loads(_export(admin_client, customer, "json").content)["orders"][0]
    rows = _csv_rows(_export(admin_client, customer, "csv"))

    assert exported["address"] == ["Büro Huber", "Hans Huber", "Neubaugasse 7, Tür 3", "1070 Wien"]
    assert rows[1][9] == "Büro Huber, Hans Huber, Neubaugasse 7, Tür 3, 1070 Wien"


def test_the_csv_reads_in_vienna_time_and_an_order_without_items_is_one_line(place_order, admin_client, branch, clock):
    # 09:00 UTC is 10:00 in Vienna
    order = place_order(branch=branch, total_gross=Decimal("0.00"), comment="Nur angefragt")
    order.items.all().delete()
    customer = Customer.objects.get()

    rows = _csv_rows(_export(admin_client, customer, "csv"))

    assert len(rows[0]) == 22
    assert rows[1] == [
        str(order.pk),
        str(order.ticket_number),
        "18.11.2026 10:00",
        "Mariahilf",
        "Neu",
        "Takeaway",
        "Erika",
        "Musterfrau",
        "",
        "Mariahilfer Straße 1, 1060 Wien",
        "+43 664 1234567",
        "erika@example.com",
        "Nur angefragt",
        *[""] * 7,
        "0,00",
        "0,00",
    ]


def test_a_weighed_item_keeps_its_decimals_in_both_formats(place_order, admin_client, branch):
    cheese = {**SCHNITZEL, "name": "Bergkäse", "unit": "kg", "price": "24.80"}
    place_order(branch=branch, items=[(21, cheese, Decimal("0.250"))])
    customer = Customer.objects.get()

    item = json.loads(_export(admin_client, customer, "json").content)["orders"][0]["items"][0]
    rows = _csv_rows(_export(admin_client, customer, "csv"))

    assert (item["amount"], item["unit"], item["unitPrice"], item["gross"]) == ("0.25", "kg", "24.80", "6.20")
    assert rows[1][13:20] == ["1", "Bergkäse", "0,25", "kg", "24,80", "6,20", "10,00"]


def test_cells_a_spreadsheet_would_run_as_formulas_are_defused(place_order, admin_client, branch):
    place_order(branch=branch, first_name="=HYPERLINK(1)", comment="+43 Anruf", last_name="@Muster")
    customer = Customer.objects.get()

    row = _csv_rows(_export(admin_client, customer, "csv"))[1]

    assert (row[6], row[7], row[12]) == ("'=HYPERLINK(1)", "'@Muster", "'+43 Anruf")
    # the JSON keeps the values as typed
    exported = json.loads(_export(admin_client, customer, "json").content)["orders"][0]
    assert (exported["firstName"], exported["comment"]) == ("=HYPERLINK(1)", "+43 Anruf")


def test_an_administrator_exports_the_orders_of_every_branch(place_order, admin_client, branch, other_branch):
    place_order(branch=branch)
    place_order(branch=other_branch)
    customer = Customer.objects.get()

    body = json.loads(_export(admin_client, customer, "json").content)

    assert sorted(o["branch"] for o in body["orders"]) == ["Graz", "Mariahilf"]
    assert len(_csv_rows(_export(admin_client, customer, "csv"))) == 1 + 2 * 2


def test_an_unknown_customer_or_format_is_not_found(admin_client, db):
    assert admin_client.get("/api/customers/999/export/json").status_code == 404
    assert admin_client.get("/api/customers/999/export/xml").status_code == 404
