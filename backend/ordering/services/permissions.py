"""Who may change an order, checked by every staff service itself (as Wagtail's action classes do).

The API scopes its lookups as well, but a script, a management command or another area calling a
service directly gets the same answers: not staff → PermissionDenied (403), an order of a branch
the actor does not reach → Http404 (404, as if it did not exist, never revealing that it does).

A paired device (core.actors.DeviceActor: the counter tablet) moves the orders of its own branch through their
states (check_state_change_reach); everything else (editing, payments, resending) stays with staff.
"""

from django.core.exceptions import PermissionDenied
from django.http import Http404

from core.actors import DeviceActor
from core.api.permissions import is_staff
from organisation.selectors import branch_reach

from ..models import Order


def check_staff_reach(actor, order: Order) -> None:
    """Raise unless `actor` is staff (administrator or employee) reaching the order's branch."""
    if not is_staff(actor):
        raise PermissionDenied
    reach = branch_reach(actor)
    if reach is not None and order.branch_id not in reach:
        raise Http404


def check_state_change_reach(actor, order: Order) -> None:
    """Raise unless `actor` is staff reaching the order's branch or a paired device of that branch."""
    if isinstance(actor, DeviceActor):
        if order.branch_id != actor.branch_id:
            raise Http404
        return
    check_staff_reach(actor, order)
