import gzip

import pytest
from django.core.cache import cache
from django.db import connection
from django.test.utils import CaptureQueriesContext

from catalogue.tests.factories import CategoryFactory, DonateeFactory, MenuFactory, ProductFactory
from organisation.tests.factories import BranchFactory, DepartmentFactory, DivisionFactory, TableFactory, TagFactory

INIT_URLS = [
    "/api/config",
    "/api/users/me",
    "/api/divisions",
    "/api/branches",
    "/api/departments",
    "/api/tables",
    "/api/menus",
    "/api/categories",
    "/api/products",
    "/api/tags",
    "/api/donatees",
    "/api/sites",
    "/api/navigations",
    "/api/blocks",
    "/api/nodes",
]


def make_branches(count):
    division = DivisionFactory()
    for _ in range(count):
        branch = BranchFactory(division=division)
        TableFactory.create_batch(2, branch=branch)
        DepartmentFactory(branch=branch)
        products = ProductFactory.create_batch(2, tags=[TagFactory()])
        MenuFactory(branches=[branch], catalog=[(CategoryFactory(), products)])
        DonateeFactory()


def test_init_lists_the_entries_in_order(admin_client, admin_user):
    # given
    make_branches(2)

    # when
    response = admin_client.get("/api/init")

    # then
    assert response.status_code == 200
    entries = response.json()["data"]
    assert [entry["url"] for entry in entries] == INIT_URLS
    by_url = {entry["url"]: entry["data"] for entry in entries}
    assert by_url["/api/users/me"]["email"] == "admin@example.com"
    assert len(by_url["/api/branches"]) == 2
    assert len(by_url["/api/tables"]) == 4
    assert len(by_url["/api/departments"]) == 2
    assert by_url["/api/config"]["currency"] == "EUR"


def test_init_for_employee_holds_only_their_branches(employee_client, branch, other_branch):
    # given
    TableFactory(branch=branch, identifier="1")
    TableFactory(branch=other_branch, identifier="2")

    # when
    entries = {entry["url"]: entry["data"] for entry in employee_client.get("/api/init").json()["data"]}

    # then
    assert [item["identifier"] for item in entries["/api/branches"]] == ["mariahilf"]
    assert [item["identifier"] for item in entries["/api/tables"]] == ["1"]


def count_init_queries(client) -> int:
    cache.clear()  # measure building the body, not the cached one
    with CaptureQueriesContext(connection) as context:
        assert client.get("/api/init").status_code == 200
    return len(context.captured_queries)


def test_init_query_count_does_not_grow_with_the_data(admin_client, django_assert_max_num_queries):
    # given
    make_branches(2)
    count_init_queries(admin_client)  # the config row is created on first read
    small = count_init_queries(admin_client)
    make_branches(18)

    # when / then
    cache.clear()
    with django_assert_max_num_queries(small):
        admin_client.get("/api/init")
    assert count_init_queries(admin_client) == small
    assert small <= 25  # one query per entry of the website builder (sites, navigations, blocks, nodes)


def test_warm_init_is_served_from_the_cached_body(admin_client, django_assert_num_queries):
    # given
    make_branches(3)
    cold = admin_client.get("/api/init")

    # when: session, user and the data version are read; nothing is built again
    with django_assert_num_queries(3):
        warm = admin_client.get("/api/init")

    # then
    assert warm.status_code == 200
    assert warm.content == cold.content


def test_a_change_through_the_api_renews_the_cached_init(admin_client, division):
    # given
    admin_client.get("/api/init")

    # when
    response = admin_client.put(
        f"/api/divisions/{division.id}", '{"name": "Umbenannt"}', content_type="application/json"
    )
    entries = {entry["url"]: entry["data"] for entry in admin_client.get("/api/init").json()["data"]}

    # then
    assert response.status_code == 200
    assert [item["name"] for item in entries["/api/divisions"]] == ["Umbenannt"]


def test_cached_init_is_per_user(admin_client, employee_client, branch, other_branch):
    # when
    admin_entries = {e["url"]: e["data"] for e in admin_client.get("/api/init").json()["data"]}
    employee_entries = {e["url"]: e["data"] for e in employee_client.get("/api/init").json()["data"]}

    # then
    assert len(admin_entries["/api/branches"]) == 2
    assert [item["identifier"] for item in employee_entries["/api/branches"]] == ["mariahilf"]


def test_init_is_sent_compressed_to_a_client_that_accepts_gzip(admin_client):
    # given
    make_branches(3)
    plain = admin_client.get("/api/init")

    # when: twice, the second from the cached bodies
    compressed = [admin_client.get("/api/init", HTTP_ACCEPT_ENCODING="gzip, deflate, br") for _ in range(2)]

    # then
    assert "Content-Encoding" not in plain
    assert [(answer["Content-Encoding"], gzip.decompress(answer.content)) for answer in compressed] == [
        ("gzip", plain.content),
        ("gzip", plain.content),
    ]
    assert len(compressed[0].content) < len(plain.content) / 5
    assert [answer["Vary"] for answer in (plain, *compressed)] == ["Accept-Encoding, Accept-Language, Cookie"] * 3


@pytest.mark.parametrize(
    ("accept_encoding", "compressed"),
    [
        ("gzip", True),
        ("br;q=1.0, gzip;q=0.5", True),
        ("*", True),
        ("gzip;q=0", False),
        ("gzip; q=0.000, identity", False),
        ("br, deflate", False),
        ("x-gzip-nicht", False),
    ],
)
def test_init_is_compressed_only_for_a_client_that_takes_gzip(admin_client, accept_encoding, compressed):
    # when
    response = admin_client.get("/api/init", HTTP_ACCEPT_ENCODING=accept_encoding)

    # then
    assert response.get("Content-Encoding") == ("gzip" if compressed else None)
