"""Where other areas point at library images: JSON references {id, version, extension}.

Each area registers its fields in AppConfig.ready() (by model label), so the media app knows none of
the areas that use it.
"""

from django.apps import apps

# (model label, field, holds a list of references), in the order the areas registered them
_REFERENCES: list[tuple[str, str, bool]] = []
# rows that belong to one branch, by the lookup of their branch id; the catalogue is shared by all branches
_BRANCH_OF: dict[str, str] = {}
# functions (image id) -> ["Seite „Über uns“", ...] for areas whose references sit deeper in JSON
_USER_FINDERS: list = []
# functions (image) -> None moving such deeper references to a replaced image's new version
_FOLLOWERS: list = []


def register(label: str, field: str, many: bool = False, branch: str | None = None) -> None:
    """Declare a JSON field of `label` ("app.Model") that holds one image reference, or a list of them.

    `branch` names the lookup of the row's branch id when the row belongs to one branch (scoping).
    """
    if (label, field, many) not in _REFERENCES:
        _REFERENCES.append((label, field, many))
    if branch:
        _BRANCH_OF[label] = branch


def register_users(finder) -> None:
    """Declare a function telling who uses an image (image id -> list of German labels)."""
    if finder not in _USER_FINDERS:
        _USER_FINDERS.append(finder)


def register_follower(follower) -> None:
    """Declare a function that points an area's deeper references at a replaced image's new version."""
    if follower not in _FOLLOWERS:
        _FOLLOWERS.append(follower)


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
    by_branch = sorted(_REFERENCES, key=lambda reference: reference[0] not in _BRANCH_OF)
    for label, field, _many in by_branch:
        branch = _BRANCH_OF.get(label)
        if branch is None and not outside:
            return set()
        rows = apps.get_model(label).objects.exclude(**{f"{field}__isnull": True})
        for owner, value in rows.values_list(branch or "pk", field):
            (outside if branch and owner not in reach else inside).update(_ids(value))
    return outside - inside


def users_of(image_id: int) -> list[str]:
    """'Produkt „Pizza“' for every row that shows the image (empty when none does)."""
    found = []
    for label, field, many in _REFERENCES:
        model = apps.get_model(label)
        for row in _candidates(label, field, many, image_id):
            found.append(f"{model._meta.verbose_name} „{row}“")
    for finder in _USER_FINDERS:
        found.extend(finder(image_id))
    return found


def follow_replacement(image) -> None:
    """Point every reference at the image's new version and extension (inside the caller's transaction)."""
    new = {"id": image.id, "version": image.version, "extension": image.extension}
    for label, field, many in _REFERENCES:
        for row in _candidates(label, field, many, image.id):
            value = getattr(row, field)
            if many:
                value = [new if isinstance(ref, dict) and ref.get("id") == image.id else ref for ref in value]
            else:
                value = new
            setattr(row, field, value)
            row.save(update_fields=[field])
    for follower in _FOLLOWERS:
        follower(image)
