"""Pairing a code to an existing device (POST /api/devices/{id}/pair): a new tablet or screen takes the place of a
broken one and keeps the device's id, name, identifier and settings; the old secret stops working at once."""

import datetime
import json

import pytest
import time_machine

from audit.models import LogEntry
from core.tests.clock import PINNED_NOW
from devices import stamps
from devices.models import Device, PairingRequest, secret_hash

from .conftest import agent, errors_of

pytestmark = pytest.mark.django_db

UTC_NOW = PINNED_NOW.astimezone(datetime.UTC)
OLD_SECRET = "geheimnis-des-druckers-0123456789abcdefghij"
UNKNOWN = [{"message": "Unbekanntes Gerät. Bitte koppeln Sie das Gerät neu.", "code": "device_unknown"}]
INVALID_CODE = [{"field": "code", "message": "Der Code ist ungültig oder abgelaufen.", "code": "invalid_code"}]


@pytest.fixture
def frozen():
    with time_machine.travel(UTC_NOW, tick=False) as traveller:
        yield traveller


@pytest.fixture
def kitchen_printer(printer, kitchen):
    """The kitchen printer of Mariahilf (paired with OLD_SECRET), set up with care: port, department, no auto print."""
    Device.objects.filter(pk=printer.pk).update(
        printer_port=9101, department=kitchen, auto_print=False, name="Küche Mariahilf", identifier="kueche"
    )
    printer.refresh_from_db()
    return printer


def start(anon_client) -> dict:
    response = anon_client.post("/api/device-pairing", {}, format="json")
    assert response.status_code == 201
    return response.json()["data"]


def status(anon_client, token: str):
    return anon_client.post("/api/device-pairing/status", {"token": token}, format="json")


def pair_existing(client, device_id, code):
    return client.post(f"/api/devices/{device_id}/pair", {"code": code}, format="json")


def settings_of(device: Device) -> tuple:
    return (
        device.branch_id,
        device.name,
        device.identifier,
        device.kind,
        device.printer_host,
        device.printer_port,
        device.department_id,
        device.auto_print,
        device.is_active,
        device.created_at,
    )


def test_the_code_pairs_the_existing_device_which_keeps_everything_but_its_secret(
    anon_client, admin_client, kitchen_printer, kitchen, branch, frozen
):
    old_agent = agent(OLD_SECRET)
    polled = old_agent.get("/api/device-agent/commands")
    assert polled.status_code == 200
    etag = polled["ETag"]
    # the old secret's identity is cached: a poll naming the ETag is answered without reading the row
    assert stamps.cached_identity(secret_hash(OLD_SECRET)) is not None
    assert old_agent.get("/api/device-agent/commands", HTTP_IF_NONE_MATCH=etag).status_code == 304
    kept = settings_of(kitchen_printer)
    started = start(anon_client)
    frozen.shift(datetime.timedelta(minutes=1))

    # typed as read: lower case, a dash
    response = pair_existing(admin_client, kitchen_printer.pk, f"{started['code'][:3].lower()}-{started['code'][3:]}")

    assert response.status_code == 200, response.json()
    data = response.json()["data"]
    assert {key: data[key] for key in ("id", "branch", "name", "identifier", "kind", "isActive", "isPaired")} == {
        "id": kitchen_printer.pk,
        "branch": branch.pk,
        "name": "Küche Mariahilf",
        "identifier": "kueche",
        "kind": "printer",
        "isActive": True,
        # until the page fetched its secret
        "isPaired": False,
    }
    assert (data["printerHost"], data["printerPort"], data["department"], data["autoPrint"]) == (
        "127.0.0.1",
        9101,
        kitchen.pk,
        False,
    )
    assert data["pairedAt"] == "2026-11-25T11:16:00Z"
    assert Device.objects.count() == 1

    # the old secret stops working at once, the poll naming its ETag too, although its identity was cached
    for answer in (
        old_agent.get("/api/device-agent/commands", HTTP_IF_NONE_MATCH=etag),
        old_agent.get("/api/device-agent/me"),
    ):
        assert answer.status_code == 401
        assert errors_of(answer) == UNKNOWN

    # the waiting page gets the new secret, once
    frozen.shift(datetime.timedelta(seconds=2))
    first = status(anon_client, started["token"]).json()["data"]
    assert first["status"] == "paired"
    assert first["device"]["id"] == kitchen_printer.pk
    assert (first["device"]["name"], first["device"]["identifier"], first["device"]["printerPort"]) == (
        "Küche Mariahilf",
        "kueche",
        9101,
    )
    secret = first["secret"]
    assert len(secret) >= 40
    assert secret != OLD_SECRET
    again = status(anon_client, started["token"]).json()["data"]
    assert again["status"] == "paired"
    assert "secret" not in again

    device = Device.objects.get()
    assert device.pk == kitchen_printer.pk
    assert settings_of(device) == kept
    assert device.secret_hash == secret_hash(secret)
    assert device.paired_at == UTC_NOW + datetime.timedelta(minutes=1, seconds=2)
    me = agent(secret).get("/api/device-agent/me")
    assert me.status_code == 200
    assert me.json()["data"]["id"] == kitchen_printer.pk
    assert agent(OLD_SECRET).get("/api/device-agent/me").status_code == 401

    # the code is used up
    assert errors_of(pair_existing(admin_client, kitchen_printer.pk, started["code"])) == INVALID_CODE
    assert Device.objects.get().secret_hash == secret_hash(secret)


def test_the_pairing_is_audited_without_any_secret(anon_client, admin_client, kitchen_printer, frozen):
    started = start(anon_client)

    assert pair_existing(admin_client, kitchen_printer.pk, started["code"]).status_code == 200
    secret = status(anon_client, started["token"]).json()["data"]["secret"]

    entry = LogEntry.objects.get(entity="device")
    assert (entry.action, entry.entity_id, entry.user_label) == ("update", str(kitchen_printer.pk), "admin@example.com")
    assert entry.changes["paired_at"]["new"] == "2026-11-25T11:15:00+00:00"
    assert "secret_hash" not in entry.changes
    written = json.dumps(entry.changes)
    for value in (secret, secret_hash(secret), OLD_SECRET, secret_hash(OLD_SECRET), started["token"]):
        assert value not in written


def test_a_wrong_or_expired_code_is_refused_on_code_and_changes_nothing(
    anon_client, admin_client, kitchen_printer, frozen
):
    started = start(anon_client)
    kept = settings_of(kitchen_printer)

    wrong = pair_existing(admin_client, kitchen_printer.pk, "AAAAAA")
    missing = admin_client.post(f"/api/devices/{kitchen_printer.pk}/pair", {}, format="json")
    frozen.shift(datetime.timedelta(minutes=10))
    expired = pair_existing(admin_client, kitchen_printer.pk, started["code"])

    assert (wrong.status_code, errors_of(wrong)) == (400, INVALID_CODE)
    assert (expired.status_code, errors_of(expired)) == (400, INVALID_CODE)
    assert missing.status_code == 400
    assert errors_of(missing) == [{"field": "code", "message": "Dieses Feld ist erforderlich.", "code": "required"}]
    device = Device.objects.get()
    assert settings_of(device) == kept
    assert device.secret_hash == secret_hash(OLD_SECRET)
    assert agent(OLD_SECRET).get("/api/device-agent/me").status_code == 200
    assert status(anon_client, started["token"]).json() == {"data": {"status": "expired"}}
    assert not LogEntry.objects.filter(entity="device").exists()


def test_only_administrators_pair_an_existing_device(anon_client, admin_client, employee_client, tablet, graz_tablet):
    started = start(anon_client)

    assert pair_existing(employee_client, tablet.pk, started["code"]).status_code == 403
    assert pair_existing(employee_client, graz_tablet.pk, started["code"]).status_code == 403
    unknown = pair_existing(admin_client, 999_999, started["code"])
    assert unknown.status_code == 404

    # nothing paired: the page still waits, the tablets keep their secrets
    assert status(anon_client, started["token"]).json() == {"data": {"status": "waiting"}}
    assert agent().get("/api/device-agent/me").status_code == 200
    assert PairingRequest.objects.get().device_id is None


def test_a_deactivated_device_is_paired_and_stays_deactivated(anon_client, admin_client, tablet):
    Device.objects.filter(pk=tablet.pk).update(is_active=False)
    started = start(anon_client)

    response = pair_existing(admin_client, tablet.pk, started["code"])

    assert response.status_code == 200
    assert response.json()["data"]["isActive"] is False
    secret = status(anon_client, started["token"]).json()["data"]["secret"]
    refused = agent(secret).get("/api/device-agent/me")
    assert refused.status_code == 403
    assert errors_of(refused) == [{"message": "Dieses Gerät ist deaktiviert.", "code": "device_inactive"}]
    # activated on its edit page, the new page works
    admin_client.put(f"/api/devices/{tablet.pk}", {"isActive": True}, format="json")
    assert agent(secret).get("/api/device-agent/me").status_code == 200


def test_a_second_code_for_the_same_device_wins_and_the_first_page_starts_over(anon_client, admin_client, tablet):
    first = start(anon_client)
    second = start(anon_client)

    assert pair_existing(admin_client, tablet.pk, first["code"]).status_code == 200
    assert pair_existing(admin_client, tablet.pk, second["code"]).status_code == 200

    # the first page's request is gone (its page asks for a new code), only the second gets the secret
    gone = status(anon_client, first["token"])
    assert gone.status_code == 404
    assert errors_of(gone) == [{"message": "Diese Kopplungsanfrage gibt es nicht.", "code": "not_found"}]
    secret = status(anon_client, second["token"]).json()["data"]["secret"]
    assert Device.objects.get(pk=tablet.pk).secret_hash == secret_hash(secret)
