"""Legal checks of working time for Austria (Arbeitszeitgesetz): a pure function, no database.

A shift belongs to the working day (business time zone) on which it starts, so a night shift is one working day.
Per working day: more than `break_after_minutes` of work need at least `min_break_minutes` of pauses (§ 11 AZG);
at most `max_daily_minutes` of work (`max_daily_minutes_extended` with an agreement, § 9 AZG); between the last
end of one working day and the first start of the next at least `min_rest_minutes` of rest (§ 12 AZG). A day whose
shift is still running is not checked for its break yet (the break may still come).
"""

import datetime
from collections.abc import Iterable
from dataclasses import dataclass, field

Interval = tuple[datetime.datetime, datetime.datetime]


@dataclass(frozen=True)
class Rules:
    break_after_minutes: int = 360
    min_break_minutes: int = 30
    max_daily_minutes: int = 600
    max_daily_minutes_extended: int = 720
    min_rest_minutes: int = 660


@dataclass(frozen=True)
class Shift:
    """Worked time from start to end (end: the moment of the check while it runs), with its pauses."""

    start: datetime.datetime
    end: datetime.datetime
    pauses: tuple[Interval, ...] = ()
    is_running: bool = False


@dataclass(frozen=True)
class Warning:
    date: datetime.date
    code: str
    message: str


@dataclass
class _Day:
    worked: float = 0
    paused: float = 0
    first_start: datetime.datetime | None = None
    last_end: datetime.datetime | None = None
    is_running: bool = False
    shifts: list[Shift] = field(default_factory=list)


def hours(minutes: int) -> str:
    """360 → '6 Stunden', 630 → '10:30 Stunden', 60 → '1 Stunde'."""
    whole, rest = divmod(minutes, 60)
    if rest:
        return f"{whole}:{rest:02d} Stunden"
    return "1 Stunde" if whole == 1 else f"{whole} Stunden"


def _seconds(interval: Interval) -> float:
    # in UTC: Python subtracts two datetimes of the same tzinfo by wall clock (an hour off across DST)
    start, end = (moment.astimezone(datetime.UTC) for moment in interval)
    return max(0.0, (end - start).total_seconds())


def _pause_seconds(shift: Shift) -> float:
    inside = [(max(start, shift.start), min(end, shift.end)) for start, end in shift.pauses]
    return sum(_seconds(pause) for pause in inside)


def check(shifts: Iterable[Shift], rules: Rules, zone: datetime.tzinfo, extended: bool = False) -> list[Warning]:
    """The warnings of these shifts, ordered by day (break, maximum, rest)."""
    days: dict[datetime.date, _Day] = {}
    for shift in sorted(shifts, key=lambda item: item.start):
        day = days.setdefault(shift.start.astimezone(zone).date(), _Day())
        paused = _pause_seconds(shift)
        day.paused += paused
        day.worked += _seconds((shift.start, shift.end)) - paused
        day.first_start = shift.start if day.first_start is None else min(day.first_start, shift.start)
        day.last_end = shift.end if day.last_end is None else max(day.last_end, shift.end)
        day.is_running = day.is_running or shift.is_running
    maximum = rules.max_daily_minutes_extended if extended else rules.max_daily_minutes
    warnings: list[Warning] = []
    previous: _Day | None = None
    for date in sorted(days):
        day = days[date]
        worked, paused = int(day.worked // 60), int(day.paused // 60)
        if previous is not None and previous.last_end and day.first_start:
            rest = int(_seconds((previous.last_end, day.first_start)) // 60)
            rest = rest if day.first_start >= previous.last_end else -1
            if 0 <= rest < rules.min_rest_minutes:
                message = (
                    f"Ruhezeit unterschritten: {hours(rest)} zwischen zwei Arbeitstagen "
                    f"(vorgeschrieben: {hours(rules.min_rest_minutes)})."
                )
                warnings.append(Warning(date, "rest", message))
        if worked > rules.break_after_minutes and paused < rules.min_break_minutes and not day.is_running:
            message = (
                f"Pause zu kurz: {paused} Minuten bei mehr als {hours(rules.break_after_minutes)} Arbeit "
                f"(vorgeschrieben: {rules.min_break_minutes} Minuten)."
            )
            warnings.append(Warning(date, "break", message))
        if worked > maximum:
            message = f"Höchstarbeitszeit überschritten: {hours(worked)} gearbeitet (erlaubt: {hours(maximum)})."
            warnings.append(Warning(date, "max_daily", message))
        previous = day
    return warnings
