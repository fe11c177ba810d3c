"""The public redirect of a QR code: /q/<path> logs the scan and sends the visitor to the target."""

from django.http import HttpResponseRedirect

from core.error_pages import page_not_found
from core.public_url import public_base_url

from . import selectors
from .services.scans import record_scan
from .targets import target_url


def scan(request, path: str):
    """302 to the code's target, after logging the scan (skipped for a client over the limit); 404 unknown."""
    code = selectors.qr_code_by_path(path.lower())
    if code is None:
        return page_not_found(request)
    target = target_url(code, public_base_url(request))
    record_scan(request, code, target)
    response = HttpResponseRedirect(target)
    response["Cache-Control"] = "no-store"
    response["Referrer-Policy"] = "no-referrer"
    return response
