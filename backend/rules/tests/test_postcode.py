"""Delivery-area postcodes against contracts/postcode.json."""

import pytest

from rules.postcode import area_for_postcode, is_valid_postcode, normalize_postcode
from rules.tests.vectors import case_id, load

VECTORS = load("postcode.json")


@pytest.mark.parametrize("case", VECTORS["normalize"], ids=case_id)
def test_normalize_vectors(case):
    assert normalize_postcode(case["input"]["value"]) == case["expected"]


@pytest.mark.parametrize("case", VECTORS["valid"], ids=case_id)
def test_valid_vectors(case):
    assert is_valid_postcode(case["input"]["value"]) is case["expected"]


@pytest.mark.parametrize("case", VECTORS["area"], ids=case_id)
def test_area_vectors(case):
    area = area_for_postcode(case["input"]["areas"], case["input"]["postcode"])
    assert (area["id"] if area else None) == case["expected"]
