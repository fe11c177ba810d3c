"""AI content: status, a page draft and an image as background jobs (GET /api/jobs/{id}), the request log."""

from django.shortcuts import get_object_or_404
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema
from rest_framework import generics, status
from rest_framework.exceptions import APIException
from rest_framework.response import Response
from rest_framework.views import APIView

from cms import selectors as cms_selectors
from core.api.jobs import JobSerializer
from core.api.permissions import IsAdmin, StaffReadAdminWrite
from core.api.schema import ERROR

from .. import selectors, services
from ..errors import AiRefused
from .serializers import AiImageSerializer, AiRequestSerializer, AiSiteDraftSerializer, AiStatusSerializer

ID = OpenApiParameter("id", OpenApiTypes.INT, OpenApiParameter.PATH, description="ID der Seite")
REFUSALS = {
    202: JobSerializer,
    409: OpenApiResponse(ERROR, description="KI-Funktionen nicht eingerichtet (code: ai_disabled)"),
    429: OpenApiResponse(
        ERROR,
        description="Zu viele Anfragen pro Minute (ai_rate_limited) oder Monatskontingent aufgebraucht "
        "(ai_monthly_cap); Retry-After",
    ),
}


class Refused(APIException):
    def __init__(self, error: AiRefused):
        super().__init__(detail=error.message, code=error.code)
        self.status_code = error.status
        self.wait = error.wait


class AiView(APIView):
    permission_classes = [StaffReadAdminWrite]

    def handle_exception(self, exc):
        if isinstance(exc, AiRefused):
            exc = Refused(exc)
        return super().handle_exception(exc)


class StatusView(AiView):
    @extend_schema(summary="KI-Funktionen: eingerichtet?", responses=AiStatusSerializer)
    def get(self, request):
        return Response(AiStatusSerializer(services.status()).data)


class SiteDraftView(AiView):
    @extend_schema(
        summary="Seiteninhalt mit KI entwerfen (nur Administratoren): eine Hintergrundaufgabe, deren Ergebnis ein "
        "Vorschlag je Block ist {site, blocks: [{index, type, label, content, errors}]}; die Seite bleibt unverändert",
        parameters=[ID],
        request=AiSiteDraftSerializer,
        responses=REFUSALS,
    )
    def post(self, request, pk: str):
        site = get_object_or_404(cms_selectors.sites(), pk=pk)
        data = AiSiteDraftSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        job = services.start_site_draft(request.user, site, data.validated_data["brief"])
        return Response(JobSerializer(job).data, status=status.HTTP_202_ACCEPTED)


class ImageView(AiView):
    @extend_schema(
        summary="Bild mit KI erzeugen (nur Administratoren): eine Hintergrundaufgabe, die das Bild mit "
        "Alternativtext in der Mediathek speichert; Ergebnis {image: id}",
        request=AiImageSerializer,
        responses=REFUSALS,
    )
    def post(self, request):
        data = AiImageSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        job = services.start_image(request.user, **data.validated_data)
        return Response(JobSerializer(job).data, status=status.HTTP_202_ACCEPTED)


class RequestList(generics.ListAPIView):
    """Every request to the AI provider, newest first (administrators): prompt, answer (shortened), tokens."""

    permission_classes = [IsAdmin]
    serializer_class = AiRequestSerializer
    filter_backends: list = []

    def get_queryset(self):
        return selectors.requests()


class RequestDetail(generics.RetrieveAPIView):
    """One request to the AI provider (administrators; the back office's 'KI-Anfragen')."""

    permission_classes = [IsAdmin]
    serializer_class = AiRequestSerializer

    def get_queryset(self):
        return selectors.requests()
