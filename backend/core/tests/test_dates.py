"""core.api.dates: the days a client names and the from/to ranges every list and report reads."""

import datetime

import pytest
from rest_framework import serializers

from audit.models import LogEntry
from consent.models import ConsentRecord
from core.api.dates import BoundedDateField, DateRangeFilterSet, check_day_range, start_of_day


@pytest.mark.parametrize(
    ("value", "expected"),
    [("2000-01-01", datetime.date(2000, 1, 1)), ("2100-12-31", datetime.date(2100, 12, 31))],
)
def test_a_day_within_the_years_is_taken(value, expected):
    assert BoundedDateField().run_validation(value) == expected


@pytest.mark.parametrize("value", ["1999-12-31", "2101-01-01"])
def test_a_day_outside_the_years_is_refused_in_german(value):
    with pytest.raises(serializers.ValidationError) as refused:
        BoundedDateField().run_validation(value)
    assert refused.value.detail == ["Bitte geben Sie ein Datum zwischen 2000 und 2100 an."]
    assert refused.value.detail[0].code == "date_out_of_range"


def test_the_start_of_a_day_is_midnight_in_vienna():
    assert start_of_day(datetime.date(2026, 3, 29)).isoformat() == "2026-03-29T00:00:00+01:00"
    assert start_of_day(datetime.date(2026, 3, 30)).isoformat() == "2026-03-30T00:00:00+02:00"


@pytest.mark.parametrize(
    ("start", "end", "error", "code"),
    [
        ((2026, 11, 2), (2026, 11, 1), "Das Ende des Zeitraums darf nicht vor seinem Beginn liegen.", "invalid_range"),
        ((2026, 1, 1), (2027, 1, 2), "Der Zeitraum darf höchstens 366 Tage umfassen.", "range_too_long"),
    ],
)
def test_a_range_backwards_or_too_long_is_refused_on_its_end(start, end, error, code):
    with pytest.raises(serializers.ValidationError) as refused:
        check_day_range(datetime.date(*start), datetime.date(*end), "end")
    assert refused.value.detail == {"end": error}
    assert refused.value.detail["end"].code == code


def test_a_range_of_one_day_and_one_of_366_days_are_taken():
    check_day_range(datetime.date(2026, 11, 1), datetime.date(2026, 11, 1), "to")
    check_day_range(datetime.date(2026, 1, 1), datetime.date(2027, 1, 1), "to")


class Records(DateRangeFilterSet):
    date_field = "recorded_at"

    class Meta:
        model = ConsentRecord
        fields = []


class Entries(DateRangeFilterSet):
    class Meta:
        model = LogEntry
        fields = []


def _bounds(filterset, data) -> set[tuple[str, str, str]]:
    """The range's conditions as (field, lookup, instant in UTC), whatever the database spells."""
    where = filterset(data, queryset=filterset.Meta.model.objects.all()).qs.query.where
    return {
        (lookup.lhs.target.name, lookup.lookup_name, lookup.rhs.astimezone(datetime.UTC).isoformat())
        for lookup in where.children
    }


def test_the_range_reads_its_days_inclusive_on_the_date_field(db):
    days = {"from": "2026-11-23", "to": "2026-11-25"}
    assert Records.get_filters().keys() == {"from", "to"}
    assert _bounds(Records, days) == {
        ("recorded_at", "gte", "2026-11-22T23:00:00+00:00"),
        ("recorded_at", "lt", "2026-11-25T23:00:00+00:00"),
    }
    assert _bounds(Entries, days) == {
        ("created_at", "gte", "2026-11-22T23:00:00+00:00"),
        ("created_at", "lt", "2026-11-25T23:00:00+00:00"),
    }


def test_a_day_of_the_range_outside_the_years_is_refused(db):
    filterset = Entries({"from": "1999-12-31"}, queryset=LogEntry.objects.all())
    assert not filterset.is_valid()
    assert filterset.errors == {"from": ["Bitte geben Sie ein Datum zwischen 2000 und 2100 an."]}
