"""What an agent reports of itself: that it is there (lastSeenAt, written at most every stamps.SEEN_SECONDS) and,
for a counter tablet, whether its sound is on."""

from django.utils import timezone

from .. import stamps
from ..models import Device


def seen(device_id: int) -> None:
    """Record that the device called; at most one write per SEEN_SECONDS (the poll is answered from the cache)."""
    if stamps.seen_now(device_id):
        Device.objects.filter(pk=device_id).update(last_seen_at=timezone.now())


def heartbeat(device: Device, sound_enabled: bool | None = None) -> Device:
    now = timezone.now()
    fields = {"last_seen_at": now}
    if sound_enabled is not None:
        fields["sound_enabled"] = sound_enabled
    Device.objects.filter(pk=device.pk).update(**fields)
    for name, value in fields.items():
        setattr(device, name, value)
    return device
