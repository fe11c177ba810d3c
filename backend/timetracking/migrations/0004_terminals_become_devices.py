"""The clock-in terminals become devices of kind `terminal` (issue 25): one Device per Terminal, in the same branch,
with its name and active flag; the terminal's key stays its secret, stored as its sha256 (the device's secret_hash),
so /terminal/<branch>/<key> and /api/time-tracking/<branch>/<key>/… keep working. 0005 then drops the Terminal table.

Backwards: the devices of kind terminal become terminals again, but a hash gives no key back: each gets a new key
(its old address stops working)."""

import hashlib
import re
import secrets

from django.db import migrations

UMLAUTS = str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue", "ß": "ss", "_": "-", " ": "-"})


def slug(name: str) -> str:
    value = re.sub(r"-{2,}", "-", re.sub(r"[^a-z0-9-]", "", (name or "").lower().translate(UMLAUTS))).strip("-")
    return (value or "terminal")[:50].rstrip("-") or "terminal"


def to_devices(apps, schema_editor):
    Terminal = apps.get_model("timetracking", "Terminal")
    Device = apps.get_model("devices", "Device")
    for terminal in Terminal.objects.order_by("id"):
        taken = set(Device.objects.filter(branch_id=terminal.branch_id).values_list("identifier", flat=True))
        identifier, number = slug(terminal.name), 2
        base = identifier
        while identifier in taken:
            identifier, number = f"{base}-{number}", number + 1
        device = Device.objects.create(
            branch_id=terminal.branch_id,
            name=terminal.name,
            identifier=identifier,
            kind="terminal",
            is_active=terminal.is_active,
            secret_hash=hashlib.sha256(terminal.api_key.encode()).hexdigest(),
            paired_at=terminal.created_at,
        )
        # keep the creation time the terminal had (auto_now_add set it to now)
        Device.objects.filter(pk=device.pk).update(created_at=terminal.created_at)


def to_terminals(apps, schema_editor):
    Terminal = apps.get_model("timetracking", "Terminal")
    Device = apps.get_model("devices", "Device")
    for device in Device.objects.filter(kind="terminal").order_by("id"):
        Terminal.objects.create(
            branch_id=device.branch_id,
            name=device.name,
            api_key=secrets.token_urlsafe(24),
            is_active=device.is_active,
        )
    Device.objects.filter(kind="terminal").delete()


class Migration(migrations.Migration):
    dependencies = [
        ("timetracking", "0003_offline_step_count"),
        ("devices", "0001_devices"),
    ]

    operations = [migrations.RunPython(to_devices, to_terminals)]
