"""What a device's poll is answered from without a database read: the cache alias "devices" (config/settings.py),
shared by every web process (Redis with REDIS_URL, else files on this machine).

- the poll stamp of a device: changes whenever its commands change (services.commands bumps it after commit); a
  poll whose If-None-Match names the current stamp is answered 304 from here. A stamp the cache lost is made anew,
  which only costs one full answer.
- the identity of an agent's secret (device id, branch, kind, active), so that authenticating a poll reads no row;
  forgotten whenever the device is saved or deleted (apps.py connects the signals), and after AUTH_SECONDS anyway.
- when a device's lastSeenAt was last written: at most every SEEN_SECONDS.
"""

import secrets
import time
from dataclasses import dataclass

from django.core.cache import caches

AUTH_SECONDS = 300
SEEN_SECONDS = 15
STAMP_SECONDS = 24 * 60 * 60


def _cache():
    return caches["devices"]


def _new_stamp() -> str:
    return f"{time.time_ns():x}{secrets.token_hex(3)}"


def command_stamp(device_id: int) -> str:
    """The device's current poll stamp (made when the cache has none)."""
    cache = _cache()
    key = f"stamp:{device_id}"
    stamp = cache.get(key)
    if stamp is None:
        cache.add(key, _new_stamp(), STAMP_SECONDS)
        stamp = cache.get(key) or _new_stamp()
    return stamp


def bump(device_id: int) -> None:
    _cache().set(f"stamp:{device_id}", _new_stamp(), STAMP_SECONDS)


@dataclass(frozen=True)
class Identity:
    """Who an agent's secret names (what the poll needs; the full row is read only where it is used)."""

    device_id: int
    branch_id: int
    kind: str
    is_active: bool


def cached_identity(secret_hash: str) -> Identity | None:
    value = _cache().get(f"auth:{secret_hash}")
    return Identity(*value) if value else None


def remember_identity(secret_hash: str, identity: Identity) -> None:
    value = (identity.device_id, identity.branch_id, identity.kind, identity.is_active)
    _cache().set(f"auth:{secret_hash}", value, AUTH_SECONDS)


def forget_identity(*secret_hashes: str | None) -> None:
    keys = [f"auth:{value}" for value in secret_hashes if value]
    if keys:
        _cache().delete_many(keys)


def seen_now(device_id: int) -> bool:
    """True at most once per SEEN_SECONDS per device: then lastSeenAt is due to be written."""
    return _cache().add(f"seen:{device_id}", 1, SEEN_SECONDS)


def forget_seen(device_id: int) -> None:
    _cache().delete(f"seen:{device_id}")
