"""TVs: a screen device of a branch in reach with its stream, orientation and resolution; the player's state and what
it showed (proof of play) for staff; German errors; audited; a screen a TV uses is not deleted."""

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from audit.models import LogEntry
from audit.services import audited_delete
from core.usage import InUse
from devices.models import DeviceKind
from devices.tests.factories import DeviceFactory

from ..models import ProofOfPlay, SignageDevice
from .factories import ScreenFactory, SignageDeviceFactory, StreamFactory


def errors(response) -> list[tuple[str, str]]:
    return [(error.get("field", ""), error["message"]) for error in response.json()["errors"]]


def test_a_screen_becomes_a_tv_with_its_stream(admin_client, screen, stream):
    response = admin_client.post(
        "/api/digital-signage-devices",
        {"device": screen.pk, "stream": stream.pk, "orientation": "portrait", "resolution": "1080 × 1920"},
        format="json",
    )

    assert response.status_code == 201, response.content
    data = response.json()["data"]
    assert {key: value for key, value in data.items() if key not in ("id", "createdAt", "updatedAt")} == {
        "device": screen.pk,
        "name": "TV Theke",
        "identifier": "tv-theke",
        "branch": screen.branch_id,
        "branchName": "Mariahilf",
        "stream": stream.pk,
        "streamName": "Theke Mariahilf",
        "orientation": "portrait",
        "resolution": "1080x1920",
        "online": False,
        "lastSeenAt": None,
        "showing": {"scene": None, "sceneName": None, "since": None},
        "override": None,
        "screenshot": None,
    }
    entry = LogEntry.objects.get(entity="signagedevice", action="create")
    assert (entry.entity_label, entry.changes["stream"]) == ("TV Theke", {"old": None, "new": stream.pk})


def test_tv_errors_in_german(admin_client, branch, other_branch, tv, stream):
    tablet = DeviceFactory(branch=branch, kind=DeviceKind.TABLET, name="Theke")
    graz_stream = StreamFactory(name="Graz", branch=other_branch)

    not_a_screen = admin_client.post(
        "/api/digital-signage-devices",
        {"device": tablet.pk, "orientation": "schräg", "resolution": "groß"},
        format="json",
    )
    taken = admin_client.post("/api/digital-signage-devices", {"device": tv.device_id}, format="json")
    other_stream = admin_client.put(f"/api/digital-signage-devices/{tv.pk}", {"stream": graz_stream.pk}, format="json")
    missing = admin_client.post("/api/digital-signage-devices", {}, format="json")

    assert errors(not_a_screen) == [
        ("device", "Bitte wählen Sie ein Gerät der Art Bildschirm."),
        ("orientation", '"schräg" ist keine gültige Option.'),
        ("resolution", "Bitte geben Sie die Auflösung als Breite x Höhe an, z. B. 1920x1080."),
    ]
    assert errors(taken) == [("device", "Dieses Gerät ist schon ein TV („TV Theke“).")]
    assert errors(other_stream) == [("stream", "Der Stream „Graz“ gehört zu einer anderen Filiale.")]
    assert errors(missing) == [("device", "Dieses Feld ist erforderlich.")]
    assert SignageDevice.objects.count() == 1


def test_employees_reach_the_tvs_of_their_branches(employee_client, tv, other_branch, stream):
    graz = SignageDeviceFactory(device=ScreenFactory(branch=other_branch, name="TV Graz"), stream=stream)
    graz_screen = ScreenFactory(branch=other_branch, name="TV Graz 2")

    rows = employee_client.get("/api/digital-signage-devices").json()["data"]
    foreign = employee_client.post("/api/digital-signage-devices", {"device": graz_screen.pk}, format="json")

    assert [row["name"] for row in rows] == ["TV Theke"]
    assert employee_client.get(f"/api/digital-signage-devices/{graz.pk}").status_code == 404
    assert employee_client.delete(f"/api/digital-signage-devices/{graz.pk}").status_code == 404
    assert errors(foreign) == [("device", f'Der Eintrag "{graz_screen.pk}" existiert nicht.')]


def test_the_list_filters_by_branch_and_stream(admin_client, tv, other_branch, branch, stream):
    other = StreamFactory(name="Leer")
    SignageDeviceFactory(device=ScreenFactory(branch=other_branch, name="TV Graz"), stream=other)

    def names(query):
        return [row["name"] for row in admin_client.get(f"/api/digital-signage-devices?{query}").json()["data"]]

    assert names(f"branch={branch.pk}") == ["TV Theke"]
    assert names(f"stream={other.pk}") == ["TV Graz"]
    assert names("ordering=-name") == ["TV Theke", "TV Graz"]


def test_a_screen_a_tv_uses_is_not_deleted(admin_user, tv):
    with pytest.raises(InUse) as refused:
        audited_delete(admin_user, tv.device)

    assert refused.value.message == (
        "Gerät „TV Theke“ wird noch verwendet (TV „TV Theke“) und kann daher nicht gelöscht werden."
    )


def test_deleting_a_tv_is_audited_and_leaves_its_screen(admin_client, tv):
    response = admin_client.delete(f"/api/digital-signage-devices/{tv.pk}")

    assert response.status_code == 204
    assert not SignageDevice.objects.exists()
    assert LogEntry.objects.filter(entity="signagedevice", action="delete", entity_label="TV Theke").count() == 1
    assert tv.device.__class__.objects.filter(pk=tv.device_id).exists()


def test_staff_read_what_the_player_showed_newest_first(admin_client, tv, scenes, player_client, at):
    with at(2026, 11, 25, 10, 0):
        for minute, scene in ((1, "breakfast"), (2, "welcome"), (3, "breakfast")):
            player_client.post(
                "/api/signage/proof-of-play",
                {"sceneId": scenes[scene].pk, "shownAt": f"2026-11-25T09:0{minute}:00Z"},
                format="json",
            )
        state = admin_client.get(f"/api/digital-signage-devices/{tv.pk}").json()["data"]
        plays = admin_client.get(f"/api/digital-signage-devices/{tv.pk}/proof-of-play").json()

    assert state["showing"] == {
        "scene": scenes["breakfast"].pk,
        "sceneName": "Frühstück",
        "since": "2026-11-25T09:03:00Z",
    }
    assert state["online"] is True
    assert state["lastSeenAt"] == "2026-11-25T09:00:00Z"
    assert [(row["sceneName"], row["shownAt"]) for row in plays["data"]] == [
        ("Frühstück", "2026-11-25T09:03:00Z"),
        ("Willkommen", "2026-11-25T09:02:00Z"),
        ("Frühstück", "2026-11-25T09:01:00Z"),
    ]
    assert plays["meta"]["total"] == 3
    assert ProofOfPlay.objects.count() == 3


def test_the_tv_list_reads_a_fixed_number_of_rows(admin_client, tv, stream, branch):
    def count():
        with CaptureQueriesContext(connection) as queries:
            assert admin_client.get("/api/digital-signage-devices").status_code == 200
        return len(queries)

    one = count()
    for index in range(4):
        SignageDeviceFactory(device=ScreenFactory(branch=branch, name=f"TV {index}"), stream=stream)

    assert count() == one
