"""The printable receipt of an order: HTML (80 mm thermal layout), PDF and ESC/POS, all German, all of the
same lines (receipt_layout)."""

from django.template.loader import render_to_string
from django.utils import timezone

from ..models import Order
from .receipt_formats import receipt_escpos, receipt_pdf
from .receipt_layout import Line, receipt_lines
from .receipt_text import WIDTH

RECEIPT_FORMATS = ("html", "pdf", "escpos")


def receipt_html(order: Order) -> str:
    """The receipt's lines (receipt_layout, as in the PDF and on the thermal printer) as an 80 mm page."""
    lines = [
        (line.text.strip() if line.center else line.text.rstrip(), _classes(line)) for line in receipt_lines(order)
    ]
    return render_to_string("ordering/receipt.html", {"order": order, "lines": lines, "width": WIDTH})


def _classes(line: Line) -> str:
    return " ".join(name for name, on in (("center", line.center), ("bold", line.bold), ("big", line.big)) if on)


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
