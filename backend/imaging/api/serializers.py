"""Image templates on the wire (docs/imaging.md): the template, the preview, generating one picture or a batch."""

from rest_framework import serializers
from rest_framework.exceptions import ErrorDetail, ValidationError

from catalogue.models import Category, Product
from cms.models import Site
from core.api.fields import IdRelatedField
from core.api.serializers import StrictModelSerializer, StrictSerializer
from media.models import Image

from .. import messages
from ..layers import MAX_SIZE, MIN_SIZE, placeholders
from ..models import ImageTemplate
from .layers import LayersField, color

SIZE = {"min_value": MIN_SIZE, "max_value": MAX_SIZE}
MAX_BATCH = 200


class ImageTemplateSerializer(StrictModelSerializer):
    width = serializers.IntegerField(**SIZE, default=1080)
    height = serializers.IntegerField(**SIZE, default=1080)
    background = color("#ffffff")
    layers = LayersField(required=False, help_text="Die Ebenen, die unterste zuerst")
    placeholders = serializers.SerializerMethodField(help_text="Die Platzhalter, die die Ebenen verwenden")

    class Meta:
        model = ImageTemplate
        fields = [
            "id",
            "identifier",
            "name",
            "width",
            "height",
            "background",
            "format",
            "layers",
            "placeholders",
            "created_at",
            "updated_at",
        ]
        read_only_fields = ["created_at", "updated_at"]

    def get_placeholders(self, template) -> list[str]:
        return placeholders(template.layers)


class ValuesField(serializers.DictField):
    """Typed placeholder values: text (one line or several), and `image` as a library image's id."""

    child = serializers.CharField(max_length=1000, allow_blank=True, style={"multiline": True})

    def to_internal_value(self, data):
        values = super().to_internal_value(data)
        image = values.get("image", "")
        if image:
            if not image.isdigit() or len(image) > 18 or not Image.objects.filter(pk=int(image)).exists():
                raise ValidationError({"image": [ErrorDetail(messages.IMAGE_MISSING, code="not_found")]})
            values["image"] = int(image)
        return values


class PreviewSerializer(StrictSerializer):
    width = serializers.IntegerField(**SIZE)
    height = serializers.IntegerField(**SIZE)
    background = color("#ffffff")
    format = serializers.ChoiceField(choices=["png", "jpeg", "webp"], required=False)
    layers = LayersField(default=list)
    values = ValuesField(required=False, default=dict)


class GenerateSerializer(StrictSerializer):
    product = IdRelatedField(queryset=Product.objects.all(), required=False, allow_null=True, default=None)
    site = IdRelatedField(queryset=Site.objects.all(), required=False, allow_null=True, default=None)
    values = ValuesField(required=False, default=dict)
    alt = serializers.CharField(max_length=255, required=False, allow_blank=True, default="")

    def validate(self, attrs):
        if attrs["product"] is not None and attrs["site"] is not None:
            raise ValidationError({"site": [ErrorDetail(messages.SOURCE_ONE, code="one_source")]})
        return attrs


class BatchSerializer(StrictSerializer):
    category = IdRelatedField(queryset=Category.objects.all(), required=False, allow_null=True, default=None)
    products = serializers.ListField(
        child=serializers.IntegerField(min_value=1, max_value=2**63 - 1),
        required=False,
        min_length=1,
        max_length=MAX_BATCH,
    )

    def validate(self, attrs):
        from .. import selectors

        category, products = attrs.get("category"), attrs.get("products")
        if (category is None) == (products is None):
            raise ValidationError({"category": [ErrorDetail(messages.BATCH_SOURCE, code="one_source")]})
        if category is not None:
            ids = selectors.products_of_category(category.pk)[:MAX_BATCH]
            if not ids:
                raise ValidationError({"category": [ErrorDetail(messages.CATEGORY_EMPTY, code="empty")]})
            return {"products": ids}
        ids = list(dict.fromkeys(products))
        missing = sorted(set(ids) - set(Product.objects.filter(pk__in=ids).values_list("pk", flat=True)))
        if missing:
            text = messages.PRODUCTS_MISSING.format(ids=", ".join(map(str, missing)))
            raise ValidationError({"products": [ErrorDetail(text, code="not_found")]})
        return {"products": ids}


class GeneratedImageSerializer(serializers.ModelSerializer):
    """The new picture of the image library (as /api/images answers it, in short)."""

    url = serializers.CharField(read_only=True)
    preview_url = serializers.CharField(read_only=True)

    class Meta:
        model = Image
        fields = ["id", "version", "extension", "alt", "width", "height", "url", "preview_url"]
        read_only_fields = fields
