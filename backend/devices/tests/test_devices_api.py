"""Staff's devices: CRUD within branch reach, filters, online, audit, text checks, and the logs devices send."""

import datetime

import pytest

from audit.models import LogEntry
from devices.models import Device, DeviceLog
from devices.services import logs as log_services
from organisation.tests.factories import DepartmentFactory

from .conftest import agent, errors_of
from .factories import DeviceFactory

pytestmark = pytest.mark.django_db


def ids(response) -> list[int]:
    return [item["id"] for item in response.json()["data"]]


def test_an_administrator_creates_a_printer_with_its_kitchen_department(admin_client, branch, kitchen):
    response = admin_client.post(
        "/api/devices",
        {
            "branch": branch.pk,
            "name": "Küche Mariahilf",
            "kind": "printer",
            "printerHost": "127.0.0.1",
            "department": kitchen.pk,
        },
        format="json",
    )

    assert response.status_code == 201
    data = response.json()["data"]
    device = Device.objects.get()
    assert data == {
        "id": device.pk,
        "branch": branch.pk,
        "name": "Küche Mariahilf",
        "identifier": "kueche-mariahilf",
        "kind": "printer",
        "isActive": True,
        "isPaired": False,
        "pairedAt": None,
        "lastSeenAt": None,
        "online": False,
        "printerHost": "127.0.0.1",
        "printerPort": 9100,
        "department": kitchen.pk,
        "autoPrint": True,
        "soundEnabled": None,
        "createdAt": device.created_at.isoformat().replace("+00:00", "Z"),
    }
    entry = LogEntry.objects.get(entity="device")
    assert (entry.action, entry.entity_id, entry.user_label) == ("create", str(device.pk), "admin@example.com")
    assert entry.changes["printer_host"] == {"old": None, "new": "127.0.0.1"}
    assert "secret_hash" not in entry.changes


def test_every_failing_field_is_reported_at_once(admin_client, branch, other_branch):
    graz_kitchen = DepartmentFactory(branch=other_branch, name="Küche Graz")

    response = admin_client.post(
        "/api/devices",
        {
            "branch": branch.pk,
            "name": "Theke\nMariahilf",
            "kind": "tablet",
            "printerPort": 70000,
            "identifier": "nicht gültig",
            "department": graz_kitchen.pk,
        },
        format="json",
    )

    assert response.status_code == 400
    assert sorted((error["field"], error["code"]) for error in errors_of(response)) == [
        ("identifier", "invalid"),
        ("name", "line_break"),
        ("printerPort", "max_value"),
    ]
    assert Device.objects.count() == 0


def test_control_characters_in_a_name_are_refused(admin_client, branch):
    response = admin_client.post(
        "/api/devices",
        '{"branch": BRANCH, "name": "Theke\\u0007", "kind": "tablet"}'.replace("BRANCH", str(branch.pk)),
        content_type="application/json",
    )

    assert response.status_code == 400
    assert errors_of(response) == [
        {
            "message": "Dieses Feld enthält ungültige Zeichen (Steuerzeichen).",
            "code": "invalid_characters",
            "field": "name",
        }
    ]
    assert Device.objects.count() == 0


def test_printer_fields_belong_to_printers_and_a_department_to_the_branch(admin_client, branch, other_branch, kitchen):
    graz_kitchen = DepartmentFactory(branch=other_branch, name="Küche Graz")

    tablet = admin_client.post(
        "/api/devices",
        {"branch": branch.pk, "name": "Theke", "kind": "tablet", "printerHost": "10.0.0.5", "department": kitchen.pk},
        format="json",
    )
    printer = admin_client.post(
        "/api/devices",
        {"branch": branch.pk, "name": "Drucker", "kind": "printer", "department": graz_kitchen.pk},
        format="json",
    )

    assert sorted((error["field"], error["message"]) for error in errors_of(tablet)) == [
        ("department", "Nur Drucker haben eine Drucker-Adresse, einen Port und eine Abteilung."),
        ("printerHost", "Nur Drucker haben eine Drucker-Adresse, einen Port und eine Abteilung."),
    ]
    assert errors_of(printer) == [
        {"field": "department", "message": "Die Abteilung gehört zu einer anderen Filiale.", "code": "invalid"}
    ]


def test_an_identifier_is_unique_per_branch(admin_client, branch, other_branch, tablet):
    same = admin_client.post(
        "/api/devices", {"branch": branch.pk, "name": "Zweite", "identifier": "theke", "kind": "tablet"}, format="json"
    )
    other = admin_client.post(
        "/api/devices",
        {"branch": other_branch.pk, "name": "Graz", "identifier": "theke", "kind": "tablet"},
        format="json",
    )
    generated = admin_client.post(
        "/api/devices", {"branch": branch.pk, "name": "Theke", "kind": "tablet"}, format="json"
    )

    assert errors_of(same) == [
        {
            "field": "identifier",
            "message": "Ein Gerät mit dieser Kennung gibt es in dieser Filiale bereits.",
            "code": "unique",
        }
    ]
    assert other.status_code == 201
    assert generated.json()["data"]["identifier"] == "theke-2"


def test_staff_see_the_devices_of_their_branches_only(employee_client, tablet, graz_tablet):
    assert ids(employee_client.get("/api/devices")) == [tablet.pk]
    assert employee_client.get(f"/api/devices/{graz_tablet.pk}").status_code == 404
    assert employee_client.get(f"/api/devices/{graz_tablet.pk}/logs").status_code == 404
    assert employee_client.post(f"/api/devices/{graz_tablet.pk}/test/notification").status_code == 404
    assert employee_client.post(f"/api/devices/{graz_tablet.pk}/request-device-logs").status_code == 404
    assert employee_client.post(f"/api/devices/{graz_tablet.pk}/test/print").status_code == 404


def test_administrators_reach_every_branch(admin_client, tablet, graz_tablet):
    assert sorted(ids(admin_client.get("/api/devices"))) == sorted([tablet.pk, graz_tablet.pk])


def test_employees_read_but_do_not_change_devices(employee_client, tablet, branch):
    assert employee_client.get(f"/api/devices/{tablet.pk}").status_code == 200
    assert employee_client.put(f"/api/devices/{tablet.pk}", {"name": "Neu"}, format="json").status_code == 403
    assert employee_client.delete(f"/api/devices/{tablet.pk}").status_code == 403
    created = employee_client.post("/api/devices", {"branch": branch.pk, "name": "X", "kind": "tablet"}, format="json")
    assert created.status_code == 403
    assert Device.objects.get(pk=tablet.pk).name == "Theke Mariahilf"


def test_the_list_filters_by_branch_and_kind(admin_client, tablet, printer, graz_tablet, branch):
    assert ids(admin_client.get(f"/api/devices?branch={branch.pk}&ordering=id")) == [tablet.pk, printer.pk]
    assert ids(admin_client.get("/api/devices?kind=printer")) == [printer.pk]
    assert ids(admin_client.get(f"/api/devices?kind=tablet&branch={branch.pk}")) == [tablet.pk]
    assert admin_client.get("/api/devices?kind=toaster").status_code == 400


def test_online_means_seen_within_the_online_seconds(admin_client, tablet, settings, _pinned_clock):
    settings.DEVICE_ONLINE_SECONDS = 60
    agent().get("/api/device-agent/commands")

    assert admin_client.get(f"/api/devices/{tablet.pk}").json()["data"]["online"] is True
    _pinned_clock.shift(datetime.timedelta(seconds=61))
    assert admin_client.get(f"/api/devices/{tablet.pk}").json()["data"]["online"] is False


def test_changes_and_deletes_are_audited(admin_client, tablet):
    admin_client.put(f"/api/devices/{tablet.pk}", {"name": "Theke vorne"}, format="json")
    admin_client.delete(f"/api/devices/{tablet.pk}")

    entries = list(LogEntry.objects.filter(entity="device").order_by("id"))
    assert [(entry.action, entry.entity_id) for entry in entries] == [
        ("update", str(tablet.pk)),
        ("delete", str(tablet.pk)),
    ]
    assert entries[0].changes == {"name": {"old": "Theke Mariahilf", "new": "Theke vorne"}}
    assert "secret_hash" not in entries[1].changes


def test_a_department_a_printer_prints_for_is_not_deleted(admin_client, branch, kitchen):
    DeviceFactory(branch=branch, name="Küche Mariahilf", kind="printer", department=kitchen)

    response = admin_client.delete(f"/api/departments/{kitchen.pk}")

    assert response.status_code == 409
    assert errors_of(response) == [
        {
            "message": "Abteilung „Küche“ wird noch verwendet (Drucker „Küche Mariahilf“) und kann daher nicht gelöscht werden.",
            "code": "in_use",
        }
    ]


def test_the_logs_a_device_sent_newest_first(admin_client, tablet, _pinned_clock):
    client = agent()
    client.post("/api/device-agent/logs", {"lines": ["erste"]}, format="json")
    _pinned_clock.shift(datetime.timedelta(seconds=5))
    client.post("/api/device-agent/logs", {"lines": ["zweite", "dritte"]}, format="json")

    response = admin_client.get(f"/api/devices/{tablet.pk}/logs")

    assert response.status_code == 200
    assert [item["lines"] for item in response.json()["data"]] == [["zweite", "dritte"], ["erste"]]


def test_logs_are_capped_in_lines_and_line_length(tablet):
    client = agent()

    too_many = client.post("/api/device-agent/logs", {"lines": ["x"] * 501}, format="json")
    too_long = client.post("/api/device-agent/logs", {"lines": ["ok", "y" * 501]}, format="json")
    line_break = client.post("/api/device-agent/logs", {"lines": ["a\nb"]}, format="json")
    most = client.post("/api/device-agent/logs", {"lines": ["z" * 500] * 500}, format="json")

    assert errors_of(too_many) == [
        {"field": "lines", "message": "Es sind höchstens 500 Zeilen erlaubt.", "code": "max_length"}
    ]
    assert errors_of(too_long) == [
        {"field": "lines.1", "message": "Eine Zeile darf höchstens 500 Zeichen lang sein.", "code": "max_length"}
    ]
    assert errors_of(line_break)[0]["code"] == "line_break"
    assert most.status_code == 201
    assert DeviceLog.objects.count() == 1


def test_only_the_newest_logs_of_a_device_are_kept(tablet, monkeypatch):
    monkeypatch.setattr(log_services, "KEPT_PER_DEVICE", 3)
    client = agent()
    for number in range(5):
        client.post("/api/device-agent/logs", {"lines": [f"log {number}"]}, format="json")

    assert [log.lines for log in DeviceLog.objects.order_by("id")] == [["log 2"], ["log 3"], ["log 4"]]


def test_a_log_for_another_devices_command_is_kept_without_it(tablet, printer):
    from devices.services import commands

    command = commands.send(printer, "logs", {})

    response = agent().post("/api/device-agent/logs", {"lines": ["x"], "commandId": command.pk}, format="json")

    assert response.status_code == 201
    assert response.json()["data"]["command"] is None
    command.refresh_from_db()
    assert command.status == "pending"
