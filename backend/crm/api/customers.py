"""Customers for staff: list with figures, detail with orders (within branch reach); GDPR export and erase
for administrators."""

import json

from django.http import HttpResponse
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, OpenApiTypes, extend_schema
from rest_framework import mixins, viewsets
from rest_framework.decorators import action
from rest_framework.response import Response

from core.api.permissions import IsAdmin

from .. import export, selectors
from ..services.customers import erase
from .serializers import CustomerDetailSerializer, CustomerSerializer, ErasedSerializer

FORMATS = {"json": "application/json; charset=utf-8", "csv": "text/csv; charset=utf-8"}


class CustomerViewSet(mixins.ListModelMixin, mixins.RetrieveModelMixin, viewsets.GenericViewSet):
    """Customers built from orders (e-mail, else phone, as identity); staff see those with orders in their
    branches, and only those orders' figures."""

    serializer_class = CustomerSerializer
    search_fields = ["name", "company_name", "email", "phone"]
    ordering_fields = ["name", "email", "orders_count", "total_gross", "last_order_at", "id"]
    ordering = ["-last_order_at", "-id"]

    def get_queryset(self):
        return selectors.customers_for(self.request.user)

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
            body = export.as_csv(orders)
        else:
            body = json.dumps(export.as_json(customer, orders), ensure_ascii=False, indent=2)
        response = HttpResponse(body, content_type=FORMATS[kind])
        response["Content-Disposition"] = f'attachment; filename="kunde-{customer.pk}.{kind}"'
        return response

    @extend_schema(operation_id="customers_erase", request=None, responses={200: ErasedSerializer})
    @action(detail=True, methods=["post"], permission_classes=[IsAdmin])
    def erase(self, request, pk=None):
        """Anonymise the personal data of every order of the customer (sums and items stay); audited."""
        count = erase(request.user, self.get_object())
        return Response(ErasedSerializer({"erased_orders": count}).data)
