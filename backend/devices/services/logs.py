"""Logs a device sends: asked for with a `logs` command (then they acknowledge it) or on its own."""

from django.db import transaction

from ..models import Command, CommandStatus, Device, DeviceLog
from . import commands

MAX_LINES = 500
MAX_LINE_LENGTH = 500
# the newest logs kept per device; older ones are deleted when a new one arrives
KEPT_PER_DEVICE = 50


def receive(device: Device, lines: list[str], command_id: int | None = None) -> DeviceLog:
    """Store the lines (checked by the caller: at most MAX_LINES of MAX_LINE_LENGTH characters); with the id of the
    device's `logs` command that asked for them, the command is done (result: the log's id)."""
    with transaction.atomic():
        command = None
        if command_id is not None:
            command = Command.objects.filter(pk=command_id, device=device, kind="logs").first()
        log = DeviceLog.objects.create(device=device, command=command, lines=list(lines))
        stale = list(
            DeviceLog.objects.filter(device=device)
            .order_by("-created_at", "-id")
            .values_list("pk", flat=True)[KEPT_PER_DEVICE : KEPT_PER_DEVICE + 500]
        )
        if stale:
            DeviceLog.objects.filter(pk__in=stale).delete()
        if command is not None and command.status not in (CommandStatus.DONE, CommandStatus.ABORTED):
            commands.acknowledge(device, command.pk, True, result={"logId": log.pk})
    return log
