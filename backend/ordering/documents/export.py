"""The order history as CSV for spreadsheets: UTF-8 with BOM, semicolons, German headers and decimals."""

import csv
import re
from collections.abc import Iterable, Iterator
from decimal import Decimal

from django.db.models import QuerySet
from django.utils import timezone

from rules.decimals import CENT, round_half_up

from ..models import Order

HEADERS = [
    "Bestellnummer",
    "Ticket",
    "Datum",
    "Filiale",
    "Status",
    "Art",
    "Termin",
    "Kunde",
    "Firma",
    "Telefon",
    "E-Mail",
    "Summe brutto",
    "Lieferkosten",
    "Zahlungsart",
    "Bezahlt",
]
BOM = "\ufeff"
CHUNK = 500
# a cell a spreadsheet would run as a formula; phone numbers and amounts with a sign stay as they are
FORMULA = re.compile(r"^[=@\t\r]|^[+-](?![\d\s/()-]*$)")


class _Echo:
    def write(self, value: str) -> str:
        return value


def _decimal(value: Decimal) -> str:
    return str(round_half_up(value, CENT)).replace(".", ",")


def _when(moment) -> str:
    return timezone.localtime(moment).strftime("%d.%m.%Y %H:%M") if moment else ""


def _kind(order: Order) -> str:
    return "Lieferung" if order.is_delivery else "Dine In" if order.is_dine_in else "Takeaway"


def _safe(value: str) -> str:
    return f"'{value}" if FORMULA.match(value) else value


def order_row(order: Order) -> list[str]:
    row = [
        str(order.id),
        str(order.ticket_number),
        _when(order.created_at),
        order.branch.name,
        order.status_label,
        _kind(order),
        _when(order.appointment),
        " ".join(part for part in (order.first_name, order.last_name) if part),
        order.company_name if order.is_company else "",
        order.phone,
        order.email,
        _decimal(order.total_gross),
        _decimal(order.delivery_gross),
        order.get_payment_method_display(),
        "ja" if order.is_paid else "nein",
    ]
    return [_safe(value) for value in row]


def csv_lines(orders: QuerySet) -> Iterator[str]:
    """The header and one line per order, read CHUNK orders per query (no items, the branch joined)."""
    writer = csv.writer(_Echo(), delimiter=";")
    yield BOM + writer.writerow(HEADERS)
    rows: Iterable[Order] = orders.select_related("branch").prefetch_related(None).iterator(chunk_size=CHUNK)
    for order in rows:
        yield writer.writerow(order_row(order))
