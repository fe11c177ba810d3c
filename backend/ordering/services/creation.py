"""Placing an order: one service that checks the draft against the server's own catalogue and stores it.

create_order() re-computes everything from the branch's active menu (a price sent by the client is never
read), collects every refusal as a field error with a German text, and stores the order with its items,
snapshots, pricing, ticket number and print jobs (ordering.registry.order_to_print) in ONE transaction. The
notifications ('new order') and the printing run after commit; for an online payment (Mollie, Datatrans) only
once it is paid, and the payment at the provider is started by ordering.services.online_payment.start() after
the order is stored. A repeated submit with the same Idempotency-Key (per branch) and the same draft returns
the first order: looked up before anything is checked, and guarded by the unique constraint
order_unique_idempotency_key when two submits race (the loser's transaction is rolled back, its ticket number
given back, and the winner's order returned). The order keeps a fingerprint of the validated draft: another
draft with the same key is refused (IdempotencyKeyReused, 422), nothing is created and the first order is not
disclosed.

Decisions the spec leaves open:
- First and last name are required for every order (a ticket needs a name), except dine-in at a table
  of a branch with table selection: the table names the order, the name is optional. The address flag of
  a delivery type requires street, zip code, city and country; a company order also the company name; a delivery to a different address its name,
  street, zip code and city.
- Delivery areas: when the branch has any, the delivery postcode (the different delivery address's when
  there is one, else the customer's) decides the area (rules.postcode, the storefront runs the same
  rule): a postcode no area lists is refused on that field ('Wir liefern leider nicht an die PLZ 1234.').
  A posted `deliveryArea` is optional; one that is not the postcode's area is refused (on the postcode
  field, naming the postcode's area) rather than silently replaced: the customer saw that area's fee and
  minimum. A branch without areas delivers anywhere without a fee.
- An appointment is required when the branch says so, when ordering while closed (preorder) and
  when a product has a lead time ('as soon as possible' would be before it).
- Products must be offered by the active menu at `now` and available (product and one of its
  categories: enabled and scheduled) at the appointment, or at `now` for 'as soon as possible'.
  Every item error names its product ('Kleines Frühstück ist derzeit nicht verfügbar.'); a product
  the menu does not list at all stays unnamed.
- A phone order (staff enter a caller's order, `taken_by` the employee): the caller gives no e-mail
  unless they want one and cannot tick the terms and privacy boxes, so neither is required (the order
  stores both as not accepted); the employee must reach the branch. Everything else is as online.
- Origin (Order.origin, the statistics' 'Herkunft der Bestellungen'): a phone order is 'phone' whatever the
  draft says; else the QR code the visit came from ('qr', its path) when such a code exists (one query; a
  code deleted since the scan does not refuse the order), else the visit's campaign ('campaign', its
  name), else 'shop'.
- No audit entry for a new order: the order itself is the record (and the /api/init cache, keyed
  by the newest audit entry, is not invalidated by every customer's order).

Queries: a constant number (branch, idempotency key, config, menu, offered products, uploads,
table, area, donatee, then ticket counter, order, items in one bulk insert), whatever the item count;
two more (menu, names) when an item's product is not offered. check_order() runs the same checks and
stores nothing (the API's answer when the draft's shape was refused too: every error at once).
"""

from dataclasses import dataclass, field
from datetime import datetime

from django.db import IntegrityError, transaction
from rest_framework import status
from rest_framework.exceptions import APIException

from catalogue.models import Donatee
from organisation.models import Branch, Config, DeliveryArea, Table
from organisation.selectors import branch_reach
from rules.lead_time import longest_lead_product
from rules.opening_hours_at import is_delivery_open, is_open_for_orders
from rules.payment import default_method, is_method_allowed
from rules.phone import stored_phone
from rules.postcode import area_for_postcode, normalize_postcode
from rules.pricing import CartPricing, delivery_type
from rules.slots import earliest_slot, first_available, is_available

from .. import messages, selectors
from ..errors import CreationErrorCode as Code
from ..models import ONLINE_PAYMENT_METHODS, Order, OrderItem, OrderOrigin
from ..registry import PrintReason, contact_saved, is_known_qr_code, order_to_print
from . import cart, notifications
from .cart import FieldError
from .contact import NAME_FIELDS, REQUIRED, phone_problem
from .fingerprint import draft_fingerprint
from .notifications import Event
from .tickets import allocate_ticket_number, business_date

ADDRESS_FIELDS = ("street", "zip_code", "city", "country")
DELIVERY_ADDRESS_FIELDS = (
    "delivery_first_name",
    "delivery_last_name",
    "delivery_street",
    "delivery_zip_code",
    "delivery_city",
)
# draft fields copied to the order as they are (texts trimmed)
TEXT_FIELDS = (
    "company_name",
    *NAME_FIELDS,
    *ADDRESS_FIELDS,
    "floor",
    "stairway",
    "door",
    "vat_number",
    "email",
    "delivery_company_name",
    *DELIVERY_ADDRESS_FIELDS,
    "delivery_floor",
    "delivery_stairway",
    "delivery_door",
    "delivery_country",
    "comment",
)
FLAG_FIELDS = ("is_company", "is_delivery_address_different", "is_delivery_company")


class IdempotencyKeyReused(APIException):
    """The Idempotency-Key of an existing order of the branch came with another draft: nothing is created."""

    status_code = status.HTTP_422_UNPROCESSABLE_ENTITY
    default_detail = "Dieser Idempotency-Key wurde bereits für eine andere Bestellung verwendet."
    default_code = "idempotency_key_reused"


@dataclass
class CreationResult:
    """The order (new, or the first one for a repeated Idempotency-Key) or the refusals."""

    order: Order | None = None
    errors: list[FieldError] = field(default_factory=list)
    replayed: bool = False


@dataclass
class _Plan:
    """Everything checked and looked up, ready to be stored."""

    branch: Branch
    kind: str
    items: list[dict]
    products: dict[int, dict]
    pricing: CartPricing | None = None
    table: Table | None = None
    area: DeliveryArea | None = None
    donatee: Donatee | None = None
    phone: str = ""
    payment_method: str = "cash"
    is_phone_order: bool = False
    origin: str = OrderOrigin.SHOP
    origin_detail: str = ""


def _text(draft: dict, name: str) -> str:
    return (draft.get(name) or "").strip()


def create_order(
    draft: dict, *, now: datetime, idempotency_key: str | None = None, taken_by=None, config: Config | None = None
) -> CreationResult:
    """Check the draft (snake_case keys, ids for branch, table, donatee, delivery area, items' products) and store it.

    `taken_by`: the employee who takes a caller's order by phone (see the module's decisions); `config`: the shop's
    configuration when the caller has read it already (the answer shows it too), else it is read here.
    """
    branch, refusal = _public_branch(draft, taken_by)
    if refusal is not None:
        return CreationResult(errors=[refusal])
    fingerprint = draft_fingerprint(draft) if idempotency_key else ""
    if idempotency_key:
        first = _by_key(branch, idempotency_key, fingerprint)
        if first is not None:
            return CreationResult(order=first, replayed=True)
    errors, plan = _check(draft, branch, now, is_phone_order=taken_by is not None, config=config)
    if errors:
        return CreationResult(errors=errors)
    try:
        with transaction.atomic():
            order = _store(draft, plan, now, idempotency_key, fingerprint)
    except IntegrityError:
        first = _by_key(branch, idempotency_key, fingerprint) if idempotency_key else None
        if first is None:
            raise
        return CreationResult(order=first, replayed=True)
    return CreationResult(order=order)


def check_order(draft: dict, *, now: datetime, taken_by=None) -> list[FieldError]:
    """Every refusal of the draft, as create_order() would answer it, storing nothing."""
    branch, refusal = _public_branch(draft, taken_by)
    if refusal is not None:
        return [refusal]
    errors, _plan = _check(draft, branch, now, is_phone_order=taken_by is not None)
    return errors


def _public_branch(draft: dict, taken_by=None) -> tuple[Branch | None, FieldError | None]:
    branch = Branch.objects.filter(pk=draft.get("branch")).first()
    reach = branch_reach(taken_by) if taken_by is not None else None
    if branch is not None and reach is not None and branch.pk not in reach:
        # a branch the employee does not reach is one that does not exist for them
        branch = None
    if branch is None or not branch.is_public:
        message = messages.BRANCH_MISSING if branch is None else messages.BRANCH_INACTIVE
        return branch, FieldError("branch", message, Code.BRANCH)
    return branch, None


def _by_key(branch: Branch, key: str, fingerprint: str) -> Order | None:
    """The branch's order placed with this key; IdempotencyKeyReused when it was placed with another draft."""
    first = Order.objects.filter(branch=branch, idempotency_key=key).first()
    # orders stored before fingerprints were kept have none: the key alone decides for them
    if first is not None and first.idempotency_fingerprint and first.idempotency_fingerprint != fingerprint:
        raise IdempotencyKeyReused()
    return first


# --- checks ------------------------------------------------------------------------------------


def _check(
    draft: dict, branch: Branch, now: datetime, is_phone_order: bool = False, config: Config | None = None
) -> tuple[list[FieldError], _Plan]:
    config = config or Config.load()
    flags = {"isDelivery": bool(draft.get("is_delivery")), "isDineIn": bool(draft.get("is_dine_in"))}
    kind = delivery_type(flags)
    appointment = draft.get("appointment_date")
    items = [cart.rule_item(item) for item in draft.get("items") or []]
    products = cart.orderable_products(branch, now, appointment or now, (i["product"] for i in items))
    plan = _Plan(branch=branch, kind=kind, items=items, products=products, is_phone_order=is_phone_order)
    rules = cart.branch_rules(branch)

    errors = _delivery_type_errors(branch, flags)
    missing = [item["product"] for item in items if item["product"] not in products]
    errors += _item_errors(items, products, cart.menu_product_names(branch, now, missing), appointment is not None)
    errors += _opening_errors(branch, rules, kind, now, appointment, products)
    errors += _contact_errors(draft, branch, kind, is_phone_order)
    # an empty postcode the address flags already reported is not reported twice
    errors += [error for error in _lookup_errors(draft, branch, kind, plan) if error not in errors]
    # a caller cannot tick the boxes: a phone order is taken without them
    if not draft.get("legal_instructions") and not is_phone_order:
        errors.append(FieldError("legal_instructions", messages.TERMS, Code.NOT_ACCEPTED))
    if not draft.get("privacy_policy") and not is_phone_order:
        errors.append(FieldError("privacy_policy", messages.PRIVACY, Code.NOT_ACCEPTED))
    errors += _payment_errors(draft, config, rules, plan)
    # the normalised number is stored, so it is the one checked ('abc' is no phone number)
    # a national number is read in the branch's country ('0664 1234567' in Austria) and stored in E.164
    plan.phone = stored_phone(draft.get("phone"), branch.country)
    problem = phone_problem(draft.get("phone"), required=_required(branch, kind, "phone"), region=branch.country)
    if problem:
        errors.append(FieldError("phone", *problem))
    if items and not any(e.field and e.field.startswith("items.") for e in errors):
        plan.pricing = cart.price(items, products, flags, plan.area)
        if plan.pricing is None:
            errors.append(FieldError("items", cart.PRODUCT_UNAVAILABLE, Code.INVALID_ITEM))
        elif kind == "delivery" and not plan.pricing.is_minimum_order_value_reached:
            amount = cart.format_money(plan.pricing.minimum_order_value, config.currency)
            errors.append(
                FieldError(None, messages.MINIMUM_ORDER_VALUE.format(amount=amount), Code.MINIMUM_ORDER_VALUE)
            )
    if plan.payment_method in ONLINE_PAYMENT_METHODS and not any(e.field == "payment_method" for e in errors):
        errors += _online_payment_errors(branch, plan)
    if not errors:
        plan.origin, plan.origin_detail = _origin(draft, is_phone_order)
    return errors, plan


def _origin(draft: dict, is_phone_order: bool) -> tuple[str, str]:
    """Where the order came from (see the module's decisions) and its detail (QR code path, campaign)."""
    if is_phone_order:
        return OrderOrigin.PHONE, ""
    qr_code = _text(draft, "qr_code")
    if qr_code and is_known_qr_code(qr_code):
        return OrderOrigin.QR, qr_code
    campaign = _text(draft, "campaign")
    if campaign:
        return OrderOrigin.CAMPAIGN, campaign
    return OrderOrigin.SHOP, ""


def _delivery_type_errors(branch: Branch, flags: dict) -> list[FieldError]:
    if flags["isDelivery"] and flags["isDineIn"]:
        return [FieldError("is_dine_in", messages.BOTH_TYPES, Code.DELIVERY_TYPE)]
    if flags["isDelivery"] and not branch.is_delivery_enabled:
        return [FieldError("is_delivery", messages.NO_DELIVERY, Code.DELIVERY_TYPE)]
    if flags["isDineIn"] and not branch.is_dine_in_enabled:
        return [FieldError("is_dine_in", messages.NO_DINE_IN, Code.DELIVERY_TYPE)]
    if not (flags["isDelivery"] or flags["isDineIn"]) and not branch.is_takeaway_enabled:
        return [FieldError("is_delivery", messages.NO_TAKEAWAY, Code.DELIVERY_TYPE)]
    return []


def _item_errors(
    items: list[dict], products: dict[int, dict], names: dict[int, str], has_appointment: bool
) -> list[FieldError]:
    if not items:
        return [FieldError("items", messages.EMPTY_CART, Code.EMPTY_CART)]
    uploads = cart.load_uploads(cart.upload_ids(products, items))
    unavailable = cart.NAMED_UNAVAILABLE_AT if has_appointment else cart.NAMED_UNAVAILABLE
    errors = []
    for index, item in enumerate(items):
        product = products.get(item["product"])
        name = names.get(item["product"], "")
        errors += cart.item_errors(f"items.{index}", product, item, uploads, name, unavailable)
    return errors


def _opening_errors(branch, rules: dict, kind: str, now, appointment, products: dict) -> list[FieldError]:
    is_delivery = kind == "delivery"
    is_open = is_delivery_open(rules, now) if is_delivery else is_open_for_orders(rules, now)
    if branch.orderable_from is not None and now < branch.orderable_from:
        is_open = False
        if not branch.is_preorder_enabled:
            return [FieldError(None, messages.CLOSED, Code.CLOSED)]
    if not is_open and not branch.is_preorder_enabled:
        return [FieldError(None, messages.DELIVERY_CLOSED if is_delivery else messages.CLOSED, Code.CLOSED)]
    lead = longest_lead_product(products.values())
    needs_appointment = branch.is_appointment_required or not is_open or lead is not None
    if appointment is None:
        if needs_appointment:
            message = (
                messages.APPOINTMENT_REQUIRED
                if lead is None
                else f"{lead_time_text(lead)} {messages.APPOINTMENT_REQUIRED}"
            )
            return [FieldError("appointment_date", message, Code.APPOINTMENT_REQUIRED)]
        return []
    if is_available(rules, appointment, now, products.values(), is_delivery):
        return []
    if lead is not None and appointment < earliest_slot(now, products.values()):
        first = first_available(rules, now, products.values(), is_delivery)
        when = (
            messages.APPOINTMENT_FROM.format(when=f"{first:%d.%m.%Y, %H:%M} Uhr")
            if first
            else messages.APPOINTMENT_CLOSED
        )
        return [FieldError("appointment_date", f"{lead_time_text(lead)} {when}", Code.APPOINTMENT_CLOSED)]
    return [FieldError("appointment_date", messages.APPOINTMENT_CLOSED, Code.APPOINTMENT_CLOSED)]


def lead_time_text(product: dict) -> str:
    """'Sachertorte benötigt eine Vorlaufzeit von 2 Tagen.'"""
    value = int(product.get("leadTimeValue") or 0)
    singular, plural = messages.LEAD_TIME_UNITS.get(product.get("leadTimeType"), ("Minute", "Minuten"))
    return messages.LEAD_TIME.format(
        name=product.get("name", ""), duration=f"{value} {singular if value == 1 else plural}"
    )


def _required(branch: Branch, kind: str, what: str) -> bool:
    prefix = {"delivery": "delivery", "dine-in": "dine_in", "takeaway": "takeaway"}[kind]
    return getattr(branch, f"is_{prefix}_{what}_required")


def is_table_order(branch: Branch, kind: str) -> bool:
    """Dine-in at a table the guest chose (the table's QR code): the waiter needs the table, no name."""
    return kind == "dine-in" and branch.is_table_selection_enabled


def _contact_errors(draft: dict, branch: Branch, kind: str, is_phone_order: bool = False) -> list[FieldError]:
    names = [] if is_table_order(branch, kind) else list(NAME_FIELDS)
    if _required(branch, kind, "address"):
        names += ADDRESS_FIELDS
    if _required(branch, kind, "email") and not is_phone_order:
        names.append("email")
    if draft.get("is_company"):
        names.append("company_name")
    if kind == "delivery" and draft.get("is_delivery_address_different"):
        names += DELIVERY_ADDRESS_FIELDS
        if draft.get("is_delivery_company"):
            names.append("delivery_company_name")
    return [FieldError(name, REQUIRED, Code.REQUIRED) for name in dict.fromkeys(names) if not _text(draft, name)]


def _lookup_errors(draft: dict, branch: Branch, kind: str, plan: _Plan) -> list[FieldError]:
    """Table, delivery area and donatee: present when needed, and belonging to this branch."""
    errors = []
    table_id = draft.get("table")
    if table_id is not None:
        plan.table = Table.objects.filter(pk=table_id, branch=branch).first()
        if plan.table is None:
            errors.append(FieldError("table", messages.TABLE_MISSING, Code.NOT_FOUND))
    elif kind == "dine-in" and branch.is_table_selection_enabled:
        errors.append(FieldError("table", REQUIRED, Code.REQUIRED))
    if kind == "delivery":
        errors += _area_errors(draft, branch, plan)
    donatee_id = draft.get("donatee")
    if donatee_id is not None:
        plan.donatee = Donatee.objects.filter(pk=donatee_id).first()
        if plan.donatee is None:
            errors.append(FieldError("donatee", messages.DONATEE_MISSING, Code.NOT_FOUND))
    return errors


def _area_errors(draft: dict, branch: Branch, plan: _Plan) -> list[FieldError]:
    """The delivery area is the one that serves the delivery postcode (see the module's decisions)."""
    areas = list(branch.delivery_areas.all())
    if not areas:
        return []
    field = "delivery_zip_code" if draft.get("is_delivery_address_different") else "zip_code"
    postcode = normalize_postcode(draft.get(field))
    if not postcode:
        # the address flags may already report the empty field; the area needs it in any case
        return [FieldError(field, REQUIRED, Code.REQUIRED)]
    found = area_for_postcode([{"postcodes": a.postcodes, "area": a} for a in areas], postcode)
    plan.area = found["area"] if found else None
    if plan.area is None:
        return [FieldError(field, messages.NOT_DELIVERED.format(postcode=postcode), Code.POSTCODE)]
    area_id = draft.get("delivery_area")
    if area_id is not None and area_id != plan.area.pk:
        if not any(a.pk == area_id for a in areas):
            return [FieldError("delivery_area", messages.AREA_MISSING, Code.NOT_FOUND)]
        return [
            FieldError(field, messages.AREA_OF_POSTCODE.format(postcode=postcode, area=plan.area.area), Code.POSTCODE)
        ]
    return []


def _payment_errors(draft: dict, config: Config, branch_rules: dict, plan: _Plan) -> list[FieldError]:
    config_flags = cart.config_rules(config)
    method = draft.get("payment_method") or default_method(config_flags, branch_rules) or "cash"
    plan.payment_method = method
    # a caller pays at the branch or on delivery: an online payment needs the customer's own device
    if plan.is_phone_order and method in ONLINE_PAYMENT_METHODS:
        return [FieldError("payment_method", messages.PAYMENT_NOT_OFFERED, Code.PAYMENT_METHOD)]
    if not is_method_allowed(method, config_flags, branch_rules):
        return [FieldError("payment_method", messages.PAYMENT_NOT_OFFERED, Code.PAYMENT_METHOD)]
    return []


def _online_payment_errors(branch: Branch, plan: _Plan) -> list[FieldError]:
    """An online payment charges the total now: a quotation, a hidden or approximate price has none yet."""
    pricing = plan.pricing
    if branch.is_quotation_required or (pricing is not None and (pricing.is_approximate or pricing.total_gross <= 0)):
        return [FieldError("payment_method", messages.ONLINE_PAYMENT_NOT_FINAL, Code.PAYMENT_UNAVAILABLE)]
    return []


# --- storing -----------------------------------------------------------------------------------


def _store(draft: dict, plan: _Plan, now: datetime, idempotency_key: str | None, fingerprint: str = "") -> Order:
    """Order, items, pricing and effects in the caller's transaction, the ticket number last (its counter stays
    locked until the commit: the shorter, the less concurrent orders of the branch wait); notifications after
    commit."""
    day = business_date(now)
    pricing = plan.pricing
    is_delivery, is_dine_in = plan.kind == "delivery", plan.kind == "dine-in"
    order = Order(
        branch=plan.branch,
        business_date=day,
        ticket_number=None,
        **{name: _text(draft, name) for name in TEXT_FIELDS},
        **{name: bool(draft.get(name)) for name in FLAG_FIELDS},
        phone=plan.phone,
        table=plan.table if is_dine_in else None,
        table_identifier=plan.table.identifier if is_dine_in and plan.table else "",
        delivery_area=plan.area,
        delivery_area_name=plan.area.area if plan.area else "",
        appointment_date=draft.get("appointment_date"),
        payment_method=plan.payment_method,
        # the customer accepted them online; a caller was not asked
        legal_instructions=not plan.is_phone_order,
        privacy_policy=not plan.is_phone_order,
        donatee_id=plan.donatee.pk if plan.donatee else None,
        donatee_name=plan.donatee.name if plan.donatee else "",
        is_delivery=is_delivery,
        is_dine_in=is_dine_in,
        is_quotation=plan.branch.is_quotation_required,
        origin=plan.origin,
        origin_detail=plan.origin_detail,
        idempotency_key=idempotency_key or None,
        idempotency_fingerprint=fingerprint if idempotency_key else "",
    )
    order.country = order.country or "AT"
    apply_pricing(order, pricing)
    order.save()
    rows = [
        cart.item_row(index, plan.products[item["product"]], item, plan.kind) for index, item in enumerate(plan.items)
    ]
    for row in rows:
        row.order = order
    OrderItem.objects.bulk_create(rows)
    selectors.with_stored_items(order, rows)
    contact_saved(order.pk)
    cart.claim_uploads(cart.upload_ids(plan.products, plan.items), plan.branch.pk)
    if plan.payment_method not in ONLINE_PAYMENT_METHODS:
        # an online order is announced once it is paid (ordering.services.online_payment)
        notifications.notify_order_event(order.pk, Event.CREATED)
        # the branch's printers print it (receipt, kitchen tickets); an online order once it is paid
        order_to_print(order, PrintReason.NEW)
    order.ticket_number = allocate_ticket_number(plan.branch, day)
    Order.objects.filter(pk=order.pk).update(ticket_number=order.ticket_number)
    return order


def apply_pricing(order: Order, pricing: CartPricing) -> None:
    """The pricing result as stored with the order (taxes keyed by rate, 4 decimals)."""
    data = pricing.to_dict()
    order.gross = pricing.gross
    order.net = pricing.net
    order.delivery_gross = pricing.delivery_gross
    order.total_net = pricing.total_net
    order.total_gross = pricing.total_gross
    order.taxes = data["taxes"]
    order.is_approximate = pricing.is_approximate
