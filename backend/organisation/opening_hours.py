"""Opening-hour rules: weekly schedule, open / closing-soon / closed state, next shift, order and delivery state.

The same rule runs in the storefront (frontend/common/src/rules/openingHours.ts); both are
tested against contracts/opening-hours.json. Rules hold wall-clock times in the business time zone;
the functions taking an aware datetime (`*_at`, next_opening, is_open_for_orders, is_delivery_open)
evaluate it there (settings.TIME_ZONE, Europe/Vienna), so a range across a DST change is as long as
the clock says and a wall time that does not exist (the spring gap) is never open.
"""

from dataclasses import dataclass, replace
from datetime import UTC, date, datetime, time, timedelta
from zoneinfo import ZoneInfo

WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
RULE_TYPES = ("once", "daily", *WEEKDAYS)
CLOSING_SOON_MINUTES = 60
END_OF_DAY = 24 * 60
MAX_CHAIN_DAYS = 7
DEFAULT_TIME_ZONE = "Europe/Vienna"
NEXT_SHIFT_STEP = timedelta(minutes=15)
NEXT_SHIFT_SPAN = timedelta(hours=72)

Range = tuple[str, str]


def to_minutes(value: str) -> int:
    hours, minutes = value.split(":")
    return int(hours) * 60 + int(minutes)


def valid_range(rule: dict) -> bool:
    """A usable from/to pair: both present, HH:MM, and from before to (no overnight ranges)."""
    start, end = rule.get("from"), rule.get("to")
    try:
        return bool(start and end) and to_minutes(start) < to_minutes(end)
    except (ValueError, AttributeError):
        return False


def week_start(day: date) -> date:
    return day - timedelta(days=day.weekday())


def weekly_schedule(rules: list[dict], today: date) -> dict[str, list[Range]]:
    """Ranges per weekday of the ISO week that contains `today`, rules applied in order."""
    monday = week_start(today)
    schedule: dict[str, list[Range]] = {day: [] for day in WEEKDAYS}
    owner: dict[str, tuple | None] = {day: None for day in WEEKDAYS}
    for rule in rules:
        kind = rule.get("type")
        if kind == "once":
            try:
                when = date.fromisoformat(rule.get("date") or "")
            except ValueError:
                continue
            if not monday <= when < monday + timedelta(days=7):
                continue
            days, key = [WEEKDAYS[when.weekday()]], ("once", when)
        elif kind == "daily":
            days, key = list(WEEKDAYS), ("daily",)
        elif kind in WEEKDAYS:
            days, key = [kind], (kind,)
        else:
            continue
        if not rule.get("isClosed") and not valid_range(rule):
            continue
        for day in days:
            if rule.get("isClosed"):
                schedule[day] = []
            else:
                new_range = (rule["from"], rule["to"])
                schedule[day] = [*schedule[day], new_range] if owner[day] == key else [new_range]
            owner[day] = key
    return {day: sorted(ranges, key=lambda r: to_minutes(r[0])) for day, ranges in schedule.items()}


def ranges_on(rules: list[dict], day: date) -> list[Range]:
    return weekly_schedule(rules, day)[WEEKDAYS[day.weekday()]]


@dataclass(frozen=True)
class OpeningState:
    status: str  # open | closing-soon | closed
    closes_at: str | None = None
    closes_on: date | None = None

    def as_dict(self) -> dict:
        return {
            "status": self.status,
            "closesAt": self.closes_at,
            "closesOn": self.closes_on.isoformat() if self.closes_on else None,
        }


def opening_state(rules: list[dict], now: datetime) -> OpeningState:
    """State at the wall-clock time `now` (naive, business time zone)."""
    today = now.date()
    minute = now.hour * 60 + now.minute
    containing = [r for r in ranges_on(rules, today) if to_minutes(r[0]) <= minute < to_minutes(r[1])]
    if not containing:
        return OpeningState("closed")
    current = max(containing, key=lambda r: to_minutes(r[1]))
    end_day, end = today, current[1]
    for _ in range(MAX_CHAIN_DAYS):
        if to_minutes(end) != END_OF_DAY:
            break
        following = end_day + timedelta(days=1)
        continuation = next((r for r in ranges_on(rules, following) if to_minutes(r[0]) == 0), None)
        if continuation is None:
            break
        end_day, end = following, continuation[1]
    closes = datetime.combine(end_day, datetime.min.time()) + timedelta(minutes=to_minutes(end))
    remaining = closes - now.replace(second=0, microsecond=0)
    status = "closing-soon" if remaining < timedelta(minutes=CLOSING_SOON_MINUTES) else "open"
    return OpeningState(status, end, end_day)


# --- aware datetimes in the business time zone ----------------------------------------------


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
