"""Checking a visitor's answers against a form's fields (spec storefront §5 'Content forms').

The storefront never blocks a submission: every rule lives here, and every failing field is reported at
once, each under its key (the field's id, else its position in the form).
"""

from dataclasses import dataclass

from django.core.exceptions import ValidationError as DjangoValidationError
from django.core.validators import validate_email

from core.api.casing import to_snake

REQUIRED = "Bitte füllen Sie das Feld „{label}“ aus."
REQUIRED_CHECKBOX = "Bitte bestätigen Sie „{label}“."
INVALID_EMAIL = "Bitte geben Sie im Feld „{label}“ eine gültige E-Mail-Adresse an."
INVALID_OPTION = "Bitte wählen Sie im Feld „{label}“ eine der angebotenen Möglichkeiten."
INVALID_TEXT = "Bitte geben Sie im Feld „{label}“ einen Text ein."
INVALID_CHECKBOX = "Das Feld „{label}“ erwartet ja oder nein."
TOO_LONG = "Bitte geben Sie im Feld „{label}“ höchstens {max_length} Zeichen ein."

# a single line, an e-mail address (RFC 5321 allows 254) and multi-line text
MAX_LENGTH = {"text": 200, "email": 254, "textarea": 5000, "select": 200}


@dataclass(frozen=True)
class Field:
    key: str
    label: str
    kind: str  # text, email, textarea, select, boolean
    is_required: bool
    options: tuple[str, ...] = ()


def fields_of(form_content: dict) -> list[Field]:
    """The form's fields with their effective kind (a text field of subtype email is an e-mail field)."""
    fields = []
    for index, field in enumerate(form_content.get("fields") or []):
        kind = field.get("type", "text")
        if kind == "text":
            kind = field.get("subtype") or "text"
        key = (field.get("field_id") or "").strip() or str(index)
        options = tuple(str(option.get("value", "")) for option in field.get("options") or [])
        label = (field.get("label") or "").strip() or key
        fields.append(Field(key, label, kind, bool(field.get("is_required")), options))
    return fields


def _lookup(data: dict, key: str):
    # the API's parser turns camelCase keys into snake_case; a field id 'firstName' arrives as 'first_name'
    if key in data:
        return data[key]
    return data.get(to_snake(key))


def _check(field: Field, raw) -> tuple[object, str | None]:
    """The cleaned value and the error message, if any."""
    if field.kind == "boolean":
        if raw in (None, ""):
            raw = False
        if not isinstance(raw, bool):
            return False, INVALID_CHECKBOX
        if field.is_required and not raw:
            return False, REQUIRED_CHECKBOX
        return raw, None
    if raw is None:
        raw = ""
    if isinstance(raw, (int, float)) and not isinstance(raw, bool):
        raw = str(raw)
    if not isinstance(raw, str):
        return "", INVALID_TEXT
    value = raw.strip()
    if not value:
        return "", REQUIRED if field.is_required else None
    max_length = MAX_LENGTH.get(field.kind, MAX_LENGTH["text"])
    if len(value) > max_length:
        return value, TOO_LONG.replace("{max_length}", str(max_length))
    if field.kind == "email":
        try:
            validate_email(value)
        except DjangoValidationError:
            return value, INVALID_EMAIL
    if field.kind == "select" and value not in field.options:
        return value, INVALID_OPTION
    return value, None


def check_values(fields: list[Field], data: dict) -> tuple[list[dict], list[dict]]:
    """The stored values [{key, label, type, value}] and the errors [{message, field, code}]."""
    values, errors = [], []
    for field in fields:
        value, message = _check(field, _lookup(data, field.key))
        values.append({"key": field.key, "label": field.label, "type": field.kind, "value": value})
        if message:
            code = "required" if message in (REQUIRED, REQUIRED_CHECKBOX) else "invalid"
            errors.append({"message": message.replace("{label}", field.label), "field": field.key, "code": code})
    return values, errors
