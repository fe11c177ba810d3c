"""Background work of the devices area (Celery; the names stay stable: outbox rows and the beat schedule name them)."""

from celery import shared_task

from .services import printing


@shared_task
def deliver_print_job(job_id: int) -> None:
    """After the commit that made the job (core.tasks' outbox): it becomes a `print` command of its printer."""
    printing.deliver(job_id)


@shared_task
def retry_print_jobs() -> int:
    """Celery beat (every minute): jobs whose agent was away or whose printer did not answer are handed out again,
    unanswered ones end failed (devices.services.printing.retry)."""
    return printing.retry()
