from rest_framework import serializers

from core.api.serializers import ModelSerializer, StrictSerializer

from ..models import FormSubmission


class SubmittedValueSerializer(serializers.Serializer):
    key = serializers.CharField()
    label = serializers.CharField()
    type = serializers.CharField()
    value = serializers.JSONField()


class SubmissionActionSerializer(serializers.Serializer):
    type = serializers.CharField()
    state = serializers.CharField()
    attempts = serializers.IntegerField()
    error = serializers.CharField(allow_blank=True)
    detail = serializers.CharField(allow_blank=True)


class FormSubmissionSerializer(ModelSerializer):
    values = SubmittedValueSerializer(many=True, read_only=True)
    actions = SubmissionActionSerializer(many=True, read_only=True)

    class Meta:
        model = FormSubmission
        fields = ["id", "form", "form_name", "values", "actions", "created_at", "next_attempt_at"]
        read_only_fields = fields


class ConversionSerializer(serializers.Serializer):
    conversion_id = serializers.CharField()
    value = serializers.FloatField()
    currency = serializers.CharField()


class FormSubmittedSerializer(serializers.Serializer):
    """The answer to a submission (the storefront does not need it; the conversions go to the ad tag)."""

    id = serializers.IntegerField(allow_null=True)
    thank_you = serializers.CharField(allow_blank=True)
    conversions = ConversionSerializer(many=True)


class SignatureMailSerializer(StrictSerializer):
    email = serializers.EmailField(max_length=254)
    signature = serializers.CharField(max_length=200_000, trim_whitespace=False)


class SignatureSentSerializer(serializers.Serializer):
    email = serializers.EmailField()
