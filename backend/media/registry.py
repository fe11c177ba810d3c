"""Hooks through which the areas above tell media what it must know of them, each registered in the area's
AppConfig.ready(), so media imports none of them: the JSON fields that hold references {id, version, extension}
to library images (references.py reads them), who else uses an image and follows its new version, and the
upload ids an area still needs (cleanup.py keeps those uploads).
"""

from collections.abc import Callable, Iterable

# (model label, field, holds a list of references), in the order the areas registered them
image_fields: list[tuple[str, str, bool]] = []
# rows that belong to one branch, by the lookup of their branch id; the catalogue is shared by all branches
branch_of: dict[str, str] = {}
# functions (image id) -> ["Seite „Über uns“", ...] for areas whose references sit deeper in JSON
image_users: list[Callable[[int], list[str]]] = []
# functions (image) -> None moving such deeper references to a replaced image's new version
image_followers: list[Callable] = []
# functions returning the ids of every upload their area still needs
upload_finders: list[Callable[[], Iterable[int]]] = []


def register_image_field(label: str, field: str, many: bool = False, branch: str | None = None) -> None:
    """Declare a JSON field of `label` ("app.Model") that holds one image reference, or a list of them.

    `branch` names the lookup of the row's branch id when the row belongs to one branch (scoping).
    """
    if (label, field, many) not in image_fields:
        image_fields.append((label, field, many))
    if branch:
        branch_of[label] = branch


def register_image_users(finder: Callable[[int], list[str]]) -> None:
    """Declare a function telling who uses an image (image id -> list of German labels)."""
    if finder not in image_users:
        image_users.append(finder)


def register_image_follower(follower: Callable) -> None:
    """Declare a function that points an area's deeper references at a replaced image's new version."""
    if follower not in image_followers:
        image_followers.append(follower)


def register_upload_ids(finder: Callable[[], Iterable[int]]) -> None:
    """Declare a function returning the ids of the uploads an area still needs (the cleanup keeps them)."""
    if finder not in upload_finders:
        upload_finders.append(finder)
