from decimal import Decimal

from django.core.management import call_command

from catalogue.api.serializers import CategorySerializer, ProductSerializer
from catalogue.models import Category, Donatee, Menu, Product
from organisation.models import Tag


def catalogue_counts():
    return {model.__name__: model.objects.count() for model in (Menu, Category, Product, Tag, Donatee)}


def test_demo_catalogue_has_one_menu_per_branch_group(db):
    # when
    call_command("load_demo")

    # then
    menus = {menu.name: sorted(b.identifier for b in menu.branches.all()) for menu in Menu.objects.all()}
    assert menus == {
        "Wirtshaus-Karte": ["graz-lend", "wien-mariahilf"],
        "Bäckerei-Sortiment": ["linz-landstrasse", "online-shop", "salzburg-altstadt"],
    }
    assert 2 <= Donatee.objects.count() <= 3


def test_demo_products_cover_the_interesting_cases(db):
    # when
    call_command("load_demo")

    # then
    schnitzel = Product.objects.get(name="Wiener Schnitzel vom Kalb")
    side, extras = schnitzel.parts
    assert (side["name"], side["type"], side["optional"]) == ("Beilage", "select", False)
    assert [option["name"] for option in side["options"]] == ["Pommes", "Petersilerdäpfel", "Reis"]
    assert (extras["type"], extras["optional"]) == ("multiselect", True)
    assert {option["modifier"] for option in extras["options"]} == {"add"}
    assert Product.objects.get(name="Rindsgulasch").tax == Decimal("10.00")
    assert Product.objects.get(name="Almdudler 0,5 l").takeaway_tax == Decimal("20.00")
    bread = Product.objects.get(name="Bauernbrot")
    assert (bread.unit, bread.default_unit, bread.alternative_units[0]["unit"]) == ("kilogram", "decagram", "decagram")
    assert Product.objects.get(name="Semmel").alternative_units[0] == {
        "unit": "package",
        "ratio": "6",
        "calculationModel": "fixed",
        "minimumQuantity": "1",
        "maximumQuantity": "10",
        "quantityStepSize": "1",
    }
    cake = Product.objects.get(name="Sachertorte")
    assert (cake.is_lead_time_enabled, cake.lead_time_type, cake.lead_time_value) == (True, "days", 2)
    catering = Product.objects.get(name="Catering-Buffet")
    assert (catering.is_price_hidden, catering.calculation_model) == (True, "minimum")
    breakfast = Category.objects.get(name="Frühstück")
    assert breakfast.schedule == [{"type": "daily", "date": None, "isClosed": False, "from": "06:00", "to": "11:00"}]
    assert Product.objects.filter(is_enabled=False).exists()


def test_demo_catalogue_passes_the_api_validation(db):
    # given
    call_command("load_demo")

    # when / then: every row as the API would send it is accepted back unchanged
    for product in Product.objects.all():
        data = ProductSerializer(product).data
        serializer = ProductSerializer(product, data={k: v for k, v in data.items() if k != "id"}, partial=True)
        assert serializer.is_valid(), (product.name, serializer.errors)
    for category in Category.objects.all():
        data = CategorySerializer(category).data
        serializer = CategorySerializer(category, data={k: v for k, v in data.items() if k != "id"}, partial=True)
        assert serializer.is_valid(), (category.name, serializer.errors)


def test_demo_menu_is_served_to_the_storefront(db, client):
    # given
    call_command("load_demo")

    # when
    response = client.get("/api/public/branches/online-shop/menu")

    # then
    assert response.status_code == 200
    catalog = response.json()["data"]["catalog"]
    assert [entry["category"]["name"] for entry in catalog][:2] == ["Frühstück", "Gebäck"]


def test_demo_if_empty_adds_no_second_catalogue(db):
    # given
    call_command("load_demo", "--if-empty")
    before = catalogue_counts()

    # when
    call_command("load_demo", "--if-empty")

    # then
    assert catalogue_counts() == before
    assert before["Menu"] == 2
