"""The status page's poll answered before the view: an unchanged order is a 304 from the shared cache, with no
session, no DRF and no database (services/status_poll.py keeps each order's current ETag)."""

import re

from django.utils.cache import patch_vary_headers

from ..services import status_poll
from .common import not_modified

POLL = re.compile(r"^/api/orders/public/(?P<uid>[^/]+)/(?P<hash>[^/]+)$")


class StatusPollMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        if request.method == "GET" and "If-None-Match" in request.headers:
            match = POLL.match(request.path_info)
            etag = match and status_poll.remembered_etag(match["uid"], match["hash"])
            unchanged = etag and not_modified(request, etag)
            if unchanged:
                # the headers the view's 304 gets from DRF (Allow) and the middlewares below (CommonMiddleware,
                # LocaleMiddleware, XFrameOptionsMiddleware)
                unchanged["Allow"] = "GET, HEAD, OPTIONS"
                unchanged["Content-Length"] = "0"
                patch_vary_headers(unchanged, ["Accept-Language"])
                unchanged["Content-Language"] = "de"
                unchanged["X-Frame-Options"] = "DENY"
                return unchanged
        return self.get_response(request)
