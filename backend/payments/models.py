"""Online payments at a provider (Mollie, Datatrans): generic, knowing nothing of orders.

A payment holds what the provider is asked to charge (amount as Decimal, currency), the caller's
reference and metadata, where the customer returns to, the provider's id and its status with a
history. The area that owns the thing paid for (ordering) subscribes to status changes through
payments.registry; this area never imports it.
"""

import secrets
from decimal import Decimal

from django.db import models


def new_token() -> str:
    """The public id in the return URL (/api/payments/return/<token>): random, not a counter."""
    return secrets.token_urlsafe(18)


class Provider(models.TextChoices):
    """The online payment providers, the one list of their names: a payment's provider and, as ordering's online
    PaymentMethod values, an order's way to pay (docs/recipes/payment-provider.md)."""

    MOLLIE = "mollie", "Mollie"
    DATATRANS = "datatrans", "Datatrans"


class PaymentStatus(models.TextChoices):
    """Where a payment stands, in our words (each provider's statuses map onto these)."""

    # created at the provider, the customer has not finished paying yet
    OPEN = "open", "Offen"
    # the customer finished, the provider has not confirmed the money yet
    PENDING = "pending", "In Bearbeitung"
    # the provider confirmed the server's amount
    PAID = "paid", "Bezahlt"
    # the full amount was given back through the provider (partial refunds keep a payment PAID: Payment.amount_refunded)
    REFUNDED = "refunded", "Rückerstattet"
    # the payment was refused or broke off with an error
    FAILED = "failed", "Fehlgeschlagen"
    # the customer cancelled on the payment page
    CANCELED = "canceled", "Abgebrochen"
    # nobody paid in time
    EXPIRED = "expired", "Abgelaufen"
    # the provider reports another amount or currency than the server asked for: never accepted as paid
    MISMATCH = "mismatch", "Betrag weicht ab"
    # the provider could not be reached when the payment was started
    NOT_STARTED = "not_started", "Nicht gestartet"


WAITING = frozenset({PaymentStatus.OPEN, PaymentStatus.PENDING})
UNSUCCESSFUL = frozenset(
    {
        PaymentStatus.FAILED,
        PaymentStatus.CANCELED,
        PaymentStatus.EXPIRED,
        PaymentStatus.MISMATCH,
        PaymentStatus.NOT_STARTED,
    }
)
# which status may follow which: a provider's late or repeated answer never moves a payment back
NEXT_STATUSES: dict[str, frozenset[str]] = {
    PaymentStatus.OPEN: frozenset(set(PaymentStatus) - {PaymentStatus.OPEN, PaymentStatus.REFUNDED}),
    PaymentStatus.PENDING: frozenset(
        set(PaymentStatus) - {PaymentStatus.OPEN, PaymentStatus.PENDING, PaymentStatus.REFUNDED}
    ),
    PaymentStatus.PAID: frozenset({PaymentStatus.REFUNDED}),
    PaymentStatus.REFUNDED: frozenset(),
    PaymentStatus.FAILED: frozenset(),
    PaymentStatus.CANCELED: frozenset(),
    PaymentStatus.EXPIRED: frozenset(),
    PaymentStatus.MISMATCH: frozenset(),
    PaymentStatus.NOT_STARTED: frozenset(),
}


class Payment(models.Model):
    provider = models.CharField("Anbieter", max_length=20, choices=Provider.choices)
    # the provider's id (Mollie tr_..., Datatrans transactionId); empty until the provider answered
    provider_id = models.CharField("Zahlungs-ID beim Anbieter", max_length=64, blank=True, default="")
    token = models.CharField("Öffentliche ID", max_length=32, unique=True, default=new_token, editable=False)
    # the caller's reference (an order's uid: ordering's status poll finds the order of a changed payment by it) and
    # what the provider shows the customer
    reference = models.CharField("Referenz", max_length=64)
    description = models.CharField("Beschreibung", max_length=255)
    metadata = models.JSONField("Metadaten", default=dict, blank=True)
    amount = models.DecimalField("Betrag", max_digits=12, decimal_places=2)
    currency = models.CharField("Währung", max_length=3)
    status = models.CharField("Status", max_length=20, choices=PaymentStatus.choices, default=PaymentStatus.OPEN)
    # the provider's payment page
    checkout_url = models.URLField("Zahlungsseite", max_length=500, blank=True)
    # where the customer lands afterwards: paid (or still pending) / failed, cancelled, expired
    success_url = models.URLField("Rückkehr (Erfolg)", max_length=500)
    failure_url = models.URLField("Rückkehr (Fehler)", max_length=500)
    # where a customer who cancelled on the payment page goes back to (empty: the failure URL)
    cancel_url = models.URLField("Rückkehr (Abbruch)", max_length=500, blank=True)
    # the provider's id of the latest refund (Mollie re_..., Datatrans credit transactionId); all of them: refunds
    refund_id = models.CharField("Rückerstattungs-ID", max_length=64, blank=True, default="")
    # the sum of the refunds the provider confirmed (Refund rows REFUNDED), kept with the payment row locked
    amount_refunded = models.DecimalField("Erstattet", max_digits=12, decimal_places=2, default=0)
    # [{"status": "paid", "label": "Bezahlt", "at": "2026-11-25T11:00:00+00:00", "note": ""}, ...]
    history = models.JSONField("Verlauf", default=list, blank=True)
    created_at = models.DateTimeField("Erstellt", auto_now_add=True)
    updated_at = models.DateTimeField("Geändert", auto_now=True)

    class Meta:
        verbose_name = "Zahlung"
        verbose_name_plural = "Zahlungen"
        ordering = ["-created_at", "-id"]
        constraints = [
            models.UniqueConstraint(
                fields=["provider", "provider_id"],
                condition=~models.Q(provider_id=""),
                name="payment_unique_provider_id",
            )
        ]
        indexes = [
            # the periodic check: payments still waiting, oldest first
            models.Index(fields=["status", "created_at"], name="payment_waiting"),
        ]

    def __str__(self):
        return f"Zahlung {self.get_provider_display()} {self.provider_id or self.token}"

    @property
    def is_waiting(self) -> bool:
        return self.status in WAITING

    @property
    def amount_held(self) -> Decimal:
        """What the provider still holds of the payment: the amount paid minus what was refunded."""
        return Decimal(self.amount) - Decimal(self.amount_refunded)

    @property
    def refno(self) -> str:
        """Our reference at the provider (Datatrans refno, at most 20 characters)."""
        return f"BW{self.pk:010d}"


class RefundStatus(models.TextChoices):
    # written before the provider is asked; asked again with the same idempotency key until it answers
    PENDING = "pending", "Ausstehend"
    # the provider confirmed the refund: counted in Payment.amount_refunded
    REFUNDED = "refunded", "Erstattet"


class Refund(models.Model):
    """One amount given back through the provider (a partial refund, or the rest of the payment).

    Stored PENDING, with the payment row locked, before the provider is asked, so the same money is never
    promised twice; its token is the idempotency key at the provider, so asking again never pays twice.
    """

    payment = models.ForeignKey(Payment, on_delete=models.PROTECT, related_name="refunds", verbose_name="Zahlung")
    amount = models.DecimalField("Betrag", max_digits=12, decimal_places=2)
    status = models.CharField("Status", max_length=20, choices=RefundStatus.choices, default=RefundStatus.PENDING)
    token = models.CharField("Idempotenzschlüssel", max_length=32, unique=True, default=new_token, editable=False)
    # the provider's id of the refund (Mollie re_..., Datatrans credit transactionId)
    provider_id = models.CharField("Rückerstattungs-ID", max_length=64, blank=True, default="")
    # why: 'Bestellung geändert: 22,00 → 5,50', 'Rückerstattung'
    note = models.CharField("Anlass", max_length=255, blank=True, default="")
    created_at = models.DateTimeField("Erstellt", auto_now_add=True)
    updated_at = models.DateTimeField("Geändert", auto_now=True)

    class Meta:
        verbose_name = "Rückerstattung"
        verbose_name_plural = "Rückerstattungen"
        ordering = ["created_at", "id"]
        indexes = [models.Index(fields=["status", "created_at"], name="refund_pending")]

    def __str__(self):
        return f"Rückerstattung {self.amount} {self.payment.currency} ({self.get_status_display()})"
