"""An administrator's changes of a customer's contact: the identity rules on update, the phone's format,
and the list's search and ordering by figures."""

from decimal import Decimal

import pytest

from audit.models import LogEntry

from ..models import Customer

PHONE_HINT = "Bitte geben Sie eine gültige Nummer im Format +43 1 2345678 an."


def _errors(response) -> list[tuple[str, str]]:
    assert response.status_code == 400
    return [(e["field"], e["message"]) for e in response.json()["errors"]]


def test_a_second_customer_by_phone_only_is_refused_but_one_with_an_e_mail_is_not(admin_client, db):
    Customer.objects.create(phone="+431234", name="Otto Telefon")

    refused = admin_client.post("/api/customers", {"phone": "0043 1 234"}, format="json")
    with_email = admin_client.post("/api/customers", {"phone": "+43 1 234", "email": "otto@example.com"}, format="json")

    assert _errors(refused) == [
        ("phone", "Ein Kunde mit dieser Telefonnummer (ohne E-Mail-Adresse) existiert bereits.")
    ]
    assert with_email.status_code == 201
    assert sorted(Customer.objects.values_list("email", "phone")) == [("", "+431234"), ("otto@example.com", "+431234")]


@pytest.mark.parametrize("phone", ["abc", "0664 12", "43 1 234"])
def test_a_phone_neither_international_nor_austrian_gets_the_format_hint(admin_client, db, phone):
    response = admin_client.post("/api/customers", {"email": "neu@example.com", "phone": phone}, format="json")

    assert _errors(response) == [("phone", PHONE_HINT)]
    assert Customer.objects.count() == 0


@pytest.mark.parametrize(("phone", "stored"), [("0664 1234567", "+436641234567"), ("0676/555 12 34", "+436765551234")])
def test_a_phone_typed_the_austrian_way_is_stored_in_e164(admin_client, db, phone, stored):
    response = admin_client.post("/api/customers", {"name": "Lena Fuchs", "phone": phone}, format="json")

    assert response.status_code == 201
    assert response.json()["data"]["phone"] == stored
    assert list(Customer.objects.values_list("phone", flat=True)) == [stored]


def test_an_update_may_not_take_away_the_last_contact(admin_client, db):
    customer = Customer.objects.create(email="erika@example.com", name="Erika")

    response = admin_client.put(f"/api/customers/{customer.pk}", {"email": ""}, format="json")

    assert _errors(response) == [("email", "Bitte geben Sie eine E-Mail-Adresse oder eine Telefonnummer an.")]
    # with a phone instead it may
    response = admin_client.put(f"/api/customers/{customer.pk}", {"email": "", "phone": "+43 1 234"}, format="json")
    assert (response.json()["data"]["email"], response.json()["data"]["phone"]) == ("", "+431234")


def test_an_update_to_another_customers_e_mail_is_refused_its_own_is_fine(admin_client, db):
    Customer.objects.create(email="hans@example.com", name="Hans")
    erika = Customer.objects.create(email="erika@example.com", name="Erika")

    taken = admin_client.put(f"/api/customers/{erika.pk}", {"email": "HANS@example.com"}, format="json")
    own = admin_client.put(f"/api/customers/{erika.pk}", {"email": "Erika@Example.com", "name": "E."}, format="json")

    assert _errors(taken) == [("email", "Ein Kunde mit dieser E-Mail-Adresse existiert bereits.")]
    assert (own.status_code, own.json()["data"]["email"], own.json()["data"]["name"]) == (
        200,
        "erika@example.com",
        "E.",
    )
    assert LogEntry.objects.filter(entity="customer", action="update").count() == 1


def test_unknown_fields_and_the_figures_are_not_written(admin_client, db):
    customer = Customer.objects.create(email="erika@example.com", name="Erika")

    response = admin_client.put(
        f"/api/customers/{customer.pk}", {"ordersCount": 99, "totalGross": "1.00", "vip": True}, format="json"
    )

    assert sorted(_errors(response)) == [
        ("ordersCount", "Unbekanntes Feld."),
        ("totalGross", "Unbekanntes Feld."),
        ("vip", "Unbekanntes Feld."),
    ]


def test_the_list_is_searched_by_phone_and_company_and_ordered_by_figures(place_order, admin_client, branch):
    place_order(branch=branch, total_gross=Decimal("50.00"))
    place_order(
        branch=branch, email="hans@example.com", first_name="Hans", phone="+43 1 999", company_name="Huber GmbH"
    )
    place_order(branch=branch, email="hans@example.com", first_name="Hans", phone="+43 1 999")

    def names(**params):
        return [row["name"] for row in admin_client.get("/api/customers", params).json()["data"]]

    assert names(q="+431999") == ["Hans Musterfrau"]
    assert names(q="huber gmbh") == ["Hans Musterfrau"]
    assert names(ordering="-ordersCount") == ["Hans Musterfrau", "Erika Musterfrau"]
    assert names(ordering="-totalGross") == ["Erika Musterfrau", "Hans Musterfrau"]
    response = admin_client.get("/api/customers", {"ordering": "-ordersCount"}).json()["data"]
    assert [(r["ordersCount"], r["totalGross"]) for r in response] == [(2, "39.80"), (1, "50.00")]
