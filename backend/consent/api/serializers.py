"""Shapes of the consent configuration, the decisions the storefront sends and the staff views of them."""

import re

from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers
from rest_framework.exceptions import ErrorDetail, ValidationError

from core.api.serializers import ModelSerializer, StrictSerializer, UTCDateTimeField

from ..configuration import INTENTS, TRACKING_COOKIE_MAX_DAYS, TRACKING_COOKIE_MIN_DAYS
from ..models import ConsentRecord, ConsentVersion, Decision, Intent

SERVICE_KEY = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")
GOOGLE_TAG_ID = re.compile(r"^(G|GT|AW|DC)-[A-Z0-9]{4,20}$")
PIXEL_ID = re.compile(r"^[0-9]{5,20}$")

KEY_INVALID = "Der Schlüssel darf nur Kleinbuchstaben, Ziffern und einzelne Bindestriche enthalten (z. B. google-tag)."
KEY_TAKEN = "Dieser Schlüssel wird bereits von einem anderen Dienst verwendet."
INTENTS_EMPTY = "Bitte wählen Sie mindestens einen Zweck."
INTENTS_TWICE = "Jeder Zweck darf nur einmal vorkommen."
URL_INVALID = "Bitte geben Sie eine Adresse ein, die mit https://, http:// oder / beginnt."
TTL_TRACKING = (
    f"Cookies für Statistik und Marketing dürfen zwischen {TRACKING_COOKIE_MIN_DAYS} "
    f"und {TRACKING_COOKIE_MAX_DAYS} Tagen gespeichert werden."
)
GOOGLE_TAG_INVALID = "Bitte geben Sie eine gültige Google-Tag-ID ein (z. B. G-ABC123DEF4)."
PIXEL_INVALID = "Bitte geben Sie eine gültige Meta-Pixel-ID ein (nur Ziffern, z. B. 123456789012345)."
NO_SERVICES = "Bitte legen Sie mindestens einen Dienst an."
NO_REQUIRED_SERVICE = "Mindestens ein Dienst muss den Zweck „Notwendig“ haben."

INTENT_UNKNOWN = "Unbekannter Zweck: „{key}“."
INTENT_NOT_BOOLEAN = "Der Wert für „{key}“ muss true oder false sein."
INTENTS_MISMATCH = "Die Zwecke passen nicht zur Auswahl der Dienste."
SERVICE_UNKNOWN = "Unbekannter Dienst: „{key}“."
REQUIRED_OFF = "Notwendige Dienste können nicht abgelehnt werden: {keys}."
DECISION_MISMATCH = "Die Auswahl der Dienste passt nicht zur Entscheidung."
NOT_AN_OBJECT = "Bitte senden Sie ein Objekt mit true/false-Werten."
TOO_MANY_KEYS = "Es sind höchstens 50 Einträge möglich."


class ConsentStorageEntrySerializer(StrictSerializer):
    name = serializers.CharField(label="Name", max_length=200)
    ttl = serializers.IntegerField(label="Laufzeit in Tagen", min_value=0, max_value=3650)
    description = serializers.CharField(label="Beschreibung", max_length=500, allow_blank=True, default="")


def _url(value: str) -> str:
    if value and not (
        value.startswith(("https://", "http://")) or (value.startswith("/") and not value.startswith("//"))
    ):
        raise ValidationError(URL_INVALID, code="invalid_url")
    return value


class ConsentServiceSerializer(StrictSerializer):
    key = serializers.CharField(label="Schlüssel", max_length=40)
    name = serializers.CharField(label="Name", max_length=100)
    description = serializers.CharField(
        label="Beschreibung", max_length=1000, allow_blank=True, default="", style={"multiline": True}
    )
    intents = serializers.ListField(
        label="Zwecke",
        child=serializers.ChoiceField(choices=Intent.choices),
        max_length=4,
    )
    provider = serializers.CharField(label="Anbieter", max_length=200, allow_blank=True, default="")
    privacy_policy = serializers.CharField(
        label="Datenschutzerklärung", max_length=500, allow_blank=True, default="", validators=[_url]
    )
    cookies = ConsentStorageEntrySerializer(many=True, default=list, max_length=30)
    local_storage = ConsentStorageEntrySerializer(many=True, default=list, max_length=30)
    session_storage = ConsentStorageEntrySerializer(many=True, default=list, max_length=30)

    def validate_key(self, value):
        if not SERVICE_KEY.match(value):
            raise ValidationError(KEY_INVALID, code="invalid_key")
        return value

    def validate_intents(self, value):
        if not value:
            raise ValidationError(INTENTS_EMPTY, code="empty")
        if len(set(value)) != len(value):
            raise ValidationError(INTENTS_TWICE, code="duplicate")
        return [intent for intent in INTENTS if intent in value]

    def validate(self, attrs):
        if {"analytics", "marketing"} & set(attrs["intents"]):
            wrong = {
                index: {"ttl": [ErrorDetail(TTL_TRACKING, code="ttl_range")]}
                for index, cookie in enumerate(attrs["cookies"])
                if not TRACKING_COOKIE_MIN_DAYS <= cookie["ttl"] <= TRACKING_COOKIE_MAX_DAYS
            }
            if wrong:
                raise ValidationError({"cookies": [wrong.get(i, {}) for i in range(len(attrs["cookies"]))]})
        return attrs


class ConsentConfigurationSerializer(StrictSerializer):
    """The consent configuration (PUT sends all of it; GET answers it with its version)."""

    version = serializers.CharField(read_only=True)
    created_at = UTCDateTimeField(read_only=True, allow_null=True)
    google_tag_id = serializers.CharField(label="Google-Tag-ID", max_length=30, allow_blank=True, default="")
    facebook_pixel_id = serializers.CharField(label="Meta-Pixel-ID", max_length=30, allow_blank=True, default="")
    services = ConsentServiceSerializer(many=True, max_length=30)

    def validate_google_tag_id(self, value):
        value = value.strip()
        if value and not GOOGLE_TAG_ID.match(value):
            raise ValidationError(GOOGLE_TAG_INVALID, code="invalid")
        return value

    def validate_facebook_pixel_id(self, value):
        value = value.strip()
        if value and not PIXEL_ID.match(value):
            raise ValidationError(PIXEL_INVALID, code="invalid")
        return value

    def validate_services(self, services):
        if not services:
            raise ValidationError(NO_SERVICES, code="empty")
        keys = [service["key"] for service in services]
        duplicates = {
            index: {"key": [ErrorDetail(KEY_TAKEN, code="unique")]}
            for index, key in enumerate(keys)
            if keys.index(key) != index
        }
        if duplicates:
            raise ValidationError([duplicates.get(i, {}) for i in range(len(services))])
        if not any("required" in service["intents"] for service in services):
            raise ValidationError(NO_REQUIRED_SERVICE, code="no_required")
        return services


@extend_schema_field({"type": "object", "additionalProperties": {"type": "boolean"}})
class FlagsField(serializers.Field):
    """An object of keys to booleans (intents or services), at most 50 keys."""

    default_error_messages = {"not_an_object": NOT_AN_OBJECT, "too_many": TOO_MANY_KEYS}

    def to_internal_value(self, data):
        if not isinstance(data, dict):
            self.fail("not_an_object")
        if len(data) > 50:
            self.fail("too_many")
        wrong = [key for key, value in data.items() if not isinstance(value, bool)]
        if wrong:
            raise ValidationError([INTENT_NOT_BOOLEAN.format(key=key[:40]) for key in wrong[:5]], code="not_boolean")
        return data

    def to_representation(self, value):
        return value


class ConsentDecisionSerializer(StrictSerializer):
    """A decision sent by the storefront (POST /api/consents)."""

    consent_id = serializers.UUIDField(label="Einwilligungs-ID")
    version = serializers.CharField(label="Version", max_length=64)
    decision = serializers.ChoiceField(label="Entscheidung", choices=Decision.choices)
    intents = FlagsField(label="Zwecke")
    services = FlagsField(label="Dienste")

    def validate_intents(self, value):
        unknown = [key for key in value if key not in INTENTS]
        if unknown:
            raise ValidationError([INTENT_UNKNOWN.format(key=key[:40]) for key in unknown[:5]], code="unknown_intent")
        return value

    def validate_services(self, value):
        unknown = [key for key in value if not SERVICE_KEY.match(key) or len(key) > 40]
        if unknown:
            raise ValidationError([SERVICE_UNKNOWN.format(key=key[:40]) for key in unknown[:5]], code="unknown_service")
        return value


class ConsentRecordSerializer(ModelSerializer):
    decision_label = serializers.CharField(source="get_decision_display", read_only=True)

    class Meta:
        model = ConsentRecord
        fields = [
            "id",
            "recorded_at",
            "consent_id",
            "version",
            "decision",
            "decision_label",
            "intents",
            "services",
            "client_hash",
        ]
        read_only_fields = fields


class ConsentRecordedSerializer(ModelSerializer):
    """The answer to a recorded decision."""

    class Meta:
        model = ConsentRecord
        fields = ["consent_id", "version", "decision", "recorded_at"]
        read_only_fields = fields


class ConsentVersionSerializer(ModelSerializer):
    records_count = serializers.IntegerField(read_only=True)
    services_count = serializers.SerializerMethodField()
    is_current = serializers.SerializerMethodField()

    class Meta:
        model = ConsentVersion
        fields = ["id", "version", "created_at", "created_by", "services_count", "records_count", "is_current"]
        read_only_fields = fields

    def get_services_count(self, row) -> int:
        return len(row.configuration.get("services", []))

    def get_is_current(self, row) -> bool:
        return row.version == self.context.get("current_version")


class ConsentShareSerializer(serializers.Serializer):
    label = serializers.CharField()
    count = serializers.IntegerField()
    share = serializers.FloatField()


class ConsentDecisionShareSerializer(ConsentShareSerializer):
    decision = serializers.ChoiceField(choices=Decision.choices)


class ConsentIntentShareSerializer(ConsentShareSerializer):
    intent = serializers.ChoiceField(choices=Intent.choices)


class ConsentSummarySerializer(serializers.Serializer):
    version = serializers.CharField()
    total = serializers.IntegerField()
    decisions = ConsentDecisionShareSerializer(many=True)
    intents = ConsentIntentShareSerializer(many=True)


def complete_choice(configuration: dict, data: dict) -> tuple[dict, dict]:
    """Check a decision against the configuration it was made for; answer the complete services and intents.

    Every failing field is reported at once (400): unknown services, required services switched off, a
    choice that contradicts 'all' or 'required', intents that do not follow from the services.
    """
    from ..configuration import intents_for, required_keys

    known = [service["key"] for service in configuration["services"]]
    required = required_keys(configuration)
    sent = data["services"]
    errors: dict[str, list] = {}
    unknown = [key for key in sent if key not in known]
    if unknown:
        errors["services"] = [ErrorDetail(SERVICE_UNKNOWN.format(key=key), code="unknown_service") for key in unknown]
    else:
        off = [key for key in known if key in required and sent.get(key) is False]
        if off:
            errors["services"] = [ErrorDetail(REQUIRED_OFF.format(keys=", ".join(off)), code="required_off")]
    services = {key: key in required or bool(sent.get(key)) for key in known}
    if "services" not in errors:
        expected = {
            Decision.ALL: {key: True for key in known},
            Decision.REQUIRED: {key: key in required for key in known},
        }.get(data["decision"])
        if expected is not None and services != expected:
            errors["services"] = [ErrorDetail(DECISION_MISMATCH, code="decision_mismatch")]
    intents = intents_for(configuration, services, everything=data["decision"] == Decision.ALL)
    if "services" not in errors and any(
        data["intents"].get(intent, False) != granted for intent, granted in intents.items()
    ):
        errors["intents"] = [ErrorDetail(INTENTS_MISMATCH, code="intents_mismatch")]
    if errors:
        raise ValidationError(errors)
    return services, intents
