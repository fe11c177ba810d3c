"""PUT /api/orders/{id}/items/{index}: staff change one item; the order is re-priced, audited, its ETag moves."""

import datetime
import json

import pytest

from audit.models import LogEntry
from ordering.models import Order, OrderItem

from .create_setup import delivery_draft, errors_of, item, place, stored_state
from .helpers import NOT_FOUND


@pytest.fixture
def placed(shop, anon_client):
    """The delivery order of the 'Done means' test: 50 dag aged cheese with nuts, two Colas (27.65)."""
    cheese = item(shop.cheese, "50", "decagram", [{"options": [1]}, {"options": [0]}])
    response = place(anon_client, delivery_draft(shop, [cheese, item(shop.cola, 2)]))
    assert response.status_code == 201, response.content
    return Order.objects.get()


def put(client, order, index, data):
    return client.put(f"/api/orders/{order.id}/items/{index}", json.dumps(data), content_type="application/json")


def test_staff_change_an_item_and_the_order_is_re_priced(shop, placed, employee_client, anon_client, clock):
    # given
    status_url = f"/api/orders/public/{placed.uid}/{placed.hash}"
    etag = anon_client.get(status_url)["ETag"]
    clock.now += datetime.timedelta(minutes=5)

    # when: 1 kg (100 dag) aged cheese without extras
    response = put(employee_client, placed, 0, item(shop.cheese, "100", "decagram", [{"options": [1]}]))

    # then: by hand
    #   cheese: (28.00 + 4.00) per kg x 1 kg = 32.00 at 10 %; colas unchanged 7.00 at 20 %
    #   gross 39.00 (< 50.00 free) -> fee 3.90 at 20 %
    #   net 10 %: 32.00 / 1.10 = 29.0909, tax 2.9091; net 20 %: 5.8333, tax 1.1667 + fee tax 0.65 = 1.8167
    #   totalNet = 29.0909 + 5.8333 + 3.25 = 38.1742; totalGross = 42.90
    assert response.status_code == 200, response.content
    body = response.json()["data"]
    assert body["pricing"] == {
        "gross": "39.00",
        "net": "34.9242",
        "deliveryGross": "3.90",
        "totalNet": "38.1742",
        "totalGross": "42.90",
        "taxes": {"10.00": "2.9091", "20.00": "1.8167"},
        "isApproximate": False,
    }
    assert body["items"][0]["amount"] == "100"
    assert body["items"][0]["parts"][1] == {"name": "Extras", "type": "multiselect", "names": []}
    assert [i["gross"] for i in body["items"]] == ["32.00", "7.00"]
    # the status page's ETag changes, and the change is in the audit log
    assert anon_client.get(status_url)["ETag"] != etag
    entry = LogEntry.objects.get(entity="order", action="update")
    assert entry.entity_id == str(placed.id)
    assert entry.changes["total_gross"] == {"old": "27.65", "new": "42.90"}


def test_the_item_keeps_the_price_it_was_ordered_at(shop, placed, employee_client):
    # given: the catalogue price rises after the order
    shop.cheese.price = "99.00"
    shop.cheese.save()

    # when
    response = put(
        employee_client, placed, 0, item(shop.cheese, "50", "decagram", [{"options": [1]}, {"options": [0]}])
    )

    # then
    assert response.json()["data"]["pricing"]["totalGross"] == "27.65"


def test_another_product_is_priced_from_the_catalogue(shop, placed, employee_client):
    # when: the Colas become one Schnitzel (delivery tax 10 %)
    response = put(employee_client, placed, 1, item(shop.schnitzel))

    # then: 16.75 + 12.90 = 29.65 at 10 % + fee 3.90
    assert response.status_code == 200, response.content
    pricing = response.json()["data"]["pricing"]
    assert (pricing["gross"], pricing["totalGross"]) == ("29.65", "33.55")
    assert OrderItem.objects.get(position=1).product["name"] == "Wiener Schnitzel"


@pytest.mark.parametrize(
    ("data", "errors"),
    [
        (
            {"amount": "17"},
            [
                {
                    "message": "Bergkäse vom Laib: Die Menge muss in Schritten von 5 dag angegeben werden.",
                    "field": "amount",
                    "code": "invalid_item",
                }
            ],
        ),
        (
            {"parts": []},
            [
                {
                    "message": "Bergkäse vom Laib: Bitte wählen Sie eine Option aus.",
                    "field": "parts.0",
                    "code": "invalid_item",
                }
            ],
        ),
        ({"price": "1.00"}, [{"message": "Unbekanntes Feld.", "field": "price", "code": "unknown_field"}]),
    ],
)
def test_an_invalid_item_changes_nothing(shop, placed, employee_client, data, errors):
    # given
    before = stored_state()
    body = {**item(shop.cheese, "50", "decagram", [{"options": [1]}]), **data}

    # when
    response = put(employee_client, placed, 0, body)

    # then
    assert errors_of(response) == errors
    assert stored_state() == before
    assert not LogEntry.objects.filter(entity="order").exists()


@pytest.mark.parametrize("product", ["secret", "disabled"])
def test_a_product_not_on_the_branchs_menu_is_refused(shop, placed, employee_client, product):
    # given: the secret recipe is on no menu; the Schnitzel is taken off the menu (disabled)
    shop.schnitzel.is_enabled = False
    shop.schnitzel.save()
    before = stored_state()

    # when
    response = put(employee_client, placed, 1, item(shop.secret if product == "secret" else shop.schnitzel))

    # then: the Schnitzel, listed by the menu, is named; the secret recipe is not disclosed
    message = "Dieses Produkt" if product == "secret" else "Wiener Schnitzel"
    assert errors_of(response) == [
        {"message": f"{message} ist derzeit nicht verfügbar.", "field": "product", "code": "product_unavailable"}
    ]
    assert stored_state() == before
    assert not LogEntry.objects.filter(entity="order").exists()


@pytest.mark.parametrize("status", ["completed", "rejected", "canceled"])
def test_an_order_in_a_final_state_keeps_its_items(shop, placed, employee_client, status):
    # given
    Order.objects.filter(pk=placed.pk).update(status=status)
    before = stored_state()

    # when
    response = put(employee_client, placed, 0, item(shop.cheese, "100", "decagram", [{"options": [1]}]))

    # then: the same refusal as PUT /api/orders/{id}
    assert response.status_code == 409
    assert response.json() == {
        "errors": [{"message": "Bestellung konnte nicht gespeichert werden.", "code": "order_closed"}]
    }
    assert stored_state() == before
    assert not LogEntry.objects.filter(entity="order").exists()


def test_a_bad_index_or_an_order_out_of_reach_is_404(shop, placed, employee_client, other_branch):
    # given
    placed_elsewhere = Order.objects.filter(pk=placed.pk)
    before = stored_state()

    # when
    bad_index = put(employee_client, placed, 2, item(shop.cola))
    placed_elsewhere.update(branch=other_branch)
    out_of_reach = put(employee_client, placed, 0, item(shop.cola))

    # then
    assert (bad_index.status_code, bad_index.json()) == (404, NOT_FOUND)
    assert out_of_reach.status_code == 404
    assert stored_state()[1:] == before[1:]


def test_customers_cannot_change_items(shop, placed, anon_client):
    # when
    response = put(anon_client, placed, 0, item(shop.cola))

    # then
    assert response.status_code == 401
    assert OrderItem.objects.get(position=0).product_id == shop.cheese.id
