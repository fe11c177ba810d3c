"""The command channel: delivered once, ETag / 304 without a database read, acks with their handlers, abort, and
the checks that wait for the device (a real second thread plays the agent for the success path)."""

import threading
import time

import httpx
import pytest
from django.db import connection

from audit.models import LogEntry
from devices import registry
from devices.models import Command, CommandStatus, DeviceLog
from devices.services import commands

from .conftest import SECRET, agent, errors_of


@pytest.fixture
def handled(monkeypatch):
    """The commands the ack handler of `notification` saw (registered for the test only)."""
    seen = []
    monkeypatch.setattr(registry, "_ACK_HANDLERS", {})
    registry.on_ack("notification", lambda command: seen.append((command.pk, command.status, command.result)))
    return seen


@pytest.mark.django_db
def test_a_command_is_delivered_once_and_then_the_poll_is_a_304_without_queries(
    tablet, agent_client, django_assert_num_queries
):
    command = commands.send(tablet, "notification", {"title": "Hallo", "text": "Test"})

    first = agent_client.get("/api/device-agent/commands")

    assert first.status_code == 200
    assert first.json() == {
        "data": [
            {
                "id": command.pk,
                "kind": "notification",
                "payload": {"title": "Hallo", "text": "Test"},
                "createdAt": command.created_at.isoformat().replace("+00:00", "Z"),
            }
        ]
    }
    command.refresh_from_db()
    assert command.status == CommandStatus.DELIVERED
    etag = first["ETag"]

    with django_assert_num_queries(0):
        second = agent_client.get("/api/device-agent/commands", HTTP_IF_NONE_MATCH=etag)
    assert second.status_code == 304
    assert second["ETag"] == etag

    # without the ETag: an empty list, nothing is handed out twice
    third = agent_client.get("/api/device-agent/commands")
    assert third.json() == {"data": []}


@pytest.mark.django_db
def test_a_new_command_changes_the_etag_once_committed(tablet, agent_client, django_capture_on_commit_callbacks):
    etag = agent_client.get("/api/device-agent/commands")["ETag"]
    assert agent_client.get("/api/device-agent/commands", HTTP_IF_NONE_MATCH=etag).status_code == 304

    with django_capture_on_commit_callbacks(execute=True):
        command = commands.send(tablet, "notification", {"title": "Neu"})
        # not yet committed: the device hears nothing yet
        assert agent_client.get("/api/device-agent/commands", HTTP_IF_NONE_MATCH=etag).status_code == 304

    response = agent_client.get("/api/device-agent/commands", HTTP_IF_NONE_MATCH=etag)
    assert response.status_code == 200
    assert [item["id"] for item in response.json()["data"]] == [command.pk]
    assert response["ETag"] != etag


@pytest.mark.django_db
def test_another_devices_commands_are_not_handed_out(tablet, printer, agent_client):
    commands.send(printer, "print", {"jobId": 1, "data": ""})

    assert agent_client.get("/api/device-agent/commands").json() == {"data": []}


@pytest.mark.django_db
def test_a_pending_command_past_its_expiry_is_expired_not_delivered(tablet, agent_client, _pinned_clock):
    import datetime

    command = commands.send(tablet, "notification", {}, expires_in=datetime.timedelta(seconds=30))
    _pinned_clock.shift(datetime.timedelta(seconds=31))

    assert agent_client.get("/api/device-agent/commands").json() == {"data": []}
    command.refresh_from_db()
    assert command.status == CommandStatus.EXPIRED


@pytest.mark.django_db
def test_the_ack_finishes_the_command_and_runs_its_handlers_once(tablet, agent_client, handled):
    command = commands.send(tablet, "notification", {"title": "x"})
    agent_client.get("/api/device-agent/commands")

    response = agent_client.post(
        f"/api/device-agent/commands/{command.pk}/ack", {"ok": True, "result": {"shown": True}}, format="json"
    )

    assert response.status_code == 200
    assert response.json()["data"]["status"] == "done"
    assert response.json()["data"]["result"] == {"shown": True}
    assert handled == [(command.pk, "done", {"shown": True})]
    # repeated: no change, the handler does not run again
    again = agent_client.post(f"/api/device-agent/commands/{command.pk}/ack", {"ok": False}, format="json")
    assert again.json()["data"]["status"] == "done"
    assert handled == [(command.pk, "done", {"shown": True})]


@pytest.mark.django_db
def test_a_failed_ack_keeps_the_devices_error(tablet, agent_client, handled):
    command = commands.send(tablet, "notification", {})

    response = agent_client.post(
        f"/api/device-agent/commands/{command.pk}/ack", {"ok": False, "error": "Kein Bildschirm"}, format="json"
    )

    command.refresh_from_db()
    assert (command.status, command.error) == ("failed", "Kein Bildschirm")
    assert response.json()["data"]["error"] == "Kein Bildschirm"
    assert handled == [(command.pk, "failed", None)]


@pytest.mark.django_db
def test_a_device_cannot_ack_another_devices_command(tablet, printer, agent_client):
    command = commands.send(printer, "print", {"jobId": 1, "data": ""})

    response = agent_client.post(f"/api/device-agent/commands/{command.pk}/ack", {"ok": True}, format="json")

    assert response.status_code == 404
    assert errors_of(response) == [{"message": "Diesen Befehl gibt es nicht.", "code": "not_found"}]
    command.refresh_from_db()
    assert command.status == "pending"


@pytest.mark.django_db
def test_an_ack_refuses_unknown_fields(tablet, agent_client):
    command = commands.send(tablet, "notification", {})

    response = agent_client.post(
        f"/api/device-agent/commands/{command.pk}/ack", {"ok": True, "extra": 1}, format="json"
    )

    assert response.status_code == 400
    assert errors_of(response) == [{"message": "Unbekanntes Feld.", "code": "unknown_field", "field": "extra"}]


@pytest.mark.django_db
def test_abort_ends_an_open_command_and_moves_the_etag(
    tablet, agent_client, admin_user, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks(execute=True):
        command = commands.send(tablet, "show-scene", {"sceneId": 4}, actor=admin_user)
    etag = agent_client.get("/api/device-agent/commands")["ETag"]

    with django_capture_on_commit_callbacks(execute=True):
        aborted = commands.abort(admin_user, command)

    assert aborted.status == CommandStatus.ABORTED
    assert agent_client.get("/api/device-agent/commands", HTTP_IF_NONE_MATCH=etag).status_code == 200
    entry = LogEntry.objects.filter(entity="command").order_by("-id").first()
    assert (entry.action, entry.changes["status"]) == ("update", {"old": "delivered", "new": "aborted"})
    # a finished command cannot be aborted
    from devices.errors import DeviceError

    with pytest.raises(DeviceError) as refused:
        commands.abort(admin_user, command)
    assert (refused.value.message, refused.value.code) == (
        "Befehl konnte nicht abgebrochen werden.",
        "command_finished",
    )
    # the device's late ack changes nothing
    late = agent_client.post(f"/api/device-agent/commands/{command.pk}/ack", {"ok": True}, format="json")
    assert late.json()["data"]["status"] == "aborted"


@pytest.mark.django_db
def test_the_test_notification_times_out_with_the_german_text_and_the_command_expires(admin_client, tablet, settings):
    settings.DEVICE_CONFIRM_SECONDS = 0.3

    started = time.monotonic()
    response = admin_client.post(f"/api/devices/{tablet.pk}/test/notification")

    assert time.monotonic() - started >= 0.3
    assert response.status_code == 409
    assert errors_of(response) == [{"message": "Test nicht erfolgreich.", "code": "device_unconfirmed"}]
    command = Command.objects.get()
    assert (command.kind, command.status) == ("notification", "expired")
    assert command.payload == {
        "title": "Testbenachrichtigung",
        "text": "Wenn Sie diese Nachricht sehen, ist das Gerät richtig verbunden.",
    }
    assert command.created_by.email == "admin@example.com"
    # the expired command is not handed out any more
    assert agent().get("/api/device-agent/commands").json() == {"data": []}
    assert LogEntry.objects.get(entity="command").action == "create"


@pytest.mark.django_db
def test_the_log_request_times_out_with_its_german_text(admin_client, tablet, settings):
    settings.DEVICE_CONFIRM_SECONDS = 0.2

    response = admin_client.post(f"/api/devices/{tablet.pk}/request-device-logs")

    assert response.status_code == 409
    assert errors_of(response) == [{"message": "Log konnte nicht angefordert werden.", "code": "device_unconfirmed"}]
    assert Command.objects.get().status == "expired"


@pytest.mark.django_db
def test_a_device_that_reports_failure_fails_the_test(admin_client, tablet, settings, monkeypatch):
    settings.DEVICE_CONFIRM_SECONDS = 2

    def fail_at_once(command, seconds):
        commands.acknowledge(tablet, command.pk, False, error="Kein Ton")
        command.refresh_from_db()
        return command

    monkeypatch.setattr(commands, "wait_for", fail_at_once)
    response = admin_client.post(f"/api/devices/{tablet.pk}/test/notification")

    assert response.status_code == 409
    assert errors_of(response) == [{"message": "Test nicht erfolgreich.", "code": "device_failed"}]


def _require_postgres():
    # the agent thread talks to live_server while the test thread calls the API in process: on SQLite both share the
    # test's one in-memory connection across threads ('cannot start a transaction within a transaction', twice in the
    # fresh-clone runs of 2026-12-06); on PostgreSQL (CI's second pass) each thread has its own connection
    if connection.vendor != "postgresql":
        pytest.skip("braucht PostgreSQL (DATABASE_URL=postgres://...)")


class Agent(threading.Thread):
    """The tablet's agent in a second thread, over real HTTP to the live server: polls like the device page and
    answers the first command it gets with `answer(client, command)`."""

    def __init__(self, base_url, answer):
        super().__init__(daemon=True)
        self.base_url = base_url
        self.answer = answer
        self.received = []
        self.error = None

    def run(self):
        try:
            with httpx.Client(base_url=self.base_url, headers={"Authorization": f"Device {SECRET}"}) as client:
                deadline = time.monotonic() + 10
                while not self.received and time.monotonic() < deadline:
                    response = client.get("/api/device-agent/commands")
                    for item in response.json()["data"]:
                        self.received.append(item)
                        self.answer(client, item)
                    time.sleep(0.05)
        except Exception as error:  # reported by the test
            self.error = error


@pytest.mark.postgres
@pytest.mark.django_db(transaction=True)
def test_the_test_notification_answers_once_the_device_confirmed(live_server, admin_client, tablet, settings):
    _require_postgres()
    settings.DEVICE_CONFIRM_SECONDS = 8
    thread = Agent(
        live_server.url,
        lambda client, item: client.post(
            f"/api/device-agent/commands/{item['id']}/ack", json={"ok": True, "result": {"shown": True}}
        ),
    )
    thread.start()

    started = time.monotonic()
    response = admin_client.post(f"/api/devices/{tablet.pk}/test/notification")
    thread.join(10)

    assert thread.error is None
    assert response.status_code == 200
    data = response.json()["data"]
    assert (data["kind"], data["status"], data["result"]) == ("notification", "done", {"shown": True})
    assert [item["kind"] for item in thread.received] == ["notification"]
    assert time.monotonic() - started < 8


@pytest.mark.postgres
@pytest.mark.django_db(transaction=True)
def test_requested_logs_are_answered_once_the_device_sent_them(live_server, admin_client, tablet, settings):
    _require_postgres()
    settings.DEVICE_CONFIRM_SECONDS = 8
    thread = Agent(
        live_server.url,
        lambda client, item: client.post(
            "/api/device-agent/logs", json={"lines": ["start", "verbunden"], "commandId": item["id"]}
        ),
    )
    thread.start()

    response = admin_client.post(f"/api/devices/{tablet.pk}/request-device-logs")
    thread.join(10)

    assert thread.error is None
    assert response.status_code == 200
    log = DeviceLog.objects.get()
    assert response.json()["data"]["lines"] == ["start", "verbunden"]
    assert response.json()["data"]["id"] == log.pk
    command = Command.objects.get()
    assert (command.status, command.result) == ("done", {"logId": log.pk})
