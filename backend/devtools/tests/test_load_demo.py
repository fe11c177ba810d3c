import re

import pytest
from django.core.management import CommandError, call_command

from accounts.demo import ADMIN_EMAIL, DEMO_PASSWORD, EMPLOYEE_EMAIL
from accounts.models import User
from organisation.models import Branch, Config, DeliveryArea, Department, Division, Table


def counts():
    return {
        model.__name__: model.objects.count() for model in (Division, Branch, DeliveryArea, Department, Table, User)
    }


def test_load_demo_creates_the_demo_business(db):
    # when
    call_command("load_demo")

    # then
    assert Division.objects.count() == 2
    branches = {branch.identifier: branch for branch in Branch.objects.all()}
    assert len(branches) >= 4
    assert any(branch.is_table_selection_enabled for branch in branches.values())
    assert any(not branch.is_public for branch in branches.values())
    shop = branches["online-shop"]
    assert shop.opening_hours == [{"type": "daily", "date": None, "isClosed": False, "from": "00:00", "to": "24:00"}]
    assert (shop.is_takeaway_enabled, shop.is_delivery_enabled, shop.is_cash_enabled) == (True, True, True)
    assert shop.delivery_areas.count() >= 1
    admin = User.objects.get(email=ADMIN_EMAIL)
    employee = User.objects.get(email=EMPLOYEE_EMAIL)
    assert admin.roles == ["ROLE_ADMIN"]
    assert employee.roles == ["ROLE_EMPLOYEE"]
    assert admin.check_password(DEMO_PASSWORD)
    assert employee.check_password(DEMO_PASSWORD)
    assert 0 < employee.branches.count() < len(branches)
    assert Config.objects.get(pk=1).shop_name == "Kornfeld"


def test_load_demo_if_empty_changes_nothing_the_second_time(db):
    # given
    call_command("load_demo", "--if-empty")
    before = counts()

    # when
    call_command("load_demo", "--if-empty")

    # then
    assert counts() == before


def test_load_demo_without_if_empty_refuses_a_second_run(db):
    # given
    call_command("load_demo")
    before = counts()

    # when / then
    with pytest.raises(
        CommandError, match=re.escape("Es sind bereits Daten vorhanden; Demo-Daten werden nicht erneut geladen.")
    ):
        call_command("load_demo")
    assert counts() == before


def test_load_demo_refuses_in_production(db, settings):
    # given
    settings.PRODUCTION = True

    # when / then
    with pytest.raises(CommandError, match=re.escape("Demo-Daten werden in der Produktionsumgebung nicht geladen.")):
        call_command("load_demo", "--if-empty")
    assert counts() == {"Division": 0, "Branch": 0, "DeliveryArea": 0, "Department": 0, "Table": 0, "User": 0}


def test_demo_branches_carry_tags_for_the_storefront_filter(db):
    # when
    call_command("load_demo")

    # then
    tags = {branch.identifier: sorted(branch.tags.values_list("name", flat=True)) for branch in Branch.objects.all()}
    assert tags == {
        "wien-mariahilf": ["Gastgarten", "Regional"],
        "graz-lend": ["Regional"],
        "linz-landstrasse": ["Frühstück", "Hausgemacht"],
        "online-shop": ["Hausgemacht", "Lieferservice"],
        "salzburg-altstadt": ["Frühstück"],
    }


def test_load_demo_gives_products_categories_and_branches_pictures(db, settings):
    # when
    call_command("load_demo")

    # then: every product, category and branch shows a stored library image of at most 40 KB
    from catalogue.models import Category, Product
    from media.models import Image

    references = [
        *(p.images[0] for p in Product.objects.all()),
        *(c.image for c in Category.objects.all()),
        *(b.images[0] for b in Branch.objects.all()),
    ]
    assert len(references) == Product.objects.count() + Category.objects.count() + Branch.objects.count()
    images = Image.objects.in_bulk([ref["id"] for ref in references])
    assert len(images) == len(references)
    for ref in references:
        image = images[ref["id"]]
        assert ref == {"id": image.id, "version": image.version, "extension": "webp"}
        assert image.mime_type == "image/webp" and image.size <= 40_000
        assert (settings.MEDIA_ROOT / image.file.name).stat().st_size == image.size
    sachertorte = Product.objects.get(name="Sachertorte")
    assert images[sachertorte.images[0]["id"]].alt == "Sachertorte"


def test_load_demo_adds_qr_codes_of_mariahilf(db):
    # when
    call_command("load_demo")

    # then
    from analytics.models import QrCode

    assert list(QrCode.objects.order_by("path").values_list("path", "target_kind", "branch__identifier")) == [
        ("garten-1", "table", "wien-mariahilf"),
        ("mariahilf", "branch", "wien-mariahilf"),
        ("schnitzel", "product", "wien-mariahilf"),
    ]
    assert QrCode.objects.get(path="garten-1").table.identifier == "Garten 1"
