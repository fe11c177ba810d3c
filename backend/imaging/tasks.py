"""Background work of image templates (the outbox names it by this path: keep it stable)."""

from . import services


def run_batch(job_id: int) -> None:
    services.run_batch(job_id)
