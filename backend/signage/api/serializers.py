"""Shapes of scenes, segments ('Filmsequenz'), streams and TVs, and of the commands and the player's reports.

Every failing field is reported at once, in German, on its path ('scenes.1.durationSeconds', 'slots.0.from',
'content.body.0.type'). Rows without a branch serve every branch: only administrators create or change them.
A segment of a branch takes scenes of that branch or shared ones; a shared segment only shared scenes (and so
streams with segments, TVs with streams).
"""

import re

from django.core.serializers.json import DjangoJSONEncoder
from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers
from rest_framework.exceptions import ErrorDetail

from catalogue.models import Category
from catalogue.selectors import menus_for
from cms.services import check_blocks
from core.api.fields import IdRelatedField
from core.api.permissions import is_admin
from core.api.serializers import (
    CompleteNestedMixin,
    ModelSerializer,
    StrictModelSerializer,
    StrictSerializer,
    UTCDateTimeField,
)
from devices.models import Command, DeviceKind
from devices.selectors import devices_for
from organisation.api.fields import ReachableBranchField
from rules.slug import path_slug

from .. import messages, selectors
from ..models import ProofOfPlay, Scene, Segment, SignageDevice, Stream, Transition

TIME_FROM = re.compile(r"^(?:[01][0-9]|2[0-3]):[0-5][0-9]$")
TIME_TO = re.compile(r"^(?:(?:[01][0-9]|2[0-3]):[0-5][0-9]|24:00)$")
RESOLUTION = re.compile(r"^[1-9][0-9]{2,4}x[1-9][0-9]{2,4}$")
MAX_DURATION_SECONDS = 3600
MAX_ENTRIES = 100
CONTENT_INVALID = "Der Inhalt enthält einen Wert, der nicht gespeichert werden kann."


def _user(serializer):
    request = serializer.context.get("request")
    return request.user if request else None


class SharedBranchField(ReachableBranchField):
    """A branch in reach, or null: every branch (administrators only)."""

    def __init__(self, **kwargs):
        kwargs.setdefault("allow_null", True)
        kwargs.setdefault("required", False)
        kwargs.setdefault("default", None)
        super().__init__(**kwargs)


class _BranchRules:
    """Shared rows are the administrators'; a row's parts must be shared or of its branch."""

    def validate_branch(self, branch):
        if branch is None and not is_admin(_user(self)):
            raise serializers.ValidationError(messages.SHARED_ADMIN_ONLY, code="shared_admin_only")
        return branch

    def _branch(self, attrs):
        return attrs["branch"] if "branch" in attrs else getattr(self.instance, "branch", None)

    @staticmethod
    def fits(part, branch) -> bool:
        return part.branch_id is None or (branch is not None and part.branch_id == branch.pk)


# --- scenes -------------------------------------------------------------------------------------------------------
@extend_schema_field(
    {
        "type": "object",
        "additionalProperties": True,
        "description": "Blöcke wie bei einem wiederverwendbaren Block der Website ({body: [...]}, "
        "GET /api/content-schema)",
    }
)
class BlocksField(serializers.JSONField):
    """The blocks as the parser decoded them (fractions as Decimal, which the plain JSON check refuses)."""

    default_error_messages = {"invalid": CONTENT_INVALID}

    def __init__(self, **kwargs):
        kwargs.setdefault("encoder", DjangoJSONEncoder)
        super().__init__(**kwargs)


class MenuField(IdRelatedField):
    def get_queryset(self):
        return menus_for(_user(self))


class CategoryField(IdRelatedField):
    def get_queryset(self):
        return Category.objects.all()


class SceneSerializer(_BranchRules, StrictModelSerializer):
    """A scene: `layout` blocks shows `content` (the website builder's blocks); `menu-board` draws the
    `categories` of `menu` (null: the screen's branch's active menu; no categories: all) live from the catalogue."""

    branch = SharedBranchField()
    content = BlocksField(required=False)
    menu = MenuField(allow_null=True, required=False)
    categories = CategoryField(many=True, required=False)
    branch_name = serializers.CharField(source="branch.name", read_only=True, allow_null=True)

    class Meta:
        model = Scene
        fields = [
            "id",
            "path",
            "name",
            "branch",
            "branch_name",
            "layout",
            "content",
            "title",
            "menu",
            "categories",
            "created_at",
            "updated_at",
        ]
        read_only_fields = ["created_at", "updated_at"]

    def validate_path(self, value):
        path = path_slug(value)[:200].rstrip("-./")
        if not path:
            raise serializers.ValidationError(messages.PATH_REQUIRED, code="invalid")
        taken = Scene.objects.filter(path=path).exclude(pk=getattr(self.instance, "pk", None)).first()
        if taken is not None:
            raise serializers.ValidationError(messages.PATH_TAKEN.format(scene=taken.name), code="unique")
        return path

    def validate_content(self, value):
        cleaned, errors = check_blocks(value)
        if errors:
            detail: dict = {}
            for path, code, message in errors:
                key = path or "non_field_errors"
                detail.setdefault(key, []).append(ErrorDetail(f"{path}: {message}" if path else message, code=code))
            raise serializers.ValidationError(detail)
        return cleaned

    def validate(self, attrs):
        menu = attrs["menu"] if "menu" in attrs else getattr(self.instance, "menu", None)
        if "categories" in attrs:
            categories = attrs["categories"]
        else:
            categories = list(self.instance.categories.all()) if self.instance is not None else []
        if menu is not None and categories:
            in_menu = set(menu.entries.values_list("category_id", flat=True))
            outside = [category for category in categories if category.pk not in in_menu]
            if outside:
                message = messages.CATEGORY_NOT_IN_MENU.format(name=outside[0].name, menu=menu.name)
                raise serializers.ValidationError({"categories": message}, code="not_in_menu")
        if self.instance is None and "content" not in attrs:
            attrs["content"] = check_blocks({})[0]
        return attrs


class SceneRefField(IdRelatedField):
    """A scene the caller reads (shared, or of a branch in reach)."""

    def get_queryset(self):
        return selectors.scenes_for(_user(self)).order_by()


# --- segments -----------------------------------------------------------------------------------------------------
class SegmentSceneSerializer(CompleteNestedMixin, StrictSerializer):
    scene = SceneRefField()
    scene_name = serializers.CharField(source="scene.name", read_only=True)
    duration_seconds = serializers.IntegerField(min_value=1, max_value=MAX_DURATION_SECONDS, default=10)
    transition = serializers.ChoiceField(choices=Transition.choices, default=Transition.FADE)


class SegmentSerializer(_BranchRules, StrictModelSerializer):
    """'Filmsequenz': the scenes in order, each with its duration (seconds) and transition."""

    branch = SharedBranchField()
    branch_name = serializers.CharField(source="branch.name", read_only=True, allow_null=True)
    scenes = SegmentSceneSerializer(many=True, source="entries", max_length=MAX_ENTRIES)

    class Meta:
        model = Segment
        fields = ["id", "name", "branch", "branch_name", "scenes", "created_at", "updated_at"]
        read_only_fields = ["created_at", "updated_at"]

    def validate_scenes(self, entries):
        if not entries:
            raise serializers.ValidationError(messages.NO_SCENES, code="empty")
        return entries

    def validate(self, attrs):
        branch = self._branch(attrs)
        entries = attrs.get("entries")
        if entries is None and self.instance is not None and "branch" in attrs:
            entries = [{"scene": entry.scene} for entry in self.instance.entries.all()]
        errors = [
            {}
            if self.fits(entry["scene"], branch)
            else {"scene": [messages.OTHER_BRANCH_SCENE.format(name=entry["scene"].name)]}
            for entry in entries or []
        ]
        if any(errors):
            raise serializers.ValidationError({"scenes": errors}, code="other_branch")
        return attrs


class SegmentRefField(IdRelatedField):
    def get_queryset(self):
        return selectors.segments_for(_user(self)).order_by()


# --- streams ------------------------------------------------------------------------------------------------------
class StreamSlotSerializer(CompleteNestedMixin, StrictSerializer):
    """A slot: on `weekdays` (0 Monday ... 6 Sunday) from `from` to `to` (HH:MM, business time zone; "24:00" is
    midnight; an end not after the start runs past midnight into the next day), `segment` plays."""

    weekdays = serializers.ListField(
        child=serializers.IntegerField(
            min_value=0,
            max_value=6,
            error_messages={
                "invalid": messages.WEEKDAY,
                "min_value": messages.WEEKDAY,
                "max_value": messages.WEEKDAY,
                "max_string_length": messages.WEEKDAY,
            },
        ),
        max_length=7 * 4,
    )
    from_ = serializers.CharField(source="starts", max_length=5)
    to = serializers.CharField(source="ends", max_length=5)
    segment = SegmentRefField()
    segment_name = serializers.CharField(source="segment.name", read_only=True)

    def get_fields(self):
        fields = super().get_fields()
        return {("from" if name == "from_" else name): field for name, field in fields.items()}

    def validate_weekdays(self, value):
        if not value:
            raise serializers.ValidationError(messages.NO_WEEKDAYS, code="empty")
        return sorted(set(value))

    def validate_from(self, value):
        if not TIME_FROM.match(value):
            raise serializers.ValidationError(messages.TIME_FROM, code="invalid_time")
        return value

    def validate_to(self, value):
        if not TIME_TO.match(value) or value == "00:00":
            raise serializers.ValidationError(messages.TIME_TO, code="invalid_time")
        return value

    def validate(self, attrs):
        if attrs["starts"] == attrs["ends"]:
            raise serializers.ValidationError({"to": messages.SAME_TIMES}, code="same_times")
        return attrs


class StreamSerializer(_BranchRules, StrictModelSerializer):
    """A schedule of segments: the first slot that matches an instant plays."""

    branch = SharedBranchField()
    branch_name = serializers.CharField(source="branch.name", read_only=True, allow_null=True)
    slots = StreamSlotSerializer(many=True, required=False, max_length=MAX_ENTRIES)

    class Meta:
        model = Stream
        fields = ["id", "name", "branch", "branch_name", "slots", "created_at", "updated_at"]
        read_only_fields = ["created_at", "updated_at"]

    def validate(self, attrs):
        branch = self._branch(attrs)
        slots = attrs.get("slots")
        if slots is None and self.instance is not None and "branch" in attrs:
            slots = [{"segment": slot.segment} for slot in self.instance.slots.all()]
        errors = [
            {}
            if self.fits(slot["segment"], branch)
            else {"segment": [messages.OTHER_BRANCH_SEGMENT.format(name=slot["segment"].name)]}
            for slot in slots or []
        ]
        if any(errors):
            raise serializers.ValidationError({"slots": errors}, code="other_branch")
        return attrs


# --- TVs ----------------------------------------------------------------------------------------------------------
class ScreenDeviceField(IdRelatedField):
    """A device in the caller's reach (devices.selectors.devices_for); it must be a screen."""

    def get_queryset(self):
        return devices_for(_user(self)).order_by()


class StreamRefField(IdRelatedField):
    def get_queryset(self):
        return selectors.streams_for(_user(self)).order_by()


class ShowingSerializer(serializers.Serializer):
    scene = serializers.IntegerField(allow_null=True)
    scene_name = serializers.CharField(allow_null=True)
    since = UTCDateTimeField(allow_null=True)


class ScreenshotSerializer(serializers.Serializer):
    url = serializers.CharField()
    taken_at = UTCDateTimeField()


class OverrideSerializer(serializers.Serializer):
    command = serializers.IntegerField()
    scene = serializers.IntegerField(allow_null=True)
    scene_name = serializers.CharField(allow_null=True)
    status = serializers.CharField()


class SignageDeviceSerializer(StrictModelSerializer):
    """A TV: a `screen` device with its stream, orientation and resolution; `showing` is what its player last
    reported (proof of play), `online` whether the device was seen within DEVICE_ONLINE_SECONDS."""

    device = ScreenDeviceField()
    stream = StreamRefField(allow_null=True, required=False)
    resolution = serializers.CharField(max_length=11, required=False)
    name = serializers.CharField(source="device.name", read_only=True)
    identifier = serializers.CharField(source="device.identifier", read_only=True)
    branch = serializers.IntegerField(source="device.branch_id", read_only=True)
    branch_name = serializers.CharField(source="device.branch.name", read_only=True)
    stream_name = serializers.CharField(source="stream.name", read_only=True, allow_null=True)
    online = serializers.SerializerMethodField()
    last_seen_at = UTCDateTimeField(source="device.last_seen_at", read_only=True, allow_null=True)
    showing = serializers.SerializerMethodField()
    override = serializers.SerializerMethodField()
    screenshot = serializers.SerializerMethodField()

    class Meta:
        model = SignageDevice
        fields = [
            "id",
            "device",
            "name",
            "identifier",
            "branch",
            "branch_name",
            "stream",
            "stream_name",
            "orientation",
            "resolution",
            "online",
            "last_seen_at",
            "showing",
            "override",
            "screenshot",
            "created_at",
            "updated_at",
        ]
        read_only_fields = ["created_at", "updated_at"]

    def get_online(self, tv) -> bool:
        return tv.device.is_online()

    @extend_schema_field(ShowingSerializer)
    def get_showing(self, tv) -> dict:
        scene = tv.showing_scene
        return {
            "scene": scene.pk if scene else None,
            "scene_name": scene.name if scene else None,
            "since": UTCDateTimeField().to_representation(tv.showing_since) if tv.showing_since else None,
        }

    @extend_schema_field(OverrideSerializer(allow_null=True))
    def get_override(self, tv) -> dict | None:
        """The open show-scene command (abort it to send the screen back to its stream), null when none."""
        commands = getattr(tv.device, "open_show_scenes", None)
        if commands is None:
            commands = list(selectors.open_show_scene_commands(tv.device_id))
        if not commands:
            return None
        command = commands[0]
        payload = command.payload or {}
        return {
            "command": command.pk,
            "scene": payload.get("sceneId"),
            "scene_name": payload.get("name"),
            "status": command.status,
        }

    @extend_schema_field(ScreenshotSerializer(allow_null=True))
    def get_screenshot(self, tv) -> dict | None:
        if tv.screenshot is None:
            return None
        return {"url": tv.screenshot.url, "taken_at": UTCDateTimeField().to_representation(tv.screenshot_at)}

    def validate_device(self, device):
        if device.kind != DeviceKind.SCREEN:
            raise serializers.ValidationError(messages.NOT_A_SCREEN, code="not_a_screen")
        taken = SignageDevice.objects.filter(device=device).exclude(pk=getattr(self.instance, "pk", None)).first()
        if taken is not None:
            raise serializers.ValidationError(messages.ALREADY_A_TV.format(name=device.name), code="unique")
        return device

    def validate_resolution(self, value):
        value = value.strip().lower().replace(" ", "").replace("×", "x")
        if not RESOLUTION.match(value):
            raise serializers.ValidationError(messages.RESOLUTION, code="invalid_resolution")
        return value

    def validate(self, attrs):
        device = attrs.get("device", getattr(self.instance, "device", None))
        stream = attrs["stream"] if "stream" in attrs else getattr(self.instance, "stream", None)
        if device is not None and stream is not None and not _BranchRules.fits(stream, device.branch):
            raise serializers.ValidationError(
                {"stream": messages.OTHER_BRANCH_STREAM.format(name=stream.name)}, code="other_branch"
            )
        return attrs


# --- commands -----------------------------------------------------------------------------------------------------
SIGNAGE_COMMANDS = (("reload", "Neu laden"), ("show-scene", "Szene zeigen"), ("screenshot", "Bildschirmfoto"))


class CommandRequestSerializer(StrictSerializer):
    """`show-scene` needs `sceneId`: the screen shows that scene until the command is aborted."""

    kind = serializers.ChoiceField(choices=SIGNAGE_COMMANDS)
    scene_id = serializers.IntegerField(min_value=1, max_value=2**63 - 1, required=False, allow_null=True)

    def validate(self, attrs):
        if attrs["kind"] == "show-scene" and not attrs.get("scene_id"):
            raise serializers.ValidationError({"scene_id": messages.SCENE_REQUIRED}, code="scene_required")
        return attrs


class AbortRequestSerializer(StrictSerializer):
    id = serializers.IntegerField(min_value=1, max_value=2**63 - 1)


class SignageCommandSerializer(ModelSerializer):
    """A command of the device's channel (docs/devices.md 'Devices'): pending → delivered → done / failed, or
    aborted / expired."""

    class Meta:
        model = Command
        fields = [
            "id",
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


class ProofOfPlayInputSerializer(StrictSerializer):
    scene_id = serializers.IntegerField(min_value=1, max_value=2**63 - 1)
    shown_at = UTCDateTimeField()


class ProofOfPlaySerializer(ModelSerializer):
    class Meta:
        model = ProofOfPlay
        fields = ["id", "scene", "scene_name", "shown_at", "received_at"]
        read_only_fields = fields
