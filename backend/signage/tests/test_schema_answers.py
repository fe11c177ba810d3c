"""The staff answers of signage are true to openapi's schema where a value may be missing: a scene, segment or stream
for every branch has no branch name, a TV without stream no stream name, a screen never seen no last contact
(schemathesis found the three answering null, or leaving the name out, against a required string)."""

import pytest

from core.tests.test_schema import assert_matches_schema

from .factories import SceneFactory, SignageDeviceFactory


@pytest.fixture
def schema(anon_client):
    return anon_client.get("/api/schema/", HTTP_ACCEPT="application/vnd.oai.openapi+json").json()


@pytest.mark.parametrize(
    ("path", "body"),
    [
        ("/api/scenes", {"path": "willkommen-alle", "name": "Willkommen", "layout": "blocks", "content": {"body": []}}),
        ("/api/digital-signage-segments", {"name": "Für alle", "scenes": "shared scene"}),
        ("/api/digital-signage-streams", {"name": "Für alle", "slots": []}),
    ],
)
def test_a_row_for_every_branch_answers_no_branch_name_as_documented(admin_client, schema, path, body):
    if body.get("scenes") == "shared scene":
        body = {**body, "scenes": [{"scene": SceneFactory(branch=None).pk, "durationSeconds": 8}]}
    created = admin_client.post(path, {**body, "branch": None}, format="json")
    assert created.status_code == 201, created.content
    row = created.json()["data"]
    changed = admin_client.put(f"{path}/{row['id']}", {**body, "branch": None, "name": "Geändert"}, format="json")
    listed = admin_client.get(path)

    assert row["branchName"] is None
    assert changed.status_code == 200, changed.content
    assert changed.json()["data"]["branchName"] is None
    assert [item["branchName"] for item in listed.json()["data"]] == [None]
    assert_matches_schema(schema, path, "post", created)
    assert_matches_schema(schema, f"{path}/{{id}}", "put", changed)
    assert_matches_schema(schema, path, "get", listed)


def test_a_tv_never_seen_and_without_stream_answers_null_as_documented(admin_client, schema, screen):
    tv = SignageDeviceFactory(device=screen, stream=None)

    response = admin_client.get(f"/api/digital-signage-devices/{tv.pk}")

    assert response.status_code == 200
    data = response.json()["data"]
    assert (data["lastSeenAt"], data["stream"], data["streamName"]) == (None, None, None)
    assert_matches_schema(schema, "/api/digital-signage-devices/{id}", "get", response)
