"""Order boards without login (front desk, back office screens): branch id + the branch's api key."""

from drf_spectacular.utils import extend_schema
from rest_framework.exceptions import NotFound
from rest_framework.response import Response
from rest_framework.views import APIView

from core.api.fields import MAX_ID
from core.api.views import PublicMixin

from .. import selectors
from .common import IF_NONE_MATCH, NOT_MODIFIED, not_modified, with_etag
from .serializers import OrderSerializer


class BoardView(PublicMixin, APIView):
    """The branch's current orders, newest first; unchanged lists answer 304 after one query."""

    # path parameters keep the spec's names (branchId, apiKey)

    def get(self, request, branchId: int, apiKey: str):
        branch_id, api_key = branchId, apiKey
        etag = selectors.board_stamp(branch_id, api_key) if branch_id <= MAX_ID else None
        if etag is None:
            raise NotFound()
        unchanged = not_modified(request, etag)
        if unchanged is not None:
            return unchanged
        orders = selectors.board_orders(branch_id)
        return with_etag(Response(OrderSerializer(orders, many=True).data), etag)


class FrontdeskBoardView(BoardView):
    @extend_schema(
        operation_id="orders_frontdesk_board",
        parameters=[IF_NONE_MATCH],
        responses={200: OrderSerializer(many=True), 304: NOT_MODIFIED},
    )
    def get(self, request, branchId: int, apiKey: str):
        return super().get(request, branchId, apiKey)


class BackofficeBoardView(BoardView):
    @extend_schema(
        operation_id="orders_backoffice_board",
        parameters=[IF_NONE_MATCH],
        responses={200: OrderSerializer(many=True), 304: NOT_MODIFIED},
    )
    def get(self, request, branchId: int, apiKey: str):
        return super().get(request, branchId, apiKey)
