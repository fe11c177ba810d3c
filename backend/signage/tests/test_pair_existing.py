"""A new screen takes the place of a TV's screen (devices' POST /api/devices/{id}/pair): the TV keeps its stream,
orientation and what it showed, the new page plays it with its own secret, the old screen's secret is refused."""

import pytest
from rest_framework.test import APIClient

from ..models import SignageDevice

pytestmark = pytest.mark.django_db


def test_a_screen_paired_anew_plays_its_tvs_stream_and_the_old_secret_is_refused(
    tv, segments, player_client, anon_client, admin_client, at
):
    with at(2026, 11, 25, 12, 0):
        assert player_client.get("/api/signage/player").status_code == 200
        started = anon_client.post("/api/device-pairing", {}, format="json").json()["data"]

        assert (
            admin_client.post(f"/api/devices/{tv.device_id}/pair", {"code": started["code"]}, format="json").status_code
            == 200
        )
        answer = anon_client.post("/api/device-pairing/status", {"token": started["token"]}, format="json")
        secret = answer.json()["data"]["secret"]
        new_screen = APIClient()
        new_screen.credentials(HTTP_AUTHORIZATION=f"Device {secret}")
        played = new_screen.get("/api/signage/player")
        refused = player_client.get("/api/signage/player")

    assert played.status_code == 200
    data = played.json()["data"]
    assert (data["device"]["id"], data["device"]["device"], data["device"]["identifier"]) == (
        tv.pk,
        tv.device_id,
        "tv-theke",
    )
    assert data["stream"] == {"id": tv.stream_id, "name": "Theke Mariahilf"}
    assert data["segment"] == {"id": segments["lunch"].pk, "name": "Mittag"}
    kept = SignageDevice.objects.get()
    assert (kept.pk, kept.device_id, kept.stream_id, kept.orientation, kept.resolution) == (
        tv.pk,
        tv.device_id,
        tv.stream_id,
        "landscape",
        "1920x1080",
    )
    assert refused.status_code == 401
    assert refused.json()["errors"] == [
        {"message": "Unbekanntes Gerät. Bitte koppeln Sie das Gerät neu.", "code": "device_unknown"}
    ]
