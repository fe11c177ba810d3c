"""Who still uses a row that is about to be deleted, for rows referred to from higher areas' JSON.

A higher area (e.g. the website builder, whose pages name branches, categories and products in their
content) registers a finder in its AppConfig.ready(); `audit.services.audited_delete` asks them all
before deleting, so the lower areas never import the higher ones. The API answers InUse with 409.
"""

from collections.abc import Callable

IN_USE = "{kind} „{name}“ wird noch verwendet ({users}) und kann daher nicht gelöscht werden."

# functions (instance) -> ["Seite „Über uns“", ...]; empty when the finder does not know the model
_FINDERS: list[Callable[[object], list[str]]] = []


class InUse(Exception):
    def __init__(self, message: str):
        self.message = message
        super().__init__(message)


def register(finder: Callable[[object], list[str]]) -> None:
    if finder not in _FINDERS:
        _FINDERS.append(finder)


def users_of(instance) -> list[str]:
    found: list[str] = []
    for finder in _FINDERS:
        found.extend(user for user in finder(instance) if user not in found)
    return found


def check_unused(instance) -> None:
    """Raise InUse naming (up to five of) the users of the row."""
    users = users_of(instance)
    if users:
        listed = ", ".join(users[:5]) + (" …" if len(users) > 5 else "")
        raise InUse(IN_USE.format(kind=instance._meta.verbose_name, name=instance, users=listed))
