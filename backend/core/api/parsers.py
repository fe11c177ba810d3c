"""JSON parser: camelCase keys from the client become snake_case for the serializers.

Parsing is strict so that no body can reach the code in a shape that makes it fail later:
numbers with a fraction or exponent become Decimal (never float or inf), NaN/Infinity are
refused, nesting deeper than MAX_DEPTH is refused, and so is any key or text holding a
character no field may store: NUL (PostgreSQL cannot), a lone UTF-16 surrogate (not encodable
as UTF-8), another C0/C1 control character (ESC/POS commands on receipt printers, terminal
escapes in logs) or an invisible formatting character: zero-width characters and the controls of
the writing direction, with which a name can look like another or turn the text after it around
(U+200B–U+200F, U+202A–U+202E, U+2060–U+2064, U+2066–U+2069, U+FEFF, U+061C). A zero-width
joiner (U+200D) between two emoji passes: it joins them into one visible emoji (woman + cooking = cook).
Tab and line breaks pass here; single-line fields refuse them (core.api.text).
"""

import json
import re
from decimal import Decimal, InvalidOperation

from django.conf import settings
from rest_framework.exceptions import ErrorDetail, ParseError, ValidationError
from rest_framework.parsers import JSONParser

from .casing import underscoreize

MAX_DEPTH = 32
INVALID_JSON = (
    "Die Anfrage konnte nicht gelesen werden."  # code parse_error; no word of JSON for the person who reads it
)
TOO_DEEP = "Die Anfrage ist zu tief verschachtelt."
INVALID_CHARACTERS = "Die Anfrage enthält ungültige Zeichen."
INVALID_FIELD_CHARACTERS = "Dieses Feld enthält ungültige Zeichen (Steuerzeichen)."
# C0 controls but tab, line feed and carriage return; DEL; C1 controls; UTF-16 surrogates; the Arabic letter
# mark, zero-width space and non-joiner, left-to-right and right-to-left marks, embeddings and overrides, word
# joiner and invisible operators, isolates, the byte order mark (zero-width no-break space)
CONTROL_CHARACTERS = (
    "\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\ud800-\udfff"
    "\u061c\u200b\u200c\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff"
)
# what an emoji ZWJ sequence joins: pictographs, symbols, dingbats; before the joiner also a variation selector
EMOJI = "\u2600-\u27bf\u2b00-\u2bff\U0001f000-\U0001faff"
FORBIDDEN_CHARACTERS = re.compile(f"[{CONTROL_CHARACTERS}]|(?<![{EMOJI}\ufe0f])\u200d|\u200d(?![{EMOJI}])")
ASCII_CONTROLS = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")


def _forbidden(text: str) -> bool:
    """Whether the text holds a forbidden character. An ASCII text (a data URL of 12 MB) is checked by C loops
    only: the full pattern takes about 0.4 s for it, holding the interpreter, and the other requests of the
    process wait that long (the outside probe of issue 22 saw /api/health take 1.8 s during an upload)."""
    if text.isascii():
        return not text.isprintable() and ASCII_CONTROLS.search(text) is not None
    return FORBIDDEN_CHARACTERS.search(text) is not None


def _refuse_constant(name):
    raise ValueError(name)


def _decimal(text: str) -> Decimal:
    try:
        value = Decimal(text)
    except InvalidOperation:
        raise ValueError(text) from None
    if not value.is_finite():
        raise ValueError(text)
    return value


def _check(data, limit: int) -> None:
    """Refuse nesting deeper than limit and forbidden characters, naming every field that holds them.

    Iterative, so it cannot overflow the stack. A key with forbidden characters is reported on the
    object holding it (the key itself cannot be shown); at the top level without a field.
    """
    fields: dict[str, None] = {}
    stack = [(data, 1, "")]
    while stack:
        item, depth, path = stack.pop()
        if isinstance(item, str):
            if _forbidden(item):
                fields[path] = None
        elif isinstance(item, (dict, list)):
            if depth > limit:
                raise ParseError(TOO_DEEP, code="too_deep")
            pairs = item.items() if isinstance(item, dict) else enumerate(item)
            for key, child in pairs:
                if isinstance(key, str) and _forbidden(key):
                    fields[path] = None
                    continue
                stack.append((child, depth + 1, f"{path}.{key}" if path else str(key)))
    if not fields:
        return
    if "" in fields:
        raise ParseError(INVALID_CHARACTERS, code="invalid_characters")
    error = [ErrorDetail(INVALID_FIELD_CHARACTERS, code="invalid_characters")]
    raise ValidationError({path: error for path in sorted(fields)})


class CamelCaseJSONParser(JSONParser):
    def parse(self, stream, media_type=None, parser_context=None):
        encoding = (parser_context or {}).get("encoding", settings.DEFAULT_CHARSET)
        try:
            text = stream.read().decode(encoding)
            data = json.loads(text, parse_float=_decimal, parse_constant=_refuse_constant)
        except RecursionError:
            raise ParseError(TOO_DEEP, code="too_deep") from None
        except (ValueError, UnicodeDecodeError):
            raise ParseError(INVALID_JSON, code="parse_error") from None
        _check(data, MAX_DEPTH)
        return underscoreize(data)
