import json

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from audit.models import LogEntry
from catalogue.models import Product
from catalogue.tests.factories import CategoryFactory, MenuFactory, ProductFactory
from organisation.tests.factories import TagFactory

FORBIDDEN = {"errors": [{"message": "Sie haben keine Berechtigung für diese Aktion.", "code": "permission_denied"}]}


def send(client, method, url, data=None):
    return getattr(client, method)(url, json.dumps(data) if data is not None else "", content_type="application/json")


def product_rows():
    return list(Product.objects.order_by("id").values())


def schnitzel_body(tag_id):
    return {
        "name": "Wiener Schnitzel",
        "description": "Vom Kalb, mit Zitrone.",
        "allergens": "A, C, G",
        "type": "configurable",
        "price": "21.9",
        "unit": "serving",
        "alternativeUnits": [{"unit": "person", "ratio": "1", "calculationModel": "fixed"}],
        "minimumQuantity": "1",
        "maximumQuantity": "20",
        "quantityStepSize": "1",
        "defaultQuantity": "1",
        "defaultUnit": None,
        "calculationModel": "fixed",
        "images": [{"id": 7, "version": 2, "extension": "jpg"}],
        "isPriceHidden": False,
        "isEnabled": True,
        "schedule": [{"type": "daily", "from": "11:00", "to": "22:00"}],
        "isStepByStep": True,
        "config": {
            "parts": [
                {
                    "name": "Beilage",
                    "type": "select",
                    "options": [{"name": "Pommes"}, {"name": "Reis", "modifier": "add", "value": "0"}],
                },
                {
                    "name": "Extras",
                    "description": "Nach Wahl",
                    "type": "multiselect",
                    "optional": True,
                    "options": [{"name": "Preiselbeeren", "modifier": "add", "value": "0.9"}],
                },
                {"name": "Wunsch", "type": "textarea", "optional": True, "maxLength": 200},
            ]
        },
        "tax": "10",
        "takeawayTax": "10",
        "dineInTax": "10",
        "isLeadTimeEnabled": True,
        "leadTimeType": "hours",
        "leadTimeValue": 2,
        "tags": [tag_id],
    }


def test_admin_creates_a_configurable_product(admin_client, admin_user):
    # given
    tag = TagFactory(name="Klassiker")

    # when
    response = send(admin_client, "post", "/api/products", schnitzel_body(tag.id))

    # then
    assert response.status_code == 201
    product = Product.objects.get()
    assert response.json() == {
        "data": {
            "id": product.id,
            "name": "Wiener Schnitzel",
            "description": "Vom Kalb, mit Zitrone.",
            "allergens": "A, C, G",
            "type": "configurable",
            "price": "21.90",
            "unit": "serving",
            "alternativeUnits": [
                {
                    "unit": "person",
                    "ratio": "1",
                    "calculationModel": "fixed",
                    "minimumQuantity": None,
                    "maximumQuantity": None,
                    "quantityStepSize": None,
                }
            ],
            "minimumQuantity": "1",
            "maximumQuantity": "20",
            "quantityStepSize": "1",
            "defaultQuantity": "1",
            "defaultUnit": None,
            "calculationModel": "fixed",
            "images": [{"id": 7, "version": 2, "extension": "jpg"}],
            "isPriceHidden": False,
            "isEnabled": True,
            "schedule": [{"type": "daily", "date": None, "isClosed": False, "from": "11:00", "to": "22:00"}],
            "isStepByStep": True,
            "config": {
                "parts": [
                    {
                        "name": "Beilage",
                        "description": "",
                        "type": "select",
                        "optional": False,
                        "options": [
                            {"name": "Pommes", "modifier": "add", "value": "0.00"},
                            {"name": "Reis", "modifier": "add", "value": "0.00"},
                        ],
                        "maxLength": None,
                    },
                    {
                        "name": "Extras",
                        "description": "Nach Wahl",
                        "type": "multiselect",
                        "optional": True,
                        "options": [{"name": "Preiselbeeren", "modifier": "add", "value": "0.90"}],
                        "maxLength": None,
                    },
                    {
                        "name": "Wunsch",
                        "description": "",
                        "type": "textarea",
                        "optional": True,
                        "options": [],
                        "maxLength": 200,
                    },
                ]
            },
            "tax": "10.00",
            "takeawayTax": "10.00",
            "dineInTax": "10.00",
            "isLeadTimeEnabled": True,
            "leadTimeType": "hours",
            "leadTimeValue": 2,
            "tags": [tag.id],
            "categories": [],
        }
    }
    # stored in the wire shape the ordering rules read (contracts/README.md)
    assert product.alternative_units == [
        {
            "unit": "person",
            "ratio": "1",
            "calculationModel": "fixed",
            "minimumQuantity": None,
            "maximumQuantity": None,
            "quantityStepSize": None,
        }
    ]
    assert product.config["parts"][1]["options"] == [{"name": "Preiselbeeren", "modifier": "add", "value": "0.90"}]
    entry = LogEntry.objects.get()
    assert (entry.action, entry.entity, entry.entity_id, entry.user) == (
        "create",
        "product",
        str(product.id),
        admin_user,
    )
    assert entry.changes["tags"] == {"old": None, "new": [tag.id]}


def test_weighed_bread_in_kilogram_orderable_in_decagram(admin_client):
    # given
    body = {
        "name": "Bauernbrot",
        "price": "5.80",
        "unit": "kilogram",
        "calculationModel": "approximate",
        "minimumQuantity": "0.5",
        "maximumQuantity": "5",
        "quantityStepSize": "0.50",
        "defaultUnit": "decagram",
        "defaultQuantity": "50",
        "alternativeUnits": [
            {"unit": "decagram", "minimumQuantity": "25", "maximumQuantity": "500", "quantityStepSize": "5"}
        ],
    }

    # when
    response = send(admin_client, "post", "/api/products", body)

    # then
    assert response.status_code == 201
    data = response.json()["data"]
    assert (data["quantityStepSize"], data["defaultQuantity"], data["defaultUnit"]) == ("0.5", "50", "decagram")
    assert data["alternativeUnits"] == [
        {
            "unit": "decagram",
            "ratio": None,
            "calculationModel": None,
            "minimumQuantity": "25",
            "maximumQuantity": "500",
            "quantityStepSize": "5",
        }
    ]


RATIO_MISSING = "Bitte geben Sie ein Verhältnis an: Kilogramm lässt sich nicht in Stück umrechnen."


@pytest.mark.parametrize(
    ("changes", "errors"),
    [
        ({"unit": "kiste"}, [("unit", "Unbekannte Einheit.", "unknown_unit")]),
        ({"price": "-1"}, [("price", "Bitte geben Sie einen Wert größer oder gleich 0 an.", "min_value")]),
        ({"tax": "100.01"}, [("tax", "Bitte geben Sie einen Wert kleiner oder gleich 100 an.", "max_value")]),
        ({"dineInTax": "-0.5"}, [("dineInTax", "Bitte geben Sie einen Wert größer oder gleich 0 an.", "min_value")]),
        (
            {"quantityStepSize": "0"},
            [("quantityStepSize", "Bitte geben Sie einen Wert größer als 0 an.", "min_value")],
        ),
        (
            {"minimumQuantity": "5", "maximumQuantity": "2", "defaultQuantity": "3"},
            [("minimumQuantity", "Die Mindestmenge darf nicht größer als die Höchstmenge sein.", "invalid")],
        ),
        (
            {"defaultQuantity": "21"},
            [("defaultQuantity", "Die Standardmenge muss zwischen Mindest- und Höchstmenge liegen.", "invalid")],
        ),
        (
            {"alternativeUnits": [{"unit": "kilogram"}]},
            [("alternativeUnits.0.ratio", RATIO_MISSING, "ratio_required")],
        ),
        (
            {"alternativeUnits": [{"unit": "package", "ratio": "6"}, {"unit": "package", "ratio": "12"}]},
            [("alternativeUnits.1.unit", "Diese Einheit ist bereits angegeben.", "invalid")],
        ),
        (
            {"alternativeUnits": [{"unit": "piece", "ratio": "1"}]},
            [
                (
                    "alternativeUnits.0.unit",
                    "Die alternative Einheit muss sich von der Einheit unterscheiden.",
                    "invalid",
                )
            ],
        ),
        (
            {"alternativeUnits": [{"unit": "dose", "ratio": "0"}]},
            [
                ("alternativeUnits.0.unit", "Unbekannte Einheit.", "unknown_unit"),
                ("alternativeUnits.0.ratio", "Bitte geben Sie einen Wert größer als 0 an.", "min_value"),
            ],
        ),
        (
            {"defaultUnit": "kilogram"},
            [
                (
                    "defaultUnit",
                    "Die Standardeinheit muss die Einheit oder eine der alternativen Einheiten sein.",
                    "invalid",
                )
            ],
        ),
        (
            {"config": {"parts": [{"name": "Beilage", "type": "select"}]}},
            [("config.parts.0.options", "Bitte geben Sie mindestens eine Option an.", "options_required")],
        ),
        (
            {"config": {"parts": [{"name": "Gruß", "type": "text", "options": [{"name": "A"}]}]}},
            [("config.parts.0.options", "Optionen sind nur bei Auswahl und Mehrfachauswahl möglich.", "invalid")],
        ),
        (
            {"config": {"parts": [{"name": "Größe", "type": "select", "options": [{"name": "A"}], "maxLength": 30}]}},
            [
                (
                    "config.parts.0.maxLength",
                    "Eine Höchstlänge ist nur bei Text und mehrzeiligem Text möglich.",
                    "invalid",
                )
            ],
        ),
        (
            {"config": {"parts": [{"name": "Aufschrift", "type": "text", "maxLength": 0}]}},
            [("config.parts.0.maxLength", "Bitte geben Sie einen Wert größer oder gleich 1 an.", "min_value")],
        ),
        (
            {"config": {"parts": [{"name": "Beilage", "type": "radio"}]}},
            [("config.parts.0.type", '"radio" ist keine gültige Option.', "invalid_choice")],
        ),
        (
            {
                "config": {
                    "parts": [{"name": "B", "type": "multiselect", "options": [{"name": "A", "modifier": "times"}]}]
                }
            },
            [("config.parts.0.options.0.modifier", '"times" ist keine gültige Option.', "invalid_choice")],
        ),
        (
            {"config": {"parts": [{"name": "B", "type": "select", "options": [{"name": "A", "value": "x"}]}]}},
            [("config.parts.0.options.0.value", "Eine gültige Zahl ist erforderlich.", "invalid")],
        ),
        (
            {"config": {"parts": [{"type": "select", "options": [{"name": "A"}]}]}},
            [("config.parts.0.name", "Dieses Feld ist erforderlich.", "required")],
        ),
        (
            {"leadTimeValue": -1},
            [("leadTimeValue", "Bitte geben Sie einen Wert größer oder gleich 0 an.", "min_value")],
        ),
        ({"leadTimeType": "months"}, [("leadTimeType", '"months" ist keine gültige Option.', "invalid_choice")]),
        (
            {"schedule": [{"type": "daily", "from": "11:00", "to": "10:00"}]},
            [("schedule.0.to", "Die Endzeit muss nach der Startzeit liegen.", "invalid")],
        ),
        ({"tags": [999]}, [("tags", 'Der Eintrag "999" existiert nicht.', "does_not_exist")]),
        ({"images": [{"id": 1}]}, [("images.0.extension", "Dieses Feld ist erforderlich.", "required")]),
        ({"colour": "rot"}, [("colour", "Unbekanntes Feld.", "unknown_field")]),
    ],
)
def test_invalid_product_is_refused_with_german_field_errors(admin_client, changes, errors):
    # given
    body = {"name": "Semmel", "price": "0.55", "unit": "piece", "maximumQuantity": "20", **changes}

    # when
    response = send(admin_client, "post", "/api/products", body)

    # then
    assert response.status_code == 400
    assert response.json() == {
        "errors": [{"message": message, "code": code, "field": field} for field, message, code in errors]
    }
    assert Product.objects.count() == 0


def test_update_checks_limits_against_the_stored_values(admin_client):
    # given
    product = ProductFactory(minimum_quantity="2", maximum_quantity="10", default_quantity="2")
    before = product_rows()

    # when
    response = send(admin_client, "put", f"/api/products/{product.id}", {"maximumQuantity": "1"})

    # then
    assert response.status_code == 400
    assert response.json()["errors"] == [
        {
            "message": "Die Mindestmenge darf nicht größer als die Höchstmenge sein.",
            "code": "invalid",
            "field": "minimumQuantity",
        }
    ]
    assert product_rows() == before


def test_update_changes_only_the_sent_fields(admin_client):
    # given
    product = ProductFactory(name="Semmel", price="0.55", tags=[TagFactory()])

    # when
    response = send(admin_client, "put", f"/api/products/{product.id}", {"price": "0.60", "tags": []})

    # then
    assert response.status_code == 200
    product.refresh_from_db()
    assert (product.name, str(product.price), list(product.tags.all())) == ("Semmel", "0.60", [])
    assert LogEntry.objects.get().changes["price"] == {"old": "0.55", "new": "0.60"}


@pytest.mark.parametrize(
    ("method", "url"), [("post", "/api/products"), ("put", "/api/products/{id}"), ("delete", "/api/products/{id}")]
)
def test_employee_reads_products_but_may_not_change_them(employee_client, method, url):
    # given
    product = ProductFactory(name="Semmel")
    before = product_rows()

    # when
    read = employee_client.get(f"/api/products/{product.id}")
    response = send(employee_client, method, url.format(id=product.id), {"name": "Weckerl", "price": "1"})

    # then
    assert read.status_code == 200
    assert response.status_code == 403
    assert response.json() == FORBIDDEN
    assert product_rows() == before


def test_anonymous_and_roleless_users_are_refused(anon_client, roleless_client):
    assert anon_client.get("/api/products").status_code == 401
    assert roleless_client.get("/api/products").status_code == 403


def test_product_filters_and_search(admin_client):
    # given
    vegan = TagFactory(name="Vegan")
    brot = ProductFactory(name="Bauernbrot", description="Sauerteig", tags=[vegan])
    semmel = ProductFactory(name="Semmel", description="knusprig")
    torte = ProductFactory(name="Sachertorte", type="configurable", is_enabled=False)
    bread = CategoryFactory(name="Brot")
    MenuFactory(catalog=[(bread, [brot, semmel]), (CategoryFactory(), [torte])])
    MenuFactory(catalog=[(CategoryFactory(), [brot])])

    def names(query):
        response = admin_client.get(f"/api/products?{query}")
        assert response.status_code == 200, response.json()
        return [item["name"] for item in response.json()["data"]]

    # when / then
    assert names(f"category={bread.id}") == ["Bauernbrot", "Semmel"]
    assert names(f"tag={vegan.id}") == ["Bauernbrot"]
    assert names("isEnabled=false") == ["Sachertorte"]
    assert names("type=configurable") == ["Sachertorte"]
    assert names("q=sauerteig") == ["Bauernbrot"]
    assert names("ordering=-name") == ["Semmel", "Sachertorte", "Bauernbrot"]
    assert admin_client.get("/api/products?type=bundle").json()["meta"]["total"] == 0


def test_deleting_a_product_in_a_menu_is_a_conflict(admin_client):
    # given
    product = ProductFactory()
    MenuFactory(catalog=[(CategoryFactory(), [product])])
    before = product_rows()

    # when
    response = admin_client.delete(f"/api/products/{product.id}")

    # then
    assert response.status_code == 409
    assert response.json() == {
        "errors": [{"message": "Der Eintrag wird noch verwendet und kann nicht gelöscht werden.", "code": "protected"}]
    }
    assert product_rows() == before
    assert LogEntry.objects.count() == 0


def test_admin_deletes_an_unused_product(admin_client):
    # given
    product = ProductFactory(tags=[TagFactory()])

    # when
    response = admin_client.delete(f"/api/products/{product.id}")

    # then
    assert response.status_code == 204
    assert Product.objects.count() == 0
    assert LogEntry.objects.get().action == "delete"


def count_queries(client, url) -> int:
    with CaptureQueriesContext(connection) as context:
        assert client.get(url).status_code == 200
    return len(context.captured_queries)


def test_product_list_queries_do_not_grow_with_rows(admin_client):
    # given
    tags = TagFactory.create_batch(3)
    ProductFactory.create_batch(2, tags=tags)
    small = count_queries(admin_client, "/api/products")
    ProductFactory.create_batch(18, tags=tags)

    # when
    large = count_queries(admin_client, "/api/products")

    # then
    assert large == small
