"""The kitchen board ticks items off: per item, stored, seen by every screen on its next poll.

The kitchen screen has no login: its view has checked the branch id and API key and looks the order up
within that branch only. Ticking touches the order's `updated_at`, so every board's ETag changes.
"""

from django.db import transaction

from audit.services import record_change, snapshot

from ..errors import ItemDoneError, ItemNotFound
from ..models import FINAL_STATUSES, Order


def mark_item_done(order: Order, index: int, done: bool) -> Order:
    """Mark the item at `index` (its position) done or not done; refused (409) once the order is final."""
    with transaction.atomic():
        locked = Order.objects.select_for_update().get(pk=order.pk)
        if locked.status in FINAL_STATUSES:
            raise ItemDoneError()
        item = locked.items.filter(position=index).first()
        if item is None:
            raise ItemNotFound()
        before = snapshot(item)
        if item.is_done != done:
            item.is_done = done
            item.save(update_fields=["is_done"])
            locked.save(update_fields=["updated_at"])
            record_change(None, "update", item, before=before, after=snapshot(item))
    return locked
