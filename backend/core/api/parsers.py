"""JSON parser: camelCase keys from the client become snake_case for the serializers.

Parsing is strict so that no body can reach the code in a shape that makes it fail later:
numbers with a fraction or exponent become Decimal (never float or inf), NaN/Infinity are
refused, and nesting deeper than MAX_DEPTH is refused.
"""

import json
from decimal import Decimal, InvalidOperation

from django.conf import settings
from rest_framework.exceptions import ParseError
from rest_framework.parsers import JSONParser

from .casing import underscoreize

MAX_DEPTH = 32
INVALID_JSON = "Die Anfrage enthält kein gültiges JSON."
TOO_DEEP = "Die Anfrage ist zu tief verschachtelt."


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


def _depth(data, limit: int) -> bool:
    """True if data nests deeper than limit (iterative, so it cannot overflow the stack)."""
    stack = [(data, 1)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, (dict, list)):
            if depth > limit:
                return True
            children = item.values() if isinstance(item, dict) else item
            stack.extend((child, depth + 1) for child in children)
    return False


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
        if _depth(data, MAX_DEPTH):
            raise ParseError(TOO_DEEP, code="too_deep")
        return underscoreize(data)
