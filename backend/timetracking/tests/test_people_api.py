"""Back office: time sheets' reach and parameters, people with PINs, terminals, and the limits shared by
every time tracking form."""

import pytest
from django.contrib.auth.hashers import check_password

from audit.models import LogEntry
from devices.models import Device, secret_hash
from timetracking.models import Person

from .conftest import errors_of, vienna

pytestmark = pytest.mark.django_db


# --- time sheets: reach and parameters -----------------------------------------------------------------


def test_an_employee_sees_their_own_balance_without_parameters(employee_client, person, clock):
    response = employee_client.get("/api/time-sheets/balances")

    assert response.status_code == 200
    assert (response.json()["data"]["person"]["id"], response.json()["data"]["month"]) == (person.pk, "2026-11")


def test_a_person_outside_reach_answers_404(employee_client, person, graz_person, clock):
    assert employee_client.get(f"/api/time-sheets/balances?person={graz_person.pk}").status_code == 404
    assert employee_client.get(f"/api/time-sheets/holiday-balances?user={graz_person.user_id}").status_code == 404


def test_an_administrator_reaches_everyone(admin_client, graz_person, clock):
    response = admin_client.get(f"/api/time-sheets/balances?user={graz_person.user_id}&month=2026-02")

    assert response.status_code == 200
    assert len(response.json()["data"]["days"]) == 28


def test_bad_parameters_name_their_fields(admin_client, clock):
    month = admin_client.get("/api/time-sheets/balances?month=2026-13&person=x")
    year = admin_client.get("/api/time-sheets/holiday-balances?year=1999")

    assert sorted((error["field"], error["message"]) for error in errors_of(month)) == [
        ("month", "Bitte geben Sie einen Monat als JJJJ-MM an."),
        ("person", "Eine gültige Ganzzahl ist erforderlich."),
    ]
    assert errors_of(year) == [
        {"message": "Bitte geben Sie ein Jahr zwischen 2000 und 2100 an.", "field": "year", "code": "min_value"}
    ]


def test_time_sheets_need_a_login(anon_client):
    assert anon_client.get("/api/time-sheets/balances").status_code == 401


# --- people and terminals ------------------------------------------------------------------------------


def test_an_administrator_sets_a_pin(admin_client, employee_user, clock):
    response = admin_client.post(
        "/api/time-tracking-people",
        {"user": employee_user.pk, "username": "Max", "pin": "2468"},
        format="json",
    )

    assert response.status_code == 201, response.json()
    body = response.json()["data"]
    assert "pin" not in body
    assert (body["username"], body["isPinSet"], body["trackingSince"], body["fullName"]) == (
        "max",
        True,
        "2026-11-01",
        "Max Mitarbeiter",
    )
    person = Person.objects.get()
    assert person.pin.startswith("md5$")
    assert check_password("2468", person.pin)
    assert LogEntry.objects.get(entity="person").changes["pin"] == {"old": None, "new": "***"}


def test_a_new_pin_ends_a_lockout(admin_client, person, clock):
    person.pin_locked_until = vienna(2026, 11, 25, 9)
    person.failed_pin_attempts = 3
    person.save()

    response = admin_client.put(f"/api/time-tracking-people/{person.pk}", {"pin": "13579"}, format="json")

    assert response.status_code == 200
    person.refresh_from_db()
    assert (person.pin_locked_until, person.failed_pin_attempts) == (None, 0)


def test_person_errors_are_reported_at_once(admin_client, employee_user, clock):
    response = admin_client.post("/api/time-tracking-people", {"username": "Max Muster", "pin": "12a"}, format="json")

    assert sorted((error["field"], error["message"]) for error in errors_of(response)) == [
        ("pin", "Die PIN besteht aus 4 bis 8 Ziffern."),
        ("username", "Der Benutzername besteht aus Kleinbuchstaben, Ziffern, Punkt, Binde- und Unterstrich."),
    ]


def test_a_person_is_a_user_or_an_external_user(admin_client, clock):
    response = admin_client.post("/api/time-tracking-people", {"username": "niemand"}, format="json")

    assert errors_of(response) == [
        {
            "message": "Bitte wählen Sie entweder einen Benutzer oder einen externen Benutzer.",
            "field": "user",
            "code": "person",
        }
    ]


def test_an_administrator_creates_a_terminal_and_sees_its_key_once(admin_client, branch):
    response = admin_client.post("/api/time-tracking-terminals", {"branch": branch.pk, "name": "Tablet"}, format="json")

    assert response.status_code == 201
    terminal = Device.objects.get()
    data = response.json()["data"]
    key = data["apiKey"]
    assert len(key) == 43
    assert data["url"] == f"/api/time-tracking/mariahilf/{key}"
    # a device of kind terminal, which keeps the key's sha256 only
    assert (terminal.kind, terminal.identifier, terminal.secret_hash) == ("terminal", "tablet", secret_hash(key))
    assert "secret_hash" not in LogEntry.objects.get(entity="device").changes
    # the list and the record never show it again
    assert admin_client.get(f"/api/time-tracking-terminals/{terminal.pk}").json()["data"]["apiKey"] is None
    assert admin_client.get("/api/time-tracking-terminals").json()["data"][0]["url"] is None
    # the key opens the terminal
    assert admin_client.get(f"/api/time-tracking/mariahilf/{key}/presence").json() == {"data": []}


def test_a_new_key_replaces_the_terminals_old_address(admin_client, terminal, anon_client):
    old = f"/api/time-tracking/mariahilf/{terminal.api_key}/presence"
    assert anon_client.get(old).status_code == 200

    response = admin_client.post(f"/api/time-tracking-terminals/{terminal.pk}/regenerate-key")

    assert response.status_code == 200
    key = response.json()["data"]["apiKey"]
    assert response.json()["data"]["url"] == f"/api/time-tracking/mariahilf/{key}"
    assert anon_client.get(old).status_code == 404
    assert anon_client.get(f"/api/time-tracking/mariahilf/{key}/presence").status_code == 200


def test_terminals_are_listed_among_the_devices(admin_client, terminal):
    devices = admin_client.get("/api/devices?kind=terminal").json()["data"]

    assert [(device["id"], device["kind"], device["name"]) for device in devices] == [
        (terminal.pk, "terminal", "Tablet Eingang")
    ]


def test_employees_do_not_see_terminals(employee_client, terminal):
    assert employee_client.get("/api/time-tracking-terminals").status_code == 403


def test_days_outside_the_years_a_client_may_name_are_refused(admin_client, person, branch, clock):
    people = admin_client.put(f"/api/time-tracking-people/{person.pk}", {"trackingSince": "0001-01-01"}, format="json")
    schedule = admin_client.post(
        "/api/working-schedules",
        {
            "person": person.pk,
            "branch": branch.pk,
            "start": "2026-11-23T07:00:00Z",
            "end": "2026-11-23T15:00:00Z",
            "isRepeatedWeekly": True,
            "repeatUntil": "9999-12-31",
            "exceptions": ["1999-12-31"],
        },
        format="json",
    )

    message = "Bitte geben Sie ein Datum zwischen 2000 und 2100 an."
    assert [(e["field"], e["message"]) for e in errors_of(people)] == [("trackingSince", message)]
    assert sorted((e["field"], e["message"]) for e in errors_of(schedule)) == [
        ("exceptions.0", message),
        ("repeatUntil", message),
    ]


def test_a_user_is_one_person_only(admin_client, person, clock):
    response = admin_client.post(
        "/api/time-tracking-people", {"user": person.user_id, "username": "max2", "pin": "1234"}, format="json"
    )

    assert response.status_code == 400
    assert [(e["field"], e["message"]) for e in errors_of(response)] == [
        ("user", "Diese Person ist bereits in der Zeiterfassung.")
    ]


def test_a_person_with_activities_is_not_deleted(admin_client, person, activity):
    response = admin_client.delete(f"/api/time-tracking-people/{person.pk}")

    assert response.status_code == 409
    assert errors_of(response) == [
        {"message": "Der Eintrag wird noch verwendet und kann nicht gelöscht werden.", "code": "protected"}
    ]


def test_a_pause_without_its_start_is_refused_in_a_correction(admin_client, activity, clock):
    response = admin_client.put(
        f"/api/working-activities/{activity.pk}",
        {"pauses": [{"end": "2026-11-24T11:00:00Z"}], "reason": "Pause"},
        format="json",
    )

    assert response.status_code == 400
    assert errors_of(response) == [
        {"message": "Dieses Feld ist erforderlich.", "field": "pauses.0.start", "code": "required"}
    ]
