"""Changing the consent configuration and recording the visitors' decisions."""

import datetime
import hashlib
import secrets
import uuid

from django.db import IntegrityError, transaction
from django.utils import timezone

from audit.models import Action
from audit.services import record_change

from . import selectors
from .configuration import version_of
from .models import ConsentRecord, ConsentVersion, DailySalt


def update_configuration(actor, configuration: dict) -> selectors.Current:
    """Store the configuration as a new version when it differs from the current one (audited)."""
    before = selectors.current()
    version = version_of(configuration)
    if version == before.version and ConsentVersion.objects.exists():
        return before
    with transaction.atomic():
        row = ConsentVersion.objects.create(
            version=version,
            configuration=configuration,
            created_at=timezone.now(),
            created_by=getattr(actor, "email", "") or "",
        )
        record_change(
            actor,
            Action.UPDATE,
            row,
            before={"version": before.version},
            after={"version": version},
        )
    return selectors.Current(row.version, row.configuration, row.created_at)


def _salt_of(day: datetime.date) -> str:
    salt = DailySalt.objects.filter(day=day).values_list("salt", flat=True).first()
    if salt:
        return salt
    try:
        with transaction.atomic():
            DailySalt.objects.create(day=day, salt=secrets.token_hex(32))
    except IntegrityError:  # another process created it first
        pass
    DailySalt.objects.filter(day__lt=day).delete()
    return DailySalt.objects.get(day=day).salt


def client_hash(address: str, user_agent: str) -> str:
    """A salted daily hash of the client (32 hex digits): equal within a day, unrelated across days."""
    salt = _salt_of(timezone.localdate())
    return hashlib.sha256(f"{salt}\x00{address}\x00{user_agent}".encode()).hexdigest()[:32]


def record_decision(
    *,
    consent_id: uuid.UUID,
    version: str,
    decision: str,
    intents: dict[str, bool],
    services: dict[str, bool],
    address: str,
    user_agent: str,
) -> ConsentRecord:
    return ConsentRecord.objects.create(
        recorded_at=timezone.now(),
        consent_id=consent_id,
        version=version,
        decision=decision,
        intents=intents,
        services=services,
        client_hash=client_hash(address, user_agent),
    )
