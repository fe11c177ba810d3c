"""Order documents for staff: the receipt (HTML, PDF, ESC/POS) and the history as CSV."""

from django.http import HttpResponse
from django.utils import timezone
from django.utils.http import content_disposition_header
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework.decorators import action
from rest_framework.exceptions import ValidationError

from core.api.negotiation import JsonErrorsNegotiation
from core.csv import csv_response

from ..documents.receipts import RECEIPT_FORMATS, render_receipt
from ..exports import order_lines

UNKNOWN_FORMAT = "Bitte wählen Sie ein Format: html, pdf oder escpos."
# the receipt is a document, never a page with scripts
RECEIPT_CSP = "default-src 'none'; style-src 'unsafe-inline'"


class OrderDocumentsMixin:
    @extend_schema(
        parameters=[OpenApiParameter("format", str, enum=list(RECEIPT_FORMATS), description="Standard: html")],
        responses={
            (200, "text/html"): OpenApiTypes.STR,
            (200, "application/pdf"): OpenApiTypes.BINARY,
            (200, "application/octet-stream"): OpenApiTypes.BINARY,
        },
    )
    @action(detail=True, methods=["get"], content_negotiation_class=JsonErrorsNegotiation)
    def receipt(self, request, pk=None):
        """The receipt: html (80 mm page), pdf (80 mm wide, as long as needed) or escpos (printer bytes)."""
        kind = request.query_params.get("format", "html")
        if kind not in RECEIPT_FORMATS:
            raise ValidationError({"format": [UNKNOWN_FORMAT]})
        body, content_type, filename = render_receipt(self.get_object(), kind)
        response = HttpResponse(body, content_type=content_type)
        response["Content-Disposition"] = content_disposition_header(kind == "escpos", filename)
        response["Content-Security-Policy"] = RECEIPT_CSP
        response["Cache-Control"] = "no-store"
        return response

    @extend_schema(responses={(200, "text/csv"): OpenApiTypes.BINARY})
    @action(detail=False, methods=["get"], pagination_class=None, content_negotiation_class=JsonErrorsNegotiation)
    def export(self, request):
        """The history as CSV (same filters as the list): UTF-8 with BOM, semicolons, German headers."""
        orders = self.filter_queryset(self.get_queryset())
        return csv_response(order_lines(orders), f"Bestellungen-{timezone.localdate():%Y-%m-%d}.csv")
