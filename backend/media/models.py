import secrets

from django.db import models


class UploadPurpose(models.TextChoices):
    # an image step of a configurable part: only jpg, jpeg, png and gif are accepted
    IMAGE = "image", "Bild"
    # a file step: the spec's full list of accepted types
    FILE = "file", "Datei"


class UploadContext(models.TextChoices):
    # what the file was uploaded for
    # uploaded from the storefront for a configurable product part (image/images/file/files)
    PART = "part", "Produktkonfiguration"


def new_public_hash() -> str:
    """An unguessable token that makes the file's URL a capability (160 bits)."""
    return secrets.token_hex(20)


def upload_path(instance: "Upload", filename: str) -> str:
    return f"upload/{instance.public_hash}/{filename}"


class Upload(models.Model):
    """A file a customer (or staff) uploaded; served at /upload/<publicHash>/<id>-<version>.<extension>."""

    public_hash = models.CharField("Öffentlicher Schlüssel", max_length=64, unique=True, default=new_public_hash)
    # bumped whenever the content is replaced, so the versioned URL can be cached for good
    version = models.PositiveIntegerField("Version", default=1)
    extension = models.CharField("Dateiendung", max_length=10)
    mime_type = models.CharField("MIME-Typ", max_length=100)
    original_name = models.CharField("Dateiname", max_length=255, blank=True)
    size = models.PositiveBigIntegerField("Größe (Bytes)")
    width = models.PositiveIntegerField("Breite", null=True, blank=True)
    height = models.PositiveIntegerField("Höhe", null=True, blank=True)
    file = models.FileField("Datei", upload_to=upload_path, max_length=255)
    # which list of accepted types the file was checked against
    purpose = models.CharField("Art", max_length=10, choices=UploadPurpose.choices, default=UploadPurpose.FILE)
    context = models.CharField("Zweck", max_length=20, choices=UploadContext.choices, default=UploadContext.PART)
    # the branch of the first order that names the upload: its staff may read it in the back office
    # (until then only administrators). A plain id: the media area sits below organisation.
    branch_id = models.BigIntegerField("Filiale", null=True, blank=True, db_index=True)
    created_at = models.DateTimeField("Hochgeladen am", auto_now_add=True)

    class Meta:
        verbose_name = "Upload"
        verbose_name_plural = "Uploads"
        ordering = ["-created_at", "-id"]
        indexes = [models.Index(fields=["created_at"], name="upload_created_at")]

    def __str__(self):
        return self.original_name or self.file_name

    @property
    def file_name(self) -> str:
        """The versioned name in the URL: <id>-<version>.<extension>."""
        return f"{self.id}-{self.version}.{self.extension}"

    @property
    def url(self) -> str:
        return f"/upload/{self.public_hash}/{self.file_name}"

    @property
    def is_image(self) -> bool:
        return self.mime_type.startswith("image/")

    @property
    def has_preview(self) -> bool:
        """Raster images get a JPEG preview; SVG and other files do not."""
        return self.width is not None and self.mime_type != "image/svg+xml"

    @property
    def preview_url(self) -> str | None:
        if not self.has_preview:
            return None
        return f"/upload/{self.public_hash}/preview/{self.id}-{self.version}.jpg"

    @property
    def preview_path(self) -> str:
        return f"upload/{self.public_hash}/preview/{self.id}-{self.version}.jpg"


def image_path(instance: "Image", filename: str) -> str:
    return f"image/{filename}"


# the widths of the named sizes (storefront spec §9 "Image widths")
IMAGE_SIZES = {"icon": 64, "thumbnail": 128, "tiny": 256, "small": 640, "medium": 1280, "large": 1920}
# product images fit inside 640 × 640; category images are 1280 wide
PRODUCT_BOX = (640, 640)
CATEGORY_WIDTH = 1280
IMAGE_VARIANTS = (*IMAGE_SIZES, "product", "category")


class Image(models.Model):
    """An image of the media library (back office); served at /image/[<variant>/]<id>-<version>.<extension>."""

    # bumped whenever the file is replaced, so every versioned URL can be cached for good
    version = models.PositiveIntegerField("Version", default=1)
    extension = models.CharField("Dateiendung", max_length=10)
    mime_type = models.CharField("MIME-Typ", max_length=100)
    alt = models.CharField("Alternativtext", max_length=255, blank=True)
    original_name = models.CharField("Dateiname", max_length=255, blank=True)
    size = models.PositiveBigIntegerField("Größe (Bytes)")
    # null for SVG (a vector drawing has no pixel size)
    width = models.PositiveIntegerField("Breite", null=True, blank=True)
    height = models.PositiveIntegerField("Höhe", null=True, blank=True)
    file = models.FileField("Datei", upload_to=image_path, max_length=255)
    created_at = models.DateTimeField("Hochgeladen am", auto_now_add=True)
    updated_at = models.DateTimeField("Geändert am", auto_now=True)

    class Meta:
        verbose_name = "Bild"
        verbose_name_plural = "Bilder"
        ordering = ["-created_at", "-id"]

    def __str__(self):
        return self.alt or self.original_name or self.file_name

    @property
    def file_name(self) -> str:
        return f"{self.id}-{self.version}.{self.extension}"

    @property
    def url(self) -> str:
        return f"/image/{self.file_name}"

    @property
    def preview_url(self) -> str:
        return f"/image/thumbnail/{self.file_name}"

    @property
    def is_vector(self) -> bool:
        return self.mime_type == "image/svg+xml"

    def variant_path(self, variant: str) -> str:
        """Where the stored copy of a size (or product/category variant) lives."""
        return f"image/{variant}/{self.file_name}"
