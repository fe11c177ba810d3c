"""The customer's order status page: uid + hash in the URL, no login."""

from drf_spectacular.utils import extend_schema
from rest_framework.exceptions import NotFound
from rest_framework.response import Response
from rest_framework.views import APIView

from core.api.views import PublicMixin
from organisation.models import Config

from .. import selectors
from ..services import reviews, state_changes, status_poll
from .common import CONFLICT, IF_NONE_MATCH, NOT_MODIFIED, OrderErrorsMixin, not_modified, with_etag
from .serializers import PublicOrderSerializer, QuestionnaireSerializer


def _body(order, request) -> dict:
    return PublicOrderSerializer(order, context={"request": request, "config": Config.load()}).data


class PublicOrderBase(OrderErrorsMixin, PublicMixin, APIView):
    def get_order(self, uid: str, hash: str):
        order = selectors.public_order_by_secret(uid, hash)
        if order is None:
            raise NotFound()
        return order

    def respond(self, order):
        return Response(_body(selectors.public_order(order.pk), self.request))


class PublicOrderView(PublicOrderBase):
    """The status page's order. Poll with If-None-Match: an unchanged order answers 304 without a database query."""

    @extend_schema(
        operation_id="orders_public_retrieve",
        parameters=[IF_NONE_MATCH],
        responses={200: PublicOrderSerializer, 304: NOT_MODIFIED},
    )
    def get(self, request, uid: str, hash: str):
        generation = status_poll.generation()
        stamp = selectors.public_stamp(uid, hash)
        if stamp is None:
            raise NotFound()
        # the next unchanged poll is answered before this view (api.poll.StatusPollMiddleware)
        status_poll.remember(uid, stamp, generation)
        unchanged = not_modified(request, stamp.etag)
        if unchanged is not None:
            return unchanged
        return with_etag(Response(_body(selectors.public_order(stamp.pk), request)), stamp.etag)


class ConfirmCounterAppointmentView(PublicOrderBase):
    """The customer accepts the proposed time: the order is confirmed for it."""

    @extend_schema(
        operation_id="orders_public_confirm_counter_appointment",
        request=None,
        responses={200: PublicOrderSerializer, 409: CONFLICT},
    )
    def post(self, request, uid: str, hash: str):
        return self.respond(state_changes.accept_counter_appointment(self.get_order(uid, hash)))


class RejectCounterAppointmentView(PublicOrderBase):
    """'Nein, Bestellung stornieren': the customer declines the proposed time; the order is canceled."""

    @extend_schema(
        operation_id="orders_public_reject_counter_appointment",
        request=None,
        responses={200: PublicOrderSerializer, 409: CONFLICT},
    )
    def post(self, request, uid: str, hash: str):
        return self.respond(state_changes.decline_counter_appointment(self.get_order(uid, hash)))


class QuestionnaireView(PublicOrderBase):
    """The review of a completed order: once, while reviews are enabled (enablePluginOrderReviews)."""

    @extend_schema(
        operation_id="orders_public_questionnaire",
        request=QuestionnaireSerializer,
        responses={200: PublicOrderSerializer, 409: CONFLICT},
    )
    def post(self, request, uid: str, hash: str):
        order = self.get_order(uid, hash)
        serializer = QuestionnaireSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        return self.respond(reviews.answer_questionnaire(order, serializer.validated_data))
