"""Where the providers are and how we authenticate, from settings (docs/configuration.md).

With PAYMENT_SANDBOX (never in production) every provider URL that is not configured points at the
sandbox this server mounts under /sandbox/, so the real client libraries talk to it over HTTP.
"""

from dataclasses import dataclass

from django.conf import settings

from core.public_url import public_base_url

# the sandbox's credentials (paysandbox accepts exactly these)
SANDBOX_MOLLIE_API_KEY = "test_sandboxbestellwerk"
SANDBOX_DATATRANS_MERCHANT_ID = "1100000000"
SANDBOX_DATATRANS_PASSWORD = "sandbox-passwort"
SANDBOX_DATATRANS_HMAC_KEY = "6b6579206f66207468652062657374656c6c7765726b2073616e64626f78"


@dataclass(frozen=True)
class ProviderConfig:
    base_url: str
    mollie_api_key: str
    mollie_api_url: str
    datatrans_merchant_id: str
    datatrans_password: str
    datatrans_hmac_key: str
    datatrans_api_url: str
    datatrans_pay_url: str


def provider_config(base_url: str | None = None) -> ProviderConfig:
    """base_url: the address this server was reached at (core.public_url.public_base_url of the request,
    which the sandbox URLs follow); None outside a request (the configured or served address)."""
    base = base_url or public_base_url()
    sandbox = settings.PAYMENT_SANDBOX

    def pick(value: str, sandbox_value: str, default: str) -> str:
        return (value or (sandbox_value if sandbox else default)).rstrip("/")

    return ProviderConfig(
        base_url=base,
        mollie_api_key=pick(settings.MOLLIE_API_KEY, SANDBOX_MOLLIE_API_KEY, ""),
        mollie_api_url=pick(settings.MOLLIE_API_URL, f"{base}/sandbox/mollie", "https://api.mollie.com"),
        datatrans_merchant_id=pick(settings.DATATRANS_MERCHANT_ID, SANDBOX_DATATRANS_MERCHANT_ID, ""),
        datatrans_password=settings.DATATRANS_PASSWORD or (SANDBOX_DATATRANS_PASSWORD if sandbox else ""),
        datatrans_hmac_key=settings.DATATRANS_HMAC_KEY or (SANDBOX_DATATRANS_HMAC_KEY if sandbox else ""),
        datatrans_api_url=pick(settings.DATATRANS_API_URL, f"{base}/sandbox/datatrans", "https://api.datatrans.com"),
        datatrans_pay_url=pick(
            settings.DATATRANS_PAY_URL, f"{base}/sandbox/datatrans-pay", "https://pay.datatrans.com"
        ),
    )
