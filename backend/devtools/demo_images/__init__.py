"""Pictures for the demo shop: every product, category and branch gets an illustration (painter.py).

Painted at load_demo time (deterministic, about 40 pictures, well under a second of drawing each batch)
and stored through the media library like an upload (create_image: type check and re-encoding), then
referenced as {id, version, extension} by the products, categories and branches. See README.md.
"""

import base64
import functools

from accounts import demo as accounts_demo
from accounts.models import User
from catalogue.models import Category, MenuProduct, Product
from media.services.library import create_image
from organisation.models import Branch

from . import painter

# (keyword in the lowercased product name, dish); the first match wins
PRODUCT_DISHES = [
    ("frittaten", "frittatensuppe"),
    ("leberknödel", "leberknoedelsuppe"),
    ("schnitzel", "schnitzel"),
    ("gulasch", "gulasch"),
    ("spätzle", "spaetzle"),
    ("gansl", "gansl"),
    ("kaiserschmarrn", "kaiserschmarrn"),
    ("strudel", "strudel"),
    ("almdudler", "limonade"),
    ("märzen", "bier"),
    ("bier", "bier"),
    ("veltliner", "wein"),
    ("wein", "wein"),
    ("großes frühstück", "fruehstueck-gross"),
    ("frühstück", "fruehstueck"),
    ("semmel", "semmel"),
    ("kornspitz", "kornspitz"),
    ("flesserl", "mohnflesserl"),
    ("roggen", "roggenbrot"),
    ("brot", "bauernbrot"),
    ("torte", "torte"),
    ("buffet", "buffet"),
    ("melange", "melange"),
    ("kaffee", "melange"),
    ("apfelsaft", "apfelsaft"),
]

# category name: (table, dishes of its banner)
CATEGORIES = {
    "Suppen": ("linen", ["frittatensuppe", "leberknoedelsuppe"]),
    "Hauptspeisen": ("warm", ["schnitzel", "gulasch", "gansl"]),
    "Desserts": ("rose", ["kaiserschmarrn", "strudel"]),
    "Getränke": ("slate", ["bier", "limonade", "wein", "melange"]),
    "Frühstück": ("sage", ["fruehstueck", "melange", "fruehstueck-gross"]),
    "Gebäck": ("linen", ["semmel", "kornspitz", "mohnflesserl"]),
    "Brot": ("wood", ["bauernbrot", "roggenbrot"]),
    "Torten & Catering": ("rose", ["torte", "buffet"]),
}
CATEGORY_TABLE = {name: table for name, (table, _dishes) in CATEGORIES.items()}

# branch identifier: (wall, awning, dishes in the window)
WIRTSHAUS = ((232, 220, 196), (46, 104, 70), ["schnitzel", "gulasch", "bier"])
BAECKEREI = ((240, 226, 200), (176, 58, 46), ["semmel", "bauernbrot", "torte"])
BRANCHES = {
    "wien-mariahilf": WIRTSHAUS,
    "graz-lend": ((226, 214, 226), (96, 60, 110), ["gansl", "strudel", "wein"]),
    "linz-landstrasse": BAECKEREI,
    "online-shop": ((236, 222, 196), (40, 90, 140), ["bauernbrot", "semmel", "torte"]),
    "salzburg-altstadt": ((244, 234, 212), (190, 120, 40), ["fruehstueck", "kornspitz", "melange"]),
}


def dish_of(name: str) -> str | None:
    lowered = name.lower()
    return next((dish for keyword, dish in PRODUCT_DISHES if keyword in lowered), None)


@functools.cache
def _painted(kind: str, *arguments) -> str:
    """A painter's picture as a WebP data URL, painted once per process: the drawing is deterministic, and the
    test suite loads the demo some thirty times (painting was half of load_demo's 3 s)."""
    picture = getattr(painter, kind)(*arguments)
    return "data:image/webp;base64," + base64.b64encode(painter.webp(picture)).decode("ascii")


def _store(data_url: str, filename: str, alt: str, actor) -> dict:
    image = create_image(data_url, filename, alt=alt, actor=actor)
    return {"id": image.id, "version": image.version, "extension": image.extension}


def attach() -> None:
    """Paint, store and attach the pictures of the demo products, categories and branches, added to the image
    library by the demo's administrator."""
    admin = User.objects.get(email=accounts_demo.ADMIN_EMAIL)
    for category in Category.objects.all():
        table, dishes = CATEGORIES.get(category.name, ("linen", []))
        if dishes:
            category.image = _store(
                _painted("banner", tuple(dishes), category.name, table), f"{category.name}.webp", category.name, admin
            )
            category.save(update_fields=["image"])
    # each product on the table of the (first) category that lists it
    table_of = {
        product_id: CATEGORY_TABLE.get(name, "warm")
        for product_id, name in MenuProduct.objects.order_by("-id").values_list(
            "product_id", "menu_category__category__name"
        )
    }
    for product in Product.objects.all():
        dish = dish_of(product.name)
        if dish is None:
            continue
        picture = _painted("painted", dish, product.name, table_of.get(product.id, "warm"))
        product.images = [_store(picture, f"{dish}.webp", product.name, admin)]
        product.save(update_fields=["images"])
    for branch in Branch.objects.all():
        wall, awning, dishes = BRANCHES.get(branch.identifier, BAECKEREI)
        picture = _painted("shopfront", branch.name, wall, awning, tuple(dishes))
        branch.images = [_store(picture, f"{branch.identifier}.webp", f"Ladenansicht {branch.name}", admin)]
        branch.save(update_fields=["images"])
