"""When a product can be ordered: its own schedule and its categories' schedules, on wall-clock times.

The mirror of frontend/common/src/rules/productWindows.ts; both run contracts/product-windows.json.
A product (contracts/README.md) may carry `schedule` (opening-hour rules; empty = always) and
`categorySchedules` (the schedules of the menu categories it sits in). It is available at a wall
time when its own schedule is open then and one of its categories is (no categories, or one with an
empty schedule: always), like catalogue's is_available_at on the server. The storefront shows when a
product outside its window is available again, and the slot search (slots.py) offers only times inside
every cart product's window.
"""

from datetime import date, datetime, time, timedelta

from rules.opening_hours import END_OF_DAY, ranges_on, to_minutes

# how far ahead the next window is looked for: today and the seven days after it (a weekly schedule)
NEXT_WINDOW_DAYS = 8

Minutes = tuple[int, int]  # from (included) and to (excluded) as minutes of the day
ALL_DAY: list[Minutes] = [(0, END_OF_DAY)]


def has_window(product: dict) -> bool:
    """Whether the product's availability is limited at all (a schedule of its own or of every category)."""
    categories = product.get("categorySchedules") or []
    return bool(product.get("schedule")) or (bool(categories) and all(categories))


def _ranges(rules: list[dict], day: date) -> list[Minutes]:
    if not rules:
        return ALL_DAY
    return [(to_minutes(start), to_minutes(end)) for start, end in ranges_on(rules, day)]


def _union(ranges: list[Minutes]) -> list[Minutes]:
    merged: list[Minutes] = []
    for start, end in sorted(ranges):
        if merged and start <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(merged[-1][1], end))
        else:
            merged.append((start, end))
    return merged


def intersect(left: list[Minutes], right: list[Minutes]) -> list[Minutes]:
    """The minutes in both lists of sorted, disjoint ranges."""
    result = []
    for a_start, a_end in left:
        for b_start, b_end in right:
            start, end = max(a_start, b_start), min(a_end, b_end)
            if start < end:
                result.append((start, end))
    return result


def window_ranges(product: dict, day: date) -> list[Minutes]:
    """The ranges of `day` in which the product is available, sorted and merged ([(0, 1440)]: all day)."""
    categories = product.get("categorySchedules") or []
    if not categories or not all(categories):
        category = ALL_DAY
    else:
        category = _union([r for rules in categories for r in _ranges(rules, day)])
    return intersect(_union(_ranges(product.get("schedule") or [], day)), category)


def is_in_window(product: dict, wall: datetime) -> bool:
    """Whether the product is available at the wall-clock time `wall` (naive, business time zone)."""
    minute = wall.hour * 60 + wall.minute
    return any(start <= minute < end for start, end in window_ranges(product, wall.date()))


def next_window(product: dict, wall: datetime) -> datetime | None:
    """`wall` (to the minute) when available then, else the start of the next window within 8 days, else None."""
    wall = wall.replace(second=0, microsecond=0)
    if is_in_window(product, wall):
        return wall
    minute = wall.hour * 60 + wall.minute
    for offset in range(NEXT_WINDOW_DAYS):
        day = wall.date() + timedelta(days=offset)
        for start, _ in window_ranges(product, day):
            if offset or start > minute:
                return datetime.combine(day, time()) + timedelta(minutes=start)
    return None


def cart_window_ranges(products, day: date) -> list[Minutes]:
    """The ranges of `day` inside the window of every product (all day without limited products)."""
    ranges = ALL_DAY
    for product in products:
        if has_window(product):
            ranges = intersect(ranges, window_ranges(product, day))
    return ranges
