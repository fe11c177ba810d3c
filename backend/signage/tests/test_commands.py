"""A TV's commands: reload, show-scene (the scene until aborted, then the stream again), screenshot; German refusals
('Befehl konnte nicht ausgeführt werden.', 'Befehl konnte nicht abgebrochen werden.'), audited, within reach; the
player's acks (a show-scene it cannot show, a screenshot stored as the TV's upload)."""

import base64
import io
import random

import pytest
from PIL import Image

from audit.models import LogEntry
from devices.models import Command, DeviceKind
from devices.services import commands
from media.cleanup import referenced_upload_ids
from media.models import Upload
from media.tests.factories import jpeg, png

from .factories import SceneFactory, ScreenFactory, SignageDeviceFactory


def send(client, tv, **body):
    return client.post(f"/api/digital-signage-devices/{tv.pk}/command", body, format="json")


def abort(client, tv, command_id):
    return client.post(f"/api/digital-signage-devices/{tv.pk}/command/abort", {"id": command_id}, format="json")


def playing(client) -> tuple[str | None, str | None]:
    data = client.get("/api/signage/player").json()["data"]
    override = data["override"]
    return (data["segment"] or {}).get("name"), override["scene"]["name"] if override else None


def test_show_scene_plays_until_aborted_then_the_stream_again(
    admin_client, tv, scenes, player_client, at, django_capture_on_commit_callbacks
):
    with at(2026, 11, 25, 10, 30):
        sent = send(admin_client, tv, kind="show-scene", sceneId=scenes["lunch"].pk)
        command_id = sent.json()["data"]["id"]
        during = playing(player_client)
        # the player fetches it; it stays open while the scene is on the screen
        commands.deliver(tv.device_id)
        still = playing(player_client)
        override = player_client.get("/api/signage/player").json()["data"]["override"]
        told = admin_client.get(f"/api/digital-signage-devices/{tv.pk}").json()["data"]["override"]
        # committed: the players' stamps move (the test's own transaction never commits)
        with django_capture_on_commit_callbacks(execute=True):
            aborted = abort(admin_client, tv, command_id)
        after = playing(player_client)
        back = admin_client.get(f"/api/digital-signage-devices/{tv.pk}").json()["data"]["override"]

    assert sent.status_code == 200, sent.content
    assert {key: value for key, value in sent.json()["data"].items() if key not in ("createdAt", "expiresAt")} == {
        "id": command_id,
        "kind": "show-scene",
        "payload": {"sceneId": scenes["lunch"].pk, "path": "mittagsmenue", "name": "Mittagsmenü"},
        "status": "pending",
        "deliveredAt": None,
        "finishedAt": None,
        "result": None,
        "error": "",
    }
    assert during == ("Frühstück", "Mittagsmenü")
    assert still == ("Frühstück", "Mittagsmenü")
    assert (override["command"], override["since"], override["scene"]["durationSeconds"]) == (
        command_id,
        "2026-11-25T09:30:00Z",
        None,
    )
    assert told == {
        "command": command_id,
        "scene": scenes["lunch"].pk,
        "sceneName": "Mittagsmenü",
        "status": "delivered",
    }
    assert back is None
    assert aborted.status_code == 200
    assert (aborted.json()["data"]["status"], aborted.json()["data"]["finishedAt"]) == (
        "aborted",
        "2026-11-25T09:30:00Z",
    )
    assert after == ("Frühstück", None)
    created = LogEntry.objects.get(entity="command", action="create")
    assert (created.user_label, created.changes["kind"]["new"]) == ("admin@example.com", "show-scene")
    updated = LogEntry.objects.get(entity="command", action="update")
    assert updated.changes["status"] == {"old": "delivered", "new": "aborted"}


def test_a_new_show_scene_ends_the_one_before(admin_client, tv, scenes, player_client):
    first = send(admin_client, tv, kind="show-scene", sceneId=scenes["lunch"].pk).json()["data"]["id"]
    second = send(admin_client, tv, kind="show-scene", sceneId=scenes["welcome"].pk).json()["data"]["id"]

    assert Command.objects.get(pk=first).status == "aborted"
    assert Command.objects.get(pk=second).status == "pending"
    assert player_client.get("/api/signage/player").json()["data"]["override"]["command"] == second


def test_reload_and_screenshot_are_queued_for_the_screen(admin_client, tv):
    reload = send(admin_client, tv, kind="reload")
    screenshot = send(admin_client, tv, kind="screenshot", sceneId=None)

    assert [(row.kind, row.payload, row.status) for row in Command.objects.order_by("id")] == [
        ("reload", {}, "pending"),
        ("screenshot", {}, "pending"),
    ]
    assert reload.json()["data"]["kind"] == "reload"
    assert screenshot.status_code == 200


def test_commands_the_server_refuses(admin_client, tv, scenes, branch, other_branch):
    graz_scene = SceneFactory(name="Graz", path="graz", branch=other_branch)
    tablet = SignageDeviceFactory(device=ScreenFactory(branch=branch, name="Theke"))
    tablet.device.__class__.objects.filter(pk=tablet.device_id).update(kind=DeviceKind.TABLET)
    off = SignageDeviceFactory(device=ScreenFactory(branch=branch, name="Aus", is_active=False))

    refused = {
        "unknown scene": send(admin_client, tv, kind="show-scene", sceneId=999),
        "other branch's scene": send(admin_client, tv, kind="show-scene", sceneId=graz_scene.pk),
        "not a screen": send(admin_client, tablet, kind="reload"),
        "inactive": send(admin_client, off, kind="reload"),
    }
    invalid = {
        "no scene": send(admin_client, tv, kind="show-scene"),
        "kind": send(admin_client, tv, kind="notification"),
        "unknown field": send(admin_client, tv, kind="reload", scene=1),
    }

    assert {name: (r.status_code, r.json()["errors"]) for name, r in refused.items()} == {
        "unknown scene": (
            409,
            [{"message": "Befehl konnte nicht ausgeführt werden.", "code": "unknown_scene", "field": "sceneId"}],
        ),
        "other branch's scene": (
            409,
            [{"message": "Befehl konnte nicht ausgeführt werden.", "code": "unknown_scene", "field": "sceneId"}],
        ),
        "not a screen": (409, [{"message": "Befehl konnte nicht ausgeführt werden.", "code": "not_a_screen"}]),
        "inactive": (409, [{"message": "Befehl konnte nicht ausgeführt werden.", "code": "not_a_screen"}]),
    }
    assert {name: [(e["field"], e["message"]) for e in r.json()["errors"]] for name, r in invalid.items()} == {
        "no scene": [("sceneId", "Bitte wählen Sie eine Szene.")],
        "kind": [("kind", '"notification" ist keine gültige Option.')],
        "unknown field": [("scene", "Unbekanntes Feld.")],
    }
    assert not Command.objects.exists()
    assert not LogEntry.objects.filter(entity="command").exists()


def test_aborts_the_server_refuses(admin_client, tv, branch, scenes):
    other = SignageDeviceFactory(device=ScreenFactory(branch=branch, name="TV Küche"))
    finished = send(admin_client, tv, kind="reload").json()["data"]["id"]
    commands.acknowledge(tv.device, finished, ok=True)
    elsewhere = send(admin_client, other, kind="reload").json()["data"]["id"]
    shown = send(admin_client, tv, kind="show-scene", sceneId=scenes["welcome"].pk).json()["data"]["id"]
    abort(admin_client, tv, shown)

    responses = {
        "done": abort(admin_client, tv, finished),
        "aborted before": abort(admin_client, tv, shown),
        "another TV's": abort(admin_client, tv, elsewhere),
        "unknown": abort(admin_client, tv, 999),
    }

    assert {name: (r.status_code, r.json()["errors"]) for name, r in responses.items()} == {
        "done": (409, [{"message": "Befehl konnte nicht abgebrochen werden.", "code": "command_finished"}]),
        "aborted before": (409, [{"message": "Befehl konnte nicht abgebrochen werden.", "code": "command_finished"}]),
        "another TV's": (
            409,
            [{"message": "Befehl konnte nicht abgebrochen werden.", "code": "unknown_command", "field": "id"}],
        ),
        "unknown": (
            409,
            [{"message": "Befehl konnte nicht abgebrochen werden.", "code": "unknown_command", "field": "id"}],
        ),
    }
    assert Command.objects.get(pk=elsewhere).status == "pending"
    assert LogEntry.objects.filter(entity="command", action="update").count() == 1


def test_commands_stay_within_reach(employee_client, other_branch, stream):
    graz = SignageDeviceFactory(device=ScreenFactory(branch=other_branch, name="TV Graz"), stream=stream)

    assert send(employee_client, graz, kind="reload").status_code == 404
    assert abort(employee_client, graz, 1).status_code == 404
    assert not Command.objects.exists()


def test_a_show_scene_the_player_cannot_show_ends(admin_client, tv, scenes, player_client):
    command_id = send(admin_client, tv, kind="show-scene", sceneId=scenes["welcome"].pk).json()["data"]["id"]
    commands.deliver(tv.device_id)

    commands.acknowledge(tv.device, command_id, ok=False, error="Szene nicht geladen")

    assert player_client.get("/api/signage/player").json()["data"]["override"] is None
    command = Command.objects.get(pk=command_id)
    assert (command.status, command.error) == ("failed", "Szene nicht geladen")


def data_url(content: bytes, kind: str = "png") -> str:
    return f"data:image/{kind};base64," + base64.b64encode(content).decode()


@pytest.fixture
def screenshot(admin_client, tv):
    def take(result):
        command_id = send(admin_client, tv, kind="screenshot").json()["data"]["id"]
        commands.deliver(tv.device_id)
        return commands.acknowledge(tv.device, command_id, ok=True, result=result)

    return take


def test_a_screenshot_becomes_the_tvs_upload_and_the_next_replaces_it(admin_client, tv, screenshot):
    first = screenshot({"data_url": data_url(png(64, 36))})
    state = admin_client.get(f"/api/digital-signage-devices/{tv.pk}").json()["data"]["screenshot"]
    second = screenshot({"data_url": data_url(png(32, 18, color=(0, 0, 0)))})

    upload = Upload.objects.get()
    assert first.status == "done"
    assert first.result == {"screenshot": f"/upload/{upload.public_hash}/{upload.id}-1.png"}
    assert state == {"url": first.result["screenshot"], "takenAt": state["takenAt"]}
    assert second.result == {"screenshot": f"/upload/{upload.public_hash}/{upload.id}-2.png"}
    assert (upload.version, upload.extension, upload.width, upload.height) == (2, "png", 32, 18)
    assert upload.branch_id == tv.device.branch_id
    tv.refresh_from_db()
    assert tv.screenshot_id == upload.id
    # the screen stored both, as the log says (a device replaces only its own branch's upload)
    assert list(
        LogEntry.objects.filter(entity="upload").order_by("pk").values_list("action", "user_label", "user")
    ) == [("create", f"Gerät: {tv.device.name}", None), ("update", f"Gerät: {tv.device.name}", None)]
    # the daily clean-up of unused uploads keeps it
    assert upload.id in referenced_upload_ids()


def test_a_screenshot_that_is_no_png_fails_the_command(tv, screenshot):
    command = screenshot({"data_url": data_url(jpeg(), "jpeg")})

    assert (command.status, command.error, command.result) == (
        "failed",
        "Das Bildschirmfoto konnte nicht gespeichert werden: Der Dateityp wird nicht unterstützt.",
        None,
    )
    assert not Upload.objects.exists()
    tv.refresh_from_db()
    assert tv.screenshot_id is None


def test_the_players_largest_screenshot_comes_through_its_ack(admin_client, tv, player_client):
    """The player acks `{ok: true, result: {dataUrl}}` with a PNG of at most 1280 px a side (signage/player/
    screenshot.ts); even one that does not compress at all (noise, with alpha) stays within the request and upload
    limits (MAX_BODY_BYTES, MAX_UPLOAD_BYTES)."""
    # given
    noise = Image.frombytes("RGBA", (1280, 1280), random.Random(25).randbytes(1280 * 1280 * 4))
    out = io.BytesIO()
    noise.save(out, "PNG")
    command_id = send(admin_client, tv, kind="screenshot").json()["data"]["id"]
    commands.deliver(tv.device_id)

    # when
    response = player_client.post(
        f"/api/device-agent/commands/{command_id}/ack",
        {"ok": True, "result": {"dataUrl": data_url(out.getvalue())}},
        format="json",
    )

    # then
    assert response.status_code == 200, response.content[:500]
    upload = Upload.objects.get()
    assert response.json()["data"]["result"] == {"screenshot": f"/upload/{upload.public_hash}/{upload.id}-1.png"}
    assert (response.json()["data"]["status"], upload.width, upload.height) == ("done", 1280, 1280)
    assert admin_client.get(f"/api/digital-signage-devices/{tv.pk}").json()["data"]["screenshot"]["url"] == (
        f"/upload/{upload.public_hash}/{upload.id}-1.png"
    )
