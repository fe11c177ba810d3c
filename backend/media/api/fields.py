"""The reference other areas store to point at a library image: {id, version, extension}."""

from rest_framework import serializers

from core.api.serializers import CompleteNestedMixin, StrictSerializer


class ImageSerializer(CompleteNestedMixin, StrictSerializer):
    """A reference to an image of the media library: {id, version, extension}."""

    id = serializers.IntegerField(min_value=1, max_value=2**63 - 1)
    version = serializers.IntegerField(min_value=0, max_value=2**31 - 1, required=False, default=0)
    extension = serializers.RegexField(r"^[a-z0-9]{1,10}$", max_length=10)

    def validate(self, attrs):
        return {"id": attrs["id"], "version": attrs["version"], "extension": attrs["extension"]}

    def to_representation(self, instance):
        return {"id": instance.get("id"), "version": instance.get("version"), "extension": instance.get("extension")}
