from drf_spectacular.utils import extend_schema, inline_serializer
from rest_framework import serializers
from rest_framework.permissions import AllowAny
from rest_framework.response import Response
from rest_framework.views import APIView

from core.init_registry import entries


class InitView(APIView):
    """Everything the back office needs at start, in one call (spec backoffice §7, GET /init)."""

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
        return Response([{"url": entry.url, "data": entry.build(request)} for entry in entries()])


class PublicMixin:
    """Storefront endpoints: no login, no session (so no CSRF), complete lists without paging."""

    permission_classes = [AllowAny]
    authentication_classes: list = []
    pagination_class = None
    filter_backends: list = []
