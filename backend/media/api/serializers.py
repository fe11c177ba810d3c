from rest_framework import serializers
from rest_framework.validators import ProhibitSurrogateCharactersValidator

from core.api.serializers import StrictModelSerializer, StrictSerializer

from ..models import Upload, UploadPurpose


class DataUrlField(serializers.CharField):
    """A data URL of up to 14 MB. DRF checks every character of a text for lone surrogates in a Python loop (about
    a second for 12 MB, during which the process's other requests crawl); an ASCII text holds none, so only a
    text that is not ASCII is checked (the JSON parser refuses surrogates before anyway)."""

    def __init__(self, **kwargs):
        super().__init__(trim_whitespace=False, **kwargs)
        self.validators = [v for v in self.validators if not isinstance(v, ProhibitSurrogateCharactersValidator)]
        self.validators.append(_no_surrogates)


def _no_surrogates(value: str) -> None:
    if not value.isascii():
        ProhibitSurrogateCharactersValidator()(value)


class UploadCreateSerializer(StrictSerializer):
    """A file sent as a data URL (spec §7 "upload create")."""

    data = DataUrlField(help_text="Die Datei als Data-URL: data:<MIME-Typ>;base64,<Inhalt>")
    filename = serializers.CharField(
        required=False, allow_blank=True, default="", max_length=1000, help_text="Name der ausgewählten Datei"
    )
    purpose = serializers.ChoiceField(
        choices=UploadPurpose.choices,
        required=False,
        default=UploadPurpose.FILE,
        help_text="image: Bildschritt (nur jpg, jpeg, png, gif); file: alle erlaubten Dateitypen",
    )


class UploadReplaceSerializer(StrictSerializer):
    """New content for an existing upload; its version goes up by one."""

    data = DataUrlField(help_text="Die Datei als Data-URL")
    filename = serializers.CharField(required=False, allow_blank=True, default="", max_length=1000)


class UploadSerializer(StrictModelSerializer):
    """What the storefront keeps of an upload (spec §3 Upload)."""

    class Meta:
        model = Upload
        fields = ["id", "version", "extension", "public_hash", "mime_type"]
        read_only_fields = fields


class UploadDetailSerializer(StrictModelSerializer):
    """An upload in the back office, with its URL and (for raster images) a preview URL."""

    url = serializers.CharField(read_only=True)
    preview_url = serializers.CharField(read_only=True, allow_null=True)

    class Meta:
        model = Upload
        fields = [
            "id",
            "version",
            "extension",
            "public_hash",
            "mime_type",
            "original_name",
            "size",
            "width",
            "height",
            "purpose",
            "context",
            "created_at",
            "url",
            "preview_url",
        ]
        read_only_fields = fields
