"""Product windows against contracts/product-windows.json, plus the rule's agreement with the catalogue."""

from datetime import date, datetime

import pytest

from rules.product_windows import cart_window_ranges, has_window, is_in_window, next_window, window_ranges
from rules.tests.helpers import rule
from rules.tests.vectors import case_id, load

VECTORS = load("product-windows.json")
BREAKFAST = [rule("daily", "06:00", "11:00")]


def hhmm(minute: int) -> str:
    return f"{minute // 60:02d}:{minute % 60:02d}"


@pytest.mark.parametrize("case", VECTORS["windowRanges"], ids=case_id)
def test_window_ranges_vectors(case):
    given_ = case["input"]
    ranges = window_ranges(given_["product"], date.fromisoformat(given_["date"]))
    assert [[hhmm(a), hhmm(b)] for a, b in ranges] == case["expected"]


@pytest.mark.parametrize("case", VECTORS["isInWindow"], ids=case_id)
def test_is_in_window_vectors(case):
    given_ = case["input"]
    assert is_in_window(given_["product"], datetime.fromisoformat(given_["wall"])) is case["expected"]


@pytest.mark.parametrize("case", VECTORS["nextWindow"], ids=case_id)
def test_next_window_vectors(case):
    given_ = case["input"]
    found = next_window(given_["product"], datetime.fromisoformat(given_["wall"]))
    assert (found.strftime("%Y-%m-%dT%H:%M") if found else None) == case["expected"]


def test_next_window_drops_seconds_inside_the_window():
    assert next_window({"categorySchedules": [BREAKFAST]}, datetime(2026, 3, 4, 7, 30, 41)) == datetime(
        2026, 3, 4, 7, 30
    )


def test_only_products_with_a_limit_have_a_window():
    assert has_window({"schedule": BREAKFAST}) is True
    assert has_window({"categorySchedules": [BREAKFAST]}) is True
    assert has_window({"categorySchedules": [BREAKFAST, []]}) is False
    assert has_window({"schedule": [], "categorySchedules": []}) is False
    assert has_window({"isLeadTimeEnabled": True}) is False


def test_a_cart_window_is_the_overlap_of_its_products_windows():
    # given: a breakfast (06:00-11:00) and a product of its own 10:00-12:00, and one without limits
    products = [{"categorySchedules": [BREAKFAST]}, {"schedule": [rule("daily", "10:00", "12:00")]}, {}]

    # when / then
    assert cart_window_ranges(products, date(2026, 3, 4)) == [(600, 660)]
    assert cart_window_ranges([{}], date(2026, 3, 4)) == [(0, 1440)]
