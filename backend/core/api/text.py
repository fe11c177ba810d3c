"""Text fields hold one line unless they are meant for longer text.

The JSON parser already refuses control characters other than tab and line breaks in every key
and text (core.api.parsers). Here every serializer CharField refuses tab and line breaks too,
unless it is multi-line: a model TextField (DRF gives it the textarea style), a field marked
with style={"multiline": True}, or a field for long text (no max_length or at least
LONG_TEXT_LENGTH characters: comments, descriptions, messages). Names, addresses and phone
numbers therefore reach receipts, e-mails and exports as one line.
"""

import re

from rest_framework import fields
from rest_framework.exceptions import ValidationError

LONG_TEXT_LENGTH = 1000
LINE_BREAK = "Bitte geben Sie diesen Text in einer Zeile ein (ohne Zeilenumbruch und Tabulator)."
LINE_CONTROLS = re.compile("[\t\n\r]")


def is_multiline(field: fields.CharField) -> bool:
    style = getattr(field, "style", {}) or {}
    if style.get("multiline") or style.get("base_template") == "textarea.html":
        return True
    return field.max_length is None or field.max_length >= LONG_TEXT_LENGTH


def install() -> None:
    to_internal_value = fields.CharField.to_internal_value

    def one_line_unless_multiline(self, data):
        value = to_internal_value(self, data)
        if isinstance(value, str) and not is_multiline(self) and LINE_CONTROLS.search(value):
            raise ValidationError(LINE_BREAK, code="line_break")
        return value

    fields.CharField.to_internal_value = one_line_unless_multiline
