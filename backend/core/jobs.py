"""Background jobs a person waits for: started with the change that asks for them, run outside the request,
with progress, a result, a German error and cancel (core.models.Job; the back office polls GET /api/jobs/{id}).

An area starts one with start(kind, ..., task=its_function) and writes the function as

    def run_batch(job_id):
        jobs.run(job_id, work)            # work(job, step) does the steps; step() counts one and may cancel

A refusal the person should read is raised as JobFailed('…'); any other error fails the job with FAILED and
is logged. A job runs once: a repeat of its outbox message after a crash takes up only a job that is still
waiting, or one whose heartbeat stopped (its process died) longer than STALE ago.
"""

import logging
from collections.abc import Callable
from datetime import timedelta

from django.db.models import Q
from django.utils import timezone

from .models import Job, JobStatus
from .tasks import enqueue_long

logger = logging.getLogger(__name__)

STALE = timedelta(minutes=2)
FAILED = "Die Aufgabe ist fehlgeschlagen. Bitte versuchen Sie es erneut."
CANCELED = "Die Aufgabe wurde abgebrochen."
ALREADY_FINISHED = "Die Aufgabe ist bereits beendet."


class JobFailed(Exception):
    """A failure the person reads (German), e.g. 'Der KI-Dienst hat nicht rechtzeitig geantwortet.'"""

    def __init__(self, message: str):
        self.message = message
        super().__init__(message)


class Canceled(Exception):
    pass


def start(kind: str, task, *, owner=None, label: str = "", params: dict | None = None, total: int = 0) -> Job:
    """Create the job in the caller's transaction; it runs after the commit (task(job_id))."""
    job = Job.objects.create(
        kind=kind, owner_id=getattr(owner, "pk", None), label=label[:200], params=params or {}, total=total
    )
    enqueue_long(task, job.pk)
    return job


def _claim(job_id: int) -> Job | None:
    now = timezone.now()
    waiting = Q(status=JobStatus.QUEUED) | Q(status=JobStatus.RUNNING, heartbeat_at__lt=now - STALE)
    claimed = Job.objects.filter(waiting, pk=job_id).update(status=JobStatus.RUNNING, heartbeat_at=now)
    return Job.objects.get(pk=job_id) if claimed else None


def _finish(job: Job, status: str, **fields) -> None:
    Job.objects.filter(pk=job.pk).update(status=status, finished_at=timezone.now(), **fields)


def run(job_id: int, work: Callable[[Job, Callable[..., None]], dict | None]) -> None:
    """Run a job's work once; work(job, step) returns the result (a JSON dict) and calls step() per step."""
    job = _claim(job_id)
    if job is None:
        return
    if job.cancel_requested:
        _finish(job, JobStatus.CANCELED)
        return

    def step(count: int = 1, *, total: int | None = None, result: dict | None = None) -> None:
        job.done += count
        fields = {"done": job.done, "heartbeat_at": timezone.now()}
        if total is not None:
            job.total = fields["total"] = total
        if result is not None:
            job.result = fields["result"] = result
        Job.objects.filter(pk=job.pk).update(**fields)
        if Job.objects.filter(pk=job.pk, cancel_requested=True).exists():
            raise Canceled

    try:
        result = work(job, step)
    except Canceled:
        _finish(job, JobStatus.CANCELED)
    except JobFailed as failure:
        _finish(job, JobStatus.FAILED, error=failure.message[:2000])
    except Exception:
        logger.exception("Hintergrundaufgabe %s (%s) fehlgeschlagen", job.pk, job.kind)
        _finish(job, JobStatus.FAILED, error=FAILED)
    else:
        _finish(job, JobStatus.DONE, result=result if result is not None else job.result)


def cancel(job: Job) -> Job:
    """Ask a job to stop: a waiting one stops at once, a running one at its next step."""
    if job.is_finished:
        raise JobFailed(ALREADY_FINISHED)
    Job.objects.filter(pk=job.pk).update(cancel_requested=True)
    Job.objects.filter(pk=job.pk, status=JobStatus.QUEUED).update(status=JobStatus.CANCELED, finished_at=timezone.now())
    job.refresh_from_db()
    return job


def visible_to(user):
    """The jobs a person may follow: their own; an administrator every one."""
    jobs = Job.objects.all()
    return jobs if getattr(user, "is_admin", False) else jobs.filter(owner_id=user.pk)
