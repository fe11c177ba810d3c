"""Which slot of a stream plays at an instant and until when: wall-clock times of Vienna, weekdays 0 (Monday) to
6 (Sunday), past midnight, and both DST days of 2026/27 (no database)."""

import datetime
import zoneinfo

import pytest

from ..schedule import playing, slot, until

VIENNA = zoneinfo.ZoneInfo("Europe/Vienna")
UTC = datetime.UTC
EVERY_DAY = range(7)
BREAKFAST_LUNCH = [slot(EVERY_DAY, "06:00", "11:00"), slot(EVERY_DAY, "11:00", "22:00")]


def vienna(*args) -> datetime.datetime:
    return datetime.datetime(*args, tzinfo=VIENNA)


def utc(*args) -> datetime.datetime:
    return datetime.datetime(*args, tzinfo=UTC)


@pytest.mark.parametrize(
    ("moment", "expected", "ends"),
    [
        # Wednesday 25 November 2026 (CET, UTC+1)
        (vienna(2026, 11, 25, 5, 59), None, utc(2026, 11, 25, 5, 0)),
        (vienna(2026, 11, 25, 6, 0), 0, utc(2026, 11, 25, 10, 0)),
        (vienna(2026, 11, 25, 10, 59, 59), 0, utc(2026, 11, 25, 10, 0)),
        (vienna(2026, 11, 25, 11, 0), 1, utc(2026, 11, 25, 21, 0)),
        (vienna(2026, 11, 25, 21, 59), 1, utc(2026, 11, 25, 21, 0)),
        (vienna(2026, 11, 25, 22, 0), None, utc(2026, 11, 26, 5, 0)),
    ],
)
def test_breakfast_until_eleven_then_lunch(moment, expected, ends):
    assert playing(BREAKFAST_LUNCH, moment) == expected
    assert until(BREAKFAST_LUNCH, moment) == ends


def test_weekday_slots_play_on_their_days_only_and_the_first_match_wins():
    slots = [
        slot([5, 6], "08:00", "12:00"),  # weekend brunch
        slot([0, 1, 2, 3, 4], "06:00", "11:00"),  # weekday breakfast
        slot(EVERY_DAY, "00:00", "24:00"),  # the rest of the time
    ]

    # Friday 27 November 2026, Saturday 28, Sunday 29, Monday 30
    assert playing(slots, vienna(2026, 11, 27, 7, 0)) == 1
    assert playing(slots, vienna(2026, 11, 27, 11, 30)) == 2
    assert playing(slots, vienna(2026, 11, 28, 7, 0)) == 2
    assert playing(slots, vienna(2026, 11, 28, 11, 59)) == 0
    assert until(slots, vienna(2026, 11, 28, 11, 59)) == utc(2026, 11, 28, 11, 0)
    assert playing(slots, vienna(2026, 11, 29, 12, 0)) == 2
    # Sunday's rest of the day ends with Monday's breakfast at 06:00
    assert until(slots, vienna(2026, 11, 29, 12, 0)) == utc(2026, 11, 30, 5, 0)


def test_a_slot_past_midnight_ends_on_the_next_day():
    late = [slot([4], "22:00", "02:00")]  # Friday night

    assert playing(late, vienna(2026, 11, 27, 21, 59)) is None
    assert until(late, vienna(2026, 11, 27, 21, 59)) == utc(2026, 11, 27, 21, 0)
    assert playing(late, vienna(2026, 11, 27, 23, 30)) == 0
    assert playing(late, vienna(2026, 11, 28, 1, 59)) == 0
    assert until(late, vienna(2026, 11, 27, 23, 30)) == utc(2026, 11, 28, 1, 0)
    assert playing(late, vienna(2026, 11, 28, 2, 0)) is None
    # Saturday evening is not Friday's
    assert playing(late, vienna(2026, 11, 28, 23, 0)) is None
    # the next Friday
    assert until(late, vienna(2026, 11, 28, 2, 0)) == utc(2026, 12, 4, 21, 0)


def test_a_stream_around_the_clock_or_without_slots_never_changes():
    assert until([slot(EVERY_DAY, "00:00", "24:00")], vienna(2026, 11, 25, 12, 15)) is None
    assert playing([], vienna(2026, 11, 25, 12, 15)) is None
    assert until([], vienna(2026, 11, 25, 12, 15)) is None


def test_on_the_autumn_dst_day_eleven_oclock_is_an_hour_later_in_utc():
    # Sunday 25 October 2026: 03:00 CEST becomes 02:00 CET
    assert playing(BREAKFAST_LUNCH, vienna(2026, 10, 25, 10, 59)) == 0
    assert until(BREAKFAST_LUNCH, vienna(2026, 10, 25, 10, 59)) == utc(2026, 10, 25, 10, 0)
    # the day before, still summer time
    assert until(BREAKFAST_LUNCH, vienna(2026, 10, 24, 10, 59)) == utc(2026, 10, 24, 9, 0)
    # from 22:00 CET of the DST day nothing plays until Monday 06:00 CET
    assert until(BREAKFAST_LUNCH, vienna(2026, 10, 25, 22, 0)) == utc(2026, 10, 26, 5, 0)


def test_on_the_autumn_dst_day_the_repeated_hour_plays_twice():
    night = [slot([6], "02:00", "02:30")]
    first = datetime.datetime(2026, 10, 25, 2, 15, tzinfo=VIENNA, fold=0)  # 00:15 UTC, CEST
    second = datetime.datetime(2026, 10, 25, 2, 15, tzinfo=VIENNA, fold=1)  # 01:15 UTC, CET

    assert playing(night, first) == 0
    assert until(night, first) == utc(2026, 10, 25, 0, 30)
    assert playing(night, utc(2026, 10, 25, 0, 45)) is None
    # the wall clock shows 02:00 again at 01:00 UTC
    assert until(night, utc(2026, 10, 25, 0, 45)) == utc(2026, 10, 25, 1, 0)
    assert playing(night, second) == 0
    assert until(night, second) == utc(2026, 10, 25, 1, 30)


def test_on_the_spring_dst_day_a_slot_ending_in_the_missing_hour_ends_at_three():
    # Sunday 28 March 2027: 02:00 CET becomes 03:00 CEST
    night = [slot([6], "01:00", "02:30"), slot([6], "02:30", "04:00")]
    at_half_past_one = vienna(2027, 3, 28, 1, 30)

    assert playing(night, at_half_past_one) == 0
    # 02:30 never shows: the first slot ends when the clock jumps to 03:00 CEST (01:00 UTC), the second one plays
    assert until(night, at_half_past_one) == utc(2027, 3, 28, 1, 0)
    assert playing(night, utc(2027, 3, 28, 1, 0)) == 1
    assert until(night, utc(2027, 3, 28, 1, 0)) == utc(2027, 3, 28, 2, 0)
    # breakfast ends at 11:00 CEST that day
    assert until(BREAKFAST_LUNCH, vienna(2027, 3, 28, 10, 59)) == utc(2027, 3, 28, 9, 0)
