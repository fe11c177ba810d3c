"""Pairing without typing secrets: the device page shows a code, the manager enters it, the page gets its secret once."""

import datetime

import pytest
import time_machine

from audit.models import LogEntry
from core.tests.clock import PINNED_NOW
from devices.models import Device, PairingRequest, secret_hash
from devices.services.pairing import CODE_ALPHABET

from .conftest import agent, errors_of

pytestmark = pytest.mark.django_db

UTC_NOW = PINNED_NOW.astimezone(datetime.UTC)


@pytest.fixture
def frozen():
    with time_machine.travel(UTC_NOW, tick=False) as traveller:
        yield traveller


def start(anon_client):
    response = anon_client.post("/api/device-pairing", {}, format="json")
    assert response.status_code == 201
    return response.json()["data"]


def pair(admin_client, code, branch, **fields):
    body = {"code": code, "branch": branch.pk, "name": "Theke Mariahilf", "kind": "tablet", **fields}
    return admin_client.post("/api/devices/pair", body, format="json")


def test_the_page_gets_a_code_and_a_token_valid_ten_minutes(anon_client, frozen):
    started = start(anon_client)

    assert len(started["code"]) == 6
    assert set(started["code"]) <= set(CODE_ALPHABET)
    assert started["expiresAt"] == "2026-11-25T11:25:00Z"
    request = PairingRequest.objects.get()
    # the token is stored as its hash only
    assert request.token_hash == secret_hash(started["token"])
    assert request.code == started["code"]
    assert anon_client.post("/api/device-pairing/status", {"token": started["token"]}, format="json").json() == {
        "data": {"status": "waiting"}
    }


def test_the_manager_pairs_with_the_code_and_the_page_gets_its_secret_once(anon_client, admin_client, branch):
    started = start(anon_client)

    # the manager types it as read, in lower case with a space
    code = f"{started['code'][:3].lower()} {started['code'][3:]}"
    response = pair(admin_client, code, branch)

    assert response.status_code == 201, response.json()
    data = response.json()["data"]
    device = Device.objects.get()
    assert (data["id"], data["name"], data["identifier"], data["kind"], data["branch"]) == (
        device.pk,
        "Theke Mariahilf",
        "theke-mariahilf",
        "tablet",
        branch.pk,
    )
    # not paired until the page fetched its secret
    assert data["isPaired"] is False
    assert device.secret_hash is None

    status = anon_client.post("/api/device-pairing/status", {"token": started["token"]}, format="json").json()["data"]
    assert status["status"] == "paired"
    assert status["device"] == {
        "id": device.pk,
        "name": "Theke Mariahilf",
        "identifier": "theke-mariahilf",
        "kind": "tablet",
        "branch": {"id": branch.pk, "name": "Mariahilf", "identifier": "mariahilf"},
        "printerHost": "",
        "printerPort": 9100,
        "soundEnabled": None,
    }
    secret = status["secret"]
    assert len(secret) >= 40
    device.refresh_from_db()
    assert device.secret_hash == secret_hash(secret)
    assert device.paired_at is not None

    # asked again: paired, but the secret is never handed out a second time
    again = anon_client.post("/api/device-pairing/status", {"token": started["token"]}, format="json").json()["data"]
    assert again["status"] == "paired"
    assert "secret" not in again

    # the secret works for the agent
    me = agent(secret).get("/api/device-agent/me")
    assert me.status_code == 200
    assert me.json()["data"]["name"] == "Theke Mariahilf"

    # the code is used up
    second = pair(admin_client, started["code"], branch)
    assert errors_of(second) == [
        {"field": "code", "message": "Der Code ist ungültig oder abgelaufen.", "code": "invalid_code"}
    ]
    assert Device.objects.count() == 1

    entry = LogEntry.objects.get(entity="device")
    assert entry.action == "create"
    assert entry.user_label == "admin@example.com"
    assert "secret_hash" not in entry.changes
    assert entry.changes["name"] == {"old": None, "new": "Theke Mariahilf"}


def test_a_wrong_code_is_refused_on_code_with_every_other_failing_field(anon_client, admin_client, branch):
    start(anon_client)

    response = admin_client.post(
        "/api/devices/pair", {"code": "AAAAAA", "branch": branch.pk, "name": "", "kind": "toaster"}, format="json"
    )

    assert response.status_code == 400
    assert sorted((error["field"], error["message"]) for error in errors_of(response)) == [
        ("code", "Der Code ist ungültig oder abgelaufen."),
        ("kind", '"toaster" ist keine gültige Option.'),
        ("name", "Dieses Feld darf nicht leer sein."),
    ]
    assert Device.objects.count() == 0


def test_an_expired_code_is_refused_and_the_page_hears_expired(anon_client, admin_client, branch, frozen):
    started = start(anon_client)
    frozen.shift(datetime.timedelta(minutes=10))

    response = pair(admin_client, started["code"], branch)

    assert response.status_code == 400
    assert errors_of(response) == [
        {"field": "code", "message": "Der Code ist ungültig oder abgelaufen.", "code": "invalid_code"}
    ]
    assert Device.objects.count() == 0
    status = anon_client.post("/api/device-pairing/status", {"token": started["token"]}, format="json")
    assert status.json() == {"data": {"status": "expired"}}


def test_an_unknown_token_is_a_404(anon_client):
    response = anon_client.post("/api/device-pairing/status", {"token": "erfunden"}, format="json")

    assert response.status_code == 404
    assert errors_of(response) == [{"message": "Diese Kopplungsanfrage gibt es nicht.", "code": "not_found"}]


def test_only_administrators_pair(anon_client, employee_client, branch):
    started = start(anon_client)

    response = employee_client.post(
        "/api/devices/pair",
        {"code": started["code"], "branch": branch.pk, "name": "T", "kind": "tablet"},
        format="json",
    )

    assert response.status_code == 403
    assert Device.objects.count() == 0


def test_pairing_requests_are_limited_per_address(anon_client, settings):
    settings.DEVICE_PAIRING_LIMIT_PER_MINUTE = 2
    start(anon_client)
    start(anon_client)

    response = anon_client.post("/api/device-pairing", {}, format="json")

    assert response.status_code == 429
    wait = int(response["Retry-After"])
    assert 1 <= wait <= 60
    assert errors_of(response) == [
        {
            "message": f"Zu viele Kopplungsanfragen. Bitte versuchen Sie es in {wait} Sekunden erneut.",
            "code": "too_many_requests",
        }
    ]
    assert PairingRequest.objects.count() == 2
    # another address is not affected
    other = anon_client.post("/api/device-pairing", {}, format="json", REMOTE_ADDR="10.0.0.9")
    assert other.status_code == 201
