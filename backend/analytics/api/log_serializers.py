"""The analytics log on the wire: the batch a storefront sends (schema only; analytics.api.log_input
checks it) and the entries staff read."""

from rest_framework import serializers

from core.api.serializers import ModelSerializer

from ..models import AnalyticsEvent, EventType
from .log_input import MAX_DATA_CHARS, MAX_EVENTS, MAX_LANGUAGES, MAX_SIZE


class DeviceInfoSerializer(serializers.Serializer):
    language = serializers.CharField(required=False, max_length=35)
    languages = serializers.ListField(
        child=serializers.CharField(max_length=35), required=False, max_length=MAX_LANGUAGES
    )
    user_agent = serializers.CharField(required=False, max_length=500)
    referrer = serializers.CharField(required=False, max_length=1000)
    screen_width = serializers.IntegerField(required=False, min_value=0, max_value=MAX_SIZE)
    screen_height = serializers.IntegerField(required=False, min_value=0, max_value=MAX_SIZE)
    window_width = serializers.IntegerField(required=False, min_value=0, max_value=MAX_SIZE)
    window_height = serializers.IntegerField(required=False, min_value=0, max_value=MAX_SIZE)
    pixel_ratio = serializers.FloatField(required=False, min_value=0.01, max_value=99.99)
    orientation = serializers.CharField(required=False, max_length=40)
    dark_mode = serializers.BooleanField(required=False)


class AnalyticsEventInputSerializer(serializers.Serializer):
    type = serializers.ChoiceField(choices=EventType.choices)
    name = serializers.CharField(required=False, max_length=100, allow_blank=True)
    sub_name = serializers.CharField(required=False, max_length=100, allow_blank=True)
    action = serializers.CharField(
        required=False, max_length=100, allow_blank=True, help_text="Wort des Back Office für name (nicht beides)"
    )
    category = serializers.CharField(
        required=False, max_length=100, allow_blank=True, help_text="Wort des Back Office für subName (nicht beides)"
    )
    path = serializers.CharField(required=False, max_length=300, allow_blank=True, help_text="beginnt mit /")
    branch = serializers.CharField(
        required=False, max_length=80, allow_null=True, help_text="Kennung der Filiale (unbekannt: ohne Filiale)"
    )
    is_new_visitor = serializers.BooleanField(required=False)
    data = serializers.DictField(
        required=False, help_text=f"frei, als JSON höchstens {MAX_DATA_CHARS} Zeichen und 4 Ebenen tief"
    )
    device = DeviceInfoSerializer(required=False, help_text="nur beim Typ device")


class AnalyticsBatchSerializer(serializers.Serializer):
    events = AnalyticsEventInputSerializer(many=True, max_length=MAX_EVENTS, min_length=1)


class AcceptedSerializer(serializers.Serializer):
    accepted = serializers.IntegerField()


class AnalyticsEventSerializer(ModelSerializer):
    class Meta:
        model = AnalyticsEvent
        fields = [
            "id",
            "occurred_at",
            "visitor",
            "is_new_visitor",
            "type",
            "name",
            "sub_name",
            "path",
            "branch",
            "data",
            "referrer_origin",
            "browser",
            "operating_system",
            "device_class",
            "resolution",
            "pixel_ratio",
            "color_scheme",
        ]
        read_only_fields = fields
