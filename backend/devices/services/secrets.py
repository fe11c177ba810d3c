"""A new secret for a device, made by an administrator (the printer agent's secret file, a time-clock terminal's
address): shown once, stored as its sha256; the old secret stops working at once."""

from django.db import transaction
from django.utils import timezone

from audit.models import Action
from audit.services import record_change

from ..models import Device, DeviceKind, secret_hash
from .checks import check_reach
from .devices import device_snapshot
from .pairing import new_secret as make_secret


def new_secret(actor, device: Device) -> tuple[Device, str]:
    check_reach(actor, device)
    secret = make_secret()
    with transaction.atomic():
        locked = Device.objects.select_for_update(of=("self",)).select_related("branch").get(pk=device.pk)
        before = device_snapshot(locked)
        locked.secret_hash = secret_hash(secret)
        locked.paired_at = timezone.now()
        locked.save(update_fields=["secret_hash", "paired_at", "updated_at"])
        record_change(actor, Action.UPDATE, locked, before=before, after=device_snapshot(locked), force=True)
    return locked, secret


def terminal_page(device: Device, secret: str) -> str | None:
    """The time-clock terminal's page for this secret (/terminal/<branch>/<secret>); None for other kinds."""
    if device.kind != DeviceKind.TERMINAL:
        return None
    return f"/terminal/{device.branch.identifier}/{secret}"
