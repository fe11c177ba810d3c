"""The text of PDFs written by fpdf2 (receipts, table labels), read back in tests without a PDF library."""

import re
import zlib

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


def _decode(stream: bytes, cmap: dict) -> list[tuple[float, float, str, bool]]:
    runs = []
    for x, y, mode, raw in TEXT.findall(stream):
        data = re.sub(rb"\\(.)", lambda m: ESCAPES.get(m.group(1), m.group(1)), raw, flags=re.DOTALL)
        text = "".join(cmap[int.from_bytes(data[i : i + 2], "big")] for i in range(0, len(data), 2))
        runs.append((float(x), float(y), text, mode == b"2"))
    return sorted(runs, key=lambda run: (-run[1], run[0]))


def pdf_pages(pdf: bytes) -> list[list[tuple[float, float, str, bool]]]:
    """The text runs of each page (pages are the content streams that draw text, in file order)."""
    streams = _streams(pdf)
    cmap = _cmap(streams)
    return [_decode(stream, cmap) for stream in streams if TEXT.search(stream)]


def _cmap(streams: list[bytes]) -> dict:
    cmap = {}
    for stream in streams:
        for block in re.findall(rb"beginbfchar\n(.*?)endbfchar", stream, re.DOTALL):
            for glyph, code in re.findall(rb"<([0-9A-F]{4})> <([0-9A-F]+)>", block):
                cmap[int(glyph, 16)] = chr(int(code, 16))
    return cmap


def pdf_lines(pdf: bytes) -> list[tuple[float, float, str, bool]]:
    """(x, y, text, bold) of every text run of a one-page PDF, top to bottom (bold: drawn filled and stroked)."""
    return [run for page in pdf_pages(pdf) for run in page]
