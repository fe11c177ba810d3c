"""The shop's public address: PUBLIC_BASE_URL when set, else the address a request came to, else the
address the server listens on; production refuses to start without it."""

import os
import subprocess
import sys
from pathlib import Path

import pytest
from django.test import RequestFactory

from core.public_url import looks_local, public_base_url

BACKEND = Path(__file__).resolve().parents[2]


def test_configured_address_wins_over_the_request(settings):
    settings.PUBLIC_BASE_URL = "https://shop.example.at"

    request = RequestFactory().get("/", HTTP_HOST="127.0.0.1:8123")

    assert public_base_url(request) == "https://shop.example.at"
    assert public_base_url() == "https://shop.example.at"


def test_without_configuration_the_request_names_the_address(settings):
    settings.PUBLIC_BASE_URL = ""
    settings.SERVED_BASE_URL = "http://127.0.0.1:8123"

    plain = RequestFactory().get("/", HTTP_HOST="localhost:8123")
    secure = RequestFactory().get("/", HTTP_HOST="localhost:8443", secure=True)

    assert public_base_url(plain) == "http://localhost:8123"
    assert public_base_url(secure) == "https://localhost:8443"
    assert public_base_url() == "http://127.0.0.1:8123"


def _settings_in_a_process(**values) -> subprocess.CompletedProcess:
    keep = {key: value for key, value in os.environ.items() if key not in {"DJANGO_ENV", "PUBLIC_BASE_URL", "HOST"}}
    env = {**keep, "DJANGO_SETTINGS_MODULE": "config.settings", "LOG_LEVEL": "WARNING", **values}
    code = "import django; django.setup(); from core.public_url import public_base_url; print(public_base_url())"
    return subprocess.run(
        [sys.executable, "-c", code], cwd=BACKEND, env=env, capture_output=True, text=True, timeout=60
    )


@pytest.mark.parametrize(
    ("served", "address"),
    [
        ({"PORT": "8123"}, "http://127.0.0.1:8123"),
        ({"PORT": "9000", "HOST": "0.0.0.0"}, "http://127.0.0.1:9000"),
        ({"PORT": "9000", "HOST": "::1"}, "http://[::1]:9000"),
        ({"PORT": "9000", "PUBLIC_BASE_URL": "https://shop.example.at/"}, "https://shop.example.at"),
    ],
)
def test_outside_a_request_the_served_port_is_followed(served, address):
    started = _settings_in_a_process(**served)

    assert started.returncode == 0, started.stderr
    assert started.stdout.strip() == address


def test_production_refuses_to_start_without_a_public_address():
    production = {"DJANGO_ENV": "production", "SECRET_KEY": "s" * 50, "ALLOWED_HOSTS": "shop.example.at"}

    refused = _settings_in_a_process(**production)
    started = _settings_in_a_process(**production, PUBLIC_BASE_URL="https://shop.example.at")

    assert refused.returncode != 0
    assert refused.stderr.strip().endswith(
        "PUBLIC_BASE_URL muss in der Produktionsumgebung gesetzt sein, z. B. https://shop.example.com."
    )
    assert started.returncode == 0, started.stderr
    assert started.stdout.strip() == "https://shop.example.at"


@pytest.mark.parametrize(
    ("url", "local"),
    [
        ("http://127.0.0.1:8000", True),
        ("http://localhost:8123", True),
        ("http://[::1]:8000", True),
        ("http://192.168.1.20:8000", True),
        ("http://10.0.0.5", True),
        ("http://kasse.local", True),
        ("http://kassenrechner:8000", True),
        ("https://shop.example.at", False),
        ("https://203.0.113.7", True),  # documentation range: reserved, not reachable from the internet
        ("https://93.184.215.14", False),
    ],
)
def test_local_looking_addresses(url, local):
    assert looks_local(url) is local
