"""Which slot of a stream plays at an instant, and until when (no database: plain slots in, answers out).

Slots are wall-clock times of the business time zone (rules.opening_hours_at.business_zone): a slot plays on
its weekdays (0 Monday ... 6 Sunday) from `starts` (included) to `ends` (excluded; "24:00" is midnight); a slot
whose end is not after its start runs past midnight and ends on the next day. The first slot that matches plays.

On a DST day the wall clock decides: in spring the hour 02:00–03:00 does not exist, so a slot inside it never
plays and one that ends inside it ends at 03:00; in autumn the hour 02:00–03:00 is passed twice and a slot in it
plays twice. `until` is the first instant after now at which the answer changes (another slot, or none): the
boundaries of every slot on the days around the instant and the zone's offset changes are tried in order, so it
is right across midnight and DST alike.
"""

import datetime
from collections.abc import Sequence
from dataclasses import dataclass
from zoneinfo import ZoneInfo

from rules.opening_hours_at import business_zone

END_OF_DAY = 24 * 60
# how far ahead `until` is looked for: a weekly schedule repeats after seven days
HORIZON_DAYS = 8


@dataclass(frozen=True)
class Slot:
    weekdays: frozenset[int]
    starts: int  # minutes of the day, 0 ... 1439
    ends: int  # minutes of the day, 1 ... 1440

    @property
    def overnight(self) -> bool:
        return self.ends <= self.starts


def minutes(value: str) -> int:
    hours, mins = value.split(":")
    return int(hours) * 60 + int(mins)


def slot(weekdays: Sequence[int], starts: str, ends: str) -> Slot:
    return Slot(frozenset(weekdays), minutes(starts), minutes(ends))


def matches(item: Slot, wall: datetime.datetime) -> bool:
    minute = wall.hour * 60 + wall.minute
    weekday = wall.weekday()
    if not item.overnight:
        return weekday in item.weekdays and item.starts <= minute < item.ends
    yesterday = (weekday - 1) % 7
    return (weekday in item.weekdays and minute >= item.starts) or (yesterday in item.weekdays and minute < item.ends)


def playing(slots: Sequence[Slot], moment: datetime.datetime, zone: ZoneInfo | None = None) -> int | None:
    """The index of the first slot that plays at the aware `moment`, None when none does."""
    wall = moment.astimezone(zone or business_zone()).replace(tzinfo=None)
    for index, item in enumerate(slots):
        if matches(item, wall):
            return index
    return None


def _instants(wall: datetime.datetime, zone: ZoneInfo) -> list[datetime.datetime]:
    """The UTC instants showing this wall-clock time (two in the repeated autumn hour; a time in the spring gap
    yields instants the offset change itself is tried beside)."""
    return sorted({wall.replace(tzinfo=zone, fold=fold).astimezone(datetime.UTC) for fold in (0, 1)})


def _offset_changes(start: datetime.datetime, end: datetime.datetime, zone: ZoneInfo) -> list[datetime.datetime]:
    """The whole UTC hours in (start, end] at which the zone's offset changes (Europe's DST changes are)."""
    changes = []
    hour = start.replace(minute=0, second=0, microsecond=0)
    previous = hour.astimezone(zone).utcoffset()
    while hour < end:
        hour += datetime.timedelta(hours=1)
        offset = hour.astimezone(zone).utcoffset()
        if offset != previous:
            changes.append(hour)
        previous = offset
    return changes


def until(slots: Sequence[Slot], moment: datetime.datetime, zone: ZoneInfo | None = None) -> datetime.datetime | None:
    """The first instant after `moment` at which `playing` answers otherwise (UTC); None when it never does
    within HORIZON_DAYS (one slot around the clock, or no slots at all)."""
    zone = zone or business_zone()
    now = moment.astimezone(datetime.UTC)
    current = playing(slots, now, zone)
    today = now.astimezone(zone).date()
    horizon = now + datetime.timedelta(days=HORIZON_DAYS)
    candidates: set[datetime.datetime] = set(_offset_changes(now, horizon, zone))
    boundaries = {0} | {item.starts for item in slots} | {item.ends % END_OF_DAY for item in slots}
    for offset in range(-1, HORIZON_DAYS + 1):
        day = today + datetime.timedelta(days=offset)
        for minute in boundaries:
            wall = datetime.datetime.combine(day, datetime.time()) + datetime.timedelta(minutes=minute)
            candidates.update(_instants(wall, zone))
    for candidate in sorted(c for c in candidates if now < c <= horizon):
        if playing(slots, candidate, zone) != current:
            return candidate
    return None
