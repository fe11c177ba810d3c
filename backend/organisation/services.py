"""State changes of the organisation area; each owns its transaction and audit entry."""

from django.db import transaction

from audit.services import record_change, snapshot

from .models import Branch, Config, DeliveryArea, new_api_key


def update_config(actor, data: dict) -> Config:
    """Apply validated config fields (a partial update)."""
    config = Config.load()
    before = snapshot(config)
    with transaction.atomic():
        for name, value in data.items():
            setattr(config, name, value)
        config.save()
        record_change(actor, "update", config, before=before, after=snapshot(config))
    return config


def create_branch(actor, data: dict) -> Branch:
    data = dict(data)
    areas = data.pop("delivery_areas", [])
    tags = data.pop("tags", [])
    with transaction.atomic():
        branch = Branch.objects.create(**data)
        _replace_delivery_areas(branch, areas)
        branch.tags.set(tags)
        record_change(actor, "create", branch, before={}, after=snapshot(branch))
    return branch


def update_branch(actor, branch: Branch, data: dict) -> Branch:
    """Apply validated fields; a delivery-area or tag list, when given, replaces the branch's ones."""
    data = dict(data)
    areas = data.pop("delivery_areas", None)
    tags = data.pop("tags", None)
    before = snapshot(branch)
    with transaction.atomic():
        for name, value in data.items():
            setattr(branch, name, value)
        branch.save()
        if areas is not None:
            _replace_delivery_areas(branch, areas)
        if tags is not None:
            branch.tags.set(tags)
            # a prefetched list would still show the old tags in the response
            getattr(branch, "_prefetched_objects_cache", {}).pop("tags", None)
        record_change(actor, "update", branch, before=before, after=snapshot(branch))
    return branch


def _replace_delivery_areas(branch: Branch, areas: list[dict]) -> None:
    """Keep the areas whose id is sent back (updated in place), create the new ones, delete the rest."""
    existing = {area.id: area for area in branch.delivery_areas.all()}
    kept = []
    for position, data in enumerate(areas):
        data = dict(data)
        area = existing.get(data.pop("id", None)) or DeliveryArea(branch=branch)
        for name, value in data.items():
            setattr(area, name, value)
        area.position = position
        area.save()
        kept.append(area.id)
    branch.delivery_areas.exclude(id__in=kept).delete()
    # a prefetched list would still show the old areas in the response
    getattr(branch, "_prefetched_objects_cache", {}).pop("delivery_areas", None)


def regenerate_api_key(actor, branch: Branch) -> Branch:
    before = snapshot(branch)
    with transaction.atomic():
        branch.api_key = new_api_key()
        branch.save(update_fields=["api_key"])
        record_change(actor, "state", branch, before=before, after=snapshot(branch))
    return branch
