"""Recording changes in the audit log, and the audited create / update / delete every area uses."""

import datetime
import decimal
import logging
from collections.abc import Callable

from django.db import models, transaction

from core.actors import DeviceActor
from core.usage import check_unused

from .models import Action, LogEntry

logger = logging.getLogger(__name__)
MASKED = "***"
ERASED = "[gelöscht]"
SENSITIVE_FIELDS = frozenset({"password", "api_key", "pin"})


def _plain(value):
    if isinstance(value, (datetime.datetime, datetime.date, datetime.time)):
        return value.isoformat()
    if isinstance(value, decimal.Decimal):
        return str(value)
    if isinstance(value, models.Model):
        return value.pk
    return value


def snapshot(instance: models.Model) -> dict:
    """Plain values of an instance's fields (many-to-many as sorted ids, listed relations inline)."""
    data = {}
    for field in instance._meta.concrete_fields:
        value = getattr(instance, field.attname)
        # sensitive values stay in the snapshot so that diff() notices a change; diff() masks them
        data[field.name] = _plain(value)
    if instance.pk:
        for field in instance._meta.many_to_many:
            data[field.name] = sorted(getattr(instance, field.name).values_list("pk", flat=True))
        for relation in getattr(instance, "audit_related", ()):
            data[relation] = [
                {f.name: _plain(getattr(obj, f.attname)) for f in obj._meta.concrete_fields if not f.is_relation}
                for obj in getattr(instance, relation).all()
            ]
    return data


def diff(before: dict, after: dict) -> dict:
    changes = {}
    for key in sorted(set(before) | set(after)):
        old, new = before.get(key), after.get(key)
        if old != new:
            if key in SENSITIVE_FIELDS:
                old, new = (None if value is None else MASKED for value in (old, new))
            changes[key] = {"old": old, "new": new}
    return changes


def _who(actor):
    """The user who acted and the label the log keeps (a person's e-mail address, a device's 'Gerät: …')."""
    if isinstance(actor, DeviceActor):
        return None, actor.label[: LogEntry._meta.get_field("user_label").max_length]
    user = actor if getattr(actor, "is_authenticated", False) else None
    return user, user.email if user else ""


def record_change(actor, action: str, instance: models.Model, before: dict, after: dict, force: bool = False):
    changes = diff(before, after)
    if not changes and not force:
        return None
    user, label = _who(actor)
    entry = LogEntry.objects.create(
        user=user,
        user_label=label,
        action=action,
        entity=instance._meta.model_name,
        entity_id=str(instance.pk),
        entity_label=str(instance)[:200],
        changes=changes,
    )
    logger.info("audit %s %s %s", action, entry.entity, entry.entity_id)
    return entry


def redact_history(model: type[models.Model], ids, fields, label: Callable[[str], str] | None = None) -> int:
    """Erase personal values from the recorded history of these records (GDPR erasure).

    Every recorded old or new value of `fields` that is not empty becomes '[gelöscht]'; `label(entity_id)`, when
    given, replaces the entries' labels. The entries stay (who changed what, when); returns how many changed.
    """
    entries = LogEntry.objects.filter(entity=model._meta.model_name, entity_id__in=[str(pk) for pk in ids])
    changed = []
    for entry in entries:
        before = (entry.changes, entry.entity_label)
        changes = {
            key: {
                side: ERASED if key in fields and value not in (None, "") else value for side, value in change.items()
            }
            if isinstance(change, dict)
            else change
            for key, change in entry.changes.items()
        }
        entry.changes = changes
        if label is not None:
            entry.entity_label = label(entry.entity_id)[:200]
        if (entry.changes, entry.entity_label) != before:
            changed.append(entry)
    LogEntry.objects.bulk_update(changed, ["changes", "entity_label"])
    return len(changed)


Snapshot = Callable[[models.Model], dict]


def audited_create(actor, build: Callable[[], models.Model], snapshot: Snapshot = snapshot) -> models.Model:
    """Run `build` (it creates and returns the instance) in one transaction that also logs the creation."""
    with transaction.atomic():
        instance = build()
        record_change(actor, Action.CREATE, instance, before={}, after=snapshot(instance))
    return instance


def audited_update(
    actor, instance: models.Model, apply: Callable[[], object], snapshot: Snapshot = snapshot, action=Action.UPDATE
) -> models.Model:
    """Run `apply` (it changes and saves `instance`) in one transaction that also logs the change."""
    before = snapshot(instance)
    with transaction.atomic():
        apply()
        record_change(actor, action, instance, before=before, after=snapshot(instance))
    return instance


def audited_delete(actor, instance: models.Model, snapshot: Snapshot = snapshot) -> None:
    """Log the deletion (while the instance still has its id) and delete, in one transaction.

    Refused (core.usage.InUse) while a registered finder names a user of the row."""
    check_unused(instance)
    before = snapshot(instance)
    with transaction.atomic():
        record_change(actor, Action.DELETE, instance, before=before, after={})
        instance.delete()
