"""The provider interface and its implementations (Mollie, Datatrans)."""

from ..models import Provider
from .base import PaymentProvider, ProviderError, RemotePayment, WebhookRefused
from .datatrans import DatatransProvider
from .mollie import MollieProvider

__all__ = ["PaymentProvider", "ProviderError", "RemotePayment", "WebhookRefused", "get_provider"]


def get_provider(name: str, request=None) -> PaymentProvider:
    if name == Provider.MOLLIE:
        return MollieProvider(request)
    if name == Provider.DATATRANS:
        return DatatransProvider(request)
    raise ValueError(name)
