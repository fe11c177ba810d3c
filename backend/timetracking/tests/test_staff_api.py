"""Back office: activities and schedules within branch reach, corrections audited with a reason,
validation of every failing field at once, people with PINs, terminals."""

import datetime

import pytest

from accounts.tests.factories import EmployeeFactory
from audit.models import LogEntry
from organisation.tests.factories import DepartmentFactory
from timetracking.models import WorkingActivity, WorkingSchedule

from .conftest import errors_of, vienna
from .factories import ActivityFactory, PersonFactory, ScheduleFactory

pytestmark = pytest.mark.django_db


def test_an_administrator_records_an_activity(admin_client, admin_user, person, branch, clock):
    response = admin_client.post(
        "/api/working-activities",
        {
            "person": person.pk,
            "branch": branch.pk,
            "start": "2026-11-23T07:00:00Z",
            "end": "2026-11-23T15:00:00Z",
            "pauses": [{"start": "2026-11-23T11:00:00Z", "end": "2026-11-23T11:45:00Z"}],
            "note": "Nachgetragen",
        },
        format="json",
    )

    assert response.status_code == 201, response.json()
    body = response.json()["data"]
    activity = WorkingActivity.objects.get()
    assert body == {
        "id": activity.pk,
        "person": person.pk,
        "personName": "Max Mitarbeiter",
        "branch": branch.pk,
        "start": "2026-11-23T07:00:00Z",
        "end": "2026-11-23T15:00:00Z",
        "pauses": [{"start": "2026-11-23T11:00:00Z", "end": "2026-11-23T11:45:00Z"}],
        "isPaused": False,
        "workedMinutes": 435,
        "note": "Nachgetragen",
        "correctionCount": 0,
        "offlineStepCount": 0,
        "createdBy": admin_user.pk,
        "createdAt": body["createdAt"],
        "updatedAt": body["updatedAt"],
    }
    entry = LogEntry.objects.get(entity="workingactivity")
    assert entry.action == "create"
    assert entry.changes["pauses"]["new"] == [
        {"id": activity.pauses.get().pk, "start": "2026-11-23T11:00:00+00:00", "end": "2026-11-23T11:45:00+00:00"}
    ]


def test_a_correction_is_audited_with_old_and_new_values_and_the_reason(admin_client, activity, clock):
    response = admin_client.put(
        f"/api/working-activities/{activity.pk}",
        {"end": "2026-11-24T15:30:00Z", "reason": "Ausstempeln vergessen"},
        format="json",
    )

    assert response.status_code == 200, response.json()
    assert response.json()["data"]["end"] == "2026-11-24T15:30:00Z"
    assert response.json()["data"]["workedMinutes"] == 480
    entry = LogEntry.objects.get(entity="workingactivity", action="update")
    assert entry.user.email == "admin@example.com"
    assert {key: entry.changes[key] for key in ("end", "reason")} == {
        "end": {"old": "2026-11-24T15:00:00+00:00", "new": "2026-11-24T15:30:00+00:00"},
        "reason": {"old": None, "new": "Ausstempeln vergessen"},
    }


def test_a_correction_of_the_pauses_is_audited(admin_client, activity, clock):
    response = admin_client.put(
        f"/api/working-activities/{activity.pk}",
        {"pauses": [], "reason": "Pause nicht gemacht"},
        format="json",
    )

    assert response.status_code == 200
    entry = LogEntry.objects.get(entity="workingactivity", action="update")
    assert entry.changes["pauses"]["new"] == []
    assert len(entry.changes["pauses"]["old"]) == 1
    assert activity.pauses.count() == 0


def test_a_correction_without_a_reason_is_refused(admin_client, activity, clock):
    response = admin_client.put(f"/api/working-activities/{activity.pk}", {"note": "x"}, format="json")

    assert response.status_code == 400
    assert errors_of(response) == [
        {"message": "Bitte geben Sie einen Grund für die Korrektur an.", "field": "reason", "code": "invalid"}
    ]
    assert not LogEntry.objects.filter(action="update").exists()


def test_every_failing_field_is_reported_at_once(admin_client, graz_person, branch, activity, clock):
    response = admin_client.put(
        f"/api/working-activities/{activity.pk}",
        {
            "person": graz_person.pk,
            "start": "2026-11-24T10:00:00Z",
            "end": "2026-11-24T09:00:00Z",
            "pauses": [{"start": "2026-11-24T05:00:00Z", "end": "2026-11-24T06:00:00Z"}],
            "reason": "",
        },
        format="json",
    )

    assert response.status_code == 400
    assert sorted((error["field"], error["message"]) for error in errors_of(response)) == [
        ("end", "Das Ende muss nach dem Beginn liegen."),
        ("pauses.0.start", "Die Pause muss innerhalb der Aktivität liegen."),
        ("person", "Die Person ist dieser Filiale nicht zugeordnet."),
        ("reason", "Bitte geben Sie einen Grund für die Korrektur an."),
    ]


def test_missing_fields_are_reported_at_once(admin_client, clock):
    response = admin_client.post("/api/working-activities", {"colour": "rot"}, format="json")

    assert response.status_code == 400
    assert sorted((error["field"], error["code"]) for error in errors_of(response)) == [("colour", "unknown_field")]
    response = admin_client.post("/api/working-activities", {}, format="json")
    assert sorted((error["field"], error["message"]) for error in errors_of(response)) == [
        ("branch", "Dieses Feld ist erforderlich."),
        ("person", "Dieses Feld ist erforderlich."),
        ("start", "Dieses Feld ist erforderlich."),
    ]


def test_an_overlapping_activity_is_refused(admin_client, person, branch, activity, clock):
    response = admin_client.post(
        "/api/working-activities",
        {"person": person.pk, "branch": branch.pk, "start": "2026-11-24T14:00:00Z", "end": "2026-11-24T18:00:00Z"},
        format="json",
    )

    assert response.status_code == 400
    assert errors_of(response) == [
        {
            "message": "Die Aktivität überschneidet sich mit einer anderen Aktivität dieser Person.",
            "field": "start",
            "code": "invalid",
        }
    ]


def test_a_second_open_activity_is_refused(admin_client, person, branch, clock):
    # an open activity overlaps everything after its start (the database rule backs this up under concurrency)
    ActivityFactory(person=person, branch=branch, start=vienna(2026, 11, 25, 7))

    response = admin_client.post(
        "/api/working-activities",
        {"person": person.pk, "branch": branch.pk, "start": "2026-11-25T05:00:00Z", "end": None},
        format="json",
    )

    assert response.status_code == 400
    assert errors_of(response) == [
        {
            "message": "Die Aktivität überschneidet sich mit einer anderen Aktivität dieser Person.",
            "field": "start",
            "code": "invalid",
        }
    ]
    assert WorkingActivity.objects.count() == 1


@pytest.mark.parametrize(
    ("field", "value", "code"),
    [
        ("note", "Notiz\u0000", "invalid_characters"),
        ("reason", "Grund\u0007", "invalid_characters"),
        ("reason", "Zeile\nzwei", "line_break"),
    ],
)
def test_control_characters_are_refused(admin_client, activity, clock, field, value, code):
    body = {"reason": "Korrektur", field: value}

    response = admin_client.put(f"/api/working-activities/{activity.pk}", body, format="json")

    assert response.status_code == 400
    assert [(error.get("field"), error["code"]) for error in errors_of(response)] == [(field, code)]


def test_a_line_break_in_the_note_is_kept(admin_client, activity, clock):
    response = admin_client.put(
        f"/api/working-activities/{activity.pk}", {"note": "Zeile\nzwei", "reason": "Notiz"}, format="json"
    )

    assert response.status_code == 200


def test_employees_see_their_own_activities_only(employee_client, activity, graz_activity, branch):
    klara = PersonFactory(user=EmployeeFactory(email="klara@example.com", branches=[branch]), username="klara")
    colleague = ActivityFactory(
        person=klara, branch=branch, start=vienna(2026, 11, 24, 9), end=vienna(2026, 11, 24, 12)
    )

    listed = employee_client.get("/api/working-activities")

    assert [item["id"] for item in listed.json()["data"]] == [activity.pk]
    assert employee_client.get(f"/api/working-activities/{graz_activity.pk}").status_code == 404
    assert employee_client.get(f"/api/working-activities/{colleague.pk}").status_code == 404


def test_employees_may_not_correct(employee_client, activity):
    response = employee_client.put(f"/api/working-activities/{activity.pk}", {"reason": "x"}, format="json")

    assert response.status_code == 403


def test_the_list_filters_by_user_branch_and_days(admin_client, person, activity, graz_activity, branch):
    ActivityFactory(person=person, branch=branch, start=vienna(2026, 11, 20, 8), end=vienna(2026, 11, 20, 9))

    def ids(query):
        return [item["id"] for item in admin_client.get(f"/api/working-activities?{query}").json()["data"]]

    assert ids(f"user={person.user_id}&from=2026-11-24&to=2026-11-24") == [activity.pk]
    assert ids(f"branch={graz_activity.branch_id}") == [graz_activity.pk]
    assert len(ids(f"person={person.pk}")) == 2


def test_a_bad_filter_value_is_a_400(admin_client):
    response = admin_client.get("/api/working-activities?from=morgen&user=abc")

    assert response.status_code == 400
    assert sorted(error["field"] for error in errors_of(response)) == ["from", "user"]


def test_an_administrator_deletes_an_activity(admin_client, activity):
    response = admin_client.delete(f"/api/working-activities/{activity.pk}")

    assert response.status_code == 204
    assert LogEntry.objects.filter(entity="workingactivity", action="delete").count() == 1


# --- schedules ----------------------------------------------------------------------------------------


def test_an_administrator_plans_a_weekly_shift(admin_client, person, branch, clock):
    department = DepartmentFactory(branch=branch, name="Küche")

    response = admin_client.post(
        "/api/working-schedules",
        {
            "person": person.pk,
            "branch": branch.pk,
            "department": department.pk,
            "start": "2026-11-23T07:00:00Z",
            "end": "2026-11-23T15:00:00Z",
            "isRepeatedWeekly": True,
            "repeatUntil": "2026-12-21",
            "exceptions": ["2026-12-14", "2026-11-30", "2026-12-14"],
        },
        format="json",
    )

    assert response.status_code == 201, response.json()
    body = response.json()["data"]
    assert (body["kind"], body["exceptions"], body["personName"]) == (
        "shift",
        ["2026-11-30", "2026-12-14"],
        "Max Mitarbeiter",
    )
    assert LogEntry.objects.filter(entity="workingschedule", action="create").count() == 1


def test_schedule_errors_are_reported_at_once(admin_client, person, other_branch, branch, clock):
    department = DepartmentFactory(branch=branch, name="Küche")

    response = admin_client.post(
        "/api/working-schedules",
        {
            "person": person.pk,
            "branch": other_branch.pk,
            "department": department.pk,
            "start": "2026-11-23T07:00:00Z",
            "end": "2026-11-23T06:00:00Z",
            "repeatUntil": "2026-12-21",
            "exceptions": ["nächsten Montag"],
        },
        format="json",
    )

    assert response.status_code == 400
    assert sorted(error["field"] for error in errors_of(response)) == ["exceptions.0"]
    response = admin_client.post(
        "/api/working-schedules",
        {
            "person": person.pk,
            "branch": other_branch.pk,
            "department": department.pk,
            "start": "2026-11-23T07:00:00Z",
            "end": "2026-11-23T06:00:00Z",
            "repeatUntil": "2026-12-21",
        },
        format="json",
    )
    assert sorted((error["field"], error["message"]) for error in errors_of(response)) == [
        ("department", "Die Abteilung gehört zu einer anderen Filiale."),
        ("end", "Das Ende muss nach dem Beginn liegen."),
        ("person", "Die Person ist dieser Filiale nicht zugeordnet."),
        ("repeatUntil", "Ein Wiederholungsende gibt es nur bei wöchentlicher Wiederholung."),
    ]
    assert WorkingSchedule.objects.count() == 0


def test_employees_see_schedules_of_their_branches_only(employee_client, person, graz_person, branch, other_branch):
    mine = ScheduleFactory(person=person, branch=branch, start=vienna(2026, 11, 23, 8), end=vienna(2026, 11, 23, 16))
    theirs = ScheduleFactory(
        person=graz_person, branch=other_branch, start=vienna(2026, 11, 23, 8), end=vienna(2026, 11, 23, 16)
    )

    assert [item["id"] for item in employee_client.get("/api/working-schedules").json()["data"]] == [mine.pk]
    assert employee_client.get(f"/api/working-schedules/{theirs.pk}").status_code == 404
    assert employee_client.post("/api/working-schedules", {}, format="json").status_code == 403


def test_schedules_filter_by_days_including_repetitions(admin_client, person, branch):
    weekly = ScheduleFactory(
        person=person,
        branch=branch,
        start=vienna(2026, 10, 5, 8),
        end=vienna(2026, 10, 5, 16),
        is_repeated_weekly=True,
        repeat_until=datetime.date(2026, 12, 31),
    )
    ScheduleFactory(person=person, branch=branch, start=vienna(2026, 10, 6, 8), end=vienna(2026, 10, 6, 16))

    response = admin_client.get("/api/working-schedules?from=2026-11-01&to=2026-11-30")

    assert [item["id"] for item in response.json()["data"]] == [weekly.pk]
