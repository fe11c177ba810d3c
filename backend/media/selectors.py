"""Reads of uploads shared by the API, the serving views and other areas (order items)."""

from django.db.models import QuerySet

from core.secrets import secret_matches

from . import references
from .models import Image, Upload


def uploads() -> QuerySet[Upload]:
    return Upload.objects.all()


def uploads_for(user) -> QuerySet[Upload]:
    """Administrators: every upload; employees: the uploads of orders in their branches (others: 404)."""
    if not user.is_authenticated:
        return uploads().none()
    if user.is_admin:
        return uploads()
    return uploads().filter(branch_id__in=user.branch_ids())


def uploads_by_ids(ids) -> dict[int, Upload]:
    """The uploads with these ids in one query, keyed by id (unknown ids are missing)."""
    return Upload.objects.in_bulk(list(ids))


def upload_for_url(public_hash: str, upload_id: int, version: int, extension: str | None) -> Upload | None:
    """The upload a versioned URL names, or None unless hash, id, version and extension all match.

    extension None: the preview URL, which always ends in .jpg whatever the original's type.
    """
    upload = Upload.objects.filter(pk=upload_id).first()
    if upload is None:
        return None
    # constant-time comparison of the secret part, then the public parts
    if not secret_matches(upload.public_hash, public_hash):
        return None
    if upload.version != version or extension not in (None, upload.extension):
        return None
    return upload


def images() -> QuerySet[Image]:
    return Image.objects.all()


def images_for(user) -> QuerySet[Image]:
    """Administrators: the whole library; employees: all but the images only other branches show (404)."""
    if not user.is_authenticated:
        return images().none()
    if user.is_admin:
        return images()
    return images().exclude(id__in=references.images_only_of_other_branches(user.branch_ids()))


def image_for_url(image_id: int, version: int, extension: str) -> Image | None:
    """The library image a versioned URL names, or None unless id, version and extension all match."""
    image = Image.objects.filter(pk=image_id).first()
    if image is None or image.version != version or image.extension != extension:
        return None
    return image


def alt_texts(ids) -> dict[int, str]:
    """The library's alt text of each of these images in one query, by id (unknown ids are missing)."""
    ids = set(ids)
    if not ids:
        return {}
    return dict(Image.objects.filter(pk__in=ids).values_list("id", "alt"))
