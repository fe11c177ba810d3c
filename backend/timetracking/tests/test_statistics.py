import datetime

import pytest

from accounts.tests.factories import EmployeeFactory
from timetracking.selectors.statistics import working_activities, working_schedules

from .conftest import vienna
from .factories import ActivityFactory, PersonFactory, ScheduleFactory

pytestmark = pytest.mark.django_db


def test_worked_minutes_per_day_in_the_statistic_shape(october, clock):
    statistic = working_activities(datetime.date(2026, 10, 24), datetime.date(2026, 10, 26))

    assert statistic == {
        "kind": "working-activities",
        "from": "2026-10-24",
        "to": "2026-10-26",
        "shape": "series",
        "unit": "count",
        "total": 390,
        "series": [
            {"date": "2026-10-24", "value": 0},
            {"date": "2026-10-25", "value": 390},
            {"date": "2026-10-26", "value": 0},
        ],
    }


def test_planned_minutes_skip_the_public_holiday(october, clock):
    statistic = working_schedules(datetime.date(2026, 10, 25), datetime.date(2026, 10, 26))

    assert [point["value"] for point in statistic["series"]] == [420, 0]


def test_only_the_given_branches_count(october, other_branch, clock):
    assert working_activities(datetime.date(2026, 10, 1), datetime.date(2026, 10, 31), {other_branch.pk})["total"] == 0
    assert working_activities(datetime.date(2026, 10, 1), datetime.date(2026, 10, 31))["total"] == 2070


def test_both_kinds_answer_through_the_statistics_api(october, clock, admin_client):
    # when: the statistics endpoint, which knows time tracking only through the registry
    worked = admin_client.get("/api/statistics/working-activities", {"from": "2026-10-24", "to": "2026-10-26"})
    planned = admin_client.get("/api/statistics/working-schedules", {"from": "2026-10-25", "to": "2026-10-26"})

    # then
    assert worked.status_code == 200, worked.json()
    assert worked.json()["data"] == {
        "kind": "working-activities",
        "from": "2026-10-24",
        "to": "2026-10-26",
        "shape": "series",
        "unit": "count",
        "total": 390,
        "series": [
            {"date": "2026-10-24", "value": 0},
            {"date": "2026-10-25", "value": 390},
            {"date": "2026-10-26", "value": 0},
        ],
    }
    assert [point["value"] for point in planned.json()["data"]["series"]] == [420, 0]


def test_an_employee_reads_only_their_own_time_in_the_time_kinds(
    october, graz_person, branch, other_branch, clock, make_client, admin_client
):
    # given: Gerda worked in Graz, a branch Max (the employee) does not reach; Klara, a colleague in
    # Mariahilf, worked and was planned there too
    ActivityFactory(
        person=graz_person, branch=other_branch, start=vienna(2026, 10, 19, 8), end=vienna(2026, 10, 19, 10)
    )
    klara = PersonFactory(user=EmployeeFactory(email="klara@example.com", branches=[branch]), username="klara")
    ActivityFactory(person=klara, branch=branch, start=vienna(2026, 10, 19, 9), end=vienna(2026, 10, 19, 12))
    ScheduleFactory(person=klara, branch=branch, start=vienna(2026, 10, 19, 9), end=vienna(2026, 10, 19, 12))
    client = make_client(october.user)
    period = {"from": "2026-10-19", "to": "2026-10-19"}

    # when
    worked = client.get("/api/statistics/working-activities", period)
    planned = client.get("/api/statistics/working-schedules", period)
    graz = client.get("/api/statistics/working-activities", {**period, "branch": other_branch.pk})

    # then: only Max's own 420 worked and 480 planned minutes; Graz is out of reach (404); the
    # administrator sees the branch: Max's and Klara's, and Gerda's in Graz
    assert (worked.status_code, worked.json()["data"]["total"]) == (200, 420)
    assert (planned.status_code, planned.json()["data"]["total"]) == (200, 480)
    assert graz.status_code == 404
    assert admin_client.get("/api/statistics/working-activities", period).json()["data"]["total"] == 420 + 180 + 120
    assert admin_client.get("/api/statistics/working-schedules", period).json()["data"]["total"] == 480 + 180


def test_the_time_kinds_are_for_staff_only(october, clock, roleless_client, anon_client):
    period = {"from": "2026-10-19", "to": "2026-10-19"}

    assert roleless_client.get("/api/statistics/working-schedules", period).status_code == 403
    assert anon_client.get("/api/statistics/working-schedules", period).status_code == 401
