"""Staff change one item of an order (PUT /api/orders/{id}/items/{index}); the whole order is re-priced.

The changed item is checked like at checkout (amount and unit limits, required parts, select
options, uploads). Its product is the order's snapshot when the product stays the same (the prices
the customer ordered at), else the catalogue's current product as the branch's active menu offers it
at the order's appointment (as at checkout; a product not on the menu is refused on `product`). The other items keep their stored gross and tax rate exactly:
each enters the pricing as a fixed line. The delivery fee follows the order's delivery area as it
is now. The minimum order value is not enforced here: staff decide. The change is audited and
touches updated_at, so the status page and board ETags change. A paid online order may only get
cheaper: the difference is refunded through the provider (a pending refund committed with the change,
asked of the provider after the commit); a dearer one, or one not paid yet, is refused on `items`.
"""

from django.db import transaction
from django.utils import timezone

from audit.services import record_change, snapshot
from catalogue.models import Product
from rules.pricing import DELIVERY, DINE_IN, TAKEAWAY

from ..errors import CreationErrorCode as Code
from ..errors import ItemNotFound, OrderEditError
from ..models import FINAL_STATUSES, Order, OrderItem
from . import cart, online_payment
from .cart import FieldError
from .creation import apply_pricing
from .permissions import check_staff_reach

UNIT_UNAVAILABLE = "Diese Einheit ist für dieses Produkt nicht verfügbar."


def _kind(order: Order) -> str:
    return DELIVERY if order.is_delivery else DINE_IN if order.is_dine_in else TAKEAWAY


def _fixed_line(row: OrderItem) -> tuple[dict, dict]:
    """An unchanged item as a product of one piece at its stored gross and rate, and the item ordering it."""
    rate = str(row.tax_rate)
    snapshot_ = row.product or {}
    product = {
        "id": f"line-{row.position}",
        "price": str(row.gross),
        "unit": "piece",
        "calculationModel": snapshot_.get("calculationModel") or snapshot_.get("calculation_model") or "fixed",
        "isPriceHidden": bool(snapshot_.get("isPriceHidden")),
        "tax": rate,
        "takeawayTax": rate,
        "dineInTax": rate,
    }
    return product, {"product": product["id"], "amount": "1", "unit": "piece", "parts": []}


def _product_for(order: Order, row: OrderItem, product_id: int) -> dict | None:
    """The snapshot when the product stays (if it is a full one), else the catalogue's current product.

    The item's own product is kept even if it left the menu since; another one must be offered by the
    branch's active menu now, at the order's appointment (None: refused like at checkout).
    """
    if product_id != row.product_id:
        now = timezone.now()
        return cart.orderable_products(order.branch, now, order.appointment or now, [product_id]).get(product_id)
    if (row.product or {}).get("id") == product_id and "config" in row.product:
        return row.product
    product = Product.objects.filter(pk=product_id).first()
    return None if product is None else cart.product_rules(product)


def _unavailable_name(order: Order, product_id: int, product: dict | None) -> str:
    """The name of a product the edit may not use, when the branch's menu lists it (as at checkout)."""
    if product is not None:
        return ""
    return cart.menu_product_names(order.branch, timezone.now(), [product_id]).get(product_id, "")


def _item_snapshot(rows) -> list[dict]:
    return [
        {"position": r.position, "product": r.product_id, "amount": str(r.amount), "unit": r.unit, "parts": r.parts}
        for r in rows
    ]


def update_item(actor, order: Order, index: int, data: dict, base_url: str | None = None) -> Order | list[FieldError]:
    """Replace item `index` by `data` ({product, amount, unit, parts}); the re-priced order, or the refusals.

    `actor` must be staff reaching the order. Refused like the order edit (OrderEditError) once the order
    is in a final state. An online order is changed only once paid, and never to more than the provider
    holds; a cheaper one gets the difference back through the provider (ordering.services.online_payment).
    """
    with transaction.atomic():
        online_payment.lock_payment_of(order)
        locked = (
            Order.objects.select_for_update(of=("self",)).select_related("branch", "delivery_area").get(pk=order.pk)
        )
        check_staff_reach(actor, locked)
        if locked.status in FINAL_STATUSES:
            raise OrderEditError()
        rows = list(locked.items.order_by("position"))
        target = next((row for row in rows if row.position == index), None)
        if target is None:
            raise ItemNotFound()
        item = cart.rule_item(data)
        product = _product_for(locked, target, item["product"])
        uploads = cart.load_uploads(cart.upload_ids({item["product"]: product} if product else {}, [item]))
        errors = cart.item_errors("", product, item, uploads, _unavailable_name(locked, item["product"], product))
        if errors:
            return errors
        kind = _kind(locked)
        products, items = {item["product"]: product}, []
        for row in rows:
            if row.position == index:
                items.append(item)
                continue
            line_product, line_item = _fixed_line(row)
            products[line_product["id"]] = line_product
            items.append(line_item)
        flags = {"isDelivery": locked.is_delivery, "isDineIn": locked.is_dine_in}
        pricing = cart.price(items, products, flags, locked.delivery_area)
        if pricing is None:
            return [cart.named(product, FieldError("unit", UNIT_UNAVAILABLE, Code.INVALID_ITEM))]
        is_final_price = not pricing.is_approximate
        refusal = online_payment.edit_refusal(locked, pricing.total_gross, is_final_price)
        if refusal is not None:
            return [FieldError("items", *refusal)]

        before = {**snapshot(locked), "items": _item_snapshot(rows)}
        new_row = cart.item_row(index, product, item, kind)
        for name in ("product_id", "product", "amount", "unit", "parts", "unit_price", "gross", "tax_rate"):
            setattr(target, name, getattr(new_row, name))
        target.save()
        apply_pricing(locked, pricing)
        locked.save()
        after = {**snapshot(locked), "items": _item_snapshot(rows)}
        record_change(actor, "update", locked, before=before, after=after, force=True)
        refund_due = online_payment.reserve_difference(locked, locked.total_gross)
    if refund_due:
        return online_payment.refund_reserved(actor, locked, base_url)
    return locked
