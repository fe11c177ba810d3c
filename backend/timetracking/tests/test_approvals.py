"""Monat freigeben: an approved month locks its activities and schedules (back office and terminal) until an
administrator reopens it; both steps are audited."""

import pytest

from audit.models import LogEntry
from timetracking.models import MonthApproval, WorkingActivity, WorkingSchedule

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


def test_the_terminal_refuses_queued_steps_in_an_approved_month(
    admin_client, admin_user, anon_client, person, terminal, clock
):
    # given: Max worked on 30 November until 23:00, took a session at 23:25 and went offline
    WorkingActivity.objects.create(
        person=person, branch=terminal.branch, start=vienna(2026, 11, 30, 22), end=vienna(2026, 11, 30, 23)
    )
    clock.now = vienna(2026, 11, 30, 23, 25)
    token = at_terminal(anon_client, terminal, "me").json()["data"]["sessionToken"]
    # when: November is approved after midnight, and then his queued Kommen of 23:30 arrives
    clock.now = vienna(2026, 12, 1, 0, 30)
    admin_client.force_login(admin_user)
    assert approve(admin_client, person, "2026-11").status_code == 200
    url = f"/api/time-tracking/{terminal.branch.identifier}/{terminal.api_key}/working-activities/start"
    response = anon_client.post(
        url,
        {"at": "2026-11-30T22:30:00Z", "clientKey": "k-start-locked"},
        format="json",
        HTTP_X_USERNAME="max",
        HTTP_X_SESSION_TOKEN=token,
    )
    # then
    assert response.status_code == 409
    assert errors_of(response) == [
        {
            "message": "Aktivität konnte nicht gestartet werden. "
            "Der Monat 11/2026 ist freigegeben und kann nicht mehr geändert werden.",
            "code": "month_locked",
        }
    ]
    assert WorkingActivity.objects.count() == 1


NOT_OVER = "Monat konnte nicht freigegeben werden. Ein Monat kann erst freigegeben werden, wenn er abgeschlossen ist."


def test_only_months_that_are_over_without_running_activities_are_approved(
    admin_client, admin_user, person, terminal, clock
):
    # the current month (25 November) and a future one: their remaining days are not locked
    for month in ("2026-11", "2026-12"):
        response = approve(admin_client, person, month)
        assert response.status_code == 409
        assert errors_of(response) == [{"message": NOT_OVER, "code": "month_not_over"}]
    # on its last day, too (Vienna time)
    clock.now = vienna(2026, 11, 30, 23, 59)
    admin_client.force_login(admin_user)
    assert errors_of(approve(admin_client, person, "2026-11"))[0]["code"] == "month_not_over"
    assert not MonthApproval.objects.exists()
    # an activity started in November and still running on 1 December
    clock.now = vienna(2026, 11, 30, 22)
    at_terminal(admin_client, terminal, "working-activities/start", method="post")
    clock.now = vienna(2026, 12, 1, 0, 5)
    admin_client.force_login(admin_user)
    running = approve(admin_client, person, "2026-11")
    assert running.status_code == 409
    assert errors_of(running) == [
        {
            "message": "Monat konnte nicht freigegeben werden. In diesem Monat läuft noch eine Aktivität.",
            "code": "activity_running",
        }
    ]
    at_terminal(admin_client, terminal, "working-activities/end", method="post")
    assert approve(admin_client, person, "2026-11").status_code == 200
    assert MonthApproval.objects.get().month.isoformat() == "2026-11-01"


def test_employees_do_not_approve(employee_client, person, clock):
    assert approve(employee_client, person).status_code == 403
