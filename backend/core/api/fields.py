"""Fields shared by every area's serializers and filters: ids (days and date ranges: core.api.dates)."""

import django_filters
from django import forms
from rest_framework import serializers

# the largest id a 64-bit integer column holds (PostgreSQL bigint, SQLite INTEGER)
MAX_ID = 2**63 - 1


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
