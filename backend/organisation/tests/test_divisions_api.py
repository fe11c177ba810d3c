import json

import pytest

from organisation.models import Division
from organisation.tests.factories import DivisionFactory


def rows():
    return list(Division.objects.order_by("id").values("id", "name", "identifier", "description"))


def test_employee_reads_divisions(employee_client, division):
    # when
    response = employee_client.get("/api/divisions")

    # then
    assert response.status_code == 200
    assert response.json()["data"] == [
        {"id": division.id, "name": "Wirtshaus", "identifier": "wirtshaus", "description": ""}
    ]


def test_admin_creates_updates_and_deletes_a_division(admin_client):
    # when
    created = admin_client.post(
        "/api/divisions",
        json.dumps({"name": "Bäckerei", "identifier": "baeckerei", "description": "Brot"}),
        content_type="application/json",
    )
    division_id = created.json()["data"]["id"]
    updated = admin_client.put(
        f"/api/divisions/{division_id}", json.dumps({"name": "Backstube"}), content_type="application/json"
    )
    deleted = admin_client.delete(f"/api/divisions/{division_id}")

    # then
    assert created.status_code == 201
    assert created.json()["data"] == {
        "id": division_id,
        "name": "Bäckerei",
        "identifier": "baeckerei",
        "description": "Brot",
    }
    assert updated.status_code == 200
    assert updated.json()["data"]["name"] == "Backstube"
    assert updated.json()["data"]["description"] == "Brot"
    assert deleted.status_code == 204
    assert rows() == []


def test_division_with_branches_cannot_be_deleted(admin_client, branch, division):
    # when
    response = admin_client.delete(f"/api/divisions/{division.id}")

    # then
    assert response.status_code == 409
    assert response.json()["errors"][0]["message"] == "Der Eintrag wird noch verwendet und kann nicht gelöscht werden."
    assert Division.objects.filter(pk=division.pk).exists()


@pytest.mark.parametrize(
    ("method", "url", "body"),
    [
        ("post", "/api/divisions", {"name": "Neu", "identifier": "neu"}),
        ("put", "/api/divisions/{id}", {"name": "Geändert"}),
        ("delete", "/api/divisions/{id}", None),
    ],
)
def test_employee_may_not_write_divisions(employee_client, method, url, body):
    # given
    division = DivisionFactory(name="Bäckerei", identifier="baeckerei")
    before = rows()

    # when
    response = getattr(employee_client, method)(
        url.format(id=division.id), json.dumps(body) if body else "", content_type="application/json"
    )

    # then
    assert response.status_code == 403
    assert response.json() == {
        "errors": [{"message": "Sie haben keine Berechtigung für diese Aktion.", "code": "permission_denied"}]
    }
    assert rows() == before
