"""Tags, images and logo of a branch: public and staff shape, writes, validation, reach."""

import json

import pytest

from audit.models import LogEntry
from organisation.models import Branch
from organisation.tests.factories import BranchFactory, TagFactory

HEADER = {"id": 12, "version": 3, "extension": "jpg"}
LOGO = {"id": 7, "version": 0, "extension": "png"}


def send(client, method, url, data):
    return getattr(client, method)(url, json.dumps(data), content_type="application/json")


def stored(branch):
    branch.refresh_from_db()
    return {"tags": sorted(branch.tags.values_list("name", flat=True)), "images": branch.images, "logo": branch.logo}


def test_public_branch_sends_tags_images_and_logo(anon_client, division):
    # given
    branch = BranchFactory(division=division, identifier="mariahilf", images=[HEADER], logo=LOGO)
    branch.tags.set([TagFactory(name="Vegan"), TagFactory(name="Frühstück")])
    BranchFactory(division=division, identifier="graz")

    # when
    response = anon_client.get("/api/public/branches")
    one = anon_client.get("/api/public/branches/mariahilf")

    # then
    assert response.status_code == 200
    by_identifier = {item["identifier"]: item for item in response.json()["data"]}
    tags = sorted(by_identifier["mariahilf"]["tags"], key=lambda tag: tag["name"])
    assert tags == [
        {"id": branch.tags.get(name="Frühstück").id, "name": "Frühstück"},
        {"id": branch.tags.get(name="Vegan").id, "name": "Vegan"},
    ]
    assert by_identifier["mariahilf"]["images"] == [HEADER]
    assert by_identifier["mariahilf"]["logo"] == LOGO
    assert (by_identifier["graz"]["tags"], by_identifier["graz"]["images"], by_identifier["graz"]["logo"]) == (
        [],
        [],
        None,
    )
    assert sorted(one.json()["data"]["tags"], key=lambda tag: tag["name"]) == tags


def test_public_branch_list_queries_do_not_grow_with_tags(anon_client, division, django_assert_max_num_queries):
    # given
    tags = [TagFactory() for _ in range(3)]
    for _ in range(5):
        BranchFactory(division=division).tags.set(tags)

    # then: branches, delivery areas, tags (+ count and session-free overhead)
    with django_assert_max_num_queries(4):
        response = anon_client.get("/api/public/branches")
    assert len(response.json()["data"]) == 5


def test_employee_sets_tags_images_and_logo_of_own_branch(employee_client, branch):
    # given
    vegan, breakfast = TagFactory(name="Vegan"), TagFactory(name="Frühstück")

    # when
    response = send(
        employee_client,
        "put",
        f"/api/branches/{branch.id}",
        {"tags": [vegan.id, breakfast.id], "images": [HEADER, {"id": 13, "extension": "webp"}], "logo": LOGO},
    )

    # then
    assert response.status_code == 200
    body = response.json()["data"]
    assert sorted(tag["name"] for tag in body["tags"]) == ["Frühstück", "Vegan"]
    assert body["images"] == [HEADER, {"id": 13, "version": 0, "extension": "webp"}]
    assert body["logo"] == LOGO
    assert stored(branch) == {
        "tags": ["Frühstück", "Vegan"],
        "images": [HEADER, {"id": 13, "version": 0, "extension": "webp"}],
        "logo": LOGO,
    }
    entry = LogEntry.objects.filter(entity_id=str(branch.id)).latest("id")
    assert entry.changes["tags"] == {"old": [], "new": sorted([vegan.id, breakfast.id])}


def test_tags_and_logo_can_be_cleared(admin_client, branch):
    # given
    branch.tags.set([TagFactory(name="Vegan")])
    Branch.objects.filter(pk=branch.pk).update(logo=LOGO, images=[HEADER])

    # when
    response = send(admin_client, "put", f"/api/branches/{branch.id}", {"tags": [], "images": [], "logo": None})

    # then
    assert response.status_code == 200
    assert (response.json()["data"]["tags"], response.json()["data"]["logo"]) == ([], None)
    assert stored(branch) == {"tags": [], "images": [], "logo": None}


def test_admin_creates_a_branch_with_tags(admin_client, division):
    # given
    vegan = TagFactory(name="Vegan")

    # when
    response = send(
        admin_client,
        "post",
        "/api/branches",
        {"division": division.id, "identifier": "linz", "name": "Linz", "tags": [vegan.id], "logo": LOGO},
    )

    # then
    assert response.status_code == 201
    assert response.json()["data"]["tags"] == [{"id": vegan.id, "name": "Vegan"}]
    assert stored(Branch.objects.get(identifier="linz")) == {"tags": ["Vegan"], "images": [], "logo": LOGO}


@pytest.mark.parametrize(
    ("body", "field", "message", "code"),
    [
        ({"tags": [999]}, "tags", 'Der Eintrag "999" existiert nicht.', "does_not_exist"),
        ({"tags": ["vegan"]}, "tags", "Eine gültige Ganzzahl ist erforderlich.", "invalid"),
        ({"images": [{"id": 1}]}, "images.0.extension", "Dieses Feld ist erforderlich.", "required"),
        (
            {"images": [{"id": 1, "extension": "../x"}]},
            "images.0.extension",
            "Dieser Wert passt nicht zu dem erforderlichen Muster.",
            "invalid",
        ),
        (
            {"images": [{"id": 0, "extension": "jpg"}]},
            "images.0.id",
            "Bitte geben Sie einen Wert größer oder gleich 1 an.",
            "min_value",
        ),
        (
            {"images": [HEADER, {"id": 1, "extension": "jpg", "url": "x"}]},
            "images.1.url",
            "Unbekanntes Feld.",
            "unknown_field",
        ),
        (
            {"images": HEADER},
            "images",
            'Erwarte eine Liste von Elementen, erhielt aber den Typ "dict".',
            "not_a_list",
        ),
        ({"logo": {"version": 1, "extension": "png"}}, "logo.id", "Dieses Feld ist erforderlich.", "required"),
        ({"logo": "logo.png"}, "logo", "Ungültige Daten. Dictionary erwartet, aber str erhalten.", "invalid"),
    ],
)
def test_invalid_tags_or_image_references(admin_client, branch, body, field, message, code):
    # given
    before = stored(branch)

    # when
    response = send(admin_client, "put", f"/api/branches/{branch.id}", body)

    # then
    assert response.status_code == 400
    [error] = response.json()["errors"]
    assert error == {"field": field, "message": message, "code": code}
    assert stored(branch) == before


def test_employee_cannot_set_tags_of_another_branch(employee_client, other_branch):
    # given
    vegan = TagFactory(name="Vegan")

    # when
    response = send(employee_client, "put", f"/api/branches/{other_branch.id}", {"tags": [vegan.id], "logo": LOGO})

    # then
    assert response.status_code == 404
    assert stored(other_branch) == {"tags": [], "images": [], "logo": None}
