"""Serializer bases: unknown fields are an error, not silently dropped."""

import datetime
from collections.abc import Mapping

from django.db import models
from django.utils import timezone
from rest_framework import serializers
from rest_framework.exceptions import ErrorDetail, ValidationError
from rest_framework.fields import empty

from .dates import DATE_OUT_OF_RANGE, DATE_RANGE
from .fields import IdRelatedField

UNKNOWN_FIELD = "Unbekanntes Feld."


class StrictMixin:
    """Reject keys the serializer does not know (read-only fields are accepted and ignored)."""

    def to_internal_value(self, data):
        if isinstance(data, Mapping):
            unknown = [key for key in data if key not in self.fields]
            if unknown:
                raise ValidationError({key: [ErrorDetail(UNKNOWN_FIELD, code="unknown_field")] for key in unknown})
        return super().to_internal_value(data)


class UTCDateTimeField(serializers.DateTimeField):
    """Datetimes go over the wire in UTC ("2026-11-22T08:00:00Z"), not in the business time zone.

    Input without an offset is a wall-clock time of the business (settings.TIME_ZONE); a plain date
    means its midnight. Input outside the years of DATE_RANGE is refused: no business plans that far,
    and such values would overflow time-zone arithmetic further on.
    """

    default_error_messages = {"date_out_of_range": DATE_OUT_OF_RANGE}

    def __init__(self, *args, **kwargs):
        kwargs.setdefault("default_timezone", datetime.UTC)
        super().__init__(*args, **kwargs)

    def to_internal_value(self, value):
        if isinstance(value, str):
            try:
                parsed = datetime.datetime.fromisoformat(value.strip().replace("Z", "+00:00"))
            except ValueError:
                parsed = None
            if parsed is not None:
                if not DATE_RANGE[0] <= parsed.year <= DATE_RANGE[1]:
                    self.fail("date_out_of_range")
                if parsed.tzinfo is None:
                    value = timezone.make_aware(parsed, timezone.get_default_timezone()).isoformat()
        result = super().to_internal_value(value)
        if not DATE_RANGE[0] <= result.year <= DATE_RANGE[1]:
            self.fail("date_out_of_range")
        return result


class ModelSerializer(serializers.ModelSerializer):
    serializer_field_mapping = {
        **serializers.ModelSerializer.serializer_field_mapping,
        models.DateTimeField: UTCDateTimeField,
    }
    serializer_related_field = IdRelatedField


class StrictSerializer(StrictMixin, serializers.Serializer):
    pass


class StrictModelSerializer(StrictMixin, ModelSerializer):
    pass


class CompleteNestedMixin:
    """Nested items (opening-hour rules, delivery areas) are always validated as complete objects.

    DRF hands the parent's `partial` (PUT here is partial) down to nested serializers, which would
    skip their required fields and defaults; a list item sent in a PUT is a whole item.
    """

    def run_validation(self, data=empty):
        root = self.root
        partial = getattr(root, "partial", False)
        root.partial = False
        try:
            return super().run_validation(data)
        finally:
            root.partial = partial
