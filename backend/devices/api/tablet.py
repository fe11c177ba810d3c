"""The counter tablet's board (docs/devices.md 'Counter tablet'): a paired tablet (`Authorization: Device <secret>`)
reads the current orders of its branch and moves them: confirm with minutes, ready ('Abholbereit', for a delivery
'In Zustellung'), done, reject with a message. It acts as the device (core.actors.DeviceActor): ordering's services
accept it for the orders of the device's branch only (another branch's order is a 404) and the audit log names it
('Gerät: Theke Mariahilf').

GET device-agent/orders answers like the front-desk board: {data: [orders], meta: {printers: [{name, online}]}} (the
branch's active printers, 'Drucker offline' on the tablet), ETag / 304 from the board's stamp, which covers the
printers' state too (two small queries while nothing changed).
"""

import datetime

from django.utils import timezone
from drf_spectacular.utils import OpenApiResponse, extend_schema
from rest_framework import serializers
from rest_framework.exceptions import APIException, NotFound
from rest_framework.response import Response
from rest_framework.views import APIView

from core.actors import DeviceActor
from core.api.schema import ERROR
from core.api.serializers import StrictSerializer
from ordering import selectors as ordering_selectors
from ordering.api.fields import OrderSerializer
from ordering.errors import OrderError
from ordering.models import Order
from ordering.services import state_changes
from organisation.models import Branch

from .. import printing_board
from ..models import DeviceKind
from ..services import agent as agent_services
from .authentication import AgentMixin, AgentRefused

MAX_MINUTES = 240
# German texts of the tablet's board
NOT_A_TABLET = "Nur ein Tablet (Theke) bearbeitet Bestellungen."
MINUTES_RANGE = "Bitte geben Sie die Minuten bis zur Fertigstellung an (1 bis 240)."


class Conflict(APIException):
    status_code = 409


class ConfirmInputSerializer(StrictSerializer):
    minutes = serializers.IntegerField(
        min_value=1,
        max_value=MAX_MINUTES,
        help_text="fertig in so vielen Minuten (1 bis 240)",
        error_messages={
            key: MINUTES_RANGE for key in ("invalid", "min_value", "max_value", "null", "max_string_length")
        },
    )


class RejectInputSerializer(StrictSerializer):
    rejection_message = serializers.CharField(required=False, allow_blank=True, max_length=2000, default="")


class PrinterSerializer(serializers.Serializer):
    name = serializers.CharField()
    online = serializers.BooleanField()


class TabletMetaSerializer(serializers.Serializer):
    printers = PrinterSerializer(many=True)


class TabletBoardSerializer(serializers.Serializer):
    data = OrderSerializer(many=True)
    meta = TabletMetaSerializer()


class TabletView(AgentMixin, APIView):
    """A tablet's call: other kinds of devices are refused (403)."""

    pagination_class = None
    filter_backends: list = []

    def initial(self, request, *args, **kwargs):
        super().initial(request, *args, **kwargs)
        if request.auth.kind != DeviceKind.TABLET:
            raise AgentRefused(NOT_A_TABLET, "not_a_tablet", 403)
        agent_services.seen(request.auth.id)

    def handle_exception(self, exc):
        if isinstance(exc, OrderError):
            exc = Conflict(detail=exc.message, code=exc.code)
        return super().handle_exception(exc)

    def actor(self) -> DeviceActor:
        device = self.request.auth.device
        return DeviceActor(device_id=device.pk, branch_id=device.branch_id, name=device.name)

    def order(self, order_id) -> Order:
        # another branch's order is refused by ordering's own check (a 404 as for an unknown one)
        order = Order.objects.filter(pk=int(order_id)).first()
        if order is None:
            raise NotFound()
        return order

    def answer(self, order: Order) -> Response:
        """The order as the board shows it (with its items)."""
        shown = ordering_selectors.board_orders(order.branch_id).filter(pk=order.pk).first()
        return Response(OrderSerializer(shown or order).data)


def _etag(branch_id: int) -> str | None:
    """The front-desk board's ETag of the branch (its current orders and its printers' state, one query); None for a
    branch that is gone."""
    key = Branch.objects.filter(pk=branch_id).values_list("api_key", flat=True).first()
    return None if key is None else ordering_selectors.board_stamp(branch_id, key)


class TabletOrdersView(TabletView):
    @extend_schema(
        operation_id="device_agent_orders",
        responses={200: TabletBoardSerializer, 304: OpenApiResponse(description="Nichts Neues")},
    )
    def get(self, request):
        """The current orders of the tablet's branch, newest first, and the branch's printers (meta.printers)."""
        branch_id = request.auth.branch_id
        etag = _etag(branch_id)
        if etag is None:
            raise NotFound()
        if request.headers.get("If-None-Match", "").removeprefix("W/") == etag.removeprefix("W/"):
            response = Response(status=304)
        else:
            # beyond "nothing new" the row decides the branch: a cached identity may outlive a restore
            branch_id = request.auth.device.branch_id
            etag = _etag(branch_id) or etag
            orders = OrderSerializer(ordering_selectors.board_orders(branch_id), many=True).data
            response = Response({"data": orders, "meta": {"printers": printing_board.printers(branch_id)}})
            response.enveloped = True
        response["ETag"] = etag
        response["Cache-Control"] = "no-cache"
        return response


ORDER_ANSWERS = {200: OrderSerializer, 404: OpenApiResponse(ERROR), 409: OpenApiResponse(ERROR)}


class TabletConfirmView(TabletView):
    @extend_schema(operation_id="device_agent_order_confirm", request=ConfirmInputSerializer, responses=ORDER_ANSWERS)
    def post(self, request, order_id: str):
        """Confirm: ready in `minutes` (the status page shows the time)."""
        body = ConfirmInputSerializer(data=request.data)
        body.is_valid(raise_exception=True)
        ready_by = (timezone.now() + datetime.timedelta(minutes=body.validated_data["minutes"])).replace(
            second=0, microsecond=0
        )
        return self.answer(state_changes.confirm(self.actor(), self.order(order_id), ready_by=ready_by))


class TabletReadyView(TabletView):
    @extend_schema(operation_id="device_agent_order_ready", request=None, responses=ORDER_ANSWERS)
    def post(self, request, order_id: str):
        """Ready: 'Abholbereit' (takeaway, dine-in), 'In Zustellung' (delivery)."""
        return self.answer(state_changes.mark_in_delivery(self.actor(), self.order(order_id)))


class TabletDoneView(TabletView):
    @extend_schema(operation_id="device_agent_order_done", request=None, responses=ORDER_ANSWERS)
    def post(self, request, order_id: str):
        """Done: 'Abgeschlossen'."""
        return self.answer(state_changes.complete(self.actor(), self.order(order_id)))


class TabletRejectView(TabletView):
    @extend_schema(operation_id="device_agent_order_reject", request=RejectInputSerializer, responses=ORDER_ANSWERS)
    def post(self, request, order_id: str):
        """Reject, with a message to the customer (optional)."""
        body = RejectInputSerializer(data=request.data)
        body.is_valid(raise_exception=True)
        message = body.validated_data["rejection_message"]
        return self.answer(state_changes.reject(self.actor(), self.order(order_id), message))
