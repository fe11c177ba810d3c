"""Without a Celery worker the outbox's effects are delivered by the web process's delivery thread: after the commit,
in commit order, outside the request that made them (core.tasks; the other tests deliver in the committing thread)."""

import threading

import pytest
from django.db import connection, transaction

from core import tasks
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


connections_seen: list[int] = []


def note_connection(_value: str) -> None:
    """An effect that notes which database connection its thread delivers on."""
    connection.ensure_connection()
    connections_seen.append(id(connection.connection))


def thread_holds_a_connection() -> bool:
    return tasks._thread.submit(lambda: connection.connection is not None).result()


@pytest.mark.postgres
@pytest.mark.django_db(transaction=True)
def test_the_delivery_thread_keeps_its_connection_while_batches_wait_and_closes_it_when_idle(in_thread):
    # given: a server's connections (SQLite's in-memory test database is never closed)
    if connection.vendor != "postgresql":
        pytest.skip("braucht PostgreSQL (DATABASE_URL=postgres://...)")
    connections_seen.clear()
    # the first change's mail is with the mail server, two more changes commit meanwhile
    with transaction.atomic():
        enqueue(slow_mail, "eingegangen")
    assert started.wait(10)
    for value in ("bestätigt", "abholbereit"):
        with transaction.atomic():
            enqueue(note_connection, value)

    # when
    release.set()
    drain()

    # then: the waiting batches were delivered on one connection, and the idle thread holds none
    assert len(connections_seen) == 2
    assert connections_seen[0] == connections_seen[1]
    assert not thread_holds_a_connection()
