from celery import shared_task
from django.db import transaction

from core.tasks import enqueue

calls: list[str] = []


@shared_task
def remember(value: str) -> None:
    calls.append(value)


def test_enqueued_task_runs_only_after_commit(db, django_capture_on_commit_callbacks):
    # given
    calls.clear()

    # when
    with django_capture_on_commit_callbacks(execute=True) as callbacks:
        with transaction.atomic():
            enqueue(remember, "Bestellung 17")
            assert calls == []

    # then: without REDIS_URL the task runs eagerly, in process, once the transaction committed
    assert len(callbacks) == 1
    assert calls == ["Bestellung 17"]


def test_enqueued_task_is_dropped_when_the_transaction_rolls_back(db, django_capture_on_commit_callbacks):
    # given
    calls.clear()

    # when
    with django_capture_on_commit_callbacks(execute=True) as callbacks:
        try:
            with transaction.atomic():
                enqueue(remember, "verworfen")
                raise RuntimeError("Abbruch")
        except RuntimeError:
            pass

    # then
    assert callbacks == []
    assert calls == []
