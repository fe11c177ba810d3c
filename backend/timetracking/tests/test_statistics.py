import datetime

import pytest

from timetracking.statistics import working_activities, working_schedules

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
