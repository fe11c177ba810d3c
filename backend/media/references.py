"""Where other areas point at library images: JSON references {id, version, extension}.

Each area registers its fields in AppConfig.ready() (by model label) through media.registry, so the media app
knows none of the areas that use it.
"""

from django.apps import apps

from .registry import branch_of, image_fields, image_followers, image_users


def _refers(value, image_id: int) -> bool:
    return image_id in _ids(value)


def _candidates(label: str, field: str, many: bool, image_id: int):
    model = apps.get_model(label)
    if many:
        # a cheap text pre-filter in the database ("id": 12 also finds 123), checked exactly below
        rows = model.objects.filter(**{f"{field}__icontains": f'"id": {image_id}'})
    else:
        rows = model.objects.filter(**{f"{field}__id": image_id})
    return [row for row in rows if _refers(getattr(row, field), image_id)]


def _ids(value) -> set[int]:
    refs = value if isinstance(value, list) else [value]
    return {ref["id"] for ref in refs if isinstance(ref, dict) and isinstance(ref.get("id"), int)}


def images_only_of_other_branches(reach: set[int]) -> set[int]:
    """Ids of images used only by branches outside reach (shown by nothing the caller may see)."""
    inside: set[int] = set()
    outside: set[int] = set()
    # the branches' own rows first: when none outside reach shows an image, the shared catalogue is not read
    by_branch = sorted(image_fields, key=lambda reference: reference[0] not in branch_of)
    for label, field, _many in by_branch:
        branch = branch_of.get(label)
        if branch is None and not outside:
            return set()
        rows = apps.get_model(label).objects.exclude(**{f"{field}__isnull": True})
        for owner, value in rows.values_list(branch or "pk", field):
            (outside if branch and owner not in reach else inside).update(_ids(value))
    return outside - inside


def users_of(image_id: int) -> list[str]:
    """'Produkt „Pizza“' for every row that shows the image (empty when none does)."""
    found = []
    for label, field, many in image_fields:
        model = apps.get_model(label)
        for row in _candidates(label, field, many, image_id):
            found.append(f"{model._meta.verbose_name} „{row}“")
    for finder in image_users:
        found.extend(finder(image_id))
    return found


def follow_replacement(image) -> None:
    """Point every reference at the image's new version and extension (inside the caller's transaction)."""
    new = {"id": image.id, "version": image.version, "extension": image.extension}
    for label, field, many in image_fields:
        for row in _candidates(label, field, many, image.id):
            value = getattr(row, field)
            if many:
                value = [new if isinstance(ref, dict) and ref.get("id") == image.id else ref for ref in value]
            else:
                value = new
            setattr(row, field, value)
            row.save(update_fields=[field])
    for follower in image_followers:
        follower(image)
