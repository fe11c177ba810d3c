"""QR codes of tables and A4 label sheets to print them (spec §9 "Label layout").

A table's code opens the branch in the storefront with the table chosen: the public base URL
(core.public_url) + /store/<branch identifier>?table=<table identifier> (selectors.table_url). The table
number stands in the middle of the code, where the checkout's hint tells guests to look (core.qr draws it).
"""

import textwrap

import segno
from fpdf import FPDF

from core.qr import CHAR_EM, PT_MM, Layout, code_svg, draw_code, draw_text, fit_size, label_sheet

from .models import Branch, Table
from .selectors import table_url

HINT = "QR-Code scannen und direkt vom Tisch aus bestellen."
NO_TABLES = "Diese Filiale hat noch keine Tische."


def table_qr(table: Table, base_url: str) -> segno.QRCode:
    return segno.make(table_url(table, base_url), error="h", micro=False)


def qr_svg(table: Table, base_url: str) -> bytes:
    """The code with the table number in its middle, 8 pixels per module."""
    return code_svg(table_qr(table, base_url), f"QR-Code für Tisch {table.identifier}", table.identifier)


def _label(pdf: FPDF, table: Table, qr: segno.QRCode, layout: Layout, x: float, y: float, w: float, h: float) -> None:
    pdf.set_draw_color(200)
    pdf.rect(x, y, w, h)
    padding = 3 if layout.detail else 1.5
    qr_size = h - 2 * padding
    draw_code(pdf, qr, table.identifier, x + padding, y + padding, qr_size)
    left = x + qr_size + 2 * padding
    width = w - qr_size - 3 * padding
    if not layout.detail:
        draw_text(pdf, left, y + h / 2 - 2, "Tisch", 7)
        draw_text(pdf, left, y + h / 2 + 5, table.identifier, fit_size(table.identifier, width, 16))
        return
    name_size = 9
    per_line = int(width / (name_size * CHAR_EM * PT_MM))
    top = y + padding + 4
    for index, line in enumerate(textwrap.wrap(table.branch.name, per_line)[:2]):
        draw_text(pdf, left, top + index * 4.5, line, name_size)
    draw_text(pdf, left, top + 12, "Tisch", 9)
    draw_text(pdf, left, top + 22, table.identifier, fit_size(table.identifier, width, 24))
    hint_size = 7
    per_line = int(width / (hint_size * CHAR_EM * PT_MM))
    for index, line in enumerate(textwrap.wrap(HINT, per_line)):
        draw_text(pdf, left, top + 32 + index * 3.5, line, hint_size)


def labels_pdf(branch: Branch, tables: list[Table], layout_name: str, base_url: str) -> bytes:
    """The label sheet of a branch's tables."""

    def draw_label(pdf, index, layout, x, y, w, h):
        table = tables[index]
        _label(pdf, table, table_qr(table, base_url), layout, x, y, w, h)

    return label_sheet(f"Tischetiketten {branch.name}", len(tables), layout_name, draw_label, NO_TABLES)
