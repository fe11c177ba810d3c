"""Staff edit an order's customer data, comment, appointment and table (PUT /api/orders/{id})."""

from django.db import transaction
from rest_framework.exceptions import ValidationError

from audit.services import record_change, snapshot
from rules.phone import stored_phone
from rules.postcode import area_for_postcode, normalize_postcode

from ..errors import CreationErrorCode as Code
from ..errors import OrderEditError
from ..messages import NOT_DELIVERED
from ..models import FINAL_STATUSES, Order
from ..registry import contact_saved
from .contact import NAME_FIELDS, REQUIRED, phone_problem
from .permissions import check_staff_reach

TABLE_NOT_DINE_IN = "Nur Bestellungen vor Ort haben einen Tisch."
OTHER_AREA = (
    "Die PLZ {postcode} gehört zum Liefergebiet „{area}“, diese Bestellung wurde aber für „{current}“ berechnet. "
    "Ein anderes Liefergebiet ist nur mit einer neuen Bestellung möglich."
)

# the fields staff may change; items go through ordering.services.item_update, the status through the actions
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


def _check(order: Order, data: dict) -> None:
    """Names, the phone as at checkout (ordering.services.contact) and a table only for dine-in: a 400 field error."""
    blank = {name: [REQUIRED] for name in NAME_FIELDS if name in data and not (data[name] or "").strip()}
    if blank:
        raise ValidationError(blank, code=Code.REQUIRED)
    if "phone" in data:
        problem = phone_problem(data["phone"], region=order.branch.country)
        if problem:
            message, code = problem
            raise ValidationError({"phone": [message]}, code=code)
    if data.get("table") is not None and not order.is_dine_in:
        raise ValidationError({"table": [TABLE_NOT_DINE_IN]}, code="not_dine_in")
    if "zip_code" in data:
        _check_delivery_postcode(order, data["zip_code"])


def _check_delivery_postcode(order: Order, zip_code: str) -> None:
    """A delivery to the customer's address keeps the area its fee was computed for (rules.postcode, as at checkout)."""
    if not order.is_delivery or order.is_delivery_address_different:
        return
    areas = list(order.branch.delivery_areas.all())
    if not areas:
        return
    postcode = normalize_postcode(zip_code)
    if not postcode:
        raise ValidationError({"zip_code": [REQUIRED]}, code=Code.REQUIRED)
    found = area_for_postcode([{"postcodes": a.postcodes, "area": a} for a in areas], postcode)
    if found is None:
        raise ValidationError({"zip_code": [NOT_DELIVERED.format(postcode=postcode)]}, code=Code.POSTCODE)
    if order.delivery_area_id is not None and found["area"].pk != order.delivery_area_id:
        message = OTHER_AREA.format(postcode=postcode, area=found["area"].area, current=order.delivery_area_name)
        raise ValidationError({"zip_code": [message]}, code=Code.POSTCODE)


def update_order(actor, order: Order, data: dict) -> Order:
    """Apply validated fields as `actor` (staff reaching the order); refused once the order is in a final state."""
    with transaction.atomic():
        locked = Order.objects.select_for_update().get(pk=order.pk)
        check_staff_reach(actor, locked)
        if locked.status in FINAL_STATUSES:
            raise OrderEditError()
        _check(locked, data)
        before = snapshot(locked)
        for name, value in data.items():
            if name == "phone":
                value = stored_phone(value, locked.branch.country)
            setattr(locked, name, value)
        if "table" in data:
            locked.table_identifier = locked.table.identifier if locked.table else ""
        locked.save()
        record_change(actor, "update", locked, before=before, after=snapshot(locked))
        if {"email", "phone", "first_name", "last_name", "company_name"} & set(data):
            contact_saved(locked.pk)
    return locked
