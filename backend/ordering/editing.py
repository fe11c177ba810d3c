"""Staff edit an order's customer data, comment, appointment and table (PUT /api/orders/{id})."""

from django.db import transaction

from audit.services import record_change, snapshot

from .errors import OrderEditError
from .models import Order
from .rules.phone import normalize_phone
from .states import FINAL_STATUSES

# the fields staff may change; items go through ordering.item_update, the status through the actions
EDITABLE_FIELDS = (
    "first_name",
    "last_name",
    "company_name",
    "email",
    "phone",
    "street",
    "floor",
    "stairway",
    "door",
    "zip_code",
    "city",
    "country",
    "comment",
    "appointment_date",
    "table",
)


def update_order(actor, order: Order, data: dict) -> Order:
    """Apply validated fields; refused once the order is in a final state."""
    with transaction.atomic():
        locked = Order.objects.select_for_update().get(pk=order.pk)
        if locked.status in FINAL_STATUSES:
            raise OrderEditError()
        before = snapshot(locked)
        for name, value in data.items():
            if name == "phone":
                value = normalize_phone(value)
            setattr(locked, name, value)
        if "table" in data:
            locked.table_identifier = locked.table.identifier if locked.table else ""
        locked.save()
        record_change(actor, "update", locked, before=before, after=snapshot(locked))
    return locked
