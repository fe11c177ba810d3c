from celery import shared_task

from .services.payment_recovery import fail_unstarted


@shared_task
def fail_unstarted_online_orders() -> int:
    """Celery beat: online orders whose payment never reached the provider end as failed (after an hour)."""
    return fail_unstarted()
