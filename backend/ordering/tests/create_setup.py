"""The shop the order creation tests buy from, the draft they send and how they check that nothing changed."""

import json
from dataclasses import dataclass

from catalogue.models import Product
from catalogue.tests.factories import CategoryFactory, MenuFactory, ProductFactory
from ordering.models import Order, OrderItem, TicketCounter
from organisation.models import Branch, DeliveryArea
from organisation.tests.factories import DeliveryAreaFactory

URL = "/api/orders"


def option(name, value="0.00", modifier="add"):
    return {"name": name, "modifier": modifier, "value": value}


def part(name, kind, options=(), optional=False):
    return {"name": name, "description": "", "type": kind, "optional": optional, "options": list(options)}


@dataclass
class Shop:
    branch: Branch
    area: DeliveryArea
    cheese: Product
    schnitzel: Product
    cola: Product
    secret: Product


def build_shop(branch: Branch) -> Shop:
    branch.is_delivery_enabled = True
    branch.is_dine_in_enabled = True
    branch.save()
    area = DeliveryAreaFactory(
        branch=branch,
        area="Wien 6",
        postcodes=["1060"],
        price="3.90",
        tax="20.00",
        minimum_order_value="15.00",
        free_from_order_value="50",
    )
    # priced per kilogram, ordered by default in kilograms; decagrams are the non-default unit
    cheese = ProductFactory(
        name="Bergkäse vom Laib",
        type="configurable",
        price="28.00",
        unit="kilogram",
        minimum_quantity="0.1",
        maximum_quantity="5",
        quantity_step_size="0.1",
        default_quantity="0.5",
        alternative_units=[
            {
                "unit": "decagram",
                "ratio": None,
                "calculationModel": "fixed",
                "minimumQuantity": "10",
                "maximumQuantity": "500",
                "quantityStepSize": "5",
            }
        ],
        config={
            "parts": [
                part("Reifung", "select", [option("Jung"), option("Alt", "4.00")]),
                part("Extras", "multiselect", [option("Nüsse", "1.50"), option("Trauben", "2.00")], optional=True),
                part("Gruß", "text", optional=True),
            ]
        },
        tax="10.00",
        takeaway_tax="10.00",
        dine_in_tax="10.00",
    )
    schnitzel = ProductFactory(
        name="Wiener Schnitzel", price="12.90", tax="10.00", takeaway_tax="13.00", dine_in_tax="20.00"
    )
    cola = ProductFactory(name="Cola 0,5 l", price="3.50", tax="20.00", takeaway_tax="20.00", dine_in_tax="20.00")
    secret = ProductFactory(name="Geheimrezept", price="1.00")
    MenuFactory(branches=[branch], catalog=[(CategoryFactory(name="Alles"), [cheese, schnitzel, cola])])
    return Shop(branch=branch, area=area, cheese=cheese, schnitzel=schnitzel, cola=cola, secret=secret)


def item(product, amount="1", unit=None, parts=None) -> dict:
    data = {"product": product.id, "amount": amount, "parts": parts or []}
    if unit is not None:
        data["unit"] = unit
    return data


def draft(shop: Shop, items=None, **fields) -> dict:
    """A takeaway order paid in cash with every field the test branch asks for."""
    data = {
        "branch": shop.branch.id,
        "items": items if items is not None else [item(shop.schnitzel)],
        "isDelivery": False,
        "isDineIn": False,
        "appointmentDate": None,
        "firstName": "Erika",
        "lastName": "Musterfrau",
        "street": "Mariahilfer Straße 1",
        "zipCode": "1060",
        "city": "Wien",
        "country": "AT",
        "phone": "+43 664 1234567",
        "email": "erika@example.com",
        "paymentMethod": "cash",
        "legalInstructions": True,
        "privacyPolicy": True,
    }
    data.update(fields)
    return data


def delivery_draft(shop: Shop, items=None, **fields) -> dict:
    return draft(shop, items, isDelivery=True, deliveryArea=shop.area.id, **fields)


def place(client, data, **headers):
    return client.post(URL, json.dumps(data), content_type="application/json", **headers)


def stored_state():
    """Orders, items and ticket counters as stored: a refused order must leave them as they were."""
    return (
        list(Order.objects.order_by("id").values()),
        list(OrderItem.objects.order_by("id").values()),
        list(TicketCounter.objects.order_by("id").values()),
    )


def errors_of(response) -> list[dict]:
    assert response.status_code == 400, response.content
    return response.json()["errors"]
