"""The back office's product list pages on the server: one page of 2,000 products costs a fixed few queries."""

from django.db import connection
from django.test.utils import CaptureQueriesContext

from catalogue.models import Product, ProductTag
from catalogue.tests.factories import CategoryFactory, MenuFactory, ProductFactory
from organisation.tests.factories import TagFactory


def make_products(count, tags):
    products = Product.objects.bulk_create(ProductFactory.build_batch(count))
    ProductTag.objects.bulk_create(ProductTag(product=product, tag=tag) for product in products for tag in tags)
    return products


def get_page(client, url):
    with CaptureQueriesContext(connection) as context:
        response = client.get(url)
    assert response.status_code == 200
    return response.json(), len(context.captured_queries)


def test_one_page_of_two_thousand_products_costs_the_same_queries_as_of_thirty(admin_client):
    # given
    tags = TagFactory.create_batch(2)
    make_products(30, tags)
    url = "/api/products?page=2&pageSize=25&ordering=-name&q=Produkt&isEnabled=true"
    _, small = get_page(admin_client, url)
    make_products(1970, tags)

    # when
    body, large = get_page(admin_client, url)

    # then: session + user, count, page, tags and menu places (categories) of the page's products
    assert large == small
    assert large == 6
    assert body["meta"] == {"total": 2000, "page": 2, "pageSize": 25}
    assert len(body["data"]) == 25
    assert all(sorted(product["tags"]) == sorted(tag.id for tag in tags) for product in body["data"])


def test_category_filter_pages_without_loading_every_product(admin_client):
    # given
    products = make_products(60, [])
    category = CategoryFactory()
    MenuFactory(catalog=[(category, products[:40])])

    # when
    body, queries = get_page(admin_client, f"/api/products?category={category.id}&pageSize=25&ordering=name")

    # then
    assert body["meta"]["total"] == 40
    assert [product["name"] for product in body["data"]] == sorted(p.name for p in products[:40])[:25]
    assert queries == 6
    assert all(product["categories"] == [category.id] for product in body["data"])
