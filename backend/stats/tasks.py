from celery import shared_task

from .services.rollups import refresh


@shared_task
def roll_up_statistics() -> int:
    """Celery beat: the daily rollups up to yesterday, plus earlier days changed since the last run, and today's
    items per branch and hour whose orders changed since (services.open_day)."""
    return refresh()
