"""The customer's name and phone number as order creation (ordering.services.creation) and the staff's edit (ordering.services.editing) check it."""

from rules.phone import DEFAULT_REGION, HINT, national_e164, normalize_phone

from ..errors import CreationErrorCode as Code

REQUIRED = "Dieses Feld ist erforderlich."
# required for every order, whatever the branch's flags: a ticket needs a name
NAME_FIELDS = ("first_name", "last_name")
PHONE_EXAMPLE = "+43 1 2345678"


def phone_problem(
    value: str | None, *, required: bool = False, region: str | None = DEFAULT_REGION
) -> tuple[str, str] | None:
    """(message, code) when the number is refused, else None; rules.phone.stored_phone is what is stored.

    An empty normalised number is refused when the phone is required, and gets the format hint when
    something was typed ('abc' is no number); a non-empty one must start with '+' or be a valid national
    number of `region`, the branch's country ('0664 1234567' in Austria).
    """
    number = normalize_phone(value)
    if not number:
        if required:
            return REQUIRED, Code.REQUIRED
        if (value or "").strip():
            return HINT.format(phone=PHONE_EXAMPLE), Code.PHONE
        return None
    if not number.startswith("+") and national_e164(number, region) is None:
        return HINT.format(phone=PHONE_EXAMPLE), Code.PHONE
    return None
