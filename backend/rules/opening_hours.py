"""Opening-hour rules on wall-clock times: weekly schedule and open / closing-soon / closed state.

The same rule runs in the storefront (frontend/common/src/rules/openingHours.ts); both are
tested against contracts/opening-hours.json. Rules hold wall-clock times in the business time zone;
opening_hours_at evaluates them for aware moments (the mirror of openingHoursAt.ts).
"""

from dataclasses import dataclass
from datetime import date, datetime, timedelta

WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
RULE_TYPES = ("once", "daily", *WEEKDAYS)
CLOSING_SOON_MINUTES = 60
END_OF_DAY = 24 * 60
MAX_CHAIN_DAYS = 7

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
