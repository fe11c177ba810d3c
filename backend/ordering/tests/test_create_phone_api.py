"""POST /api/orders: the phone number is checked as it is stored (normalised: digits and '+')."""

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


def test_a_required_phone_with_digits_but_without_plus_gets_the_format_hint(shop, anon_client):
    # given
    data = draft(shop, [item(shop.schnitzel), item(shop.cola, 2)], isDelivery=True, deliveryArea=shop.area.id)
    data["phone"] = "Tel. 0664 1234567"

    # when / then
    assert refused(anon_client, data) == [{"message": HINT, "code": "phone", "field": "phone"}]


def test_an_optional_phone_may_stay_empty_and_a_valid_one_is_stored_normalised(shop, anon_client):
    # when
    empty = place(anon_client, draft(shop, phone=""))
    typed = place(anon_client, draft(shop, phone="Tel. 0043 (664) 1234567"))

    # then
    assert (empty.status_code, typed.status_code) == (201, 201)
    assert sorted(Order.objects.values_list("phone", flat=True)) == ["", "+436641234567"]
