"""Draw a template with Pillow: the one drawing both the editor's preview and the stored picture use.

Layers are drawn bottom first, each on its own tile of its box's size, then made transparent by its opacity,
turned clockwise about the box's centre and laid over the picture. Text wraps at word boundaries to the box's
width (a word longer than a line is broken), lines that do not fit its height are left out; shrinkToFit first
makes the size smaller (10 % per step, not below 8 px) until the text fits.
"""

import io
from collections.abc import Callable
from dataclasses import dataclass

from PIL import Image, ImageDraw, ImageFont, ImageOps

from .layers import MIN_TEXT_SIZE, fill

PLACEHOLDER_GREY = (217, 217, 217, 255)
PLACEHOLDER_MARK = (150, 150, 150, 255)


@dataclass(frozen=True)
class Sources:
    """Where the drawing takes its pictures and fonts from (imaging.resources reads the database)."""

    image: Callable[[int], Image.Image | None]  # a library image by id, RGBA
    font: Callable[[int | None, int], ImageFont.FreeTypeFont]  # a font by id (None: bundled) and size in px


def rgba(color: str, alpha: int = 255) -> tuple[int, int, int, int]:
    return int(color[1:3], 16), int(color[3:5], 16), int(color[5:7], 16), alpha


def render(template: dict, values: dict, sources: Sources, *, preview: bool = False) -> Image.Image:
    """The picture (RGBA). preview: an image placeholder without a picture shows as a grey box, a text placeholder
    without a value as it is written ('{name}')."""
    width, height = template["width"], template["height"]
    picture = Image.new("RGBA", (width, height), rgba(template.get("background") or "#ffffff"))
    for layer in template.get("layers", []):
        tile = _tile(layer, values, sources, preview)
        if tile is None:
            continue
        if layer.get("opacity", 100) < 100:
            alpha = tile.getchannel("A").point(lambda a, o=layer["opacity"]: a * o // 100)
            tile.putalpha(alpha)
        rotation = layer.get("rotation", 0) % 360
        if rotation:
            tile = tile.rotate(-rotation, resample=Image.Resampling.BICUBIC, expand=True)
        left = round(layer["x"] + layer["width"] / 2 - tile.width / 2)
        top = round(layer["y"] + layer["height"] / 2 - tile.height / 2)
        _lay_over(picture, tile, left, top)
    return picture


def _lay_over(picture: Image.Image, tile: Image.Image, left: int, top: int) -> None:
    """Composite the tile at (left, top), only the part inside the picture (a box may reach outside it)."""
    source_left, source_top = max(0, -left), max(0, -top)
    source_right = min(tile.width, picture.width - left)
    source_bottom = min(tile.height, picture.height - top)
    if source_right > source_left and source_bottom > source_top:
        box = (source_left, source_top, source_right, source_bottom)
        picture.alpha_composite(tile, dest=(max(0, left), max(0, top)), source=box)


def encode(picture: Image.Image, file_format: str) -> bytes:
    out = io.BytesIO()
    if file_format == "jpeg":
        picture.convert("RGB").save(out, "JPEG", quality=90, optimize=True)
    elif file_format == "webp":
        picture.save(out, "WEBP", quality=90)
    else:
        picture.save(out, "PNG", optimize=False, compress_level=6)
    return out.getvalue()


def _tile(layer: dict, values: dict, sources: Sources, preview: bool) -> Image.Image | None:
    size = (layer["width"], layer["height"])
    if layer["kind"] == "shape":
        return _shape(layer, size)
    if layer["kind"] == "text":
        return _text(layer, values, sources, size, preview)
    return _image(layer, values, sources, size, preview)


def _shape(layer: dict, size: tuple[int, int]) -> Image.Image:
    tile = Image.new("RGBA", size, (0, 0, 0, 0))
    draw = ImageDraw.Draw(tile)
    box = (0, 0, size[0] - 1, size[1] - 1)
    if layer.get("shape") == "circle":
        draw.ellipse(box, fill=rgba(layer["color"]))
    else:
        draw.rounded_rectangle(box, radius=layer.get("radius", 0), fill=rgba(layer["color"]))
    return tile


def _image(layer: dict, values: dict, sources: Sources, size: tuple[int, int], preview: bool) -> Image.Image | None:
    source = None
    if layer.get("placeholder") and values.get(layer["placeholder"]):
        source = sources.image(int(values[layer["placeholder"]]))
    if source is None and layer.get("image"):
        source = sources.image(layer["image"]["id"])
    if source is None:
        return _placeholder(size) if preview else None
    if layer.get("fit") == "contain":
        fitted = ImageOps.contain(source, size, method=Image.Resampling.LANCZOS)
        tile = Image.new("RGBA", size, (0, 0, 0, 0))
        tile.paste(fitted, ((size[0] - fitted.width) // 2, (size[1] - fitted.height) // 2))
        return tile
    return ImageOps.fit(source, size, method=Image.Resampling.LANCZOS)


def _placeholder(size: tuple[int, int]) -> Image.Image:
    tile = Image.new("RGBA", size, PLACEHOLDER_GREY)
    draw = ImageDraw.Draw(tile)
    draw.line((0, 0, size[0], size[1]), fill=PLACEHOLDER_MARK, width=3)
    draw.line((0, size[1], size[0], 0), fill=PLACEHOLDER_MARK, width=3)
    return tile


def wrap(text: str, font: ImageFont.FreeTypeFont, width: int) -> list[str]:
    """The text's lines at this font: words to the box's width, its own line breaks kept, long words broken."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split():
            candidate = f"{line} {word}" if line else word
            if font.getlength(candidate) <= width:
                line = candidate
                continue
            if line:
                lines.append(line)
            line = ""
            while font.getlength(word) > width and len(word) > 1:
                cut = _longest_fitting(word, font, width)
                lines.append(word[:cut])
                word = word[cut:]
            line = word
        lines.append(line)
    return lines


def _longest_fitting(word: str, font: ImageFont.FreeTypeFont, width: int) -> int:
    cut = 1
    while cut < len(word) and font.getlength(word[: cut + 1]) <= width:
        cut += 1
    return cut


def fit_text(layer: dict, text: str, sources: Sources) -> tuple[ImageFont.FreeTypeFont, list[str], int]:
    """The font, lines and line height the text is drawn with (shrunk to fit the box if the layer asks)."""
    size = layer.get("size", 64)
    while True:
        font = sources.font(layer.get("font"), size)
        lines = wrap(text, font, layer["width"])
        line_height = max(1, round(size * layer.get("line_height", 120) / 100))
        fits = len(lines) * line_height <= layer["height"] + (line_height - size)
        if fits or not layer.get("shrink_to_fit") or size <= MIN_TEXT_SIZE:
            return font, lines, line_height
        size = max(MIN_TEXT_SIZE, int(size * 0.9))


def _text(layer: dict, values: dict, sources: Sources, size: tuple[int, int], preview: bool) -> Image.Image | None:
    text = fill(layer.get("text", ""), values, keep_missing=preview).strip()
    if not text:
        return None
    font, lines, line_height = fit_text(layer, text, sources)
    tile = Image.new("RGBA", size, (0, 0, 0, 0))
    draw = ImageDraw.Draw(tile)
    ascent, descent = font.getmetrics()
    for index, line in enumerate(lines):
        top = index * line_height
        if index and top + ascent + descent > size[1]:
            break
        length = font.getlength(line)
        align = layer.get("align", "left")
        left = (size[0] - length) / 2 if align == "center" else size[0] - length if align == "right" else 0
        draw.text((left, top), line, font=font, fill=rgba(layer.get("color", "#000000")), anchor="la")
    return tile
