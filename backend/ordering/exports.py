"""The order history as CSV for spreadsheets (core.csv: UTF-8 with BOM, semicolons, formula-safe cells): German
headers and decimals."""

from collections.abc import Iterable, Iterator
from decimal import Decimal

from django.db.models import QuerySet
from django.utils import timezone

from core.csv import csv_lines
from rules.decimals import CENT, round_half_up

from .models import Order

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
    "Erstattet",
]
# the 'Bezahlt' column: the receipt's words for money given back (Order.payment_state), else ja / nein
PAID = {"bezahlt": "ja", "": "nein"}
CHUNK = 500


def _decimal(value: Decimal) -> str:
    return str(round_half_up(value, CENT)).replace(".", ",")


def _when(moment) -> str:
    return timezone.localtime(moment).strftime("%d.%m.%Y %H:%M") if moment else ""


def _kind(order: Order) -> str:
    return "Lieferung" if order.is_delivery else "Dine In" if order.is_dine_in else "Takeaway"


def order_row(order: Order) -> list[str]:
    return [
        str(order.id),
        str(order.ticket_number),
        _when(order.created_at),
        order.branch.name,
        order.status_label,
        _kind(order),
        _when(order.appointment),
        " ".join(part for part in (order.first_name, order.last_name) if part),
        order.company_name if order.is_company else "",
        order.phone_display,
        order.email,
        _decimal(order.total_gross),
        _decimal(order.delivery_gross),
        order.get_payment_method_display(),
        PAID.get(order.payment_state, order.payment_state),
        _decimal(order.amount_refunded),
    ]


def _rows(orders: QuerySet) -> Iterator[list[str]]:
    yield HEADERS
    rows: Iterable[Order] = orders.select_related("branch", "payment").prefetch_related(None).iterator(chunk_size=CHUNK)
    for order in rows:
        yield order_row(order)


def order_lines(orders: QuerySet) -> Iterator[str]:
    """The header and one line per order, read CHUNK orders per query (no items, branch and payment joined)."""
    return csv_lines(_rows(orders))
