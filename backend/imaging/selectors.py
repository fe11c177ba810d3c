"""Reads of image templates: who uses a library image, the products of a category for a batch."""

from catalogue.models import Product

from . import messages
from .models import ImageTemplate


def templates():
    return ImageTemplate.objects.all()


def image_users(image_id: int) -> list[str]:
    """The templates whose layers show the library image (media refuses its delete: 409)."""
    users = []
    for template in ImageTemplate.objects.only("name", "layers"):
        if any(
            (layer.get("image") or {}).get("id") == image_id for layer in template.layers if layer["kind"] == "image"
        ):
            users.append(messages.IN_USE.format(name=template.name))
    return users


def products_of_category(category_id: int) -> list[int]:
    """The category's products in every menu, by name (each once)."""
    rows = (
        Product.objects.filter(menu_items__menu_category__category_id=category_id)
        .order_by("name", "id")
        .values_list("id", flat=True)
    )
    return list(dict.fromkeys(rows))
