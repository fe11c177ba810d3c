"""Odd input is a German 400 (or an empty page 404), never a 500: wrong types, huge ids, lists for objects."""

import pytest

BODIES = [
    ("/api/scenes", {"path": "a", "name": "b", "content": []}),
    ("/api/scenes", {"path": "a", "name": "b", "content": "text"}),
    ("/api/scenes", {"path": "a", "name": "b", "content": None}),
    ("/api/scenes", {"path": "a", "name": "b", "categories": "x", "menu": "y", "branch": True}),
    ("/api/scenes", {"path": "a" * 500, "name": "b" * 500, "title": "c" * 500}),
    ("/api/scenes", {"path": 5, "name": ["x"]}),
    ("/api/scenes", []),
    ("/api/digital-signage-segments", {"name": "x", "scenes": "x"}),
    ("/api/digital-signage-segments", {"name": "x", "scenes": [None, 5, "a"]}),
    ("/api/digital-signage-segments", {"name": "x", "scenes": [{"scene": 2**70}]}),
    ("/api/digital-signage-streams", {"name": "x", "slots": [{"weekdays": "1", "from": 5, "to": None}]}),
    ("/api/digital-signage-streams", {"name": "x", "slots": [{"weekdays": [1] * 100, "from": "06:00", "to": "07:00"}]}),
    ("/api/digital-signage-streams", {"name": "x", "slots": None}),
    ("/api/digital-signage-devices", {"device": "x", "stream": [], "resolution": None}),
    ("/api/digital-signage-devices", {"device": 2**70}),
]


@pytest.mark.parametrize(("url", "body"), BODIES)
def test_odd_bodies_are_refused(admin_client, url, body, tv):
    response = admin_client.post(url, body, format="json")
    assert response.status_code == 400, response.content


def test_odd_commands_reports_and_filters(admin_client, tv, player_client):
    for body in ({"kind": None}, {"kind": "reload", "sceneId": "x"}, {"kind": "show-scene", "sceneId": 2**70}, []):
        assert (
            admin_client.post(f"/api/digital-signage-devices/{tv.pk}/command", body, format="json").status_code == 400
        )
    for body in ({"id": "x"}, {}, {"id": 2**70}):
        assert (
            admin_client.post(f"/api/digital-signage-devices/{tv.pk}/command/abort", body, format="json").status_code
            == 400
        )
    for body in ({"sceneId": 1, "shownAt": "9999-01-01T00:00:00Z"}, {"sceneId": 1, "shownAt": "x"}, {}):
        assert player_client.post("/api/signage/proof-of-play", body, format="json").status_code == 400
    for query in ("branch=x", "shared=maybe", "layout=x", "ordering=-nope", "page=999", "q=%00"):
        assert admin_client.get(f"/api/scenes?{query}").status_code in (200, 400, 404), query
    for query in ("branch=x", "stream=0", "ordering=name"):
        assert admin_client.get(f"/api/digital-signage-devices?{query}").status_code in (200, 400), query
    assert admin_client.get(f"/api/digital-signage-devices/{tv.pk}/proof-of-play?page=99").status_code == 404
