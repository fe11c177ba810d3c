"""Reads of the devices area: the device an agent's secret names, the devices in a user's reach, who is online."""

import datetime
import hmac

from django.conf import settings
from django.db.models import QuerySet
from django.utils import timezone

from core.reach import scope_by_branch
from organisation.models import Department

from . import stamps
from .models import Command, Device, DeviceKind, DeviceLog, PrintJob, secret_hash

# longer values are no secret of ours (token_urlsafe(32) is 43 characters; old terminal keys at most 64)
MAX_SECRET_LENGTH = 200


def identity_for_secret(secret: str) -> stamps.Identity | None:
    """Who the secret names, from the cache when it knows (no database read), else from its row."""
    if not secret or len(secret) > MAX_SECRET_LENGTH:
        return None
    hashed = secret_hash(secret)
    identity = stamps.cached_identity(hashed)
    if identity is not None:
        return identity
    row = Device.objects.filter(secret_hash=hashed).values_list("id", "branch_id", "kind", "is_active").first()
    if row is None:
        return None
    identity = stamps.Identity(*row)
    stamps.remember_identity(hashed, identity)
    return identity


def device_for_secret(secret: str) -> Device | None:
    """The device (active or not) whose secret this is, with its branch; None for an unknown secret."""
    if not secret or len(secret) > MAX_SECRET_LENGTH:
        return None
    hashed = secret_hash(secret)
    device = Device.objects.select_related("branch").filter(secret_hash=hashed).first()
    if device is None or not hmac.compare_digest(device.secret_hash, hashed):
        return None
    return device


def terminal_for_key(branch_identifier: str, key: str) -> Device | None:
    """The active time-clock terminal of this branch whose secret is `key` (the address /terminal/<branch>/<key>
    and /api/time-tracking/<branch>/<key>/… of the terminals before they were devices keeps working)."""
    device = device_for_secret(key)
    if device is None or device.kind != DeviceKind.TERMINAL or not device.is_active:
        return None
    if device.branch.identifier != branch_identifier:
        return None
    return device


def devices_for(user) -> QuerySet:
    """The devices of the branches the user reaches."""
    return scope_by_branch(Device.objects.select_related("branch", "department"), user)


def is_online(device: Device, now: datetime.datetime | None = None) -> bool:
    """Seen within DEVICE_ONLINE_SECONDS (a poll, a heartbeat, any agent call)."""
    return device.is_online(now)


def online_since() -> datetime.datetime:
    """Devices seen after this instant are online (filter `last_seen_at__gte`)."""
    return timezone.now() - datetime.timedelta(seconds=settings.DEVICE_ONLINE_SECONDS)


def printers_of(branch_id: int) -> QuerySet:
    """The active printers of a branch."""
    return Device.objects.filter(branch_id=branch_id, kind=DeviceKind.PRINTER, is_active=True).select_related(
        "department"
    )


def command_stamp(device_id: int) -> str:
    """The device's poll stamp: it changes whenever one of its commands changes (no database read)."""
    return stamps.command_stamp(device_id)


def pending_commands(device_id: int) -> QuerySet:
    return Command.objects.filter(device_id=device_id, status="pending").order_by("id")


def commands_of(device: Device) -> QuerySet:
    return Command.objects.filter(device=device).order_by("-created_at", "-id")


def logs_of(device: Device) -> QuerySet:
    """The logs a device sent, newest first."""
    return DeviceLog.objects.filter(device=device).order_by("-created_at", "-id")


def print_jobs_of_order(order_id: int) -> QuerySet:
    return (
        PrintJob.objects.filter(order_id=order_id).select_related("device", "department").order_by("created_at", "id")
    )


def printers_of_department(instance) -> list[str]:
    """core.usage finder: the printers that print a department's kitchen tickets."""
    if not isinstance(instance, Department):
        return []
    names = Device.objects.filter(department=instance).order_by("name").values_list("name", flat=True)
    return [f"Drucker „{name}“" for name in names]
