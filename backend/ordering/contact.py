"""The customer's phone number as order creation (ordering.creation) and the staff's edit (ordering.editing) check it."""

from rules.phone import HINT, normalize_phone

from .errors import CreationErrorCode as Code

REQUIRED = "Dieses Feld ist erforderlich."
PHONE_EXAMPLE = "+43 1 2345678"


def phone_problem(value: str | None, *, required: bool = False) -> tuple[str, str] | None:
    """(message, code) when the number is refused, else None; the normalised value is what is stored.

    An empty normalised number is refused when the phone is required, and gets the format hint when
    something was typed ('abc' is no number); a non-empty one must start with '+'.
    """
    number = normalize_phone(value)
    if not number:
        if required:
            return REQUIRED, Code.REQUIRED
        if (value or "").strip():
            return HINT.format(phone=PHONE_EXAMPLE), Code.PHONE
        return None
    if not number.startswith("+"):
        return HINT.format(phone=PHONE_EXAMPLE), Code.PHONE
    return None
