"""Consent endpoints: the public configuration and decision recording, the staff views of both."""

import django_filters
from django.conf import settings
from django.utils.translation import ngettext
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema
from rest_framework import generics, status
from rest_framework.exceptions import APIException, PermissionDenied
from rest_framework.response import Response
from rest_framework.views import APIView

from core import ratelimit
from core.api.dates import DateRangeFilterSet
from core.api.permissions import IsAdmin, IsStaff
from core.api.views import PublicMixin

from .. import selectors, services
from ..configuration import CONSENT_COOKIE_DAYS, CONSENT_KEY_COOKIE
from ..models import ConsentRecord, Decision
from .serializers import (
    ConsentConfigurationSerializer,
    ConsentDecisionSerializer,
    ConsentRecordedSerializer,
    ConsentRecordSerializer,
    ConsentSummarySerializer,
    ConsentVersionSerializer,
    complete_choice,
)

VERSION_OUTDATED = (
    "Die Datenschutzeinstellungen wurden inzwischen geändert. Bitte laden Sie die Seite neu und treffen Sie "
    "Ihre Auswahl erneut."
)
TOO_MANY = (
    "Von Ihrem Anschluss wurden zu viele Einwilligungen gesendet. Bitte versuchen Sie es in {minutes} {unit} erneut."
)
VERSION_UNKNOWN = "Diese Version gibt es nicht."
CONSENT_ID_TAKEN = (
    "Diese Einwilligungs-ID gehört zu einem anderen Browser. Ihre Auswahl kann unter dieser ID nicht "
    "gespeichert werden."
)
# the browser's secret of its consent ids: httpOnly (no script reads it), sent only to this endpoint
KEY_COOKIE_PATH = "/api/consents"


class Conflict(APIException):
    status_code = status.HTTP_409_CONFLICT


def _configuration_body(current) -> dict:
    return {**current.configuration, "version": current.version, "created_at": current.created_at}


def _etag(version: str) -> str:
    return f'"{version}"'


class PublicConsentView(PublicMixin, APIView):
    """The consent configuration and its version for the storefront; conditional GET with the version as ETag."""

    @extend_schema(
        operation_id="public_consent_retrieve",
        parameters=[OpenApiParameter("If-None-Match", str, OpenApiParameter.HEADER, required=False)],
        responses={200: ConsentConfigurationSerializer, 304: OpenApiResponse(description="Nicht geändert")},
    )
    def get(self, request):
        current = selectors.current()
        etag = _etag(current.version)
        header = request.headers.get("If-None-Match", "")
        if header and etag in {tag.strip().removeprefix("W/") for tag in header.split(",")}:
            response = Response(status=status.HTTP_304_NOT_MODIFIED)
        else:
            response = Response(ConsentConfigurationSerializer(_configuration_body(current)).data)
        response["ETag"] = etag
        response["Cache-Control"] = "no-cache"
        return response


class RecordDecisionView(PublicMixin, APIView):
    """A visitor's decision in the consent dialog, recorded as proof (rate-limited per client address).

    The first decision under a consent id binds the id to the browser: the answer sets the httpOnly cookie
    `bw_consent_key` (path /api/consents) with a secret, or keeps the browser's one, and the id stores only
    its hash. A later decision under that id without the matching cookie is refused with 403
    (`consent_id_taken`) and stores nothing; so is one under an id recorded before ids were bound.
    """

    @extend_schema(
        operation_id="consents_create",
        request=ConsentDecisionSerializer,
        responses={
            201: ConsentRecordedSerializer,
            403: OpenApiResponse(description="Die Einwilligungs-ID gehört zu einem anderen Browser"),
            409: OpenApiResponse(description="Version veraltet"),
        },
    )
    def post(self, request):
        address = ratelimit.client_ip(request) or ""
        limit = ratelimit.Limit("consents-ip", settings.CONSENT_LIMIT_PER_MINUTE, 60)
        wait = ratelimit.hit(limit, address)
        if wait is not None:
            minutes = -(-wait // 60)
            unit = ngettext("Minute", "Minuten", minutes)
            ratelimit.raise_throttled(TOO_MANY.format(minutes=minutes, unit=unit), "too_many_consents", wait)
        serializer = ConsentDecisionSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        data = serializer.validated_data
        current = selectors.current()
        if data["version"] != current.version:
            raise Conflict(detail=VERSION_OUTDATED, code="version_outdated")
        chosen, intents = complete_choice(current.configuration, data)
        try:
            record, secret = services.record_decision(
                consent_id=data["consent_id"],
                secret=request.COOKIES.get(CONSENT_KEY_COOKIE),
                version=current.version,
                decision=data["decision"],
                intents=intents,
                services=chosen,
                address=address,
                user_agent=request.headers.get("User-Agent", "")[:500],
            )
        except services.ConsentIdTaken:
            raise PermissionDenied(detail=CONSENT_ID_TAKEN, code="consent_id_taken") from None
        response = Response(ConsentRecordedSerializer(record).data, status=status.HTTP_201_CREATED)
        response.set_cookie(
            CONSENT_KEY_COOKIE,
            secret,
            max_age=CONSENT_COOKIE_DAYS * 24 * 60 * 60,
            path=KEY_COOKIE_PATH,
            secure=settings.SESSION_COOKIE_SECURE or request.is_secure(),
            httponly=True,
            samesite="Lax",
        )
        return response


class ConfigurationView(APIView):
    """The consent configuration for administrators: read it, replace it (a change adds a version)."""

    permission_classes = [IsAdmin]

    @extend_schema(operation_id="consent_configuration_retrieve", responses={200: ConsentConfigurationSerializer})
    def get(self, request):
        return Response(ConsentConfigurationSerializer(_configuration_body(selectors.current())).data)

    @extend_schema(
        operation_id="consent_configuration_update",
        request=ConsentConfigurationSerializer,
        responses={200: ConsentConfigurationSerializer},
    )
    def put(self, request):
        serializer = ConsentConfigurationSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        configuration = {key: value for key, value in serializer.validated_data.items()}
        current = services.update_configuration(request.user, configuration)
        return Response(ConsentConfigurationSerializer(_configuration_body(current)).data)


class VersionListView(generics.ListAPIView):
    """Every version of the consent configuration, newest first, with its number of recorded decisions."""

    permission_classes = [IsStaff]
    serializer_class = ConsentVersionSerializer
    pagination_class = None
    filter_backends: list = []

    def get_queryset(self):
        return selectors.versions()

    def get_serializer_context(self):
        return {**super().get_serializer_context(), "current_version": selectors.current().version}


class RecordFilter(DateRangeFilterSet):
    """from / to: Vienna calendar days on the decision's time; version, decision."""

    date_field = "recorded_at"
    version = django_filters.CharFilter(field_name="version", max_length=64, label="Version")
    decision = django_filters.ChoiceFilter(field_name="decision", choices=Decision.choices, label="Entscheidung")

    class Meta:
        model = ConsentRecord
        fields = []


class RecordListView(generics.ListAPIView):
    """The recorded decisions, newest first (filters: from, to, version, decision)."""

    permission_classes = [IsStaff]
    serializer_class = ConsentRecordSerializer
    filterset_class = RecordFilter
    filter_backends = [django_filters.rest_framework.DjangoFilterBackend]

    def get_queryset(self):
        return selectors.records()


class SummaryView(APIView):
    """The share of the choices for one version (default: the current one)."""

    permission_classes = [IsStaff]

    @extend_schema(
        operation_id="consent_summary",
        parameters=[OpenApiParameter("version", str, required=False)],
        responses={200: ConsentSummarySerializer},
    )
    def get(self, request):
        version = request.query_params.get("version") or selectors.current().version
        return Response(ConsentSummarySerializer(selectors.summary(version[:64])).data)
