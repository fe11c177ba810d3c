"""Customers for staff: list with figures, detail with orders (within branch reach); GDPR export and erase
for administrators."""

import json

from django.http import HttpResponse
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, OpenApiTypes, extend_schema
from rest_framework import status
from rest_framework.decorators import action
from rest_framework.response import Response

from audit.api.viewsets import AuditedModelViewSet
from core.api.permissions import IsAdmin, StaffReadAdminWrite
from core.usage import InUse

from .. import exports, selectors
from ..services.customers import erase
from .serializers import CustomerDetailSerializer, CustomerSerializer, CustomerWriteSerializer, ErasedSerializer

FORMATS = {"json": "application/json; charset=utf-8", "csv": "text/csv; charset=utf-8"}


HAS_ORDERS = (
    "Kunde „{name}“ hat Bestellungen und kann daher nicht gelöscht werden. "
    "Mit „Daten anonymisieren“ entfernen Sie die personenbezogenen Daten."
)


class CustomerViewSet(AuditedModelViewSet):
    """Customers built from orders (e-mail, else phone, as identity); staff see those with orders in their
    branches, and only those orders' figures. Administrators create, change and delete (audited); a customer
    with orders is not deleted (the next order edit would bring it back): its data are anonymised instead."""

    serializer_class = CustomerSerializer
    permission_classes = [StaffReadAdminWrite]
    search_fields = ["name", "company_name", "email", "phone"]
    ordering_fields = ["name", "email", "orders_count", "total_gross", "last_order_at", "id"]
    ordering = ["-last_order_at", "-id"]

    def get_queryset(self):
        return selectors.customers_for(self.request.user)

    def get_serializer_class(self):
        if self.action in ("create", "update", "partial_update"):
            return CustomerWriteSerializer
        return CustomerSerializer

    def _with_figures(self, customer, status_code=status.HTTP_200_OK):
        customer = self.get_queryset().get(pk=customer.pk)
        return Response(CustomerSerializer(customer, context=self.get_serializer_context()).data, status=status_code)

    @extend_schema(request=CustomerWriteSerializer, responses={201: CustomerSerializer})
    def create(self, request, *args, **kwargs):
        serializer = self.get_serializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        self.perform_create(serializer)
        return self._with_figures(serializer.instance, status.HTTP_201_CREATED)

    @extend_schema(request=CustomerWriteSerializer, responses={200: CustomerSerializer})
    def update(self, request, *args, **kwargs):
        serializer = self.get_serializer(self.get_object(), data=request.data, partial=True)
        serializer.is_valid(raise_exception=True)
        self.perform_update(serializer)
        return self._with_figures(serializer.instance)

    def perform_destroy(self, instance):
        if instance.links.exists():
            raise InUse(HAS_ORDERS.format(name=instance))
        super().perform_destroy(instance)

    @extend_schema(responses={200: CustomerDetailSerializer})
    def retrieve(self, request, *args, **kwargs):
        customer = self.get_object()
        orders = selectors.customer_orders(customer, request.user)
        return Response(CustomerDetailSerializer(customer, context={"orders": orders}).data)

    @extend_schema(
        operation_id="customers_export",
        extensions={"x-download": True},
        parameters=[OpenApiParameter("kind", str, OpenApiParameter.PATH, enum=list(FORMATS))],
        responses={
            (200, "application/json"): OpenApiResponse(OpenApiTypes.OBJECT, description="JSON (UTF-8) als Download"),
            (200, "text/csv"): OpenApiResponse(OpenApiTypes.BINARY, description="CSV (UTF-8) als Download"),
        },
    )
    @action(detail=True, methods=["get"], url_path=r"export/(?P<kind>json|csv)", permission_classes=[IsAdmin])
    def export(self, request, pk=None, kind="json"):
        """Every stored datum of the customer (DSGVO-Auskunft): the orders with items and totals."""
        customer = self.get_object()
        orders = selectors.customer_orders(customer, request.user)
        if kind == "csv":
            body = exports.as_csv(orders)
        else:
            body = json.dumps(exports.as_json(customer, orders), ensure_ascii=False, indent=2)
        response = HttpResponse(body, content_type=FORMATS[kind])
        response["Content-Disposition"] = f'attachment; filename="kunde-{customer.pk}.{kind}"'
        return response

    @extend_schema(operation_id="customers_erase", request=None, responses={200: ErasedSerializer})
    @action(detail=True, methods=["post"], permission_classes=[IsAdmin])
    def erase(self, request, pk=None):
        """Anonymise the personal data of every order of the customer (sums and items stay); audited."""
        count = erase(request.user, self.get_object())
        return Response(ErasedSerializer({"erased_orders": count}).data)
