"""A customer's data as JSON and CSV (GDPR art. 15 and 20): the customer, every order with items and totals."""

from decimal import Decimal

from django.utils import timezone

from core.csv import csv_text
from ordering.models import Order
from rules.decimals import CENT, round_half_up

from .models import Customer

CSV_HEADERS = [
    "Bestellnummer",
    "Ticket",
    "Datum",
    "Filiale",
    "Status",
    "Art",
    "Vorname",
    "Nachname",
    "Firma",
    "Adresse",
    "Telefon",
    "E-Mail",
    "Kommentar",
    "Position",
    "Produkt",
    "Menge",
    "Einheit",
    "Preis je Einheit",
    "Positionssumme brutto",
    "Steuersatz",
    "Summe brutto",
    "Lieferkosten",
]


def _money(value: Decimal) -> str:
    return str(round_half_up(value, CENT))


def _kind(order: Order) -> str:
    return "Lieferung" if order.is_delivery else "Dine In" if order.is_dine_in else "Takeaway"


def _order(order: Order) -> dict:
    return {
        "id": order.pk,
        "ticketNumber": order.ticket_number,
        "createdAt": order.created_at.isoformat(),
        "branch": order.branch.name,
        "status": order.status,
        "statusLabel": order.status_label,
        "type": _kind(order),
        "firstName": order.first_name,
        "lastName": order.last_name,
        "companyName": order.company_name,
        "address": order.address_lines,
        "phone": order.phone,
        "email": order.email,
        "vatNumber": order.vat_number,
        "comment": order.comment,
        "paymentMethod": order.get_payment_method_display(),
        "isPaid": order.is_paid,
        "items": [
            {
                "position": item.position,
                "name": item.name,
                "amount": str(item.amount.normalize()),
                "unit": item.unit_label,
                "unitPrice": _money(item.unit_price),
                "gross": _money(item.gross),
                "taxRate": str(item.tax_rate),
            }
            for item in order.items.all()
        ],
        "deliveryGross": _money(order.delivery_gross),
        "totalGross": _money(order.total_gross),
        "totalNet": str(order.total_net),
    }


def as_json(customer: Customer, orders) -> dict:
    orders = list(orders)
    return {
        "exportedAt": timezone.now().isoformat(),
        "customer": {
            "id": customer.pk,
            "name": customer.name,
            "companyName": customer.company_name,
            "email": customer.email,
            "phone": customer.phone,
        },
        "orders": [_order(order) for order in orders],
    }


def as_csv(orders) -> str:
    """One line per item (an order without items: one line), German decimals; core.csv (semicolons, BOM)."""
    return csv_text([CSV_HEADERS, *_csv_rows(orders)])


def _csv_rows(orders):
    for order in orders:
        data = _order(order)
        head = [
            order.pk,
            order.ticket_number,
            timezone.localtime(order.created_at).strftime("%d.%m.%Y %H:%M"),
            data["branch"],
            data["statusLabel"],
            data["type"],
            order.first_name,
            order.last_name,
            order.company_name,
            ", ".join(data["address"]),
            order.phone_display,
            order.email,
            order.comment,
        ]
        tail = [data["totalGross"].replace(".", ","), data["deliveryGross"].replace(".", ",")]
        for item in data["items"] or [None]:
            middle = (
                [
                    item["position"] + 1,
                    item["name"],
                    item["amount"].replace(".", ","),
                    item["unit"],
                    item["unitPrice"].replace(".", ","),
                    item["gross"].replace(".", ","),
                    item["taxRate"].replace(".", ","),
                ]
                if item
                else [""] * 7
            )
            yield head + middle + tail
