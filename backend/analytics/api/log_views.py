"""/api/analytics-log: storefronts send batches of events (POST, public), staff read the log (GET)."""

import django_filters
from django.conf import settings
from drf_spectacular.utils import OpenApiResponse, PolymorphicProxySerializer, extend_schema
from rest_framework import status, viewsets
from rest_framework.response import Response
from rest_framework.views import APIView

from core.api.dates import DateRangeFilterSet
from core.api.exceptions import MESSAGES, error_response
from core.api.fields import IdFilter
from core.api.views import PublicMixin
from core.client import Client

from .. import selectors
from ..models import AnalyticsEvent, EventType
from ..services.ingestion import check_limit, record_events
from ..services.visitors import visitor_of
from .log_input import read_batch
from .log_serializers import (
    AcceptedSerializer,
    AnalyticsBatchSerializer,
    AnalyticsEventInputSerializer,
    AnalyticsEventSerializer,
)


def _too_large(request) -> bool:
    try:
        length = int(request.META.get("CONTENT_LENGTH") or 0)
    except ValueError:
        length = 0
    return length > settings.ANALYTICS_LOG_MAX_BYTES or len(request.body) > settings.ANALYTICS_LOG_MAX_BYTES


class AnalyticsLogCreateView(PublicMixin, APIView):
    """POST /api/analytics-log: public (no session, no CSRF); GET of the same URL is the staff list."""

    @extend_schema(
        operation_id="analytics_log_create",
        summary="Analyse-Ereignisse senden (öffentlich)",
        description=(
            "Ein Stapel von 1 bis 50 Ereignissen (Typ, Name, Unterkategorie, Daten; dazu Pfad, Kennung der "
            "Filiale, Neu-Besucher-Kennzeichen und beim Typ device die Geräteinformationen) oder ein einzelnes "
            "Ereignis in der Form des Back Office (type, action, category, data; action ist name, category "
            "subName). Der Shop sendet "
            "nur nach gespeicherter Einwilligung in Analyse (intents.analytics); der Server sieht die "
            "Einwilligung nicht. Besucher werden nur als gesalzener Tages-Hash gespeichert, nie die Adresse. "
            "Höchstens 64 KiB; Fehler alle auf einmal mit Feldpfad (events.3.type). Ereignisse vom Typ "
            "purchase behalten von den Daten nur die Artikel (id, name, quantity) und die Währung, keine Beträge: "
            "Umsätze zählen nur aus den Bestellungen des Shops."
        ),
        request=PolymorphicProxySerializer(
            component_name="AnalyticsLogInput",
            serializers=[AnalyticsBatchSerializer, AnalyticsEventInputSerializer],
            resource_type_field_name=None,
        ),
        auth=[],
        responses={
            202: OpenApiResponse(AcceptedSerializer, description="Gespeichert"),
            400: OpenApiResponse(description="Ungültige Eingabe (Fehlerliste)"),
            429: OpenApiResponse(
                description=(
                    "Zu viele Stapel oder Ereignisse von diesem Anschluss oder zu viele Ereignisse von diesem "
                    "Browser (Retry-After: Sekunden)"
                )
            ),
        },
    )
    def post(self, request):
        if _too_large(request):
            error = {"message": MESSAGES["request_too_large"], "code": "request_too_large"}
            return error_response([error], status.HTTP_400_BAD_REQUEST)
        batch = read_batch(request.data)
        if batch.errors:
            return error_response(batch.errors, status.HTTP_400_BAD_REQUEST)
        client = Client.of(request)
        visitor = visitor_of(client)
        check_limit(client.address, len(batch.events), visitor)
        accepted = record_events(client, batch.events, visitor)
        return Response({"accepted": accepted}, status=status.HTTP_202_ACCEPTED)


class AnalyticsEventFilter(DateRangeFilterSet):
    """from / to: Vienna calendar days on the event's time; type, name, path (exact), branch (id)."""

    date_field = "occurred_at"
    type = django_filters.ChoiceFilter(field_name="type", choices=EventType.choices, label="Typ")
    name = django_filters.CharFilter(field_name="name", label="Name")
    path = django_filters.CharFilter(field_name="path", label="Pfad")
    branch = IdFilter(field_name="branch", label="Filiale")

    class Meta:
        model = AnalyticsEvent
        fields = []


class AnalyticsEventViewSet(viewsets.ReadOnlyModelViewSet):
    """The analytics log for staff: administrators all, employees the events of their branches."""

    serializer_class = AnalyticsEventSerializer
    filterset_class = AnalyticsEventFilter
    ordering_fields = ["occurred_at", "type", "name", "path", "id"]

    def get_queryset(self):
        return selectors.analytics_events_for(self.request.user)
