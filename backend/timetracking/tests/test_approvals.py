"""Monat freigeben: an approved month locks its activities and schedules (back office and terminal) until an
administrator reopens it; both steps are audited."""

import pytest

from audit.models import LogEntry
from timetracking.models import WorkingActivity, WorkingSchedule

from .conftest import at_terminal, errors_of, vienna

pytestmark = pytest.mark.django_db
LOCKED_OCTOBER = "Der Monat 10/2026 ist freigegeben und kann nicht mehr geändert werden."


def approve(client, person, month="2026-10"):
    return client.post(f"/api/time-sheets/{person.pk}/{month}/approve")


def test_an_approved_month_refuses_corrections_until_reopened(admin_client, october, clock):
    response = approve(admin_client, october)
    assert response.status_code == 200, response.json()
    assert response.json()["data"]["approval"]["approvedBy"] == "Anna Admin"
    activity = WorkingActivity.objects.get(person=october, start=vienna(2026, 10, 19, 8))
    url = f"/api/working-activities/{activity.pk}"
    refused = admin_client.put(url, {"note": "später", "reason": "Notiz"}, format="json")
    assert refused.status_code == 409
    assert errors_of(refused) == [
        {"message": f"Aktivität konnte nicht gespeichert werden. {LOCKED_OCTOBER}", "code": "month_locked"}
    ]
    assert admin_client.delete(url).status_code == 409
    created = admin_client.post(
        "/api/working-activities",
        {
            "person": october.pk,
            "branch": activity.branch_id,
            "start": "2026-10-02T06:00:00Z",
            "end": "2026-10-02T08:00:00Z",
        },
        format="json",
    )
    assert errors_of(created)[0]["message"] == f"Aktivität konnte nicht erstellt werden. {LOCKED_OCTOBER}"
    # a correction moving an activity of November into October is refused too
    november = WorkingActivity.objects.get(person=october, start=vienna(2026, 10, 31, 23))
    moved = admin_client.put(
        f"/api/working-activities/{november.pk}", {"start": "2026-10-31T20:00:00Z", "reason": "früher"}, format="json"
    )
    assert moved.status_code == 409

    again = approve(admin_client, october)
    assert errors_of(again) == [
        {
            "message": "Monat konnte nicht freigegeben werden. Der Monat ist bereits freigegeben.",
            "code": "already_approved",
        }
    ]
    reopened = admin_client.post(f"/api/time-sheets/{october.pk}/2026-10/reopen")
    assert reopened.status_code == 200
    assert reopened.json()["data"]["approval"] is None
    assert admin_client.put(url, {"note": "später", "reason": "Notiz"}, format="json").status_code == 200
    actions = list(LogEntry.objects.filter(entity="monthapproval").values_list("action", flat=True).order_by("id"))
    assert actions == ["create", "delete"]
    not_approved = admin_client.post(f"/api/time-sheets/{october.pk}/2026-10/reopen")
    assert (
        errors_of(not_approved)[0]["message"]
        == "Monat konnte nicht wieder geöffnet werden. Der Monat ist nicht freigegeben."
    )


def test_schedules_of_an_approved_month_are_locked(admin_client, october, clock):
    approve(admin_client, october)
    single = WorkingSchedule.objects.get(person=october, start=vienna(2026, 10, 25, 0))
    response = admin_client.put(f"/api/working-schedules/{single.pk}", {"note": "x"}, format="json")
    assert errors_of(response) == [
        {"message": f"Planung konnte nicht gespeichert werden. {LOCKED_OCTOBER}", "code": "month_locked"}
    ]
    assert admin_client.delete(f"/api/working-schedules/{single.pk}").status_code == 409
    # a weekly repetition reaching into the approved month
    repeated = WorkingSchedule.objects.get(person=october, start=vienna(2026, 10, 19, 8))
    assert admin_client.put(f"/api/working-schedules/{repeated.pk}", {"note": "x"}, format="json").status_code == 409
    # September stays open
    september = WorkingSchedule.objects.get(person=october, start=vienna(2026, 9, 29, 8))
    assert admin_client.put(f"/api/working-schedules/{september.pk}", {"note": "x"}, format="json").status_code == 200


def test_the_terminal_refuses_steps_in_an_approved_month(admin_client, person, terminal, clock):
    assert approve(admin_client, person, "2026-11").status_code == 200
    response = at_terminal(admin_client, terminal, "working-activities/start", method="post")
    assert response.status_code == 409
    assert errors_of(response) == [
        {
            "message": "Aktivität konnte nicht gestartet werden. "
            "Der Monat 11/2026 ist freigegeben und kann nicht mehr geändert werden.",
            "code": "month_locked",
        }
    ]


def test_only_started_months_without_running_activities_are_approved(admin_client, person, terminal, clock):
    future = approve(admin_client, person, "2026-12")
    assert errors_of(future)[0]["message"] == (
        "Monat konnte nicht freigegeben werden. Ein Monat kann erst freigegeben werden, wenn er begonnen hat."
    )
    at_terminal(admin_client, terminal, "working-activities/start", method="post")
    running = approve(admin_client, person, "2026-11")
    assert errors_of(running)[0]["message"] == (
        "Monat konnte nicht freigegeben werden. In diesem Monat läuft noch eine Aktivität."
    )


def test_employees_do_not_approve(employee_client, person, clock):
    assert approve(employee_client, person).status_code == 403
