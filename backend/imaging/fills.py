"""What fills a template's placeholders: a product, a story or page of the website builder, or typed values."""

from decimal import ROUND_HALF_UP, Decimal

from django.utils.html import strip_tags

from catalogue.models import Product
from cms.models import Site


def euro(value: Decimal) -> str:
    """de-AT money as a post shows it: '1.234,50 €'."""
    whole, cents = f"{value.quantize(Decimal('0.01'), rounding=ROUND_HALF_UP):,.2f}".split(".")
    return f"{whole.replace(',', '.')},{cents} €"


def _first_image(refs) -> int | None:
    for ref in refs if isinstance(refs, list) else [refs]:
        if isinstance(ref, dict) and isinstance(ref.get("id"), int):
            return ref["id"]
    return None


def of_product(product: Product) -> dict:
    values = {
        "name": product.name,
        "title": product.name,
        "description": strip_tags(product.description).strip(),
        "price": "" if product.is_price_hidden else euro(product.price),
    }
    image = _first_image(product.images)
    if image is not None:
        values["image"] = image
    return values


def of_site(site: Site) -> dict:
    content = site.content if isinstance(site.content, dict) else {}
    values = {
        "name": site.name,
        "title": str(content.get("title") or site.title or site.name),
        "description": site.description,
        "introduction": str(content.get("introduction") or ""),
    }
    image = _first_image(content.get("title_image")) or _first_image(content.get("thumbnail_image"))
    if image is not None:
        values["image"] = image
    return values


def typed(values: dict) -> dict:
    """Values a person typed: text as typed, an image as a library id."""
    return {key: value for key, value in values.items() if value not in (None, "")}
