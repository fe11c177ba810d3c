"""Changing the consent configuration and recording the visitors' decisions."""

import datetime
import hashlib
import hmac
import re
import secrets
import uuid

from django.db import IntegrityError, connection, transaction
from django.utils import timezone

from audit.models import Action
from audit.services import record_change
from core.permissions import require_admin

from . import selectors
from .configuration import version_of
from .models import ConsentKey, ConsentRecord, ConsentVersion, DailySalt

# the browser's secret of its consent ids (secrets.token_urlsafe(32)); anything else counts as no secret
KEY_PATTERN = re.compile(r"[A-Za-z0-9_-]{43}")


class ConsentIdTaken(Exception):
    """The consent id belongs to another browser (or was recorded before ids were bound to one)."""


def update_configuration(actor, configuration: dict) -> selectors.Current:
    """Store the configuration as a new version when it differs from the current one (audited); administrators
    only, as the API's IsAdmin."""
    require_admin(actor)
    before = selectors.current()
    version = version_of(configuration)
    stored = ConsentVersion.objects.exists()
    if version == before.version and stored:
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
            # the first stored version replaces the default, which no row held: audited as new
            before={"version": before.version if stored else None},
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


def key_hash(secret: str) -> str:
    return hashlib.sha256(secret.encode()).hexdigest()


def _claim(consent_id: uuid.UUID, secret: str | None) -> str:
    """The secret the browser keeps for `consent_id` from now on; ConsentIdTaken when the id is not its own.

    One statement binds a new id to the browser's secret (a new secret when it has none) or answers the
    hash the id is bound to already, which the browser's secret must match. Ids recorded before ids were
    bound carry an empty hash (migration 0003) that no secret matches: the storefront records the
    decision under a new id then.
    """
    secret = secret or secrets.token_urlsafe(32)
    hashed = key_hash(secret)
    table = connection.ops.quote_name(ConsentKey._meta.db_table)
    field = ConsentKey._meta.get_field
    sql = (
        f"INSERT INTO {table} (consent_id, key_hash, created_at) VALUES (%s, %s, %s) "  # noqa: S608
        f"ON CONFLICT (consent_id) DO UPDATE SET key_hash = {table}.key_hash RETURNING key_hash"
    )
    params = [
        field("consent_id").get_db_prep_value(consent_id, connection),
        hashed,
        field("created_at").get_db_prep_value(timezone.now(), connection),
    ]
    with connection.cursor() as cursor:
        cursor.execute(sql, params)
        (bound,) = cursor.fetchone()
    if not hmac.compare_digest(bound, hashed):
        raise ConsentIdTaken
    return secret


def record_decision(
    *,
    consent_id: uuid.UUID,
    secret: str | None,
    version: str,
    decision: str,
    intents: dict[str, bool],
    services: dict[str, bool],
    address: str,
    user_agent: str,
) -> tuple[ConsentRecord, str]:
    """Record a decision under the browser's consent id; (the record, the secret for its cookie).

    `secret` is the value of the browser's key cookie (None without a valid one). Raises ConsentIdTaken,
    storing nothing, when the id is bound to another secret.
    """
    secret = _claim(consent_id, secret if secret and KEY_PATTERN.fullmatch(secret) else None)
    record = ConsentRecord.objects.create(
        recorded_at=timezone.now(),
        consent_id=consent_id,
        version=version,
        decision=decision,
        intents=intents,
        services=services,
        client_hash=client_hash(address, user_agent),
    )
    return record, secret
