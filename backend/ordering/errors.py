"""Refusals of the order services; the API answers them with 409 and the German text."""


class OrderError(Exception):
    """A change the order's state does not allow."""

    message = "Bestellstatus konnte nicht geändert werden."
    code = "invalid_transition"

    def __init__(self, message: str | None = None, code: str | None = None):
        self.message = message or self.message
        self.code = code or self.code
        super().__init__(self.message)


class TransitionError(OrderError):
    """The requested status does not follow from the current one (ordering.states)."""


class CancelError(OrderError):
    message = "Bestellung konnte nicht storniert werden."


class QuestionnaireError(OrderError):
    message = "Bewertung konnte nicht gesendet werden."
    code = "questionnaire_refused"


class NotificationError(OrderError):
    message = "Bestätigung konnte nicht versendet werden."
    code = "no_recipient"


class PaymentStatusError(OrderError):
    message = "Zahlungsstatus konnte nicht überprüft werden."
    code = "payment_status_unavailable"
