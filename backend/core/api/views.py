from django.core.cache import cache
from django.http import HttpResponse
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
        # registered by the audit log (core.init_registry); without one the body is built on every call
        version = data_version()
        key = f"api:init:{version}:{request.user.pk}"
        body = cache.get(key) if version is not None else None
        if body is None:
            data = [{"url": entry.url, "data": entry.build(request)} for entry in entries()]
            body = EnvelopeJSONRenderer().render({"data": data})
            if version is not None:
                cache.set(key, body, INIT_CACHE_SECONDS)
        return HttpResponse(body, content_type="application/json; charset=utf-8")


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
