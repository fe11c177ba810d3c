"""Serializer fields other areas embed (the area's public surface: pyproject.toml, contract "surfaces")."""

from rest_framework import serializers

from core.api.serializers import UTCDateTimeField


class PrintJobSummarySerializer(serializers.Serializer):
    """A print job of an order as the printing area (devices, through ordering.registry.on_print) answers it: in
    POST /api/orders/{id}/print and GET /api/orders/{id}/print-jobs (served by devices)."""

    id = serializers.IntegerField()
    kind = serializers.ChoiceField(choices=["receipt", "kitchen", "test"])
    kind_label = serializers.CharField()
    reason = serializers.ChoiceField(choices=["new", "paid", "manual"])
    status = serializers.ChoiceField(choices=["queued", "sent", "printed", "failed"])
    status_label = serializers.CharField()
    device = serializers.IntegerField()
    device_name = serializers.CharField()
    department = serializers.IntegerField(allow_null=True)
    department_name = serializers.CharField()
    attempts = serializers.IntegerField()
    last_error = serializers.CharField()
    created_at = UTCDateTimeField()
    printed_at = UTCDateTimeField(allow_null=True)


def __getattr__(name: str):
    """`OrderSerializer`, the whole order as the boards show it (devices' counter tablet answers it,
    devices/api/tablet.py); read on first use, as api.serializers itself imports this module."""
    if name == "OrderSerializer":
        from .serializers import OrderSerializer

        return OrderSerializer
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
