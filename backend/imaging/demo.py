"""Image templates of the demo business (devtools load_demo, after the website builder): 'Angebot der Woche' for
Instagram (1080×1080: the product's picture, name and price in a badge) and 'Geschichte teilen' as a link preview
(1200×630: a story's picture, title and introduction). Their bold text uses DejaVu Sans Bold, added to the website
builder's fonts here (the same stylesheet form as its own demo font)."""

import base64
from pathlib import Path

from cms.models import Font

from .models import ImageTemplate

BOLD = Path(__file__).resolve().parent / "fonts" / "DejaVuSans-Bold.ttf"


def _bold_font() -> Font:
    data = base64.b64encode(BOLD.read_bytes()).decode("ascii")
    style = (
        "@font-face { font-family: 'DejaVu Sans'; font-style: normal; font-weight: 700; font-display: swap; "
        f"src: url(data:font/ttf;base64,{data}) format('truetype'); }}"
    )
    font, _ = Font.objects.get_or_create(family="DejaVu Sans", variant="700", defaults={"style": style})
    return font


def _layer(kind: str, id: str, box: tuple[int, int, int, int], **fields) -> dict:
    x, y, width, height = box
    base = {"id": id, "kind": kind, "name": fields.pop("name", ""), "x": x, "y": y, "width": width, "height": height}
    return {**base, "rotation": fields.pop("rotation", 0), "opacity": fields.pop("opacity", 100), **fields}


def _text(id: str, box, text: str, size: int, color: str, font=None, **fields) -> dict:
    defaults = {"align": "left", "line_height": 120, "shrink_to_fit": False}
    return _layer("text", id, box, text=text, size=size, color=color, font=font, **{**defaults, **fields})


def load(branches: dict) -> None:
    bold = _bold_font().pk
    ImageTemplate.objects.create(
        identifier="angebot-der-woche",
        name="Angebot der Woche",
        width=1080,
        height=1080,
        background="#fff8e7",
        layers=[
            _layer(
                "image", "foto", (0, 0, 1080, 760), name="Produktfoto", image=None, placeholder="image", fit="cover"
            ),
            _layer("shape", "band", (0, 760, 1080, 320), name="Band", shape="rectangle", color="#1f3a5f", radius=0),
            _text("name", (60, 800, 660, 170), "{name}", 72, "#ffffff", bold, name="Produktname", shrink_to_fit=True),
            _text("hinweis", (60, 990, 660, 50), "Nur diese Woche", 36, "#ffd166", name="Hinweis"),
            _layer(
                "shape", "kreis", (770, 620, 260, 260), name="Preisschild", shape="circle", color="#e4572e", radius=0
            ),
            _text(
                "preis",
                (780, 712, 240, 80),
                "{price}",
                56,
                "#ffffff",
                bold,
                name="Preis",
                align="center",
                shrink_to_fit=True,
                rotation=-8,
            ),
        ],
    )
    ImageTemplate.objects.create(
        identifier="geschichte-teilen",
        name="Geschichte teilen",
        width=1200,
        height=630,
        background="#f4efe6",
        format="jpeg",
        layers=[
            _layer("image", "foto", (0, 0, 560, 630), name="Titelbild", image=None, placeholder="image", fit="cover"),
            _layer("shape", "linie", (600, 70, 120, 10), name="Linie", shape="rectangle", color="#e4572e", radius=5),
            _text("titel", (600, 110, 540, 260), "{title}", 60, "#1a1a1a", bold, name="Titel", shrink_to_fit=True),
            _text(
                "einleitung",
                (600, 390, 540, 200),
                "{introduction}",
                28,
                "#3d3d3d",
                name="Einleitung",
                line_height=140,
                shrink_to_fit=True,
            ),
        ],
    )
