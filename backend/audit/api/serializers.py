from functools import cache

from django.apps import apps
from django.core.exceptions import FieldDoesNotExist
from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from core.api.serializers import ModelSerializer

from ..models import LogEntry


class LogUserSerializer(serializers.Serializer):
    id = serializers.IntegerField(allow_null=True)
    email = serializers.EmailField()
    full_name = serializers.CharField()


@cache
def entity_types() -> dict[str, str]:
    """Model name ('task') to its German name ('Aufgabe'): every model's verbose_name is German."""
    return {model._meta.model_name: str(model._meta.verbose_name) for model in apps.get_models()}


def entity_type(entity: str) -> str:
    """The German object type of a log entry; an unknown (since removed) model keeps its name."""
    return entity_types().get(entity, entity)


@cache
def _models() -> dict[str, type]:
    return {model._meta.model_name: model for model in apps.get_models()}


@cache
def field_label(entity: str, name: str) -> str | None:
    """The German name of a changed field ('is_done' of an order item: 'Erledigt'): the field's verbose_name, a
    listed relation's plural ('pauses': 'Pausen'); None for a field without a German name of its own (Django's
    default is the field's name with spaces: 'created at') or one the model no longer has."""
    model = _models().get(entity)
    if model is None:
        return None
    try:
        field = model._meta.get_field(name)
    except FieldDoesNotExist:
        return None
    if field.auto_created and not field.concrete:  # a reverse relation ('items', 'pauses', 'delivery_areas')
        return str(field.related_model._meta.verbose_name_plural)
    label = str(getattr(field, "verbose_name", "") or "")
    return label if label and label != name.replace("_", " ") else None


class LogEntrySerializer(ModelSerializer):
    user = serializers.SerializerMethodField()
    entity_type = serializers.SerializerMethodField(help_text="Objekttyp auf Deutsch, z. B. 'Aufgabe'")
    changes = serializers.DictField(child=serializers.DictField())
    field_labels = serializers.SerializerMethodField(
        help_text="Deutsche Namen der geänderten Felder, z. B. {'isDone': 'Erledigt'} (nur Felder mit eigenem Namen)"
    )

    class Meta:
        model = LogEntry
        fields = [
            "id",
            "user",
            "action",
            "entity",
            "entity_type",
            "entity_id",
            "entity_label",
            "changes",
            "field_labels",
            "created_at",
        ]
        read_only_fields = fields

    def get_entity_type(self, entry) -> str:
        return entity_type(entry.entity)

    @extend_schema_field({"type": "object", "additionalProperties": {"type": "string"}})
    def get_field_labels(self, entry) -> dict[str, str]:
        labels = {name: field_label(entry.entity, name) for name in entry.changes or {}}
        return {name: label for name, label in labels.items() if label}

    @extend_schema_field(LogUserSerializer(allow_null=True))
    def get_user(self, entry):
        if entry.user is None:
            if entry.user_label:
                return {"id": None, "email": entry.user_label, "full_name": entry.user_label}
            return None
        return {"id": entry.user.pk, "email": entry.user.email, "full_name": entry.user.full_name}
