"""Enqueue background work after the surrounding transaction commits.

With REDIS_URL set the task goes to the Celery broker; otherwise Celery runs it eagerly, in process,
still after commit. Later areas only add @shared_task functions and call enqueue().
"""

from functools import partial

from django.db import transaction


def enqueue(task, *args, **kwargs) -> None:
    # robust: a failing side effect (mail server down) is logged by Django and never turns the
    # already committed change into an error response
    transaction.on_commit(partial(task.delay, *args, **kwargs), robust=True)
