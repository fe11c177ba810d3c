"""The transactional outbox (core.tasks): effects stored with the change, delivered after the commit, at least once."""

from datetime import timedelta

import time_machine
from celery import shared_task
from django.db import transaction
from django.utils import timezone

from core.models import OutboxMessage
from core.tasks import MAX_ATTEMPTS, deliver_due, delivery_key, enqueue

calls: list[str] = []
keys: list[str | None] = []
failures = {"left": 0}


@shared_task
def remember(value: str) -> None:
    calls.append(value)


def remember_plain(value: str, *, suffix: str = "") -> None:
    keys.append(delivery_key())
    calls.append(value + suffix)


def fail_first(value: str) -> None:
    if failures["left"] > 0:
        failures["left"] -= 1
        raise ConnectionError("Mailserver nicht erreichbar")
    calls.append(value)


def setup_function():
    calls.clear()
    keys.clear()
    failures["left"] = 0


def test_enqueued_task_runs_only_after_commit(db, django_capture_on_commit_callbacks):
    # when
    with django_capture_on_commit_callbacks(execute=True) as callbacks:
        with transaction.atomic():
            enqueue(remember, "Bestellung 17")
            assert calls == []
            # stored with the change, in its transaction
            assert list(OutboxMessage.objects.values_list("task", "args")) == [
                ("core.tests.test_tasks.remember", ["Bestellung 17"])
            ]

    # then: without REDIS_URL the task runs in process once the transaction committed; the message is gone
    assert len(callbacks) == 1
    assert calls == ["Bestellung 17"]
    assert OutboxMessage.objects.count() == 0


def test_enqueued_task_is_dropped_when_the_transaction_rolls_back(db, django_capture_on_commit_callbacks):
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
    assert OutboxMessage.objects.count() == 0


def test_an_effect_the_process_did_not_live_to_deliver_is_delivered_by_the_periodic_run(
    db, django_capture_on_commit_callbacks
):
    # given: committed, but the process died before its after-commit delivery (the callbacks never run)
    with django_capture_on_commit_callbacks(execute=False):
        with transaction.atomic():
            enqueue(remember_plain, "Bestellung 18", suffix=" (nachgeholt)")
    assert calls == []
    pk = OutboxMessage.objects.get().pk

    # when
    delivered = deliver_due()

    # then: once, with the key of its message
    assert delivered == 1
    assert calls == ["Bestellung 18 (nachgeholt)"]
    assert keys == [f"outbox-{pk}"]
    assert OutboxMessage.objects.count() == 0
    assert deliver_due() == 0


def test_a_failing_effect_is_tried_again_after_a_growing_pause(db, django_capture_on_commit_callbacks):
    # given: the mail server is down for two attempts
    failures["left"] = 2
    with django_capture_on_commit_callbacks(execute=True):
        enqueue(fail_first, "Mail 19")
    message = OutboxMessage.objects.get()
    assert (message.attempts, message.last_error) == (1, "ConnectionError: Mailserver nicht erreichbar")
    assert message.claimed_until is None
    assert timedelta(seconds=50) < message.due_at - timezone.now() <= timedelta(minutes=1)
    first_due = message.due_at

    # when: not due yet
    assert deliver_due() == 0
    with time_machine.travel(first_due + timedelta(seconds=1)):
        assert deliver_due() == 0  # the second attempt fails too: the pause doubles
        second = OutboxMessage.objects.get()
        assert second.attempts == 2
        assert second.due_at - timezone.now() > timedelta(minutes=1, seconds=50)
    with time_machine.travel(second.due_at + timedelta(seconds=1)):
        delivered = deliver_due()

    # then
    assert delivered == 1
    assert calls == ["Mail 19"]
    assert OutboxMessage.objects.count() == 0


def test_an_effect_that_keeps_failing_is_given_up_and_kept_for_inspection(db):
    # given: one attempt before the last
    failures["left"] = 1
    message = OutboxMessage.objects.create(
        task="core.tests.test_tasks.fail_first", args=["Mail 20"], attempts=MAX_ATTEMPTS - 1
    )

    # when
    deliver_due()

    # then
    message.refresh_from_db()
    assert (message.attempts, message.due_at, message.claimed_until) == (MAX_ATTEMPTS, None, None)
    assert message.last_error == "ConnectionError: Mailserver nicht erreichbar"
    assert deliver_due() == 0
    assert calls == []


def test_a_message_another_worker_holds_is_left_until_its_claim_runs_out(db):
    # given: a worker took it a minute ago and is still at it (or died)
    now = timezone.now()
    OutboxMessage.objects.create(
        task="core.tests.test_tasks.remember", args=["Bestellung 21"], claimed_until=now + timedelta(minutes=4)
    )

    # then
    assert deliver_due() == 0
    with time_machine.travel(now + timedelta(minutes=4, seconds=1)):
        assert deliver_due() == 1
    assert calls == ["Bestellung 21"]
