"""The address guests reach the shop at: canonical URLs, table QR codes, login links, status links in messages."""

import ipaddress
from urllib.parse import urlsplit

from django.conf import settings
from django.http import HttpRequest


def public_base_url(request: HttpRequest | None = None) -> str:
    """PUBLIC_BASE_URL when it is set (production requires it); otherwise the address the request came
    to (its host and port, checked against ALLOWED_HOSTS), and outside a request the address the
    server listens on (HOST, PORT), so `make run` with another PORT prints codes that open."""
    if settings.PUBLIC_BASE_URL:
        return settings.PUBLIC_BASE_URL
    if request is not None:
        return f"{request.scheme}://{request.get_host()}"
    return settings.SERVED_BASE_URL


def looks_local(url: str) -> bool:
    """True when the address only this machine or the local network reaches: localhost, loopback,
    private and link-local addresses, names without a dot or under .local / .localhost / .internal."""
    host = (urlsplit(url).hostname or "").rstrip(".").lower()
    try:
        address = ipaddress.ip_address(host)
    except ValueError:
        return "." not in host or host.endswith((".local", ".localhost", ".internal", ".lan", ".home.arpa"))
    return address.is_private or address.is_loopback or address.is_link_local or address.is_unspecified
