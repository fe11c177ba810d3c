"""The opening-hour rule against the shared vectors (contracts/opening-hours.json) and properties."""

import json
from datetime import UTC, date, datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from organisation.opening_hours import (
    WEEKDAYS,
    business_zone,
    is_delivery_open,
    is_open,
    is_open_for_orders,
    next_opening,
    opening_state,
    opening_state_at,
    to_minutes,
    weekly_schedule,
)
from organisation.tests.factories import rule

CONTRACT = Path(__file__).resolve().parents[3] / "contracts" / "opening-hours.json"
VECTORS = json.loads(CONTRACT.read_text(encoding="utf-8")) if CONTRACT.exists() else {}
EMPTY_WEEK = {day: [] for day in WEEKDAYS}
VIENNA = ZoneInfo("Europe/Vienna")


def as_lists(schedule):
    return {day: [list(r) for r in ranges] for day, ranges in schedule.items()}


def test_contract_file_is_there_and_not_empty():
    assert CONTRACT.exists()
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


def hhmm(minutes: int) -> str:
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


@st.composite
def disjoint_ranges(draw):
    """1-3 non-overlapping ranges within a day, in random order, as (from, to) strings."""
    points = sorted(draw(st.sets(st.integers(min_value=0, max_value=24 * 4), min_size=2, max_size=6)))
    pairs = [(points[i] * 15, points[i + 1] * 15) for i in range(0, len(points) - 1, 2)]
    return draw(st.permutations([(hhmm(a), hhmm(b)) for a, b in pairs]))


@st.composite
def rule_sets(draw):
    kind = draw(st.sampled_from(["daily", *WEEKDAYS]))
    ranges = draw(disjoint_ranges())
    rules = [rule(kind, start, end) for start, end in ranges]
    if draw(st.booleans()):
        rules.append(rule(draw(st.sampled_from(WEEKDAYS)), closed=True))
    return rules


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


# --- aware datetimes: business zone, DST, next shift, order and delivery state ------------


def test_the_business_zone_is_the_setting_and_the_vectors_use_it():
    assert business_zone() == VIENNA
    assert VECTORS["timeZone"] == "Europe/Vienna"


@pytest.mark.parametrize("vector", VECTORS.get("openingStateAt", []), ids=lambda v: v["description"][:60])
def test_opening_state_at_vectors(vector):
    state = opening_state_at(vector["rules"], datetime.fromisoformat(vector["now"]), VIENNA)
    assert state.as_dict() == vector["expected"]


@pytest.mark.parametrize("vector", VECTORS.get("nextOpening", []), ids=lambda v: v["description"][:60])
def test_next_opening_vectors(vector):
    # when
    found = next_opening(vector["rules"], datetime.fromisoformat(vector["now"]), zone=VIENNA)

    # then
    assert (found.isoformat() if found else None) == vector["expected"]


@pytest.mark.parametrize("vector", VECTORS.get("branchOpen", []), ids=lambda v: v["description"][:60])
def test_branch_open_vectors(vector):
    now = datetime.fromisoformat(vector["now"])
    result = {
        "isOpenForOrders": is_open_for_orders(vector["branch"], now, VIENNA),
        "isDeliveryOpen": is_delivery_open(vector["branch"], now, VIENNA),
    }
    assert result == vector["expected"]


def test_every_vector_group_is_there():
    assert len(VECTORS["openingStateAt"]) >= 5
    assert len(VECTORS["nextOpening"]) >= 10
    assert len(VECTORS["branchOpen"]) >= 8


@pytest.mark.parametrize(
    ("day", "hours"),
    [("2026-03-29", 23), ("2026-10-25", 25), ("2026-03-04", 24)],
    ids=["last Sunday of March", "last Sunday of October", "ordinary day"],
)
def test_a_day_open_around_the_clock_lasts_as_long_as_the_clock_says(day, hours):
    # given: open all day, scanned every 15 real minutes from midnight to midnight
    rules = [rule("daily", "00:00", "24:00")]
    start = datetime.fromisoformat(f"{day}T00:00").replace(tzinfo=VIENNA).astimezone(UTC)
    end = (datetime.fromisoformat(f"{day}T00:00") + timedelta(days=1)).replace(tzinfo=VIENNA).astimezone(UTC)

    # when
    steps = int((end - start) / timedelta(minutes=15))

    # then
    assert steps == hours * 4
    assert all(is_open(rules, start + timedelta(minutes=15 * i), VIENNA) for i in range(steps))


def test_closing_soon_counts_real_minutes_also_for_a_moment_in_the_zone_itself():
    # given: 02:45 summer time on the last Sunday of October, closing at 03:30 winter time
    rules = [rule("sunday", "00:00", "03:30")]
    first_pass = datetime(2026, 10, 25, 2, 45, tzinfo=VIENNA)
    second_pass = datetime(2026, 10, 25, 2, 45, fold=1, tzinfo=VIENNA)

    # then
    assert opening_state_at(rules, first_pass, VIENNA).status == "open"
    assert opening_state_at(rules, second_pass, VIENNA).status == "closing-soon"


def test_a_naive_moment_is_a_wall_clock_time_of_the_business_zone():
    rules = [rule("daily", "08:00", "18:00")]
    assert next_opening(rules, datetime(2026, 3, 4, 7, 0), zone=VIENNA).isoformat() == "2026-03-04T08:00:00+01:00"


@settings(max_examples=100, deadline=None)
@given(
    rules=rule_sets(),
    moment=st.datetimes(min_value=datetime(2024, 1, 1), max_value=datetime(2030, 12, 31), timezones=st.just(UTC)),
)
def test_next_opening_is_open_and_nothing_open_comes_before_it(rules, moment):
    # when
    found = next_opening(rules, moment, zone=VIENNA)

    # then
    if found is None:
        assert not is_open(rules, moment, VIENNA)
        return
    assert is_open(rules, found, VIENNA)
    assert moment <= found <= moment + timedelta(hours=72)
    if found != moment:
        assert found.minute % 15 == 0 and found.second == 0
        assert not is_open(rules, moment, VIENNA)
        # a quarter hour of real time earlier (in UTC: Python subtracts within one zone by wall clock,
        # which would land inside the spring gap)
        earlier = found.astimezone(UTC) - timedelta(minutes=15)
        assert earlier <= moment or not is_open(rules, earlier, VIENNA)


@settings(max_examples=100, deadline=None)
@given(
    opening=rule_sets(),
    delivery=rule_sets(),
    enabled=st.booleans(),
    moment=st.datetimes(min_value=datetime(2024, 1, 1), max_value=datetime(2030, 12, 31), timezones=st.just(UTC)),
)
def test_delivery_open_implies_open_for_orders(opening, delivery, enabled, moment):
    branch = {"openingHours": opening, "deliveryHours": delivery, "isDeliveryHoursEnabled": enabled}
    if is_delivery_open(branch, moment, VIENNA):
        assert is_open_for_orders(branch, moment, VIENNA)
    if not enabled:
        assert is_delivery_open(branch, moment, VIENNA) == is_open_for_orders(branch, moment, VIENNA)
