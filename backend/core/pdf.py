"""What the PDF documents share (receipts, table labels): one bundled Unicode font.

DejaVu Sans Mono (core/fonts, Bitstream Vera licence) prints ä, ß and € on every machine;
settings.PDF_FONT may name another TrueType font.
"""

from pathlib import Path

from django.conf import settings

FONT = Path(__file__).resolve().parent / "fonts" / "DejaVuSansMono.ttf"


def font_path() -> str:
    return str(getattr(settings, "PDF_FONT", FONT))
