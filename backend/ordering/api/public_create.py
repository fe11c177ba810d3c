"""POST /api/orders: customers place orders without login; the service ordering.services.creation does the work."""

from django.utils import timezone
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema
from rest_framework import status
from rest_framework.response import Response
from rest_framework.views import APIView

from core.api.exceptions import error_response
from core.api.views import PublicMixin
from core.public_url import public_base_url
from organisation.models import Config

from .. import selectors
from ..errors import CreationErrorCode
from ..services import online_payment, payment_recovery
from ..services.creation import create_order
from .common import ErrorResponseSerializer, wire_errors
from .draft_errors import draft_errors
from .draft_serializers import CreatedOrderSerializer, OrderDraftSerializer
from .limits import check_order_limits

IDEMPOTENCY_KEY_LENGTH = 100
IDEMPOTENCY_KEY_TOO_LONG = f"Der Idempotency-Key darf höchstens {IDEMPOTENCY_KEY_LENGTH} Zeichen lang sein."
PAYMENT_NOT_STARTED = (
    "Die Zahlung konnte nicht gestartet werden. Bitte versuchen Sie es erneut oder wählen Sie eine andere Zahlungsart."
)
IDEMPOTENCY_KEY = OpenApiParameter(
    "Idempotency-Key",
    location=OpenApiParameter.HEADER,
    required=False,
    description=(
        "Frei gewählter Schlüssel (höchstens 100 Zeichen) je Bestellversuch: eine Wiederholung mit demselben "
        "Schlüssel und demselben Inhalt bei derselben Filiale liefert die erste Bestellung (200), nie eine "
        "zweite; mit anderem Inhalt antwortet sie 422 (idempotency_key_reused)."
    ),
)


class PublicOrderCreateView(PublicMixin, APIView):
    """POST /api/orders: public (no authentication, so no session and no CSRF); the staff's GET of the
    same URL is the order list (ordering.api.urls)."""

    @extend_schema(
        operation_id="orders_create",
        summary="Bestellung aufgeben (öffentlich)",
        description=(
            "Prüft den Entwurf gegen den eigenen Katalog der Filiale (aktive Speisekarte; gesendete Preise "
            "werden nie gelesen), vergibt die Ticketnummer und speichert die Bestellung. Fehler kommen alle "
            "auf einmal als Liste mit Feldnamen (camelCase, z. B. legalInstructions, items.0.parts.1) und "
            "deutschen Texten; Fehler einer Position nennen das Produkt. Bei Online-Zahlung (mollie, datatrans) "
            "wird die Zahlung über den Bruttobetrag beim Anbieter angelegt; paymentRedirectUrl ist dann die "
            "Zahlungsseite, auf die der Browser wechselt."
        ),
        request=OrderDraftSerializer,
        parameters=[IDEMPOTENCY_KEY],
        auth=[],
        responses={
            201: OpenApiResponse(CreatedOrderSerializer, description="Bestellung angelegt"),
            200: OpenApiResponse(
                CreatedOrderSerializer, description="Wiederholung mit demselben Idempotency-Key: die erste Bestellung"
            ),
            400: OpenApiResponse(ErrorResponseSerializer, description="Ungültige Eingabe (Fehlerliste)"),
            422: OpenApiResponse(
                ErrorResponseSerializer, description="Idempotency-Key schon für eine andere Bestellung verwendet"
            ),
            429: OpenApiResponse(
                ErrorResponseSerializer,
                description="Zu viele Bestellungen von diesem Anschluss oder für diese E-Mail-Adresse/Telefonnummer "
                "(Retry-After: Sekunden)",
            ),
            502: OpenApiResponse(
                ErrorResponseSerializer,
                description="Online-Zahlung: der Anbieter war nicht erreichbar (die Bestellung ist fehlgeschlagen)",
            ),
        },
    )
    def post(self, request):
        return place_order(request)


def place_order(request, taken_by=None) -> Response:
    """Check and store the posted draft; `taken_by`: the employee taking a caller's order (no limits per connection)."""
    key = request.headers.get("Idempotency-Key", "").strip() or None
    if key is not None and len(key) > IDEMPOTENCY_KEY_LENGTH:
        error = {"message": IDEMPOTENCY_KEY_TOO_LONG, "code": CreationErrorCode.IDEMPOTENCY_KEY}
        return error_response([error], status.HTTP_400_BAD_REQUEST)
    draft = OrderDraftSerializer(data=request.data)
    now = timezone.now()
    if not draft.is_valid():
        errors = draft_errors(request.data, now=now, first=draft, taken_by=taken_by)
        return error_response(errors, status.HTTP_400_BAD_REQUEST)
    if taken_by is None:
        check_order_limits(request, draft.validated_data, key)
    # read once: the checks use it, and the answer shows it (ticket numbers switched off)
    config = Config.load()
    result = create_order(draft.validated_data, now=now, idempotency_key=key, taken_by=taken_by, config=config)
    if result.errors:
        return error_response(wire_errors(result.errors), status.HTTP_400_BAD_REQUEST)
    # a repeat starts a payment the first request did not live to start (or the provider refused)
    if result.order.is_online_payment and (not result.replayed or payment_recovery.needs_start(result.order)):
        try:
            online_payment.start(result.order, public_base_url(request))
        except online_payment.PaymentStartError:
            error = {
                "message": PAYMENT_NOT_STARTED,
                "field": "paymentMethod",
                "code": CreationErrorCode.PAYMENT_UNAVAILABLE,
            }
            return error_response([error], status.HTTP_502_BAD_GATEWAY)
    # a new order paid at the branch is answered as stored (no second read); a repeat or an online payment, whose
    # start changed the order, is read again
    fresh = not result.replayed and not result.order.is_online_payment
    order = result.order if fresh else selectors.public_order(result.order.pk)
    body = CreatedOrderSerializer(order, context={"request": request, "config": config}).data
    if result.replayed:
        return Response(body, status=status.HTTP_200_OK, headers={"Idempotent-Replayed": "true"})
    return Response(body, status=status.HTTP_201_CREATED)
