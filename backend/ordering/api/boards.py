"""Order boards without login (front desk, back office screens): branch id + the branch's api key."""

from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema
from rest_framework.exceptions import NotFound
from rest_framework.response import Response
from rest_framework.views import APIView

from core.api.fields import MAX_ID
from core.api.views import PublicMixin

from .. import selectors
from ..errors import ItemNotFound
from ..registry import board_printers
from ..services.kitchen import mark_item_done
from .common import CONFLICT, IF_NONE_MATCH, NOT_MODIFIED, OrderErrorsMixin, not_modified, with_etag
from .serializers import BoardSerializer, ItemDoneSerializer, OrderSerializer


class BoardView(PublicMixin, APIView):
    """The branch's current orders, newest first, and its printers (meta.printers: [{name, online}], from the
    printing area through ordering.registry); unchanged lists answer 304 after one query."""

    # path parameters keep the spec's names (branchId, apiKey)

    def get(self, request, branchId: int, apiKey: str):
        branch_id, api_key = branchId, apiKey
        etag = selectors.board_stamp(branch_id, api_key) if branch_id <= MAX_ID else None
        if etag is None:
            raise NotFound()
        unchanged = not_modified(request, etag)
        if unchanged is not None:
            return unchanged
        orders = OrderSerializer(selectors.board_orders(branch_id), many=True).data
        # {"data": orders, "meta": {"printers"}}: the orders stay where a board has always read them
        response = Response({"data": orders, "meta": {"printers": board_printers(branch_id)}})
        response.enveloped = True
        return with_etag(response, etag)


class FrontdeskBoardView(BoardView):
    @extend_schema(
        operation_id="orders_frontdesk_board",
        parameters=[IF_NONE_MATCH],
        responses={200: BoardSerializer, 304: NOT_MODIFIED},
    )
    def get(self, request, branchId: int, apiKey: str):
        return super().get(request, branchId, apiKey)


class BackofficeBoardView(BoardView):
    @extend_schema(
        operation_id="orders_backoffice_board",
        parameters=[IF_NONE_MATCH],
        responses={200: BoardSerializer, 304: NOT_MODIFIED},
    )
    def get(self, request, branchId: int, apiKey: str):
        return super().get(request, branchId, apiKey)


class KitchenItemDoneView(OrderErrorsMixin, PublicMixin, APIView):
    """The kitchen board ticks an item off (or back on); every board sees it on its next poll."""

    @extend_schema(
        operation_id="orders_backoffice_board_item_done",
        request=ItemDoneSerializer,
        parameters=[OpenApiParameter("index", int, OpenApiParameter.PATH, description="Position (ab 0)")],
        responses={
            200: OrderSerializer,
            404: OpenApiResponse(description="Filiale, Schlüssel, Bestellung oder Position unbekannt"),
            409: CONFLICT,
        },
    )
    def post(self, request, branchId: int, apiKey: str, orderId: int, index: int):
        order = selectors.board_order(branchId, apiKey, orderId) if max(branchId, orderId, index) <= MAX_ID else None
        if order is None:
            raise NotFound()
        serializer = ItemDoneSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        try:
            mark_item_done(order, index, serializer.validated_data["is_done"])
        except ItemNotFound:
            raise NotFound() from None
        return Response(OrderSerializer(selectors.board_orders(branchId).get(pk=order.pk)).data)
