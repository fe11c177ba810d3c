"""The parts of an answer (stats.shapes) and the calendar of the business time zone (services.days)."""

import datetime
from decimal import Decimal

import pytest

from stats import shapes
from stats.registry import Query
from stats.services import days

UTC = datetime.UTC
WEEK = Query(datetime.date(2026, 11, 23), datetime.date(2026, 11, 25), None)


@pytest.mark.parametrize(
    ("value", "shown"),
    [
        (Decimal("12.345"), "12.35"),
        (Decimal("12.344"), "12.34"),
        (Decimal("0.005"), "0.01"),
        (None, "0.00"),
        (7, "7.00"),
    ],
)
def test_money_is_two_places_rounded_half_up(value, shown):
    assert shapes.money(value) == shown


def test_a_whole_count_is_an_int_and_a_weighed_quantity_a_float():
    assert (shapes.count(Decimal("3.000000")), shapes.count(Decimal("1.250000")), shapes.count(None)) == (3, 1.25, 0)
    assert type(shapes.count(Decimal("3.000000"))) is int


def test_a_share_has_four_places_and_is_zero_without_a_total():
    assert shapes.share(1, 3) == 0.3333
    assert shapes.share(2, 3) == 0.6667
    assert shapes.share(Decimal("0.5"), Decimal("1.5")) == 0.3333
    assert shapes.share(5, 0) == 0.0


def test_a_series_shows_every_day_with_zeros_and_the_total():
    by_day = {datetime.date(2026, 11, 24): Decimal("19.90"), datetime.date(2026, 11, 25): Decimal("0.105")}

    assert shapes.series(WEEK, by_day, "money") == {
        "total": "20.01",
        "series": [
            {"date": "2026-11-23", "value": "0.00"},
            {"date": "2026-11-24", "value": "19.90"},
            {"date": "2026-11-25", "value": "0.11"},
        ],
    }
    assert shapes.series(WEEK, {}) == {
        "total": 0,
        "series": [{"date": day, "value": 0} for day in ("2026-11-23", "2026-11-24", "2026-11-25")],
    }


def test_a_ranking_is_sorted_by_value_then_key_and_labelled():
    answer = shapes.ranking({"b": 2, "a": 2, "c": 4, "": 0}, {"c": "Cappuccino", "": "Direkt"})

    assert answer == {
        "total": 8,
        "ranking": [
            {"key": "c", "label": "Cappuccino", "value": 4, "share": 0.5},
            {"key": "a", "label": "a", "value": 2, "share": 0.25},
            {"key": "b", "label": "b", "value": 2, "share": 0.25},
            {"key": "", "label": "Direkt", "value": 0, "share": 0.0},
        ],
    }


def test_a_ranking_stops_at_fifty_rows_and_its_total_counts_them_all():
    values = {f"/seite-{n:02d}": 100 - n for n in range(60)}

    answer = shapes.ranking(values)

    assert len(answer["ranking"]) == 50
    assert answer["total"] == sum(100 - n for n in range(60)) == 4230
    assert (answer["ranking"][0]["key"], answer["ranking"][-1]["key"]) == ("/seite-00", "/seite-49")
    assert answer["ranking"][-1] == {"key": "/seite-49", "label": "/seite-49", "value": 51, "share": 0.0121}


def test_a_ranking_with_fixed_keys_shows_exactly_them_in_their_order():
    answer = shapes.ranking({"3": 2, "1": 6}, keys=["0", "1", "2", "3"], unit="money")

    assert answer == {
        "total": "8.00",
        "ranking": [
            {"key": "0", "label": "0", "value": "0.00", "share": 0.0},
            {"key": "1", "label": "1", "value": "6.00", "share": 0.75},
            {"key": "2", "label": "2", "value": "0.00", "share": 0.0},
            {"key": "3", "label": "3", "value": "2.00", "share": 0.25},
        ],
    }


def test_a_flow_is_sorted_by_count_then_pages_and_stops_at_fifty():
    transitions = {("/", "/b"): 3, ("/", "/a"): 3, ("/a", "/"): 5}
    transitions |= {(f"/x{n:02d}", "/"): 1 for n in range(60)}

    answer = shapes.flow(transitions)

    assert answer["total"] == 71
    assert len(answer["flow"]) == 50
    assert answer["flow"][:4] == [
        {"from": "/a", "to": "/", "value": 5},
        {"from": "/", "to": "/a", "value": 3},
        {"from": "/", "to": "/b", "value": 3},
        {"from": "/x00", "to": "/", "value": 1},
    ]
    assert answer["flow"][-1] == {"from": "/x46", "to": "/", "value": 1}


def test_a_query_lists_its_days_both_ends_included():
    leap = Query(datetime.date(2028, 2, 28), datetime.date(2028, 3, 1), frozenset({1}))

    assert leap.days == [datetime.date(2028, 2, 28), datetime.date(2028, 2, 29), datetime.date(2028, 3, 1)]
    assert Query(datetime.date(2026, 1, 1), datetime.date(2026, 1, 1), None).days == [datetime.date(2026, 1, 1)]


@pytest.mark.parametrize(
    ("day", "start", "end", "hours"),
    [
        # spring: 02:00 CET → 03:00 CEST, 23 hours
        (datetime.date(2026, 3, 29), "2026-03-28T23:00", "2026-03-29T22:00", 23),
        # autumn: 03:00 CEST → 02:00 CET, 25 hours
        (datetime.date(2026, 10, 25), "2026-10-24T22:00", "2026-10-25T23:00", 25),
        (datetime.date(2026, 11, 25), "2026-11-24T23:00", "2026-11-25T23:00", 24),
    ],
)
def test_a_day_runs_from_midnight_to_midnight_in_vienna(day, start, end, hours):
    first, after = days.bounds(day)

    assert (first.astimezone(UTC).isoformat(), after.astimezone(UTC).isoformat()) == (
        f"{start}:00+00:00",
        f"{end}:00+00:00",
    )
    # in instants (one zone's datetimes subtract as wall times)
    assert after.astimezone(UTC) - first.astimezone(UTC) == datetime.timedelta(hours=hours)


def test_a_span_covers_its_days_and_an_instant_belongs_to_its_vienna_day():
    first, after = days.span(datetime.date(2026, 10, 24), datetime.date(2026, 10, 26))

    assert (first, after) == (
        datetime.datetime(2026, 10, 23, 22, 0, tzinfo=UTC),
        datetime.datetime(2026, 10, 26, 23, 0, tzinfo=UTC),
    )
    assert days.day_of(datetime.datetime(2026, 11, 24, 23, 0, tzinfo=UTC)) == datetime.date(2026, 11, 25)
    assert days.day_of(datetime.datetime(2026, 11, 24, 22, 59, tzinfo=UTC)) == datetime.date(2026, 11, 24)


def test_today_is_the_vienna_day_of_the_pinned_clock():
    # the pinned clock: Wednesday 25 November 2026, 12:15 in Vienna
    assert days.today() == datetime.date(2026, 11, 25)
    assert days.days(datetime.date(2026, 11, 30), datetime.date(2026, 12, 1)) == [
        datetime.date(2026, 11, 30),
        datetime.date(2026, 12, 1),
    ]
