"""Periodic work of the media area (CELERY_BEAT_SCHEDULE in config/settings.py)."""

from celery import shared_task

from .cleanup import delete_unused_uploads


@shared_task
def cleanup_unused_uploads() -> int:
    return delete_unused_uploads()
