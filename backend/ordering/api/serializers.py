"""Order shapes: the public status page, the staff view, and the inputs of the order actions."""

from django.utils import timezone
from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from core.api.serializers import ModelSerializer, StrictSerializer, UTCDateTimeField
from rules.decimals import quantity_text

from ..models import Order, OrderItem
from .fields import PrintJobSummarySerializer


class FlagField(serializers.BooleanField):
    """One of the status page flags (ordering.models.status_flags), named like the field."""

    def __init__(self, **kwargs):
        super().__init__(read_only=True, source="flags", **kwargs)

    def to_representation(self, value):
        return value[self.field_name]


FLAGS = ["is_confirmed", "is_in_delivery", "is_delivered", "is_completed", "is_rejected", "is_canceled", "is_failed"]


class QuantityField(serializers.DecimalField):
    """A quantity in its shortest notation ("1.5", "2"), as the cart rules write it."""

    def __init__(self, **kwargs):
        super().__init__(max_digits=18, decimal_places=6, read_only=True, **kwargs)

    def to_representation(self, value):
        return quantity_text(value)


class ItemDoneSerializer(StrictSerializer):
    """Body of the kitchen board's tick: the item is done (true) or not yet (false)."""

    is_done = serializers.BooleanField()


class OrderItemSerializer(ModelSerializer):
    """An item as ordered: `index` addresses it (PUT /orders/{id}/items/{index}), `product` is the id."""

    index = serializers.IntegerField(source="position", read_only=True)
    product = serializers.IntegerField(source="product_id", read_only=True)
    name = serializers.CharField(read_only=True)
    amount = QuantityField()
    parts = serializers.ListField(child=serializers.DictField(), read_only=True)

    class Meta:
        model = OrderItem
        fields = ["index", "product", "name", "amount", "unit", "parts", "unit_price", "gross", "tax_rate", "is_done"]
        read_only_fields = fields


class PricingSerializer(ModelSerializer):
    """The pricing result stored with the order; taxes maps a rate ("10.00") to its amount."""

    taxes = serializers.DictField(child=serializers.CharField())

    class Meta:
        model = Order
        fields = ["gross", "net", "delivery_gross", "total_net", "total_gross", "taxes", "is_approximate"]
        read_only_fields = fields


def _hidden_money(places: int) -> serializers.DecimalField:
    """A money field of the public order: null where a hidden price would show."""
    return serializers.DecimalField(max_digits=12, decimal_places=places, read_only=True, allow_null=True)


class PublicOrderItemSerializer(OrderItemSerializer):
    """An item on the status page: a hidden price ('Preis auf Anfrage') sends no unit price or gross."""

    unit_price = _hidden_money(4)
    gross = _hidden_money(2)
    is_price_hidden = serializers.BooleanField(read_only=True)

    class Meta(OrderItemSerializer.Meta):
        # the kitchen's ticks (is_done) stay with staff
        fields = [*(name for name in OrderItemSerializer.Meta.fields if name != "is_done"), "is_price_hidden"]
        read_only_fields = fields

    def to_representation(self, item):
        data = super().to_representation(item)
        if item.is_price_hidden:
            data["unit_price"] = data["gross"] = None
        return data


class PublicPricingSerializer(PricingSerializer):
    """The totals on the status page: with a hidden price no gross, net or taxes, only the delivery fee."""

    gross = _hidden_money(2)
    net = _hidden_money(4)
    total_net = _hidden_money(4)
    total_gross = _hidden_money(2)
    is_price_hidden = serializers.BooleanField(read_only=True)

    class Meta(PricingSerializer.Meta):
        fields = [*PricingSerializer.Meta.fields, "is_price_hidden"]
        read_only_fields = fields

    def to_representation(self, order):
        data = super().to_representation(order)
        if order.is_price_hidden:
            data.update(gross=None, net=None, total_net=None, total_gross=None, taxes={})
        return data


class OrderBranchSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    name = serializers.CharField()
    phone = serializers.CharField()


class OrderProgressSerializer(ModelSerializer):
    """What the status page and the back office both show: time, items, totals and the progress flags."""

    # online payment (mollie, datatrans) not paid, not failed, not refunded: 'Warten auf Zahlungseingang'
    is_payment_pending = serializers.BooleanField(read_only=True)

    appointment = UTCDateTimeField(read_only=True, allow_null=True)
    items = OrderItemSerializer(many=True, read_only=True)
    pricing = PricingSerializer(source="*", read_only=True)
    is_confirmed = FlagField()
    is_in_delivery = FlagField()
    is_delivered = FlagField()
    is_completed = FlagField()
    is_rejected = FlagField()
    is_canceled = FlagField()
    is_failed = FlagField()


class PublicOrderSerializer(OrderProgressSerializer):
    """The status page: progress, times, items and totals; no contact data of the customer, no hidden price."""

    # a failed order whose customer cancelled on the payment page: 'Sie haben die Zahlung abgebrochen.'
    is_payment_canceled = serializers.BooleanField(read_only=True)

    items = PublicOrderItemSerializer(many=True, read_only=True)
    pricing = PublicPricingSerializer(source="*", read_only=True)
    ticket_number = serializers.SerializerMethodField()
    questionnaire_rating = serializers.IntegerField(source="rating", read_only=True, allow_null=True)
    branch = OrderBranchSerializer(read_only=True)
    donatee = serializers.SerializerMethodField()
    # the receipt's 'Erstattet EUR 9,40': refunds of an online payment the provider confirmed (an edit that made
    # the order cheaper, a refund in full); 0.00 for none and for other payment methods
    amount_refunded = serializers.DecimalField(
        max_digits=12,
        decimal_places=2,
        read_only=True,
        help_text="Erstattet: vom Anbieter bestätigte Rückzahlungen der Online-Zahlung (0.00: keine, andere Zahlungsarten)",
    )

    class Meta:
        model = Order
        fields = [
            "id",
            "uid",
            "hash",
            "ticket_number",
            "status",
            "appointment",
            "appointment_date",
            "counter_appointment",
            "counter_appointment_state",
            "ready_by",
            "payment_method",
            "table_identifier",
            "rejection_message",
            "questionnaire_rating",
            "branch",
            "is_delivery",
            "is_dine_in",
            *FLAGS,
            "is_paid",
            "is_refunded",
            "is_payment_pending",
            "is_payment_canceled",
            "is_quotation",
            "delivery_area_name",
            "donatee",
            "items",
            "pricing",
            "amount_refunded",
            "created_at",
        ]
        read_only_fields = fields

    @extend_schema_field(serializers.IntegerField(allow_null=True))
    def get_ticket_number(self, order):
        config = self.context.get("config")
        return None if config is not None and config.disable_tickets else order.ticket_number

    @extend_schema_field(OrderBranchSerializer(allow_null=True))
    def get_donatee(self, order):
        return None if order.donatee_id is None else {"id": order.donatee_id, "name": order.donatee_name}


class QuestionnaireResultSerializer(serializers.Serializer):
    rating = serializers.IntegerField()
    food_rating = serializers.IntegerField()
    service_rating = serializers.IntegerField()
    process_rating = serializers.IntegerField()
    comment = serializers.CharField(source="questionnaire_comment")
    answered_at = UTCDateTimeField(source="questionnaire_answered_at")


class PaymentHistorySerializer(serializers.Serializer):
    status = serializers.CharField()
    label = serializers.CharField(help_text="Deutsch, z. B. 'Bezahlt'")
    at = serializers.DateTimeField()


class PaymentRefundSerializer(serializers.Serializer):
    """One amount given back through the provider: pending until the provider confirmed it."""

    amount = serializers.DecimalField(max_digits=12, decimal_places=2)
    status = serializers.CharField(help_text="pending | refunded")
    status_label = serializers.CharField(source="get_status_display", help_text="Deutsch: 'Ausstehend', 'Erstattet'")
    note = serializers.CharField(help_text="Anlass, z. B. 'Bestellung Nr. 12 geändert: neue Summe 5.50 EUR'")
    created_at = serializers.DateTimeField()


class PaymentProviderSerializer(serializers.Serializer):
    """The online payment as the provider reported it (staff only)."""

    provider = serializers.CharField()
    provider_payment_id = serializers.CharField(source="provider_id")
    status = serializers.CharField()
    status_label = serializers.CharField(source="get_status_display")
    amount = serializers.DecimalField(max_digits=12, decimal_places=2, help_text="bezahlt (beim Anbieter)")
    amount_refunded = serializers.DecimalField(
        max_digits=12, decimal_places=2, help_text="davon erstattet (vom Anbieter bestätigt)"
    )
    currency = serializers.CharField()
    history = PaymentHistorySerializer(many=True)
    refunds = PaymentRefundSerializer(many=True, source="refunds.all")


class OrderSerializer(OrderProgressSerializer):
    """The whole order for staff (back office, boards)."""

    donatee = serializers.IntegerField(source="donatee_id", read_only=True, allow_null=True)
    # empty only inside the transaction that places the order (drawn last): never in an answer
    ticket_number = serializers.IntegerField(read_only=True, label="Ticketnummer")
    phone_display = serializers.CharField(read_only=True, help_text="die Nummer zum Lesen: '+43 664 1234567'")
    questionnaire = serializers.SerializerMethodField()
    payment_provider = serializers.SerializerMethodField()

    class Meta:
        model = Order
        exclude = [
            "idempotency_key",
            "idempotency_fingerprint",
            "rating",
            "food_rating",
            "service_rating",
            "process_rating",
            "questionnaire_comment",
            "questionnaire_answered_at",
            "donatee_id",
            "gross",
            "net",
            "delivery_gross",
            "total_net",
            "total_gross",
            "taxes",
            "is_approximate",
            "payment",
        ]
        read_only_fields = [
            "uid",
            "hash",
            "branch",
            "table",
            "delivery_area",
            "ticket_number",
            "business_date",
            # where the order came from: set when it is placed (ordering.services.creation), never edited
            "origin",
            "origin_detail",
            "created_at",
            "updated_at",
        ]

    @extend_schema_field(PaymentProviderSerializer(allow_null=True))
    def get_payment_provider(self, order):
        return None if order.payment is None else PaymentProviderSerializer(order.payment).data

    @extend_schema_field(QuestionnaireResultSerializer(allow_null=True))
    def get_questionnaire(self, order):
        if not order.is_questionnaire_answered:
            return None
        return QuestionnaireResultSerializer(order).data


class ConfirmSerializer(serializers.Serializer):
    """Body of status/confirm: the order (other keys are ignored), {counterAppointment} or {readyBy}
    (the time the order is expected to be ready, shown on the status page)."""

    counter_appointment = UTCDateTimeField(required=False, allow_null=True, default=None)
    ready_by = UTCDateTimeField(required=False, allow_null=True, default=None)

    def validate_ready_by(self, value):
        if value is not None and value <= timezone.now():
            raise serializers.ValidationError("Bitte wählen Sie eine Fertigzeit in der Zukunft.", code="past")
        return value

    def validate_counter_appointment(self, value):
        instance = self.context.get("order")
        if (
            value is not None
            and value <= timezone.now()
            and (instance is None or value != instance.counter_appointment)
        ):
            raise serializers.ValidationError("Bitte wählen Sie einen Termin in der Zukunft.", code="past")
        return value


class RejectSerializer(serializers.Serializer):
    """Body of status/reject: the order (other keys are ignored) or {rejectionMessage}."""

    rejection_message = serializers.CharField(required=False, allow_blank=True, allow_null=True, max_length=2000)

    def validate_rejection_message(self, value):
        return value or ""


RATING_MESSAGE = "Bitte geben Sie eine Bewertung von 1 bis 5 an."


def _rating():
    return serializers.IntegerField(
        min_value=1,
        max_value=5,
        error_messages={
            key: RATING_MESSAGE for key in ("invalid", "min_value", "max_value", "null", "max_string_length")
        },
    )


class QuestionnaireSerializer(StrictSerializer):
    """The review: four ratings from 1 to 5 (all required) and an optional comment."""

    rating = _rating()
    food_rating = _rating()
    service_rating = _rating()
    process_rating = _rating()
    comment = serializers.CharField(required=False, allow_blank=True, max_length=2000, default="")


class ReceiptSerializer(serializers.Serializer):
    """The receipt's HTML (the browser prints it when the branch has no printer) and the receipt jobs made for the
    branch's receipt printers (none without a printer)."""

    html = serializers.CharField()
    print_jobs = PrintJobSummarySerializer(many=True)


class BoardPrinterSerializer(serializers.Serializer):
    name = serializers.CharField()
    online = serializers.BooleanField()


class BoardMetaSerializer(serializers.Serializer):
    printers = BoardPrinterSerializer(many=True)


class BoardSerializer(serializers.Serializer):
    """A board's answer: its current orders and the branch's printers ('Drucker offline' when one is not)."""

    data = OrderSerializer(many=True)
    meta = BoardMetaSerializer()
