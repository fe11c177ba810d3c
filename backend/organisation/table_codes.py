"""QR codes of tables and A4 label sheets to print them (spec §9 "Label layout").

A table's code opens the branch in the storefront with the table chosen: PUBLIC_BASE_URL +
/store/<branch identifier>?table=<table identifier>.
"""

import io
import textwrap
from dataclasses import dataclass
from urllib.parse import quote

import segno
from django.conf import settings
from fpdf import FPDF

from core.pdf import font_path

from .models import Branch, Table

PAGE_W, PAGE_H, MARGIN = 210, 297, 6
HINT = "QR-Code scannen und direkt vom Tisch aus bestellen."
NO_TABLES = "Diese Filiale hat noch keine Tische."
# DejaVu Sans Mono: every character is 0.602 em wide
CHAR_EM = 0.602
PT_MM = 25.4 / 72


@dataclass(frozen=True)
class Layout:
    rows: int
    columns: int
    detail: bool


LAYOUTS = {"compact": Layout(12, 4, False), "detail": Layout(5, 2, True)}


def table_url(table: Table) -> str:
    return f"{settings.PUBLIC_BASE_URL}/store/{table.branch.identifier}?table={quote(table.identifier, safe='')}"


def table_qr(table: Table) -> segno.QRCode:
    return segno.make(table_url(table), error="m", micro=False)


def qr_svg(table: Table) -> bytes:
    out = io.BytesIO()
    title = f"QR-Code für Tisch {table.identifier}"
    table_qr(table).save(out, kind="svg", scale=8, border=4, xmldecl=False, title=title, svgclass=None)
    return out.getvalue()


def _draw_qr(pdf: FPDF, qr: segno.QRCode, x: float, y: float, size: float) -> None:
    """Dark modules as filled rectangles, one per horizontal run (quiet zone included in `size`)."""
    matrix = [list(row) for row in qr.matrix]
    module = size / (len(matrix) + 8)
    x, y = x + 4 * module, y + 4 * module
    for row_index, row in enumerate(matrix):
        start = None
        for col_index, dark in enumerate([*row, 0]):
            if dark and start is None:
                start = col_index
            elif not dark and start is not None:
                # a hair wider so neighbouring runs show no seam
                pdf.rect(
                    x + start * module,
                    y + row_index * module,
                    (col_index - start) * module + 0.01,
                    module + 0.01,
                    style="F",
                )
                start = None


def _fit(text: str, width: float, largest: float) -> float:
    """The font size (pt) at which `text` fits into `width` mm, at most `largest`."""
    return min(largest, width / max(1, len(text)) / CHAR_EM / PT_MM)


def _text(pdf: FPDF, x: float, y: float, text: str, size: float) -> None:
    pdf.set_font("Etikett", size=size)
    pdf.text(x, y, text)


def _label(pdf: FPDF, table: Table, layout: Layout, x: float, y: float, w: float, h: float) -> None:
    pdf.set_draw_color(200)
    pdf.rect(x, y, w, h)
    padding = 3 if layout.detail else 1.5
    qr_size = h - 2 * padding
    _draw_qr(pdf, table_qr(table), x + padding, y + padding, qr_size)
    left = x + qr_size + 2 * padding
    width = w - qr_size - 3 * padding
    if not layout.detail:
        _text(pdf, left, y + h / 2 - 2, "Tisch", 7)
        _text(pdf, left, y + h / 2 + 5, table.identifier, _fit(table.identifier, width, 16))
        return
    name_size = 9
    per_line = int(width / (name_size * CHAR_EM * PT_MM))
    top = y + padding + 4
    for index, line in enumerate(textwrap.wrap(table.branch.name, per_line)[:2]):
        _text(pdf, left, top + index * 4.5, line, name_size)
    _text(pdf, left, top + 12, "Tisch", 9)
    _text(pdf, left, top + 22, table.identifier, _fit(table.identifier, width, 24))
    hint_size = 7
    per_line = int(width / (hint_size * CHAR_EM * PT_MM))
    for index, line in enumerate(textwrap.wrap(HINT, per_line)):
        _text(pdf, left, top + 32 + index * 3.5, line, hint_size)


def labels_pdf(branch: Branch, tables: list[Table], layout_name: str) -> bytes:
    """A4 pages of labels (compact 12 × 4, detail 5 × 2), filled row by row; more pages when needed."""
    layout = LAYOUTS[layout_name]
    pdf = FPDF(unit="mm", format="A4")
    pdf.set_title(f"Tischetiketten {branch.name}")
    pdf.set_lang("de")
    pdf.set_auto_page_break(False)
    pdf.add_font("Etikett", "", font_path())
    pdf.set_line_width(0.1)
    w = (PAGE_W - 2 * MARGIN) / layout.columns
    h = (PAGE_H - 2 * MARGIN) / layout.rows
    per_page = layout.rows * layout.columns
    if not tables:
        pdf.add_page()
        _text(pdf, MARGIN, MARGIN + 10, NO_TABLES, 12)
    for index, table in enumerate(tables):
        if index % per_page == 0:
            pdf.add_page()
        row, column = divmod(index % per_page, layout.columns)
        _label(pdf, table, layout, MARGIN + column * w, MARGIN + row * h, w, h)
    return bytes(pdf.output())
