"""The device agent's endpoints (docs/devices.md): a device page or the printer agent, `Authorization: Device
<secret>`. GET me, GET commands (ETag / 304 from the poll stamp, no database read while nothing is new), POST
commands/{id}/ack, POST logs, POST heartbeat. Every call counts as seen (lastSeenAt, at most every 15 s)."""

from django.utils.cache import patch_cache_control
from drf_spectacular.utils import OpenApiResponse, extend_schema
from rest_framework.response import Response
from rest_framework.views import APIView

from core.api.schema import ERROR

from .. import selectors
from ..services import agent as agent_services
from ..services import commands, logs
from .authentication import AgentMixin
from .refusals import DeviceErrorsMixin
from .serializers import (
    AckSerializer,
    AgentCommandSerializer,
    AgentDeviceSerializer,
    CommandSerializer,
    DeviceLogSerializer,
    HeartbeatSerializer,
    LogsInputSerializer,
)


class AgentView(DeviceErrorsMixin, AgentMixin, APIView):
    pagination_class = None
    filter_backends: list = []

    def initial(self, request, *args, **kwargs):
        super().initial(request, *args, **kwargs)
        agent_services.seen(request.auth.id)


class MeView(AgentView):
    @extend_schema(operation_id="device_agent_me", responses={200: AgentDeviceSerializer})
    def get(self, request):
        """The calling device: name, kind, branch."""
        return Response(AgentDeviceSerializer(request.auth.device).data)


def _etag(device_id: int, stamp: str) -> str:
    return f'"c{device_id}-{stamp}"'


class CommandsView(AgentView):
    @extend_schema(
        operation_id="device_agent_commands",
        responses={200: AgentCommandSerializer(many=True), 304: OpenApiResponse(description="Nichts Neues")},
    )
    def get(self, request):
        """The pending commands, oldest first, now marked delivered (each is handed out once). Send the last
        answer's ETag as If-None-Match: while nothing is new the answer is 304 without a database read."""
        device_id = request.auth.id
        # the stamp is read before the commands: a command made meanwhile moves it, so the next poll fetches it
        stamp = selectors.command_stamp(device_id)
        etag = _etag(device_id, stamp)
        if request.headers.get("If-None-Match") == etag:
            response = Response(status=304)
        else:
            # the row proves the cached identity (one read); then the commands
            device_id = request.auth.device.pk
            delivered = commands.deliver(device_id)
            response = Response(AgentCommandSerializer(delivered, many=True).data)
        response["ETag"] = etag
        patch_cache_control(response, no_cache=True, private=True)
        return response


class AckView(AgentView):
    @extend_schema(
        operation_id="device_agent_ack",
        request=AckSerializer,
        responses={200: CommandSerializer, 404: OpenApiResponse(ERROR, description="Kein Befehl dieses Geräts")},
    )
    def post(self, request, command_id: int):
        """The device's answer to one of its commands: ok → done, else failed (with error). Repeated: no change."""
        body = AckSerializer(data=request.data)
        body.is_valid(raise_exception=True)
        data = body.validated_data
        command = commands.acknowledge(
            request.auth.device, int(command_id), data["ok"], result=data.get("result"), error=data.get("error") or ""
        )
        return Response(CommandSerializer(command).data)


class LogsView(AgentView):
    @extend_schema(operation_id="device_agent_logs", request=LogsInputSerializer, responses={201: DeviceLogSerializer})
    def post(self, request):
        """Log lines (at most 500 of 500 characters); with the id of a `logs` command, that command is done."""
        body = LogsInputSerializer(data=request.data)
        body.is_valid(raise_exception=True)
        data = body.validated_data
        log = logs.receive(request.auth.device, data["lines"], data.get("command_id"))
        return Response(DeviceLogSerializer(log).data, status=201)


class HeartbeatView(AgentView):
    @extend_schema(
        operation_id="device_agent_heartbeat", request=HeartbeatSerializer, responses={200: AgentDeviceSerializer}
    )
    def post(self, request):
        """I am here; a counter tablet also says whether its sound is on (soundEnabled)."""
        body = HeartbeatSerializer(data=request.data)
        body.is_valid(raise_exception=True)
        device = agent_services.heartbeat(request.auth.device, body.validated_data.get("sound_enabled"))
        return Response(AgentDeviceSerializer(device).data)
