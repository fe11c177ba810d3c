"""Customers kept from orders, and the GDPR erase of one customer's personal data."""

from django.db import IntegrityError, transaction
from django.utils import timezone

from audit.models import Action
from audit.services import record_change, redact_history
from core.permissions import require_admin
from ordering.models import Order
from ordering.services import status_poll
from rules.phone import normalize_phone

from ..models import Customer, CustomerOrder

ANONYMOUS = "Anonymisiert"
# the customer's own contact fields, erased from its history as well
CUSTOMER_FIELDS = ("name", "email", "phone", "company_name")
# the order's personal fields: names, addresses, contact, free texts; sums, items, status and dates stay
ERASED_FIELDS = (
    "company_name",
    "first_name",
    "last_name",
    "street",
    "floor",
    "stairway",
    "door",
    "zip_code",
    "city",
    "vat_number",
    "phone",
    "email",
    "delivery_company_name",
    "delivery_first_name",
    "delivery_last_name",
    "delivery_street",
    "delivery_floor",
    "delivery_stairway",
    "delivery_door",
    "delivery_zip_code",
    "delivery_city",
    "comment",
    "questionnaire_comment",
    "rejection_message",
)


def identity(email: str, phone: str) -> tuple[str, str] | None:
    """(e-mail in lower case, normalised phone); None for an order with neither (no customer)."""
    email = (email or "").strip().lower()
    phone = normalize_phone(phone)
    if not email and not phone:
        return None
    return email, phone


def _find(email: str, phone: str) -> Customer | None:
    if email:
        return Customer.objects.filter(email=email).first()
    return Customer.objects.filter(phone=phone).order_by("id").first()


def _customer_for(order: Order) -> Customer | None:
    key = identity(order.email, order.phone)
    if key is None:
        return None
    email, phone = key
    name = order.customer_name
    for _attempt in range(2):
        customer = _find(email, phone)
        if customer is None:
            try:
                with transaction.atomic():
                    return Customer.objects.create(email=email, phone=phone, name=name, company_name=order.company_name)
            except IntegrityError:
                # placed at the same moment by another order of the same customer: take that one
                continue
        # the latest order names the customer
        customer.name, customer.company_name = name or customer.name, order.company_name or customer.company_name
        customer.phone = phone or customer.phone
        customer.save(update_fields=["name", "company_name", "phone", "updated_at"])
        return customer
    return _find(email, phone)


def link_order(order_id: int) -> None:
    """Join the order to its customer (found or created by e-mail, else phone); a customer left without orders goes."""
    with transaction.atomic():
        order = Order.objects.filter(pk=order_id).first()
        if order is None:
            return
        previous = CustomerOrder.objects.filter(order_id=order_id).select_related("customer").first()
        customer = _customer_for(order)
        if previous is not None and (customer is None or previous.customer_id != customer.pk):
            old = previous.customer
            previous.delete()
            if not old.links.exists():
                old.delete()
            previous = None
        if customer is not None and previous is None:
            CustomerOrder.objects.create(customer=customer, order=order)


def rebuild() -> int:
    """Link every order not linked yet (oldest first, so the newest order names the customer); the count linked."""
    linked = 0
    ids = Order.objects.filter(customer_link__isnull=True).order_by("created_at", "id").values_list("pk", flat=True)
    for order_id in ids.iterator():
        link_order(order_id)
        linked += 1
    return linked


def erase(actor, customer: Customer) -> int:
    """Anonymise the personal fields of every order of the customer and remove the customer; audited.

    Sums, items, status and dates stay (bookkeeping and statistics keep counting them). The audit entry
    names the customer by id and the orders by id only: it must not keep what was erased. Administrators only,
    as the API's IsAdmin.
    """
    require_admin(actor)
    with transaction.atomic():
        order_ids = list(customer.links.values_list("order_id", flat=True))
        blank = {name: "" for name in ERASED_FIELDS} | {"first_name": ANONYMOUS}
        Order.objects.filter(pk__in=order_ids).update(
            **blank,
            is_company=False,
            is_delivery_company=False,
            # the status page's ETag follows updated_at
            updated_at=timezone.now(),
        )
        # an update passes no signal: the status page's kept ETags are read again after the commit
        status_poll.refresh(Order.objects.filter(pk__in=order_ids).values_list("uid", flat=True))
        # what the history recorded of these orders and of the customer goes as well (the entries stay)
        redact_history(Order, order_ids, ERASED_FIELDS)
        redact_history(Customer, [customer.pk], CUSTOMER_FIELDS, label=lambda pk: f"Kunde {pk}")
        # the entry's label must not name the person: str() of a customer without contact is 'Kunde <id>'
        customer.name = customer.email = customer.phone = customer.company_name = ""
        record_change(
            actor,
            Action.DELETE,
            customer,
            before={"anonymisierteBestellungen": None},
            after={"anonymisierteBestellungen": sorted(order_ids)},
            force=True,
        )
        customer.delete()
    return len(order_ids)
