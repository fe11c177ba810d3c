"""Side effects of a change, written in the change's transaction and delivered after it commits.

enqueue() stores an OutboxMessage in the surrounding transaction (a transactional outbox): a change that
rolls back leaves no effect, and a committed change always keeps its effects, even when the process dies
right after the commit. After the commit the message is delivered at once: with REDIS_URL by a Celery
worker, otherwise by a delivery thread of this process, in commit order, outside the request that made it, so
the customer's answer never waits for a mail server. deliver_due() (every minute, Celery beat) delivers what a crash
or a failure left behind, at least once; receivers make a repeat harmless (a mail keeps its Message-ID,
see delivery_key()). Later areas only write functions (or @shared_task functions) and call enqueue().
"""

import contextvars
import logging
import threading
from concurrent.futures import ThreadPoolExecutor
from datetime import timedelta
from functools import partial

from celery import shared_task
from django.conf import settings
from django.db import connection, transaction
from django.db.models import F, Q
from django.utils import timezone
from django.utils.module_loading import import_string

from . import ratelimit
from .models import OutboxMessage

logger = logging.getLogger(__name__)

# a failed delivery is tried again after 1, 2, 4, … minutes, at most MAX_PAUSE apart, MAX_ATTEMPTS times
MAX_ATTEMPTS = 12
MAX_PAUSE = timedelta(hours=2)
# a delivery taking longer than this is taken to have died with its process
CLAIM = timedelta(minutes=5)
DUE_BATCH = 200

_delivering: contextvars.ContextVar[int | None] = contextvars.ContextVar("outbox_message", default=None)


def _free(now) -> Q:
    """Not held by a delivery (or held by one that died: its claim ran out)."""
    return Q(claimed_until__isnull=True) | Q(claimed_until__lt=now)


def task_path(task) -> str:
    """The dotted path a message names its function by (a Celery task's name is its path; a path stays one)."""
    if isinstance(task, str):
        return task
    name = getattr(task, "name", None) if hasattr(task, "delay") else None
    return name or f"{task.__module__}.{task.__qualname__}"


def enqueue(task, *args, **kwargs) -> None:
    """Store the effect `task(*args, **kwargs)` with the current transaction; deliver it after the commit.

    The arguments must be JSON values (ids, codes): the message outlives the process.
    """
    enqueue_all([(task, args, kwargs)])


def enqueue_all(effects) -> None:
    """Several effects `(task, args, kwargs)` of one change, stored in one statement."""
    messages = OutboxMessage.objects.bulk_create(
        OutboxMessage(task=task_path(task), args=list(args), kwargs=kwargs) for task, args, kwargs in effects
    )
    pks = [message.pk for message in messages]
    if settings.CELERY_TASK_ALWAYS_EAGER and settings.OUTBOX_IN_THREADS:
        # without REDIS_URL: the process's delivery thread, after the commit, outside the request
        transaction.on_commit(partial(_hand_to_thread, pks), robust=True)
        return
    for pk in pks:
        # with a worker (or eager in the committing thread: tests); robust: a failing delivery is logged and
        # retried, and never turns the already committed change into an error response
        transaction.on_commit(partial(deliver_message.delay, pk), robust=True)


_thread: ThreadPoolExecutor | None = None
_thread_lock = threading.Lock()
# batches handed to the delivery thread and not finished yet: its connection stays open while more are waiting
_pending = 0


def _hand_to_thread(pks: list[int]) -> None:
    """The committed messages to the process's delivery thread (made on first use, so after a fork). One thread:
    the effects go out in the order their changes committed ('eingegangen' before 'bestätigt')."""
    global _thread, _pending
    with _thread_lock:
        if _thread is None:
            _thread = ThreadPoolExecutor(max_workers=1, thread_name_prefix="outbox")
        _pending += 1
        _thread.submit(_deliver_batch, pks)


def drain() -> None:
    """Returns once the delivery thread has finished everything handed to it so far (tests read the database only
    then: SQLite's shared in-memory test database refuses a read while the thread writes)."""
    with _thread_lock:
        thread = _thread
    if thread is not None:
        thread.submit(lambda: None).result()


def _deliver_batch(pks: list[int]) -> None:
    global _pending
    try:
        for pk in pks:
            try:
                deliver(pk, fresh=True)
            except Exception:  # the database away: the message stays for deliver_due
                logger.exception("Wirkung %s konnte nicht zugestellt werden", pk)
    finally:
        with _thread_lock:
            _pending -= 1
            idle = _pending == 0
        # the connection stays open while batches are waiting (a busy shop's orders reuse it: opening one took a
        # tenth of the thread's time); none is left open once the thread is idle (e.g. a database's drop waits not)
        if idle:
            connection.close()


def enqueue_long(task, *args, **kwargs) -> None:
    """Like enqueue(), for work that takes long (a background job): with a Celery worker it is delivered there;
    without REDIS_URL (eager mode) in a thread of this process after the commit, never inside the request.
    settings.JOBS_IN_THREAD = False runs it in the committing thread instead (tests). A thread that dies with
    its process leaves the message behind for deliver_due, as every effect."""
    (message,) = OutboxMessage.objects.bulk_create(
        [OutboxMessage(task=task_path(task), args=list(args), kwargs=kwargs)]
    )
    if settings.CELERY_TASK_ALWAYS_EAGER and getattr(settings, "JOBS_IN_THREAD", True):
        transaction.on_commit(partial(_deliver_in_thread, message.pk), robust=True)
    else:
        transaction.on_commit(partial(deliver_message.delay, message.pk), robust=True)


def _deliver_in_thread(pk: int) -> None:
    def run():
        try:
            deliver(pk, fresh=True)
        finally:
            connection.close()

    threading.Thread(target=run, name=f"outbox-{pk}", daemon=True).start()


def delivery_key() -> str | None:
    """'outbox-<id>' while a message is being delivered: the same for every repeat of one effect."""
    pk = _delivering.get()
    return None if pk is None else f"outbox-{pk}"


def _claim(pk: int, *, fresh: bool) -> OutboxMessage | None:
    now = timezone.now()
    # a message just committed is due; one found later must have come due (and not been given up)
    messages = (
        OutboxMessage.objects.filter(pk=pk, attempts=0)
        if fresh
        else OutboxMessage.objects.filter(pk=pk, due_at__lte=now)
    )
    claimed = messages.filter(_free(now)).update(claimed_until=now + CLAIM, attempts=F("attempts") + 1)
    return OutboxMessage.objects.filter(pk=pk).first() if claimed else None


def pause_after(attempts: int) -> timedelta:
    return min(timedelta(minutes=2 ** (attempts - 1)), MAX_PAUSE)


def deliver(pk: int, *, fresh: bool = False) -> bool:
    """Perform one message's effect unless another worker holds it or it is not due; True when delivered.

    fresh: the delivery right after the commit (a message no attempt has touched yet)."""
    message = _claim(pk, fresh=fresh)
    if message is None:
        return False
    token = _delivering.set(message.pk)
    try:
        import_string(message.task)(*message.args, **message.kwargs)
    except Exception as error:
        gives_up = message.attempts >= MAX_ATTEMPTS
        logger.exception(
            "Wirkung %s %s fehlgeschlagen (Versuch %s%s)",
            message.task,
            message.args,
            message.attempts,
            ", aufgegeben" if gives_up else "",
        )
        OutboxMessage.objects.filter(pk=pk).update(
            claimed_until=None,
            due_at=None if gives_up else timezone.now() + pause_after(message.attempts),
            last_error=f"{type(error).__name__}: {error}"[:2000],
        )
        return False
    finally:
        _delivering.reset(token)
    OutboxMessage.objects.filter(pk=pk).delete()
    return True


@shared_task
def deliver_message(pk: int) -> None:
    deliver(pk, fresh=True)


@shared_task
def deliver_due() -> int:
    """Every message that is due and not held (left by a crash, or waiting for its next attempt)."""
    now = timezone.now()
    due = (
        OutboxMessage.objects.filter(_free(now), due_at__lte=now)
        .order_by("due_at", "pk")
        .values_list("pk", flat=True)[:DUE_BATCH]
    )
    return sum(deliver(pk) for pk in list(due))


@shared_task
def sweep_rate_limits() -> int:
    """The database's rate-limit rows of windows long over (core.ratelimit counts without deleting in a request)."""
    return ratelimit.sweep()
