"""The sandbox's own record of the payments it was asked for (shared by every server process)."""

import datetime
import secrets

from django.db import models
from django.utils import timezone


class Kind(models.TextChoices):
    MOLLIE = "mollie", "Mollie"
    DATATRANS = "datatrans", "Datatrans"
    # a Datatrans credit (refund) transaction, child of a payment
    DATATRANS_CREDIT = "datatrans_credit", "Datatrans-Gutschrift"


def mollie_id() -> str:
    return "tr_" + secrets.token_hex(8)


def datatrans_id() -> str:
    return str(secrets.randbelow(9 * 10**17) + 10**17)


def in_minutes(minutes: int):
    return lambda: timezone.now() + datetime.timedelta(minutes=minutes)


class SandboxPayment(models.Model):
    kind = models.CharField(max_length=20, choices=Kind.choices)
    # tr_... (Mollie) or the numeric transactionId (Datatrans)
    public_id = models.CharField(max_length=40, unique=True)
    # the provider's own status words (Mollie: open, paid, ...; Datatrans: initialized, settled, ...)
    status = models.CharField(max_length=20)
    amount = models.DecimalField(max_digits=12, decimal_places=2)
    currency = models.CharField(max_length=3)
    description = models.CharField(max_length=255, blank=True)
    refno = models.CharField(max_length=40, blank=True)
    metadata = models.JSONField(default=dict, blank=True)
    redirect_url = models.URLField(max_length=500, blank=True)
    success_url = models.URLField(max_length=500, blank=True)
    cancel_url = models.URLField(max_length=500, blank=True)
    error_url = models.URLField(max_length=500, blank=True)
    webhook_url = models.URLField(max_length=500, blank=True)
    auto_settle = models.BooleanField(default=True)
    amount_refunded = models.DecimalField(max_digits=12, decimal_places=2, default=0)
    # Mollie refunds [{id, amount, status, createdAt, idempotencyKey}]
    refunds = models.JSONField(default=list, blank=True)
    parent = models.ForeignKey("self", null=True, blank=True, on_delete=models.CASCADE, related_name="credits")
    # the Idempotency-Key of the request that created it: a repeat answers this payment again
    idempotency_key = models.CharField(max_length=100, blank=True, default="")
    created_at = models.DateTimeField(default=timezone.now)
    expires_at = models.DateTimeField()
    finished_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        verbose_name = "Sandbox-Zahlung"
        verbose_name_plural = "Sandbox-Zahlungen"
        constraints = [
            models.UniqueConstraint(
                fields=["kind", "idempotency_key"],
                condition=~models.Q(idempotency_key=""),
                name="sandbox_payment_unique_idempotency_key",
            )
        ]

    def __str__(self):
        return f"{self.kind} {self.public_id} {self.status}"
