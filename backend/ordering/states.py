"""The order state machine and the status-page flags derived from it.

    new ──confirm──▶ confirmed ──in-delivery──▶ in_delivery ──deliver──▶ delivered
     │                  │                          │                        │
     │                  └──completed──┐            ├──completed──┐          └──completed──▶ completed
     │                                ▼            │             ▼
     ├──reject──▶ rejected        completed        └──cancel──▶ canceled
     └──cancel──▶ canceled   (confirmed ──cancel──▶ canceled as well)

- `new` is the only state a counter appointment can be proposed in; while it waits for the
  customer the order stays `new` (the status page shows the proposal while neither confirmed nor
  rejected). Accepting confirms the order, declining ('Nein, Bestellung stornieren') cancels it.
- completed, rejected, canceled and failed are final: nothing leaves them. `failed` is entered only by
  the online payment integration (a failed payment), never by staff.
- The flags are cumulative along the progress timeline (a completed order is also confirmed), so the
  status page ticks every step reached; isDelivered only ever applies to delivery orders.
"""

from .models import OrderStatus

S = OrderStatus

TRANSITIONS: dict[str, frozenset[str]] = {
    S.NEW: frozenset({S.CONFIRMED, S.REJECTED, S.CANCELED, S.FAILED}),
    S.CONFIRMED: frozenset({S.IN_DELIVERY, S.COMPLETED, S.CANCELED}),
    S.IN_DELIVERY: frozenset({S.DELIVERED, S.COMPLETED, S.CANCELED}),
    S.DELIVERED: frozenset({S.COMPLETED}),
    S.COMPLETED: frozenset(),
    S.REJECTED: frozenset(),
    S.CANCELED: frozenset(),
    S.FAILED: frozenset(),
}

FINAL_STATUSES = frozenset(status for status, targets in TRANSITIONS.items() if not targets)
CURRENT_STATUSES = frozenset(S) - FINAL_STATUSES

# position on the progress timeline; final states off the timeline have none
_PROGRESS = {S.NEW: 0, S.CONFIRMED: 1, S.IN_DELIVERY: 2, S.DELIVERED: 3, S.COMPLETED: 4}


def can_transition(current: str, target: str) -> bool:
    return target in TRANSITIONS.get(current, frozenset())


def flags(status: str, is_delivery: bool) -> dict[str, bool]:
    """The status page's flags (snake_case; camelCase on the wire)."""
    progress = _PROGRESS.get(status, -1)
    return {
        "is_confirmed": progress >= 1,
        "is_in_delivery": progress >= 2,
        "is_delivered": is_delivery and progress >= 3,
        "is_completed": status == S.COMPLETED,
        "is_rejected": status == S.REJECTED,
        "is_canceled": status == S.CANCELED,
        "is_failed": status == S.FAILED,
    }
