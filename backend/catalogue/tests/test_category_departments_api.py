"""A category's departments (where its products are prepared: their kitchen tickets), at most one per branch."""

import datetime
import json

from audit.models import LogEntry
from catalogue.models import Category
from catalogue.selectors import departments_of_products
from catalogue.tests.factories import CategoryFactory, MenuFactory, ProductFactory
from organisation.tests.factories import DepartmentFactory


def put(client, category, body):
    return client.put(f"/api/categories/{category.id}", json.dumps(body), content_type="application/json")


def test_admin_links_a_category_to_one_department_per_branch_audited(admin_client, branch, other_branch):
    # given
    category = CategoryFactory(name="Getränke")
    bar = DepartmentFactory(branch=branch, name="Bar")
    kitchen = DepartmentFactory(branch=other_branch, name="Küche")

    # when
    response = put(admin_client, category, {"departments": [bar.id, kitchen.id]})

    # then
    assert response.status_code == 200, response.content
    # in the departments' order: by branch (Graz before Mariahilf), then name
    assert response.json()["data"]["departments"] == [kitchen.id, bar.id]
    assert admin_client.get(f"/api/categories/{category.id}").json()["data"]["departments"] == [kitchen.id, bar.id]
    entry = LogEntry.objects.get(entity="category", entity_id=str(category.id))
    assert entry.changes == {"departments": {"old": [], "new": sorted([bar.id, kitchen.id])}}


def test_two_departments_of_one_branch_are_refused_in_german_and_nothing_changes(admin_client, branch):
    # given
    category = CategoryFactory(name="Getränke")
    bar = DepartmentFactory(branch=branch, name="Bar")
    kitchen = DepartmentFactory(branch=branch, name="Küche")
    category.departments.set([bar])

    # when
    response = put(admin_client, category, {"name": "", "departments": [kitchen.id, bar.id]})

    # then: every failing field at once
    assert response.status_code == 400
    assert sorted((error["field"], error["message"]) for error in response.json()["errors"]) == [
        (
            "departments",
            "Je Filiale kann eine Kategorie nur einer Abteilung zugeordnet werden (Mariahilf: Bar, Küche).",
        ),
        ("name", "Dieses Feld darf nicht leer sein."),
    ]
    assert list(category.departments.values_list("id", flat=True)) == [bar.id]
    assert Category.objects.get(pk=category.pk).name == "Getränke"
    assert not LogEntry.objects.filter(entity="category").exists()


def test_an_unknown_department_is_refused(admin_client):
    # given
    category = CategoryFactory()

    # when
    response = put(admin_client, category, {"departments": [987654]})

    # then
    assert response.status_code == 400
    assert [(error["field"], error["code"]) for error in response.json()["errors"]] == [
        ("departments", "does_not_exist")
    ]


def test_employees_read_but_do_not_change_departments(employee_client, branch):
    # given
    category = CategoryFactory()
    kitchen = DepartmentFactory(branch=branch, name="Küche")

    # when
    response = put(employee_client, category, {"departments": [kitchen.id]})

    # then
    assert response.status_code == 403
    assert not category.departments.exists()
    assert employee_client.get(f"/api/categories/{category.id}").json()["data"]["departments"] == []


def test_the_storefront_never_sees_the_departments(anon_client, branch):
    # given
    product = ProductFactory(name="Melange")
    category = CategoryFactory(name="Getränke")
    category.departments.set([DepartmentFactory(branch=branch, name="Bar")])
    MenuFactory(branches=[branch], catalog=[(category, [product])])

    # when
    menu = anon_client.get(f"/api/public/branches/{branch.identifier}/menu").json()["data"]

    # then
    assert menu["catalog"][0]["category"]["name"] == "Getränke"
    assert "departments" not in menu["catalog"][0]["category"]


def test_a_product_is_prepared_where_its_first_category_with_a_department_of_the_branch_says(db, branch, other_branch):
    # given: the soup sits in two categories; the drinks' department is of another branch
    soup, melange, bread = ProductFactory(name="Suppe"), ProductFactory(name="Melange"), ProductFactory(name="Brot")
    kitchen, bar, graz_bar = (
        DepartmentFactory(branch=branch, name="Küche"),
        DepartmentFactory(branch=branch, name="Bar"),
        DepartmentFactory(branch=other_branch, name="Bar"),
    )
    unlinked, food, drinks, specials = (CategoryFactory(name=name) for name in ("Neu", "Speisen", "Getränke", "Tipp"))
    food.departments.set([kitchen])
    drinks.departments.set([graz_bar])
    specials.departments.set([bar])
    MenuFactory(
        branches=[branch],
        catalog=[(unlinked, [soup]), (food, [soup]), (drinks, [melange]), (specials, [soup, melange])],
    )
    when = datetime.datetime(2026, 11, 18, 9, 0, tzinfo=datetime.UTC)

    # when
    found = departments_of_products(branch, {soup.id, melange.id, bread.id}, when)

    # then: the soup in 'Speisen' (Küche) before 'Tipp' (Bar); the melange in 'Tipp'; the bread nowhere
    assert found == {soup.id: kitchen.id, melange.id: bar.id}
