"""Removing uploads no order names: customers upload while configuring a product and may never order.

The areas that keep upload ids register a finder (media.registry.register_upload_ids, in their
AppConfig.ready), so media imports none of them. Runs daily as a Celery beat task (media.tasks) or from cron
(manage.py cleanup_uploads).
"""

import logging
from datetime import datetime

from django.conf import settings
from django.db import transaction
from django.utils import timezone

from core.tasks import enqueue

from .models import Upload, UploadContext
from .registry import upload_finders
from .services import delete_files

logger = logging.getLogger(__name__)

BATCH = 500


def referenced_upload_ids() -> set[int]:
    return {upload_id for finder in upload_finders for upload_id in finder()}


def delete_unused_uploads(now: datetime | None = None) -> int:
    """Delete the uploads for product parts older than UNUSED_UPLOAD_MAX_AGE that no order names
    (rows, stored files and previews); returns how many were deleted."""
    cutoff = (now or timezone.now()) - settings.UNUSED_UPLOAD_MAX_AGE
    referenced = referenced_upload_ids()
    old = Upload.objects.filter(context=UploadContext.PART, created_at__lt=cutoff).order_by("id")
    unused = [
        upload for upload in old.only("id", "public_hash", "version", "file").iterator() if upload.pk not in referenced
    ]
    deleted = 0
    for start in range(0, len(unused), BATCH):
        batch = unused[start : start + BATCH]
        names = [name for upload in batch for name in (upload.file.name, upload.preview_path)]
        with transaction.atomic():
            count, _ = Upload.objects.filter(pk__in=[upload.pk for upload in batch]).delete()
            enqueue(delete_files, *[name for name in names if name])
        deleted += count
    logger.info("Deleted %d unused uploads older than %s", deleted, cutoff.isoformat())
    return deleted
