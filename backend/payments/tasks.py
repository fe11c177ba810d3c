from celery import shared_task

from .services import check_waiting_payments


@shared_task
def check_payments() -> int:
    """Celery beat: payments open longer than their provider's expiry are asked about (and end as failed)."""
    return check_waiting_payments()
