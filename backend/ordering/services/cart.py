"""The server's side of the cart: catalogue rows as the rules read them, item checks, item rows and pricing.

Shared by order creation (ordering.services.creation) and the staff's item edit (ordering.services.item_update). The
rules of the rules package work on the camelCase dicts of contracts/README.md; this module builds them
from the catalogue and the branch, never from what a client sent.
"""

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal

from django.apps import apps

from catalogue.models import MenuProduct, Product
from catalogue.selectors import active_menu
from organisation.models import Branch, Config, DeliveryArea
from rules.decimals import NET_PLACES, QUANTITY_PLACES, round_half_up
from rules.pricing import CartPricing, item_gross, item_unit, price_cart, tax_rate, unit_price
from rules.quantity import UPLOAD_PARTS, item_problems, parse_amount
from rules.units import UnitError

from ..errors import CreationErrorCode as Code
from ..models import OrderItem

# the largest amount an order item stores (DecimalField 18 digits, 6 of them decimals)
MAX_AMOUNT = Decimal("999999999999")
IMAGE_PARTS = ("image", "images")

# a product the branch's menu does not list: its name is not disclosed (ids are easy to try)
PRODUCT_UNAVAILABLE = "Dieses Produkt ist derzeit nicht verfügbar."
NAMED_UNAVAILABLE = "{name} ist derzeit nicht verfügbar."
# outside its window (or disabled) at the chosen appointment
NAMED_UNAVAILABLE_AT = "{name} ist zum gewählten Termin nicht verfügbar."
# any other problem of an item names its product: the list at the checkout's top says which one
NAMED_PROBLEM = "{name}: {message}"
INVALID_AMOUNT = "Bitte geben Sie eine gültige Menge an."
UPLOAD_MISSING = "Diese Datei wurde nicht gefunden. Bitte laden Sie sie erneut hoch."
UPLOAD_NOT_IMAGE = "Bitte laden Sie ein Bild hoch (jpg, jpeg, png oder gif)."
UPLOADS_UNAVAILABLE = "Das Hochladen von Dateien ist derzeit nicht möglich."


@dataclass(frozen=True)
class FieldError:
    """One refusal: `field` is the draft's path in snake_case ('items.0.parts.1'; None: the whole order)."""

    field: str | None
    message: str
    code: str

    def to_dict(self) -> dict:
        error = {"message": self.message, "code": self.code}
        if self.field is not None:
            error["field"] = self.field
        return error


# --- catalogue rows as the rules read them ----------------------------------------------------


def _text(value) -> str | None:
    return None if value is None else str(value)


def product_rules(product: Product) -> dict:
    """A product in the shape of contracts/README.md, plus the texts an order item keeps."""
    return {
        "id": product.id,
        "name": product.name,
        "description": product.description,
        "allergens": product.allergens,
        "type": product.type,
        "price": _text(product.price),
        "unit": product.unit,
        "calculationModel": product.calculation_model,
        "isPriceHidden": product.is_price_hidden,
        "minimumQuantity": _text(product.minimum_quantity),
        "maximumQuantity": _text(product.maximum_quantity),
        "quantityStepSize": _text(product.quantity_step_size),
        "defaultQuantity": _text(product.default_quantity),
        "defaultUnit": product.default_unit,
        "alternativeUnits": product.alternative_units or [],
        "tax": _text(product.tax),
        "takeawayTax": _text(product.takeaway_tax),
        "dineInTax": _text(product.dine_in_tax),
        "isLeadTimeEnabled": product.is_lead_time_enabled,
        "leadTimeType": product.lead_time_type,
        "leadTimeValue": product.lead_time_value,
        "config": product.config or {},
    }


def branch_rules(branch: Branch) -> dict:
    """What the opening-hour, slot and payment rules read of a branch."""
    return {
        "openingHours": branch.opening_hours or [],
        "deliveryHours": branch.delivery_hours or [],
        "isDeliveryHoursEnabled": branch.is_delivery_hours_enabled,
        "isCashEnabled": branch.is_cash_enabled,
        "isATMCardEnabled": branch.is_atm_card_enabled,
        "isHydroAGVoucherEnabled": branch.is_hydro_ag_voucher_enabled,
        "isMollieEnabled": branch.is_mollie_enabled,
        "isDatatransEnabled": branch.is_datatrans_enabled,
    }


def config_rules(config: Config) -> dict:
    """The payment flags of the configuration as the payment rule reads them."""
    names = ("Cash", "ATMCard", "HydroAGVoucher", "Mollie", "Datatrans")
    fields = ("cash", "atm_card", "hydro_ag_voucher", "mollie", "datatrans")
    flags = {}
    for name, field in zip(names, fields, strict=True):
        flags[f"enable{name}"] = getattr(config, f"enable_{field}")
        flags[f"enablePlugin{name}"] = getattr(config, f"enable_plugin_{field}")
    return flags


def area_rules(area: DeliveryArea | None) -> dict | None:
    if area is None:
        return None
    return {
        "price": _text(area.price),
        "tax": _text(area.tax),
        "free": area.free,
        "freeFromOrderValue": _text(area.free_from_order_value),
        "minimumOrderValue": _text(area.minimum_order_value),
    }


def orderable_products(branch: Branch, now: datetime, when: datetime, ids: Iterable[int]) -> dict[int, dict]:
    """The products among `ids` that the branch's active menu (at `now`) offers at `when`, as rule dicts.

    A product counts when it is enabled and available at `when` and sits in at least one category of
    the menu that is enabled and available then. Two queries, whatever the number of items.
    """
    menu = active_menu(branch, now)
    wanted = {i for i in ids if isinstance(i, int)}
    if menu is None or not wanted:
        return {}
    rows = MenuProduct.objects.filter(
        menu_category__menu=menu,
        product_id__in=wanted,
        product__is_enabled=True,
        menu_category__category__is_enabled=True,
    ).select_related("product", "menu_category__category")
    offered: dict[int, dict] = {}
    for row in rows:
        if row.product.is_available_at(when) and row.menu_category.category.is_available_at(when):
            offered[row.product_id] = product_rules(row.product)
    return offered


def menu_product_names(branch: Branch, now: datetime, ids: Iterable[int]) -> dict[int, str]:
    """{id: name} of the products among `ids` that the branch's active menu (at `now`) lists, in any state.

    For the refusal of an unavailable product: one the menu lists (a breakfast outside its hours, a
    disabled one) is named; an id the menu does not list stays anonymous. One query, none without ids.
    """
    wanted = {i for i in ids if isinstance(i, int)}
    menu = active_menu(branch, now) if wanted else None
    if menu is None:
        return {}
    rows = MenuProduct.objects.filter(menu_category__menu=menu, product_id__in=wanted)
    return dict(rows.values_list("product_id", "product__name"))


# --- items -------------------------------------------------------------------------------------


def upload_ids(products: Mapping[int, dict], items: list[dict]) -> set[int]:
    """Every upload id named by an upload part of the items (to look them up in one query)."""
    ids: set[int] = set()
    for item in items:
        product = products.get(item.get("product"))
        if product is None:
            continue
        for part, choice in zip(_parts(product), item.get("parts") or [], strict=False):
            if part.get("type") in UPLOAD_PARTS:
                ids.update(i for i in choice.get("uploads") or [] if isinstance(i, int))
    return ids


def load_uploads(ids: set[int]) -> dict[int, str] | None:
    """{upload id: purpose} of the stored uploads, or None when the media area is not installed."""
    if not apps.is_installed("media"):
        return None
    if not ids:
        return {}
    upload = apps.get_model("media", "Upload")
    return dict(upload.objects.filter(pk__in=ids).values_list("pk", "purpose"))


def claim_uploads(ids: set[int], branch_id: int) -> None:
    """The uploads an order names become readable by its branch's staff (the first order's branch wins)."""
    if ids and apps.is_installed("media"):
        upload = apps.get_model("media", "Upload")
        upload.objects.filter(pk__in=ids, branch_id__isnull=True).update(branch_id=branch_id)


def _parts(product: dict) -> list[dict]:
    return (product.get("config") or {}).get("parts") or []


def item_errors(
    path: str,
    product: dict | None,
    item: dict,
    uploads: dict[int, str] | None,
    unavailable_name: str = "",
    unavailable: str = NAMED_UNAVAILABLE,
) -> list[FieldError]:
    """Everything wrong with one item, each message naming the product.

    Checked: product offered, amount and unit, parts (rules.quantity), uploads. `unavailable_name` is
    the name of a product that is not offered (when the menu lists it; empty: not named), told with
    `unavailable` (NAMED_UNAVAILABLE now, NAMED_UNAVAILABLE_AT at an appointment).
    """
    if product is None:
        message = unavailable.format(name=unavailable_name) if unavailable_name else PRODUCT_UNAVAILABLE
        return [FieldError(_join(path, "product"), message, Code.PRODUCT_UNAVAILABLE)]
    return [named(product, error) for error in _offered_item_errors(path, product, item, uploads)]


def named(product: dict, error: FieldError) -> FieldError:
    name = product.get("name")
    if not name:
        return error
    return FieldError(error.field, NAMED_PROBLEM.format(name=name, message=error.message), error.code)


def _offered_item_errors(path: str, product: dict, item: dict, uploads: dict[int, str] | None) -> list[FieldError]:
    errors = [
        FieldError(_join(path, problem.field), problem.message, Code.INVALID_ITEM)
        for problem in item_problems(product, item)
    ]
    amount = parse_amount(item.get("amount"))
    if not any(e.field == _join(path, "amount") for e in errors) and (
        amount > MAX_AMOUNT or round_half_up(amount, QUANTITY_PLACES) != amount
    ):
        errors.append(FieldError(_join(path, "amount"), INVALID_AMOUNT, Code.INVALID_ITEM))
    choices = item.get("parts") or []
    for index, (part, choice) in enumerate(zip(_parts(product), choices, strict=False)):
        field = _join(path, f"parts.{index}")
        if part.get("type") not in UPLOAD_PARTS or not choice.get("uploads") or any(e.field == field for e in errors):
            continue
        message = _upload_problem(part, choice["uploads"], uploads)
        if message:
            code = Code.UPLOADS_UNAVAILABLE if uploads is None else Code.UPLOAD_MISSING
            errors.append(FieldError(field, message, code))
    return errors


def _join(path: str, name: str) -> str:
    """The field path of an item's field: 'items.0.amount' at creation, 'amount' for a staff item edit."""
    return f"{path}.{name}" if path else name


def _upload_problem(part: dict, ids: list[int], uploads: dict[int, str] | None) -> str | None:
    if uploads is None:
        return UPLOADS_UNAVAILABLE
    if any(i not in uploads for i in ids):
        return UPLOAD_MISSING
    if part.get("type") in IMAGE_PARTS and any(uploads[i] != "image" for i in ids):
        return UPLOAD_NOT_IMAGE
    return None


def rule_item(item: dict) -> dict:
    """An item as the rules read it: {product, amount, unit (None: default unit), parts}."""
    return {
        "product": item.get("product"),
        "amount": item.get("amount"),
        "unit": item.get("unit") or None,
        "parts": item.get("parts") or [],
    }


def price(items: list[dict], products: Mapping[int, dict], cart_flags: dict, area) -> CartPricing | None:
    """price_cart over valid items; None when a unit cannot be converted (refused as an invalid item)."""
    cart = {"items": items, **cart_flags}
    try:
        return price_cart(cart, products, area_rules(area) if cart_flags.get("isDelivery") else None)
    except UnitError:
        return None


def stored_parts(product: dict, item: dict) -> list[dict]:
    """The choices aligned with the product's parts, each with the part's name; options also by name."""
    choices = item.get("parts") or []
    stored = []
    for index, part in enumerate(_parts(product)):
        choice = dict(choices[index]) if index < len(choices) else {}
        entry = {"name": part.get("name", ""), "type": part.get("type"), **choice}
        if part.get("type") in ("select", "multiselect"):
            options = part.get("options") or []
            chosen = sorted({i for i in choice.get("options") or [] if isinstance(i, int) and not isinstance(i, bool)})
            entry["names"] = [options[i].get("name", "") for i in chosen if 0 <= i < len(options)]
        stored.append(entry)
    return stored


def item_row(position: int, product: dict, item: dict, kind: str) -> OrderItem:
    """An unsaved OrderItem with the product's snapshot, the resolved unit and the item's prices."""
    return OrderItem(
        position=position,
        product_id=product["id"],
        product=product,
        amount=parse_amount(item.get("amount")),
        unit=item_unit(product, item),
        parts=stored_parts(product, item),
        unit_price=round_half_up(unit_price(product, item), NET_PLACES),
        gross=item_gross(product, item),
        tax_rate=tax_rate(product, kind),
    )


def german_amount(value: Decimal) -> str:
    """Two decimals, German separators: '1.234,50'."""
    text = f"{round_half_up(value, Decimal('0.01')):,.2f}"
    return text.replace(",", "_").replace(".", ",").replace("_", ".")


def format_money(value: Decimal, currency: str) -> str:
    """German currency format, two decimals, code appended: '1.234,50 EUR' (spec §9 Formats)."""
    return f"{german_amount(value)} {currency}"
