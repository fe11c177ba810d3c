"""Mollie through its official client (mollie-api-python), payments API v2.

The webhook carries only the payment's id: the status is always fetched from Mollie, never read from
the request. The base URL comes from MOLLIE_API_URL (the sandbox when PAYMENT_SANDBOX is on).
"""

import logging
import re
from decimal import Decimal, InvalidOperation

from mollie.api.client import Client
from mollie.api.error import Error as MollieError

from ..config import provider_config
from ..models import PaymentStatus
from .base import ProviderError, RemotePayment, Webhook, WebhookRefused

logger = logging.getLogger(__name__)

PAYMENT_ID = re.compile(r"^tr_[0-9A-Za-z]{1,60}$")
STATUSES = {
    "open": PaymentStatus.OPEN,
    "pending": PaymentStatus.PENDING,
    "authorized": PaymentStatus.PENDING,
    "paid": PaymentStatus.PAID,
    "failed": PaymentStatus.FAILED,
    "canceled": PaymentStatus.CANCELED,
    "expired": PaymentStatus.EXPIRED,
}
MISSING_ID = "Die Zahlungs-ID fehlt oder ist ungültig."


def mollie_amount(value: Decimal) -> str:
    """Mollie's amount: a string with exactly two decimals ('12.50')."""
    return f"{value:.2f}"


def _decimal(money: dict | None) -> Decimal:
    try:
        return Decimal(str((money or {}).get("value", "0")))
    except InvalidOperation:
        return Decimal(-1)


class MollieProvider:
    def __init__(self, base_url: str | None = None):
        config = provider_config(base_url)
        self.client = Client(timeout=(3, 15), retry=1)
        self.client.set_api_endpoint(config.mollie_api_url)
        self.api_key = config.mollie_api_key

    def _call(self, what: str, call):
        try:
            self.client.set_api_key(self.api_key)
            return call()
        except MollieError as error:
            logger.warning("mollie %s failed: %s", what, error)
            raise ProviderError(str(error)) from error

    def create(self, payment, *, redirect_url: str, cancel_url: str, webhook_url: str) -> RemotePayment:
        data = {
            "amount": {"currency": payment.currency, "value": mollie_amount(payment.amount)},
            "description": payment.description,
            "redirectUrl": redirect_url,
            "webhookUrl": webhook_url,
            "metadata": payment.metadata,
            "locale": "de_AT",
        }
        remote = self._call(
            "create", lambda: self.client.payments.create(data, idempotency_key=f"create-{payment.token}")
        )
        return self._remote(remote)

    def fetch(self, payment) -> RemotePayment:
        return self._remote(self._call("get", lambda: self.client.payments.get(payment.provider_id)))

    def refund(self, payment, amount: Decimal, idempotency_key: str) -> str:
        def call():
            remote = self.client.payments.get(payment.provider_id)
            return remote.refunds.create(
                {
                    "amount": {"currency": payment.currency, "value": mollie_amount(amount)},
                    "description": payment.description[:140],
                },
                idempotency_key=idempotency_key,
            )

        refund = self._call("refund", call)
        if not refund.id:
            raise ProviderError("Mollie: keine ID der Rückerstattung")
        return refund.id

    def webhook_payment_id(self, webhook: Webhook) -> str:
        payment_id = webhook.form.get("id", "")
        if not isinstance(payment_id, str) or not PAYMENT_ID.match(payment_id):
            raise WebhookRefused(MISSING_ID)
        return payment_id

    def _remote(self, remote) -> RemotePayment:
        status = STATUSES.get(remote.status, PaymentStatus.PENDING)
        amount = _decimal(remote.amount)
        if status == PaymentStatus.PAID and _decimal(remote.amount_refunded) >= amount > 0:
            status = PaymentStatus.REFUNDED
        return RemotePayment(
            id=remote.id,
            status=status,
            amount=amount,
            currency=str((remote.amount or {}).get("currency", "")),
            checkout_url=remote.checkout_url or "",
            provider_status=str(remote.status),
        )
