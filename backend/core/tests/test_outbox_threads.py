"""Without a Celery worker the outbox's effects are delivered by the web process's delivery threads: after the
commit, outside the request that made them (core.tasks; the other tests deliver in the committing thread)."""

import threading
import time

import pytest
from django.db import transaction

from core.models import OutboxMessage
from core.tasks import enqueue

started = threading.Event()
release = threading.Event()
seen: list[str] = []


def slow_mail(value: str) -> None:
    """A mail server that answers only when the test lets it."""
    seen.append(f"{value} in {threading.current_thread().name.split('_')[0]}")
    started.set()
    assert release.wait(10)


def messages_left(expected: int) -> int:
    for _ in range(500):
        count = OutboxMessage.objects.count()
        if count == expected:
            break
        time.sleep(0.01)
    return count


@pytest.mark.django_db(transaction=True)
def test_the_commit_does_not_wait_for_the_effect_a_delivery_thread_sends(settings):
    # given
    settings.OUTBOX_IN_THREADS = True
    started.clear()
    release.clear()
    seen.clear()

    # when
    with transaction.atomic():
        enqueue(slow_mail, "Bestellung 17")

    # then: the committing thread is back while the mail server still holds the effect, which a delivery thread sends
    assert started.wait(10)
    assert seen == ["Bestellung 17 in outbox"]
    assert OutboxMessage.objects.get().claimed_until is not None
    release.set()
    assert messages_left(0) == 0


@pytest.mark.django_db(transaction=True)
def test_a_rolled_back_change_hands_nothing_to_the_delivery_threads(settings):
    # given
    settings.OUTBOX_IN_THREADS = True
    started.clear()
    seen.clear()

    # when
    with pytest.raises(RuntimeError), transaction.atomic():
        enqueue(slow_mail, "Bestellung 18")
        raise RuntimeError("abgebrochen")

    # then
    assert not started.wait(0.3)
    assert (seen, OutboxMessage.objects.count()) == ([], 0)
