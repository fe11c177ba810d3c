"""What every payment provider can do: create a payment, tell its status, refund it, name a webhook's payment."""

from collections.abc import Mapping
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Protocol


class ProviderError(Exception):
    """The provider could not be reached or refused the request (logged; the caller answers in German)."""


class WebhookRefused(Exception):
    """A webhook that names no payment or carries no valid signature: answered with 4xx, nothing changed."""

    def __init__(self, message: str, status: int = 400):
        self.message = message
        self.status = status
        super().__init__(message)


@dataclass(frozen=True)
class RemotePayment:
    """A payment as the provider reports it, in our statuses (payments.models.PaymentStatus)."""

    id: str
    status: str
    amount: Decimal
    currency: str
    checkout_url: str = ""
    # the provider's own wording, kept in the history
    provider_status: str = ""


@dataclass(frozen=True)
class Webhook:
    """What a provider's webhook call brought, read from the HTTP request by the view: the raw body and the
    headers (Datatrans signs the body), the form fields (Mollie posts its payment's id as a form)."""

    body: bytes = b""
    headers: Mapping[str, str] = field(default_factory=dict)
    form: Mapping[str, str] = field(default_factory=dict)


class PaymentProvider(Protocol):
    def create(self, payment, *, redirect_url: str, cancel_url: str, webhook_url: str) -> RemotePayment: ...

    def fetch(self, payment) -> RemotePayment: ...

    def refund(self, payment, amount: Decimal, idempotency_key: str) -> str:
        """Give `amount` (all or part of the payment) back; the provider's id of the refund.

        A repeated call with the same idempotency key refunds nothing twice: it answers the first refund.
        """
        ...

    def webhook_payment_id(self, webhook: Webhook) -> str: ...
