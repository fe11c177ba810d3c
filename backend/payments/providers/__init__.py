"""The provider interface and its implementations (Mollie, Datatrans)."""

from ..models import Provider
from .base import PaymentProvider, ProviderError, RemotePayment, Webhook, WebhookRefused
from .datatrans import DatatransProvider
from .mollie import MollieProvider

__all__ = ["PaymentProvider", "ProviderError", "RemotePayment", "Webhook", "WebhookRefused", "get_provider"]


def get_provider(name: str, base_url: str | None = None) -> PaymentProvider:
    """base_url: as payments.config.provider_config takes it."""
    if name == Provider.MOLLIE:
        return MollieProvider(base_url)
    if name == Provider.DATATRANS:
        return DatatransProvider(base_url)
    raise ValueError(name)
