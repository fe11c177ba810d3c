"""Devices for staff (docs/devices.md 'Devices'): CRUD /api/devices within branch reach (404 outside), pairing with
the code a device page shows (a new device, or an existing one: its replacement), a new secret, and the checks that wait for the device (test notification, test
print, device logs). Staff read and check the devices of their branches; administrators pair, change and delete."""

import django_filters
from drf_spectacular.utils import OpenApiResponse, extend_schema, inline_serializer
from rest_framework import serializers
from rest_framework.decorators import action
from rest_framework.response import Response

from audit.api.viewsets import AuditedModelViewSet
from audit.services import audited_create, audited_delete, audited_update
from core.api.fields import IdFilter
from core.api.permissions import IsAdmin, IsStaff, StaffReadAdminWrite
from core.api.schema import ERROR

from .. import messages, selectors
from ..errors import DeviceError
from ..models import Device, DeviceKind
from ..services import checks, pairing
from ..services import secrets as secret_services
from ..services.devices import device_snapshot
from .refusals import DeviceErrorsMixin, refusal
from .serializers import (
    CommandSerializer,
    DeviceLogSerializer,
    DeviceSerializer,
    PairExistingSerializer,
    PairSerializer,
)

UNCONFIRMED = OpenApiResponse(
    ERROR, description="Das Gerät hat nicht rechtzeitig bestätigt (device_unconfirmed) oder meldet einen Fehler"
)


class DeviceFilter(django_filters.FilterSet):
    branch = IdFilter(field_name="branch", label="Filiale")
    kind = django_filters.ChoiceFilter(field_name="kind", choices=DeviceKind.choices, label="Art")
    isActive = django_filters.BooleanFilter(field_name="is_active", label="Aktiv")

    class Meta:
        model = Device
        fields = []


class DevicePermission(StaffReadAdminWrite):
    """Staff read and check (test, logs) the devices they reach; administrators pair, change and delete."""

    STAFF_ACTIONS = frozenset({"test_notification", "test_print", "request_device_logs", "logs"})

    def has_permission(self, request, view):
        if getattr(view, "action", None) in self.STAFF_ACTIONS:
            return IsStaff().has_permission(request, view)
        return super().has_permission(request, view)


class DeviceViewSet(DeviceErrorsMixin, AuditedModelViewSet):
    serializer_class = DeviceSerializer
    permission_classes = [DevicePermission]
    filterset_class = DeviceFilter
    search_fields = ["name", "identifier", "printer_host"]
    ordering_fields = ["name", "identifier", "kind", "branch", "last_seen_at", "created_at", "id"]
    ordering = ["name", "id"]

    def get_queryset(self):
        return selectors.devices_for(self.request.user)

    def perform_create(self, serializer):
        audited_create(self.request.user, serializer.save, snapshot=device_snapshot)

    def perform_update(self, serializer):
        audited_update(self.request.user, serializer.instance, serializer.save, snapshot=device_snapshot)

    def perform_destroy(self, instance):
        audited_delete(self.request.user, instance, snapshot=device_snapshot)

    @extend_schema(
        operation_id="devices_pair",
        request=PairSerializer,
        responses={201: DeviceSerializer, 400: OpenApiResponse(ERROR, description="Code ungültig oder abgelaufen")},
    )
    @action(detail=False, methods=["post"], permission_classes=[IsAdmin])
    def pair(self, request):
        """Pair the device page that shows `code`: the device is created in `branch` (the page then gets its
        secret with its next status request)."""
        serializer = PairSerializer(data=request.data, context=self.get_serializer_context())
        serializer.is_valid(raise_exception=True)
        data = dict(serializer.validated_data)
        code = data.pop("code")
        device = pairing.pair(request.user, code, **data)
        return Response(DeviceSerializer(device, context=self.get_serializer_context()).data, status=201)

    @extend_schema(
        operation_id="devices_pair_existing",
        request=PairExistingSerializer,
        responses={200: DeviceSerializer, 400: OpenApiResponse(ERROR, description="Code ungültig oder abgelaufen")},
    )
    @action(detail=True, methods=["post"], url_path="pair", permission_classes=[IsAdmin])
    def pair_existing(self, request, pk=None):
        """Pair the device page that shows `code` as this device (a replacement keeps its name, identifier,
        settings and TV): the old secret stops working at once, the page gets the new one with its next status
        request."""
        device = self.get_object()
        serializer = PairExistingSerializer(data=request.data, context=self.get_serializer_context())
        serializer.is_valid(raise_exception=True)
        device = pairing.pair_existing(request.user, device, serializer.validated_data["code"])
        return Response(DeviceSerializer(device, context=self.get_serializer_context()).data)

    @extend_schema(
        operation_id="devices_new_secret",
        request=None,
        responses={
            200: inline_serializer(
                "DeviceSecret",
                fields={
                    "secret": serializers.CharField(help_text="Nur in dieser Antwort"),
                    "terminalUrl": serializers.CharField(
                        allow_null=True, help_text="Zeiterfassungsterminals: die Adresse der Terminalseite"
                    ),
                    "device": DeviceSerializer(),
                },
            )
        },
    )
    @action(detail=True, methods=["post"], url_path="new-secret", permission_classes=[IsAdmin])
    def new_secret(self, request, pk=None):
        """A new secret for the device (the old one stops working), shown only in this answer: for the printer
        agent's secret file, or a time-clock terminal's address."""
        device, secret = secret_services.new_secret(request.user, self.get_object())
        return Response(
            {
                "secret": secret,
                "terminalUrl": secret_services.terminal_page(device, secret),
                "device": DeviceSerializer(device, context=self.get_serializer_context()).data,
            }
        )

    @extend_schema(
        operation_id="devices_test_notification", request=None, responses={200: CommandSerializer, 409: UNCONFIRMED}
    )
    @action(detail=True, methods=["post"], url_path="test/notification")
    def test_notification(self, request, pk=None):
        """The device shows a test notification; answers once it confirmed (at most DEVICE_CONFIRM_SECONDS), else
        409 'Test nicht erfolgreich.'."""
        command = checks.test_notification(request.user, self.get_object())
        return Response(CommandSerializer(command).data)

    @extend_schema(
        operation_id="devices_test_print", request=None, responses={200: CommandSerializer, 409: UNCONFIRMED}
    )
    @action(detail=True, methods=["post"], url_path="test/print")
    def test_print(self, request, pk=None):
        """A printer prints a test page (a print job); answers once the printer agent confirmed, else 409
        'Test nicht erfolgreich.'."""
        device = self.get_object()
        try:
            from ..services.printing import test_print
        except ImportError:  # pragma: no cover - until the printing part (devices.services.printing) is there
            raise refusal(DeviceError(messages.TEST_FAILED, "not_built")) from None
        command = test_print(request.user, device)
        return Response(CommandSerializer(command).data)

    @extend_schema(
        operation_id="devices_request_logs", request=None, responses={200: DeviceLogSerializer, 409: UNCONFIRMED}
    )
    @action(detail=True, methods=["post"], url_path="request-device-logs")
    def request_device_logs(self, request, pk=None):
        """The device sends its logs; answers the log once it arrived, else 409 'Log konnte nicht angefordert
        werden.'."""
        log = checks.request_logs(request.user, self.get_object())
        return Response(DeviceLogSerializer(log).data)

    @extend_schema(operation_id="devices_logs", responses={200: DeviceLogSerializer(many=True)})
    @action(detail=True, methods=["get"], filter_backends=[], ordering=None)
    def logs(self, request, pk=None):
        """The logs the device sent, newest first (paged)."""
        queryset = selectors.logs_of(self.get_object())
        page = self.paginate_queryset(queryset)
        return self.get_paginated_response(DeviceLogSerializer(page, many=True).data)
