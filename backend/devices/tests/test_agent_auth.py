"""The agent authenticates with `Authorization: Device <secret>` only; refusals in German."""

import datetime

import pytest

from devices.models import Device

from .conftest import SECRET, agent, errors_of

pytestmark = pytest.mark.django_db


def test_without_the_header_the_agent_is_refused(anon_client, tablet):
    response = anon_client.get("/api/device-agent/commands")

    assert response.status_code == 401
    assert response["WWW-Authenticate"] == 'Device realm="api"'
    assert errors_of(response) == [
        {"message": "Das Gerät hat sich nicht angemeldet.", "code": "device_not_authenticated"}
    ]


def test_a_back_office_session_is_no_device(admin_client, tablet):
    response = admin_client.get("/api/device-agent/me")

    assert response.status_code == 401
    assert errors_of(response)[0]["code"] == "device_not_authenticated"


@pytest.mark.parametrize("header", ["Device falsch", "Device", "Device a b", f"Device {'x' * 300}"])
def test_an_unknown_secret_is_refused(anon_client, tablet, header):
    response = anon_client.get("/api/device-agent/me", HTTP_AUTHORIZATION=header)

    assert response.status_code == 401
    assert errors_of(response) == [
        {"message": "Unbekanntes Gerät. Bitte koppeln Sie das Gerät neu.", "code": "device_unknown"}
    ]


def test_the_secret_in_the_address_is_not_accepted(anon_client, tablet):
    assert anon_client.get(f"/api/device-agent/me?secret={SECRET}").status_code == 401


def test_a_deactivated_device_is_refused_at_once_although_its_identity_was_cached(admin_client, tablet):
    client = agent()
    assert client.get("/api/device-agent/commands").status_code == 200

    admin_client.put(f"/api/devices/{tablet.pk}", {"isActive": False}, format="json")

    response = client.get("/api/device-agent/commands")
    assert response.status_code == 403
    assert errors_of(response) == [{"message": "Dieses Gerät ist deaktiviert.", "code": "device_inactive"}]


def test_a_deleted_device_is_unknown_at_once(admin_client, tablet):
    client = agent()
    assert client.get("/api/device-agent/me").status_code == 200

    assert admin_client.delete(f"/api/devices/{tablet.pk}").status_code == 204

    assert client.get("/api/device-agent/me").status_code == 401


def test_a_new_secret_replaces_the_old_one(admin_client, tablet):
    client = agent()
    assert client.get("/api/device-agent/me").status_code == 200

    response = admin_client.post(f"/api/devices/{tablet.pk}/new-secret")

    assert response.status_code == 200
    data = response.json()["data"]
    assert data["terminalUrl"] is None
    assert client.get("/api/device-agent/me").status_code == 401
    assert agent(data["secret"]).get("/api/device-agent/me").status_code == 200


def test_only_administrators_make_a_new_secret(employee_client, tablet):
    assert employee_client.post(f"/api/devices/{tablet.pk}/new-secret").status_code == 403


def test_last_seen_is_written_at_most_every_15_seconds(tablet, _pinned_clock):
    client = agent()
    client.get("/api/device-agent/commands")
    tablet.refresh_from_db()
    first = tablet.last_seen_at
    assert first is not None

    _pinned_clock.shift(datetime.timedelta(seconds=10))
    client.get("/api/device-agent/commands")
    assert Device.objects.get(pk=tablet.pk).last_seen_at == first

    _pinned_clock.shift(datetime.timedelta(seconds=6))
    client.get("/api/device-agent/commands")
    assert Device.objects.get(pk=tablet.pk).last_seen_at > first


def test_the_heartbeat_reports_the_tablets_sound(tablet):
    response = agent().post("/api/device-agent/heartbeat", {"soundEnabled": False}, format="json")

    assert response.status_code == 200
    assert response.json()["data"]["soundEnabled"] is False
    tablet.refresh_from_db()
    assert tablet.sound_enabled is False
    assert tablet.last_seen_at is not None


def test_me_names_the_device_and_its_branch(tablet, branch):
    assert agent().get("/api/device-agent/me").json()["data"] == {
        "id": tablet.pk,
        "name": "Theke Mariahilf",
        "identifier": "theke",
        "kind": "tablet",
        "branch": {"id": branch.pk, "name": "Mariahilf", "identifier": "mariahilf"},
        "printerHost": "",
        "printerPort": 9100,
        "soundEnabled": None,
    }


def test_a_cached_identity_the_row_no_longer_confirms_is_refused(tablet, printer):
    """The cache did not hear of the change (a database restored, or a write past the models' signals): the device's
    row, read by id and secret's hash together, decides."""
    client = agent()
    assert client.get("/api/device-agent/commands").status_code == 200
    Device.objects.filter(pk=tablet.pk).update(secret_hash=None)

    response = client.get("/api/device-agent/commands")

    assert response.status_code == 401
    assert errors_of(response)[0]["code"] == "device_unknown"
    # and the cache forgot it: the next call reads the row again
    assert client.get("/api/device-agent/me").status_code == 401
