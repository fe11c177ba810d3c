"""Serializer fields other areas embed: a branch in the caller's reach, a tag, an opening-hour rule (catalogue's
schedules use it too)."""

import re

from drf_spectacular.extensions import OpenApiSerializerFieldExtension
from drf_spectacular.plumbing import build_basic_type, build_object_type
from drf_spectacular.types import OpenApiTypes
from rest_framework import serializers

from core.api.fields import IdRelatedField
from core.api.serializers import CompleteNestedMixin, StrictSerializer
from rules.opening_hours import RULE_TYPES, to_minutes

from ..models import Branch, Tag
from ..selectors import branches_for


class ReachableBranchField(IdRelatedField):
    """A branch id the calling user reaches; others are reported as unknown."""

    def get_queryset(self):
        request = self.context.get("request")
        if request is None:
            return Branch.objects.none()
        return branches_for(request.user)


class TagField(IdRelatedField):
    """A tag: its id on input, {id, name} on output (the storefront filters and searches by name)."""

    def get_queryset(self):
        return Tag.objects.all()

    def use_pk_only_optimization(self):
        return False

    def to_representation(self, value):
        return {"id": value.pk, "name": value.name}


class TagFieldSchema(OpenApiSerializerFieldExtension):
    target_class = TagField

    def map_serializer_field(self, auto_schema, direction):
        if direction == "request":
            return build_basic_type(OpenApiTypes.INT)
        return build_object_type(
            properties={"id": build_basic_type(OpenApiTypes.INT), "name": build_basic_type(OpenApiTypes.STR)},
            required=["id", "name"],
        )


TIME_PATTERN = re.compile(r"^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$")


class OpeningHourRuleSerializer(CompleteNestedMixin, StrictSerializer):
    """One opening-hour rule; stored and sent in camelCase ({type, date, isClosed, from, to})."""

    type = serializers.ChoiceField(choices=RULE_TYPES)
    date = serializers.DateField(required=False, allow_null=True, default=None)
    is_closed = serializers.BooleanField(required=False, default=False)
    from_ = serializers.CharField(required=False, allow_null=True, allow_blank=True, default=None)
    to = serializers.CharField(required=False, allow_null=True, allow_blank=True, default=None)

    def get_fields(self):
        fields = super().get_fields()
        fields["from"] = fields.pop("from_")
        return fields

    def validate(self, attrs):
        errors = {}
        if attrs["type"] == "once" and not attrs.get("date"):
            errors["date"] = "Bitte geben Sie ein Datum an."
        if not attrs["is_closed"]:
            for name in ("from", "to"):
                value = attrs.get(name) or ""
                if not value:
                    errors[name] = "Bitte geben Sie eine Uhrzeit an."
                elif not TIME_PATTERN.match(value):
                    errors[name] = "Bitte geben Sie eine Uhrzeit im Format HH:MM an."
            if not errors and to_minutes(attrs["to"]) <= to_minutes(attrs["from"]):
                errors["to"] = "Die Endzeit muss nach der Startzeit liegen."
        if errors:
            raise serializers.ValidationError(errors)
        return {
            "type": attrs["type"],
            "date": attrs["date"].isoformat() if attrs.get("date") and attrs["type"] == "once" else None,
            "isClosed": attrs["is_closed"],
            "from": None if attrs["is_closed"] else attrs["from"],
            "to": None if attrs["is_closed"] else attrs["to"],
        }

    def to_representation(self, instance):
        return {
            "type": instance.get("type"),
            "date": instance.get("date"),
            "is_closed": bool(instance.get("isClosed")),
            "from": instance.get("from"),
            "to": instance.get("to"),
        }
