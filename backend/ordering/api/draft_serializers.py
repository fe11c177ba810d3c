"""Inputs of order creation (the checkout's order draft) and of the staff's item edit; the created order.

These serializers check the shape only (types, lengths, known keys: unknown ones are a 400);
every business rule is checked by ordering.services.creation against the server's own catalogue.
"""

from decimal import Decimal

from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from core.api.fields import MAX_ID, id_field
from core.api.serializers import StrictSerializer, UTCDateTimeField
from organisation.models import Country
from rules.quantity import NUMBER, parse_amount

from ..models import PaymentMethod
from ..services.online_payment import redirect_url
from .serializers import PublicOrderSerializer

INVALID_COUNTRY = "Bitte wählen Sie ein gültiges Land."
INVALID_PAYMENT_METHOD = "Bitte wählen Sie eine gültige Zahlungsart."
INVALID_AMOUNT = "Bitte geben Sie eine Menge als Zahl an."
# far above any real order, far below what the amount column holds (12 whole digits)
MAX_AMOUNT = Decimal(1_000_000)
AMOUNT_TOO_LARGE = "Bitte geben Sie eine Menge von höchstens 1.000.000 an."
INVALID_QR_CODE = "Bitte geben Sie den Pfad eines QR-Codes an."
# a QR code's path as analytics.models.PATH_PATTERN allows it (ordering does not import analytics)
QR_CODE_PATTERN = r"^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$"


def _text(max_length: int = 120, **kwargs) -> serializers.CharField:
    return serializers.CharField(
        max_length=max_length, required=False, allow_blank=True, allow_null=True, default="", **kwargs
    )


def _flag() -> serializers.BooleanField:
    return serializers.BooleanField(required=False, default=False)


def _optional_id() -> serializers.IntegerField:
    return serializers.IntegerField(min_value=1, max_value=MAX_ID, required=False, allow_null=True, default=None)


@extend_schema_field({"oneOf": [{"type": "number"}, {"type": "string", "example": "1,5"}]})
class AmountField(serializers.Field):
    """A number or a decimal string ('1.5', '1,5'); the quantity rule parses it (rules.quantity)."""

    default_error_messages = {"invalid": INVALID_AMOUNT, "max_value": AMOUNT_TOO_LARGE}

    def to_internal_value(self, data):
        if isinstance(data, bool) or not isinstance(data, int | Decimal | str) or len(str(data)) > 40:
            self.fail("invalid")
        # 'abc', 'NaN', '1e15': no amount a person types (the quantity rule would read them as 0)
        if isinstance(data, str) and not NUMBER.match(data.strip()):
            self.fail("invalid")
        if abs(parse_amount(data)) > MAX_AMOUNT:
            self.fail("max_value")
        return data

    def to_representation(self, value):
        return str(value)


# a pattern, not an enum: the schema's enum names are per field name, and other areas have a "country"
@extend_schema_field({"type": "string", "pattern": "^(AT|DE|CH|LI)$", "description": "AT, DE, CH oder LI"})
class CountryField(serializers.ChoiceField):
    """A country of the address: AT (default), DE, CH or LI."""

    def __init__(self, **kwargs):
        kwargs.setdefault("error_messages", {"invalid_choice": INVALID_COUNTRY})
        super().__init__(choices=Country.choices, **kwargs)


class PartChoiceSerializer(StrictSerializer):
    """The choice for one configurable part, aligned by index with the product's parts."""

    options = serializers.ListField(
        child=serializers.IntegerField(min_value=0, max_value=1000),
        required=False,
        max_length=100,
        help_text="Indizes der gewählten Optionen (select, multiselect)",
    )
    text = serializers.CharField(
        required=False, allow_blank=True, allow_null=True, max_length=2000, help_text="Text (text, textarea)"
    )
    uploads = serializers.ListField(
        child=id_field(), required=False, max_length=20, help_text="IDs der Uploads (image, images, file, files)"
    )


class DraftItemSerializer(StrictSerializer):
    """A cart item: the product by id, the amount in `unit` (omitted: the product's default unit), the parts."""

    product = id_field()
    amount = AmountField()
    unit = serializers.CharField(required=False, allow_null=True, allow_blank=True, max_length=40, default=None)
    parts = PartChoiceSerializer(many=True, required=False, default=list, max_length=50)


class OrderDraftSerializer(StrictSerializer):
    """POST /api/orders: the order draft of the checkout plus cart, branch, table and donatee (ids)."""

    branch = id_field()
    table = _optional_id()
    donatee = _optional_id()
    items = DraftItemSerializer(many=True, max_length=200, allow_empty=True)
    is_delivery = _flag()
    is_dine_in = _flag()
    appointment_date = UTCDateTimeField(
        required=False, allow_null=True, default=None, help_text="ISO 8601; null: so bald wie möglich"
    )
    is_company = _flag()
    company_name = _text(200)
    first_name = _text()
    last_name = _text()
    company = _text(200, help_text="Wird nicht gespeichert (companyName gilt)")
    street = _text(200)
    floor = _text(20)
    stairway = _text(20)
    door = _text(20)
    zip_code = _text(20)
    city = _text()
    country = CountryField(required=False, default="AT")
    vat_number = _text(40)
    phone = _text(50)
    email = serializers.EmailField(required=False, allow_blank=True, allow_null=True, default="", max_length=254)
    is_delivery_address_different = _flag()
    is_delivery_company = _flag()
    delivery_company_name = _text(200)
    delivery_first_name = _text()
    delivery_last_name = _text()
    delivery_street = _text(200)
    delivery_floor = _text(20)
    delivery_stairway = _text(20)
    delivery_door = _text(20)
    delivery_zip_code = _text(20)
    delivery_city = _text()
    delivery_country = CountryField(required=False, allow_blank=True, allow_null=True, default="")
    delivery_area = _optional_id()
    comment = _text(2000)
    payment_method = serializers.ChoiceField(
        choices=PaymentMethod.choices,
        required=False,
        allow_null=True,
        default=None,
        error_messages={"invalid_choice": INVALID_PAYMENT_METHOD},
        help_text="Fehlt sie, gilt die Standardzahlungsart der Filiale (Barzahlung, sonst Datatrans)",
    )
    legal_instructions = _flag()
    privacy_policy = _flag()
    # where the visit came from (Order.origin); left out unless sent, so a draft's fingerprint stays as it was
    qr_code = serializers.RegexField(
        QR_CODE_PATTERN,
        max_length=40,
        required=False,
        allow_blank=True,
        allow_null=True,
        error_messages={"invalid": INVALID_QR_CODE},
        help_text="Pfad des QR-Codes, über den der Besuch kam (/q/<Pfad>); ein unbekannter zählt als Online-Shop",
    )
    campaign = serializers.CharField(
        max_length=100,
        required=False,
        allow_blank=True,
        allow_null=True,
        help_text="Kampagne des Besuchs (utm_campaign), wenn er nicht über einen QR-Code kam",
    )


class CreatedOrderSerializer(PublicOrderSerializer):
    """The placed order (status page shape with uid, hash, ticketNumber, pricing) and the payment redirect."""

    payment_redirect_url = serializers.SerializerMethodField()

    class Meta(PublicOrderSerializer.Meta):
        fields = [*PublicOrderSerializer.Meta.fields, "payment_redirect_url"]
        read_only_fields = fields

    @extend_schema_field(serializers.URLField(allow_null=True))
    def get_payment_redirect_url(self, order) -> str | None:
        """The provider's payment page of an online order still waiting for its payment (absolute URL)."""
        return redirect_url(order)
