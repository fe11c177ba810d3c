import json

import pytest

from audit.models import LogEntry
from catalogue.models import Category, Donatee
from catalogue.tests.factories import CategoryFactory, DonateeFactory, MenuFactory, ProductFactory
from organisation.models import Tag
from organisation.tests.factories import TagFactory

FORBIDDEN = {"errors": [{"message": "Sie haben keine Berechtigung für diese Aktion.", "code": "permission_denied"}]}
CONFLICT = {
    "errors": [{"message": "Der Eintrag wird noch verwendet und kann nicht gelöscht werden.", "code": "protected"}]
}


def send(client, method, url, data=None):
    return getattr(client, method)(url, json.dumps(data) if data is not None else "", content_type="application/json")


# resource, model, factory, body to create, stored-and-sent result (without id), update body
RESOURCES = [
    (
        "categories",
        Category,
        CategoryFactory,
        {
            "name": "Frühstück",
            "image": {"id": 3, "version": 1, "extension": "webp"},
            "schedule": [{"type": "daily", "from": "06:00", "to": "11:00"}],
            "isVisibleWhenUnavailable": True,
            "position": 2,
        },
        {
            "name": "Frühstück",
            "image": {"id": 3, "version": 1, "extension": "webp"},
            "isEnabled": True,
            "schedule": [{"type": "daily", "date": None, "isClosed": False, "from": "06:00", "to": "11:00"}],
            "isVisibleWhenUnavailable": True,
            "position": 2,
            "departments": [],
        },
        {"isEnabled": False},
    ),
    (
        "tags",
        Tag,
        TagFactory,
        {"name": "Vegan", "weight": 5},
        {"name": "Vegan", "image": None, "weight": 5},
        {"image": {"id": 9, "extension": "png"}},
    ),
    (
        "donatees",
        Donatee,
        DonateeFactory,
        {"name": "Kinderhilfe Donauraum", "description": "Lernbetreuung für Kinder."},
        {"name": "Kinderhilfe Donauraum", "description": "Lernbetreuung für Kinder."},
        {"description": "Ferienwochen für Kinder."},
    ),
]
IDS = [resource[0] for resource in RESOURCES]


def rows(model):
    return list(model.objects.order_by("id").values())


@pytest.mark.parametrize(("resource", "model", "factory", "body", "result", "update"), RESOURCES, ids=IDS)
def test_admin_creates_reads_updates_and_deletes(admin_client, resource, model, factory, body, result, update):
    # when
    created = send(admin_client, "post", f"/api/{resource}", body)
    item_id = created.json()["data"]["id"]
    listed = admin_client.get(f"/api/{resource}")
    fetched = admin_client.get(f"/api/{resource}/{item_id}")
    updated = send(admin_client, "put", f"/api/{resource}/{item_id}", update)
    deleted = admin_client.delete(f"/api/{resource}/{item_id}")

    # then
    assert created.status_code == 201
    assert created.json() == {"data": {"id": item_id, **result}}
    assert listed.json() == {"data": [{"id": item_id, **result}], "meta": {"total": 1, "page": 1, "pageSize": 25}}
    assert fetched.json() == {"data": {"id": item_id, **result}}
    assert updated.status_code == 200
    expected_update = {key: value for key, value in update.items()}
    if "image" in update:
        expected_update["image"] = {**update["image"], "version": 0}
    assert updated.json()["data"] == {"id": item_id, **result, **expected_update}
    assert deleted.status_code == 204
    assert model.objects.count() == 0
    assert list(LogEntry.objects.order_by("id").values_list("action", flat=True)) == ["create", "update", "delete"]


@pytest.mark.parametrize(("resource", "model", "factory", "body", "result", "update"), RESOURCES, ids=IDS)
def test_employee_reads_but_may_not_write(employee_client, resource, model, factory, body, result, update):
    # given
    item = factory()
    before = rows(model)

    # when
    listed = employee_client.get(f"/api/{resource}")
    responses = [
        send(employee_client, "post", f"/api/{resource}", body),
        send(employee_client, "put", f"/api/{resource}/{item.id}", update),
        employee_client.delete(f"/api/{resource}/{item.id}"),
    ]

    # then
    assert listed.status_code == 200
    assert [response.status_code for response in responses] == [403, 403, 403]
    assert all(response.json() == FORBIDDEN for response in responses)
    assert rows(model) == before


@pytest.mark.parametrize(
    ("resource", "factory", "query", "names"),
    [
        ("categories", CategoryFactory, "q=früh", ["Frühstück"]),
        ("tags", TagFactory, "q=veg", ["Vegan"]),
        ("donatees", DonateeFactory, "q=lernbetreuung", ["Frühstück"]),
    ],
)
def test_search(admin_client, resource, factory, query, names):
    # given
    factory(name="Frühstück", **({"description": "Lernbetreuung"} if resource == "donatees" else {}))
    factory(name="Vegan")

    # when
    response = admin_client.get(f"/api/{resource}?{query}")

    # then
    assert [item["name"] for item in response.json()["data"]] == names


def test_categories_filter_by_enabled_and_order_by_position(admin_client):
    # given
    CategoryFactory(name="Brot", position=2)
    CategoryFactory(name="Gebäck", position=1)
    CategoryFactory(name="Saisonal", position=0, is_enabled=False)

    # when
    enabled = admin_client.get("/api/categories?isEnabled=true")
    by_name = admin_client.get("/api/categories?ordering=-name")

    # then
    assert [item["name"] for item in enabled.json()["data"]] == ["Gebäck", "Brot"]
    assert [item["name"] for item in by_name.json()["data"]] == ["Saisonal", "Gebäck", "Brot"]


@pytest.mark.parametrize(
    ("resource", "body", "errors"),
    [
        (
            "categories",
            {"name": "Frühstück", "schedule": [{"type": "once", "from": "06:00", "to": "11:00"}]},
            [("schedule.0.date", "Bitte geben Sie ein Datum an.", "invalid")],
        ),
        (
            "categories",
            {"name": "Frühstück", "image": {"id": 0, "extension": "JPG!"}},
            [
                ("image.id", "Bitte geben Sie einen Wert größer oder gleich 1 an.", "min_value"),
                ("image.extension", "Dieser Wert passt nicht zu dem erforderlichen Muster.", "invalid"),
            ],
        ),
        ("categories", {"image": None}, [("name", "Dieses Feld ist erforderlich.", "required")]),
        ("tags", {"name": "vegan"}, [("name", "Dieser Name ist bereits vergeben.", "unique")]),
        ("donatees", {"name": ""}, [("name", "Dieses Feld darf nicht leer sein.", "blank")]),
    ],
)
def test_invalid_bodies_are_refused(admin_client, resource, body, errors):
    # given
    TagFactory(name="Vegan")
    before = {model: rows(model) for model in (Category, Tag, Donatee)}

    # when
    response = send(admin_client, "post", f"/api/{resource}", body)

    # then
    assert response.status_code == 400
    assert response.json() == {
        "errors": [{"message": message, "code": code, "field": field} for field, message, code in errors]
    }
    assert {model: rows(model) for model in (Category, Tag, Donatee)} == before


def test_category_in_a_menu_cannot_be_deleted(admin_client):
    # given
    category = CategoryFactory()
    MenuFactory(catalog=[(category, [])])

    # when
    response = admin_client.delete(f"/api/categories/{category.id}")

    # then
    assert response.status_code == 409
    assert response.json() == CONFLICT
    assert Category.objects.count() == 1


def test_tag_on_a_product_cannot_be_deleted(admin_client):
    # given
    tag = TagFactory()
    ProductFactory(tags=[tag])

    # when
    response = admin_client.delete(f"/api/tags/{tag.id}")

    # then
    assert response.status_code == 409
    assert response.json() == CONFLICT
    assert Tag.objects.count() == 1
    assert LogEntry.objects.count() == 0
