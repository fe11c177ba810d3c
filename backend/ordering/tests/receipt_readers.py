"""Reading the receipt formats back in tests: the text lines of a PDF (fpdf2 output) and of ESC/POS bytes."""

import re
import zlib

ESCPOS_COMMAND = re.compile(rb"\x1b[@]|\x1b[taEd].|\x1d!.|\x1dV.", re.DOTALL)
STREAM = re.compile(rb"stream\n(.*?)\nendstream", re.DOTALL)
# "BT x y Td [2 Tr 0.15 w ](text) Tj ET": mode 2 (fill and stroke) is how the receipt prints bold
TEXT = re.compile(rb"BT ([\d.]+) ([\d.]+) Td\s*(?:(\d) Tr [\d.]+ w )?\(((?:\\.|[^\\])*?)\) Tj ET", re.DOTALL)
ESCAPES = {b"n": b"\n", b"r": b"\r", b"t": b"\t", b"b": b"\b", b"f": b"\f"}


def _streams(pdf: bytes) -> list[bytes]:
    found = []
    for raw in STREAM.findall(pdf):
        try:
            found.append(zlib.decompress(raw))
        except zlib.error:
            found.append(raw)
    return found


def pdf_lines(pdf: bytes) -> list[tuple[float, float, str, bool]]:
    """(x, y, text, bold) of every text run, top to bottom, decoded with the font's ToUnicode map."""
    streams = _streams(pdf)
    cmap = {}
    for stream in streams:
        for block in re.findall(rb"beginbfchar\n(.*?)endbfchar", stream, re.DOTALL):
            for glyph, code in re.findall(rb"<([0-9A-F]{4})> <([0-9A-F]+)>", block):
                cmap[int(glyph, 16)] = chr(int(code, 16))
    runs = []
    for stream in streams:
        for x, y, mode, raw in TEXT.findall(stream):
            data = re.sub(rb"\\(.)", lambda m: ESCAPES.get(m.group(1), m.group(1)), raw, flags=re.DOTALL)
            text = "".join(cmap[int.from_bytes(data[i : i + 2], "big")] for i in range(0, len(data), 2))
            runs.append((float(x), float(y), text, mode == b"2"))
    return sorted(runs, key=lambda run: -run[1])


def escpos_lines(data: bytes) -> list[str]:
    """The printed text lines (code page 858), commands removed."""
    return ESCPOS_COMMAND.sub(b"", data).decode("cp858").split("\n")
