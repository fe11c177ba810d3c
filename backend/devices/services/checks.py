"""What staff ask of a device and wait for: a test notification, its logs (docs/devices.md 'Devices').

The command is committed first (the device must be able to fetch it), then the request waits up to
DEVICE_CONFIRM_SECONDS for the device's ack; without it the command is expired and the answer is 409 with the
German text (code device_unconfirmed); a device that answered 'failed' is the same refusal with code device_failed.
Call these outside a transaction.
"""

import datetime

from django.conf import settings
from django.db import transaction

from core.reach import branch_reach

from .. import messages
from ..errors import DeviceError, Unconfirmed
from ..models import Command, CommandKind, CommandStatus, Device, DeviceLog
from . import commands


def confirm_seconds() -> float:
    return float(settings.DEVICE_CONFIRM_SECONDS)


def check_reach(actor, device: Device) -> None:
    """The actor reaches the device's branch (the view looked it up in reach already; services check again)."""
    reach = branch_reach(actor)
    if reach is not None and device.branch_id not in reach:
        raise DeviceError("Der Eintrag wurde nicht gefunden.", "not_found", 404)


def _send_and_wait(actor, device: Device, kind: str, payload: dict, failure: str) -> Command:
    check_reach(actor, device)
    seconds = confirm_seconds()
    with transaction.atomic():
        # a little longer than the wait: a late fetch still finds it, and wait_for marks it expired when it ends
        command = commands.send(device, kind, payload, actor=actor, expires_in=datetime.timedelta(seconds=seconds + 30))
    command = commands.wait_for(command, seconds)
    if command.status == CommandStatus.DONE:
        return command
    if command.status == CommandStatus.FAILED:
        raise DeviceError(failure, "device_failed")
    raise Unconfirmed(failure)


def test_notification(actor, device: Device) -> Command:
    """The device shows a test notification; the command once the device confirmed it."""
    payload = {"title": messages.TEST_NOTIFICATION_TITLE, "text": messages.TEST_NOTIFICATION_TEXT}
    return _send_and_wait(actor, device, CommandKind.NOTIFICATION, payload, messages.TEST_FAILED)


def request_logs(actor, device: Device) -> DeviceLog:
    """The device sends its logs (POST /api/device-agent/logs with the command's id); the log it sent."""
    command = _send_and_wait(actor, device, CommandKind.LOGS, {}, messages.LOGS_FAILED)
    log = DeviceLog.objects.filter(device=device, command=command).order_by("-created_at", "-id").first()
    if log is None:
        # acked without sending any lines: nothing to show
        raise DeviceError(messages.LOGS_FAILED, "device_failed")
    return log


def wait_for_confirmation(command: Command, failure: str = messages.TEST_FAILED) -> Command:
    """Wait for a command someone else sent (the test print's): done, or the refusal as above."""
    command = commands.wait_for(command, confirm_seconds())
    if command.status == CommandStatus.DONE:
        return command
    if command.status == CommandStatus.FAILED:
        raise DeviceError(failure, "device_failed")
    raise Unconfirmed(failure)
