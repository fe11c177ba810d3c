"""State changes of the organisation area; each owns its transaction and audit entry."""

from audit.models import Action
from audit.services import audited_create, audited_update
from core.permissions import require_admin, require_branch

from .models import Branch, Config, DeliveryArea, new_api_key


def update_config(actor, data: dict) -> Config:
    """Apply validated config fields (a partial update); administrators only."""
    require_admin(actor)
    config = Config.load()

    def apply():
        for name, value in data.items():
            setattr(config, name, value)
        config.save()

    return audited_update(actor, config, apply)


def create_branch(actor, data: dict) -> Branch:
    require_admin(actor)
    data = dict(data)
    areas = data.pop("delivery_areas", [])
    tags = data.pop("tags", [])

    def build():
        branch = Branch.objects.create(**data)
        _replace_delivery_areas(branch, areas)
        branch.tags.set(tags)
        return branch

    return audited_create(actor, build)


def update_branch(actor, branch: Branch, data: dict) -> Branch:
    """Apply validated fields; a delivery-area or tag list, when given, replaces the branch's ones.

    Staff change the branches they reach; moving one to another division is an administrator's decision.
    """
    require_branch(actor, branch.pk)
    if "division" in data and data["division"] != branch.division:
        require_admin(actor)
    data = dict(data)
    areas = data.pop("delivery_areas", None)
    tags = data.pop("tags", None)

    def apply():
        for name, value in data.items():
            setattr(branch, name, value)
        branch.save()
        if areas is not None:
            _replace_delivery_areas(branch, areas)
        if tags is not None:
            branch.tags.set(tags)
            # a prefetched list would still show the old tags in the response
            getattr(branch, "_prefetched_objects_cache", {}).pop("tags", None)

    return audited_update(actor, branch, apply)


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
    require_admin(actor)

    def apply():
        branch.api_key = new_api_key()
        branch.save(update_fields=["api_key"])

    return audited_update(actor, branch, apply, action=Action.STATE)
