import json

import pytest

from organisation.models import Department, Table
from organisation.tests.factories import BranchFactory, DepartmentFactory, TableFactory

NOT_FOUND = {"errors": [{"message": "Der Eintrag wurde nicht gefunden.", "code": "not_found"}]}


def send(client, method, url, data=None):
    return getattr(client, method)(url, json.dumps(data) if data is not None else "", content_type="application/json")


def table_rows():
    return list(Table.objects.order_by("id").values())


@pytest.fixture
def departments(branch, other_branch):
    elsewhere = BranchFactory(identifier="anderswo")
    return {
        "kueche": DepartmentFactory(branch=branch, name="Küche"),
        "service": DepartmentFactory(branch=other_branch, name="Service"),
        "versand": DepartmentFactory(branch=elsewhere, name="Versand"),
    }


def test_departments_filter_by_branch_and_division(admin_client, departments, branch, division):
    # when
    by_branch = admin_client.get(f"/api/departments?branch={branch.id}")
    by_division = admin_client.get(f"/api/departments?division={division.id}&ordering=name")

    # then
    assert by_branch.json()["data"] == [
        {"id": departments["kueche"].id, "branch": branch.id, "name": "Küche", "description": ""}
    ]
    assert [item["name"] for item in by_division.json()["data"]] == ["Küche", "Service"]


def test_employee_sees_departments_of_their_branches_only(employee_client, departments):
    # when
    response = employee_client.get("/api/departments")

    # then
    assert [item["name"] for item in response.json()["data"]] == ["Küche"]


def test_employee_creates_a_department_in_own_branch(employee_client, branch):
    # when
    response = send(employee_client, "post", "/api/departments", {"branch": branch.id, "name": "Bar"})

    # then
    assert response.status_code == 201
    assert list(Department.objects.values_list("branch_id", "name")) == [(branch.id, "Bar")]


def test_tables_filter_by_branch(admin_client, branch, other_branch):
    # given
    TableFactory(branch=branch, identifier="1")
    TableFactory(branch=other_branch, identifier="2")

    # when
    response = admin_client.get(f"/api/tables?branch={other_branch.id}")

    # then
    assert [(item["branch"], item["identifier"]) for item in response.json()["data"]] == [(other_branch.id, "2")]


def test_employee_creates_a_table_in_own_branch(employee_client, branch):
    # when
    response = send(employee_client, "post", "/api/tables", {"branch": branch.id, "identifier": "Garten 1"})

    # then
    assert response.status_code == 201
    assert response.json()["data"] == {
        "id": response.json()["data"]["id"],
        "branch": branch.id,
        "identifier": "Garten 1",
    }


def test_employee_cannot_create_a_table_outside_their_reach(employee_client, other_branch):
    # when
    response = send(employee_client, "post", "/api/tables", {"branch": other_branch.id, "identifier": "7"})

    # then
    assert response.status_code == 400
    assert response.json() == {
        "errors": [
            {
                "message": f'Der Eintrag "{other_branch.id}" existiert nicht.',
                "code": "does_not_exist",
                "field": "branch",
            }
        ]
    }
    assert table_rows() == []


def test_employee_cannot_move_own_table_to_another_branch(employee_client, branch, other_branch):
    # given
    table = TableFactory(branch=branch, identifier="1")

    # when
    response = send(employee_client, "put", f"/api/tables/{table.id}", {"branch": other_branch.id})

    # then
    assert response.status_code == 400
    assert response.json()["errors"][0]["field"] == "branch"
    table.refresh_from_db()
    assert table.branch_id == branch.id


@pytest.mark.parametrize(("method", "body"), [("get", None), ("put", {"identifier": "99"}), ("delete", None)])
def test_other_branches_tables_answer_404(employee_client, other_branch, method, body):
    # given
    table = TableFactory(branch=other_branch, identifier="1")
    before = table_rows()

    # when
    response = send(employee_client, method, f"/api/tables/{table.id}", body)

    # then
    assert response.status_code == 404
    assert response.json() == NOT_FOUND
    assert table_rows() == before


def test_duplicate_table_in_a_branch_is_refused(admin_client, branch):
    # given
    TableFactory(branch=branch, identifier="1")

    # when
    response = send(admin_client, "post", "/api/tables", {"branch": branch.id, "identifier": "1"})

    # then
    assert response.status_code == 400
    assert response.json()["errors"][0]["code"] == "unique"
    assert Table.objects.count() == 1
