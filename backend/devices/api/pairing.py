"""Pairing, the device page's side (public, no login, rate-limited per client address across processes):
POST /api/device-pairing → {code, token, expiresAt}; POST /api/device-pairing/status {token} → {status, secret?,
device?}. The manager's side is POST /api/devices/pair (staff.py)."""

from django.conf import settings
from drf_spectacular.utils import OpenApiResponse, extend_schema
from rest_framework.exceptions import NotFound
from rest_framework.response import Response
from rest_framework.views import APIView

from core import ratelimit
from core.api.schema import ERROR
from core.api.views import PublicMixin

from .. import messages
from ..services import pairing
from .serializers import (
    AgentDeviceSerializer,
    PairingStartedSerializer,
    PairingStatusQuerySerializer,
    PairingStatusSerializer,
)

# the page asks every 2 s: 30 a minute, with room for a few pages behind one address
STATUS_LIMIT_PER_MINUTE = 240


def _limit(scope: str, count: int, request) -> None:
    wait = ratelimit.hit(ratelimit.Limit(scope, count, 60), ratelimit.client_ip(request) or "")
    if wait is not None:
        ratelimit.raise_throttled(messages.TOO_MANY_PAIRINGS.format(seconds=wait), "too_many_requests", wait)


class PairingStartView(PublicMixin, APIView):
    @extend_schema(
        operation_id="device_pairing_start",
        request=None,
        responses={201: PairingStartedSerializer, 429: OpenApiResponse(ERROR, description="Zu viele Anfragen")},
    )
    def post(self, request):
        """A device page asks to be paired: the code it shows in large type (valid 10 minutes) and the token it
        asks about the pairing with."""
        _limit("device-pairing", settings.DEVICE_PAIRING_LIMIT_PER_MINUTE, request)
        started = pairing.start()
        return Response(PairingStartedSerializer(started).data, status=201)


class PairingStatusView(PublicMixin, APIView):
    @extend_schema(
        operation_id="device_pairing_status",
        request=PairingStatusQuerySerializer,
        responses={
            200: PairingStatusSerializer,
            404: OpenApiResponse(ERROR, description="Unbekannte Kopplungsanfrage"),
            429: OpenApiResponse(ERROR, description="Zu viele Anfragen"),
        },
    )
    def post(self, request):
        """waiting, expired, or paired: the first answer after the pairing carries the device's secret (only
        this one answer), the device too."""
        _limit("device-pairing-status", STATUS_LIMIT_PER_MINUTE, request)
        query = PairingStatusQuerySerializer(data=request.data)
        query.is_valid(raise_exception=True)
        result = pairing.status(query.validated_data["token"])
        if result is None:
            raise NotFound(messages.TOKEN_UNKNOWN)
        body = {"status": result.status}
        if result.device is not None:
            body["device"] = AgentDeviceSerializer(result.device).data
        if result.secret is not None:
            body["secret"] = result.secret
        return Response(body)
