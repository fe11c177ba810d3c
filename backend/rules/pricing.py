"""Cart pricing: item prices with part modifiers, taxes per delivery type, delivery fee, minimum order.

Vectors: contracts/pricing.json. All money is Decimal; an item's gross is rounded to cents half up,
nets to 4 decimals (net = gross / (1 + rate/100), spec §9). Taxes are keyed by rate; per rate the
items' gross is summed before the net is taken, the delivery fee's net is taken on its own and its
tax is added to its rate, so totalNet + sum(taxes) == totalGross holds exactly.
"""

from collections import defaultdict
from collections.abc import Mapping
from dataclasses import dataclass, field
from decimal import Decimal

from rules.decimals import (
    CENT,
    NET_PLACES,
    money,
    net_text,
    quantity_text,
    rate_key,
    round_half_up,
    to_decimal,
)
from rules.quantity import limits, parse_amount
from rules.units import get_unit, ratio

DELIVERY, DINE_IN, TAKEAWAY = "delivery", "dine-in", "takeaway"
COUNTED_BY_AMOUNT = ("amount", "pair", "person")
OPTION_PARTS = ("select", "multiselect")
ZERO = Decimal(0)


class PricingError(ValueError):
    """An item names a product the catalogue does not hold."""


def delivery_type(cart: dict) -> str:
    """delivery when isDelivery, else dine-in when isDineIn, else takeaway."""
    if cart.get("isDelivery"):
        return DELIVERY
    return DINE_IN if cart.get("isDineIn") else TAKEAWAY


def tax_rate(product: dict, kind: str) -> Decimal:
    key = {DELIVERY: "tax", DINE_IN: "dineInTax", TAKEAWAY: "takeawayTax"}[kind]
    return to_decimal(product.get(key), ZERO)


def net_of(gross: Decimal, rate: Decimal) -> Decimal:
    return round_half_up(gross / (1 + rate / 100), NET_PLACES)


def item_unit(product: dict, item: dict) -> str:
    return item.get("unit") or product.get("defaultUnit") or product["unit"]


def chosen_options(product: dict, item: dict) -> list[dict]:
    """Chosen options of select / multiselect parts: parts in order, options in the product's order."""
    parts = (product.get("config") or {}).get("parts") or []
    choices = item.get("parts") or []
    chosen = []
    for index, part in enumerate(parts):
        if part.get("type") not in OPTION_PARTS or index >= len(choices) or not isinstance(choices[index], dict):
            continue
        options = part.get("options") or []
        indexes = {i for i in choices[index].get("options") or [] if isinstance(i, int) and not isinstance(i, bool)}
        chosen.extend(options[i] for i in sorted(indexes) if 0 <= i < len(options))
    return chosen


def unit_price(product: dict, item: dict) -> Decimal:
    """Price of one base unit: product price, the last 'overwrite' replaces it, then add / subtract; >= 0."""
    price = to_decimal(product.get("price"), ZERO)
    options = chosen_options(product, item)
    for option in options:
        if option.get("modifier") == "overwrite":
            price = to_decimal(option.get("value"), ZERO)
    for option in options:
        value = to_decimal(option.get("value"), ZERO)
        if option.get("modifier") == "add":
            price += value
        elif option.get("modifier") == "subtract":
            price -= value
    return max(price, ZERO)


def item_gross(product: dict, item: dict) -> Decimal:
    """unit price × amount × ratio of the chosen unit, rounded to cents half up."""
    base_amount = parse_amount(item.get("amount")) * ratio(product, item_unit(product, item))
    return round_half_up(unit_price(product, item) * base_amount, CENT)


def item_count(product: dict, item: dict) -> Decimal:
    """Cart count: units of type amount, pair or person count by amount, all others 1."""
    if get_unit(item_unit(product, item)).type in COUNTED_BY_AMOUNT:
        return parse_amount(item.get("amount"))
    return Decimal(1)


def is_item_approximate(product: dict, item: dict) -> bool:
    model = limits(product, item_unit(product, item)).calculation_model
    return model != "fixed" or bool(product.get("isPriceHidden"))


def _threshold(value) -> Decimal | None:
    number = to_decimal(value)
    return number if number is not None and number > 0 else None


@dataclass(frozen=True)
class CartPricing:
    gross: Decimal = ZERO
    net: Decimal = ZERO
    delivery_gross: Decimal = ZERO
    delivery_net: Decimal = ZERO
    taxes: dict[Decimal, Decimal] = field(default_factory=dict)
    is_approximate: bool = False
    count: Decimal = ZERO
    is_minimum_order_value_reached: bool = True
    minimum_order_value: Decimal | None = None
    free_delivery_from: Decimal | None = None

    @property
    def total_gross(self) -> Decimal:
        return self.gross + self.delivery_gross

    @property
    def total_net(self) -> Decimal:
        return self.net + self.delivery_net

    def to_dict(self) -> dict:
        return {
            "gross": money(self.gross),
            "net": net_text(self.net),
            "deliveryGross": money(self.delivery_gross),
            "deliveryNet": net_text(self.delivery_net),
            "totalNet": net_text(self.total_net),
            "totalGross": money(self.total_gross),
            "taxes": {rate_key(rate): net_text(amount) for rate, amount in sorted(self.taxes.items())},
            "isApproximate": self.is_approximate,
            "count": quantity_text(self.count),
            "isMinimumOrderValueReached": self.is_minimum_order_value_reached,
            "minimumOrderValue": None if self.minimum_order_value is None else money(self.minimum_order_value),
            "freeDeliveryFrom": None if self.free_delivery_from is None else money(self.free_delivery_from),
        }


def price_cart(cart: dict, products: Mapping, area: dict | None = None) -> CartPricing:
    """Pricing of `cart` ({items, isDelivery, isDineIn}) with `products` by id and the delivery area.

    The area counts only for delivery. Its fee is 0 when it is free, when the items' gross reaches
    freeFromOrderValue (inclusive) or when the cart is empty; a null or 0 threshold or minimum is none.
    """
    kind = delivery_type(cart)
    gross_by_rate: dict[Decimal, Decimal] = defaultdict(lambda: ZERO)
    approximate, count = False, ZERO
    for item in cart.get("items") or []:
        product = products.get(item.get("product"))
        if product is None:
            raise PricingError(f"unknown product {item.get('product')!r}")
        gross_by_rate[tax_rate(product, kind)] += item_gross(product, item)
        approximate = approximate or is_item_approximate(product, item)
        count += item_count(product, item)
    gross = sum(gross_by_rate.values(), ZERO)
    nets = {rate: net_of(amount, rate) for rate, amount in gross_by_rate.items()}
    taxes = {rate: gross_by_rate[rate] - nets[rate] for rate in gross_by_rate}
    result = CartPricing(
        gross=gross, net=sum(nets.values(), ZERO), taxes=taxes, is_approximate=approximate, count=count
    )
    if kind != DELIVERY or not area:
        return result
    minimum, free_from = _threshold(area.get("minimumOrderValue")), _threshold(area.get("freeFromOrderValue"))
    is_free = bool(area.get("free")) or (free_from is not None and gross >= free_from) or gross_by_rate == {}
    fee = ZERO if is_free else round_half_up(to_decimal(area.get("price"), ZERO), CENT)
    area_rate = to_decimal(area.get("tax"), ZERO)
    delivery_net = net_of(fee, area_rate)
    if fee > 0:
        taxes[area_rate] = taxes.get(area_rate, ZERO) + fee - delivery_net
    return CartPricing(
        gross=gross,
        net=result.net,
        delivery_gross=fee,
        delivery_net=delivery_net,
        taxes=taxes,
        is_approximate=approximate,
        count=count,
        is_minimum_order_value_reached=minimum is None or gross >= minimum,
        minimum_order_value=minimum,
        free_delivery_from=None if area.get("free") else free_from,
    )
