"""The image library: create, change, delete images and produce their stored size variants."""

from django.core.files.base import ContentFile
from django.core.files.storage import default_storage

from audit.services import snapshot
from core.permissions import require_admin

from .. import filetypes, images, references
from ..models import CATEGORY_WIDTH, IMAGE_SIZES, IMAGE_VARIANTS, PRODUCT_BOX, Image
from . import delete_files, prepare_file, store_created, store_deleted, store_replaced

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
    """Store a library image sent as a data URL; refusals raise UploadRefused before anything is stored.
    Administrators only, as the API's StaffReadAdminWrite (image templates and AI pictures pass theirs)."""
    require_admin(actor)
    clean, name = _clean(data_url, filename)
    return store_created(Image, clean, name, _audit, actor, alt=alt)


def update_image(image: Image, alt: str | None = None, data_url: str | None = None, filename: str = "", actor=None):
    """Change the alt text and/or replace the file (version + 1; references follow the new version); administrators
    only, as the API's StaffReadAdminWrite."""
    require_admin(actor)
    clean, name = _clean(data_url, filename) if data_url is not None else (None, "")
    old_names = [image.file.name, *_variant_names(image)]
    fields = {"alt": alt} if alt is not None else {}
    return store_replaced(image, clean, name, _audit, actor, old_names, references.follow_replacement, **fields)


def delete_image(image: Image, actor=None) -> None:
    """Refused (ImageInUse) while a tag, category, product or branch shows the image; administrators only."""
    require_admin(actor)
    users = references.users_of(image.id)
    if users:
        raise ImageInUse(users)
    store_deleted(image, _audit, actor, names=[image.file.name, *_variant_names(image)])


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
