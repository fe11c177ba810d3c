"""Without a Celery worker the outbox's effects are delivered by the web process's delivery thread: after the commit,
in commit order, outside the request that made them (core.tasks; the other tests deliver in the committing thread)."""

import threading

import pytest
from django.db import transaction

from core.models import OutboxMessage
from core.tasks import drain, enqueue

started = threading.Event()
release = threading.Event()
sent: list[str] = []


def slow_mail(value: str) -> None:
    """A mail server that answers only when the test lets it; the mail counts as sent once it answered."""
    started.set()
    assert release.wait(10)
    sent.append(f"{value} in {threading.current_thread().name.split('_')[0]}")


def quick_mail(value: str) -> None:
    sent.append(value)


def messages_left() -> int:
    """The outbox rows once the delivery thread is done (no timed wait: under the CI's shifted clock one that runs out
    never returns)."""
    drain()
    return OutboxMessage.objects.count()


@pytest.fixture
def in_thread(settings):
    settings.OUTBOX_IN_THREADS = True
    started.clear()
    release.clear()
    sent.clear()
    yield
    release.set()


@pytest.mark.django_db(transaction=True)
def test_the_commit_does_not_wait_for_the_effect_the_delivery_thread_sends(in_thread):
    # when
    with transaction.atomic():
        enqueue(slow_mail, "Bestellung 17")

    # then: the committing thread is back while the mail server still holds the effect
    assert started.wait(10)
    assert sent == []
    assert OutboxMessage.objects.get().claimed_until is not None
    release.set()
    assert messages_left() == 0
    assert sent == ["Bestellung 17 in outbox"]


@pytest.mark.django_db(transaction=True)
def test_the_effects_of_several_changes_go_out_in_the_order_the_changes_committed(in_thread):
    # given: the first change's mail is still with the mail server
    with transaction.atomic():
        enqueue(slow_mail, "eingegangen")
    assert started.wait(10)

    # when: two more changes commit meanwhile
    for value in ("bestätigt", "abholbereit"):
        with transaction.atomic():
            enqueue(quick_mail, value)
    release.set()

    # then
    assert messages_left() == 0
    assert sent == ["eingegangen in outbox", "bestätigt", "abholbereit"]


@pytest.mark.django_db(transaction=True)
def test_a_rolled_back_change_hands_nothing_to_the_delivery_thread(in_thread):
    # when: a change rolls back, then another commits
    with pytest.raises(RuntimeError), transaction.atomic():
        enqueue(quick_mail, "Bestellung 18")
        raise RuntimeError("abgebrochen")
    with transaction.atomic():
        enqueue(quick_mail, "Bestellung 19")

    # then: the thread, which works in commit order, sent only the second
    assert messages_left() == 0
    assert sent == ["Bestellung 19"]
