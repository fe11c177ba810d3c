"""Phone input rules against contracts/phone.json, plus properties."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rules.phone import display_phone, national_e164, normalize_phone, phone_hint, stored_phone, strip_typed
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


@pytest.mark.parametrize(
    ("typed", "region", "stored"),
    [
        ("0664 1234567", "AT", "+436641234567"),
        ("0676 5551234", "AT", "+436765551234"),
        ("01 5220088", "AT", "+4315220088"),
        ("030 12345678", "DE", "+493012345678"),
        ("0664 1234567", None, "+436641234567"),
        ("+43 (0)664 1234567", "AT", "+436641234567"),
        ("0043 664 1234567", "DE", "+436641234567"),
        ("0664 12", "AT", "066412"),
        ("+43+1", "AT", "+43+1"),
        ("abc", "AT", ""),
    ],
)
def test_a_number_is_stored_in_e164_when_it_is_one(typed, region, stored):
    assert stored_phone(typed, region) == stored


@pytest.mark.parametrize(
    ("typed", "national"),
    [("0664 1234567", "+436641234567"), ("0664 12", None), ("+43 664 1234567", None), ("", None), ("abc", None)],
)
def test_only_a_valid_national_number_is_national(typed, national):
    assert national_e164(typed, "AT") == national


@pytest.mark.parametrize(
    ("stored", "shown"),
    [
        ("+436641234567", "+43 664 1234567"),
        ("+4315220088", "+43 1 5220088"),
        ("+493012345678", "+49 30 12345678"),
        ("066412", "066412"),
        ("+43+1", "+43+1"),
        ("", ""),
    ],
)
def test_staff_read_a_stored_number_grouped(stored, shown):
    assert display_phone(stored) == shown
