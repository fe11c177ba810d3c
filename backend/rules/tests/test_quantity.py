"""Quantity parsing, limits, clamping, steps and item validity against contracts/quantity.json."""

from decimal import Decimal

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rules.decimals import quantity_text
from rules.quantity import (
    Limits,
    change_unit,
    clamp,
    item_problems,
    limits,
    normalize_amount,
    parse_amount,
    round_to_step,
)
from rules.tests.vectors import case_id, load
from rules.units import UnitError

VECTORS = load("quantity.json")


@pytest.mark.parametrize("case", VECTORS["parseAmount"], ids=case_id)
def test_parse_amount_vectors(case):
    assert quantity_text(parse_amount(case["input"]["value"])) == case["expected"]


@pytest.mark.parametrize("case", VECTORS["limits"], ids=case_id)
def test_limits_vectors(case):
    given_ = case["input"]
    try:
        result = limits(given_["product"], given_["unit"]).to_dict()
    except UnitError:
        result = {"error": "unit"}
    assert result == case["expected"]


@pytest.mark.parametrize("case", VECTORS["normalizeAmount"], ids=case_id)
def test_normalize_amount_vectors(case):
    given_ = case["input"]
    assert quantity_text(normalize_amount(given_["product"], given_["unit"], given_["value"])) == case["expected"]


@pytest.mark.parametrize("case", VECTORS["changeUnit"], ids=case_id)
def test_change_unit_vectors(case):
    given_ = case["input"]
    result = change_unit(given_["product"], Decimal(given_["amount"]), given_["from"], given_["to"])
    assert quantity_text(result) == case["expected"]


@pytest.mark.parametrize("case", VECTORS["itemProblems"], ids=case_id)
def test_item_problems_vectors(case):
    given_ = case["input"]
    assert [p.to_dict() for p in item_problems(given_["product"], given_["item"])] == case["expected"]


# --- properties --------------------------------------------------------------------------

positive = st.decimals(min_value=Decimal("0.01"), max_value=1000, places=2)


@st.composite
def limit_sets(draw):
    minimum = draw(st.none() | positive)
    maximum = draw(st.none() | positive)
    if minimum is not None and maximum is not None and maximum < minimum:
        minimum, maximum = maximum, minimum
    return Limits(minimum, maximum, draw(st.none() | positive), "fixed")


@given(limit=limit_sets(), amount=st.decimals(min_value=-100, max_value=5000, places=3))
def test_normalized_amounts_respect_the_limits_and_the_step(limit, amount):
    # when
    result = round_to_step(clamp(amount, limit), limit)

    # then
    assert result >= (limit.minimum or 0)
    if limit.maximum is not None:
        assert result <= limit.maximum or result == limit.minimum
    if limit.step is not None:
        assert (result - (limit.minimum or 0)) % limit.step == 0
    assert round_to_step(clamp(result, limit), limit) == result  # idempotent


@given(
    number=st.decimals(min_value=0, max_value=10**6, places=4),
    comma=st.booleans(),
    pad=st.sampled_from(["", " ", "  "]),
)
def test_typed_numbers_parse_with_either_separator(number, comma, pad):
    text = format(number, "f")
    if comma:
        text = text.replace(".", ",")
    assert parse_amount(f"{pad}{text}{pad}") == number


@given(text=st.text(alphabet=st.characters(blacklist_categories=["Nd"]), min_size=1))
def test_text_without_digits_is_zero(text):
    assert parse_amount(text) == 0
