"""Serializer bases: unknown fields are an error, not silently dropped."""

import datetime
from collections.abc import Mapping

from django.db import models
from rest_framework import serializers
from rest_framework.exceptions import ErrorDetail, ValidationError
from rest_framework.fields import empty

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
    """Datetimes go over the wire in UTC ("2026-11-22T08:00:00Z"), not in the business time zone."""

    def __init__(self, *args, **kwargs):
        kwargs.setdefault("default_timezone", datetime.UTC)
        super().__init__(*args, **kwargs)


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
