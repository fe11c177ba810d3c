"""The receipt's lines (receipt_layout) as an 80 mm PDF and as ESC/POS bytes for thermal printers."""

import re

from fpdf import FPDF
from fpdf.enums import TextMode

from core.pdf import font_path

from .receipt_layout import WIDTH, Line

PAPER_MM = 80
MARGIN_MM = 4
FONT_PT = 8
BIG_PT = 16
PT_MM = 25.4 / 72
LINE_FACTOR = 1.35

# ESC/POS commands
INIT = b"\x1b@"
# ESC t 19: code page 858 (PC850 with the euro sign at 0xD5)
CODE_PAGE = b"\x1bt\x13"
CENTER, LEFT = b"\x1ba\x01", b"\x1ba\x00"
BOLD_ON, BOLD_OFF = b"\x1bE\x01", b"\x1bE\x00"
BIG_ON, BIG_OFF = b"\x1d!\x11", b"\x1d!\x00"
# feed four lines, then a partial cut
CUT = b"\x1bd\x04\x1dV\x01"
# C0 and C1 control characters and DEL: in a line's text they would be printer commands (ESC p opens
# the cash drawer, ESC @ resets); the API refuses them, this keeps older or imported text harmless too
CONTROL_CHARACTERS = re.compile("[\x00-\x1f\x7f-\x9f]")


def _height(line: Line) -> float:
    return (BIG_PT if line.big else FONT_PT) * PT_MM * LINE_FACTOR


def receipt_pdf(lines: list[Line], title: str) -> bytes:
    """One page 80 mm wide, as high as its content."""
    height = 2 * MARGIN_MM + sum(_height(line) for line in lines)
    pdf = FPDF(unit="mm", format=(PAPER_MM, height))
    pdf.set_title(title)
    pdf.set_lang("de")
    pdf.set_auto_page_break(False)
    pdf.set_margins(MARGIN_MM, MARGIN_MM)
    pdf.add_font("Beleg", "", font_path())
    pdf.set_line_width(0.15)
    pdf.add_page()
    y = MARGIN_MM
    for line in lines:
        step = _height(line)
        size = BIG_PT if line.big else FONT_PT
        pdf.set_font("Beleg", size=size)
        # bold as a stroked outline: one embedded font keeps the file small
        pdf.text_mode = TextMode.FILL_STROKE if line.bold else TextMode.FILL
        text = line.text.strip() if line.center else line.text.rstrip()
        x = (PAPER_MM - pdf.get_string_width(text)) / 2 if line.center else MARGIN_MM
        y += step
        if text:
            pdf.text(x, y - step * 0.3, text)
    return bytes(pdf.output())


def receipt_escpos(lines: list[Line]) -> bytes:
    """Init, German code page, then each line (centred, bold, double size where marked), feed and cut."""
    out = bytearray(INIT + CODE_PAGE)
    for line in lines:
        text = CONTROL_CHARACTERS.sub(" ", line.text)
        text = text.strip() if line.center else text.rstrip()
        if line.big:
            text = text[: WIDTH // 2]
        out += CENTER if line.center else LEFT
        out += (BOLD_ON if line.bold else b"") + (BIG_ON if line.big else b"")
        out += text.encode("cp858", errors="replace") + b"\n"
        out += (BIG_OFF if line.big else b"") + (BOLD_OFF if line.bold else b"")
    out += LEFT + CUT
    return bytes(out)
