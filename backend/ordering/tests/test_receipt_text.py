"""The one formatter of receipts and mail summaries (ordering.documents.receipt_text)."""

from decimal import Decimal
from types import SimpleNamespace

import pytest

from ordering.documents.receipt_text import item_label, money, pair, tax_label


@pytest.mark.parametrize(
    ("rate", "label"),
    [
        ("10.00", "MwSt. 10 %"),
        ("13.00", "MwSt. 13 %"),
        ("20.00", "MwSt. 20 %"),
        ("5.50", "MwSt. 5,5 %"),
        (Decimal("7.25"), "MwSt. 7,25 %"),
        ("0.00", "MwSt. 0 %"),
    ],
)
def test_tax_rates_are_written_the_german_way(rate, label):
    assert tax_label(rate) == label


def test_an_item_is_amount_unit_and_name():
    juice = SimpleNamespace(amount=Decimal("3.000000"), unit_label="Stk.", name="Apfelsaft gespritzt 0,5 l")
    cheese = SimpleNamespace(amount=Decimal("0.250000"), unit_label="kg", name="Bergkäse")
    assert (item_label(juice), item_label(cheese)) == ("3 Stk. Apfelsaft gespritzt 0,5 l", "0,25 kg Bergkäse")


def test_money_has_german_separators():
    assert (money(Decimal("1234.5")), money("10.5"), money(Decimal("0.4170"))) == ("1.234,50", "10,50", "0,42")


@pytest.mark.parametrize(
    ("left", "right", "lines"),
    [
        ("3 Stk. Apfelsaft gespritzt 0,5 l", "10,50", ["3 Stk. Apfelsaft gespritzt 0,5 l     10,50"]),
        # the name fills its room to the last character: one space stays
        ("1 Stk. Kaiserschmarrn m. Zwetschken", "100,00", ["1 Stk. Kaiserschmarrn m. Zwetschken 100,00"]),
        # one character more wraps the last word under the line
        (
            "1 Stk. Kaiserschmarrn m. Zwetschkenx",
            "100,00",
            ["1 Stk. Kaiserschmarrn m.            100,00", "  Zwetschkenx"],
        ),
        # a word longer than the room is broken, never run into the price
        (
            "1 Stk. Donaudampfschifffahrtsgesellschaftskapitänsmütze",
            "1,00",
            ["1 Stk. Donaudampfschifffahrtsgesellsc 1,00", "  haftskapitänsmütze"],
        ),
        # an amount too long to leave the text room: text above, amount below at the right edge
        (
            "Zahlungsart",
            "Bankomatkarte (teilweise erstattet)",
            ["Zahlungsart", "       Bankomatkarte (teilweise erstattet)"],
        ),
    ],
)
def test_a_line_always_separates_text_and_amount(left, right, lines):
    assert pair(left, right) == lines
    assert all(len(line) <= 42 for line in lines)
