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
