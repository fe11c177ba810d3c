"""The Dienstplan: expanded shifts with conflicts across the DST change of 25.10.2026 and the
Nationalfeiertag (Monday 26.10.2026), copying a week, moving one shift of a repeated schedule."""

import datetime

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from audit.models import LogEntry
from organisation.tests.factories import DepartmentFactory
from timetracking.models import MonthApproval, ScheduleKind, WorkingSchedule

from .conftest import errors_of, vienna
from .factories import PersonFactory, ScheduleFactory

pytestmark = pytest.mark.django_db
PLANNER = "/api/working-schedules/planner"


@pytest.fixture
def october_plan(person, branch):
    """Max in the week of the DST change (Sunday 25.10.2026 03:00 → 02:00) and the Monday after."""
    kitchen = DepartmentFactory(branch=branch, name="Küche")
    weekly = ScheduleFactory(
        person=person,
        branch=branch,
        department=kitchen,
        start=vienna(2026, 10, 19, 8),
        end=vienna(2026, 10, 19, 16),
        is_repeated_weekly=True,
        exceptions=["2026-11-02"],
    )
    night = ScheduleFactory(person=person, branch=branch, start=vienna(2026, 10, 24, 22), end=vienna(2026, 10, 25, 6))
    sunday = ScheduleFactory(person=person, branch=branch, start=vienna(2026, 10, 25, 14), end=vienna(2026, 10, 25, 20))
    holiday_shift = ScheduleFactory(
        person=person, branch=branch, start=vienna(2026, 10, 26, 10), end=vienna(2026, 10, 26, 14)
    )
    early = ScheduleFactory(person=person, branch=branch, start=vienna(2026, 10, 27, 8), end=vienna(2026, 10, 27, 12))
    late = ScheduleFactory(person=person, branch=branch, start=vienna(2026, 10, 27, 11), end=vienna(2026, 10, 27, 15))
    absence = ScheduleFactory(
        person=person,
        branch=branch,
        kind=ScheduleKind.HOLIDAY,
        start=vienna(2026, 10, 27, 0),
        end=vienna(2026, 10, 28, 0),
    )
    return {
        "weekly": weekly,
        "night": night,
        "sunday": sunday,
        "holiday": holiday_shift,
        "early": early,
        "late": late,
        "absence": absence,
        "kitchen": kitchen,
    }


def test_the_planner_expands_repetitions_across_dst_and_flags_conflicts(employee_client, october_plan, clock):
    plan = october_plan
    response = employee_client.get(PLANNER, {"from": "2026-10-19", "to": "2026-10-27"})
    assert response.status_code == 200
    data = response.json()["data"]
    shifts = [(s["key"], s["start"], s["end"], s["localStart"], s["localEnd"]) for s in data["shifts"]]
    w, n, s, h, e, lt, a = (plan[k].pk for k in ("weekly", "night", "sunday", "holiday", "early", "late", "absence"))
    assert shifts == [
        (
            f"{w}:2026-10-19",
            "2026-10-19T06:00:00Z",
            "2026-10-19T14:00:00Z",
            "2026-10-19T08:00:00+02:00",
            "2026-10-19T16:00:00+02:00",
        ),
        (
            f"{n}:2026-10-24",
            "2026-10-24T20:00:00Z",
            "2026-10-25T05:00:00Z",
            "2026-10-24T22:00:00+02:00",
            "2026-10-25T06:00:00+01:00",
        ),
        (
            f"{s}:2026-10-25",
            "2026-10-25T13:00:00Z",
            "2026-10-25T19:00:00Z",
            "2026-10-25T14:00:00+01:00",
            "2026-10-25T20:00:00+01:00",
        ),
        (
            f"{h}:2026-10-26",
            "2026-10-26T09:00:00Z",
            "2026-10-26T13:00:00Z",
            "2026-10-26T10:00:00+01:00",
            "2026-10-26T14:00:00+01:00",
        ),
        (
            f"{a}:2026-10-27",
            "2026-10-26T23:00:00Z",
            "2026-10-27T23:00:00Z",
            "2026-10-27T00:00:00+01:00",
            "2026-10-28T00:00:00+01:00",
        ),
        (
            f"{e}:2026-10-27",
            "2026-10-27T07:00:00Z",
            "2026-10-27T11:00:00Z",
            "2026-10-27T08:00:00+01:00",
            "2026-10-27T12:00:00+01:00",
        ),
        (
            f"{lt}:2026-10-27",
            "2026-10-27T10:00:00Z",
            "2026-10-27T14:00:00Z",
            "2026-10-27T11:00:00+01:00",
            "2026-10-27T15:00:00+01:00",
        ),
    ]
    first = data["shifts"][0]
    assert first["personName"] == "Max Mitarbeiter"
    assert first["department"] == plan["kitchen"].pk
    assert first["isRepeatedWeekly"] is True
    assert first["conflicts"] == []
    # the weekly 08:00 shift keeps its wall-clock time after the change and falls on the Nationalfeiertag
    assert [(s["key"], s["localStart"], s["holiday"]) for s in data["skipped"]] == [
        (f"{w}:2026-10-26", "2026-10-26T08:00:00+01:00", "Nationalfeiertag"),
    ]
    assert [(c["kind"], c["day"], c["shifts"], c["message"]) for c in data["conflicts"]] == [
        (
            "rest",
            "2026-10-24",
            [f"{n}:2026-10-24", f"{s}:2026-10-25"],
            "Ruhezeit von Max Mitarbeiter nur 8 Std. 0 Min. (mindestens 11 Stunden).",
        ),
        (
            "holiday",
            "2026-10-26",
            [f"{h}:2026-10-26"],
            "Schicht an einem Feiertag: Mo, 26.10.2026 ist Nationalfeiertag.",
        ),
        ("absence", "2026-10-27", [f"{e}:2026-10-27"], "Max Mitarbeiter hat am Di, 27.10.2026 Urlaub geplant."),
        (
            "overlap",
            "2026-10-27",
            [f"{e}:2026-10-27", f"{lt}:2026-10-27"],
            "Max Mitarbeiter ist doppelt eingeplant: Di, 27.10.2026 08:00–12:00 und Di, 27.10.2026 11:00–15:00.",
        ),
        ("absence", "2026-10-27", [f"{lt}:2026-10-27"], "Max Mitarbeiter hat am Di, 27.10.2026 Urlaub geplant."),
    ]
    late_shift = next(s for s in data["shifts"] if s["key"] == f"{lt}:2026-10-27")
    assert late_shift["conflicts"] == [
        "Max Mitarbeiter ist doppelt eingeplant: Di, 27.10.2026 08:00–12:00 und Di, 27.10.2026 11:00–15:00.",
        "Max Mitarbeiter hat am Di, 27.10.2026 Urlaub geplant.",
    ]


def test_the_planner_filters_by_department_and_skips_exception_days(employee_client, october_plan, clock):
    kitchen = october_plan["kitchen"]
    response = employee_client.get(PLANNER, {"from": "2026-10-26", "to": "2026-11-09", "department": kitchen.pk})
    data = response.json()["data"]
    weekly = october_plan["weekly"].pk
    assert [s["key"] for s in data["shifts"]] == [f"{weekly}:2026-11-09"]
    assert [s["key"] for s in data["skipped"]] == [f"{weekly}:2026-10-26"]
    assert data["conflicts"] == []


def test_the_planner_reach_and_validation(employee_client, admin_client, other_branch, branch, october_plan, clock):
    graz = ScheduleFactory(
        person=PersonFactory(), branch=other_branch, start=vienna(2026, 10, 20, 9), end=vienna(2026, 10, 20, 17)
    )
    keys = [
        s["key"]
        for s in employee_client.get(PLANNER, {"from": "2026-10-20", "to": "2026-10-20"}).json()["data"]["shifts"]
    ]
    assert keys == []
    keys = [
        s["key"] for s in admin_client.get(PLANNER, {"from": "2026-10-20", "to": "2026-10-20"}).json()["data"]["shifts"]
    ]
    assert keys == [f"{graz.pk}:2026-10-20"]
    assert (
        employee_client.get(PLANNER, {"from": "2026-10-20", "to": "2026-10-20", "branch": other_branch.pk}).status_code
        == 404
    )
    response = employee_client.get(PLANNER, {"from": "2026-10-20", "to": "2026-09-01"})
    assert response.status_code == 400
    assert errors_of(response) == [
        {
            "message": "Das Ende des Zeitraums darf nicht vor seinem Beginn liegen.",
            "field": "to",
            "code": "invalid_range",
        }
    ]


def test_a_planner_range_of_more_than_62_days_is_refused_on_its_end(employee_client, person, branch, clock):
    response = employee_client.get(PLANNER, {"from": "2026-11-01", "to": "2027-01-02"})

    assert response.status_code == 400
    assert errors_of(response) == [
        {"message": "Der Zeitraum darf höchstens 62 Tage umfassen.", "field": "to", "code": "range_too_long"}
    ]
    assert employee_client.get(PLANNER, {"from": "2026-11-01", "to": "2027-01-01"}).status_code == 200


def test_the_number_of_queries_does_not_grow_with_the_shifts(employee_client, person, branch, clock):
    def count() -> int:
        with CaptureQueriesContext(connection) as queries:
            assert employee_client.get(PLANNER, {"from": "2026-11-23", "to": "2026-11-29"}).status_code == 200
        return len(queries)

    ScheduleFactory(person=person, branch=branch, start=vienna(2026, 11, 23, 8), end=vienna(2026, 11, 23, 16))
    few = count()
    for day in range(24, 30):
        ScheduleFactory(
            person=PersonFactory(user__branches=[branch]),
            branch=branch,
            department=DepartmentFactory(branch=branch),
            start=vienna(2026, 11, day, 8),
            end=vienna(2026, 11, day, 16),
            is_repeated_weekly=True,
        )
    assert count() == few


def test_copying_last_week_skips_what_exists_and_holidays(admin_client, person, branch, october_plan, clock):
    response = admin_client.post(
        "/api/working-schedules/copy-week",
        {"sourceWeek": "2026-10-19", "targetWeek": "2026-10-26", "branch": branch.pk},
        format="json",
    )
    assert response.status_code == 201, response.json()
    data = response.json()["data"]
    # the night shift across the DST change keeps its wall-clock times (8 hours, not 9)
    assert [(c["start"], c["end"], c["isRepeatedWeekly"]) for c in data["created"]] == [
        ("2026-10-31T21:00:00Z", "2026-11-01T05:00:00Z", False),
    ]
    # the weekly Monday shift falls on the Nationalfeiertag, the Sunday one on Allerheiligen
    assert [(s["start"], s["reason"]) for s in data["skipped"]] == [
        ("2026-10-26T07:00:00Z", "Feiertag (Nationalfeiertag)."),
        ("2026-11-01T13:00:00Z", "Feiertag (Allerheiligen)."),
    ]
    assert LogEntry.objects.filter(action="create", entity_id__in=[str(c["id"]) for c in data["created"]]).count() == 1
    again = admin_client.post(
        "/api/working-schedules/copy-week",
        {"sourceWeek": "2026-10-19", "targetWeek": "2026-10-26", "branch": branch.pk},
        format="json",
    ).json()["data"]
    assert again["created"] == []
    assert [s["reason"] for s in again["skipped"]] == [
        "Feiertag (Nationalfeiertag).",
        "Bereits vorhanden.",
        "Feiertag (Allerheiligen).",
    ]


def test_copying_needs_mondays_and_a_branch_or_people(admin_client, employee_client, clock):
    response = admin_client.post(
        "/api/working-schedules/copy-week", {"sourceWeek": "2026-10-20", "targetWeek": "2026-10-26"}, format="json"
    )
    assert response.status_code == 400
    assert errors_of(response) == [
        {"message": "Eine Woche beginnt an einem Montag.", "field": "sourceWeek", "code": "invalid"},
        {"message": "Bitte wählen Sie eine Filiale oder Personen.", "field": "branch", "code": "invalid"},
    ]
    response = employee_client.post(
        "/api/working-schedules/copy-week", {"sourceWeek": "2026-10-19", "targetWeek": "2026-10-26"}, format="json"
    )
    assert response.status_code == 403


def test_moving_one_shift_of_a_repeated_schedule(admin_client, employee_client, october_plan, clock):
    weekly = october_plan["weekly"]
    url = f"/api/working-schedules/{weekly.pk}/move-occurrence"
    body = {"day": "2026-11-09", "start": "2026-11-10T09:00:00Z", "end": "2026-11-10T17:00:00Z"}
    assert employee_client.post(url, body, format="json").status_code == 403
    response = admin_client.post(url, body, format="json")
    assert response.status_code == 200, response.json()
    data = response.json()["data"]
    assert data["schedule"]["exceptions"] == ["2026-11-02", "2026-11-09"]
    assert (data["created"]["start"], data["created"]["end"], data["created"]["isRepeatedWeekly"]) == (
        "2026-11-10T09:00:00Z",
        "2026-11-10T17:00:00Z",
        False,
    )
    assert data["created"]["department"] == october_plan["kitchen"].pk
    assert WorkingSchedule.objects.count() == 8
    response = admin_client.post(url, {**body, "day": "2026-11-10"}, format="json")
    assert errors_of(response) == [
        {"message": "An diesem Tag gibt es keine Schicht dieser Planung.", "field": "day", "code": "invalid"}
    ]
    single = october_plan["early"]
    response = admin_client.post(
        f"/api/working-schedules/{single.pk}/move-occurrence",
        {"day": "2026-10-27", "start": "2026-10-28T07:00:00Z", "end": "2026-10-28T11:00:00Z"},
        format="json",
    )
    assert response.json()["data"]["created"] is None
    single.refresh_from_db()
    assert single.start == vienna(2026, 10, 28, 8)
    assert admin_client.post("/api/working-schedules/999999/move-occurrence", body, format="json").status_code == 404


def test_moving_a_shift_to_another_person(admin_client, october_plan, other_branch, branch, clock):
    early = october_plan["early"]
    url = f"/api/working-schedules/{early.pk}/move-occurrence"
    body = {"day": "2026-10-27", "start": "2026-10-27T07:00:00Z", "end": "2026-10-27T11:00:00Z"}
    graz = PersonFactory(user__branches=[other_branch], username="gerda")
    response = admin_client.post(url, {**body, "person": graz.pk}, format="json")
    assert response.status_code == 400
    assert errors_of(response) == [
        {"message": "Die Person ist dieser Filiale nicht zugeordnet.", "field": "branch", "code": "invalid"}
    ]
    colleague = PersonFactory(user__branches=[branch], username="lena")
    response = admin_client.post(url, {**body, "person": colleague.pk}, format="json")
    assert response.status_code == 200
    early.refresh_from_db()
    assert (early.person_id, early.start) == (colleague.pk, vienna(2026, 10, 27, 8))


SCHEDULE_LOCKED = "Der Monat 10/2026 ist freigegeben und kann nicht mehr geändert werden."


def test_the_planner_does_not_change_an_approved_month(admin_client, admin_user, person, branch, october_plan, clock):
    # given: Max's October is approved, and he has a shift on Tuesday 29.09.
    MonthApproval.objects.create(person=person, month=datetime.date(2026, 10, 1), approved_by=admin_user)
    ScheduleFactory(person=person, branch=branch, start=vienna(2026, 9, 29, 8), end=vienna(2026, 9, 29, 16))
    count = WorkingSchedule.objects.count()

    # copying the week of 28.09. to the week of 05.10. would create a shift on 06.10.
    copied = admin_client.post(
        "/api/working-schedules/copy-week",
        {"sourceWeek": "2026-09-28", "targetWeek": "2026-10-05", "branch": branch.pk},
        format="json",
    )
    assert copied.status_code == 409
    assert errors_of(copied) == [
        {"message": f"Planung konnte nicht erstellt werden. {SCHEDULE_LOCKED}", "code": "month_locked"}
    ]

    # moving the shift of Sunday 25.10., and moving a November shift into October
    sunday = october_plan["sunday"]
    moved = admin_client.post(
        f"/api/working-schedules/{sunday.pk}/move-occurrence",
        {"day": "2026-10-25", "start": "2026-11-03T13:00:00Z", "end": "2026-11-03T19:00:00Z"},
        format="json",
    )
    weekly = october_plan["weekly"]
    into = admin_client.post(
        f"/api/working-schedules/{weekly.pk}/move-occurrence",
        {"day": "2026-11-09", "start": "2026-10-30T07:00:00Z", "end": "2026-10-30T15:00:00Z"},
        format="json",
    )
    for response in (moved, into):
        assert response.status_code == 409
        assert errors_of(response) == [
            {"message": f"Planung konnte nicht gespeichert werden. {SCHEDULE_LOCKED}", "code": "month_locked"}
        ]

    # nothing changed
    assert WorkingSchedule.objects.count() == count
    sunday.refresh_from_db()
    weekly.refresh_from_db()
    assert sunday.start == vienna(2026, 10, 25, 14)
    assert weekly.exceptions == ["2026-11-02"]


def test_conflicts_of_one_day_follow_their_schedules_by_number_not_as_text():
    # schedule 9 before schedule 10 (as text, '10:…' sorted first: the order then hung on the database's ids)
    from timetracking.selectors.planning import _conflict_order

    conflicts = [
        {"day": "2026-10-27", "shifts": ["10:2026-10-27"], "kind": "absence"},
        {"day": "2026-10-27", "shifts": ["9:2026-10-27", "10:2026-10-27"], "kind": "overlap"},
        {"day": "2026-10-27", "shifts": ["9:2026-10-27"], "kind": "absence"},
    ]
    assert [(c["kind"], c["shifts"]) for c in sorted(conflicts, key=_conflict_order)] == [
        ("absence", ["9:2026-10-27"]),
        ("overlap", ["9:2026-10-27", "10:2026-10-27"]),
        ("absence", ["10:2026-10-27"]),
    ]
