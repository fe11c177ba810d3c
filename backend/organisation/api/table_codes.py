"""QR code of a table (SVG), the label sheet of a branch's tables (PDF) and the address the codes
open, for staff in reach."""

import re

from django.http import HttpResponse
from django.utils.http import content_disposition_header
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema
from rest_framework import serializers
from rest_framework.decorators import action
from rest_framework.exceptions import NotFound
from rest_framework.response import Response

from core.api.fields import MAX_ID
from core.api.negotiation import JsonErrorsNegotiation
from core.api.schema import ERROR
from core.public_url import looks_local, public_base_url
from core.qr import LAYOUTS

from .. import selectors
from ..table_codes import labels_pdf, qr_svg

SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'"


class LabelsQuerySerializer(serializers.Serializer):
    branch = serializers.IntegerField(min_value=1, max_value=MAX_ID)
    layout = serializers.ChoiceField(choices=list(LAYOUTS), default="compact", required=False)


class QrAddressSerializer(serializers.Serializer):
    base_url = serializers.CharField(help_text="Adresse, die die QR-Codes der Tische öffnen")
    is_local = serializers.BooleanField(
        help_text="Nur auf diesem Gerät oder im lokalen Netz erreichbar (Gäste können sie nicht öffnen)"
    )


def qr_file_name(table) -> str:
    """'Tisch-Terrasse-3.svg': the table's number, characters a file name cannot hold as '-'."""
    number = re.sub(r"[^\w.]+", "-", table.identifier).strip("-.")
    return f"Tisch-{number}.svg" if number else "Tisch.svg"


def _file(body: bytes, content_type: str, filename: str, attachment: bool = False) -> HttpResponse:
    response = HttpResponse(body, content_type=content_type)
    response["Content-Disposition"] = content_disposition_header(attachment, filename)
    response["Content-Security-Policy"] = SVG_CSP
    response["Cache-Control"] = "no-store"
    return response


class TableCodesMixin:
    @extend_schema(operation_id="tables_qr", responses={(200, "image/svg+xml"): OpenApiTypes.STR})
    @action(detail=True, methods=["get"], url_path="qr.svg", content_negotiation_class=JsonErrorsNegotiation)
    def qr(self, request, pk=None):
        """The table's QR code: the storefront URL of its branch with the table chosen."""
        table = self.get_object()
        return _file(qr_svg(table, public_base_url(request)), "image/svg+xml", qr_file_name(table))

    @extend_schema(operation_id="tables_qr_address", responses={200: QrAddressSerializer})
    @action(detail=False, methods=["get"], url_path="qr-address", pagination_class=None, filter_backends=[])
    def qr_address(self, request):
        """The address the tables' QR codes open, and whether it looks like one guests cannot reach."""
        base_url = public_base_url(request)
        return Response(QrAddressSerializer({"base_url": base_url, "is_local": looks_local(base_url)}).data)

    @extend_schema(
        operation_id="tables_labels",
        parameters=[
            OpenApiParameter("branch", int, required=True, description="ID der Filiale"),
            OpenApiParameter("layout", str, enum=list(LAYOUTS), description="compact: 12 × 4, detail: 5 × 2"),
        ],
        responses={
            (200, "application/pdf"): OpenApiTypes.BINARY,
            404: OpenApiResponse(ERROR, description="Filiale nicht gefunden oder nicht in Ihrer Reichweite"),
        },
    )
    @action(
        detail=False,
        methods=["get"],
        url_path="labels.pdf",
        pagination_class=None,
        filter_backends=[],
        content_negotiation_class=JsonErrorsNegotiation,
    )
    def labels(self, request):
        """A4 label sheet with the QR code of every table of the branch."""
        query = LabelsQuerySerializer(data=request.query_params)
        query.is_valid(raise_exception=True)
        branch = selectors.branches_for(request.user).filter(pk=query.validated_data["branch"]).first()
        if branch is None:
            raise NotFound()
        tables = list(
            selectors.tables_for(request.user)
            .filter(branch=branch)
            .select_related("branch")
            .order_by("sort_key", "identifier")
        )
        body = labels_pdf(branch, tables, query.validated_data["layout"], public_base_url(request))
        return _file(body, "application/pdf", f"Tischetiketten-{branch.identifier}.pdf")
