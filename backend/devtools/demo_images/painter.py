"""Illustrations of the demo shop's food, categories and branches, painted with Pillow (no photo, no download).

Every picture is drawn at twice its size and scaled down (smooth edges), from simple shapes: a table top
in a warm gradient, a plate with its shadow, and the dish on it. The same name always gives the same
picture (a seeded random generator for crumbs, seeds and sprinkles), so the demo is reproducible.
Own work of the project, under the project's licence (see README.md beside this file).
"""

import io
import math
import random
from collections.abc import Callable

from PIL import Image, ImageDraw, ImageFilter, ImageFont

Colour = tuple[int, int, int]
SCALE = 2  # drawn at twice the size, then scaled down

# table tops (top colour, bottom colour) per category mood
TABLES: dict[str, tuple[Colour, Colour]] = {
    "warm": ((236, 214, 186), (196, 160, 122)),
    "wood": ((171, 120, 82), (120, 78, 50)),
    "linen": ((240, 236, 226), (214, 206, 190)),
    "sage": ((205, 219, 196), (158, 180, 150)),
    "slate": ((92, 100, 110), (58, 64, 72)),
    "rose": ((240, 214, 206), (206, 166, 156)),
}


def _gradient(size: tuple[int, int], top: Colour, bottom: Colour) -> Image.Image:
    """A vertical gradient (one line per row, stretched: fast)."""
    column = Image.new("RGB", (1, 256))
    for y in range(256):
        t = y / 255
        column.putpixel((0, y), tuple(round(a + (b - a) * t) for a, b in zip(top, bottom, strict=True)))
    return column.resize(size, Image.Resampling.NEAREST)


def _shadow(base: Image.Image, box: tuple[float, float, float, float], strength: int = 90, blur: int = 28) -> None:
    """A soft shadow under `box` (an ellipse), blurred on its own layer."""
    # blurred at a quarter of the size on a layer just large enough (blurring is the slowest step)
    margin = blur * 3
    left, top = int(box[0]) - margin, int(box[1]) - margin
    size = (int(box[2] - box[0]) + 2 * margin, int(box[3] - box[1]) + 2 * margin)
    layer = Image.new("L", (size[0] // 4, size[1] // 4), 0)
    ellipse = ((box[0] - left) / 4, (box[1] - top) / 4, (box[2] - left) / 4, (box[3] - top) / 4)
    ImageDraw.Draw(layer).ellipse(ellipse, fill=strength)
    layer = layer.filter(ImageFilter.GaussianBlur(blur / 4)).resize(size, Image.Resampling.BILINEAR)
    base.paste(Image.new("RGB", size, (30, 20, 10)), (left, top), layer)


def _shade(colour: Colour, factor: float) -> Colour:
    return tuple(max(0, min(255, round(c * factor))) for c in colour)


def _plate(base: Image.Image, cx: float, cy: float, rx: float, ry: float, rim: Colour = (250, 250, 246)) -> None:
    _shadow(base, (cx - rx, cy - ry + rx * 0.08, cx + rx, cy + ry + rx * 0.12))
    draw = ImageDraw.Draw(base)
    draw.ellipse((cx - rx, cy - ry, cx + rx, cy + ry), fill=rim)
    draw.ellipse((cx - rx * 0.72, cy - ry * 0.72, cx + rx * 0.72, cy + ry * 0.72), fill=_shade(rim, 0.95))
    draw.ellipse((cx - rx * 0.68, cy - ry * 0.68, cx + rx * 0.68, cy + ry * 0.68), fill=rim)


def _dots(draw: ImageDraw.ImageDraw, rng: random.Random, box, count: int, colours: list[Colour], radius: float) -> None:
    """Crumbs, seeds or sprinkles inside the ellipse `box`."""
    x0, y0, x1, y1 = box
    cx, cy, rx, ry = (x0 + x1) / 2, (y0 + y1) / 2, (x1 - x0) / 2, (y1 - y0) / 2
    for _ in range(count):
        angle, dist = rng.uniform(0, math.tau), math.sqrt(rng.random())
        x, y = cx + math.cos(angle) * rx * dist, cy + math.sin(angle) * ry * dist
        r = radius * rng.uniform(0.6, 1.3)
        draw.ellipse((x - r, y - r * 0.8, x + r, y + r * 0.8), fill=rng.choice(colours))


def _blob(cx: float, cy: float, rx: float, ry: float, rng: random.Random, wobble: float = 0.08, points: int = 28):
    """An irregular rounded outline (schnitzel, dumplings, pieces of pancake)."""
    phase = rng.uniform(0, math.tau)
    return [
        (
            cx + math.cos(a) * rx * (1 + wobble * math.sin(3 * a + phase)),
            cy + math.sin(a) * ry * (1 + wobble * math.cos(2 * a + phase)),
        )
        for a in (math.tau * i / points for i in range(points))
    ]


def _bowl(base, cx, cy, rx, ry, soup: Colour, rim: Colour = (250, 248, 240)) -> ImageDraw.ImageDraw:
    _plate(base, cx, cy + ry * 0.15, rx * 1.25, ry * 1.25)
    draw = ImageDraw.Draw(base)
    draw.ellipse((cx - rx, cy - ry, cx + rx, cy + ry), fill=_shade(rim, 0.9))
    draw.ellipse((cx - rx * 0.86, cy - ry * 0.86, cx + rx * 0.86, cy + ry * 0.86), fill=soup)
    draw.ellipse((cx - rx * 0.5, cy - ry * 0.6, cx - rx * 0.1, cy - ry * 0.35), fill=_shade(soup, 1.12))
    return draw


def _glass(base, cx, bottom, width, height, liquid: Colour, fill: float, foam: Colour | None = None, stem=False):
    """A glass from the side: liquid up to `fill`, optional foam, optional stem (wine)."""
    _shadow(base, (cx - width * 0.7, bottom - 30, cx + width * 0.7, bottom + 40), 70, 22)
    draw = ImageDraw.Draw(base)
    top = bottom - height
    if stem:
        bowl_bottom = bottom - height * 0.45
        draw.rectangle((cx - 8, bowl_bottom, cx + 8, bottom - 16), fill=(228, 232, 236))
        draw.ellipse((cx - width * 0.45, bottom - 34, cx + width * 0.45, bottom), fill=(222, 228, 232))
        draw.chord((cx - width / 2, top - height * 0.2, cx + width / 2, bowl_bottom), 0, 180, fill=(236, 240, 244))
        level = bowl_bottom - (bowl_bottom - top) * fill * 0.55
        draw.chord((cx - width / 2 + 10, level - 40, cx + width / 2 - 10, bowl_bottom - 6), 0, 180, fill=liquid)
        return
    glass = [(cx - width / 2, top), (cx + width / 2, top), (cx + width * 0.42, bottom), (cx - width * 0.42, bottom)]
    draw.polygon(glass, fill=(232, 238, 242))
    level = bottom - height * fill
    inset = 10
    t = (level - top) / height
    half = width / 2 - (width / 2 - width * 0.42) * t
    draw.polygon(
        [
            (cx - half + inset, level),
            (cx + half - inset, level),
            (cx + width * 0.42 - inset, bottom - inset),
            (cx - width * 0.42 + inset, bottom - inset),
        ],
        fill=liquid,
    )
    if foam:
        draw.rounded_rectangle((cx - half + inset, level - 70, cx + half - inset, level + 10), 30, fill=foam)
    # highlight
    draw.polygon(
        [
            (cx - half + 26, top + 30),
            (cx - half + 50, top + 30),
            (cx - width * 0.42 + 46, bottom - 40),
            (cx - width * 0.42 + 28, bottom - 40),
        ],
        fill=(250, 252, 255),
    )


# --- dishes (each paints on a 1600 x 1200 canvas) ---------------------------------------------------


def soup(base, rng, garnish: str):
    draw = _bowl(base, 800, 620, 430, 330, (214, 150, 62))
    if garnish == "frittaten":
        for _ in range(14):
            x, y = rng.uniform(520, 1060), rng.uniform(440, 780)
            draw.arc(
                (x - 90, y - 30, x + 90, y + 30),
                rng.uniform(190, 230),
                rng.uniform(310, 350),
                fill=(246, 214, 120),
                width=18,
            )
    else:
        for dx in (-90, 110):
            draw.polygon(_blob(800 + dx, 600 + dx * 0.2, 120, 105, rng, 0.06), fill=(120, 78, 52))
            _dots(draw, rng, (800 + dx - 100, 520, 800 + dx + 100, 690), 40, [(96, 60, 40), (140, 96, 66)], 9)
    _dots(draw, rng, (480, 380, 1120, 860), 70, [(70, 140, 60), (96, 168, 72)], 7)


def schnitzel(base, rng):
    _plate(base, 800, 620, 620, 430)
    draw = ImageDraw.Draw(base)
    draw.polygon(_blob(740, 600, 380, 250, rng, 0.1), fill=(196, 132, 48))
    draw.polygon(_blob(740, 590, 350, 225, rng, 0.1), fill=(222, 160, 66))
    _dots(draw, rng, (430, 400, 1050, 780), 260, [(186, 118, 40), (236, 182, 90), (170, 104, 34)], 10)
    # lemon wedge and parsley
    draw.pieslice((1000, 660, 1240, 900), 200, 340, fill=(248, 220, 60))
    draw.pieslice((1016, 676, 1224, 884), 200, 340, fill=(252, 238, 150))
    for i in range(5):
        x = 1060 + i * 26
        draw.ellipse((x, 560 - i * 12, x + 52, 612 - i * 12), fill=(58, 130, 52))


def goulash(base, rng):
    _plate(base, 800, 620, 600, 420, (246, 242, 232))
    draw = ImageDraw.Draw(base)
    draw.polygon(_blob(740, 620, 360, 250, rng, 0.07), fill=(128, 44, 26))
    for _ in range(9):
        x, y = rng.uniform(540, 920), rng.uniform(500, 740)
        draw.polygon(_blob(x, y, 60, 46, rng, 0.15, 10), fill=(96, 36, 22))
    _dots(draw, rng, (480, 420, 1000, 820), 60, [(214, 90, 40), (170, 60, 30)], 9)
    # bread dumpling slices
    for dx, dy in ((1060, 560), (1110, 720)):
        draw.ellipse((dx - 110, dy - 80, dx + 110, dy + 80), fill=(236, 214, 160))
        _dots(draw, rng, (dx - 90, dy - 60, dx + 90, dy + 60), 26, [(200, 170, 110), (90, 140, 60)], 8)


def spaetzle(base, rng):
    _plate(base, 800, 620, 600, 420)
    draw = ImageDraw.Draw(base)
    for _ in range(170):
        x, y = rng.uniform(520, 1080), rng.uniform(450, 790)
        if ((x - 800) / 290) ** 2 + ((y - 620) / 180) ** 2 > 1:
            continue
        angle = rng.uniform(0, math.pi)
        dx, dy = math.cos(angle) * 40, math.sin(angle) * 26
        draw.line((x - dx, y - dy, x + dx, y + dy), fill=rng.choice([(246, 206, 90), (236, 190, 70)]), width=22)
    for _ in range(40):
        x, y = rng.uniform(600, 1000), rng.uniform(480, 740)
        draw.arc((x - 34, y - 20, x + 34, y + 20), 180, 360, fill=(150, 86, 34), width=12)
    _dots(draw, rng, (600, 480, 1000, 760), 50, [(70, 140, 60)], 6)


def goose(base, rng):
    _plate(base, 800, 620, 620, 430)
    draw = ImageDraw.Draw(base)
    draw.polygon(_blob(640, 580, 240, 170, rng, 0.12), fill=(150, 82, 36))
    draw.polygon(_blob(630, 570, 215, 150, rng, 0.1), fill=(186, 112, 50))
    draw.rounded_rectangle((780, 500, 900, 540), 18, fill=(236, 226, 206))
    _dots(draw, rng, (860, 600, 1140, 820), 220, [(118, 34, 78), (146, 50, 96), (96, 26, 64)], 12)
    draw.ellipse((960, 400, 1150, 570), fill=(238, 224, 196))
    draw.ellipse((990, 420, 1080, 480), fill=(248, 240, 222))


def kaiserschmarrn(base, rng):
    _plate(base, 760, 620, 560, 400)
    draw = ImageDraw.Draw(base)
    for _ in range(22):
        x, y = rng.uniform(520, 960), rng.uniform(460, 760)
        draw.polygon(_blob(x, y, rng.uniform(60, 90), rng.uniform(40, 60), rng, 0.25, 8), fill=(206, 140, 56))
        draw.polygon(_blob(x - 6, y - 6, 44, 28, rng, 0.25, 8), fill=(244, 206, 118))
    _dots(draw, rng, (480, 420, 1020, 820), 420, [(255, 255, 255), (248, 246, 240)], 5)
    # plum compote
    _shadow(base, (1080, 360, 1380, 560), 60, 18)
    draw.ellipse((1090, 330, 1370, 530), fill=(246, 246, 244))
    draw.ellipse((1120, 352, 1340, 508), fill=(92, 30, 60))
    _dots(draw, rng, (1140, 370, 1320, 490), 20, [(130, 50, 90), (70, 20, 44)], 14)


def strudel(base, rng):
    _plate(base, 800, 640, 600, 400)
    draw = ImageDraw.Draw(base)
    for offset, colour in ((0, (210, 150, 70)), (-18, (236, 190, 110))):
        draw.rounded_rectangle((470, 470 + offset, 1010, 760 + offset), 120, fill=colour)
    for i in range(4):
        x = 560 + i * 120
        draw.arc((x - 50, 520, x + 70, 700), 100, 300, fill=(196, 128, 54), width=12)
    _dots(draw, rng, (470, 440, 1010, 560), 160, [(255, 255, 255)], 5)
    draw.ellipse((1040, 520, 1240, 700), fill=(252, 250, 244))
    draw.ellipse((1070, 540, 1190, 620), fill=(255, 255, 255))


def cake(base, rng):
    _plate(base, 800, 630, 600, 420)
    draw = ImageDraw.Draw(base)
    _shadow(base, (440, 460, 1160, 860), 80, 20)
    draw.ellipse((450, 400, 1150, 860), fill=(46, 24, 16))
    draw.ellipse((470, 380, 1130, 820), fill=(70, 36, 22))
    draw.arc((540, 430, 1000, 740), 200, 260, fill=(120, 78, 56), width=16)
    # chocolate writing swirl and a dollop of cream
    draw.arc((640, 540, 860, 660), 190, 350, fill=(96, 56, 36), width=10)
    draw.ellipse((1040, 420, 1260, 600), fill=(252, 250, 242))
    draw.ellipse((1080, 440, 1180, 520), fill=(255, 255, 255))


def buffet(base, rng):
    draw = ImageDraw.Draw(base)
    _shadow(base, (220, 380, 1380, 1020), 90, 30)
    draw.rounded_rectangle((220, 300, 1380, 960), 80, fill=(246, 244, 238))
    draw.rounded_rectangle((250, 330, 1350, 930), 60, fill=(236, 232, 222))
    colours = [(236, 196, 120), (210, 90, 70), (120, 170, 80), (246, 226, 170), (150, 96, 60), (240, 240, 230)]
    for row in range(3):
        for col in range(5):
            x, y = 360 + col * 220, 430 + row * 180
            colour = colours[(row * 5 + col) % len(colours)]
            draw.ellipse((x - 80, y - 60, x + 80, y + 60), fill=_shade(colour, 0.85))
            draw.ellipse((x - 70, y - 56, x + 70, y + 46), fill=colour)
            _dots(draw, rng, (x - 60, y - 40, x + 60, y + 30), 8, [(80, 140, 60), (200, 60, 50)], 7)


def breakfast(base, rng, big: bool):
    _plate(base, 760, 620, 620, 430)
    draw = ImageDraw.Draw(base)
    roll(draw, rng, 620, 560, 150)
    draw.rounded_rectangle((860, 470, 990, 560), 14, fill=(250, 232, 150))
    draw.ellipse((880, 600, 1080, 760), fill=(240, 240, 246))
    draw.ellipse((930, 640, 1030, 720), fill=(208, 40, 60))
    if big:
        draw.ellipse((420, 680, 620, 820), fill=(255, 255, 250))
        draw.ellipse((490, 715, 560, 780), fill=(250, 186, 30))
        for i in range(3):
            draw.rounded_rectangle((1110, 440 + i * 70, 1300, 490 + i * 70), 18, fill=(226, 130, 120))


def roll(draw, rng, cx, cy, r, colour: Colour = (222, 156, 70)):
    draw.ellipse((cx - r, cy - r * 0.9, cx + r, cy + r * 0.9), fill=_shade(colour, 0.85))
    draw.ellipse((cx - r * 0.94, cy - r * 0.88, cx + r * 0.94, cy + r * 0.8), fill=colour)
    for i in range(5):
        angle = math.tau * i / 5 - math.pi / 2
        draw.arc(
            (cx - r * 0.8, cy - r * 0.7, cx + r * 0.8, cy + r * 0.7),
            math.degrees(angle) - 8,
            math.degrees(angle) + 40,
            fill=_shade(colour, 0.7),
            width=max(4, round(r / 14)),
        )
    draw.ellipse((cx - r * 0.5, cy - r * 0.6, cx - r * 0.1, cy - r * 0.35), fill=_shade(colour, 1.15))


def rolls(base, rng, kind: str):
    draw = ImageDraw.Draw(base)
    _shadow(base, (260, 460, 1340, 1000), 80, 30)
    # a bread basket: woven oval
    draw.ellipse((240, 360, 1360, 980), fill=(176, 120, 66))
    for i in range(9):
        draw.arc((240 + i * 10, 360 + i * 8, 1360 - i * 10, 980 - i * 8), 0, 360, fill=(150, 98, 50), width=4)
    draw.ellipse((320, 420, 1280, 920), fill=(244, 236, 220))
    spots = [(560, 600), (820, 560), (1060, 620), (680, 780), (940, 790)]
    for x, y in spots:
        if kind == "semmel":
            roll(draw, rng, x, y, 120)
        elif kind == "kornspitz":
            draw.polygon(_blob(x, y, 150, 70, rng, 0.05), fill=(120, 74, 40))
            draw.polygon(_blob(x - 6, y - 8, 132, 56, rng, 0.05), fill=(146, 94, 52))
            _dots(draw, rng, (x - 120, y - 50, x + 120, y + 40), 40, [(230, 214, 180), (200, 180, 140)], 6)
        else:  # mohnflesserl: a braid with poppy seeds
            for k in range(4):
                draw.ellipse((x - 130 + k * 60, y - 55, x - 30 + k * 60, y + 55), fill=(214, 150, 70))
            _dots(draw, rng, (x - 130, y - 50, x + 150, y + 50), 120, [(40, 40, 52), (60, 60, 74)], 5)


def loaf(base, rng, colour: Colour, scores: int):
    draw = ImageDraw.Draw(base)
    _shadow(base, (330, 520, 1270, 960), 100, 30)
    # cutting board
    draw.rounded_rectangle((220, 330, 1380, 1000), 60, fill=(196, 150, 100))
    draw.rounded_rectangle((240, 350, 1360, 980), 50, fill=(214, 170, 118))
    draw.ellipse((360, 430, 1240, 880), fill=_shade(colour, 0.8))
    draw.ellipse((380, 420, 1220, 850), fill=colour)
    for i in range(scores):
        x = 560 + i * (480 / max(1, scores - 1))
        draw.line((x - 70, 520, x + 40, 750), fill=_shade(colour, 0.75), width=30)
        draw.line((x - 62, 516, x + 48, 746), fill=_shade(colour, 1.3), width=14)
    _dots(draw, rng, (420, 440, 1180, 820), 160, [(246, 240, 228), (236, 228, 210)], 6)


def beer(base, rng):
    _glass(base, 800, 1060, 360, 820, (222, 150, 30), 0.82, foam=(252, 248, 236))
    _dots(ImageDraw.Draw(base), rng, (680, 500, 920, 960), 60, [(240, 186, 70)], 6)


def soft_drink(base, rng, colour: Colour):
    _glass(base, 800, 1060, 340, 780, colour, 0.78)
    draw = ImageDraw.Draw(base)
    _dots(draw, rng, (700, 520, 900, 980), 50, [_shade(colour, 1.2), (255, 255, 255)], 8)
    draw.pieslice((880, 200, 1100, 420), 90, 270, fill=(150, 200, 70))


def wine(base, rng):
    _glass(base, 800, 1080, 440, 880, (236, 222, 130), 0.7, stem=True)


def coffee(base, rng):
    draw = ImageDraw.Draw(base)
    _shadow(base, (360, 330, 1240, 1000), 90, 30)
    draw.ellipse((360, 300, 1240, 960), fill=(250, 250, 248))
    draw.ellipse((420, 350, 1180, 910), fill=(236, 236, 232))
    draw.ellipse((540, 420, 1060, 840), fill=(252, 252, 250))
    draw.ellipse((580, 450, 1020, 810), fill=(120, 72, 40))
    draw.ellipse((620, 480, 980, 780), fill=(214, 170, 120))
    draw.ellipse((680, 520, 920, 740), fill=(244, 226, 196))
    draw.rounded_rectangle((1040, 580, 1200, 660), 30, fill=(250, 250, 248))
    draw.rounded_rectangle((380, 700, 520, 760), 20, fill=(196, 140, 90))


def _scaled(canvas: Image.Image, size: tuple[int, int]) -> Image.Image:
    """Half the canvas by averaging 2 x 2 pixels (fast and smooth), then to `size` when that differs."""
    half = canvas.reduce(SCALE)
    return half if half.size == size else half.resize(size, Image.Resampling.BILINEAR)


def painted(kind: str, seed: str, table: str, size=(800, 600)) -> Image.Image:
    """One dish on its table (drawn on a 1600 x 1200 canvas)."""
    rng = random.Random(seed)  # noqa: S311 - reproducible drawing, not a secret
    top, bottom = TABLES[table]
    base = _gradient((1600, 1200), top, bottom)
    DISHES[kind](base, rng)
    return _scaled(base, size)


DISHES: dict[str, Callable] = {
    "frittatensuppe": lambda base, rng: soup(base, rng, "frittaten"),
    "leberknoedelsuppe": lambda base, rng: soup(base, rng, "knoedel"),
    "schnitzel": schnitzel,
    "gulasch": goulash,
    "spaetzle": spaetzle,
    "gansl": goose,
    "kaiserschmarrn": kaiserschmarrn,
    "strudel": strudel,
    "torte": cake,
    "buffet": buffet,
    "fruehstueck": lambda base, rng: breakfast(base, rng, False),
    "fruehstueck-gross": lambda base, rng: breakfast(base, rng, True),
    "semmel": lambda base, rng: rolls(base, rng, "semmel"),
    "kornspitz": lambda base, rng: rolls(base, rng, "kornspitz"),
    "mohnflesserl": lambda base, rng: rolls(base, rng, "mohn"),
    "bauernbrot": lambda base, rng: loaf(base, rng, (196, 132, 66), 4),
    "roggenbrot": lambda base, rng: loaf(base, rng, (120, 76, 44), 3),
    "bier": beer,
    "limonade": lambda base, rng: soft_drink(base, rng, (232, 186, 80)),
    "apfelsaft": lambda base, rng: soft_drink(base, rng, (226, 170, 60)),
    "wein": wine,
    "melange": coffee,
}


def banner(kinds: list[str], seed: str, table: str, size=(1200, 400)) -> Image.Image:
    """A category's wide picture: its dishes side by side on one table."""
    top, bottom = TABLES[table]
    canvas = _gradient((size[0] * SCALE, size[1] * SCALE), top, bottom)
    tile_w = size[0] * SCALE // max(1, len(kinds))
    for index, kind in enumerate(kinds):
        tile = painted(kind, f"{seed}-{index}", table, (tile_w, round(tile_w * 0.75)))
        mask = Image.new("L", tile.size, 0)
        ImageDraw.Draw(mask).ellipse((0, 0, tile.size[0], tile.size[1]), fill=255)
        mask = mask.reduce(4).filter(ImageFilter.GaussianBlur(tile_w // 56)).resize(tile.size)
        canvas.paste(tile, (index * tile_w, (canvas.size[1] - tile.size[1]) // 2), mask)
    return _scaled(canvas, size)


UMLAUTS = {"ä": "a", "ö": "o", "ü": "u", "Ä": "A", "Ö": "O", "Ü": "U"}


def _sign(draw: ImageDraw.ImageDraw, centre: tuple[float, float], text: str, font, fill: Colour) -> None:
    """Centred text in Pillow's built-in font, which has no umlauts: the base letter gets its two dots drawn."""
    text = text.replace("ß", "ss").replace("–", "-")
    plain = "".join(UMLAUTS.get(char, char) for char in text)
    x = centre[0] - font.getlength(plain) / 2
    for char in text:
        base = UMLAUTS.get(char, char)
        draw.text((x, centre[1]), base, font=font, fill=fill, anchor="lm")
        if char in UMLAUTS:
            left, top, right, _bottom = draw.textbbox((x, centre[1]), base, font=font, anchor="lm")
            radius, middle = max(2, font.size / 16), (left + right) / 2
            for dx in (-radius * 2, radius * 2):
                dot_y = top - radius * 2.5
                draw.ellipse((middle + dx - radius, dot_y - radius, middle + dx + radius, dot_y + radius), fill=fill)
        x += font.getlength(base)


def shopfront(name: str, wall: Colour, awning: Colour, kinds: list[str], size=(1200, 600)) -> Image.Image:
    """A branch's header picture: its shop front with a striped awning, a window of its goods and its name."""
    w, h = size[0] * SCALE, size[1] * SCALE
    base = _gradient((w, h), (206, 226, 240), (236, 242, 246))
    draw = ImageDraw.Draw(base)
    draw.rectangle((0, h * 0.12, w, h), fill=wall)
    draw.rectangle((0, h * 0.9, w, h), fill=(150, 150, 156))  # pavement
    # sign
    letters = round(h * 0.085)
    font = ImageFont.load_default(size=letters)
    while letters > 12 and font.getlength(name) > w * 0.56:  # a long name gets smaller letters
        letters -= 4
        font = ImageFont.load_default(size=letters)
    draw.rounded_rectangle((w * 0.2, h * 0.16, w * 0.8, h * 0.3), 20, fill=(40, 36, 34))
    _sign(draw, (w / 2, h * 0.23), name, font, (246, 226, 170))
    # awning: stripes and a scalloped edge
    stripes, top, bottom = 12, h * 0.33, h * 0.45
    for i in range(stripes):
        colour = awning if i % 2 == 0 else (250, 248, 240)
        x0, x1 = w * 0.06 + i * (w * 0.88 / stripes), w * 0.06 + (i + 1) * (w * 0.88 / stripes)
        draw.polygon([(x0 + 20, top), (x1 + 20, top), (x1, bottom), (x0, bottom)], fill=colour)
        draw.pieslice((x0, bottom - (x1 - x0) / 2, x1, bottom + (x1 - x0) / 2), 0, 180, fill=colour)
    # window with the goods, and the door
    window = (w * 0.08, h * 0.52, w * 0.62, h * 0.86)
    draw.rectangle(window, fill=(60, 52, 46))
    draw.rectangle((window[0] + 14, window[1] + 14, window[2] - 14, window[3] - 14), fill=(250, 236, 206))
    shelf_w = (window[2] - window[0] - 28) / len(kinds)
    for index, kind in enumerate(kinds):
        tile = painted(kind, f"{name}-{index}", "linen", (round(shelf_w), round(shelf_w * 0.75)))
        y = int(window[3] - 14 - tile.size[1])
        base.paste(tile, (int(window[0] + 14 + index * shelf_w), max(int(window[1] + 14), y)))
    door = (w * 0.7, h * 0.5, w * 0.9, h * 0.9)
    draw.rectangle(door, fill=(60, 52, 46))
    draw.rectangle((door[0] + 16, door[1] + 16, door[2] - 16, door[3]), fill=_shade(awning, 0.8))
    draw.rectangle(
        (door[0] + 40, door[1] + 40, door[2] - 40, door[1] + (door[3] - door[1]) * 0.55), fill=(210, 228, 236)
    )
    draw.ellipse(
        (door[2] - 60, (door[1] + door[3]) / 2, door[2] - 36, (door[1] + door[3]) / 2 + 24), fill=(220, 190, 90)
    )
    return _scaled(base, size)


def webp(image: Image.Image) -> bytes:
    """WebP at the quality the media library re-encodes with (88): flat illustrations stay under 40 KB."""
    buffer = io.BytesIO()
    image.save(buffer, "WEBP", quality=90, method=0)
    return buffer.getvalue()
