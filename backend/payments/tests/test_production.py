"""With DJANGO_ENV=production the sandbox is never reachable: not installed, its URLs not mounted, the real
provider endpoints in use; asking for it there stops the start."""

import os
import subprocess
import sys
from pathlib import Path

BACKEND = Path(__file__).resolve().parents[2]
PROBE = """
import django
django.setup()
from django.conf import settings
from django.test import Client
from django.urls import resolve
from payments.config import provider_config
config = provider_config()
print("installed", "paysandbox" in settings.INSTALLED_APPS)
print("resolves", resolve("/sandbox/mollie/v2/payments").url_name, resolve("/sandbox/pay/tr_1").url_name)
print("mollie", config.mollie_api_url)
print("datatrans", config.datatrans_api_url, config.datatrans_pay_url)
print("key", repr(config.mollie_api_key), repr(config.datatrans_hmac_key))
"""


def _production(**values) -> dict[str, str]:
    env = {
        key: value for key, value in os.environ.items() if key not in {"DATABASE_URL", "TEST_CLOCK", "PAYMENT_SANDBOX"}
    }
    return {
        **env,
        "DJANGO_SETTINGS_MODULE": "config.settings",
        "LOG_LEVEL": "WARNING",
        "DJANGO_ENV": "production",
        "SECRET_KEY": "s" * 50,
        "ALLOWED_HOSTS": "shop.example.com",
        "PUBLIC_BASE_URL": "https://shop.example.com",
        **values,
    }


def _run(env: dict) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-c", PROBE], cwd=BACKEND, env=env, capture_output=True, text=True, timeout=60
    )


def test_production_has_no_sandbox_and_talks_to_the_providers():
    # when
    result = _run(_production())

    # then: /sandbox/... is only the storefront's catch-all (its 404 page), the live endpoints are used
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines() == [
        "installed False",
        "resolves storefront storefront",
        "mollie https://api.mollie.com",
        "datatrans https://api.datatrans.com https://pay.datatrans.com",
        "key '' ''",
    ]


def test_production_refuses_to_start_with_the_sandbox_switched_on():
    # when
    result = _run(_production(PAYMENT_SANDBOX="1"))

    # then
    assert result.returncode != 0
    assert result.stderr.strip().endswith(
        "django.core.exceptions.ImproperlyConfigured: PAYMENT_SANDBOX ist nur für Entwicklung und Tests gedacht, "
        "nicht für die Produktion."
    )


def test_development_mounts_the_sandbox_by_default():
    env = {**_production(), "DJANGO_ENV": "development"}
    result = _run(env)
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines()[:2] == ["installed True", "resolves sandbox-mollie-payments sandbox-pay-mollie"]
