"""Building a kind's answer: series by day (zeros included), rankings (sorted, shares), flows."""

from decimal import ROUND_HALF_UP, Decimal

from .registry import Query

CENT = Decimal("0.01")
RANKING_ROWS = 50


def money(value) -> str:
    return str(Decimal(value or 0).quantize(CENT, rounding=ROUND_HALF_UP))


def count(value):
    """A whole number as int; a fractional quantity (kg of an item) as a float."""
    value = Decimal(value or 0)
    return int(value) if value == value.to_integral_value() else float(value)


def formatter(unit: str):
    return money if unit == "money" else count


def share(value, total) -> float:
    if not total:
        return 0.0
    return float((Decimal(value) / Decimal(total)).quantize(Decimal("0.0001"), rounding=ROUND_HALF_UP))


def series(query: Query, by_day: dict, unit: str = "count") -> dict:
    """Every day of the range with its value (0 without rows) and the range's total."""
    fmt = formatter(unit)
    points = [{"date": day.isoformat(), "value": fmt(by_day.get(day, 0))} for day in query.days]
    return {"total": fmt(sum((Decimal(v or 0) for v in by_day.values()), Decimal(0))), "series": points}


def ranking(values: dict, labels: dict | None = None, unit: str = "count", keys: list | None = None) -> dict:
    """Keys by value, largest first (ties by key), at most 50; `keys`: exactly these rows in this order."""
    fmt = formatter(unit)
    labels = labels or {}
    total = sum((Decimal(v or 0) for v in values.values()), Decimal(0))
    if keys is None:
        keys = sorted(values, key=lambda key: (-Decimal(values[key] or 0), str(key)))[:RANKING_ROWS]
    rows = [
        {
            "key": str(key),
            "label": str(labels.get(key, key)),
            "value": fmt(values.get(key, 0)),
            "share": share(values.get(key, 0), total),
        }
        for key in keys
    ]
    return {"total": fmt(total), "ranking": rows}


def flow(transitions: dict) -> dict:
    total = sum(transitions.values())
    top = sorted(transitions, key=lambda pair: (-transitions[pair], pair))[:RANKING_ROWS]
    return {"total": total, "flow": [{"from": a, "to": b, "value": transitions[(a, b)]} for a, b in top]}
