"""Appointment slots: which times a customer may choose, per day as compact ranges.

Vectors: contracts/slots.json. A slot is a wall-clock time on the 5-minute grid in the business
time zone that lies inside an opening range (for delivery orders inside a delivery range when
delivery hours are enabled; from <= time < to) and is not earlier than the earliest slot:
now + 15 minutes + the longest product lead time, rounded up to 5 minutes, and inside the window of
every product (its own and its categories' schedules, rules.product_windows). Availability lists
AVAILABILITY_DAYS days from the earliest slot's date, never past the date of now + 180 days, as
{"YYYY-MM-DD": [["HH:MM", "HH:MM"], ...]} with first and last slot of each range (both included);
days without slots are left out. The work is done on ranges, never minute by minute.
"""

from datetime import UTC, date, datetime, time, timedelta
from zoneinfo import ZoneInfo

from rules.lead_time import lead_time
from rules.opening_hours import ranges_on, to_minutes
from rules.opening_hours_at import business_zone, delivery_rules, wall_clock
from rules.product_windows import cart_window_ranges

SLOT_MINUTES = 5
GAP = timedelta(minutes=15)
AVAILABILITY_DAYS = 90
SEARCH_HORIZON = timedelta(days=180)

Span = tuple[int, int]  # first and last slot as minutes of the day, both included


def earliest_slot(now: datetime, products=(), zone: ZoneInfo | None = None) -> datetime:
    """now + 15 minutes + the longest lead time, rounded up to 5 minutes of real time, in the business zone."""
    instant = now.astimezone(UTC) + GAP + lead_time(products)
    rounded = instant.replace(second=0, microsecond=0)
    if rounded < instant:
        rounded += timedelta(minutes=1)
    rounded += timedelta(minutes=-rounded.minute % SLOT_MINUTES)  # UTC and wall-clock grids agree
    return rounded.astimezone(zone or business_zone())


def _floor(minute: int) -> int:
    return minute - minute % SLOT_MINUTES


def _ceil(minute: int) -> int:
    return _floor(minute + SLOT_MINUTES - 1)


def missing_minutes(day: date, zone: ZoneInfo) -> list[Span]:
    """Wall-clock slots that do not exist on `day` (the spring DST gap), as spans; usually none."""
    start, end = datetime.combine(day, time()), datetime.combine(day + timedelta(days=1), time())
    if start.replace(tzinfo=zone).utcoffset() == end.replace(tzinfo=zone).utcoffset():
        return []
    missing: list[Span] = []
    for minute in range(0, 24 * 60, SLOT_MINUTES):  # only on the two change days a year
        wall = start + timedelta(minutes=minute)
        if wall_clock(wall.replace(tzinfo=zone).astimezone(UTC), zone) != wall:
            if missing and missing[-1][1] == minute - SLOT_MINUTES:
                missing[-1] = (missing[-1][0], minute)
            else:
                missing.append((minute, minute))
    return missing


def _subtract(spans: list[Span], holes: list[Span]) -> list[Span]:
    for hole_start, hole_end in holes:
        result = []
        for first, last in spans:
            if last < hole_start or first > hole_end:
                result.append((first, last))
                continue
            if first < hole_start:
                result.append((first, hole_start - SLOT_MINUTES))
            if last > hole_end:
                result.append((hole_end + SLOT_MINUTES, last))
        spans = result
    return spans


def _within(spans: list[Span], ranges: list[tuple[int, int]]) -> list[Span]:
    """The slots of `spans` that lie inside one of the minute ranges (from included, to excluded)."""
    result = []
    for first, last in spans:
        for start, end in ranges:
            a, b = max(first, _ceil(start)), min(last, _floor(end - 1))
            if a <= b:
                result.append((a, b))
    return result


def day_spans(rules: list[dict], day: date, earliest_wall: datetime, zone: ZoneInfo, products=()) -> list[Span]:
    """The slot spans of one day: ranges on the grid, merged, inside every product's window, cut at the
    earliest slot and the DST gap."""
    if day < earliest_wall.date():
        return []
    spans: list[Span] = []
    for start, end in ranges_on(rules, day):
        first, last = _ceil(to_minutes(start)), _floor(to_minutes(end) - 1)
        if first > last:
            continue
        if spans and first <= spans[-1][1] + SLOT_MINUTES:
            spans[-1] = (spans[-1][0], max(spans[-1][1], last))
        else:
            spans.append((first, last))
    spans = _within(spans, cart_window_ranges(products, day))
    if day == earliest_wall.date():
        floor_minute = earliest_wall.hour * 60 + earliest_wall.minute
        spans = [(max(first, floor_minute), last) for first, last in spans if last >= floor_minute]
    return _subtract(spans, missing_minutes(day, zone))


def slot_rules(branch: dict, is_delivery: bool) -> list[dict]:
    """Opening hours; for delivery the delivery rules (delivery hours when enabled)."""
    return delivery_rules(branch) if is_delivery else branch.get("openingHours") or []


def _hhmm(minute: int) -> str:
    return f"{minute // 60:02d}:{minute % 60:02d}"


def window(now: datetime, earliest: datetime, days: int, zone: ZoneInfo) -> tuple[date, date]:
    """First and last date shown: `days` days from the earliest slot's date, capped at now + 180 days."""
    first = earliest.date()
    last = min(first + timedelta(days=days - 1), wall_clock(now.astimezone(UTC) + SEARCH_HORIZON, zone).date())
    return first, last


def availability(
    branch: dict,
    now: datetime,
    products=(),
    is_delivery: bool = False,
    days: int = AVAILABILITY_DAYS,
    zone: ZoneInfo | None = None,
) -> dict[str, list[list[str]]]:
    """{date: [[first slot, last slot], ...]} for the days that have slots."""
    zone = zone or business_zone()
    products = tuple(products)
    rules = slot_rules(branch, is_delivery)
    earliest = earliest_slot(now, products, zone)
    earliest_wall = earliest.replace(tzinfo=None)
    first, last = window(now, earliest, days, zone)
    result: dict[str, list[list[str]]] = {}
    day = first
    while day <= last:
        spans = day_spans(rules, day, earliest_wall, zone, products)
        if spans:
            result[day.isoformat()] = [[_hhmm(a), _hhmm(b)] for a, b in spans]
        day += timedelta(days=1)
    return result


def is_available(
    branch: dict,
    moment: datetime,
    now: datetime,
    products=(),
    is_delivery: bool = False,
    days: int = AVAILABILITY_DAYS,
    zone: ZoneInfo | None = None,
) -> bool:
    """Whether the aware `moment` is a slot of availability(...) and not before the earliest slot."""
    zone = zone or business_zone()
    products = tuple(products)
    if moment - now > SEARCH_HORIZON:  # before any time-zone arithmetic, which far-off years overflow
        return False
    earliest = earliest_slot(now, products, zone)
    wall = wall_clock(moment, zone)
    first, last = window(now, earliest, days, zone)
    if moment < earliest or not first <= wall.date() <= last:
        return False
    if wall.second or wall.microsecond or wall.minute % SLOT_MINUTES:
        return False
    minute = wall.hour * 60 + wall.minute
    spans = day_spans(slot_rules(branch, is_delivery), wall.date(), earliest.replace(tzinfo=None), zone, products)
    return any(a <= minute <= b for a, b in spans)


def first_available(
    branch: dict, now: datetime, products=(), is_delivery: bool = False, zone: ZoneInfo | None = None
) -> datetime | None:
    """The first slot within the 180-day horizon (for 'as soon as possible'), aware, or None."""
    zone = zone or business_zone()
    for day, spans in availability(branch, now, products, is_delivery, SEARCH_HORIZON.days + 1, zone).items():
        wall = datetime.combine(date.fromisoformat(day), time()) + timedelta(minutes=to_minutes(spans[0][0]))
        return wall.replace(tzinfo=zone)
    return None
