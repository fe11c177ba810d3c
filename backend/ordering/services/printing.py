"""Staff ask for an order's receipt ('Drucken'): the printing area (devices, through ordering.registry.on_print)
makes a receipt job for each of the branch's receipt printers in this transaction and delivers it after commit.
The receipt's HTML is answered too: the browser prints it where the branch has no printer."""

from django.db import transaction

from ..models import Order
from ..registry import PrintReason, order_to_print
from .permissions import check_staff_reach


def request_print(actor, order: Order) -> list[dict]:
    """The manual receipt jobs made for the order's branch (none without a receipt printer)."""
    check_staff_reach(actor, order)
    with transaction.atomic():
        return order_to_print(order, PrintReason.MANUAL, actor)
