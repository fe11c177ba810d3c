"""The public redirect of a QR code: /q/<path> logs the scan and sends the visitor to the target."""

from django.http import HttpResponseRedirect

from core.client import Client
from core.error_pages import page_not_found
from core.public_url import public_base_url

from . import selectors
from .models import TargetKind
from .services.scans import record_scan
from .targets import external_allowed, landing_url, target_url


def scan(request, path: str):
    """302 to the code's target, after logging the scan (skipped for a client over the limit); 404 unknown.

    A page of this shop is opened with `?qr=<path>` (targets.landing_url): an order of the visit names the code.
    The scan logs the target itself.

    An external target whose host QR_ALLOWED_HOSTS does not (or no longer) list is not followed: 404.
    """
    code = selectors.qr_code_by_path(path.lower())
    if code is None or (code.target_kind == TargetKind.URL and not external_allowed(code.url)):
        return page_not_found(request)
    base_url = public_base_url(request)
    record_scan(Client.of(request), code, target_url(code, base_url))
    response = HttpResponseRedirect(landing_url(code, base_url))
    response["Cache-Control"] = "no-store"
    response["Referrer-Policy"] = "no-referrer"
    return response
