"""Pairing without typing secrets (like Xibo's): the device page asks for a code, the manager enters it.

1. `start()` (the device page, public): a PairingRequest with a short code and a token, valid PAIRING_MINUTES.
2. `pair(actor, code, ...)` (staff, back office): the request's device is created in the named branch; or
   `pair_existing(actor, device, code)`: the request becomes an existing device's (a tablet that replaces a broken
   one keeps its name, identifier, settings and TV), whose old secret stops working at once.
3. `status(token)` (the device page, every 2 s): waiting / expired / paired; the first answer after pairing makes
   the device's secret and hands it out, stored as its sha256 only: it is never shown again.
"""

import datetime
import secrets
from dataclasses import dataclass

from django.db import IntegrityError, transaction
from django.utils import timezone

from audit.models import Action
from audit.services import record_change
from core.permissions import require_admin
from organisation.models import Branch
from rules.slug import tag_slug

from .. import stamps
from ..errors import DeviceError, InvalidCode
from ..messages import IDENTIFIER_TAKEN
from ..models import Device, PairingRequest, secret_hash
from .checks import check_reach
from .devices import device_snapshot

# no 0/O, 1/I/L: the code is read from a screen and typed
CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
CODE_LENGTH = 6
PAIRING_MINUTES = 10
# requests expired longer ago than this are deleted when a new one starts
KEEP_EXPIRED = datetime.timedelta(days=1)


@dataclass(frozen=True)
class Started:
    code: str
    token: str
    expires_at: datetime.datetime


@dataclass(frozen=True)
class Status:
    status: str  # waiting | paired | expired
    device: Device | None = None
    # only in the one answer that hands it out
    secret: str | None = None


def new_code() -> str:
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def normalize_code(code: str) -> str:
    """What the manager typed, as stored: upper case, without spaces and dashes."""
    return "".join(character for character in (code or "").upper() if character not in " -")[:20]


def new_secret() -> str:
    return secrets.token_urlsafe(32)


def start() -> Started:
    now = timezone.now()
    expires_at = now + datetime.timedelta(minutes=PAIRING_MINUTES)
    token = secrets.token_urlsafe(32)
    with transaction.atomic():
        PairingRequest.objects.filter(expires_at__lt=now - KEEP_EXPIRED).delete()
        # a code is unique among the requests still open (collisions are rare: 31^6 codes)
        for _attempt in range(10):
            code = new_code()
            if not PairingRequest.objects.filter(code=code, expires_at__gt=now, device__isnull=True).exists():
                break
        PairingRequest.objects.create(code=code, token_hash=secret_hash(token), expires_at=expires_at)
    return Started(code=code, token=token, expires_at=expires_at)


def status(token: str) -> Status | None:
    """None for an unknown token (the view answers 404)."""
    if not token or len(token) > 200:
        return None
    now = timezone.now()
    with transaction.atomic():
        request = PairingRequest.objects.select_for_update().filter(token_hash=secret_hash(token)).first()
        if request is None:
            return None
        if request.device_id is None:
            return Status("expired" if request.is_expired(now) else "waiting")
        device = Device.objects.select_related("branch").get(pk=request.device_id)
        if request.secret_issued_at is not None:
            return Status("paired", device)
        secret = new_secret()
        device.secret_hash = secret_hash(secret)
        device.paired_at = now
        device.save(update_fields=["secret_hash", "paired_at", "updated_at"])
        request.secret_issued_at = now
        request.save(update_fields=["secret_issued_at"])
    return Status("paired", device, secret)


def unique_identifier(branch: Branch, name: str) -> str:
    base = (tag_slug(name).strip("-") or "geraet")[:50].rstrip("-")
    taken = set(Device.objects.filter(branch=branch, identifier__startswith=base).values_list("identifier", flat=True))
    if base not in taken:
        return base
    number = 2
    while f"{base}-{number}" in taken:
        number += 1
    return f"{base}-{number}"


def open_request(code: str, *, lock: bool = False) -> PairingRequest | None:
    """The pairing request still waiting for this code (None: unknown, used or expired)."""
    requests = PairingRequest.objects.select_for_update() if lock else PairingRequest.objects.all()
    return (
        requests.filter(code=normalize_code(code), device__isnull=True, expires_at__gt=timezone.now())
        .order_by("-created_at")
        .first()
    )


def _claim(code: str) -> PairingRequest:
    """The request waiting for this code, locked until the caller's transaction ends (InvalidCode: unknown, used or
    expired)."""
    request = open_request(code, lock=True)
    if request is None:
        raise InvalidCode()
    return request


def _hand_over(waiting: PairingRequest, device: Device, now) -> None:
    """The request now belongs to `device`: the page's next status answer makes the device's secret."""
    waiting.device = device
    waiting.paired_at = now
    waiting.save(update_fields=["device", "paired_at"])


def pair(actor, code: str, *, branch: Branch, name: str, kind: str, identifier: str = "", **fields) -> Device:
    """Create the device of the pairing request with this code (400 on `code` when unknown, used or expired).

    Only administrators pair (as the API). `fields`: further device fields (printerHost, …).
    """
    require_admin(actor)
    now = timezone.now()
    with transaction.atomic():
        waiting = _claim(code)
        device = Device(
            branch=branch, name=name, kind=kind, identifier=identifier or unique_identifier(branch, name), **fields
        )
        try:
            with transaction.atomic():
                device.save()
        except IntegrityError:
            raise DeviceError(IDENTIFIER_TAKEN, "unique", 400, field="identifier") from None
        _hand_over(waiting, device, now)
        record_change(actor, Action.CREATE, device, before={}, after=device_snapshot(device))
    return device


def pair_existing(actor, device: Device, code: str) -> Device:
    """The page showing `code` becomes `device` (400 on `code` when unknown, used or expired): everything of the device
    stays (id, name, identifier, settings, its TV), its secret is made anew with the page's next status answer.

    The old secret stops working at once: the device has none until the page fetched its own (isPaired false,
    pairedAt now), and its cached identity is forgotten (on save, and again after the commit, so that no poll
    answered in between keeps it). A page still waiting for this device's secret from an earlier code starts over
    (its token is gone: 404). A deactivated device stays deactivated: its page then says so until an administrator
    activates it.
    """
    check_reach(actor, device)
    now = timezone.now()
    with transaction.atomic():
        waiting = _claim(code)
        locked = Device.objects.select_for_update(of=("self",)).select_related("branch").get(pk=device.pk)
        before = device_snapshot(locked)
        old_secret_hash = locked.secret_hash
        PairingRequest.objects.filter(device=locked, secret_issued_at__isnull=True).delete()
        locked.secret_hash = None
        locked.paired_at = now
        locked.save(update_fields=["secret_hash", "paired_at", "updated_at"])
        _hand_over(waiting, locked, now)
        record_change(actor, Action.UPDATE, locked, before=before, after=device_snapshot(locked), force=True)
        transaction.on_commit(lambda: stamps.forget_identity(old_secret_hash))
    return locked
