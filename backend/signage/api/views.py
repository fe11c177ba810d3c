"""Digital signage (docs/devices.md 'Digital signage'): CRUD of scenes, segments ('Filmsequenz'), streams and TVs
within reach, a TV's commands and what its player showed (staff); the player's own calls (device authentication).

Rows without a branch serve every branch: every staff member reads them, only administrators change or delete
them (403). A scene used by a segment, a segment used by a stream, a stream used by a TV cannot be deleted (409).
"""

import django_filters
from django.http import HttpResponseNotModified
from django.utils import timezone
from django.utils.http import parse_etags
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema
from rest_framework import serializers
from rest_framework.decorators import action
from rest_framework.exceptions import APIException, NotFound, PermissionDenied
from rest_framework.response import Response
from rest_framework.views import APIView

from audit.api.viewsets import AuditedModelViewSet
from core.api.fields import IdFilter
from core.api.permissions import is_admin
from core.api.schema import ERROR
from devices.api.authentication import AgentMixin
from devices.models import DeviceKind
from devices.services import agent

from .. import messages, player, selectors, services
from ..errors import SignageError
from ..models import Layout, Scene, Segment, SignageDevice, Stream
from .player_serializers import PlayerAnswerSerializer
from .serializers import (
    AbortRequestSerializer,
    CommandRequestSerializer,
    ProofOfPlayInputSerializer,
    ProofOfPlaySerializer,
    SceneSerializer,
    SegmentSerializer,
    SignageCommandSerializer,
    SignageDeviceSerializer,
    StreamSerializer,
)

CACHE_CONTROL = "no-cache, private"


class Refused(APIException):
    def __init__(self, error: SignageError):
        detail = {error.field: [serializers.ErrorDetail(error.message, code=error.code)]} if error.field else None
        super().__init__(detail=detail or error.message, code=error.code)
        self.status_code = error.status


class SignageErrorsMixin:
    """SignageError as the API answers it: its status, German text and code (on its field when it names one)."""

    def handle_exception(self, exc):
        if isinstance(exc, SignageError):
            exc = Refused(exc)
        return super().handle_exception(exc)


class BranchFilter(django_filters.FilterSet):
    branch = IdFilter(field_name="branch", label="Filiale")
    shared = django_filters.BooleanFilter(field_name="branch", lookup_expr="isnull", label="Für alle Filialen")


class SharedRowsViewSet(SignageErrorsMixin, AuditedModelViewSet):
    """Staff change the rows of their branches; the rows of every branch (no branch) only administrators."""

    search_fields = ["name"]
    ordering_fields = ["name", "created_at", "updated_at", "id"]
    ordering = ["name", "id"]

    def _writable(self, instance):
        if instance.branch_id is None and not is_admin(self.request.user):
            raise PermissionDenied()

    def _reloaded(self, instance):
        return self.get_queryset().get(pk=instance.pk)

    def perform_update(self, serializer):
        self._writable(serializer.instance)
        self.update_row(serializer.instance, serializer.validated_data)
        serializer.instance = self._reloaded(serializer.instance)

    def perform_create(self, serializer):
        serializer.instance = self._reloaded(self.create_row(serializer.validated_data))

    def perform_destroy(self, instance):
        self._writable(instance)
        services.delete(self.request.user, instance, self.snapshot_of)


class SceneFilter(BranchFilter):
    layout = django_filters.ChoiceFilter(field_name="layout", choices=Layout.choices, label="Layout")

    class Meta:
        model = Scene
        fields = []


class SceneViewSet(SharedRowsViewSet):
    """Scenes ('Szene'): blocks of the website builder or a menu board drawn live from the catalogue."""

    serializer_class = SceneSerializer
    filterset_class = SceneFilter
    search_fields = ["name", "path", "title"]
    ordering_fields = ["name", "path", "layout", "created_at", "updated_at", "id"]
    snapshot_of = staticmethod(services.scene_snapshot)

    def get_queryset(self):
        return selectors.scenes_for(self.request.user)

    def create_row(self, data):
        return services.create_scene(self.request.user, data)

    def update_row(self, instance, data):
        services.update_scene(self.request.user, instance, data)


class SegmentFilter(BranchFilter):
    scene = IdFilter(field_name="entries__scene", label="Szene", distinct=True)

    class Meta:
        model = Segment
        fields = []


class SegmentViewSet(SharedRowsViewSet):
    """Segments ('Filmsequenz'): scenes in order, each with its duration and transition."""

    serializer_class = SegmentSerializer
    filterset_class = SegmentFilter
    snapshot_of = staticmethod(services.segment_snapshot)

    def get_queryset(self):
        return selectors.segments_for(self.request.user)

    def create_row(self, data):
        return services.create_segment(self.request.user, data)

    def update_row(self, instance, data):
        services.update_segment(self.request.user, instance, data)


class StreamFilter(BranchFilter):
    segment = IdFilter(field_name="slots__segment", label="Filmsequenz", distinct=True)

    class Meta:
        model = Stream
        fields = []


class StreamViewSet(SharedRowsViewSet):
    """Streams: segments by weekday and time of day (business time zone); the first matching slot plays."""

    serializer_class = StreamSerializer
    filterset_class = StreamFilter
    snapshot_of = staticmethod(services.stream_snapshot)

    def get_queryset(self):
        return selectors.streams_for(self.request.user)

    def create_row(self, data):
        return services.create_stream(self.request.user, data)

    def update_row(self, instance, data):
        services.update_stream(self.request.user, instance, data)


class SignageDeviceFilter(django_filters.FilterSet):
    branch = IdFilter(field_name="device__branch", label="Filiale")
    stream = IdFilter(field_name="stream", label="Stream")

    class Meta:
        model = SignageDevice
        fields = []


class SignageDeviceViewSet(SignageErrorsMixin, AuditedModelViewSet):
    """TVs: a screen device of a branch in reach with its stream, orientation and resolution, and its player's
    state; commands to it (reload, show-scene until aborted, screenshot) and what it showed (proof of play)."""

    serializer_class = SignageDeviceSerializer
    filterset_class = SignageDeviceFilter
    search_fields = ["device__name", "device__identifier"]
    ordering_fields = ["name", "created_at", "updated_at", "id"]
    ordering_aliases = {"name": ["device__name"]}
    ordering = ["device__name", "id"]

    def get_queryset(self):
        return selectors.signage_devices_for(self.request.user)

    def perform_create(self, serializer):
        tv = services.create_signage_device(self.request.user, serializer.validated_data)
        serializer.instance = self.get_queryset().get(pk=tv.pk)

    def perform_update(self, serializer):
        services.update_signage_device(self.request.user, serializer.instance, serializer.validated_data)
        serializer.instance = self.get_queryset().get(pk=serializer.instance.pk)

    def perform_destroy(self, instance):
        services.delete(self.request.user, instance)

    @extend_schema(
        request=CommandRequestSerializer,
        responses={
            200: SignageCommandSerializer,
            409: OpenApiResponse(ERROR, description="Befehl konnte nicht ausgeführt werden."),
        },
    )
    @action(detail=True, methods=["post"], url_path="command")
    def command(self, request, pk=None):
        """Send reload, show-scene {sceneId} (shown until aborted) or screenshot; answers the command."""
        tv = self.get_object()
        body = CommandRequestSerializer(data=request.data)
        body.is_valid(raise_exception=True)
        data = body.validated_data
        command = services.send_command(
            request.user, tv, data["kind"], data.get("scene_id"), scenes=selectors.scenes_for(request.user)
        )
        return Response(SignageCommandSerializer(command).data)

    @extend_schema(
        request=AbortRequestSerializer,
        responses={
            200: SignageCommandSerializer,
            409: OpenApiResponse(ERROR, description="Befehl konnte nicht abgebrochen werden."),
        },
    )
    @action(detail=True, methods=["post"], url_path="command/abort")
    def abort(self, request, pk=None):
        """Abort an open command of the TV ({id}); a show-scene ends, the screen returns to its stream."""
        tv = self.get_object()
        body = AbortRequestSerializer(data=request.data)
        body.is_valid(raise_exception=True)
        command = services.abort_command(request.user, tv, body.validated_data["id"])
        return Response(SignageCommandSerializer(command).data)

    @extend_schema(request=None, responses={200: ProofOfPlaySerializer(many=True)})
    @action(detail=True, methods=["get"], url_path="proof-of-play", filter_backends=[])
    def proof_of_play(self, request, pk=None):
        """What the TV's player reported it showed, newest first (paginated)."""
        tv = self.get_object()
        page = self.paginate_queryset(selectors.plays_of(tv))
        return self.get_paginated_response(ProofOfPlaySerializer(page, many=True).data)


# --- the player (device authentication) ---------------------------------------------------------------------------
IF_NONE_MATCH = OpenApiParameter(
    "If-None-Match", location=OpenApiParameter.HEADER, required=False, description="ETag einer früheren Antwort"
)


class PlayerView(SignageErrorsMixin, AgentMixin, APIView):
    pagination_class = None
    filter_backends: list = []

    def initial(self, request, *args, **kwargs):
        super().initial(request, *args, **kwargs)
        if request.auth.kind != DeviceKind.SCREEN:
            raise NotFound(messages.NOT_A_TV, code="not_a_tv")
        agent.seen(request.auth.id)

    def tv(self, request) -> SignageDevice:
        # the row proves the cached identity still names this device (devices.api.authentication)
        tv = player.tv_of(request.auth.device.pk)
        if tv is None:
            raise NotFound(messages.NOT_A_TV, code="not_a_tv")
        return tv


def _not_modified(request, etag: str) -> bool:
    header = request.headers.get("If-None-Match", "")
    if not header:
        return False
    given = {tag.removeprefix("W/") for tag in parse_etags(header)}
    return "*" in given or etag in given


class PlayerAnswerView(PlayerView):
    @extend_schema(
        operation_id="signage_player",
        parameters=[IF_NONE_MATCH],
        responses={
            200: PlayerAnswerSerializer,
            304: OpenApiResponse(description="Nicht geändert (If-None-Match trifft die aktuelle ETag)"),
            404: OpenApiResponse(ERROR, description="Dieses Gerät ist kein TV."),
        },
    )
    def get(self, request):
        """What the screen plays now and next: {device, stream, segment, scenes, until, next, override}. Poll every
        few seconds with If-None-Match: unchanged, the answer is 304 from the cache without a database read."""
        now = timezone.now()
        found = player.cached(request.auth.id, now)
        if found is None:
            found = player.fresh(self.tv(request), now)
        etag, answer = found
        if _not_modified(request, etag):
            response = HttpResponseNotModified()
        else:
            # a whole answer only for the device its row confirms (a cached identity may outlive a restore)
            if request.auth.device.pk != request.auth.id:
                raise NotFound(messages.NOT_A_TV, code="not_a_tv")
            response = Response(answer)
        response["ETag"] = etag
        response["Cache-Control"] = CACHE_CONTROL
        return response


class ProofOfPlayView(PlayerView):
    @extend_schema(
        operation_id="signage_proof_of_play",
        request=ProofOfPlayInputSerializer,
        responses={201: ProofOfPlaySerializer},
    )
    def post(self, request):
        """The player showed a scene at shownAt (proof of play; it may report late, after a network loss)."""
        body = ProofOfPlayInputSerializer(data=request.data)
        body.is_valid(raise_exception=True)
        data = body.validated_data
        play = services.record_play(self.tv(request), data["scene_id"], data["shown_at"])
        return Response(ProofOfPlaySerializer(play).data, status=201)
