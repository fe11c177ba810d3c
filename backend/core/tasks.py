"""Enqueue background work after the surrounding transaction commits.

With REDIS_URL set the task goes to the Celery broker; otherwise Celery runs it eagerly, in process,
still after commit. Later areas only add @shared_task functions and call enqueue().
"""

from functools import partial

from django.db import transaction


def enqueue(task, *args, **kwargs) -> None:
    transaction.on_commit(partial(task.delay, *args, **kwargs))
