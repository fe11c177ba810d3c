"""Opening hours at aware moments against contracts/opening-hours.json: business zone, DST, next shift,
order and delivery state (the mirror of openingHoursAt.test.ts)."""

from datetime import UTC, datetime, timedelta
from zoneinfo import ZoneInfo

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules.opening_hours_at import (
    business_zone,
    is_delivery_open,
    is_open,
    is_open_for_orders,
    next_opening,
    opening_state_at,
)
from rules.tests.helpers import rule, rule_sets
from rules.tests.vectors import load

VECTORS = load("opening-hours.json")
VIENNA = ZoneInfo("Europe/Vienna")


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
