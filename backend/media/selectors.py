"""Reads of uploads shared by the API, the serving views and other areas (order items)."""

from django.db.models import QuerySet

from core.reach import branch_reach, scope_by_branch
from core.secrets import secret_matches

from . import references
from .models import Image, Upload


def uploads() -> QuerySet[Upload]:
    return Upload.objects.all()


def uploads_for(user) -> QuerySet[Upload]:
    """The uploads of orders in the branches the user reaches (core.reach; others: 404)."""
    return scope_by_branch(uploads(), user, "branch_id")


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
    """The library but the images only branches outside the user's reach show (core.reach; those: 404).

    Administrators reach every branch and see the whole library; nobody signed in sees no image.
    """
    if not getattr(user, "is_authenticated", False):
        return images().none()
    reach = branch_reach(user)
    if reach is None:
        return images()
    return images().exclude(id__in=references.images_only_of_other_branches(reach))


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
