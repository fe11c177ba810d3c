"""Fields shared by every area's serializers and filters."""

import datetime

import django_filters
from django import forms
from django.utils import timezone
from rest_framework import serializers

# the largest id a 64-bit integer column holds (PostgreSQL bigint, SQLite INTEGER)
MAX_ID = 2**63 - 1

# years a date or time from a client may name (appointments, filters)
DATE_RANGE = (2000, 2100)
DATE_OUT_OF_RANGE = "Bitte geben Sie ein Datum zwischen 2000 und 2100 an."


def id_field() -> serializers.IntegerField:
    """An id as the client sends it: a whole number within the database's range, nothing else."""
    return serializers.IntegerField(min_value=1, max_value=MAX_ID)


class IdFilter(django_filters.NumberFilter):
    """Filter by the id of a related row; values outside the id range are a 400, not a 500."""

    field_class = forms.IntegerField

    def __init__(self, *args, **kwargs):
        kwargs.setdefault("min_value", 1)
        kwargs.setdefault("max_value", MAX_ID)
        super().__init__(*args, **kwargs)


class IdRelatedField(serializers.PrimaryKeyRelatedField):
    """A related row by id, with the id checked like id_field() before the lookup."""

    def __init__(self, **kwargs):
        kwargs.setdefault("pk_field", id_field())
        super().__init__(**kwargs)


class BoundedDateField(forms.DateField):
    def clean(self, value):
        day = super().clean(value)
        if day is not None and not DATE_RANGE[0] <= day.year <= DATE_RANGE[1]:
            raise forms.ValidationError(DATE_OUT_OF_RANGE, code="date_out_of_range")
        return day


class DateFilter(django_filters.DateFilter):
    """A calendar day (YYYY-MM-DD) within DATE_RANGE; other values are a 400, not a 500."""

    field_class = BoundedDateField


def start_of_day(day: datetime.date) -> datetime.datetime:
    """Midnight of a calendar day in the business time zone."""
    return timezone.make_aware(datetime.datetime.combine(day, datetime.time.min))


class DateRangeFilterSet(django_filters.FilterSet):
    """`from` / `to`: calendar days in the business time zone, both inclusive, on `created_at`."""

    from_ = DateFilter(method="filter_from", label="Von")
    to = DateFilter(method="filter_to", label="Bis")

    @classmethod
    def get_filters(cls):
        filters = super().get_filters()
        filters["from"] = filters.pop("from_")
        return filters

    def filter_from(self, queryset, name, value):
        return queryset.filter(created_at__gte=start_of_day(value))

    def filter_to(self, queryset, name, value):
        return queryset.filter(created_at__lt=start_of_day(value + datetime.timedelta(days=1)))
