"""Orders for staff: history, current and missed orders, status actions. No business logic here:
parse, look the order up within the user's reach, call a service (which checks role and reach itself,
ordering.services.permissions), answer with the reloaded order."""

from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema
from rest_framework import mixins, permissions, status, viewsets
from rest_framework.decorators import action
from rest_framework.exceptions import NotFound
from rest_framework.response import Response

from audit.services import audited_delete
from core.api.exceptions import error_response
from core.api.permissions import is_admin, is_staff
from core.public_url import public_base_url

from .. import selectors
from ..documents.receipts import receipt_html
from ..errors import ItemNotFound
from ..services import online_payment, printing, resend, state_changes
from ..services.editing import update_order
from ..services.item_update import update_item
from .common import (
    CONFLICT,
    IF_NONE_MATCH,
    NOT_MODIFIED,
    ErrorResponseSerializer,
    OrderErrorsMixin,
    not_modified,
    wire_errors,
    with_etag,
)
from .documents import OrderDocumentsMixin
from .draft_serializers import CreatedOrderSerializer, DraftItemSerializer, OrderDraftSerializer
from .edit_serializers import OrderEditSerializer
from .fields import PrintJobSummarySerializer
from .filters import OrderFilter
from .public_create import IDEMPOTENCY_KEY, place_order
from .serializers import ConfirmSerializer, OrderSerializer, ReceiptSerializer, RejectSerializer


class OrderPermission(permissions.BasePermission):
    """Staff read and act on the orders they reach; only administrators delete."""

    def has_permission(self, request, view):
        if getattr(view, "action", None) == "destroy":
            return is_admin(request.user)
        return is_staff(request.user)


def _status_action(url_path: str, request_serializer=None, description: str = ""):
    return lambda func: extend_schema(
        request=request_serializer,
        responses={200: OrderSerializer, 409: CONFLICT},
        description=description,
    )(action(detail=True, methods=["post"], url_path=url_path)(func))


class OrderViewSet(
    OrderDocumentsMixin,
    OrderErrorsMixin,
    mixins.ListModelMixin,
    mixins.RetrieveModelMixin,
    mixins.DestroyModelMixin,
    viewsets.GenericViewSet,
):
    """Orders, read and handled by staff of the branches they reach."""

    serializer_class = OrderSerializer
    permission_classes = [OrderPermission]
    filterset_class = OrderFilter
    ordering_fields = ["created_at", "ticket_number", "appointment_date", "status", "total_gross", "id"]
    ordering = ["-created_at", "-id"]

    def get_queryset(self):
        return selectors.orders_for(self.request.user)

    def perform_destroy(self, instance):
        audited_delete(self.request.user, instance)

    @extend_schema(request=OrderEditSerializer, responses={200: OrderSerializer, 409: CONFLICT})
    def update(self, request, pk=None):
        """Staff change customer data, comment, appointment or table (not in a final state)."""
        order = self.get_object()
        serializer = OrderEditSerializer(order, data=request.data, partial=True)
        serializer.is_valid(raise_exception=True)
        return self._answer(update_order(request.user, order, serializer.validated_data))

    def _answer(self, order):
        """The order as stored now (the back office reloads it after every action)."""
        return Response(self.get_serializer(self.get_queryset().get(pk=order.pk)).data)

    def _complete_list(self, queryset):
        return Response(self.get_serializer(self.filter_queryset(queryset), many=True).data)

    @extend_schema(
        operation_id="orders_phone_create",
        summary="Telefonbestellung aufnehmen",
        description=(
            "Mitarbeitende nehmen die Bestellung einer Anruferin oder eines Anrufers auf: dieselben Regeln wie "
            "POST /api/orders (aktive Speisekarte, Preise des Servers), aber ohne E-Mail-Pflicht und ohne AGB- "
            "und Datenschutz-Häkchen (am Telefon nicht abgefragt, an der Bestellung als nicht akzeptiert "
            "gespeichert), ohne Limits je Anschluss und ohne Online-Zahlung; nur für erreichbare Filialen."
        ),
        request=OrderDraftSerializer,
        parameters=[IDEMPOTENCY_KEY],
        responses={
            201: OpenApiResponse(CreatedOrderSerializer, description="Bestellung angelegt"),
            200: OpenApiResponse(
                CreatedOrderSerializer, description="Wiederholung mit demselben Idempotency-Key: die erste Bestellung"
            ),
            400: OpenApiResponse(ErrorResponseSerializer, description="Ungültige Eingabe (Fehlerliste)"),
            422: OpenApiResponse(
                ErrorResponseSerializer, description="Idempotency-Key schon für eine andere Bestellung verwendet"
            ),
        },
    )
    @action(detail=False, methods=["post"], url_path="phone")
    def phone(self, request):
        """A caller's order, placed by the employee (ordering.services.creation, taken_by)."""
        return place_order(request, taken_by=request.user)

    @extend_schema(parameters=[IF_NONE_MATCH], responses={200: OrderSerializer(many=True), 304: NOT_MODIFIED})
    @action(detail=False, methods=["get"], pagination_class=None)
    def current(self, request):
        """Orders not in a final state, newest first (complete list, not paged); polled with If-None-Match."""
        orders = self.filter_queryset(selectors.current(self.get_queryset()))
        etag = selectors.current_stamp(orders, request.user, request.GET.urlencode())
        unchanged = not_modified(request, etag)
        if unchanged is not None:
            return unchanged
        return with_etag(Response(self.get_serializer(orders, many=True).data), etag)

    @extend_schema(responses={200: OrderSerializer(many=True)})
    @action(detail=False, methods=["get"], pagination_class=None)
    def missed(self, request):
        """Orders still unconfirmed more than 15 minutes after their appointment (or placement when asap)."""
        return self._complete_list(selectors.missed(self.get_queryset()))

    @_status_action(
        "status/confirm",
        ConfirmSerializer,
        "Bestätigen, optional mit Gegenvorschlag (counterAppointment) oder Fertigzeit (readyBy)",
    )
    def confirm(self, request, pk=None):
        order = self.get_object()
        serializer = ConfirmSerializer(data=request.data, context={"order": order})
        serializer.is_valid(raise_exception=True)
        return self._answer(
            state_changes.confirm(
                request.user,
                order,
                serializer.validated_data["counter_appointment"],
                serializer.validated_data["ready_by"],
            )
        )

    @_status_action("status/reject", RejectSerializer, "Ablehnen, optional mit Begründung (rejectionMessage)")
    def reject(self, request, pk=None):
        order = self.get_object()
        serializer = RejectSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        message = serializer.validated_data.get("rejection_message") or ""
        return self._answer(state_changes.reject(request.user, order, message))

    @_status_action("status/cancel")
    def cancel(self, request, pk=None):
        return self._answer(state_changes.cancel(request.user, self.get_object()))

    @_status_action("status/in-delivery")
    def in_delivery(self, request, pk=None):
        return self._answer(state_changes.mark_in_delivery(request.user, self.get_object()))

    @_status_action("status/delivered", description="Zugestellt (nur Lieferungen, die unterwegs sind)")
    def delivered(self, request, pk=None):
        return self._answer(state_changes.mark_delivered(request.user, self.get_object()))

    @_status_action("status/completed")
    def completed(self, request, pk=None):
        return self._answer(state_changes.complete(request.user, self.get_object()))

    @_status_action("update-payment-status", description="Zahlungsstatus beim Anbieter prüfen")
    def update_payment_status(self, request, pk=None):
        return self._answer(online_payment.check(request.user, self.get_object(), public_base_url(request)))

    @_status_action(
        "refund",
        description=(
            "Was von einer online bezahlten Bestellung noch bezahlt ist (Betrag minus frühere Erstattungen) "
            "über den Anbieter zurückerstatten (einmal; isRefunded folgt dem Anbieter)"
        ),
    )
    def refund(self, request, pk=None):
        return self._answer(online_payment.refund(request.user, self.get_object(), public_base_url(request)))

    @_status_action("resend-new-order-email", description="Bestellbestätigung erneut per E-Mail senden")
    def resend_new_order_email(self, request, pk=None):
        return self._answer(resend.resend_new_order_email(request.user, self.get_object()))

    @_status_action("resend-new-order-sms", description="Bestellbestätigung erneut per SMS senden")
    def resend_new_order_sms(self, request, pk=None):
        return self._answer(resend.resend_new_order_sms(request.user, self.get_object()))

    @extend_schema(request=None, responses={200: ReceiptSerializer})
    @action(detail=True, methods=["post"])
    def print(self, request, pk=None):
        """The receipt as an HTML document laid out for 80 mm thermal paper, and a receipt job for each receipt
        printer of the order's branch (printJobs, their state: GET /api/orders/{id}/print-jobs)."""
        order = self.get_object()
        jobs = printing.request_print(request.user, order)
        return Response({"html": receipt_html(order), "print_jobs": PrintJobSummarySerializer(jobs, many=True).data})

    @extend_schema(
        operation_id="orders_item_update",
        request=DraftItemSerializer,
        parameters=[OpenApiParameter("index", int, OpenApiParameter.PATH, description="Position (ab 0)")],
        responses={
            200: OrderSerializer,
            400: OpenApiResponse(ErrorResponseSerializer, description="Ungültige Position (Fehlerliste)"),
            409: OpenApiResponse(ErrorResponseSerializer, description="Bestellung abgeschlossen (order_closed)"),
        },
    )
    @action(detail=True, methods=["put"], url_path=r"items/(?P<index>[0-9]{1,9})")
    def item(self, request, pk=None, index=None):
        """Change one item (product, amount, unit, parts); the whole order is re-priced and the change audited.

        A paid online order may only get cheaper: the difference is refunded through the provider
        (paymentProvider.refunds); a dearer one, or one whose payment is pending, is refused on `items`."""
        order = self.get_object()
        serializer = DraftItemSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        try:
            result = update_item(request.user, order, int(index), serializer.validated_data, public_base_url(request))
        except ItemNotFound:
            raise NotFound() from None
        if isinstance(result, list):
            return error_response(wire_errors(result), status.HTTP_400_BAD_REQUEST)
        return self._answer(result)
