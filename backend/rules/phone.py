"""Phone numbers typed at checkout (spec §5 Checkout fields). Vectors: contracts/phone.json.

While typing, everything but digits, '+' and spaces is stripped; on change only digits and '+' stay
and a leading 00 becomes '+'. A number that does not start with '+' gets the format hint.
"""

import re

TYPED_NOISE = re.compile(r"[^0-9+ ]")
CHANGED_NOISE = re.compile(r"[^0-9+]")
HINT = "Bitte geben Sie eine gültige Nummer im Format {phone} an."


def strip_typed(value: str | None) -> str:
    """What the field keeps while typing: digits, plus and spaces."""
    return TYPED_NOISE.sub("", value or "")


def normalize_phone(value: str | None) -> str:
    """What is stored: digits and plus only, a leading 00 turned into +."""
    digits = CHANGED_NOISE.sub("", value or "")
    return f"+{digits[2:]}" if digits.startswith("00") else digits


def phone_hint(value: str | None, example: str) -> str | None:
    """The format hint for a non-empty number not starting with + (after normalising), else None."""
    number = normalize_phone(value)
    if not number or number.startswith("+"):
        return None
    return HINT.format(phone=example)
