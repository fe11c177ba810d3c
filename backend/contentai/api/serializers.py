"""Shapes of the AI content endpoints: the inputs of a page draft and an image, the status, the request log."""

from rest_framework import serializers

from core.api.serializers import ModelSerializer, StrictSerializer

from ..models import AiRequest
from ..services import IMAGE_SIZES


class AiSiteDraftSerializer(StrictSerializer):
    brief = serializers.CharField(
        min_length=1, max_length=1000, style={"multiline": True}, help_text="Kurzer Auftrag (1 bis 1000 Zeichen)"
    )


class AiImageSerializer(StrictSerializer):
    prompt = serializers.CharField(
        min_length=1, max_length=1000, style={"multiline": True}, help_text="Bildbeschreibung"
    )
    alt = serializers.CharField(min_length=1, max_length=255, help_text="Alternativtext des Bildes in der Mediathek")
    size = serializers.ChoiceField(choices=IMAGE_SIZES, help_text="Breite x Höhe in Pixeln")


class AiStatusSerializer(serializers.Serializer):
    enabled = serializers.BooleanField(help_text="false: KI-Funktionen nicht eingerichtet (AI_BASE_URL leer)")
    image_sizes = serializers.ListField(child=serializers.CharField())


class AiRequestSerializer(ModelSerializer):
    user = serializers.SerializerMethodField(help_text="E-Mail-Adresse; null wenn gelöscht")
    kind_label = serializers.CharField(source="get_kind_display", read_only=True)
    status_label = serializers.CharField(source="get_status_display", read_only=True)

    class Meta:
        model = AiRequest
        fields = [
            "id",
            "user",
            "kind",
            "kind_label",
            "model",
            "prompt",
            "answer",
            "prompt_tokens",
            "completion_tokens",
            "status",
            "status_label",
            "error",
            "job_id",
            "created_at",
        ]
        read_only_fields = fields

    def get_user(self, instance) -> str | None:
        return instance.user.email if instance.user is not None else None
