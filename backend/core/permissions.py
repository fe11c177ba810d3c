"""What a service checks before it changes anything: the actor's role and branch reach.

Every state change of every area checks here, in the service itself, as ordering does
(ordering.services.permissions): a view, a management command or another area calling the service gets
the same answer. The API's permission classes refuse earlier (core.api.permissions) and scope their
lookups, so these checks are what keeps a direct call honest.

Answers: not signed in or not allowed → PermissionDenied (403); a row of a branch the actor does not reach →
Http404 (as if it did not exist, never revealing that it does).
"""

from collections.abc import Iterable

from django.core.exceptions import PermissionDenied
from django.http import Http404

from .reach import branch_reach


def is_admin(user) -> bool:
    """An administrator: every area, every branch."""
    return bool(user and user.is_authenticated and user.is_admin)


def is_staff(user) -> bool:
    """An administrator or an employee (a paired device or a customer is neither)."""
    return bool(user and user.is_authenticated and user.is_staff_member)


def require_staff(actor) -> None:
    if not is_staff(actor):
        raise PermissionDenied


def require_admin(actor) -> None:
    if not is_admin(actor):
        raise PermissionDenied


def require_branch(actor, branch_id: int | None) -> None:
    """Staff reaching `branch_id`; a row of no branch (shared by every branch) only administrators change."""
    require_staff(actor)
    reach = branch_reach(actor)
    if reach is None:
        return
    if branch_id is None:
        raise PermissionDenied
    if branch_id not in reach:
        raise Http404


def require_branches(actor, branch_ids: Iterable[int | None]) -> None:
    """require_branch for each branch a change touches (a row moved to another branch: both)."""
    require_staff(actor)
    for branch_id in set(branch_ids):
        require_branch(actor, branch_id)
