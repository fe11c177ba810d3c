"""Provider webhooks and the customer's way back from the payment page. No business logic here:
payments.services asks the provider and applies its answer."""

import logging

from django.conf import settings
from django.http import HttpResponseRedirect
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema, inline_serializer
from rest_framework import serializers, status
from rest_framework.parsers import FormParser
from rest_framework.response import Response
from rest_framework.views import APIView

from core import ratelimit
from core.api.exceptions import error_response
from core.api.views import PublicMixin
from core.public_url import public_base_url

from .. import services
from ..models import Payment, Provider
from ..providers import Webhook, WebhookRefused

logger = logging.getLogger(__name__)

TOO_MANY = "Zu viele Anfragen. Bitte versuchen Sie es später erneut."
UNKNOWN = "Diese Zahlung gibt es nicht."
UNREACHABLE = "Der Zahlungsanbieter ist derzeit nicht erreichbar. Bitte versuchen Sie es später erneut."

ERROR = inline_serializer(
    "PaymentError",
    fields={
        "errors": serializers.ListField(
            child=inline_serializer(
                "PaymentErrorItem",
                fields={"message": serializers.CharField(), "code": serializers.CharField()},
            )
        )
    },
)
RECEIVED = inline_serializer("WebhookReceived", fields={"status": serializers.CharField()})
WEBHOOK_RESPONSES = {
    200: OpenApiResponse(RECEIVED, description="Angenommen (Status beim Anbieter abgefragt)"),
    400: OpenApiResponse(ERROR, description="Inhalt ungültig"),
    401: OpenApiResponse(ERROR, description="Signatur fehlt oder ist falsch (Datatrans)"),
    404: OpenApiResponse(ERROR, description="Unbekannte Zahlung, nichts geändert"),
    415: OpenApiResponse(ERROR, description="Falsches Format"),
    429: OpenApiResponse(ERROR, description="Zu viele Anfragen"),
    502: OpenApiResponse(ERROR, description="Anbieter nicht erreichbar, bitte wiederholen"),
}


def _limit(request, scope: str) -> None:
    limit = ratelimit.Limit(scope, settings.PAYMENT_WEBHOOK_LIMIT_PER_MINUTE, 60)
    ratelimit.check(limit, ratelimit.client_ip(request), TOO_MANY, "too_many_requests")


def _error(message: str, code: str, status_code: int) -> Response:
    return error_response([{"message": message, "code": code}], status_code)


class WebhookView(PublicMixin, APIView):
    provider = ""

    def received(self, request) -> Webhook:
        raise NotImplementedError

    def post(self, request):
        _limit(request, "payment-webhook")
        webhook = self.received(request)
        try:
            services.handle_webhook(self.provider, webhook, public_base_url(request))
        except WebhookRefused as refused:
            return _error(refused.message, "webhook_refused", refused.status)
        except services.UnknownPayment:
            return _error(UNKNOWN, "not_found", status.HTTP_404_NOT_FOUND)
        except services.PaymentCheckError:
            # the provider retries the webhook later
            return _error(UNREACHABLE, "provider_unreachable", status.HTTP_502_BAD_GATEWAY)
        return Response({"status": "ok"})


class MollieWebhookView(WebhookView):
    """POST /api/payments/mollie/webhook: Mollie sends only the payment's id; its status is fetched from Mollie."""

    provider = Provider.MOLLIE
    parser_classes = [FormParser]

    def received(self, request) -> Webhook:
        # another format than a form: 415 (FormParser)
        return Webhook(form=request.POST)

    @extend_schema(
        operation_id="payments_mollie_webhook",
        summary="Mollie-Webhook",
        request={
            "application/x-www-form-urlencoded": inline_serializer(
                "MollieWebhook", fields={"id": serializers.CharField(help_text="Zahlungs-ID (tr_...)")}
            )
        },
        auth=[],
        responses=WEBHOOK_RESPONSES,
    )
    def post(self, request):
        return super().post(request)


class DatatransWebhookView(WebhookView):
    """POST /api/payments/datatrans/webhook: signed with the HMAC key; the status is fetched from Datatrans."""

    provider = Provider.DATATRANS

    def received(self, request) -> Webhook:
        # the raw body: its signature is checked, so it is never parsed here
        return Webhook(body=request.body, headers=request.headers)

    @extend_schema(
        operation_id="payments_datatrans_webhook",
        summary="Datatrans-Webhook",
        parameters=[
            OpenApiParameter(
                "Datatrans-Signature",
                location=OpenApiParameter.HEADER,
                required=True,
                description="t=<Zeitstempel>,s0=<HMAC-SHA256 (hex) von Zeitstempel + Inhalt>",
            )
        ],
        request=inline_serializer(
            "DatatransWebhook",
            fields={"transactionId": serializers.CharField(), "status": serializers.CharField(required=False)},
        ),
        auth=[],
        responses=WEBHOOK_RESPONSES,
    )
    def post(self, request):
        return super().post(request)


class PaymentReturnView(PublicMixin, APIView):
    """GET /api/payments/return/{token}: the customer comes back from the payment page; the provider is
    asked, then the customer goes to the status page (paid or still pending) or to the checkout's error route."""

    @extend_schema(
        operation_id="payments_return",
        summary="Rückkehr von der Zahlungsseite",
        auth=[],
        responses={
            302: OpenApiResponse(description="Weiter zur Statusseite oder zur Fehlerseite des Bestellvorgangs"),
            404: OpenApiResponse(ERROR, description="Unbekannte Zahlung"),
            429: OpenApiResponse(ERROR, description="Zu viele Anfragen"),
        },
    )
    def get(self, request, token: str):
        _limit(request, "payment-return")
        payment = Payment.objects.filter(token=token).first() if len(token) <= 32 else None
        if payment is None:
            return _error(UNKNOWN, "not_found", status.HTTP_404_NOT_FOUND)
        response = HttpResponseRedirect(services.landing_url(payment, public_base_url(request)))
        response["Cache-Control"] = "no-store"
        return response
