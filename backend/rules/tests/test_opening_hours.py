"""The opening-hour rule against the shared vectors (contracts/opening-hours.json) and properties."""

from datetime import date, datetime, timedelta

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules.opening_hours import WEEKDAYS, opening_state, to_minutes, weekly_schedule
from rules.tests.helpers import rule, rule_sets
from rules.tests.vectors import load

VECTORS = load("opening-hours.json")
EMPTY_WEEK = {day: [] for day in WEEKDAYS}


def as_lists(schedule):
    return {day: [list(r) for r in ranges] for day, ranges in schedule.items()}


def test_contract_file_is_there_and_not_empty():
    assert len(VECTORS["weeklySchedule"]) >= 10
    assert len(VECTORS["openingState"]) >= 10


@pytest.mark.parametrize("vector", VECTORS.get("weeklySchedule", []), ids=lambda v: v["description"][:60])
def test_weekly_schedule_vectors(vector):
    # when
    schedule = weekly_schedule(vector["rules"], date.fromisoformat(vector["today"]))

    # then
    assert as_lists(schedule) == vector["expected"]


@pytest.mark.parametrize("vector", VECTORS.get("openingState", []), ids=lambda v: v["description"][:60])
def test_opening_state_vectors(vector):
    # when
    state = opening_state(vector["rules"], datetime.fromisoformat(vector["now"]))

    # then
    assert state.as_dict() == vector["expected"]


# Own cases (2026-03-04 is a Wednesday).
@pytest.mark.parametrize(
    ("rules", "today", "expected"),
    [
        ([rule("daily", "08:00", "12:00")], "2026-03-04", {day: [["08:00", "12:00"]] for day in WEEKDAYS}),
        (
            [rule("daily", "08:00", "12:00"), rule("once", closed=True, date="2026-03-05")],
            "2026-03-04",
            {**{day: [["08:00", "12:00"]] for day in WEEKDAYS}, "thursday": []},
        ),
        (
            [rule("once", "10:00", "11:00", date="2026-03-12")],
            "2026-03-04",
            EMPTY_WEEK,
        ),
        (
            [rule("monday", "08:00", "12:00"), rule("monday", "13:00", "17:00")],
            "2026-03-04",
            {**EMPTY_WEEK, "monday": [["08:00", "12:00"], ["13:00", "17:00"]]},
        ),
    ],
)
def test_weekly_schedule_own_cases(rules, today, expected):
    assert as_lists(weekly_schedule(rules, date.fromisoformat(today))) == expected


@pytest.mark.parametrize(
    ("rules", "now", "expected"),
    [
        (
            [rule("daily", "08:00", "18:00")],
            "2026-03-04T07:59",
            {"status": "closed", "closesAt": None, "closesOn": None},
        ),
        (
            [rule("daily", "08:00", "18:00")],
            "2026-03-04T08:00",
            {"status": "open", "closesAt": "18:00", "closesOn": "2026-03-04"},
        ),
        (
            [rule("daily", "08:00", "18:00")],
            "2026-03-04T17:01",
            {"status": "closing-soon", "closesAt": "18:00", "closesOn": "2026-03-04"},
        ),
        (
            [rule("daily", "08:00", "18:00")],
            "2026-03-04T18:00",
            {"status": "closed", "closesAt": None, "closesOn": None},
        ),
        (
            [rule("daily", "00:00", "24:00")],
            "2026-03-04T23:30",
            {"status": "open", "closesAt": "24:00", "closesOn": "2026-03-11"},
        ),
    ],
)
def test_opening_state_own_cases(rules, now, expected):
    assert opening_state(rules, datetime.fromisoformat(now)).as_dict() == expected


# --- properties --------------------------------------------------------------------------


@settings(max_examples=150, deadline=None)
@given(rules=rule_sets(), day=st.dates(min_value=date(2024, 1, 1), max_value=date(2030, 12, 31)))
def test_schedule_ranges_are_sorted_and_never_overlap(rules, day):
    # when
    schedule = weekly_schedule(rules, day)

    # then
    assert set(schedule) == set(WEEKDAYS)
    for ranges in schedule.values():
        bounds = [(to_minutes(a), to_minutes(b)) for a, b in ranges]
        assert bounds == sorted(bounds)
        assert all(start < end for start, end in bounds)
        assert all(bounds[i][1] <= bounds[i + 1][0] for i in range(len(bounds) - 1))


@settings(max_examples=150, deadline=None)
@given(
    rules=rule_sets(),
    moment=st.datetimes(min_value=datetime(2024, 1, 1), max_value=datetime(2030, 12, 31)).map(
        lambda value: value.replace(second=0, microsecond=0)
    ),
)
def test_state_is_consistent_with_the_schedule(rules, moment):
    # given
    ranges = weekly_schedule(rules, moment.date())[WEEKDAYS[moment.weekday()]]
    minute = moment.hour * 60 + moment.minute
    inside = [r for r in ranges if to_minutes(r[0]) <= minute < to_minutes(r[1])]

    # when
    state = opening_state(rules, moment)

    # then
    if not inside:
        assert state.as_dict() == {"status": "closed", "closesAt": None, "closesOn": None}
        return
    assert state.status in ("open", "closing-soon")
    closes = datetime.combine(state.closes_on, datetime.min.time()) + timedelta(minutes=to_minutes(state.closes_at))
    assert closes > moment
    assert (state.status == "closing-soon") == (closes - moment < timedelta(minutes=60))
    if to_minutes(inside[0][1]) < 24 * 60:
        assert (state.closes_at, state.closes_on) == (inside[0][1], moment.date())
