"""Where a QR code leads: the public address of its target, and the address a printed code opens."""

from organisation.table_codes import table_url

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


def code_url(code: QrCode, base_url: str) -> str:
    """The address printed in the code: /q/<path> on this shop."""
    return f"{base_url}/q/{code.path}"
