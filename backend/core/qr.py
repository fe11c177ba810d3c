"""QR codes drawn as SVG, PNG or into a PDF, and A4 label sheets of them (spec §9 "Label layout").

Shared by the label sheets of tables (organisation.table_codes) and of QR codes (analytics.codes). A number
(a table's) may stand in the middle of a code: a white box that covers at most a fifth of the code's height and
two fifths of its width, which error correction level H (up to 30 % of the code words) restores.
"""

import io
import math
from dataclasses import dataclass
from xml.sax.saxutils import escape

import segno
from fpdf import FPDF

from .pdf import font_path

PAGE_W, PAGE_H, MARGIN = 210, 297, 6
# DejaVu Sans Mono: every character is 0.602 em wide
CHAR_EM = 0.602
PT_MM = 25.4 / 72
QUIET = 4  # modules of white around the code
SVG_SCALE = 8  # pixels per module


@dataclass(frozen=True)
class Layout:
    rows: int
    columns: int
    detail: bool


LAYOUTS = {"compact": Layout(12, 4, False), "detail": Layout(5, 2, True)}


@dataclass(frozen=True)
class Window:
    """The white box in the middle of a code that carries a number (a table's), in modules from the code's
    top left corner (quiet zone excluded); `font` is the number's height in modules."""

    x: int
    y: int
    width: int
    height: int
    font: float


def centre_window(size: int, number: str) -> Window:
    """The box for `number` in a code `size` modules wide: a fifth of it high, as wide as the number
    needs but at most two fifths; a long number gets a smaller font instead of a wider box."""
    height = max(3, size // 5)
    largest = max(3, size * 2 // 5)
    font = height * 0.7
    width = min(largest, math.ceil(len(number) * CHAR_EM * font + 2))
    # centred on the module grid: the box's size has the code's parity
    height -= (size - height) % 2
    width -= (size - width) % 2
    font = min(font, (width - 1.5) / max(1, len(number)) / CHAR_EM)
    return Window((size - width) // 2, (size - height) // 2, width, height, font)


def code_svg(qr: segno.QRCode, title: str, number: str = "") -> bytes:
    """A code as SVG, 8 pixels per module, with `number` (if any) in a white box in its middle."""
    out = io.BytesIO()
    qr.save(out, kind="svg", scale=SVG_SCALE, border=QUIET, xmldecl=False, title=title, svgclass=None)
    if not number:
        return out.getvalue()
    window = centre_window(qr.symbol_size(scale=1, border=0)[0], number)
    x, y = ((QUIET + value) * SVG_SCALE for value in (window.x, window.y))
    number = (
        f'<rect x="{x}" y="{y}" width="{window.width * SVG_SCALE}" height="{window.height * SVG_SCALE}"'
        ' fill="#fff"/>'
        f'<text x="{x + window.width * SVG_SCALE / 2:g}" y="{y + window.height * SVG_SCALE / 2:g}"'
        f' font-size="{window.font * SVG_SCALE:.1f}" font-family="DejaVu Sans Mono, monospace"'
        ' font-weight="bold" text-anchor="middle" dominant-baseline="central">'
        f"{escape(number)}</text>"
    )
    return out.getvalue().replace(b"</svg>", number.encode() + b"</svg>")


def code_png(qr: segno.QRCode) -> bytes:
    """A code as PNG, 8 pixels per module, with its quiet zone."""
    out = io.BytesIO()
    qr.save(out, kind="png", scale=SVG_SCALE, border=QUIET)
    return out.getvalue()


def draw_code(pdf: FPDF, qr: segno.QRCode, number: str, x: float, y: float, size: float) -> None:
    """Dark modules as filled rectangles, one per horizontal run (quiet zone included in `size`), and
    `number` (a table's; none when empty) in the middle."""
    matrix = [list(row) for row in qr.matrix]
    module = size / (len(matrix) + 2 * QUIET)
    x, y = x + QUIET * module, y + QUIET * module
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
    if not number:
        return
    window = centre_window(len(matrix), number)
    pdf.set_fill_color(255)
    pdf.rect(x + window.x * module, y + window.y * module, window.width * module, window.height * module, style="F")
    pdf.set_fill_color(0)
    font_mm = window.font * module
    pdf.set_font("Etikett", size=font_mm / PT_MM)
    centre_x = x + (window.x + window.width / 2) * module
    centre_y = y + (window.y + window.height / 2) * module
    # digits reach about 0.73 em above the baseline: centre them on the box
    pdf.text(centre_x - pdf.get_string_width(number) / 2, centre_y + 0.73 * font_mm / 2, number)


def fit_size(text: str, width: float, largest: float) -> float:
    """The font size (pt) at which `text` fits into `width` mm, at most `largest`."""
    return min(largest, width / max(1, len(text)) / CHAR_EM / PT_MM)


def draw_text(pdf: FPDF, x: float, y: float, text: str, size: float) -> None:
    pdf.set_font("Etikett", size=size)
    pdf.text(x, y, text)


def label_sheet(title: str, count: int, layout_name: str, draw_label, empty_text: str) -> bytes:
    """A4 pages of `count` labels (compact 12 × 4, detail 5 × 2), filled row by row, more pages when needed;
    draw_label(pdf, index, layout, x, y, w, h) draws one. No labels: one page saying `empty_text`."""
    layout = LAYOUTS[layout_name]
    pdf = FPDF(unit="mm", format="A4")
    pdf.set_title(title)
    pdf.set_lang("de")
    pdf.set_auto_page_break(False)
    pdf.add_font("Etikett", "", font_path())
    pdf.set_line_width(0.1)
    w = (PAGE_W - 2 * MARGIN) / layout.columns
    h = (PAGE_H - 2 * MARGIN) / layout.rows
    per_page = layout.rows * layout.columns
    if not count:
        pdf.add_page()
        draw_text(pdf, MARGIN, MARGIN + 10, empty_text, 12)
    for index in range(count):
        if index % per_page == 0:
            pdf.add_page()
        row, column = divmod(index % per_page, layout.columns)
        draw_label(pdf, index, layout, MARGIN + column * w, MARGIN + row * h, w, h)
    return bytes(pdf.output())
