"""Login messages (spec backoffice §6), one per mechanism."""

from django.utils.translation import ngettext

INVALID_CREDENTIALS = "Fehlerhafte Zugangsdaten."
ACCOUNT_LOCKED = "Das Benutzerkonto ist gesperrt."
ACCOUNT_DISABLED = "Das Benutzerkonto ist deaktiviert."
ACCOUNT_EXPIRED = "Das Benutzerkonto ist abgelaufen."
INVALID_LOGIN_LINK = "Ungültiger oder abgelaufener Anmelde-Link."
INVALID_CSRF = "Ungültiges CSRF-Token."
LOGGED_OUT = "Sie wurden abgemeldet."
CONFIRM_LOGOUT = "Möchten Sie sich abmelden?"


def too_many_attempts(minutes: int) -> str:
    return ngettext(
        "Zu viele fehlgeschlagene Anmeldeversuche, bitte versuchen Sie es in %(minutes)d Minute erneut.",
        "Zu viele fehlgeschlagene Anmeldeversuche, bitte versuchen Sie es in %(minutes)d Minuten erneut.",
        minutes,
    ) % {"minutes": minutes}
