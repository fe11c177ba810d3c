import datetime
import json

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from catalogue import selectors
from catalogue.tests.factories import CategoryFactory, DonateeFactory, MenuFactory, ProductFactory
from catalogue.tests.test_products_api import count_queries
from organisation.tests.factories import TagFactory

NOW = datetime.datetime(2026, 11, 22, 9, 0, tzinfo=datetime.UTC)
NO_MENU = {"errors": [{"message": "Für diese Filiale gibt es derzeit keine Speisekarte.", "code": "no_menu"}]}


def days(number):
    return timezone.now() + datetime.timedelta(days=number)


def test_active_menu_is_the_latest_one_already_available(branch, other_branch):
    # given
    MenuFactory(name="Alt", branches=[branch], available_from=NOW - datetime.timedelta(days=60))
    current = MenuFactory(name="Aktuell", branches=[branch], available_from=NOW - datetime.timedelta(hours=1))
    MenuFactory(name="Zukunft", branches=[branch], available_from=NOW + datetime.timedelta(minutes=1))
    MenuFactory(name="Andere Filiale", branches=[other_branch], available_from=NOW - datetime.timedelta(minutes=1))

    # when / then
    assert selectors.active_menu(branch, NOW) == current
    assert selectors.active_menu(branch, NOW + datetime.timedelta(minutes=1)).name == "Zukunft"
    assert selectors.active_menu(branch, NOW - datetime.timedelta(days=61)) is None


def test_public_menu_expands_enabled_categories_and_products(anon_client, branch):
    # given
    vegan = TagFactory(name="Vegan")
    soups = CategoryFactory(name="Suppen", schedule=[{"type": "daily", "from": "11:00", "to": "14:00"}])
    hidden = CategoryFactory(name="Saisonal", is_enabled=False)
    mains = CategoryFactory(name="Hauptspeisen")
    soup = ProductFactory(name="Kürbiscremesuppe", price="5.20", tags=[vegan])
    gulasch = ProductFactory(name="Gulasch", price="14.90")
    off = ProductFactory(name="Martinigansl", is_enabled=False)
    MenuFactory(name="Alt", branches=[branch], available_from=days(-30), catalog=[(mains, [gulasch])])
    menu = MenuFactory(
        name="Herbstkarte",
        branches=[branch],
        available_from=days(-1),
        catalog=[(mains, [off, gulasch]), (hidden, [soup]), (soups, [soup])],
    )
    MenuFactory(name="Winterkarte", branches=[branch], available_from=days(3), catalog=[(mains, [off])])

    # when
    response = anon_client.get(f"/api/public/branches/{branch.identifier}/menu")

    # then
    assert response.status_code == 200
    data = response.json()["data"]
    assert (data["id"], data["name"]) == (menu.id, "Herbstkarte")
    assert data["availableFrom"] == menu.available_from.astimezone(datetime.UTC).isoformat().replace("+00:00", "Z")
    assert [(entry["category"]["name"], [p["name"] for p in entry["products"]]) for entry in data["catalog"]] == [
        ("Hauptspeisen", ["Gulasch"]),
        ("Suppen", ["Kürbiscremesuppe"]),
    ]
    assert data["catalog"][1]["category"] == {
        "id": soups.id,
        "name": "Suppen",
        "image": None,
        "isEnabled": True,
        "schedule": [{"type": "daily", "date": None, "isClosed": False, "from": "11:00", "to": "14:00"}],
        "isVisibleWhenUnavailable": False,
        "position": soups.position,
    }
    product = data["catalog"][1]["products"][0]
    assert (product["id"], product["price"], product["tags"], product["unit"]) == (soup.id, "5.20", [vegan.id], "piece")
    assert sorted(product) == sorted(
        [
            "id",
            "name",
            "description",
            "allergens",
            "type",
            "price",
            "unit",
            "alternativeUnits",
            "minimumQuantity",
            "maximumQuantity",
            "quantityStepSize",
            "defaultQuantity",
            "defaultUnit",
            "calculationModel",
            "images",
            "isPriceHidden",
            "isEnabled",
            "schedule",
            "isStepByStep",
            "config",
            "tax",
            "takeawayTax",
            "dineInTax",
            "isLeadTimeEnabled",
            "leadTimeType",
            "leadTimeValue",
            "tags",
        ]
    )


@pytest.mark.parametrize("available_in_days", [None, 1])
def test_public_menu_without_an_active_menu_is_not_found(anon_client, branch, available_in_days):
    # given
    if available_in_days is not None:
        MenuFactory(branches=[branch], available_from=days(available_in_days))

    # when
    response = anon_client.get(f"/api/public/branches/{branch.identifier}/menu")

    # then
    assert response.status_code == 404
    assert response.json() == NO_MENU


def test_public_menu_of_an_unknown_branch_is_not_found(anon_client):
    response = anon_client.get("/api/public/branches/nirgendwo/menu")

    assert response.status_code == 404
    assert response.json()["errors"][0]["code"] == "not_found"


def test_public_menu_of_a_branch_that_is_not_public_is_not_found(anon_client, branch):
    # given: the branch has an active menu, but is not public
    MenuFactory(branches=[branch], available_from=days(-1))
    branch.is_public = False
    branch.save()

    # when
    hidden = anon_client.get(f"/api/public/branches/{branch.identifier}/menu")
    unknown = anon_client.get("/api/public/branches/nirgendwo/menu")

    # then: the same answer as for an unknown branch
    assert hidden.status_code == 404
    assert hidden.json() == {"errors": [{"message": "Der Eintrag wurde nicht gefunden.", "code": "not_found"}]}
    assert hidden.json() == unknown.json()


def make_catalog(branch, count):
    tags = TagFactory.create_batch(2)
    categories = [CategoryFactory() for _ in range(count)]
    MenuFactory(
        branches=[branch],
        available_from=days(-1),
        catalog=[(category, ProductFactory.create_batch(2, tags=tags)) for category in categories],
    )


def test_public_menu_queries_do_not_grow_with_rows(anon_client, branch):
    # given
    make_catalog(branch, 1)
    url = f"/api/public/branches/{branch.identifier}/menu"
    small = count_queries(anon_client, url)
    make_catalog(branch, 10)

    # when
    with CaptureQueriesContext(connection) as context:
        response = anon_client.get(url)

    # then
    assert sum(len(entry["products"]) for entry in response.json()["data"]["catalog"]) == 20
    assert len(context.captured_queries) == small
    assert small <= 6


def test_public_donatees_and_tags(anon_client):
    # given
    donatee = DonateeFactory(name="Bergbauernhilfe Alpenland", description="Hilfe nach Unwettern.")
    TagFactory(name="Regional", weight=1)
    TagFactory(name="Vegan", weight=5)

    # when
    donatees = anon_client.get("/api/public/donatees")
    tags = anon_client.get("/api/public/tags")

    # then
    assert donatees.json() == {
        "data": [{"id": donatee.id, "name": "Bergbauernhilfe Alpenland", "description": "Hilfe nach Unwettern."}]
    }
    assert [tag["name"] for tag in tags.json()["data"]] == ["Vegan", "Regional"]


@pytest.mark.parametrize("url", ["/api/public/donatees", "/api/public/tags"])
def test_public_lists_queries_do_not_grow_with_rows(anon_client, url):
    # given
    DonateeFactory.create_batch(2)
    TagFactory.create_batch(2)
    small = count_queries(anon_client, url)
    DonateeFactory.create_batch(18)
    TagFactory.create_batch(18)

    # when / then
    assert count_queries(anon_client, url) == small == 1


def test_public_menu_sends_no_hidden_price_while_staff_read_it(anon_client, admin_client, branch):
    # given: a catering buffet with a hidden price next to a priced roll
    buffet = ProductFactory(name="Catering-Buffet", price="18.00", is_price_hidden=True)
    roll = ProductFactory(name="Semmel", price="0.55")
    catering = CategoryFactory(name="Catering")
    MenuFactory(branches=[branch], available_from=days(-1), catalog=[(catering, [buffet, roll])])

    # when
    public = anon_client.get(f"/api/public/branches/{branch.identifier}/menu").json()["data"]
    staff = admin_client.get(f"/api/products/{buffet.id}").json()["data"]

    # then: the public answer carries null, the amount appears nowhere in it; staff keep it
    products = public["catalog"][0]["products"]
    assert [(p["name"], p["price"], p["isPriceHidden"]) for p in products] == [
        ("Catering-Buffet", None, True),
        ("Semmel", "0.55", False),
    ]
    assert "18.00" not in json.dumps(public)
    assert (staff["name"], staff["price"], staff["isPriceHidden"]) == ("Catering-Buffet", "18.00", True)


def test_public_menu_hides_the_option_surcharges_of_a_hidden_price(anon_client, admin_client, branch):
    # given: a buffet with a hidden price whose options add per person, next to a priced cake with a surcharge
    options = [
        {"name": "Vegetarisch", "modifier": "add", "value": "4.50"},
        {"name": "Klassisch", "modifier": "add", "value": "0.00"},
    ]
    config = {
        "parts": [{"name": "Variante", "description": "", "type": "select", "optional": False, "options": options}]
    }
    buffet = ProductFactory(name="Catering-Buffet", price="18.00", is_price_hidden=True, config=config)
    cake_options = [{"name": "Ø 22 cm", "modifier": "add", "value": "12.00"}]
    cake_config = {
        "parts": [{"name": "Größe", "description": "", "type": "select", "optional": False, "options": cake_options}]
    }
    cake = ProductFactory(name="Sachertorte", price="39.00", config=cake_config)
    catering = CategoryFactory(name="Catering")
    MenuFactory(branches=[branch], available_from=days(-1), catalog=[(catering, [buffet, cake])])

    # when
    public = anon_client.get(f"/api/public/branches/{branch.identifier}/menu").json()["data"]
    staff = admin_client.get(f"/api/products/{buffet.id}").json()["data"]

    # then: the buffet's options keep name and modifier but no amount; the cake's surcharge stays
    buffet_public, cake_public = public["catalog"][0]["products"]
    assert buffet_public["config"]["parts"][0]["options"] == [
        {"name": "Vegetarisch", "modifier": "add", "value": None},
        {"name": "Klassisch", "modifier": "add", "value": None},
    ]
    assert cake_public["config"]["parts"][0]["options"] == [{"name": "Ø 22 cm", "modifier": "add", "value": "12.00"}]
    assert "4.50" not in json.dumps(public)
    assert staff["config"]["parts"][0]["options"][0] == {"name": "Vegetarisch", "modifier": "add", "value": "4.50"}
