"""The public form submission and signature mail, and the back office's 'Anfragen' (read, export, delete)."""

import logging
import smtplib

from django.conf import settings
from django.shortcuts import get_object_or_404
from django.utils import timezone
from django.utils.translation import ngettext
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiResponse, extend_schema
from rest_framework import mixins, status, viewsets
from rest_framework.decorators import action
from rest_framework.response import Response
from rest_framework.views import APIView

from audit.services import audited_delete
from cms.models import NodeType
from cms.selectors import public_nodes
from core import ratelimit
from core.api.dates import DateRangeFilterSet
from core.api.exceptions import error_response
from core.api.fields import IdFilter
from core.api.negotiation import JsonErrorsNegotiation
from core.api.permissions import IsAdmin
from core.api.schema import ERROR
from core.api.views import PublicMixin
from core.client import Client
from core.csv import csv_response

from .. import selectors, services
from ..exports import submission_lines
from ..models import FormSubmission
from ..validation import fields_of
from .serializers import (
    FormSubmissionSerializer,
    FormSubmittedSerializer,
    SignatureMailSerializer,
    SignatureSentSerializer,
)

logger = logging.getLogger(__name__)

# the hidden field only bots fill in; a submission carrying it is answered like any other and dropped
HONEYPOT = "homepage"
TOO_MANY_FORMS = (
    "Von Ihrem Anschluss wurden zu viele Anfragen gesendet. Bitte versuchen Sie es in {minutes} {unit} erneut."
)
TOO_MANY_SIGNATURES = (
    "Von Ihrem Anschluss wurden zu viele Signaturen versendet. Bitte versuchen Sie es in {minutes} {unit} erneut."
)
UNKNOWN_SIGNATURE = "Zu dieser E-Mail-Adresse gibt es keine Signatur."
SIGNATURE_NOT_SENT = "Die Signatur konnte gerade nicht versendet werden. Bitte versuchen Sie es später erneut."
NOT_AN_OBJECT = "Die Eingaben des Formulars konnten nicht gelesen werden."


def _limit(request, scope: str, count: int, message: str, code: str) -> None:
    wait = ratelimit.hit(ratelimit.Limit(scope, count, 600), ratelimit.client_ip(request) or "")
    if wait is not None:
        minutes = -(-wait // 60)
        unit = ngettext("Minute", "Minuten", minutes)
        ratelimit.raise_throttled(message.format(minutes=minutes, unit=unit), code, wait)


class FormSubmitView(PublicMixin, APIView):
    """A visitor's answers to a public form; checked here only, every failing field at once."""

    @extend_schema(
        operation_id="content_form_submit", request=OpenApiTypes.OBJECT, responses={201: FormSubmittedSerializer}
    )
    def post(self, request, formId: int):  # the path parameter is camelCase, like the whole API
        _limit(request, "content-form-ip", settings.CONTENT_FORM_LIMIT_PER_10_MINUTES, TOO_MANY_FORMS, "too_many_forms")
        form = get_object_or_404(public_nodes().filter(type=NodeType.FORM), pk=formId)
        data = request.data
        if not isinstance(data, dict):
            return error_response([{"message": NOT_AN_OBJECT, "code": "invalid"}], status.HTTP_400_BAD_REQUEST)
        thank_you = str((form.content or {}).get("thank_you") or "")
        if data.get(HONEYPOT):
            body = {"id": None, "thank_you": thank_you, "conversions": []}
            return Response(FormSubmittedSerializer(body).data, status=status.HTTP_201_CREATED)
        consent_cookie = request.COOKIES.get(services.CONSENT_COOKIE, "")
        fields = fields_of(form.content or {})
        submission, errors, conversions = services.submit(Client.of(request), consent_cookie, form, fields, data)
        if errors:
            return error_response(errors, status.HTTP_400_BAD_REQUEST)
        body = {"id": submission.pk, "thank_you": thank_you, "conversions": conversions}
        return Response(FormSubmittedSerializer(body).data, status=status.HTTP_201_CREATED)


class SignatureMailView(PublicMixin, APIView):
    """Mails a rendered signature (HTML) to the signature's own address."""

    @extend_schema(
        operation_id="content_signature_send",
        request=SignatureMailSerializer,
        responses={
            200: SignatureSentSerializer,
            503: OpenApiResponse(ERROR, description="Der Mailserver ist nicht erreichbar"),
        },
    )
    def post(self, request):
        _limit(
            request,
            "signature-mail-ip",
            settings.SIGNATURE_MAIL_LIMIT_PER_10_MINUTES,
            TOO_MANY_SIGNATURES,
            "too_many_signatures",
        )
        serializer = SignatureMailSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        email = serializer.validated_data["email"]
        # only to a published signature's own address: never a relay to any address
        addresses = {
            str((node.content or {}).get("email", "")).strip().lower()
            for node in public_nodes().filter(type=NodeType.SIGNATURE)
        }
        if email.lower() not in addresses:
            return error_response(
                [{"message": UNKNOWN_SIGNATURE, "field": "email", "code": "unknown_signature"}],
                status.HTTP_400_BAD_REQUEST,
            )
        try:
            services.send_signature(email, serializer.validated_data["signature"])
        except (OSError, smtplib.SMTPException):
            logger.warning("signature mail to a published signature address failed", exc_info=True)
            return error_response(
                [{"message": SIGNATURE_NOT_SENT, "code": "mail_unavailable"}], status.HTTP_503_SERVICE_UNAVAILABLE
            )
        return Response(SignatureSentSerializer({"email": email}).data)


class SubmissionFilter(DateRangeFilterSet):
    form = IdFilter(field_name="form", label="Formular")

    class Meta:
        model = FormSubmission
        fields = []


class FormSubmissionViewSet(
    mixins.ListModelMixin, mixins.RetrieveModelMixin, mixins.DestroyModelMixin, viewsets.GenericViewSet
):
    """'Anfragen': administrators read, export and delete them (audited). The visitors' names, addresses and
    messages are not for every employee's eyes: forms belong to the whole business, not to a branch."""

    serializer_class = FormSubmissionSerializer
    permission_classes = [IsAdmin]
    filterset_class = SubmissionFilter
    search_fields = ["form_name", "search_text"]
    ordering_fields = ["created_at", "form_name", "id"]
    ordering = ["-created_at", "-id"]

    def get_queryset(self):
        return selectors.submissions()

    def perform_destroy(self, instance):
        audited_delete(self.request.user, instance)

    @extend_schema(responses={(200, "text/csv"): OpenApiTypes.BINARY})
    @action(detail=False, methods=["get"], pagination_class=None, content_negotiation_class=JsonErrorsNegotiation)
    def export(self, request):
        """The submissions as CSV (same filters as the list): UTF-8 with BOM, semicolons, German headers."""
        rows = self.filter_queryset(self.get_queryset())
        return csv_response(submission_lines(rows), f"Anfragen-{timezone.localdate():%Y-%m-%d}.csv")
