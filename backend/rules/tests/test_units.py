"""The unit catalogue and conversions against contracts/units.json, plus properties."""

from decimal import Decimal

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rules.decimals import quantity_text
from rules.tests.vectors import case_id, load
from rules.units import UNITS, UnitError, convert, convert_for_product, ratio

VECTORS = load("units.json")


def outcome(call):
    try:
        return quantity_text(call())
    except UnitError:
        return {"error": "unit"}


def test_catalogue_matches_the_contract():
    assert [unit.to_dict() for unit in UNITS.values()] == VECTORS["catalogue"]


@pytest.mark.parametrize("case", VECTORS["convert"], ids=case_id)
def test_convert_vectors(case):
    given_ = case["input"]
    assert outcome(lambda: convert(Decimal(given_["amount"]), given_["from"], given_["to"])) == case["expected"]


@pytest.mark.parametrize("case", VECTORS["ratio"], ids=case_id)
def test_ratio_vectors(case):
    given_ = case["input"]
    assert outcome(lambda: ratio(given_["product"], given_["unit"])) == case["expected"]


@pytest.mark.parametrize("case", VECTORS["convertForProduct"], ids=case_id)
def test_convert_for_product_vectors(case):
    given_ = case["input"]
    result = outcome(
        lambda: convert_for_product(given_["product"], Decimal(given_["amount"]), given_["from"], given_["to"])
    )
    assert result == case["expected"]


amounts = st.decimals(min_value=0, max_value=10**6, places=3, allow_nan=False, allow_infinity=False)
unit_pairs = st.sampled_from([(a.id, b.id) for a in UNITS.values() for b in UNITS.values() if a.type == b.type])


@given(amount=amounts, pair=unit_pairs)
def test_conversion_within_a_type_round_trips_exactly(amount, pair):
    source, target = pair
    assert convert(convert(amount, source, target), target, source) == amount


@given(amount=amounts, pair=unit_pairs, via=st.sampled_from(list(UNITS)))
def test_conversion_is_transitive(amount, pair, via):
    source, target = pair
    if UNITS[via].type != UNITS[source].type:
        with pytest.raises(UnitError):
            convert(amount, source, via)
        return
    assert convert(convert(amount, source, via), via, target) == convert(amount, source, target)
