from celery import shared_task

from .services.rollups import refresh


@shared_task
def roll_up_statistics() -> int:
    """Celery beat: the daily rollups up to yesterday, plus earlier days changed since the last run."""
    return refresh()
