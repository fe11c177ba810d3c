import re

from django.core.cache import cache
from django.http import HttpResponse
from django.utils.cache import patch_vary_headers
from django.utils.text import compress_string
from drf_spectacular.utils import extend_schema, inline_serializer
from rest_framework import serializers
from rest_framework.permissions import AllowAny
from rest_framework.response import Response
from rest_framework.views import APIView

from core.api.renderers import EnvelopeJSONRenderer
from core.init_registry import data_version, entries

# Safety net for changes that bypass the API (management commands, the shell): they write no log
# entry, so the version does not move; the cached body expires after this many seconds anyway.
INIT_CACHE_SECONDS = 300
QUALITY_ZERO = re.compile(r";\s*q\s*=\s*0(?:\.0{0,3})?\s*$")


def accepts_gzip(header: str) -> bool:
    """Whether an Accept-Encoding header names gzip (or *) without refusing it with q=0."""
    for part in header.lower().split(","):
        coding = part.split(";", 1)[0].strip()
        if coding in ("gzip", "*") and not QUALITY_ZERO.search(part):
            return True
    return False


class InitView(APIView):
    """Everything the back office needs at start, in one call (spec backoffice §7, GET /init).

    The rendered body is cached per user and data version: every change made through the API
    writes an audit log entry, so the newest entry id tells whether anything changed.
    """

    @extend_schema(
        operation_id="init",
        responses={
            200: inline_serializer(
                "InitEntry",
                many=True,
                fields={"url": serializers.CharField(), "data": serializers.JSONField()},
            )
        },
    )
    def get(self, request):
        # registered by the audit log (core.init_registry); without one the body is built on every call. The body
        # is kept with its gzip form (a large tenant's is over a megabyte, about 3 % of it compressed); it holds
        # nothing a request sends, so compressing it reveals nothing (BREACH)
        version = data_version()
        key = f"api:init:{version}:{request.user.pk}"
        bodies = cache.get(key) if version is not None else None
        if bodies is None:
            data = [{"url": entry.url, "data": entry.build(request)} for entry in entries()]
            body = EnvelopeJSONRenderer().render({"data": data})
            bodies = (body, compress_string(body))
            if version is not None:
                cache.set(key, bodies, INIT_CACHE_SECONDS)
        gzip = accepts_gzip(request.META.get("HTTP_ACCEPT_ENCODING", ""))
        response = HttpResponse(bodies[1] if gzip else bodies[0], content_type="application/json; charset=utf-8")
        if gzip:
            response["Content-Encoding"] = "gzip"
        patch_vary_headers(response, ["Accept-Encoding"])
        return response


class HealthView(APIView):
    """Liveness check: answers without touching the database, the session or the cache.

    The benchmark uses it as the trivial endpoint next to the status poll; kept out of the API schema.
    """

    permission_classes = [AllowAny]
    authentication_classes: list = []

    @extend_schema(exclude=True)
    def get(self, request):
        return Response({"status": "ok"})


class PublicMixin:
    """Storefront endpoints: no login, no session (so no CSRF), complete lists without paging."""

    permission_classes = [AllowAny]
    authentication_classes: list = []
    pagination_class = None
    filter_backends: list = []
