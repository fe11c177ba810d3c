"""State changes of the organisation area; each owns its transaction and audit entry."""

from django.db import transaction

from audit.services import record_change, snapshot

from .models import Branch, Config, new_api_key


def update_config(actor, data: dict) -> Config:
    from .api.serializers import ConfigSerializer

    config = Config.load()
    serializer = ConfigSerializer(config, data=data, partial=True)
    serializer.is_valid(raise_exception=True)
    before = snapshot(config)
    with transaction.atomic():
        config = serializer.save()
        record_change(actor, "update", config, before=before, after=snapshot(config))
    return config


def regenerate_api_key(actor, branch: Branch) -> Branch:
    with transaction.atomic():
        old_key = branch.api_key
        branch.api_key = new_api_key()
        branch.save(update_fields=["api_key"])
        # the log masks both keys ("***"); they are passed so that the change itself shows
        record_change(
            actor, "state", branch, before={"api_key": old_key}, after={"api_key": branch.api_key}, force=True
        )
    return branch
