import django_filters
from django.http import HttpResponse
from django.utils.http import content_disposition_header
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework import serializers
from rest_framework.decorators import action

from audit.api.viewsets import AuditedModelViewSet
from core.api.fields import IdFilter
from core.api.negotiation import JsonErrorsNegotiation
from core.public_url import public_base_url
from core.qr import LAYOUTS

from .. import codes, selectors
from ..models import QrCode, TargetKind
from ..services import qr_codes as services
from .serializers import QrCodeSerializer

FILE_CSP = "default-src 'none'; style-src 'unsafe-inline'"


def _file(body: bytes, content_type: str, filename: str) -> HttpResponse:
    response = HttpResponse(body, content_type=content_type)
    response["Content-Disposition"] = content_disposition_header(False, filename)
    response["Content-Security-Policy"] = FILE_CSP
    response["Cache-Control"] = "no-store"
    return response


class QrCodeFilter(django_filters.FilterSet):
    branch = IdFilter(field_name="branch", label="Filiale")
    targetKind = django_filters.ChoiceFilter(field_name="target_kind", choices=TargetKind.choices, label="Ziel")

    class Meta:
        model = QrCode
        fields = []


class LabelsQuerySerializer(serializers.Serializer):
    layout = serializers.ChoiceField(choices=list(LAYOUTS), default="compact", required=False)


class QrCodeViewSet(AuditedModelViewSet):
    """QR codes of the branches in reach (codes without a branch: administrators), with their scan counts."""

    serializer_class = QrCodeSerializer
    filterset_class = QrCodeFilter
    search_fields = ["path", "name", "url", "site_path", "branch__name", "table__identifier", "product__name"]
    ordering_fields = ["path", "name", "target_kind", "branch", "scans_count", "created_at", "id"]

    def get_queryset(self):
        return selectors.qr_codes_for(self.request.user)

    def perform_create(self, serializer):
        code = services.create_qr_code(self.request.user, serializer.validated_data)
        serializer.instance = self.get_queryset().get(pk=code.pk)

    def perform_update(self, serializer):
        code = services.update_qr_code(self.request.user, serializer.instance, serializer.validated_data)
        # the answer carries the scan count again
        serializer.instance = self.get_queryset().get(pk=code.pk)

    def perform_destroy(self, instance):
        services.delete_qr_code(self.request.user, instance)

    @extend_schema(operation_id="qr_codes_svg", responses={(200, "image/svg+xml"): OpenApiTypes.STR})
    @action(detail=True, methods=["get"], url_path="qr.svg", content_negotiation_class=JsonErrorsNegotiation)
    def svg(self, request, pk=None):
        """The code as SVG: it opens /q/<path>."""
        code = self.get_object()
        return _file(codes.svg(code, public_base_url(request)), "image/svg+xml", codes.file_name(code, "svg"))

    @extend_schema(operation_id="qr_codes_png", responses={(200, "image/png"): OpenApiTypes.BINARY})
    @action(detail=True, methods=["get"], url_path="qr.png", content_negotiation_class=JsonErrorsNegotiation)
    def png(self, request, pk=None):
        """The code as PNG (8 pixels per module)."""
        code = self.get_object()
        return _file(codes.png(code, public_base_url(request)), "image/png", codes.file_name(code, "png"))

    @extend_schema(
        operation_id="qr_codes_labels",
        parameters=[
            OpenApiParameter("layout", str, enum=list(LAYOUTS), description="compact: 12 × 4, detail: 5 × 2"),
        ],
        responses={(200, "application/pdf"): OpenApiTypes.BINARY},
    )
    @action(
        detail=False,
        methods=["get"],
        url_path="labels.pdf",
        pagination_class=None,
        content_negotiation_class=JsonErrorsNegotiation,
    )
    def labels(self, request):
        """A4 label sheet of the codes in reach (the list's filters and search apply)."""
        query = LabelsQuerySerializer(data={"layout": request.query_params.get("layout", "compact")})
        query.is_valid(raise_exception=True)
        found = list(self.filter_queryset(self.get_queryset()).order_by("path"))
        body = codes.labels_pdf(found, query.validated_data["layout"], public_base_url(request))
        return _file(body, "application/pdf", "QR-Code-Etiketten.pdf")
