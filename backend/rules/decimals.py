"""Decimal helpers shared by the ordering rules: parsing wire values and formatting them back.

Money, quantities, ratios and tax rates travel as decimal strings; floats never enter a total.
"""

from decimal import ROUND_HALF_UP, Decimal, InvalidOperation

CENT = Decimal("0.01")
NET_PLACES = Decimal("0.0001")
QUANTITY_PLACES = Decimal("0.000001")


def to_decimal(value, default: Decimal | None = None) -> Decimal | None:
    """A Decimal from a decimal string, int or Decimal; `default` for None, blanks and garbage."""
    if value is None or isinstance(value, bool):
        return default
    if isinstance(value, float):
        value = repr(value)  # the shortest text that round-trips, never the binary expansion
    try:
        result = Decimal(str(value).strip())
    except InvalidOperation:
        return default
    return result if result.is_finite() else default


def round_half_up(value: Decimal, places: Decimal) -> Decimal:
    return value.quantize(places, rounding=ROUND_HALF_UP)


def money(value: Decimal) -> str:
    """Two decimals, half up: "3.50"."""
    return str(round_half_up(value, CENT))


def net_text(value: Decimal) -> str:
    """Four decimals: "3.1818"."""
    return str(round_half_up(value, NET_PLACES))


def quantity_text(value: Decimal) -> str:
    """Shortest plain notation without exponent: "1.5", "1000", "0.001", "0"."""
    if value == 0:
        return "0"
    return format(value.normalize(), "f")


def rate_key(rate: Decimal) -> str:
    """A tax rate as the key of the taxes map: "10.00"."""
    return str(round_half_up(rate, CENT))
