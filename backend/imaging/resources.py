"""The pictures and fonts a drawing needs, read from the image library and the website builder's fonts."""

import base64
import binascii
import io
import re
from functools import lru_cache
from pathlib import Path

from PIL import Image, ImageFont, UnidentifiedImageError

from cms.models import Font
from media.models import Image as LibraryImage

from . import messages
from .render import Sources

BUNDLED = Path(__file__).resolve().parent / "fonts" / "DejaVuSans.ttf"
# the font a stylesheet embeds: url(data:font/ttf;base64,...) (the first source of its @font-face)
EMBEDDED = re.compile(r"url\(\s*['\"]?data:[^;,'\")]*;base64,([A-Za-z0-9+/=\s]+)['\"]?\s*\)")


class FontUnreadable(Exception):
    def __init__(self, font: str):
        self.message = messages.FONT_UNREADABLE.format(font=font)
        super().__init__(self.message)


@lru_cache(maxsize=32)
def _font_bytes(font_id: int, version: str) -> tuple[bytes, str]:
    font = Font.objects.filter(pk=font_id).first()
    if font is None:
        return BUNDLED.read_bytes(), "DejaVu Sans"
    match = EMBEDDED.search(font.style)
    try:
        data = base64.b64decode(re.sub(r"\s", "", match.group(1)), validate=True) if match else b""
    except (binascii.Error, ValueError):
        data = b""
    return data, str(font)


@lru_cache(maxsize=128)
def _font(font_id: int | None, version: str, size: int) -> ImageFont.FreeTypeFont:
    if font_id is None:
        return ImageFont.truetype(str(BUNDLED), size)
    data, label = _font_bytes(font_id, version)
    try:
        return ImageFont.truetype(io.BytesIO(data), size)
    except OSError as error:
        raise FontUnreadable(label) from error


def sources() -> Sources:
    """Sources for one drawing: each picture read once, fonts cached by their last change."""
    versions = dict(Font.objects.values_list("pk", "updated_at"))
    pictures: dict[int, Image.Image | None] = {}

    def font(font_id: int | None, size: int) -> ImageFont.FreeTypeFont:
        if font_id is not None and font_id not in versions:
            font_id = None  # deleted since: the bundled font
        return _font(font_id, str(versions.get(font_id, "")), size)

    def image(image_id: int) -> Image.Image | None:
        if image_id not in pictures:
            pictures[image_id] = _picture(image_id)
        return pictures[image_id]

    return Sources(image=image, font=font)


def _picture(image_id: int) -> Image.Image | None:
    row = LibraryImage.objects.filter(pk=image_id).first()
    if row is None or row.is_vector:
        return None
    try:
        with row.file.open("rb") as file, Image.open(file) as opened:
            return opened.convert("RGBA")
    except (OSError, UnidentifiedImageError, ValueError):
        return None
