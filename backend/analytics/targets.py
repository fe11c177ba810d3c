"""Where a QR code leads: the public address of its target, and the address a printed code opens.

Every target but `url` is a page of this shop. An external address (`url`) is allowed only to the hosts of
the setting QR_ALLOWED_HOSTS ('example.at' exactly, '.example.at' with its subdomains; empty: none), checked
when it is saved and again at every scan, so a code saved before a host was taken off the list stops working.
"""

from urllib.parse import urlencode, urlsplit, urlunsplit

from django.conf import settings
from django.http.request import validate_host

from organisation.selectors import table_url

from .models import QrCode, TargetKind


def product_anchor(product_id: int) -> str:
    """The storefront's anchor of a product card (ProductCard's id)."""
    return f"product-{product_id}"


def target_url(code: QrCode, base_url: str) -> str:
    """The public URL a scan of `code` lands on (base_url: core.public_url.public_base_url)."""
    kind = code.target_kind
    if kind == TargetKind.URL:
        return code.url
    if kind == TargetKind.SITE:
        return f"{base_url}{code.site_path or '/'}"
    if kind == TargetKind.TABLE:
        return table_url(code.table, base_url)
    store = f"{base_url}/store/{code.branch.identifier}"
    if kind == TargetKind.PRODUCT:
        return f"{store}#{product_anchor(code.product_id)}"
    return store


# the query parameter a scan's redirect adds to a page of this shop: the storefront keeps it for the visit and
# sends the code's path with an order placed in it (Order.origin 'qr')
QR_PARAM = "qr"


def landing_url(code: QrCode, base_url: str) -> str:
    """Where the redirect sends the visitor: the target, a page of this shop with `?qr=<path>` added."""
    target = target_url(code, base_url)
    if code.target_kind == TargetKind.URL:
        return target
    parts = urlsplit(target)
    query = "&".join(part for part in (parts.query, urlencode({QR_PARAM: code.path})) if part)
    return urlunsplit(parts._replace(query=query))


def code_url(code: QrCode, base_url: str) -> str:
    """The address printed in the code: /q/<path> on this shop."""
    return f"{base_url}/q/{code.path}"


def external_host(url: str) -> str | None:
    """The lower-case host an external address leads to; None when a browser might read it otherwise.

    Refused: other schemes than http(s), user information ('https://shop.at@evil.example': the host is the
    part after '@'), backslashes (browsers read them as '/': 'https://evil.example\\@shop.at' goes to
    evil.example), whitespace and control characters.
    """
    if any(
        character == "\\" or character.isspace() or ord(character) < 32 or ord(character) == 127 for character in url
    ):
        return None
    try:
        parts = urlsplit(url)
        host = parts.hostname
        parts.port  # noqa: B018 - raises ValueError for a port that is no number
    except ValueError:
        return None
    if parts.scheme.lower() not in ("http", "https") or not host or "@" in parts.netloc:
        return None
    return host.rstrip(".")


def host_allowed(host: str) -> bool:
    """Whether QR_ALLOWED_HOSTS lists the host: exactly, or under an entry starting with '.' (ALLOWED_HOSTS' rules)."""
    return validate_host(host, settings.QR_ALLOWED_HOSTS)


def external_allowed(url: str) -> bool:
    """Whether a scan may send the visitor to this external address now."""
    host = external_host(url)
    return host is not None and host_allowed(host)
