from celery import shared_task
from django.utils import timezone

from .actions import run_pending
from .models import FormSubmission


@shared_task
def run_form_actions(submission_id: int) -> None:
    """After the submission's commit: its mails, text messages and newsletter opt-in."""
    run_pending(submission_id)


@shared_task
def retry_form_actions() -> int:
    """Celery beat (every minute): the submissions whose failed actions are due again."""
    due = list(FormSubmission.objects.filter(next_attempt_at__lte=timezone.now()).values_list("id", flat=True)[:200])
    for submission_id in due:
        run_pending(submission_id)
    return len(due)
