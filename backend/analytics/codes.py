"""Downloads of QR codes: SVG, PNG and an A4 label sheet, drawn by core.qr as the tables' codes are."""

import re
import textwrap

import segno

from core.qr import CHAR_EM, PT_MM, code_png, code_svg, draw_code, draw_text, fit_size, label_sheet

from .models import QrCode
from .targets import code_url

NO_CODES = "Es gibt noch keine QR-Codes."


def make(code: QrCode, base_url: str) -> segno.QRCode:
    # level M: nothing covers the code's middle, so the smaller code scans more easily
    return segno.make(code_url(code, base_url), error="m", micro=False)


def svg(code: QrCode, base_url: str) -> bytes:
    return code_svg(make(code, base_url), f"QR-Code {code.name or code.path}")


def png(code: QrCode, base_url: str) -> bytes:
    return code_png(make(code, base_url))


def file_name(code: QrCode, extension: str) -> str:
    """'QR-Code-fruehstueck.svg' (the path is slug-like already)."""
    stem = re.sub(r"[^\w.-]+", "-", code.path).strip("-.")
    return f"QR-Code-{stem}.{extension}" if stem else f"QR-Code.{extension}"


def labels_pdf(codes: list[QrCode], layout_name: str, base_url: str) -> bytes:
    """A4 labels: the code, its name and the address it opens."""

    def draw_label(pdf, index, layout, x, y, w, h):
        code = codes[index]
        pdf.set_draw_color(200)
        pdf.rect(x, y, w, h)
        padding = 3 if layout.detail else 1.5
        size = h - 2 * padding
        draw_code(pdf, make(code, base_url), "", x + padding, y + padding, size)
        left = x + size + 2 * padding
        width = w - size - 3 * padding
        name = code.name or code.path
        address = code_url(code, base_url).split("://", 1)[-1]
        if not layout.detail:
            draw_text(pdf, left, y + h / 2 - 1, name, fit_size(name, width, 8))
            draw_text(pdf, left, y + h / 2 + 4, address, fit_size(address, width, 6))
            return
        name_size = 11
        per_line = max(1, int(width / (name_size * CHAR_EM * PT_MM)))
        top = y + padding + 5
        for line_index, line in enumerate(textwrap.wrap(name, per_line)[:3]):
            draw_text(pdf, left, top + line_index * 5.5, line, name_size)
        draw_text(pdf, left, top + 22, address, fit_size(address, width, 9))

    return label_sheet("QR-Codes", len(codes), layout_name, draw_label, NO_CODES)
