"""The AI jobs as core.jobs runs them (task paths stay stable: outbox rows name them)."""

from core import jobs
from core.models import Job, JobStatus

from . import drafting
from .models import AiRequest, AiStatus


def _settle(job_id: int) -> None:
    """A job canceled or failed outside the work's own logging leaves its log row so too."""
    job = Job.objects.filter(pk=job_id).first()
    if job is None:
        return
    pending = AiRequest.objects.filter(job_id=job_id, status=AiStatus.PENDING)
    if job.status == JobStatus.CANCELED:
        pending.update(status=AiStatus.CANCELED)
    elif job.status == JobStatus.FAILED:
        pending.update(status=AiStatus.FAILED, error=job.error)


def draft_site(job_id: int) -> None:
    jobs.run(job_id, drafting.draft_site)
    _settle(job_id)


def generate_image(job_id: int) -> None:
    jobs.run(job_id, drafting.generate_image)
    _settle(job_id)
