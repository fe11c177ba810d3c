"""Products get their categories from the product form: the menus place them there (issue 10)."""

import json

from audit.models import LogEntry
from catalogue.models import MenuProduct, Product
from catalogue.tests.factories import CategoryFactory, MenuFactory, ProductFactory

FORBIDDEN = {"errors": [{"message": "Sie haben keine Berechtigung für diese Aktion.", "code": "permission_denied"}]}


def send(client, method, url, data=None):
    return getattr(client, method)(url, json.dumps(data) if data is not None else "", content_type="application/json")


def placements(product):
    """(menu name, category name, position) of every place of the product in a menu."""
    return sorted(
        MenuProduct.objects.filter(product=product).values_list(
            "menu_category__menu__name", "menu_category__category__name", "position"
        )
    )


def test_the_product_form_puts_a_product_into_categories_of_every_menu_and_out_of_others(admin_client):
    # given: 'Brot' in two menus, 'Gebäck' in one; the product is in 'Gebäck' only
    brot, gebaeck = CategoryFactory(name="Brot"), CategoryFactory(name="Gebäck")
    semmel, kornspitz = ProductFactory(name="Semmel"), ProductFactory(name="Kornspitz")
    MenuFactory(name="Bäckerei", catalog=[(brot, [kornspitz]), (gebaeck, [semmel])])
    MenuFactory(name="Wirtshaus", catalog=[(brot, [])])
    assert send(admin_client, "get", f"/api/products/{semmel.id}").json()["data"]["categories"] == [gebaeck.id]

    # when
    response = send(admin_client, "put", f"/api/products/{semmel.id}", {"categories": [brot.id]})

    # then: at the end of 'Brot' in both menus, no longer in 'Gebäck'; logged with the categories
    assert response.status_code == 200, response.content
    assert response.json()["data"]["categories"] == [brot.id]
    assert placements(semmel) == [("Bäckerei", "Brot", 1), ("Wirtshaus", "Brot", 0)]
    assert placements(kornspitz) == [("Bäckerei", "Brot", 0)]
    entry = LogEntry.objects.get(entity="product", entity_id=str(semmel.id))
    assert entry.changes == {"categories": {"old": [gebaeck.id], "new": [brot.id]}}


def test_a_new_product_gets_its_categories_and_lists_show_them(admin_client):
    # given
    brot = CategoryFactory(name="Brot")
    MenuFactory(name="Bäckerei", catalog=[(brot, [ProductFactory(name="Kornspitz")])])

    # when
    response = send(
        admin_client, "post", "/api/products", {"name": "Roggenbrot", "price": "4.2", "categories": [brot.id]}
    )

    # then
    assert response.status_code == 201, response.content
    product = Product.objects.get(name="Roggenbrot")
    assert placements(product) == [("Bäckerei", "Brot", 1)]
    listed = {row["name"]: row["categories"] for row in send(admin_client, "get", "/api/products").json()["data"]}
    assert listed == {"Kornspitz": [brot.id], "Roggenbrot": [brot.id]}


def test_a_category_in_no_menu_is_refused_by_name_and_nothing_changes(admin_client):
    # given
    brot, neu = CategoryFactory(name="Brot"), CategoryFactory(name="Saisonales")
    semmel = ProductFactory(name="Semmel")
    MenuFactory(name="Bäckerei", catalog=[(brot, [semmel])])

    # when
    response = send(admin_client, "put", f"/api/products/{semmel.id}", {"name": "Kaisersemmel", "categories": [neu.id]})

    # then
    assert response.status_code == 400
    assert response.json() == {
        "errors": [
            {
                "message": "Diese Kategorien sind in keiner Speisekarte: „Saisonales“. "
                "Fügen Sie sie zuerst einer Speisekarte hinzu.",
                "code": "not_in_menu",
                "field": "categories",
            }
        ]
    }
    semmel.refresh_from_db()
    assert semmel.name == "Semmel"
    assert placements(semmel) == [("Bäckerei", "Brot", 0)]
    assert LogEntry.objects.count() == 0


def test_employees_read_categories_but_may_not_change_them(employee_client):
    # given
    brot, gebaeck = CategoryFactory(name="Brot"), CategoryFactory(name="Gebäck")
    semmel = ProductFactory(name="Semmel")
    MenuFactory(name="Bäckerei", catalog=[(brot, [semmel]), (gebaeck, [])])

    # when
    read = send(employee_client, "get", f"/api/products/{semmel.id}")
    write = send(employee_client, "put", f"/api/products/{semmel.id}", {"categories": [gebaeck.id]})

    # then
    assert read.json()["data"]["categories"] == [brot.id]
    assert write.status_code == 403
    assert write.json() == FORBIDDEN
    assert placements(semmel) == [("Bäckerei", "Brot", 0)]
