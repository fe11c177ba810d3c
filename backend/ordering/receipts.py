"""The printable receipt of an order (80 mm thermal layout, German)."""

from django.template.loader import render_to_string

from organisation.models import Config

from .models import Order


def receipt_html(order: Order) -> str:
    config = Config.load()
    context = {"order": order, "currency": config.currency, "taxes": sorted(order.taxes.items())}
    return render_to_string("ordering/receipt.html", context)
