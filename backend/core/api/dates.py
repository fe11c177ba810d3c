"""Days a client names and from/to ranges of them, the one way every area reads them.

- DATE_RANGE: the years a date or time from a client may name (appointments, filters, reports);
- BoundedDateField: a serializer's day within DATE_RANGE (400 'date_out_of_range' outside);
- DateFilter: a filter's day (YYYY-MM-DD) within DATE_RANGE;
- DateRangeFilterSet: the lists' `from` / `to`, calendar days in the business time zone, both inclusive, on
  `date_field` (created_at unless a filter set names another; one whose rows are periods overrides
  filter_from / filter_to);
- check_day_range: a report's range, the end not before the start and at most MAX_DAYS (or a shorter `longest`)
  days long, both ends counted;
- start_of_day: midnight of a day in the business time zone.
"""

import datetime

import django_filters
from django import forms
from django.utils import timezone
from rest_framework import serializers

DATE_RANGE = (2000, 2100)
DATE_OUT_OF_RANGE = "Bitte geben Sie ein Datum zwischen 2000 und 2100 an."
MAX_DAYS = 366
TO_BEFORE_FROM = "Das Ende des Zeitraums darf nicht vor seinem Beginn liegen."
TOO_LONG = "Der Zeitraum darf höchstens {days} Tage umfassen."
DAY = datetime.timedelta(days=1)


def start_of_day(day: datetime.date) -> datetime.datetime:
    """Midnight of a calendar day in the business time zone."""
    return timezone.make_aware(datetime.datetime.combine(day, datetime.time.min))


def _in_range(day: datetime.date) -> bool:
    return DATE_RANGE[0] <= day.year <= DATE_RANGE[1]


class BoundedDateField(serializers.DateField):
    """A day within the years a client may name (DATE_RANGE)."""

    def to_internal_value(self, value):
        day = super().to_internal_value(value)
        if not _in_range(day):
            raise serializers.ValidationError(DATE_OUT_OF_RANGE, code="date_out_of_range")
        return day


class _BoundedDateFormField(forms.DateField):
    def clean(self, value):
        day = super().clean(value)
        if day is not None and not _in_range(day):
            raise forms.ValidationError(DATE_OUT_OF_RANGE, code="date_out_of_range")
        return day


class DateFilter(django_filters.DateFilter):
    """A calendar day (YYYY-MM-DD) within DATE_RANGE; other values are a 400, not a 500."""

    field_class = _BoundedDateFormField


class DateRangeFilterSet(django_filters.FilterSet):
    """`from` / `to`: calendar days in the business time zone, both inclusive, on `date_field`."""

    date_field = "created_at"
    from_ = DateFilter(method="filter_from", label="Von")
    to = DateFilter(method="filter_to", label="Bis")

    @classmethod
    def get_filters(cls):
        filters = super().get_filters()
        filters["from"] = filters.pop("from_")
        return filters

    def filter_from(self, queryset, name, value):
        return queryset.filter(**{f"{self.date_field}__gte": start_of_day(value)})

    def filter_to(self, queryset, name, value):
        return queryset.filter(**{f"{self.date_field}__lt": start_of_day(value + DAY)})


def check_day_range(start: datetime.date, end: datetime.date, end_name: str, longest: int = MAX_DAYS) -> None:
    """A range of days: refused on end_name when the end lies before the start or it spans more than `longest`."""
    if end < start:
        raise serializers.ValidationError({end_name: TO_BEFORE_FROM}, code="invalid_range")
    if end - start >= datetime.timedelta(days=longest):
        raise serializers.ValidationError({end_name: TOO_LONG.format(days=longest)}, code="range_too_long")
