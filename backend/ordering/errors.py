"""Refusals of the order services; the API answers them with 409 and the German text."""

from django.db import models


class OrderError(Exception):
    """A change the order's state does not allow."""

    message = "Bestellstatus konnte nicht geändert werden."
    code = "invalid_transition"

    def __init__(self, message: str | None = None, code: str | None = None):
        self.message = message or self.message
        self.code = code or self.code
        super().__init__(self.message)


class TransitionError(OrderError):
    """The requested status does not follow from the current one (ordering.models.TRANSITIONS)."""


class CancelError(OrderError):
    message = "Bestellung konnte nicht storniert werden."


class ItemDoneError(OrderError):
    """The kitchen board ticks an item of an order that is already final."""

    message = "Die Bestellung ist bereits abgeschlossen; Artikel können nicht mehr abgehakt werden."
    code = "order_closed"


class QuestionnaireError(OrderError):
    message = "Bewertung konnte nicht gesendet werden."
    code = "questionnaire_refused"


class NotificationError(OrderError):
    message = "Bestätigung konnte nicht versendet werden."
    code = "no_recipient"


class PaymentStatusError(OrderError):
    message = "Zahlungsstatus konnte nicht überprüft werden."
    code = "payment_status_unavailable"


class PaymentPendingError(OrderError):
    """The kitchen does not start an online order before its payment arrived."""

    message = "Die Zahlung dieser Bestellung ist noch ausstehend."
    code = "payment_pending"


class OrderFailedError(OrderError):
    """A failed order (its online payment did not go through) was never placed: nothing confirms it."""

    message = "Die Zahlung dieser Bestellung ist fehlgeschlagen; es wird keine Bestätigung versendet."
    code = "order_failed"


class ItemNotFound(LookupError):
    """The order has no item at the given index (answered with 404)."""


class CreationErrorCode(models.TextChoices):
    """Codes of the field errors of order creation and item edits (ordering.services.creation, ordering.services.item_update)."""

    # a required field of the draft is empty
    REQUIRED = "required", "Pflichtfeld"
    # the cart has no items
    EMPTY_CART = "empty_cart", "Warenkorb leer"
    # the branch does not exist or takes no orders (not public)
    BRANCH = "branch", "Filiale"
    # the product is not in the branch's active menu, disabled, or not available at the time
    PRODUCT_UNAVAILABLE = "product_unavailable", "Produkt nicht verfügbar"
    # amount, unit or a part of an item is not valid (rules.quantity)
    INVALID_ITEM = "invalid_item", "Position ungültig"
    # an upload named by a part does not exist (or is no image for an image part)
    UPLOAD_MISSING = "upload_missing", "Datei fehlt"
    # the media area is not installed: parts with files cannot be ordered
    UPLOADS_UNAVAILABLE = "uploads_unavailable", "Uploads nicht verfügbar"
    # closed now and no preorder (or not orderable yet)
    CLOSED = "closed", "Geschlossen"
    # the branch does not offer this delivery type
    DELIVERY_TYPE = "delivery_type", "Lieferart nicht angeboten"
    # no appointment although the branch (or a lead time, or a preorder) needs one
    APPOINTMENT_REQUIRED = "appointment_required", "Termin erforderlich"
    # the appointment is no available slot (outside opening or delivery hours, too early)
    APPOINTMENT_CLOSED = "appointment_closed", "Termin außerhalb der Öffnungszeiten"
    # the delivery area's minimum order value is not reached
    MINIMUM_ORDER_VALUE = "minimum_order_value", "Mindestbestellwert"
    # terms or privacy policy not accepted
    NOT_ACCEPTED = "not_accepted", "Nicht akzeptiert"
    # the payment method is not offered by config, plugin and branch
    PAYMENT_METHOD = "payment_method", "Zahlungsart nicht angeboten"
    # online payment (mollie, datatrans) of a total that is not final (quotation, hidden or approximate price),
    # or the provider could not start the payment
    PAYMENT_UNAVAILABLE = "payment_unavailable", "Zahlungsart nicht verfügbar"
    # the phone number does not start with + after normalisation
    PHONE = "phone", "Telefonnummer"
    # no delivery area of the branch serves the delivery postcode, or a posted area is not the postcode's
    POSTCODE = "postcode", "PLZ nicht beliefert"
    # a table, delivery area or donatee that does not exist (for this branch)
    NOT_FOUND = "not_found", "Nicht gefunden"
    # the Idempotency-Key header is too long
    IDEMPOTENCY_KEY = "idempotency_key", "Idempotenzschlüssel"
    # item edits of an online order: dearer than what the customer paid (a new order takes more products)
    PAID_ONLINE = "paid_online", "Online bezahlt"
    # item edits of an online order whose payment has not arrived yet
    PAYMENT_PENDING = "payment_pending", "Zahlung ausstehend"
    # item edits of an online order whose payment went back to the customer
    ALREADY_REFUNDED = "already_refunded", "Bereits rückerstattet"


class OrderEditError(OrderError):
    """Customer data of an order in a final state is a record and stays as it was."""

    message = "Bestellung konnte nicht gespeichert werden."
    code = "order_closed"
