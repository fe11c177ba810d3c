"""Devices themselves: what the audit log keeps of them (never the secret's hash)."""

from audit.services import snapshot

from ..models import Command, Device


def device_snapshot(device: Device) -> dict:
    """The audited values of a device: its fields but the secret's hash (a new pairing shows as pairedAt)."""
    data = snapshot(device)
    data.pop("secret_hash", None)
    data.pop("last_seen_at", None)
    data.pop("updated_at", None)
    return data


def command_snapshot(command: Command) -> dict:
    """The audited values of a command: a print command's data (the ESC/POS bytes) is left out."""
    data = snapshot(command)
    if command.kind == "print":
        data["payload"] = {key: value for key, value in (command.payload or {}).items() if key != "data"}
    return data
