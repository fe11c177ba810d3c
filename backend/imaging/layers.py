"""Limits of a template and how placeholders in braces are filled (docs/imaging.md 'Placeholders')."""

import re

from core.api.casing import to_snake

MIN_SIZE, MAX_SIZE = 100, 4000  # the picture's width and height in pixels
MAX_LAYERS = 30
# what drawing may cost: the layers' boxes together (a turned box counts twice, its tile grows when turned), so that
# no template takes the server seconds and gigabytes (five 8000 × 8000 circles took 32 s and 1.5 GB; now at most about 2 s)
PIXEL_BUDGET = 24_000_000
# each kind's serializer takes only its own kind, so that the API contract tells the kinds apart (oneOf)
IMAGE_KIND, TEXT_KIND, SHAPE_KIND = ("image",), ("text",), ("shape",)
SHAPES = ("rectangle", "circle")
MIN_TEXT_SIZE, MAX_TEXT_SIZE = 8, 400
PRESETS = {"instagram": (1080, 1080), "link": (1200, 630), "story": (1080, 1920)}

PLACEHOLDER = re.compile(r"\{([A-Za-z][A-Za-z0-9_]{0,39})\}")


def fill(text: str, values: dict, *, keep_missing: bool = False) -> str:
    """'Nur {price}' with {'price': '9,90 €'} → 'Nur 9,90 €'; a placeholder without a value becomes empty (or stays
    as it is written, for the editor's preview: keep_missing)."""

    def value(match) -> str:
        found = values.get(match.group(1), values.get(to_snake(match.group(1))))
        return str(found) if found not in (None, "") else match.group(0) if keep_missing else ""

    return PLACEHOLDER.sub(value, text)


def placeholders(layers: list[dict]) -> list[str]:
    """The placeholder names a template's layers use, in order, each once ('image' for an image placeholder)."""
    names: list[str] = []
    for layer in layers:
        found = PLACEHOLDER.findall(layer.get("text", "")) if layer["kind"] == "text" else []
        if layer["kind"] == "image" and layer.get("placeholder"):
            found = [layer["placeholder"]]
        names.extend(to_snake(name) for name in found if to_snake(name) not in names)
    return list(dict.fromkeys(names))


def drawn_pixels(layers: list[dict]) -> int:
    """The pixels drawing the layers costs (PIXEL_BUDGET)."""
    return sum(layer["width"] * layer["height"] * (2 if layer.get("rotation", 0) % 90 else 1) for layer in layers)
