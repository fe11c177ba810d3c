"""The Arbeitszeitgesetz checks: a pure function over shifts, exact minutes and German warnings."""

import datetime
import zoneinfo

import pytest

from timetracking.legal import Rules, Shift, Warning, check, hours

VIENNA = zoneinfo.ZoneInfo("Europe/Vienna")
RULES = Rules()


def at(day: int, hour: int, minute: int = 0, month: int = 11) -> datetime.datetime:
    return datetime.datetime(2026, month, day, hour, minute, tzinfo=VIENNA)


def shift(start, end, *pauses, running=False) -> Shift:
    return Shift(start=start, end=end, pauses=tuple(pauses), is_running=running)


def test_hours_are_written_in_german():
    assert [hours(60), hours(360), hours(630), hours(545)] == ["1 Stunde", "6 Stunden", "10:30 Stunden", "9:05 Stunden"]


def test_six_hours_without_a_break_are_allowed_a_minute_more_is_not():
    assert check([shift(at(2, 8), at(2, 14))], RULES, VIENNA) == []
    assert check([shift(at(2, 8), at(2, 14, 1))], RULES, VIENNA) == [
        Warning(
            datetime.date(2026, 11, 2),
            "break",
            "Pause zu kurz: 0 Minuten bei mehr als 6 Stunden Arbeit (vorgeschrieben: 30 Minuten).",
        )
    ]


def test_pauses_of_several_shifts_of_a_day_add_up():
    morning = shift(at(2, 7), at(2, 11), (at(2, 9), at(2, 9, 15)))
    afternoon = shift(at(2, 12), at(2, 16), (at(2, 14), at(2, 14, 15)))
    assert check([morning, afternoon], RULES, VIENNA) == []
    short = shift(at(3, 8), at(3, 15), (at(3, 12), at(3, 12, 29)))
    assert [warning.message for warning in check([short], RULES, VIENNA)] == [
        "Pause zu kurz: 29 Minuten bei mehr als 6 Stunden Arbeit (vorgeschrieben: 30 Minuten)."
    ]


def test_a_running_day_is_not_yet_checked_for_its_break():
    assert check([shift(at(2, 8), at(2, 15), running=True)], RULES, VIENNA) == []


def test_ten_hours_a_day_twelve_with_an_agreement():
    long_day = shift(at(4, 6), at(4, 17, 1), (at(4, 12), at(4, 12, 30)))
    assert [(w.code, w.message) for w in check([long_day], RULES, VIENNA)] == [
        ("max_daily", "Höchstarbeitszeit überschritten: 10:31 Stunden gearbeitet (erlaubt: 10 Stunden).")
    ]
    assert check([long_day], RULES, VIENNA, extended=True) == []
    longer = shift(at(4, 6), at(4, 19, 0), (at(4, 12), at(4, 12, 30)))
    assert [w.message for w in check([longer], RULES, VIENNA, extended=True)] == [
        "Höchstarbeitszeit überschritten: 12:30 Stunden gearbeitet (erlaubt: 12 Stunden)."
    ]


def test_eleven_hours_of_rest_between_two_working_days():
    late = shift(at(5, 16), at(5, 22))
    early = shift(at(6, 8, 59), at(6, 12))
    assert [(w.date, w.code, w.message) for w in check([late, early], RULES, VIENNA)] == [
        (
            datetime.date(2026, 11, 6),
            "rest",
            "Ruhezeit unterschritten: 10:59 Stunden zwischen zwei Arbeitstagen (vorgeschrieben: 11 Stunden).",
        )
    ]
    assert check([late, shift(at(6, 9), at(6, 12))], RULES, VIENNA) == []


def test_a_night_shift_is_one_working_day_even_across_the_clock_change():
    # Saturday 24.10. 20:00 to Sunday 25.10. 05:00 local: ten real hours (the clocks go back at 03:00)
    night = shift(at(24, 20, month=10), at(25, 5, month=10), (at(25, 0, month=10), at(25, 0, 30, month=10)))
    assert [(w.date, w.message) for w in check([night], RULES, VIENNA)] == []
    longer = shift(at(24, 20, month=10), at(25, 6, month=10), (at(25, 0, month=10), at(25, 0, 30, month=10)))
    assert [(w.date, w.message) for w in check([longer], RULES, VIENNA)] == [
        (
            datetime.date(2026, 10, 24),
            "Höchstarbeitszeit überschritten: 10:30 Stunden gearbeitet (erlaubt: 10 Stunden).",
        )
    ]


@pytest.mark.parametrize(("minutes", "expected"), [(480, []), (481, ["max_daily"])])
def test_the_rules_are_configurable(minutes, expected):
    rules = Rules(max_daily_minutes=480, break_after_minutes=600)
    start = at(9, 8)
    work = shift(start, start + datetime.timedelta(minutes=minutes))
    assert [w.code for w in check([work], rules, VIENNA)] == expected
