"""The image library: create, change, delete images and produce their stored size variants."""

from django.core.files.base import ContentFile
from django.core.files.storage import default_storage
from django.db import transaction

from audit.services import record_change, snapshot

from . import filetypes, images, references
from .models import CATEGORY_WIDTH, IMAGE_SIZES, IMAGE_VARIANTS, PRODUCT_BOX, Image
from .services import delete_files, prepare_file, store_created

IN_USE = "Das Bild wird noch verwendet ({users}) und kann daher nicht gelöscht werden."


class ImageInUse(Exception):
    def __init__(self, users: list[str]):
        self.message = IN_USE.format(users=", ".join(users[:5]) + (" …" if len(users) > 5 else ""))
        super().__init__(self.message)


def _audit(image: Image) -> dict:
    return {**snapshot(image), "file": image.file.name}


def _clean(data_url: str, filename: str):
    return prepare_file(data_url, filename, "file", filetypes.LIBRARY_IMAGE_EXTENSIONS)


def _variant_names(image: Image) -> list[str]:
    return [image.variant_path(variant) for variant in IMAGE_VARIANTS]


def create_image(data_url: str, filename: str = "", alt: str = "", actor=None) -> Image:
    """Store a library image sent as a data URL; refusals raise UploadRefused before anything is stored."""
    clean, name = _clean(data_url, filename)
    return store_created(Image, clean, name, _audit, actor, alt=alt)


def update_image(image: Image, alt: str | None = None, data_url: str | None = None, filename: str = "", actor=None):
    """Change the alt text and/or replace the file (version + 1; references follow the new version)."""
    clean, name = _clean(data_url, filename) if data_url is not None else (None, "")
    before = _audit(image)
    old_names = [image.file.name, *_variant_names(image)]
    stored = ""
    try:
        with transaction.atomic():
            image = Image.objects.select_for_update().get(pk=image.pk)
            if alt is not None:
                image.alt = alt
            if clean is not None:
                image.version += 1
                image.extension, image.mime_type = clean.extension, clean.mime_type
                image.original_name = name or image.original_name
                image.size = len(clean.content)
                image.width, image.height = clean.width, clean.height
                image.file.save(image.file_name, ContentFile(clean.content), save=False)
                stored = image.file.name
            image.save()
            if clean is not None:
                references.follow_replacement(image)
                transaction.on_commit(lambda: delete_files(*old_names))
            record_change(actor, "update", image, before=before, after=_audit(image))
    except Exception:
        delete_files(stored)
        raise
    return image


def delete_image(image: Image, actor=None) -> None:
    """Refused (ImageInUse) while a tag, category, product or branch shows the image."""
    users = references.users_of(image.id)
    if users:
        raise ImageInUse(users)
    names = [image.file.name, *_variant_names(image)]
    with transaction.atomic():
        record_change(actor, "delete", image, before=_audit(image), after={})
        image.delete()
        transaction.on_commit(lambda: delete_files(*names))


def _scaled(image: Image, variant: str) -> bytes | None:
    family = "jpeg" if image.extension in ("jpg", "jpeg") else image.extension
    with image.file.open("rb") as source:
        if variant == "product":
            return images.resized(source, family, None, box=PRODUCT_BOX)
        width = CATEGORY_WIDTH if variant == "category" else IMAGE_SIZES[variant]
        return images.resized(source, family, width)


def variant_name(image: Image, variant: str | None) -> str:
    """The stored file to serve: the original, or the variant (made on first use, then reused).

    SVG drawings and images already small enough are served as the original (never enlarged).
    """
    if variant is None or image.is_vector:
        return image.file.name
    name = image.variant_path(variant)
    if default_storage.exists(name):
        return name
    data = _scaled(image, variant)
    if data is None:
        with image.file.open("rb") as source:
            data = source.read()
    saved = default_storage.save(name, ContentFile(data))
    if saved != name:
        # another request stored it in the meantime; keep theirs
        delete_files(saved)
    return name
