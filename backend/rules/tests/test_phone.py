"""Phone input rules against contracts/phone.json, plus properties."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rules.phone import normalize_phone, phone_hint, strip_typed
from rules.tests.vectors import case_id, load

VECTORS = load("phone.json")


@pytest.mark.parametrize("case", VECTORS["cases"], ids=case_id)
def test_phone_vectors(case):
    value, example = case["input"]["value"], case["input"]["example"]
    result = {"typed": strip_typed(value), "normalized": normalize_phone(value), "hint": phone_hint(value, example)}
    assert result == case["expected"]


@given(st.text())
def test_normalized_numbers_hold_only_digits_and_plus_and_are_stable(value):
    number = normalize_phone(value)
    assert set(number) <= set("0123456789+")
    assert not number.startswith("00")
    assert normalize_phone(number) == number
    assert normalize_phone(strip_typed(value)) == number
