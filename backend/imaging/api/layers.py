"""The layers of an image template as the API takes them (docs/imaging.md): every field checked, every failing
field of every layer reported at once ('layers.2.size'), each kind with only its own fields."""

from drf_spectacular.utils import PolymorphicProxySerializer, extend_schema_field
from rest_framework import serializers
from rest_framework.exceptions import ErrorDetail, ValidationError

from cms.models import Font
from core.api.serializers import CompleteNestedMixin, StrictSerializer
from media.models import Image

from .. import messages
from ..layers import (
    IMAGE_KIND,
    MAX_LAYERS,
    MAX_SIZE,
    MAX_TEXT_SIZE,
    MIN_TEXT_SIZE,
    PIXEL_BUDGET,
    SHAPE_KIND,
    SHAPES,
    TEXT_KIND,
    drawn_pixels,
)

COLOR = serializers.RegexField(r"^#[0-9a-fA-F]{6}$", error_messages={"invalid": messages.COLOR})


def color(default: str):
    return serializers.RegexField(r"^#[0-9a-fA-F]{6}$", default=default, error_messages={"invalid": messages.COLOR})


def coordinate(default: int = 0):
    return serializers.IntegerField(min_value=-MAX_SIZE, max_value=2 * MAX_SIZE, default=default)


class LayerBase(CompleteNestedMixin, StrictSerializer):
    id = serializers.RegexField(r"^[A-Za-z0-9_-]{1,40}$", help_text="Kennung der Ebene in der Vorlage")
    name = serializers.CharField(max_length=100, required=False, allow_blank=True, default="")
    x = coordinate()
    y = coordinate()
    width = serializers.IntegerField(min_value=1, max_value=MAX_SIZE)
    height = serializers.IntegerField(min_value=1, max_value=MAX_SIZE)
    rotation = serializers.IntegerField(min_value=-360, max_value=360, default=0, help_text="Grad")
    opacity = serializers.IntegerField(min_value=0, max_value=100, default=100, help_text="Prozent")


class ImageRef(CompleteNestedMixin, StrictSerializer):
    id = serializers.IntegerField(min_value=1, max_value=2**63 - 1)
    version = serializers.IntegerField(min_value=0, required=False)
    extension = serializers.CharField(max_length=10, required=False)

    def validate(self, attrs):
        if not Image.objects.filter(pk=attrs["id"]).exists():
            raise ValidationError({"id": [ErrorDetail(messages.IMAGE_MISSING, code="not_found")]})
        return {"id": attrs["id"]}


class ImageLayer(LayerBase):
    kind = serializers.ChoiceField(choices=IMAGE_KIND)
    image = ImageRef(allow_null=True, required=False, default=None)
    placeholder = serializers.ChoiceField(choices=["", "image"], default="", allow_blank=True)
    fit = serializers.ChoiceField(choices=["cover", "contain"], default="cover")


class TextLayer(LayerBase):
    kind = serializers.ChoiceField(choices=TEXT_KIND)
    text = serializers.CharField(max_length=2000, allow_blank=True, default="", style={"multiline": True})
    font = serializers.IntegerField(min_value=1, max_value=2**63 - 1, allow_null=True, default=None)
    size = serializers.IntegerField(min_value=MIN_TEXT_SIZE, max_value=MAX_TEXT_SIZE, default=64)
    color = color("#000000")
    align = serializers.ChoiceField(choices=["left", "center", "right"], default="left")
    line_height = serializers.IntegerField(min_value=80, max_value=300, default=120, help_text="% der Größe")
    shrink_to_fit = serializers.BooleanField(default=False)

    def validate_font(self, value):
        if value is not None and not Font.objects.filter(pk=value).exists():
            raise ValidationError(messages.FONT_MISSING, code="not_found")
        return value


class ShapeLayer(LayerBase):
    kind = serializers.ChoiceField(choices=SHAPE_KIND)
    shape = serializers.ChoiceField(choices=SHAPES, default="rectangle")
    color = color("#000000")
    radius = serializers.IntegerField(min_value=0, max_value=MAX_SIZE, default=0)


KINDS = {"image": ImageLayer, "text": TextLayer, "shape": ShapeLayer}


LAYER_SCHEMA = PolymorphicProxySerializer(
    component_name="ImageTemplateLayer",
    serializers={"image": ImageLayer, "text": TextLayer, "shape": ShapeLayer},
    resource_type_field_name="kind",
)


@extend_schema_field(LAYER_SCHEMA)
class LayerField(serializers.Field):
    """One layer, checked by the serializer of its kind."""

    default_error_messages = {"kind": messages.KIND, "object": "Bitte geben Sie eine Ebene als Objekt an."}

    def to_internal_value(self, data):
        if not isinstance(data, dict):
            self.fail("object")
        kind = KINDS.get(data.get("kind")) if isinstance(data.get("kind"), str) else None
        if kind is None:
            raise ValidationError({"kind": [ErrorDetail(messages.KIND, code="invalid_choice")]})
        serializer = kind(data=data)
        if not serializer.is_valid():
            raise ValidationError(serializer.errors)
        return dict(serializer.validated_data)

    def to_representation(self, value):
        return value


class LayersField(serializers.ListField):
    child = LayerField()

    def __init__(self, **kwargs):
        kwargs.setdefault("max_length", MAX_LAYERS)
        kwargs.setdefault("error_messages", {"max_length": messages.TOO_MANY_LAYERS.format(max=MAX_LAYERS)})
        super().__init__(**kwargs)

    def to_internal_value(self, data):
        layers = super().to_internal_value(data)
        seen: set[str] = set()
        for layer in layers:
            if layer["id"] in seen:
                raise ValidationError(messages.LAYER_ID_TWICE.format(id=layer["id"]), code="unique")
            seen.add(layer["id"])
        pixels = drawn_pixels(layers)
        if pixels > PIXEL_BUDGET:
            text = messages.TOO_MANY_PIXELS.format(pixels=pixels // 1_000_000, budget=PIXEL_BUDGET // 1_000_000)
            raise ValidationError(text, code="too_large")
        return layers
