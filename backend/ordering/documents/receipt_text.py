"""The one formatter of what a receipt says, in German: every receipt format (HTML, PDF, ESC/POS) and the
order summary of the mails take their numbers, tax rates, item labels and lines from here.

- money: two decimals, German separators ('1.234,50')
- a tax rate: 'MwSt. 10 %', 'MwSt. 13 %', 'MwSt. 5,5 %' (no trailing zeros, decimal comma)
- an item: '3 Stk. Apfelsaft gespritzt 0,5 l', '0,25 kg Bergkäse'
- a line of fixed width: the text left, the amount at the right edge, at least one space between them;
  a text too long for the line wraps under it (a word longer than the line is broken)
"""

import textwrap
from decimal import Decimal

from rules.decimals import quantity_text

from ..services.cart import german_amount

# characters per line on 80 mm paper (font A of common thermal printers, and the PDF's font size)
WIDTH = 42
# a text beside an amount keeps at least this many characters on the amount's line; with a longer
# amount the text stands on its own lines and the amount on the next, at the right edge
MIN_TEXT = 12
INDENT = "  "


def money(value: Decimal | str) -> str:
    """'1.234,50'."""
    return german_amount(Decimal(value))


def number_text(value: Decimal | str) -> str:
    """A quantity or rate in its shortest German notation: '3', '0,5', '5,5', '10'."""
    return quantity_text(Decimal(value)).replace(".", ",")


def tax_label(rate: Decimal | str) -> str:
    """'MwSt. 10 %' for the rate '10.00' (the key of an order's taxes), 'MwSt. 5,5 %' for '5.50'."""
    return f"MwSt. {number_text(rate)} %"


def item_label(item) -> str:
    """'3 Stk. Apfelsaft gespritzt 0,5 l': amount, unit and name of an ordered item."""
    return " ".join(part for part in (number_text(item.amount), item.unit_label, item.name) if part)


def _wrap(text: str, width: int, indent: str = "") -> list[str]:
    return textwrap.wrap(text, width, initial_indent=indent, subsequent_indent=indent) or []


def pair(left: str, right: str, width: int = WIDTH) -> list[str]:
    """`left` and `right` on one line of `width`, `right` at the right edge and at least one space between;
    what of `left` does not fit wraps under it, indented. Never runs the text into the amount."""
    right = right.strip()[:width]
    room = width - len(right) - 1
    if room < MIN_TEXT:
        return [*_wrap(left, width), right.rjust(width)]
    rows = _wrap(left, room) or [""]
    first = rows[0].ljust(room) + " " + right
    rest = " ".join(row.strip() for row in rows[1:])
    return [first, *_wrap(rest, width, INDENT)]


def wrapped(text: str, width: int = WIDTH, indent: str = "") -> list[str]:
    """Each paragraph of `text` wrapped to `width` (an empty paragraph is an empty line)."""
    rows = []
    for paragraph in text.splitlines() or [""]:
        rows += _wrap(paragraph, width, indent) or [""]
    return rows
