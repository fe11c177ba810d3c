"""The drawing of templates (imaging.render) against reference pictures: text wrapping, umlauts and €, layer order,
rotation and opacity, fit of pictures, shrink-to-fit. Regenerate a reference on purpose with
IMAGING_REFERENCES=write (then look at it) — never to make a failing test pass unseen."""

import io
import os
from functools import reduce
from pathlib import Path

import pytest
from PIL import Image, ImageChops, ImageFont

from imaging.render import Sources, encode, fit_text, render, wrap
from imaging.resources import BUNDLED

REFERENCES = Path(__file__).parent / "references"


def font(font_id, size):
    return ImageFont.truetype(str(BUNDLED), size)


def checker(image_id):
    """A 4×2 picture: left half red, right half blue (so cover and contain differ visibly)."""
    picture = Image.new("RGBA", (400, 200), (200, 30, 30, 255))
    picture.paste((30, 30, 200, 255), (200, 0, 400, 200))
    return picture if image_id == 1 else None


SOURCES = Sources(image=checker, font=font)


def text(id, value, **kw):
    return {"id": id, "kind": "text", "x": 40, "y": 40, "width": 520, "height": 200, "text": value, "size": 48,
            "color": "#1a1a1a", "align": "left", "line_height": 120, "shrink_to_fit": False, "font": None,
            "rotation": 0, "opacity": 100, **kw}  # fmt: skip


def shape(id, **kw):
    return {"id": id, "kind": "shape", "shape": "rectangle", "x": 0, "y": 0, "width": 300, "height": 300,
            "color": "#e4572e", "radius": 0, "rotation": 0, "opacity": 100, **kw}  # fmt: skip


def image(id, **kw):
    return {"id": id, "kind": "image", "image": {"id": 1}, "placeholder": "", "fit": "cover", "x": 0, "y": 0,
            "width": 200, "height": 200, "rotation": 0, "opacity": 100, **kw}  # fmt: skip


def matches_reference(name: str, picture: Image.Image) -> None:
    path = REFERENCES / f"{name}.png"
    if os.environ.get("IMAGING_REFERENCES") == "write":
        picture.save(path)
    reference = Image.open(path).convert("RGBA")
    assert reference.size == picture.size
    difference = reduce(ImageChops.lighter, ImageChops.difference(reference, picture.convert("RGBA")).split())
    # exact up to FreeType's anti-aliasing: at most 1 in 1000 pixels off by more than 8 of 255
    off = difference.point(lambda value: 255 if value > 8 else 0).histogram()[255]
    assert off <= picture.width * picture.height // 1000, f"{off} Pixel weichen ab ({name})"


def test_text_wraps_at_words_with_umlauts_and_the_euro_sign():
    template = {"width": 600, "height": 300, "background": "#fff8e7", "layers": [
        text("t", "Gulaschsuppe mit Semmel – heute nur {price} für Frühaufsteher", align="center"),
    ]}  # fmt: skip
    picture = render(template, {"price": "4,90 €"}, SOURCES)
    lines = wrap("Gulaschsuppe mit Semmel – heute nur 4,90 € für Frühaufsteher", font(None, 48), 520)
    assert lines == ["Gulaschsuppe mit", "Semmel – heute nur", "4,90 € für", "Frühaufsteher"]
    matches_reference("text-wrapped", picture)


def test_a_word_longer_than_the_line_is_broken_and_its_own_line_breaks_are_kept():
    lines = wrap("Donaudampfschifffahrtsgesellschaft\nWien", font(None, 48), 300)
    assert lines[-1] == "Wien" and len(lines) == 4
    assert "".join(lines[:-1]) == "Donaudampfschifffahrtsgesellschaft"
    assert all(font(None, 48).getlength(line) <= 300 for line in lines)


def test_shrink_to_fit_makes_the_text_smaller_until_it_fits_the_box():
    layer = text("t", "Schnitzel mit Erdäpfelsalat und Preiselbeeren", height=60, shrink_to_fit=True)
    used, lines, line_height = fit_text(layer, layer["text"], SOURCES)
    assert used.size < 48 and len(lines) * line_height <= 60 + (line_height - used.size)
    unshrunk, lines_unshrunk, _ = fit_text({**layer, "shrink_to_fit": False}, layer["text"], SOURCES)
    assert unshrunk.size == 48 and lines_unshrunk == ["Schnitzel mit", "Erdäpfelsalat und", "Preiselbeeren"]


def test_layers_are_drawn_bottom_first_with_rotation_opacity_and_fit():
    template = {"width": 400, "height": 400, "background": "#ffffff", "layers": [
        image("cover", width=200, height=200),
        image("contain", x=200, width=200, height=200, fit="contain"),
        shape("behind", x=50, y=220, width=160, height=160, color="#2e86ab"),
        shape("front", x=130, y=260, width=160, height=100, shape="circle", color="#e4572e", opacity=50),
        shape("turned", x=280, y=260, width=80, height=80, color="#3b1f2b", rotation=45, radius=8),
    ]}  # fmt: skip
    picture = render(template, {}, SOURCES)
    # cover: the picture's middle fills the box (red left, blue right of x=100); contain: whole, letterboxed
    assert picture.getpixel((50, 100))[:3] == (200, 30, 30) and picture.getpixel((150, 100))[:3] == (30, 30, 200)
    assert picture.getpixel((300, 20)) == (255, 255, 255, 255) and picture.getpixel((250, 100))[:3] == (200, 30, 30)
    # the half-transparent circle over the blue square: a mix of both, the square still shows through
    mixed = picture.getpixel((180, 310))
    assert mixed[:3] == pytest.approx(((0xE4 + 0x2E) / 2, (0x57 + 0x86) / 2, (0x2E + 0xAB) / 2), abs=2)
    # turned 45° about its centre: the box's corner is empty, the diamond's tip beyond the box is filled
    assert picture.getpixel((282, 262)) == (255, 255, 255, 255) and picture.getpixel((320, 250))[:3] == (59, 31, 43)
    matches_reference("layers", picture)


def test_a_text_placeholder_without_a_value_shows_as_written_in_the_preview_and_empty_when_generating():
    template = {"width": 300, "height": 100, "background": "#ffffff", "layers": [text("t", "{name}", x=0, y=0)]}
    assert render(template, {}, SOURCES).convert("RGB").getextrema() == ((255, 255),) * 3
    assert (
        render(template, {"name": "{name}"}, SOURCES).tobytes() == render(template, {}, SOURCES, preview=True).tobytes()
    )


def test_a_placeholder_without_a_picture_is_grey_in_the_preview_and_left_out_when_generating():
    template = {"width": 200, "height": 200, "background": "#ffffff",
                "layers": [image("p", image=None, placeholder="image")]}  # fmt: skip
    assert render(template, {}, SOURCES, preview=True).getpixel((100, 30)) == (217, 217, 217, 255)
    assert render(template, {}, SOURCES).getpixel((100, 30)) == (255, 255, 255, 255)
    assert render(template, {"image": 1}, SOURCES).getpixel((50, 100))[:3] == (200, 30, 30)


@pytest.mark.parametrize(("file_format", "mode"), [("png", "RGBA"), ("jpeg", "RGB"), ("webp", "RGB")])
def test_the_stored_formats(file_format, mode):
    picture = render({"width": 120, "height": 80, "background": "#336699", "layers": []}, {}, SOURCES)
    decoded = Image.open(io.BytesIO(encode(picture, file_format)))
    assert (decoded.format.lower(), decoded.size, decoded.mode) == (file_format, (120, 80), mode)
