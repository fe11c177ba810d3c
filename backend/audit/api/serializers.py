from functools import cache

from django.apps import apps
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


class LogEntrySerializer(ModelSerializer):
    user = serializers.SerializerMethodField()
    entity_type = serializers.SerializerMethodField(help_text="Objekttyp auf Deutsch, z. B. 'Aufgabe'")
    changes = serializers.DictField(child=serializers.DictField())

    class Meta:
        model = LogEntry
        fields = ["id", "user", "action", "entity", "entity_type", "entity_id", "entity_label", "changes", "created_at"]
        read_only_fields = fields

    def get_entity_type(self, entry) -> str:
        return entity_type(entry.entity)

    @extend_schema_field(LogUserSerializer(allow_null=True))
    def get_user(self, entry):
        if entry.user is None:
            if entry.user_label:
                return {"id": None, "email": entry.user_label, "full_name": entry.user_label}
            return None
        return {"id": entry.user.pk, "email": entry.user.email, "full_name": entry.user.full_name}
