"""The printable receipt of an order: HTML (80 mm thermal layout), PDF and ESC/POS, all German."""

from django.template.loader import render_to_string
from django.utils import timezone

from organisation.models import Config

from ..models import Order
from .price_note import price_note
from .receipt_formats import receipt_escpos, receipt_pdf
from .receipt_layout import receipt_lines

RECEIPT_FORMATS = ("html", "pdf", "escpos")


def receipt_html(order: Order) -> str:
    config = Config.load()
    context = {
        "order": order,
        "currency": config.currency,
        "taxes": sorted(order.taxes.items()),
        "price_note": price_note(order),
    }
    return render_to_string("ordering/receipt.html", context)


def receipt_filename(order: Order, extension: str) -> str:
    return f"Beleg-{order.ticket_number}-{timezone.localtime(order.created_at):%Y-%m-%d}.{extension}"


def render_receipt(order: Order, kind: str) -> tuple[bytes, str, str]:
    """The receipt in one of RECEIPT_FORMATS: (body, content type, file name)."""
    if kind == "pdf":
        title = f"Beleg {order.display_number}"
        return receipt_pdf(receipt_lines(order), title), "application/pdf", receipt_filename(order, "pdf")
    if kind == "escpos":
        return receipt_escpos(receipt_lines(order)), "application/octet-stream", receipt_filename(order, "bin")
    return receipt_html(order).encode(), "text/html; charset=utf-8", receipt_filename(order, "html")
