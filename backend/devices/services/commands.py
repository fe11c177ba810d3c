"""The command channel: staff (or an area) send a command to a device, its agent fetches it with its next poll and
acknowledges it (docs/devices.md 'Devices').

pending → delivered (fetched by the agent) → done / failed (its ack); or aborted (staff) / expired (nobody acked in
time). Every change a device should hear of bumps its poll stamp after the commit (stamps.py), so an unchanged poll
is answered 304 without a database read.
"""

import datetime
import time

from django.db import transaction
from django.utils import timezone

from audit.models import Action
from audit.services import record_change
from core.permissions import require_branch

from .. import messages, stamps
from ..errors import DeviceError
from ..models import FINISHED_STATUSES, OPEN_STATUSES, Command, CommandStatus, Device
from ..registry import ack_handlers
from .devices import command_snapshot

DEFAULT_EXPIRY = datetime.timedelta(minutes=5)
# at most this many commands are handed out per poll (the rest with the next one)
MAX_PER_POLL = 50
# how often wait_for re-reads the command
WAIT_STEP_SECONDS = 0.1


def bump_on_commit(device_id: int) -> None:
    """The device's poll stamp moves once the surrounding transaction commits (at once outside one)."""
    transaction.on_commit(lambda: stamps.bump(device_id))


def send(
    device: Device,
    kind: str,
    payload: dict | None = None,
    *,
    actor=None,
    expires_in: datetime.timedelta = DEFAULT_EXPIRY,
) -> Command:
    """Queue a command for the device. Call it inside the caller's transaction (a print job and its command are
    written together); the device hears of it after the commit. With an actor the command is audited: the caller
    checked it (the channel also carries the server's own commands, a print job's, which have none)."""
    now = timezone.now()
    user = actor if getattr(actor, "is_authenticated", False) else None
    with transaction.atomic():
        command = Command.objects.create(
            device=device,
            kind=kind,
            payload=payload or {},
            expires_at=now + expires_in,
            created_by=user,
        )
        if actor is not None:
            record_change(actor, Action.CREATE, command, before={}, after=command_snapshot(command))
        bump_on_commit(device.pk)
    return command


def deliver(device_id: int) -> list[Command]:
    """The device's pending commands, oldest first, now marked delivered; pending ones past their expiry become
    expired instead. A bounded number of statements: one read, at most two updates."""
    now = timezone.now()
    with transaction.atomic():
        # two polls of one device at once: the second skips what the first holds (PostgreSQL; SQLite writes one
        # transaction at a time anyway), so nothing is handed out twice
        commands = list(
            Command.objects.select_for_update(skip_locked=True)
            .filter(device_id=device_id, status=CommandStatus.PENDING)
            .order_by("id")[:MAX_PER_POLL]
        )
        due = [command for command in commands if command.expires_at > now]
        expired = [command.pk for command in commands if command.expires_at <= now]
        if expired:
            Command.objects.filter(pk__in=expired, status=CommandStatus.PENDING).update(
                status=CommandStatus.EXPIRED, finished_at=now
            )
        if due:
            Command.objects.filter(pk__in=[command.pk for command in due], status=CommandStatus.PENDING).update(
                status=CommandStatus.DELIVERED, delivered_at=now
            )
            for command in due:
                command.status, command.delivered_at = CommandStatus.DELIVERED, now
        if len(commands) == MAX_PER_POLL:
            # more are waiting: the next poll must not be a 304
            bump_on_commit(device_id)
    return due


def acknowledge(device: Device, command_id: int, ok: bool, result=None, error: str = "") -> Command:
    """The device's answer to one of its commands: done (ok) or failed, with its result or error; then the handlers
    registered for the kind (registry.on_ack) run in the same transaction. An ack repeated, or for a command that
    was aborted, changes nothing and runs no handler; a late ack of an expired command still records the truth."""
    now = timezone.now()
    with transaction.atomic():
        command = Command.objects.select_for_update().filter(pk=command_id, device=device).first()
        if command is None:
            raise DeviceError(messages.COMMAND_UNKNOWN, "not_found", 404)
        if command.status in (CommandStatus.DONE, CommandStatus.FAILED, CommandStatus.ABORTED):
            return command
        command.status = CommandStatus.DONE if ok else CommandStatus.FAILED
        command.result = result
        command.error = (error or "")[:500]
        command.finished_at = now
        if command.delivered_at is None:
            command.delivered_at = now
        command.save(update_fields=["status", "result", "error", "finished_at", "delivered_at"])
        for handler in ack_handlers(command.kind):
            handler(command)
    return command


def abort(actor, command: Command) -> Command:
    """End an open command (a show-scene the screen shows until aborted); the device hears of it with its next poll.
    A command that already ended: 409 'Befehl konnte nicht abgebrochen werden.' (code command_finished). Staff
    reaching the device's branch (another branch's: Http404)."""
    require_branch(actor, command.device.branch_id)
    now = timezone.now()
    with transaction.atomic():
        locked = Command.objects.select_for_update().get(pk=command.pk)
        if locked.status not in OPEN_STATUSES:
            raise DeviceError(messages.ABORT_FAILED, "command_finished")
        before = command_snapshot(locked)
        locked.status = CommandStatus.ABORTED
        locked.finished_at = now
        locked.save(update_fields=["status", "finished_at"])
        record_change(actor, Action.UPDATE, locked, before=before, after=command_snapshot(locked))
        bump_on_commit(locked.device_id)
    return locked


def expire(command: Command) -> Command:
    """Mark an open command expired (nobody acked in time); a finished one stays as it is."""
    now = timezone.now()
    with transaction.atomic():
        changed = Command.objects.filter(pk=command.pk, status__in=OPEN_STATUSES).update(
            status=CommandStatus.EXPIRED, finished_at=now
        )
        if changed:
            bump_on_commit(command.device_id)
    command.refresh_from_db()
    return command


def wait_for(command: Command, seconds: float) -> Command:
    """Re-read the command until it is finished (done, failed, aborted), at most `seconds`; then, still open, it is
    marked expired. Call it outside any transaction: it waits for another request's commit (the device's ack)."""
    deadline = time.monotonic() + max(0.0, seconds)
    while True:
        status = Command.objects.filter(pk=command.pk).values_list("status", flat=True).first()
        if status is None:
            # the device (and with it the command) was deleted meanwhile
            return command
        if status in FINISHED_STATUSES:
            break
        if time.monotonic() >= deadline:
            return expire(command)
        time.sleep(min(WAIT_STEP_SECONDS, max(0.0, deadline - time.monotonic())))
    command.refresh_from_db()
    return command
