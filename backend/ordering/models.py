"""Orders, their items and the per-branch, per-day ticket counters.

Prices, names and tax rates are snapshots taken when the order is placed: the catalogue may change
later, an order does not. The donatee and the products are referred to by id only (no foreign key),
so an order outlives the catalogue rows it was made from.
"""

import secrets
from decimal import Decimal

from django.core.validators import MaxValueValidator, MinValueValidator
from django.db import models

from organisation.models import Branch, DeliveryArea, Table
from payments.models import Payment, PaymentStatus, Provider
from rules.phone import display_phone


def new_uid() -> str:
    """The public id in the status page URL: random, not a counter."""
    return secrets.token_urlsafe(16)


def new_hash() -> str:
    """The secret beside the uid in the status page URL, compared in constant time."""
    return secrets.token_urlsafe(32)


class OrderStatus(models.TextChoices):
    """Where an order stands; the allowed moves are in TRANSITIONS below."""

    # placed, waiting for the branch (also while a counter appointment waits for the customer)
    NEW = "new", "Neu"
    # accepted by the branch, being prepared
    CONFIRMED = "confirmed", "Bestätigt"
    # out for delivery (delivery orders) or ready for pick-up
    IN_DELIVERY = "in_delivery", "In Zustellung"
    # handed over at the door (delivery orders)
    DELIVERED = "delivered", "Zugestellt"
    # done; the review questionnaire opens
    COMPLETED = "completed", "Abgeschlossen"
    # refused by the branch, optionally with a rejection message
    REJECTED = "rejected", "Abgelehnt"
    # called off by the branch or by the customer (counter appointment declined)
    CANCELED = "canceled", "Storniert"
    # the online payment failed; set by the payment provider integration only
    FAILED = "failed", "Fehlgeschlagen"


# What people read for `in_delivery` of an order that is not delivered: the customer fetches it (storefront
# spec, order progress: 'isInDelivery: out for delivery for delivery orders, else Abholbereit').
READY_FOR_PICKUP = "Abholbereit"


def status_label(status: str, is_delivery: bool) -> str:
    """The German name of `status` for an order of this type: 'In Zustellung' for a delivery, 'Abholbereit'
    for takeaway and dine-in; every other status reads the same for every type."""
    if status == OrderStatus.IN_DELIVERY and not is_delivery:
        return READY_FOR_PICKUP
    return OrderStatus(status).label


# The state machine: which status may follow which. Beside the enum, so the model, the services and
# the selectors read one table and nothing imports in a circle.
#
#     new ──confirm──▶ confirmed ──in-delivery──▶ in_delivery ──delivered──▶ delivered
#      │                  │                          │                          │
#      │                  └──completed──┐            ├──completed──┐            └──completed──▶ completed
#      │                                ▼            │             ▼
#      ├──reject──▶ rejected        completed        └──cancel──▶ canceled
#      └──cancel──▶ canceled   (confirmed ──cancel──▶ canceled as well)
#
# - `new` is the only state a counter appointment can be proposed in; while it waits for the customer
#   the order stays `new`. Accepting confirms the order, declining ('Nein, Bestellung stornieren')
#   cancels it.
# - completed, rejected, canceled and failed are final: nothing leaves them. `failed` is entered only by
#   the online payment integration (a failed payment), never by staff.
# - `delivered` follows `in_delivery` for delivery orders only (ordering.services.state_changes).
TRANSITIONS: dict[str, frozenset[str]] = {
    OrderStatus.NEW: frozenset({OrderStatus.CONFIRMED, OrderStatus.REJECTED, OrderStatus.CANCELED, OrderStatus.FAILED}),
    OrderStatus.CONFIRMED: frozenset({OrderStatus.IN_DELIVERY, OrderStatus.COMPLETED, OrderStatus.CANCELED}),
    OrderStatus.IN_DELIVERY: frozenset({OrderStatus.DELIVERED, OrderStatus.COMPLETED, OrderStatus.CANCELED}),
    OrderStatus.DELIVERED: frozenset({OrderStatus.COMPLETED}),
    OrderStatus.COMPLETED: frozenset(),
    OrderStatus.REJECTED: frozenset(),
    OrderStatus.CANCELED: frozenset(),
    OrderStatus.FAILED: frozenset(),
}
FINAL_STATUSES = frozenset(status for status, targets in TRANSITIONS.items() if not targets)
CURRENT_STATUSES = frozenset(OrderStatus) - FINAL_STATUSES

# position on the progress timeline; final states off the timeline have none
_PROGRESS = {
    OrderStatus.NEW: 0,
    OrderStatus.CONFIRMED: 1,
    OrderStatus.IN_DELIVERY: 2,
    OrderStatus.DELIVERED: 3,
    OrderStatus.COMPLETED: 4,
}


def can_transition(current: str, target: str) -> bool:
    return target in TRANSITIONS.get(current, frozenset())


def status_flags(status: str, is_delivery: bool) -> dict[str, bool]:
    """The status page's flags (snake_case; camelCase on the wire).

    Cumulative along the progress timeline (a completed order is also confirmed), so the status page
    ticks every step reached; is_delivered only ever applies to delivery orders.
    """
    progress = _PROGRESS.get(status, -1)
    return {
        "is_confirmed": progress >= 1,
        "is_in_delivery": progress >= 2,
        "is_delivered": is_delivery and progress >= 3,
        "is_completed": status == OrderStatus.COMPLETED,
        "is_rejected": status == OrderStatus.REJECTED,
        "is_canceled": status == OrderStatus.CANCELED,
        "is_failed": status == OrderStatus.FAILED,
    }


# paid at the counter or on delivery: no provider takes part
OFFLINE_PAYMENT_METHODS = (
    ("CASH", ("cash", "Barzahlung")),
    ("ATM_CARD", ("atm-card", "Bankomatkarte")),
    ("HYDRO_AG_VOUCHER", ("hydro-ag-voucher", "Essensgutschein")),
)

# An order's payment method: the offline ones, then every online provider of payments.models.Provider, the one list
# of the providers' names (PaymentMethod.MOLLIE is "mollie", Provider.MOLLIE's value); a new provider is added there.
PaymentMethod = models.TextChoices(
    "PaymentMethod",
    [*OFFLINE_PAYMENT_METHODS, *((provider.name, (provider.value, provider.label)) for provider in Provider)],
    module=__name__,
)

ONLINE_PAYMENT_METHODS = frozenset(PaymentMethod(provider.value) for provider in Provider)


class OrderOrigin(models.TextChoices):
    """Where an order came from (statistics 'Herkunft der Bestellungen'): the shop by itself, a scanned QR
    code, a campaign link (utm_campaign), or a caller whose order staff took (POST /api/orders/phone)."""

    SHOP = "shop", "Online-Shop"
    QR = "qr", "QR-Code"
    CAMPAIGN = "campaign", "Kampagne"
    PHONE = "phone", "Telefon"


# the orders a shop visit can lead to: the conversion rate (visitors → orders) counts only these
SHOP_ORIGINS = frozenset({OrderOrigin.SHOP, OrderOrigin.QR, OrderOrigin.CAMPAIGN})


class CounterAppointmentState(models.TextChoices):
    # no counter appointment was proposed
    NONE = "", "Keiner"
    # proposed by the branch, waiting for the customer's answer
    PROPOSED = "proposed", "Vorgeschlagen"
    # the customer accepted; the order is confirmed for that time
    ACCEPTED = "accepted", "Angenommen"
    # the customer declined; the order is canceled
    DECLINED = "declined", "Abgelehnt"


def _money(label: str, places: int = 2, **kwargs) -> models.DecimalField:
    return models.DecimalField(label, max_digits=12, decimal_places=places, default=0, **kwargs)


def _text(label: str, length: int = 120) -> models.CharField:
    return models.CharField(label, max_length=length, blank=True)


RATING = [MinValueValidator(1), MaxValueValidator(5)]


def labelled_street(street: str, stairway: str, floor: str, door: str) -> str:
    """'Hauptstraße 1, Stiege 1, Stock 2, Tür 7': stairway, floor and door named, empty ones left out."""
    labelled = [
        (f"{label} {value}" if value else "")
        for label, value in (("Stiege", stairway), ("Stock", floor), ("Tür", door))
    ]
    return ", ".join(part for part in (street, *labelled) if part)


# an online order not paid yet: not announced, not started by the kitchen (Order.is_payment_pending)
PAYMENT_PENDING = models.Q(payment_method__in=ONLINE_PAYMENT_METHODS, is_paid=False, is_refunded=False) & ~models.Q(
    status=OrderStatus.FAILED
)


class OrderQuerySet(models.QuerySet):
    def current(self):
        """Orders that still need the branch's attention (not in a final state)."""
        return self.exclude(status__in=FINAL_STATUSES)

    def announced(self):
        """Orders the branch is told about: every order but an online one whose payment is still pending."""
        return self.exclude(PAYMENT_PENDING)


class Order(models.Model):
    uid = models.CharField("Öffentliche ID", max_length=32, unique=True, default=new_uid, editable=False)
    hash = models.CharField("Zugriffsschlüssel", max_length=64, default=new_hash, editable=False)
    branch = models.ForeignKey(Branch, on_delete=models.PROTECT, related_name="orders", verbose_name="Filiale")
    table = models.ForeignKey(
        Table, on_delete=models.SET_NULL, null=True, blank=True, related_name="orders", verbose_name="Tisch"
    )
    table_identifier = _text("Tischnummer", 40)
    # per branch and business day (settings.TIME_ZONE), see ordering.services.tickets
    # empty only inside the transaction that places the order: the number is drawn last, right before the commit
    # (services.tickets), so orders of one branch queue for the counter as briefly as they can
    ticket_number = models.PositiveIntegerField("Ticketnummer", null=True)
    business_date = models.DateField("Geschäftstag")

    # the order draft (checkout)
    is_company = models.BooleanField("Firma", default=False)
    company_name = _text("Firmenname", 200)
    first_name = _text("Vorname")
    last_name = _text("Nachname")
    street = _text("Straße", 200)
    floor = _text("Stock", 20)
    stairway = _text("Treppe", 20)
    door = _text("Tür", 20)
    zip_code = _text("PLZ", 20)
    city = _text("Ort")
    country = models.CharField("Land", max_length=2, default="AT")
    vat_number = _text("UID-Nummer", 40)
    phone = _text("Telefon", 50)
    email = models.EmailField("E-Mail", blank=True)
    is_delivery_address_different = models.BooleanField("Abweichende Lieferadresse", default=False)
    is_delivery_company = models.BooleanField("Lieferung an Firma", default=False)
    delivery_company_name = _text("Firmenname (Lieferung)", 200)
    delivery_first_name = _text("Vorname (Lieferung)")
    delivery_last_name = _text("Nachname (Lieferung)")
    delivery_street = _text("Straße (Lieferung)", 200)
    delivery_floor = _text("Stock (Lieferung)", 20)
    delivery_stairway = _text("Treppe (Lieferung)", 20)
    delivery_door = _text("Tür (Lieferung)", 20)
    delivery_zip_code = _text("PLZ (Lieferung)", 20)
    delivery_city = _text("Ort (Lieferung)")
    delivery_country = models.CharField("Land (Lieferung)", max_length=2, blank=True)
    delivery_area = models.ForeignKey(
        DeliveryArea, on_delete=models.SET_NULL, null=True, blank=True, related_name="+", verbose_name="Liefergebiet"
    )
    delivery_area_name = _text("Liefergebiet (Name)")
    comment = models.TextField("Kommentar", blank=True)
    # null: as soon as possible
    appointment_date = models.DateTimeField("Gewünschter Termin", null=True, blank=True)
    payment_method = models.CharField(
        "Zahlungsart", max_length=20, choices=PaymentMethod.choices, default=PaymentMethod.CASH
    )
    legal_instructions = models.BooleanField("AGB akzeptiert", default=False)
    privacy_policy = models.BooleanField("Datenschutz akzeptiert", default=False)
    # catalogue.Donatee by id, with its name at the time of the order
    donatee_id = models.IntegerField("Spendenempfänger", null=True, blank=True)
    donatee_name = _text("Spendenempfänger (Name)", 200)
    is_delivery = models.BooleanField("Lieferung", default=False)
    is_dine_in = models.BooleanField("Dine In", default=False)
    is_quotation = models.BooleanField("Angebotsanfrage", default=False)
    origin = models.CharField("Herkunft", max_length=10, choices=OrderOrigin.choices, default=OrderOrigin.SHOP)
    # the QR code's path (origin qr) or the campaign's name (origin campaign)
    origin_detail = models.CharField("Herkunft (Detail)", max_length=100, blank=True, default="")

    # progress; the status page flags are derived from `status` (status_flags)
    status = models.CharField("Status", max_length=20, choices=OrderStatus.choices, default=OrderStatus.NEW)
    is_paid = models.BooleanField("Bezahlt", default=False)
    is_refunded = models.BooleanField("Rückerstattet", default=False)
    # the online payment (mollie, datatrans): provider, provider's id, amount, status history
    payment = models.OneToOneField(
        Payment, on_delete=models.PROTECT, null=True, blank=True, related_name="order", verbose_name="Zahlung"
    )
    counter_appointment = models.DateTimeField("Gegenvorschlag", null=True, blank=True)
    # set by staff when confirming: the status page reads 'Voraussichtlich fertig um 12:45 Uhr'
    ready_by = models.DateTimeField("Voraussichtlich fertig um", null=True, blank=True)
    counter_appointment_state = models.CharField(
        "Gegenvorschlag (Status)",
        max_length=10,
        choices=CounterAppointmentState.choices,
        default=CounterAppointmentState.NONE,
        blank=True,
    )
    rejection_message = models.TextField("Ablehnungsgrund", blank=True)

    # review questionnaire (once, after completion)
    rating = models.PositiveSmallIntegerField("Bewertung", null=True, blank=True, validators=RATING)
    food_rating = models.PositiveSmallIntegerField("Essen", null=True, blank=True, validators=RATING)
    service_rating = models.PositiveSmallIntegerField("Service", null=True, blank=True, validators=RATING)
    process_rating = models.PositiveSmallIntegerField("Ablauf", null=True, blank=True, validators=RATING)
    questionnaire_comment = models.TextField("Kommentar zur Bewertung", blank=True)
    questionnaire_answered_at = models.DateTimeField("Bewertet am", null=True, blank=True)

    # pricing result at the time of the order (net values to 4 decimals, as the spec rounds them)
    gross = _money("Brutto")
    net = _money("Netto", 4)
    delivery_gross = _money("Lieferkosten (brutto)")
    total_net = _money("Summe netto", 4)
    total_gross = _money("Summe brutto")
    # {"10.00": "1.2345", ...}: tax amount per rate
    taxes = models.JSONField("Steuern", default=dict, blank=True)
    is_approximate = models.BooleanField("Ungefährer Preis", default=False)

    # a repeated submit with the same key returns the first order
    idempotency_key = models.CharField("Idempotenzschlüssel", max_length=100, null=True, blank=True)
    # SHA-256 of the draft placed with the key: a repeat with another draft is refused
    idempotency_fingerprint = models.CharField("Fingerabdruck der Anfrage", max_length=64, blank=True, default="")
    created_at = models.DateTimeField("Erstellt", auto_now_add=True)
    # every change of the order or its items touches it: the status page ETag is built from it
    updated_at = models.DateTimeField("Geändert", auto_now=True)

    objects = OrderQuerySet.as_manager()

    class Meta:
        verbose_name = "Bestellung"
        verbose_name_plural = "Bestellungen"
        ordering = ["-created_at", "-id"]
        constraints = [
            models.UniqueConstraint(
                fields=["branch", "business_date", "ticket_number"], name="order_unique_ticket_per_branch_day"
            ),
            models.UniqueConstraint(fields=["branch", "idempotency_key"], name="order_unique_idempotency_key"),
        ]
        indexes = [
            # board queries: current / missed orders of a branch
            models.Index(fields=["branch", "status", "created_at"], name="order_board"),
            # history: a branch's orders by date
            models.Index(fields=["branch", "created_at"], name="order_history"),
            # board ETag: the latest change among a branch's orders
            models.Index(fields=["branch", "updated_at"], name="order_branch_updated"),
        ]

    def __str__(self):
        return f"Bestellung {self.ticket_number} vom {self.business_date:%d.%m.%Y}"

    @property
    def customer_name(self) -> str:
        return " ".join(part for part in (self.first_name, self.last_name) if part) or self.company_name

    @property
    def is_payment_canceled(self) -> bool:
        """The customer cancelled on the provider's payment page (Mollie 'canceled', Datatrans cancel)."""
        return self.payment is not None and self.payment.status == PaymentStatus.CANCELED

    @property
    def status_label(self) -> str:
        """The status as people read it, by the order's type (status_label): never get_status_display."""
        return status_label(self.status, self.is_delivery)

    @property
    def phone_display(self) -> str:
        """The stored number as staff read it: '+43 664 1234567' (rules.phone.display_phone)."""
        return display_phone(self.phone)

    @property
    def appointment(self):
        """The time the order is due: an accepted counter appointment, else the wish (None: asap)."""
        if self.counter_appointment_state == CounterAppointmentState.ACCEPTED:
            return self.counter_appointment
        return self.appointment_date

    @property
    def address_lines(self) -> list[str]:
        """The delivery address for people ('Hauptstraße 1, Stiege 1, Stock 2, Tür 7', '1060 Wien'):
        the different delivery address when given, with the name of its recipient first."""
        if self.is_delivery_address_different:
            name = " ".join(p for p in (self.delivery_first_name, self.delivery_last_name) if p)
            street = labelled_street(
                self.delivery_street, self.delivery_stairway, self.delivery_floor, self.delivery_door
            )
            rows = [self.delivery_company_name, name, street, f"{self.delivery_zip_code} {self.delivery_city}"]
        else:
            street = labelled_street(self.street, self.stairway, self.floor, self.door)
            rows = [street, f"{self.zip_code} {self.city}"]
        return [row.strip() for row in rows if row and row.strip()]

    @property
    def is_online_payment(self) -> bool:
        return self.payment_method in ONLINE_PAYMENT_METHODS

    @property
    def is_payment_pending(self) -> bool:
        """Paid online, and the provider has not confirmed the money yet (nor has the payment failed)."""
        return (
            self.is_online_payment and not self.is_paid and not self.is_refunded and self.status != OrderStatus.FAILED
        )

    @property
    def amount_paid(self) -> Decimal:
        """What the customer paid online (0 before the provider confirmed it, and for other methods)."""
        return Decimal(self.payment.amount) if self.is_online_payment and self.is_paid and self.payment else Decimal(0)

    @property
    def amount_refunded(self) -> Decimal:
        """What went back to the customer through the provider (partial refunds of edits, the full refund)."""
        return Decimal(self.payment.amount_refunded) if self.is_online_payment and self.payment else Decimal(0)

    @property
    def payment_state(self) -> str:
        """How receipts and mails name the payment: 'bezahlt', 'teilweise erstattet', 'erstattet' or ''."""
        if self.is_online_payment and self.is_paid:
            if self.is_refunded or (self.payment is not None and self.payment.amount_held <= 0):
                return "erstattet"
            if self.amount_refunded > 0:
                return "teilweise erstattet"
        return "bezahlt" if self.is_paid else ""

    @property
    def is_questionnaire_answered(self) -> bool:
        return self.questionnaire_answered_at is not None

    @property
    def flags(self) -> dict[str, bool]:
        """isConfirmed, isInDelivery, ... of the status page (status_flags)."""
        return status_flags(self.status, self.is_delivery)

    @property
    def display_number(self) -> str:
        """'Nr. 12': the ticket number of the day."""
        return f"Nr. {self.ticket_number}"

    @property
    def is_price_hidden(self) -> bool:
        """An item's price is hidden ('Preis auf Anfrage'): the customer sees no gross, totals or taxes.

        Reads the items through `items.all()`, so a prefetched order asks no further query.
        """
        return any(item.is_price_hidden for item in self.items.all())


class OrderItem(models.Model):
    order = models.ForeignKey(Order, on_delete=models.CASCADE, related_name="items", verbose_name="Bestellung")
    # the item's index in the order (PUT /orders/{id}/items/{index})
    position = models.PositiveIntegerField("Position")
    # catalogue.Product by id, with what the customer saw: {name, unit, price, tax rates, calculation_model, ...}
    product_id = models.IntegerField("Produkt")
    product = models.JSONField("Produkt (Stand der Bestellung)", default=dict)
    amount = models.DecimalField("Menge", max_digits=18, decimal_places=6)
    unit = models.CharField("Einheit", max_length=40)
    # aligned with the product's configurable parts: the choice ({options: [index, ...]} / {text} / {uploads})
    # plus the resolved option names under `names`
    parts = models.JSONField("Konfiguration", default=list, blank=True)
    unit_price = _money("Preis je Einheit", 4)
    gross = _money("Brutto")
    tax_rate = models.DecimalField("Steuersatz", max_digits=5, decimal_places=2, default=0)
    # ticked off on the kitchen board
    is_done = models.BooleanField("Erledigt", default=False)

    class Meta:
        verbose_name = "Bestellposition"
        verbose_name_plural = "Bestellpositionen"
        ordering = ["order", "position"]
        constraints = [models.UniqueConstraint(fields=["order", "position"], name="order_item_unique_position")]

    def __str__(self):
        """'2 Stk. Mohnflesserl' (the audit log names an item by it)."""
        from rules.decimals import quantity_text

        amount = quantity_text(self.amount).replace(".", ",") if self.amount is not None else ""
        return " ".join(part for part in (amount, self.unit_label, self.name) if part)

    @property
    def name(self) -> str:
        return str(self.product.get("name", ""))

    @property
    def is_price_hidden(self) -> bool:
        """The product's price was hidden when the order was placed (snapshot isPriceHidden)."""
        return bool((self.product or {}).get("isPriceHidden"))

    @property
    def unit_label(self) -> str:
        """The unit's short German name ('Stk.', 'kg') for mails and receipts."""
        from rules.units import UNITS

        unit = UNITS.get(self.unit)
        return unit.short_name if unit else self.unit


class TicketCounter(models.Model):
    """The last ticket number handed out per branch and business day; locked while a number is drawn."""

    branch = models.ForeignKey(Branch, on_delete=models.CASCADE, related_name="+")
    business_date = models.DateField("Geschäftstag")
    last_number = models.PositiveIntegerField("Letzte Nummer", default=0)

    class Meta:
        verbose_name = "Ticketzähler"
        verbose_name_plural = "Ticketzähler"
        constraints = [
            models.UniqueConstraint(fields=["branch", "business_date"], name="ticket_counter_unique_branch_day")
        ]

    def __str__(self):
        return f"{self.branch_id} {self.business_date}: {self.last_number}"
