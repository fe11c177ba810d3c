"""What a printer prints of an order, as ESC/POS bytes: the receipt (the one of receipts.py) and a department's
kitchen ticket. Public to the printing area (devices), which hands the bytes to the printer agent
(pyproject.toml, contract "surfaces")."""

from datetime import datetime

from django.utils import timezone

from ..models import Order
from .receipt_formats import receipt_escpos
from .receipt_layout import RULE, Line, kitchen_ticket_lines, receipt_lines

TEST_PAGE_TITLE = "Testdruck"
TEST_PAGE_TEXT = "Der Drucker ist bereit."


def receipt_bytes(order: Order) -> bytes:
    """The receipt on 80 mm thermal paper, with its cut."""
    return receipt_escpos(receipt_lines(order))


def kitchen_ticket_bytes(order: Order, positions: set[int], department: str) -> bytes:
    """The kitchen ticket of `department` with the items at `positions` only, with its cut."""
    return receipt_escpos(kitchen_ticket_lines(order, positions, department))


def printer_test_page(printer: str, branch: str, when: datetime) -> bytes:
    """A printer's test page in the receipt's style: 'Testdruck', the printer's and the branch's name, the moment
    (business time) and 'Der Drucker ist bereit.', with its cut."""
    return receipt_escpos(
        [
            Line(TEST_PAGE_TITLE, center=True, bold=True, big=True),
            Line(RULE),
            Line(printer, center=True, bold=True),
            Line(branch, center=True),
            Line(f"{timezone.localtime(when):%d.%m.%Y %H:%M} Uhr", center=True),
            Line(RULE),
            Line(TEST_PAGE_TEXT, center=True),
        ]
    )
