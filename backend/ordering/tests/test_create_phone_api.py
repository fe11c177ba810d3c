"""POST /api/orders: the phone number is checked as it is stored (normalised: digits and '+'; a national
number of the branch's country in E.164)."""

import json

import pytest

from ordering.models import Order

from .create_setup import draft, errors_of, item, place, stored_state

REQUIRED = "Dieses Feld ist erforderlich."
HINT = "Bitte geben Sie eine gültige Nummer im Format +43 1 2345678 an."


def refused(client, data) -> list[dict]:
    before = stored_state()
    response = place(client, data)
    assert stored_state() == before
    return errors_of(response)


@pytest.mark.parametrize("phone", ["abc", "x", "NaN", " - / "])
def test_a_required_phone_without_digits_is_missing(shop, anon_client, phone):
    # given: delivery requires the phone by default
    data = draft(shop, [item(shop.schnitzel), item(shop.cola, 2)], isDelivery=True, deliveryArea=shop.area.id)
    data["phone"] = phone

    # when / then
    assert refused(anon_client, data) == [{"message": REQUIRED, "code": "required", "field": "phone"}]


@pytest.mark.parametrize("phone", ["abc", "NaN"])
def test_an_optional_phone_without_digits_gets_the_format_hint(shop, anon_client, phone):
    # given: takeaway does not require the phone
    data = draft(shop, phone=phone)

    # when / then
    assert refused(anon_client, data) == [{"message": HINT, "code": "phone", "field": "phone"}]


@pytest.mark.parametrize("phone", ["Tel. 0664 12", "01234"])
def test_a_required_phone_that_is_no_valid_national_number_gets_the_format_hint(shop, anon_client, phone):
    # given
    data = draft(shop, [item(shop.schnitzel), item(shop.cola, 2)], isDelivery=True, deliveryArea=shop.area.id)
    data["phone"] = phone

    # when / then
    assert refused(anon_client, data) == [{"message": HINT, "code": "phone", "field": "phone"}]


def test_an_optional_phone_may_stay_empty_and_a_valid_one_is_stored_normalised(shop, anon_client):
    # when
    empty = place(anon_client, draft(shop, phone=""))
    typed = place(anon_client, draft(shop, phone="Tel. 0043 (664) 1234567"))

    # then
    assert (empty.status_code, typed.status_code) == (201, 201)
    assert sorted(Order.objects.values_list("phone", flat=True)) == ["", "+436641234567"]


@pytest.mark.parametrize(
    ("typed", "stored"),
    [("0664 1234567", "+436641234567"), ("0676 5551234", "+436765551234"), ("01 5220088", "+4315220088")],
)
def test_a_number_typed_the_austrian_way_is_accepted_and_stored_in_e164(shop, anon_client, typed, stored):
    # when
    response = place(anon_client, draft(shop, phone=typed))

    # then
    assert response.status_code == 201, response.content
    assert Order.objects.get().phone == stored


@pytest.mark.parametrize("url", ["/api/orders", "/api/orders/phone"])
def test_a_phone_order_takes_the_number_the_caller_says(shop, employee_client, url):
    # when: the counter employee types the caller's number as it is said
    response = employee_client.post(url, json.dumps(draft(shop, phone="0676 5551234")), content_type="application/json")

    # then
    assert response.status_code == 201, response.content
    assert Order.objects.get().phone == "+436765551234"


def test_a_phone_order_refuses_a_number_that_is_none(shop, employee_client):
    # when
    response = employee_client.post(
        "/api/orders/phone", json.dumps(draft(shop, phone="0664 12")), content_type="application/json"
    )

    # then
    assert errors_of(response) == [{"message": HINT, "code": "phone", "field": "phone"}]


def test_a_national_number_is_read_in_the_branchs_country(shop, anon_client):
    # given: a branch in Germany (030: Berlin)
    shop.branch.country = "DE"
    shop.branch.save()

    # when
    response = place(anon_client, draft(shop, phone="030 12345678"))

    # then
    assert response.status_code == 201, response.content
    assert Order.objects.get().phone == "+493012345678"


def test_staff_read_the_number_formatted(shop, anon_client, admin_client):
    # given
    order_id = place(anon_client, draft(shop, phone="0664 1234567")).json()["data"]["id"]

    # when
    body = admin_client.get(f"/api/orders/{order_id}").json()["data"]

    # then
    assert (body["phone"], body["phoneDisplay"]) == ("+436641234567", "+43 664 1234567")
