"""Tables sort as people count them (2 before 10) in every list: back office pages, storefront, labels."""

import json

import pytest

from organisation.models import Table, natural_sort_key
from organisation.tests.factories import TableFactory

# created in this (shuffled) order; the expected natural order is NATURAL
CREATED = ["10", "Terrasse 10", "2", "bar", "11", "1", "Terrasse 2", "Bar 1", "20", "3", "02a"]
NATURAL = ["1", "2", "02a", "3", "10", "11", "20", "bar", "Bar 1", "Terrasse 2", "Terrasse 10"]


@pytest.fixture
def shuffled_tables(branch):
    for identifier in CREATED:
        TableFactory(branch=branch, identifier=identifier)


@pytest.mark.parametrize(
    ("identifier", "key"),
    [
        ("1", "011"),
        ("10", "0210"),
        ("007", "017"),
        ("0", "010"),
        ("Terrasse 2", "terrasse 012"),
        ("T12b3", "t0212b013"),
        ("1234567890123", "131234567890123"),
    ],
)
def test_natural_sort_key_writes_each_number_as_length_and_value(identifier, key):
    assert natural_sort_key(identifier) == key


def test_paged_table_list_sorts_naturally_across_pages(admin_client, branch, shuffled_tables):
    # when
    pages = [
        admin_client.get(f"/api/tables?branch={branch.id}&ordering=identifier&page={page}&pageSize=4").json()
        for page in (1, 2, 3)
    ]
    descending = admin_client.get(f"/api/tables?branch={branch.id}&ordering=-identifier&pageSize=3").json()
    default = admin_client.get(f"/api/tables?branch={branch.id}").json()

    # then
    assert [[item["identifier"] for item in page["data"]] for page in pages] == [
        NATURAL[0:4],
        NATURAL[4:8],
        NATURAL[8:],
    ]
    assert [item["identifier"] for item in descending["data"]] == ["Terrasse 10", "Terrasse 2", "Bar 1"]
    assert [item["identifier"] for item in default["data"]] == NATURAL


def test_storefront_table_select_lists_tables_naturally(anon_client, branch, shuffled_tables):
    response = anon_client.get(f"/api/public/branches/{branch.identifier}/tables")

    assert response.status_code == 200
    assert [item["identifier"] for item in response.json()["data"]] == NATURAL


def test_renamed_table_moves_to_its_natural_place(admin_client, branch):
    # given
    table = TableFactory(branch=branch, identifier="1")
    TableFactory(branch=branch, identifier="9")

    # when
    response = admin_client.put(
        f"/api/tables/{table.id}", json.dumps({"identifier": "12"}), content_type="application/json"
    )

    # then
    assert response.status_code == 200
    assert Table.objects.get(pk=table.pk).sort_key == "0212"
    listed = admin_client.get(f"/api/tables?branch={branch.id}&ordering=identifier").json()["data"]
    assert [item["identifier"] for item in listed] == ["9", "12"]


def test_bulk_created_tables_carry_their_sort_key(branch):
    # when
    Table.objects.bulk_create(Table(branch=branch, identifier=identifier) for identifier in ["10", "9"])

    # then
    assert list(Table.objects.filter(branch=branch).values_list("identifier", "sort_key")) == [
        ("9", "019"),
        ("10", "0210"),
    ]
