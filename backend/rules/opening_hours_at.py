"""Opening hours at an aware moment: open now, closing soon, next opening, open for orders and delivery.

The mirror of frontend/common/src/rules/openingHoursAt.ts, tested against contracts/opening-hours.json.
An aware datetime is evaluated in the business time zone (settings.TIME_ZONE, Europe/Vienna), so a
range across a DST change is as long as the clock says and a wall time that does not exist (the spring
gap) is never open.
"""

from dataclasses import replace
from datetime import UTC, datetime, time, timedelta
from zoneinfo import ZoneInfo

from rules.opening_hours import CLOSING_SOON_MINUTES, OpeningState, opening_state, ranges_on, to_minutes

DEFAULT_TIME_ZONE = "Europe/Vienna"
NEXT_SHIFT_STEP = timedelta(minutes=15)
NEXT_SHIFT_SPAN = timedelta(hours=72)


def business_zone() -> ZoneInfo:
    """settings.TIME_ZONE when Django is configured, else Europe/Vienna (the rules run without Django too)."""
    try:
        from django.conf import settings

        name = settings.TIME_ZONE if settings.configured else DEFAULT_TIME_ZONE
    except ImportError:  # pragma: no cover - the backend always has Django
        name = DEFAULT_TIME_ZONE
    return ZoneInfo(name)


def wall_clock(moment: datetime, zone: ZoneInfo | None = None) -> datetime:
    """The naive wall-clock time of `moment` in the business zone; a naive `moment` already is one."""
    if moment.tzinfo is None:
        return moment
    return moment.astimezone(zone or business_zone()).replace(tzinfo=None)


def aware(wall: datetime, zone: ZoneInfo | None = None) -> datetime:
    """A wall-clock time of the business zone as an aware datetime (first occurrence when repeated)."""
    return wall.replace(tzinfo=zone or business_zone(), fold=0)


def is_open_wall(rules: list[dict], wall: datetime) -> bool:
    minute = wall.hour * 60 + wall.minute
    return any(to_minutes(start) <= minute < to_minutes(end) for start, end in ranges_on(rules, wall.date()))


def is_open(rules: list[dict], moment: datetime, zone: ZoneInfo | None = None) -> bool:
    return is_open_wall(rules, wall_clock(moment, zone))


def opening_state_at(rules: list[dict], moment: datetime, zone: ZoneInfo | None = None) -> OpeningState:
    """opening_state for an aware moment; closing-soon measured in real time, across a DST change too."""
    zone = zone or business_zone()
    state = opening_state(rules, wall_clock(moment, zone))
    if state.status == "closed" or moment.tzinfo is None:
        return state
    closes = aware(datetime.combine(state.closes_on, time()) + timedelta(minutes=to_minutes(state.closes_at)), zone)
    # in UTC: Python subtracts two datetimes of one tzinfo by wall clock, ignoring a DST change
    remaining = closes.astimezone(UTC) - moment.replace(second=0, microsecond=0).astimezone(UTC)
    return replace(state, status="closing-soon" if remaining < timedelta(minutes=CLOSING_SOON_MINUTES) else "open")


def next_opening(
    rules: list[dict], moment: datetime, span: timedelta = NEXT_SHIFT_SPAN, zone: ZoneInfo | None = None
) -> datetime | None:
    """`moment` when open then, else the first quarter hour after it, up to `span` later (inclusive), that is open.

    Scans real time in 15-minute steps, so every wall-clock time is looked at once, a repeated
    autumn hour twice and the spring gap never. Returns an aware datetime in the business zone.
    """
    zone = zone or business_zone()
    moment = aware(moment, zone) if moment.tzinfo is None else moment.astimezone(zone)
    if is_open(rules, moment, zone):
        return moment
    step = NEXT_SHIFT_STEP.total_seconds()
    instant = moment.astimezone(UTC)
    candidate = datetime.fromtimestamp((instant.timestamp() // step + 1) * step, UTC)
    while candidate <= instant + span:
        if is_open(rules, candidate, zone):
            return candidate.astimezone(zone)
        candidate += NEXT_SHIFT_STEP
    return None


def is_open_for_orders(branch: dict, moment: datetime, zone: ZoneInfo | None = None) -> bool:
    """Opening hours match, or delivery hours are enabled and match (spec §4 Branch opening state)."""
    if is_open(branch.get("openingHours") or [], moment, zone):
        return True
    return bool(branch.get("isDeliveryHoursEnabled")) and is_open(branch.get("deliveryHours") or [], moment, zone)


def delivery_rules(branch: dict) -> list[dict]:
    """The rules delivery follows: delivery hours when enabled, else opening hours."""
    key = "deliveryHours" if branch.get("isDeliveryHoursEnabled") else "openingHours"
    return branch.get(key) or []


def is_delivery_open(branch: dict, moment: datetime, zone: ZoneInfo | None = None) -> bool:
    return is_open(delivery_rules(branch), moment, zone)
