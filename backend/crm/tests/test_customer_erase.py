"""The GDPR erase in detail: every personal field of the orders, the customer's own history, a customer without
orders, the status page's ETag, and what a later order of the same person does."""

import datetime
import json

from audit.models import LogEntry
from ordering.models import Order

from ..models import Customer
from ..services.customers import ERASED_FIELDS

PERSONAL = {
    "company_name": "Musterfrau KG",
    "is_company": True,
    "floor": "2",
    "stairway": "1",
    "door": "7",
    "is_delivery_address_different": True,
    "is_delivery_company": True,
    "delivery_company_name": "Büro Huber",
    "delivery_first_name": "Hans",
    "delivery_last_name": "Huber",
    "delivery_street": "Neubaugasse 7",
    "delivery_floor": "1",
    "delivery_stairway": "2",
    "delivery_door": "3",
    "delivery_zip_code": "1070",
    "delivery_city": "Wien",
    "comment": "Bitte läuten",
    "questionnaire_comment": "Sehr freundlich, danke Erika",
    "rejection_message": "Leider geschlossen, Frau Musterfrau",
    "vat_number": "ATU12345678",
}


def test_every_personal_field_of_the_orders_is_emptied_and_the_first_name_says_so(place_order, admin_client, branch):
    order = place_order(branch=branch, **PERSONAL)
    customer = Customer.objects.get()

    assert admin_client.post(f"/api/customers/{customer.pk}/erase").json()["data"] == {"erasedOrders": 1}

    values = Order.objects.filter(pk=order.pk).values(*ERASED_FIELDS, "is_company", "is_delivery_company").get()
    assert values == {name: "" for name in ERASED_FIELDS} | {
        "first_name": "Anonymisiert",
        "is_company": False,
        "is_delivery_company": False,
    }
    # the sums, the items, the ticket and the link to the status page stay
    kept = Order.objects.get(pk=order.pk)
    assert (kept.ticket_number, kept.uid, kept.total_gross, kept.items.count()) == (
        order.ticket_number,
        order.uid,
        order.total_gross,
        2,
    )


def test_the_erase_moves_the_status_pages_etag(place_order, admin_client, branch, clock):
    order = place_order(branch=branch)
    customer = Customer.objects.get()
    clock.now = clock.now + datetime.timedelta(minutes=3)

    admin_client.post(f"/api/customers/{customer.pk}/erase")

    assert Order.objects.get(pk=order.pk).updated_at == datetime.datetime(2026, 11, 18, 9, 3, tzinfo=datetime.UTC)


def test_the_customers_own_history_loses_its_contact_and_its_name(place_order, admin_client, branch):
    # given: the administrator created the customer and corrected it later
    created = admin_client.post(
        "/api/customers",
        {"name": "Erika Musterfrau", "email": "erika@example.com", "phone": "+43 1 234"},
        format="json",
    ).json()["data"]
    admin_client.put(f"/api/customers/{created['id']}", {"companyName": "Musterfrau KG"}, format="json")
    place_order(branch=branch)
    customer = Customer.objects.get()

    # when
    admin_client.post(f"/api/customers/{customer.pk}/erase")

    # then: the entries stay (who did what, when) with every personal value and the label erased
    entries = LogEntry.objects.filter(entity="customer").order_by("id")
    assert [(e.action, e.entity_label) for e in entries] == [
        ("create", f"Kunde {customer.pk}"),
        ("update", f"Kunde {customer.pk}"),
        ("delete", f"Kunde {customer.pk}"),
    ]
    create = entries[0].changes
    assert {key: create[key] for key in ("name", "email", "phone", "company_name")} == {
        "name": {"old": None, "new": "[gelöscht]"},
        "email": {"old": None, "new": "[gelöscht]"},
        "phone": {"old": None, "new": "[gelöscht]"},
        "company_name": {"old": None, "new": ""},
    }
    assert entries[1].changes["company_name"] == {"old": "", "new": "[gelöscht]"}
    assert entries[2].changes == {"anonymisierteBestellungen": {"old": None, "new": [Order.objects.get().pk]}}
    assert "erika" not in json.dumps([e.changes for e in entries]).lower()


def test_a_customer_without_orders_is_erased_with_nothing_to_anonymise(admin_client, db):
    lonely = Customer.objects.create(email="einmal@example.com", name="Nie bestellt")

    response = admin_client.post(f"/api/customers/{lonely.pk}/erase")

    assert response.json()["data"] == {"erasedOrders": 0}
    assert Customer.objects.count() == 0
    entry = LogEntry.objects.get()
    assert (entry.action, entry.entity_label, entry.changes) == (
        "delete",
        f"Kunde {lonely.pk}",
        {"anonymisierteBestellungen": {"old": None, "new": []}},
    )


def test_an_erased_order_edited_later_makes_no_customer_and_a_new_order_a_new_one(
    place_order, admin_client, branch, django_capture_on_commit_callbacks
):
    order = place_order(branch=branch)
    erika = Customer.objects.get()
    admin_client.post(f"/api/customers/{erika.pk}/erase")

    # when: staff touch the anonymised order, and Erika orders again
    with django_capture_on_commit_callbacks(execute=True):
        response = admin_client.put(f"/api/orders/{order.pk}", {"lastName": "X"}, format="json")
    assert response.status_code == 200, response.json()
    place_order(branch=branch)

    # then: only the new order has a customer, under a new id
    customer = Customer.objects.get()
    assert customer.pk != erika.pk
    assert list(customer.links.values_list("order_id", flat=True)) == [Order.objects.latest("id").pk]


def test_an_employee_may_not_erase_even_a_customer_of_their_branch(place_order, employee_client, branch):
    order = place_order(branch=branch)
    customer = Customer.objects.get()

    response = employee_client.post(f"/api/customers/{customer.pk}/erase")

    assert response.status_code == 403
    assert Order.objects.get(pk=order.pk).first_name == "Erika"
    assert LogEntry.objects.count() == 0
