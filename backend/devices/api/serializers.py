"""The shapes of devices, commands and device logs (docs/devices.md), for staff and for the agents."""

from rest_framework import serializers

from core.api.fields import IdRelatedField, id_field
from core.api.serializers import ModelSerializer, StrictModelSerializer, StrictSerializer, UTCDateTimeField
from organisation.api.fields import ReachableBranchField
from organisation.models import Department
from organisation.selectors import departments_for

from .. import messages, selectors
from ..models import Command, Device, DeviceKind, DeviceLog
from ..services import logs as log_services
from ..services.pairing import CODE_LENGTH, open_request, unique_identifier

PRINTER_FIELDS = ("printer_host", "department")
PAIRING_STATUSES = [("waiting", "Wartet"), ("paired", "Gekoppelt"), ("expired", "Abgelaufen")]


class ReachableDepartmentField(IdRelatedField):
    """A department of a branch the caller reaches; others are reported as unknown."""

    def get_queryset(self):
        request = self.context.get("request")
        if request is None:
            return Department.objects.none()
        return departments_for(request.user)


class DeviceSerializer(StrictModelSerializer):
    """A device of a branch; `online`: seen within DEVICE_ONLINE_SECONDS. The secret is never shown."""

    branch = ReachableBranchField()
    department = ReachableDepartmentField(allow_null=True, required=False)
    identifier = serializers.SlugField(
        max_length=60, required=False, help_text="Kennung (eindeutig in der Filiale); leer: aus dem Namen"
    )
    is_paired = serializers.SerializerMethodField(help_text="Hat das Gerät ein Geheimnis (gekoppelt)?")
    online = serializers.SerializerMethodField(help_text="In den letzten DEVICE_ONLINE_SECONDS gesehen")

    class Meta:
        model = Device
        fields = [
            "id",
            "branch",
            "name",
            "identifier",
            "kind",
            "is_active",
            "is_paired",
            "paired_at",
            "last_seen_at",
            "online",
            "printer_host",
            "printer_port",
            "department",
            "auto_print",
            "sound_enabled",
            "created_at",
        ]
        read_only_fields = ["paired_at", "last_seen_at", "sound_enabled", "created_at"]
        extra_kwargs = {"printer_port": {"min_value": 1, "max_value": 65535}}

    def get_validators(self):
        # (branch, identifier) is checked in validate(): the identifier may be left out (made from the name)
        return []

    def get_is_paired(self, device) -> bool:
        return device.is_paired

    def get_online(self, device) -> bool:
        return selectors.is_online(device)

    def validate(self, attrs):
        attrs = super().validate(attrs)
        instance = self.instance
        kind = attrs.get("kind", instance.kind if instance else None)
        branch = attrs.get("branch", instance.branch if instance else None)
        department = attrs.get("department", instance.department if instance else None)
        errors = {}
        if kind != DeviceKind.PRINTER:
            for name in PRINTER_FIELDS:
                if attrs.get(name):
                    errors[name] = messages.PRINTER_FIELDS_ONLY
        if (
            department is not None
            and branch is not None
            and department.branch_id != branch.pk
            and "department" not in errors
        ):
            errors["department"] = messages.DEPARTMENT_OF_OTHER_BRANCH
        if errors:
            raise serializers.ValidationError(errors)
        if not attrs.get("identifier") and instance is None and branch is not None and attrs.get("name"):
            attrs["identifier"] = unique_identifier(branch, attrs["name"])
        identifier = attrs.get("identifier", instance.identifier if instance else None)
        if branch is not None and identifier and ("identifier" in attrs or "branch" in attrs):
            clash = Device.objects.filter(branch=branch, identifier=identifier)
            if instance is not None:
                clash = clash.exclude(pk=instance.pk)
            if clash.exists():
                raise serializers.ValidationError(
                    {"identifier": serializers.ErrorDetail(messages.IDENTIFIER_TAKEN, code="unique")}
                )
        return attrs


class PairSerializer(DeviceSerializer):
    """The code the device page shows, and the device to create for it."""

    code = serializers.CharField(
        max_length=20, write_only=True, help_text=f"Der Code des Geräts ({CODE_LENGTH} Zeichen)"
    )

    class Meta(DeviceSerializer.Meta):
        fields = [*DeviceSerializer.Meta.fields, "code"]

    def validate_code(self, value):
        if open_request(value) is None:
            raise serializers.ValidationError(messages.CODE_INVALID, code="invalid_code")
        return value


class PairExistingSerializer(StrictSerializer):
    """The code the new device page shows, for an existing device (its old secret stops working)."""

    code = serializers.CharField(max_length=20, help_text=f"Der Code des neuen Geräts ({CODE_LENGTH} Zeichen)")


class PairingStartedSerializer(serializers.Serializer):
    code = serializers.CharField(help_text="Der Code, den das Gerät groß anzeigt")
    token = serializers.CharField(help_text="Damit fragt das Gerät nach, ob es gekoppelt wurde")
    expires_at = UTCDateTimeField()


class PairingStatusQuerySerializer(StrictSerializer):
    token = serializers.CharField(max_length=200)


class AgentBranchSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    name = serializers.CharField()
    identifier = serializers.CharField()


class AgentDeviceSerializer(ModelSerializer):
    """The device as its agent sees itself."""

    branch = AgentBranchSerializer(read_only=True)

    class Meta:
        model = Device
        fields = ["id", "name", "identifier", "kind", "branch", "printer_host", "printer_port", "sound_enabled"]
        read_only_fields = fields


class PairingStatusSerializer(serializers.Serializer):
    status = serializers.ChoiceField(choices=PAIRING_STATUSES)
    secret = serializers.CharField(
        required=False, allow_null=True, help_text="Nur in der ersten Antwort nach dem Koppeln"
    )
    device = AgentDeviceSerializer(required=False, allow_null=True)


class CommandSerializer(ModelSerializer):
    class Meta:
        model = Command
        fields = [
            "id",
            "device",
            "kind",
            "payload",
            "status",
            "created_at",
            "delivered_at",
            "finished_at",
            "expires_at",
            "result",
            "error",
        ]
        read_only_fields = fields


class AgentCommandSerializer(ModelSerializer):
    """A command as the agent receives it."""

    class Meta:
        model = Command
        fields = ["id", "kind", "payload", "created_at"]
        read_only_fields = fields


class AckSerializer(StrictSerializer):
    ok = serializers.BooleanField()
    result = serializers.JSONField(required=False, allow_null=True, default=None)
    error = serializers.CharField(max_length=500, required=False, allow_blank=True, default="")


class LogLineField(serializers.CharField):
    def __init__(self, **kwargs):
        kwargs.setdefault("max_length", log_services.MAX_LINE_LENGTH)
        kwargs.setdefault("allow_blank", True)
        kwargs.setdefault("trim_whitespace", False)
        kwargs.setdefault(
            "error_messages", {"max_length": messages.LINE_TOO_LONG.format(length=log_services.MAX_LINE_LENGTH)}
        )
        super().__init__(**kwargs)


class LogsInputSerializer(StrictSerializer):
    lines = serializers.ListField(
        child=LogLineField(),
        max_length=log_services.MAX_LINES,
        error_messages={"max_length": messages.TOO_MANY_LINES.format(count=log_services.MAX_LINES)},
    )
    command_id = id_field()

    def get_fields(self):
        fields = super().get_fields()
        fields["command_id"].required = False
        fields["command_id"].allow_null = True
        return fields


class DeviceLogSerializer(ModelSerializer):
    class Meta:
        model = DeviceLog
        fields = ["id", "device", "command", "lines", "created_at"]
        read_only_fields = fields


class HeartbeatSerializer(StrictSerializer):
    sound_enabled = serializers.BooleanField(required=False, allow_null=True, default=None)
