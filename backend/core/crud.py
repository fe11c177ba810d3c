"""Generic create / update / delete: one transaction each, recorded in the audit log."""

from django.db import transaction

from audit.services import record_change, snapshot


def create(serializer, actor):
    with transaction.atomic():
        instance = serializer.save()
        record_change(actor, "create", instance, before={}, after=snapshot(instance))
    return instance


def update(serializer, actor):
    before = snapshot(serializer.instance)
    with transaction.atomic():
        instance = serializer.save()
        record_change(actor, "update", instance, before=before, after=snapshot(instance))
    return instance


def delete(instance, actor):
    before = snapshot(instance)
    with transaction.atomic():
        record_change(actor, "delete", instance, before=before, after={})
        instance.delete()
