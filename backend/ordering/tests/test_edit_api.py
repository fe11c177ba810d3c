"""PUT /api/orders/{id}: staff change customer data, comment, appointment and table."""

import json

import pytest

from audit.models import LogEntry
from ordering.models import Order
from ordering.models import OrderStatus as S
from organisation.tests.factories import DeliveryAreaFactory, TableFactory

from .helpers import NOT_FOUND, order_rows


def put(client, order, data):
    return client.put(f"/api/orders/{order.id}", json.dumps(data), content_type="application/json")


def test_staff_correct_the_customer_data(employee_client, order):
    # when
    response = put(
        employee_client, order, {"lastName": "Mustermann", "phone": "0043 664 999", "comment": "Ohne Zwiebel"}
    )

    # then
    assert response.status_code == 200
    body = response.json()["data"]
    assert (body["lastName"], body["phone"], body["comment"]) == ("Mustermann", "+43664999", "Ohne Zwiebel")
    order.refresh_from_db()
    assert (order.last_name, order.phone, order.comment) == ("Mustermann", "+43664999", "Ohne Zwiebel")
    entry = LogEntry.objects.get(entity="order", action="update")
    assert entry.changes["last_name"] == {"old": "Musterfrau", "new": "Mustermann"}


def test_the_whole_record_may_be_sent_back_and_only_editable_fields_change(admin_client, order):
    # given: the back office sends the record it read, with a changed city and a changed status
    record = admin_client.get(f"/api/orders/{order.id}").json()["data"]
    record.update(city="Graz", status="completed")
    record["pricing"]["totalGross"] = "0.01"

    # when
    response = put(admin_client, order, record)

    # then
    assert response.status_code == 200, response.json()
    order.refresh_from_db()
    assert (order.city, order.status, str(order.total_gross)) == ("Graz", S.NEW, "19.90")


def test_a_table_of_another_branch_is_refused(admin_client, order, other_branch):
    # given
    foreign = TableFactory(branch=other_branch, identifier="7")
    before = order_rows()

    # when
    response = put(admin_client, order, {"table": foreign.id})

    # then
    assert response.status_code == 400
    assert response.json() == {
        "errors": [
            {"message": "Dieser Tisch gehört nicht zu dieser Filiale.", "field": "table", "code": "invalid_table"}
        ]
    }
    assert order_rows() == before


def test_a_table_of_the_branch_is_stored_with_its_identifier(admin_client, order):
    # given: a dine-in order
    Order.objects.filter(pk=order.pk).update(is_dine_in=True)
    table = TableFactory(branch=order.branch, identifier="Garten 2")

    # when
    response = put(admin_client, order, {"table": table.id})

    # then
    assert response.status_code == 200
    order.refresh_from_db()
    assert (order.table_id, order.table_identifier) == (table.id, "Garten 2")


@pytest.mark.parametrize("is_delivery", [True, False])
def test_only_a_dine_in_order_has_a_table(admin_client, order, is_delivery):
    # given: a delivery or takeaway order
    Order.objects.filter(pk=order.pk).update(is_delivery=is_delivery, is_dine_in=False)
    table = TableFactory(branch=order.branch, identifier="Garten 2")
    before = order_rows()

    # when
    response = put(admin_client, order, {"table": table.id})

    # then
    assert response.status_code == 400
    assert response.json() == {
        "errors": [{"message": "Nur Bestellungen vor Ort haben einen Tisch.", "field": "table", "code": "not_dine_in"}]
    }
    assert order_rows() == before
    assert not LogEntry.objects.filter(entity="order").exists()


@pytest.mark.parametrize("phone", ["abc", "x", "NaN", "0664 12"])
def test_a_phone_number_is_checked_as_at_checkout(admin_client, order, phone):
    # given
    before = order_rows()

    # when
    response = put(admin_client, order, {"phone": phone, "lastName": "Anders"})

    # then
    assert response.status_code == 400
    assert response.json() == {
        "errors": [
            {
                "message": "Bitte geben Sie eine gültige Nummer im Format +43 1 2345678 an.",
                "field": "phone",
                "code": "phone",
            }
        ]
    }
    assert order_rows() == before
    assert not LogEntry.objects.filter(entity="order").exists()


@pytest.mark.parametrize(
    ("body", "fields"),
    [({"firstName": ""}, ["firstName"]), ({"firstName": " ", "lastName": ""}, ["firstName", "lastName"])],
)
def test_staff_cannot_clear_the_names(admin_client, order, body, fields):
    # given
    before = order_rows()

    # when
    response = put(admin_client, order, {**body, "comment": "Ohne Zwiebel"})

    # then
    assert response.status_code == 400
    assert response.json() == {
        "errors": [{"message": "Dieses Feld ist erforderlich.", "field": field, "code": "required"} for field in fields]
    }
    assert order_rows() == before
    assert not LogEntry.objects.filter(entity="order").exists()


def test_staff_may_type_a_national_number(admin_client, order):
    # when
    response = put(admin_client, order, {"phone": "0676 5551234"})

    # then
    assert response.status_code == 200
    order.refresh_from_db()
    assert order.phone == "+436765551234"
    assert response.json()["data"]["phoneDisplay"] == "+43 676 5551234"


def test_staff_may_clear_the_phone_number(admin_client, order):
    # when
    response = put(admin_client, order, {"phone": ""})

    # then
    assert response.status_code == 200
    order.refresh_from_db()
    assert order.phone == ""


@pytest.mark.parametrize("status", [S.COMPLETED, S.REJECTED, S.CANCELED])
def test_an_order_in_a_final_state_stays_as_it_was(admin_client, order, status):
    # given
    Order.objects.filter(pk=order.pk).update(status=status)
    before = order_rows()

    # when
    response = put(admin_client, order, {"lastName": "Anders"})

    # then
    assert response.status_code == 409
    assert response.json() == {
        "errors": [{"message": "Bestellung konnte nicht gespeichert werden.", "code": "order_closed"}]
    }
    assert order_rows() == before


def test_an_employee_cannot_edit_another_branchs_order(employee_client, other_order):
    # given
    before = order_rows()

    # when
    response = put(employee_client, other_order, {"lastName": "Anders"})

    # then
    assert response.status_code == 404
    assert response.json() == NOT_FOUND
    assert order_rows() == before


@pytest.mark.parametrize(
    ("body", "field", "code"),
    [({"shoeSize": 42}, "shoeSize", "unknown_field"), ({"country": "FR"}, "country", "invalid_choice")],
)
def test_unknown_fields_and_bad_countries_are_refused(admin_client, order, body, field, code):
    # when
    response = put(admin_client, order, body)

    # then
    assert response.status_code == 400
    assert [(error["field"], error["code"]) for error in response.json()["errors"]] == [(field, code)]


def test_a_delivery_postcode_stays_in_the_area_the_fee_was_computed_for(admin_client, order):
    # given: a delivery to Innere Stadt (1010) of a branch that serves 1010 and, dearer, 1020
    inner = DeliveryAreaFactory(branch=order.branch, area="Innere Stadt", postcodes=["1010"])
    DeliveryAreaFactory(branch=order.branch, area="Leopoldstadt", postcodes=["1020"], price="4.90")
    Order.objects.filter(pk=order.pk).update(
        is_delivery=True, zip_code="1010", delivery_area=inner, delivery_area_name="Innere Stadt"
    )
    before = order_rows()

    # when: staff type another area's postcode, one no area serves, and one of the same area
    other_area = put(admin_client, order, {"zipCode": "1020"})
    not_served = put(admin_client, order, {"zipCode": "3100"})
    unchanged = order_rows()
    same_area = put(admin_client, order, {"zipCode": " 1010 ", "street": "Graben 1"})

    # then: the first two are refused on the postcode and change nothing; the third is stored
    assert other_area.status_code == 400
    assert other_area.json()["errors"] == [
        {
            "message": "Die PLZ 1020 gehört zum Liefergebiet „Leopoldstadt“, diese Bestellung wurde aber für "
            "„Innere Stadt“ berechnet. Ein anderes Liefergebiet ist nur mit einer neuen Bestellung möglich.",
            "field": "zipCode",
            "code": "postcode",
        }
    ]
    assert not_served.status_code == 400
    assert not_served.json()["errors"] == [
        {"message": "Wir liefern leider nicht an die PLZ 3100.", "field": "zipCode", "code": "postcode"}
    ]
    assert unchanged == before
    assert same_area.status_code == 200, same_area.json()
    order.refresh_from_db()
    assert (order.street, order.delivery_area_id, str(order.total_gross)) == ("Graben 1", inner.id, "19.90")


def test_a_takeaway_order_takes_any_postcode(admin_client, order):
    # given: the branch delivers only to 1010, the order is a takeaway
    DeliveryAreaFactory(branch=order.branch, area="Innere Stadt", postcodes=["1010"])

    # when
    response = put(admin_client, order, {"zipCode": "3100"})

    # then
    assert response.status_code == 200
    order.refresh_from_db()
    assert order.zip_code == "3100"
