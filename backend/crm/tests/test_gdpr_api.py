"""GDPR: a customer's data as JSON and CSV, and the erase that anonymises their orders but keeps the sums."""

import json
from decimal import Decimal

from audit.models import LogEntry
from ordering.models import Order, OrderStatus

from ..models import Customer


def test_the_json_export_holds_the_customer_and_every_order_with_items_and_totals(place_order, admin_client, branch):
    order = place_order(branch=branch, comment="Bitte läuten")
    customer = Customer.objects.get()

    response = admin_client.get(f"/api/customers/{customer.pk}/export/json")

    assert response.status_code == 200
    assert response["Content-Disposition"] == f'attachment; filename="kunde-{customer.pk}.json"'
    body = json.loads(response.content)
    assert body["customer"] == {
        "id": customer.pk,
        "name": "Erika Musterfrau",
        "companyName": "",
        "email": "erika@example.com",
        "phone": "+436641234567",
    }
    [exported] = body["orders"]
    assert exported["id"] == order.pk
    assert exported["comment"] == "Bitte läuten"
    assert exported["address"] == ["Mariahilfer Straße 1", "1060 Wien"]
    assert exported["totalGross"] == "19.90"
    assert [(i["name"], i["amount"], i["unit"], i["gross"]) for i in exported["items"]] == [
        ("Wiener Schnitzel", "1", "Stk.", "12.90"),
        ("Cola 0,5 l", "2", "Stk.", "7.00"),
    ]


def test_the_csv_export_has_one_line_per_item_with_german_decimals(place_order, admin_client, branch):
    order = place_order(branch=branch)
    customer = Customer.objects.get()

    response = admin_client.get(f"/api/customers/{customer.pk}/export/csv")

    assert response.status_code == 200
    assert response["Content-Type"] == "text/csv; charset=utf-8"
    lines = response.content.decode("utf-8").lstrip("\ufeff").splitlines()
    assert lines[0].startswith("Bestellnummer;Ticket;Datum;Filiale;Status;Art;Vorname;Nachname")
    assert len(lines) == 3
    cells = lines[2].split(";")
    assert cells[0] == str(order.pk)
    assert cells[3:6] == ["Mariahilf", "Neu", "Takeaway"]
    assert cells[10:12] == ["+43 664 1234567", "erika@example.com"]
    assert cells[13:] == ["2", "Cola 0,5 l", "2", "Stk.", "3,50", "7,00", "20,00", "19,90", "0,00"]


def test_erase_anonymises_the_orders_keeps_sums_and_items_and_is_audited(place_order, admin_client, branch):
    # given: two orders of Erika, one canceled, and one of Hans
    kept = place_order(branch=branch, comment="Bitte läuten", vat_number="ATU123")
    place_order(branch=branch, status=OrderStatus.CANCELED)
    hans = place_order(branch=branch, email="hans@example.com", first_name="Hans")
    customer = Customer.objects.get(email="erika@example.com")

    # when
    response = admin_client.post(f"/api/customers/{customer.pk}/erase")

    # then
    assert response.status_code == 200
    assert response.json()["data"] == {"erasedOrders": 2}
    kept.refresh_from_db()
    assert (kept.first_name, kept.last_name, kept.email, kept.phone, kept.street, kept.city) == (
        "Anonymisiert",
        "",
        "",
        "",
        "",
        "",
    )
    assert (kept.comment, kept.vat_number, kept.zip_code) == ("", "", "")
    assert (kept.total_gross, kept.status, kept.items.count()) == (Decimal("19.90"), OrderStatus.NEW, 2)
    assert Order.objects.filter(email="erika@example.com").count() == 0
    assert Order.objects.get(pk=hans.pk).first_name == "Hans"
    assert not Customer.objects.filter(pk=customer.pk).exists()
    entry = LogEntry.objects.get(entity="customer")
    assert (entry.action, entry.user_label, entry.entity_id, entry.entity_label) == (
        "delete",
        "admin@example.com",
        str(customer.pk),
        f"Kunde {customer.pk}",
    )
    assert "erika" not in json.dumps(entry.changes).lower()
    # and the customer is gone from the list
    emails = [row["email"] for row in admin_client.get("/api/customers").json()["data"]]
    assert emails == ["hans@example.com"]


def test_erase_outside_the_list_is_404(admin_client):
    assert admin_client.post("/api/customers/999/erase").status_code == 404


def test_erase_also_removes_the_personal_values_from_the_orders_history(place_order, admin_client, branch):
    # given: staff corrected Erika's and Hans' orders, so the history holds their old and new names
    erika = place_order(branch=branch)
    hans = place_order(branch=branch, email="hans@example.com", first_name="Hans")
    for order, data in ((erika, {"lastName": "Musterfrau-Berger", "city": "Graz"}), (hans, {"lastName": "Huber"})):
        response = admin_client.put(f"/api/orders/{order.pk}", json.dumps(data), content_type="application/json")
        assert response.status_code == 200, response.json()
    customer = Customer.objects.get(email="erika@example.com")

    # when
    admin_client.post(f"/api/customers/{customer.pk}/erase")

    # then: Erika's entry stays (who changed what, when) without the values; Hans' history is untouched
    erika_entry = LogEntry.objects.get(entity="order", entity_id=str(erika.pk), action="update")
    assert {key: erika_entry.changes[key] for key in ("city", "last_name")} == {
        "city": {"old": "[gelöscht]", "new": "[gelöscht]"},
        "last_name": {"old": "[gelöscht]", "new": "[gelöscht]"},
    }
    assert "musterfrau" not in json.dumps(erika_entry.changes).lower()
    assert erika_entry.user_label == "admin@example.com"
    hans_entry = LogEntry.objects.get(entity="order", entity_id=str(hans.pk), action="update")
    assert hans_entry.changes["last_name"]["new"] == "Huber"
