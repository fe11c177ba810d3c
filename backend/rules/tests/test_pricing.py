"""Cart pricing against the hand-calculated contracts/pricing.json, plus properties."""

from decimal import Decimal

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rules.pricing import PricingError, price_cart
from rules.tests.vectors import case_id, load

VECTORS = load("pricing.json")
PRODUCTS = {product["id"]: product for product in VECTORS["products"]}


def test_the_vector_set_covers_the_brief():
    assert len(VECTORS["cases"]) >= 25


@pytest.mark.parametrize("case", VECTORS["cases"], ids=case_id)
def test_pricing_vectors(case):
    given_ = case["input"]
    try:
        result = price_cart(given_["cart"], PRODUCTS, given_["deliveryArea"]).to_dict()
    except PricingError:
        result = {"error": "product"}
    assert result == case["expected"]


# --- properties --------------------------------------------------------------------------

items = st.lists(
    st.builds(
        lambda product, amount: {"product": product, "amount": str(amount), "unit": None, "parts": []},
        st.sampled_from([1, 2, 4, 5, 9, 10, 11, 12, 13, 15]),
        st.decimals(min_value=0, max_value=50, places=2),
    ),
    max_size=8,
)
areas = st.none() | st.fixed_dictionaries(
    {
        "price": st.decimals(min_value=0, max_value=10, places=2).map(str),
        "tax": st.sampled_from(["0", "10", "13", "20"]),
        "free": st.booleans(),
        "freeFromOrderValue": st.none() | st.decimals(min_value=0, max_value=100, places=2).map(str),
        "minimumOrderValue": st.none() | st.decimals(min_value=0, max_value=100, places=2).map(str),
    }
)


@given(items=items, area=areas, is_delivery=st.booleans(), is_dine_in=st.booleans())
def test_net_plus_taxes_is_gross_and_fee_rules_hold(items, area, is_delivery, is_dine_in):
    # given
    cart = {"items": items, "isDelivery": is_delivery, "isDineIn": is_dine_in}

    # when
    result = price_cart(cart, PRODUCTS, area)

    # then
    assert result.total_net + sum(result.taxes.values(), Decimal(0)) == result.total_gross
    assert result.total_gross == result.gross + result.delivery_gross
    assert all(tax >= 0 for tax in result.taxes.values())
    assert result.net <= result.gross
    if not is_delivery or area is None or area["free"] or not items:
        assert result.delivery_gross == 0
    threshold = Decimal(area["freeFromOrderValue"] or 0) if area else Decimal(0)
    if area and threshold > 0 and result.gross >= threshold:
        assert result.delivery_gross == 0


@given(items=items)
def test_the_order_of_items_does_not_change_the_totals(items):
    cart = {"items": items, "isDelivery": False, "isDineIn": False}
    reversed_cart = {**cart, "items": list(reversed(items))}
    assert price_cart(cart, PRODUCTS).to_dict() == price_cart(reversed_cart, PRODUCTS).to_dict()
