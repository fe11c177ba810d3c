"""Payment methods offered and the default against contracts/payment.json."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rules.payment import METHODS, default_method, is_method_allowed, offered_methods
from rules.tests.vectors import case_id, load

VECTORS = load("payment.json")


@pytest.mark.parametrize("case", VECTORS["cases"], ids=case_id)
def test_payment_vectors(case):
    config, branch = case["input"]["config"], case["input"]["branch"]
    assert {"offered": offered_methods(config, branch), "default": default_method(config, branch)} == case["expected"]


flags = st.fixed_dictionaries({name: st.booleans() for triple in METHODS.values() for name in triple})


@given(flags=flags)
def test_a_method_is_offered_exactly_when_all_three_flags_are_on(flags):
    offered = offered_methods(flags, flags)
    for value, triple in METHODS.items():
        assert (value in offered) == all(flags[name] for name in triple)
        assert is_method_allowed(value, flags, flags) == (value in offered)
    expected_default = "cash" if "cash" in offered else "datatrans" if "datatrans" in offered else None
    assert default_method(flags, flags) == expected_default
