import json

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from audit.models import LogEntry
from catalogue.models import Menu, MenuCategory, MenuProduct
from catalogue.tests.factories import CategoryFactory, MenuFactory, ProductFactory
from organisation.tests.factories import BranchFactory

FORBIDDEN = {"errors": [{"message": "Sie haben keine Berechtigung für diese Aktion.", "code": "permission_denied"}]}
NOT_FOUND = {"errors": [{"message": "Der Eintrag wurde nicht gefunden.", "code": "not_found"}]}


def send(client, method, url, data=None):
    return getattr(client, method)(url, json.dumps(data) if data is not None else "", content_type="application/json")


def menu_state():
    """Every stored menu row with its branches and catalog, to prove that nothing changed."""
    return {
        "menus": list(Menu.objects.order_by("id").values()),
        "branches": list(Menu.branches.through.objects.order_by("id").values_list("menu_id", "branch_id")),
        "entries": list(MenuCategory.objects.order_by("id").values()),
        "items": list(MenuProduct.objects.order_by("id").values()),
    }


@pytest.fixture
def catalogue():
    soups, mains = CategoryFactory(name="Suppen"), CategoryFactory(name="Hauptspeisen")
    products = {name: ProductFactory(name=name) for name in ("Frittatensuppe", "Schnitzel", "Gulasch")}
    return {"soups": soups, "mains": mains, **products}


@pytest.fixture
def own_menu(branch, catalogue):
    return MenuFactory(
        name="Mariahilf",
        branches=[branch],
        catalog=[(catalogue["soups"], [catalogue["Frittatensuppe"]]), (catalogue["mains"], [catalogue["Gulasch"]])],
    )


@pytest.fixture
def other_menu(other_branch, catalogue):
    return MenuFactory(name="Graz", branches=[other_branch], catalog=[(catalogue["mains"], [catalogue["Schnitzel"]])])


def test_admin_creates_a_menu_with_an_ordered_catalog(admin_client, admin_user, branch, other_branch, catalogue):
    # given
    body = {
        "name": "Winterkarte",
        "availableFrom": "2026-11-01T05:00:00Z",
        "branches": [branch.id, other_branch.id],
        "catalog": [
            {"category": catalogue["mains"].id, "products": [catalogue["Schnitzel"].id, catalogue["Gulasch"].id]},
            {"category": catalogue["soups"].id, "products": [catalogue["Frittatensuppe"].id]},
        ],
    }

    # when
    response = send(admin_client, "post", "/api/menus", body)

    # then
    assert response.status_code == 201
    menu = Menu.objects.get()
    assert response.json() == {"data": {"id": menu.id, **body}}
    assert list(menu.entries.values_list("category_id", "position")) == [
        (catalogue["mains"].id, 0),
        (catalogue["soups"].id, 1),
    ]
    entry = LogEntry.objects.get()
    assert (entry.action, entry.entity, entry.user) == ("create", "menu", admin_user)
    assert entry.changes["catalog"] == {"old": None, "new": body["catalog"]}
    assert entry.changes["branches"] == {"old": None, "new": sorted([branch.id, other_branch.id])}


def test_update_replaces_the_catalog_and_is_audited(admin_client, own_menu, catalogue):
    # given
    new_catalog = [
        {"category": catalogue["mains"].id, "products": [catalogue["Gulasch"].id, catalogue["Schnitzel"].id]}
    ]

    # when
    response = send(admin_client, "put", f"/api/menus/{own_menu.id}", {"catalog": new_catalog})

    # then
    assert response.status_code == 200
    assert response.json()["data"]["catalog"] == new_catalog
    assert response.json()["data"]["name"] == "Mariahilf"
    assert MenuCategory.objects.count() == 1
    assert list(MenuProduct.objects.order_by("position").values_list("product_id", flat=True)) == [
        catalogue["Gulasch"].id,
        catalogue["Schnitzel"].id,
    ]
    entry = LogEntry.objects.get()
    assert entry.action == "update"
    assert entry.changes == {
        "catalog": {
            "old": [
                {"category": catalogue["soups"].id, "products": [catalogue["Frittatensuppe"].id]},
                {"category": catalogue["mains"].id, "products": [catalogue["Gulasch"].id]},
            ],
            "new": new_catalog,
        }
    }


def test_deleting_a_menu_removes_its_catalog_and_is_audited(admin_client, own_menu):
    # when
    response = admin_client.delete(f"/api/menus/{own_menu.id}")

    # then
    assert response.status_code == 204
    assert menu_state() == {"menus": [], "branches": [], "entries": [], "items": []}
    entry = LogEntry.objects.get()
    assert (entry.action, entry.entity_id) == ("delete", str(own_menu.id))
    assert len(entry.changes["catalog"]["old"]) == 2


@pytest.mark.parametrize(
    ("catalog", "errors"),
    [
        (
            [{"category": "suppen"}],
            [("catalog.0.category", "Eine gültige Ganzzahl ist erforderlich.", "invalid")],
        ),
        ([{"category": 999}], [("catalog.0.category", 'Der Eintrag "999" existiert nicht.', "invalid")]),
        (
            [{"category": "{soups}"}, {"category": "{soups}"}],
            [("catalog.1.category", "Diese Kategorie ist bereits in der Speisekarte.", "invalid")],
        ),
        (
            [{"category": "{soups}", "products": [998]}],
            [("catalog.0.products", 'Der Eintrag "998" existiert nicht.', "invalid")],
        ),
        (
            [{"category": "{soups}", "products": ["{Gulasch}", "{Gulasch}"]}],
            [("catalog.0.products", "Ein Produkt kann pro Kategorie nur einmal vorkommen.", "invalid")],
        ),
        (
            [{"category": "{soups}", "position": 1}],
            [("catalog.0.position", "Unbekanntes Feld.", "unknown_field")],
        ),
    ],
)
def test_invalid_catalog_is_refused(admin_client, own_menu, catalogue, catalog, errors):
    # given
    def resolve(value):
        if isinstance(value, str) and value.startswith("{"):
            return catalogue[value.strip("{}")].id
        return value

    catalog = [
        {
            key: [resolve(v) for v in value] if isinstance(value, list) else resolve(value)
            for key, value in entry.items()
        }
        for entry in catalog
    ]
    before = menu_state()

    # when
    response = send(admin_client, "put", f"/api/menus/{own_menu.id}", {"catalog": catalog})

    # then
    assert response.status_code == 400
    assert response.json() == {
        "errors": [{"message": message, "code": code, "field": field} for field, message, code in errors]
    }
    assert menu_state() == before
    assert LogEntry.objects.count() == 0


def test_menu_requires_name_and_available_from(admin_client):
    # when
    response = send(admin_client, "post", "/api/menus", {})

    # then
    assert response.status_code == 400
    assert response.json()["errors"] == [
        {"message": "Dieses Feld ist erforderlich.", "code": "required", "field": "name"},
        {"message": "Dieses Feld ist erforderlich.", "code": "required", "field": "availableFrom"},
    ]


def test_employee_lists_only_menus_of_their_branches(employee_client, own_menu, other_menu, branch, other_branch):
    # given
    shared = MenuFactory(name="Gemeinsam", branches=[branch, other_branch])

    # when
    response = employee_client.get("/api/menus?ordering=name")

    # then
    assert [item["name"] for item in response.json()["data"]] == ["Gemeinsam", "Mariahilf"]
    assert response.json()["meta"]["total"] == 2
    assert shared.id in {item["id"] for item in response.json()["data"]}


def test_menus_filter_by_branch(admin_client, own_menu, other_menu, other_branch):
    # when
    response = admin_client.get(f"/api/menus?branch={other_branch.id}")

    # then
    assert [item["name"] for item in response.json()["data"]] == ["Graz"]


@pytest.mark.parametrize(("method", "body"), [("get", None), ("put", {"name": "Übernommen"}), ("delete", None)])
def test_menu_of_another_branch_is_out_of_reach_for_employee(employee_client, other_menu, method, body):
    # given
    before = menu_state()

    # when
    response = send(employee_client, method, f"/api/menus/{other_menu.id}", body)

    # then
    assert response.status_code == 404
    assert response.json() == NOT_FOUND
    assert menu_state() == before


def test_employee_edits_the_menu_of_their_branch(employee_client, own_menu, catalogue):
    # when
    response = send(
        employee_client,
        "put",
        f"/api/menus/{own_menu.id}",
        {"name": "Mittagskarte", "catalog": [{"category": catalogue["soups"].id, "products": []}]},
    )

    # then
    assert response.status_code == 200
    own_menu.refresh_from_db()
    assert own_menu.name == "Mittagskarte"
    assert list(own_menu.entries.values_list("category_id", flat=True)) == [catalogue["soups"].id]


def test_employee_may_not_add_a_branch_out_of_reach(employee_client, own_menu, branch, other_branch):
    # given
    before = menu_state()

    # when
    response = send(employee_client, "put", f"/api/menus/{own_menu.id}", {"branches": [branch.id, other_branch.id]})

    # then
    assert response.status_code == 400
    assert response.json() == {
        "errors": [
            {
                "message": f'Der Eintrag "{other_branch.id}" existiert nicht.',
                "code": "does_not_exist",
                "field": "branches",
            }
        ]
    }
    assert menu_state() == before


def test_employee_may_not_create_a_menu_for_another_branch(employee_client, other_branch):
    # when
    response = send(
        employee_client,
        "post",
        "/api/menus",
        {"name": "Fremd", "availableFrom": "2026-01-01T00:00:00Z", "branches": [other_branch.id]},
    )

    # then
    assert response.status_code == 400
    assert response.json()["errors"] == [
        {"message": f'Der Eintrag "{other_branch.id}" existiert nicht.', "code": "does_not_exist", "field": "branches"}
    ]
    assert Menu.objects.count() == 0


def test_employee_may_not_create_a_menu_without_their_branch(employee_client):
    # when
    response = send(employee_client, "post", "/api/menus", {"name": "Ohne", "availableFrom": "2026-01-01T00:00:00Z"})

    # then
    assert response.status_code == 400
    assert response.json()["errors"] == [
        {"message": "Bitte wählen Sie mindestens eine Ihrer Filialen.", "code": "branch_required", "field": "branches"}
    ]
    assert Menu.objects.count() == 0


def test_employee_creates_a_menu_for_their_branch(employee_client, branch):
    # when
    response = send(
        employee_client,
        "post",
        "/api/menus",
        {"name": "Eigene", "availableFrom": "2026-01-01T00:00:00Z", "branches": [branch.id]},
    )

    # then
    assert response.status_code == 201
    assert list(Menu.objects.get().branches.all()) == [branch]


def test_employee_keeps_and_may_not_remove_the_other_branch_of_a_shared_menu(employee_client, branch, other_branch):
    # given
    shared = MenuFactory(name="Gemeinsam", branches=[branch, other_branch])
    before = menu_state()

    # when
    remove = send(employee_client, "put", f"/api/menus/{shared.id}", {"branches": [branch.id]})
    delete = employee_client.delete(f"/api/menus/{shared.id}")

    # then
    assert remove.status_code == 400
    assert remove.json()["errors"] == [
        {
            "message": "Sie können nur Filialen entfernen, für die Sie zuständig sind.",
            "code": "forbidden",
            "field": "branches",
        }
    ]
    assert delete.status_code == 403
    assert delete.json() == FORBIDDEN
    assert menu_state() == before


@pytest.mark.parametrize(
    "body",
    [
        {"name": "Umbenannt"},
        {"branches": "both"},
        {"catalog": []},
    ],
)
def test_employee_may_not_update_a_menu_serving_a_branch_out_of_reach(employee_client, branch, other_branch, body):
    # given
    shared = MenuFactory(name="Gemeinsam", branches=[branch, other_branch])
    if body.get("branches") == "both":
        body = {"branches": [branch.id, other_branch.id]}
    before = menu_state()
    entries = LogEntry.objects.count()

    # when
    response = send(employee_client, "put", f"/api/menus/{shared.id}", body)

    # then
    assert response.status_code == 403
    assert response.json() == FORBIDDEN
    assert menu_state() == before
    assert LogEntry.objects.count() == entries


def test_employee_updates_a_menu_of_their_branch(employee_client, own_menu):
    # when
    response = send(employee_client, "put", f"/api/menus/{own_menu.id}", {"name": "Umbenannt"})

    # then
    assert response.status_code == 200
    own_menu.refresh_from_db()
    assert own_menu.name == "Umbenannt"


def test_employee_deletes_a_menu_of_their_branch(employee_client, own_menu):
    # when
    response = employee_client.delete(f"/api/menus/{own_menu.id}")

    # then
    assert response.status_code == 204
    assert Menu.objects.count() == 0


def test_menus_of_a_branch(admin_client, branch, own_menu, other_menu):
    # given
    newer = MenuFactory(name="Neu", branches=[branch], available_from="2026-06-01T00:00:00Z")

    # when
    response = admin_client.get(f"/api/branches/{branch.id}/menus")

    # then
    assert response.status_code == 200
    assert [item["id"] for item in response.json()["data"]] == [newer.id, own_menu.id]
    assert response.json()["data"][1]["branches"] == [branch.id]
    assert "meta" not in response.json()


@pytest.mark.parametrize(
    ("client_name", "status"), [("employee_client", 404), ("roleless_client", 403), ("anon_client", 401)]
)
def test_menus_of_a_branch_out_of_reach(request, other_branch, other_menu, client_name, status):
    # when
    response = request.getfixturevalue(client_name).get(f"/api/branches/{other_branch.id}/menus")

    # then
    assert response.status_code == status


def test_menus_of_an_unknown_branch(admin_client):
    assert admin_client.get("/api/branches/9999/menus").json() == NOT_FOUND


def count_queries(client, url) -> int:
    with CaptureQueriesContext(connection) as context:
        assert client.get(url).status_code == 200
    return len(context.captured_queries)


def make_menus(count, branch):
    for _ in range(count):
        products = ProductFactory.create_batch(3)
        MenuFactory(
            branches=[branch, BranchFactory()], catalog=[(CategoryFactory(), products), (CategoryFactory(), [])]
        )


@pytest.mark.parametrize("url", ["/api/menus", "/api/branches/{branch}/menus"])
def test_menu_lists_queries_do_not_grow_with_rows(employee_client, branch, url):
    # given
    url = url.format(branch=branch.id)
    make_menus(2, branch)
    small = count_queries(employee_client, url)
    make_menus(18, branch)

    # when
    large = count_queries(employee_client, url)

    # then
    assert large == small


def test_init_holds_only_the_employees_menus(employee_client, own_menu, other_menu, catalogue):
    # when
    entries = {entry["url"]: entry["data"] for entry in employee_client.get("/api/init").json()["data"]}

    # then
    assert [menu["name"] for menu in entries["/api/menus"]] == ["Mariahilf"]
    assert entries["/api/menus"][0]["catalog"] == [
        {"category": catalogue["soups"].id, "products": [catalogue["Frittatensuppe"].id]},
        {"category": catalogue["mains"].id, "products": [catalogue["Gulasch"].id]},
    ]
    assert [category["name"] for category in entries["/api/categories"]] == ["Suppen", "Hauptspeisen"]
    assert len(entries["/api/products"]) == 3
