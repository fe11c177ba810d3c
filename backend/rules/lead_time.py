"""The longest lead time of a cart's products (spec §5 Lead time), mirrored by frontend/common/src/rules/leadTime.ts.

Apart from the slot search (slots.py) because the checkout needs it at once (is an appointment required?)
while the slot search loads only with the appointment dialog. Vectors: contracts/slots.json (earliest slots).
"""

from datetime import timedelta
from decimal import ROUND_CEILING, Decimal

from rules.decimals import to_decimal

LEAD_TIME_MINUTES = {"minutes": 1, "hours": 60, "days": 24 * 60, "weeks": 7 * 24 * 60}


def lead_time(products) -> timedelta:
    """The longest enabled lead time of `products` (value x type; unknown types and values count 0)."""
    longest = Decimal(0)
    for product in products:
        if not product.get("isLeadTimeEnabled"):
            continue
        value = to_decimal(product.get("leadTimeValue"), Decimal(0))
        longest = max(longest, value * LEAD_TIME_MINUTES.get(product.get("leadTimeType"), 0))
    return timedelta(minutes=int(longest.to_integral_value(rounding=ROUND_CEILING)))


def longest_lead_product(products) -> dict | None:
    """The product whose enabled lead time is the longest (the first of equals), None without one."""
    longest, found = timedelta(0), None
    for product in products:
        duration = lead_time([product])
        if duration > longest:
            longest, found = duration, product
    return found
