"""What customers read instead of a hidden price (spec §9), the same on receipts and in mails."""

from ..models import Order

HIDDEN_PRICE = "Preis auf Anfrage"
APPROXIMATE_NOTE = "Der endgültige Preis wird beim Abschluss der Bestellung ermittelt."
QUOTATION_NOTE = "Den endgültigen Preis erhalten Sie als unverbindliches Angebot per E-Mail."


def price_note(order: Order) -> str:
    """When the customer learns the final price: with the order, or as a non-binding offer by e-mail."""
    return QUOTATION_NOTE if order.is_quotation else APPROXIMATE_NOTE
