from drf_spectacular.extensions import OpenApiSerializerFieldExtension
from drf_spectacular.plumbing import build_basic_type, build_object_type
from drf_spectacular.types import OpenApiTypes

from core.api.fields import IdRelatedField

from ..models import Branch, Tag
from ..selectors import branches_for


class ReachableBranchField(IdRelatedField):
    """A branch id the calling user reaches; others are reported as unknown."""

    def get_queryset(self):
        request = self.context.get("request")
        if request is None:
            return Branch.objects.none()
        return branches_for(request.user)


class TagField(IdRelatedField):
    """A tag: its id on input, {id, name} on output (the storefront filters and searches by name)."""

    def get_queryset(self):
        return Tag.objects.all()

    def use_pk_only_optimization(self):
        return False

    def to_representation(self, value):
        return {"id": value.pk, "name": value.name}


class TagFieldSchema(OpenApiSerializerFieldExtension):
    target_class = TagField

    def map_serializer_field(self, auto_schema, direction):
        if direction == "request":
            return build_basic_type(OpenApiTypes.INT)
        return build_object_type(
            properties={"id": build_basic_type(OpenApiTypes.INT), "name": build_basic_type(OpenApiTypes.STR)},
            required=["id", "name"],
        )
