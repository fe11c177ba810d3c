"""Appointment slots against contracts/slots.json, plus properties (the speed is measured in make bench, bench_checks)."""

from datetime import UTC, datetime, timedelta
from zoneinfo import ZoneInfo

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules.lead_time import longest_lead_product
from rules.slots import availability, earliest_slot, first_available, is_available
from rules.tests.helpers import rule
from rules.tests.vectors import case_id, load

VECTORS = load("slots.json")
ZONE = ZoneInfo(VECTORS["timeZone"])


def at(text: str) -> datetime:
    return datetime.fromisoformat(text)


@pytest.mark.parametrize("case", VECTORS["earliest"], ids=case_id)
def test_earliest_vectors(case):
    given_ = case["input"]
    assert earliest_slot(at(given_["now"]), given_["products"], ZONE).isoformat() == case["expected"]


@pytest.mark.parametrize("case", VECTORS["availability"], ids=case_id)
def test_availability_vectors(case):
    given_ = case["input"]
    result = availability(
        given_["branch"], at(given_["now"]), given_["products"], given_["isDelivery"], given_["days"], ZONE
    )
    assert result == case["expected"]


@pytest.mark.parametrize("case", VECTORS["isAvailable"], ids=case_id)
def test_is_available_vectors(case):
    given_ = case["input"]
    result = is_available(
        given_["branch"], at(given_["moment"]), at(given_["now"]), given_["products"], given_["isDelivery"], zone=ZONE
    )
    assert result is case["expected"]


def test_first_available_is_the_first_slot_of_the_availability():
    # given: Wednesday 17:41, closing at 18:00
    branch = {"openingHours": [rule("daily", "08:00", "18:00")]}

    # when
    found = first_available(branch, at("2026-03-04T17:41:00+01:00"), zone=ZONE)

    # then
    assert found.isoformat() == "2026-03-05T08:00:00+01:00"
    assert first_available({"openingHours": []}, at("2026-03-04T17:41:00+01:00"), zone=ZONE) is None


def test_ninety_days_of_a_busy_schedule_are_computed():
    # given: several ranges a day, a 'once' rule per week, a lead time
    rules = [rule("daily", "06:03", "11:58"), rule("daily", "12:07", "23:59"), rule("sunday", closed=True)]
    rules += [rule("once", "09:00", "10:00", date=f"2026-{month:02d}-10") for month in range(3, 10)]
    branch = {"openingHours": rules}

    # when
    result = availability(branch, at("2026-03-04T10:00:00+01:00"), [], zone=ZONE)

    # then
    assert len(result) == 90 - 13 + 1  # thirteen Sundays closed, but the once rule opens Sunday 2026-05-10


# --- properties --------------------------------------------------------------------------


def hhmm(minutes: int) -> str:
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


@st.composite
def branches(draw):
    points = sorted(draw(st.sets(st.integers(min_value=0, max_value=24 * 60), min_size=2, max_size=6)))
    pairs = [(points[i], points[i + 1]) for i in range(0, len(points) - 1, 2)]
    kind = draw(st.sampled_from(["daily", "saturday", "sunday"]))
    return {"openingHours": [rule(kind, hhmm(a), hhmm(b)) for a, b in pairs]}


moments = st.datetimes(min_value=datetime(2026, 1, 1), max_value=datetime(2027, 12, 31), timezones=st.just(UTC))
leads = st.lists(
    st.fixed_dictionaries(
        {
            "isLeadTimeEnabled": st.booleans(),
            "leadTimeType": st.sampled_from(["minutes", "hours", "days"]),
            "leadTimeValue": st.integers(min_value=0, max_value=50),
        }
    ),
    max_size=3,
)


@settings(max_examples=80, deadline=None)
@given(branch=branches(), now=moments, products=leads, offset=st.integers(min_value=0, max_value=6 * 24 * 12))
def test_is_available_agrees_with_the_availability(branch, now, products, offset):
    # given: a moment on the 5-minute grid within the next six days
    start = now.replace(second=0, microsecond=0) - timedelta(minutes=now.minute % 5)
    moment = start + timedelta(minutes=5 * offset)
    earliest = earliest_slot(now, products, ZONE)
    if timedelta(0) <= moment - earliest < timedelta(hours=1):
        return  # inside the repeated autumn hour wall time and instant may disagree right at the start

    # when
    slots = availability(branch, now, products, zone=ZONE, days=8)
    local = moment.astimezone(ZONE)
    listed = any(a <= local.strftime("%H:%M") <= b for a, b in slots.get(local.date().isoformat(), []))

    # then
    assert is_available(branch, moment, now, products, zone=ZONE) == (listed and moment >= earliest)


@settings(max_examples=80, deadline=None)
@given(branch=branches(), now=moments, products=leads)
def test_slots_are_ordered_on_the_grid_and_after_the_earliest(branch, now, products):
    earliest = earliest_slot(now, products, ZONE)
    assert earliest >= now + timedelta(minutes=15)
    assert earliest.minute % 5 == 0 and earliest.second == 0
    for day, spans in availability(branch, now, products, zone=ZONE, days=10).items():
        bounds = [(a, b) for a, b in spans]
        assert all(a <= b for a, b in bounds)
        assert all(bounds[i][1] < bounds[i + 1][0] for i in range(len(bounds) - 1))
        assert all(int(value[3:]) % 5 == 0 for pair in bounds for value in pair)
        assert day >= earliest.date().isoformat()


def test_a_moment_past_the_horizon_is_not_available_even_at_the_end_of_time():
    # given: a branch open around the clock
    branch = {"openingHours": [rule("daily", "00:00", "24:00")], "isDeliveryHoursEnabled": False}
    now = datetime(2026, 11, 18, 9, 0, tzinfo=UTC)

    # when / then: no time-zone arithmetic overflows for the largest representable moment
    assert is_available(branch, datetime.max.replace(tzinfo=UTC), now) is False
    assert is_available(branch, now + timedelta(days=181), now) is False


def test_the_longest_lead_product_is_the_one_that_pushes_the_earliest_slot():
    # given: a roll without, a cake with 2 days, a buffet with 36 hours, a disabled one with a week
    roll = {"name": "Semmel"}
    cake = {"name": "Sachertorte", "isLeadTimeEnabled": True, "leadTimeType": "days", "leadTimeValue": 2}
    buffet = {"name": "Buffet", "isLeadTimeEnabled": True, "leadTimeType": "hours", "leadTimeValue": "36"}
    off = {"name": "Aus", "isLeadTimeEnabled": False, "leadTimeType": "weeks", "leadTimeValue": 1}

    # then
    assert longest_lead_product([roll, buffet, cake, off])["name"] == "Sachertorte"
    assert longest_lead_product([roll, off]) is None
    assert longest_lead_product([]) is None
