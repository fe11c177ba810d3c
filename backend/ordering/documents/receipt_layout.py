"""The receipt as plain lines of a fixed width, shared by every receipt format: HTML, PDF and ESC/POS
(German; numbers, tax rates and line layout from receipt_text)."""

from dataclasses import dataclass
from decimal import Decimal

from django.utils import timezone

from organisation.models import Config
from rules.phone import display_phone

from ..models import Order
from .price_note import HIDDEN_PRICE, price_note
from .receipt_text import WIDTH, item_label, money, pair, tax_label, wrapped

RULE = "-" * WIDTH


@dataclass(frozen=True)
class Line:
    text: str
    center: bool = False
    bold: bool = False
    # double width and height (the ticket number)
    big: bool = False


def _local(moment) -> str:
    return timezone.localtime(moment).strftime("%d.%m.%Y %H:%M")


def _pair(left: str, right: str, bold: bool = False) -> list[Line]:
    """`left` wrapped, `right` at the right edge of the first line (receipt_text.pair); bold: the first line."""
    first, *rest = pair(left, right)
    return [Line(first, bold=bold), *(Line(row) for row in rest)]


def _wrapped(text: str, indent: str = "", center: bool = False) -> list[Line]:
    return [Line(row, center=center) for row in wrapped(text, indent=indent)]


def _kind(order: Order) -> str:
    if order.is_delivery:
        return "Lieferung"
    if order.is_dine_in:
        return f"Dine In, Tisch {order.table_identifier}" if order.table_identifier else "Dine In"
    return "Takeaway"


def _part_text(part: dict) -> str:
    values = ", ".join(part.get("names") or []) or str(part.get("text") or "").strip()
    if not values:
        return ""
    return f"{part['name']}: {values}" if part.get("name") else values


def _head(order: Order) -> list[Line]:
    branch = order.branch
    address = ", ".join(part for part in (branch.street, f"{branch.zip_code} {branch.city}".strip()) if part)
    lines = [Line(branch.name, center=True, bold=True), *_wrapped(address, center=True)]
    if branch.phone:
        lines.append(Line(f"Tel. {display_phone(branch.phone)}", center=True))
    kind = "Angebotsanfrage" if order.is_quotation else "Bestellung"
    appointment = order.appointment
    when = f"Termin: {_local(appointment)} Uhr" if appointment else "So schnell wie möglich"
    return [
        *lines,
        Line(RULE),
        Line(order.display_number, center=True, bold=True, big=True),
        Line(f"{kind} vom {_local(order.created_at)}", center=True),
        Line(_kind(order), center=True),
        Line(when, center=True),
        *([Line(f"Fertig um {timezone.localtime(order.ready_by):%H:%M} Uhr", center=True)] if order.ready_by else []),
    ]


def _items(order: Order) -> list[Line]:
    lines = []
    for item in order.items.all():
        price = HIDDEN_PRICE if item.is_price_hidden else money(item.gross)
        lines += _pair(item_label(item), price)
        for part in item.parts or []:
            text = _part_text(part)
            if text:
                lines += _wrapped(text, indent="  ")
    return lines


def _totals(order: Order, currency: str) -> list[Line]:
    lines = []
    if order.delivery_gross:
        lines += _pair("Lieferkosten", money(order.delivery_gross))
    if order.is_price_hidden:
        # no gross, taxes or net that would tell the hidden price
        lines += [*_pair("Summe", HIDDEN_PRICE, bold=True), *_wrapped(price_note(order))]
    else:
        prefix = "ca. " if order.is_approximate else ""
        lines += _pair(f"Summe {currency}", prefix + money(order.total_gross), bold=True)
        for rate, amount in sorted(order.taxes.items(), key=lambda entry: Decimal(entry[0])):
            lines += _pair(tax_label(rate), money(amount))
        lines += _pair("Netto", money(order.total_net))
    state = f" ({order.payment_state})" if order.payment_state else ""
    lines += _pair("Zahlungsart", f"{order.get_payment_method_display()}{state}")
    if order.amount_refunded > 0:
        lines += _pair(f"Erstattet {currency}", money(order.amount_refunded))
    return lines


def _address(order: Order) -> list[str]:
    rows = order.address_lines
    if order.delivery_area_name:
        rows.append(f"Liefergebiet: {order.delivery_area_name}")
    return rows


def _customer(order: Order) -> list[str]:
    rows = []
    if order.is_company and order.company_name:
        rows.append(order.company_name)
    rows.append(order.customer_name)
    if order.phone:
        rows.append(f"Tel. {order.phone_display}")
    if order.email:
        rows.append(order.email)
    if order.is_delivery:
        rows += _address(order)
    return [row for row in rows if row]


def receipt_lines(order: Order) -> list[Line]:
    """Branch, ticket number, kind, appointment, items with parts, totals and taxes by rate, customer."""
    currency = Config.load().currency
    lines = [*_head(order), Line(RULE), *_items(order), Line(RULE), *_totals(order, currency), Line(RULE)]
    for row in _customer(order):
        lines += _wrapped(row)
    if order.comment:
        lines += [Line(RULE), *_wrapped(f"Kommentar: {order.comment}")]
    if order.donatee_name:
        lines += _wrapped(f"Spendenempfänger: {order.donatee_name}")
    return [*lines, Line(RULE), Line("Vielen Dank für Ihre Bestellung!", center=True)]


def kitchen_ticket_lines(order: Order, positions: set[int], department: str) -> list[Line]:
    """The kitchen ticket of one department: its name, the ticket number large, kind and table, when it was
    ordered (business time) and when it is due, then only the items at `positions` with amount, unit and
    parts, and the order's comment. No prices: the kitchen cooks, the receipt bills."""
    lines = [
        Line(department, center=True, bold=True),
        Line(RULE),
        Line(order.display_number, center=True, bold=True, big=True),
        Line(_kind(order), center=True),
        Line(f"Bestellt {_local(order.created_at)} Uhr", center=True),
    ]
    appointment = order.appointment
    lines.append(Line(f"Termin: {_local(appointment)} Uhr" if appointment else "So schnell wie möglich", center=True))
    if order.ready_by:
        lines.append(Line(f"Fertig um {timezone.localtime(order.ready_by):%H:%M} Uhr", center=True))
    lines.append(Line(RULE))
    for item in order.items.all():
        if item.position not in positions:
            continue
        lines += [Line(row, bold=True) for row in wrapped(item_label(item))]
        for part in item.parts or []:
            text = _part_text(part)
            if text:
                lines += _wrapped(text, indent="  ")
    if order.comment:
        lines += [Line(RULE), *_wrapped(f"Kommentar: {order.comment}")]
    return lines
