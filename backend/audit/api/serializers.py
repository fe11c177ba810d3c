from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from core.api.serializers import ModelSerializer

from ..models import LogEntry


class LogUserSerializer(serializers.Serializer):
    id = serializers.IntegerField(allow_null=True)
    email = serializers.EmailField()
    full_name = serializers.CharField()


class LogEntrySerializer(ModelSerializer):
    user = serializers.SerializerMethodField()
    changes = serializers.DictField(child=serializers.DictField())

    class Meta:
        model = LogEntry
        fields = ["id", "user", "action", "entity", "entity_id", "entity_label", "changes", "created_at"]
        read_only_fields = fields

    @extend_schema_field(LogUserSerializer(allow_null=True))
    def get_user(self, entry):
        if entry.user is None:
            if entry.user_label:
                return {"id": None, "email": entry.user_label, "full_name": entry.user_label}
            return None
        return {"id": entry.user.pk, "email": entry.user.email, "full_name": entry.user.full_name}
