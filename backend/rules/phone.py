"""Phone numbers typed at checkout (spec §5 Checkout fields). Vectors: contracts/phone.json.

While typing, everything but digits, '+' and spaces is stripped; on change only digits and '+' stay
and a leading 00 becomes '+'. A number that starts with neither '+' nor the national trunk prefix 0 gets
the format hint; a national number ('0664 1234567') is read in the branch's country by the server
(national_e164, phonenumbers), which stores it in E.164 or refuses it with the hint's text.
"""

import re

import phonenumbers

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
    """The format hint for a non-empty number starting with neither + nor 0 (after normalising), else None."""
    number = normalize_phone(value)
    if not number or number.startswith(("+", "0")):
        return None
    return HINT.format(phone=example)


# --- national numbers and E.164 (phonenumbers): what the server stores and what staff read
DEFAULT_REGION = "AT"


def _parsed(number: str, region: str | None) -> phonenumbers.PhoneNumber | None:
    try:
        return phonenumbers.parse(number, region)
    except phonenumbers.NumberParseException:
        return None


def national_e164(value: str | None, region: str | None = DEFAULT_REGION) -> str | None:
    """A valid number typed the national way in `region` ('0664 1234567' in AT) in E.164 ('+436641234567'),
    else None (an international number is not national; an invalid one is no number)."""
    number = normalize_phone(value)
    if not number or number.startswith("+"):
        return None
    parsed = _parsed(number, region or DEFAULT_REGION)
    if parsed is None or not phonenumbers.is_valid_number(parsed):
        return None
    return phonenumbers.format_number(parsed, phonenumbers.PhoneNumberFormat.E164)


def stored_phone(value: str | None, region: str | None = DEFAULT_REGION) -> str:
    """What is stored: a national number of `region` in E.164, an international one normalised (a possible
    number in E.164: '+43 (0)664 …' loses its trunk zero), anything else normalised as typed."""
    number = normalize_phone(value)
    national = national_e164(number, region)
    if national:
        return national
    if number.startswith("+"):
        parsed = _parsed(number, None)
        if parsed is not None and phonenumbers.is_possible_number(parsed):
            return phonenumbers.format_number(parsed, phonenumbers.PhoneNumberFormat.E164)
    return number


def display_phone(value: str | None) -> str:
    """A stored number as staff read it ('+43 664 1234567'); one phonenumbers cannot read stays as it is."""
    number = value or ""
    parsed = _parsed(number, None) if number.startswith("+") else None
    if parsed is None or not phonenumbers.is_possible_number(parsed):
        return number
    return phonenumbers.format_number(parsed, phonenumbers.PhoneNumberFormat.INTERNATIONAL)
