from rest_framework import serializers

from core.api.fields import IdRelatedField
from core.api.serializers import StrictMixin
from organisation.models import Country, Table

from ..services.editing import EDITABLE_FIELDS
from .serializers import OrderSerializer


class OrderEditSerializer(StrictMixin, OrderSerializer):
    """PUT /api/orders/{id}: the staff shape of the order; only customer data, comment, appointment
    and table are written, every other key of the record is accepted and ignored."""

    country = serializers.ChoiceField(choices=Country.choices, required=False)
    table = IdRelatedField(queryset=Table.objects.all(), allow_null=True, required=False)

    def get_fields(self):
        fields = super().get_fields()
        for name, field in fields.items():
            if name not in EDITABLE_FIELDS:
                field.read_only = True
        return fields

    def validate_table(self, table):
        if table is not None and self.instance is not None and table.branch_id != self.instance.branch_id:
            raise serializers.ValidationError("Dieser Tisch gehört nicht zu dieser Filiale.", code="invalid_table")
        return table
