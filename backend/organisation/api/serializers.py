import re

from rest_framework import serializers

from core.api.serializers import CompleteNestedMixin, ModelSerializer, StrictModelSerializer
from media.api.fields import ImageSerializer
from media.models import Image
from rules.postcode import is_valid_postcode, normalize_postcode

from ..models import Branch, Config, Country, DeliveryArea, Department, Division, Table
from .fields import OpeningHourRuleSerializer, ReachableBranchField, TagField

LOGO_NOT_FOUND = "Bild {id} gibt es nicht."


class ConfigSerializer(StrictModelSerializer):
    """Every config field of both spec documents; `logo` (header and app icons) names a library image."""

    logo = ImageSerializer(required=False, allow_null=True)

    class Meta:
        model = Config
        exclude = ["id", "updated_at"]

    def validate_logo(self, value):
        if value is None:
            return None
        image = Image.objects.filter(pk=value["id"]).only("id", "version", "extension").first()
        if image is None:
            raise serializers.ValidationError(LOGO_NOT_FOUND.format(id=value["id"]), code="does_not_exist")
        # the library's current file, whatever version the form still held
        return {"id": image.id, "version": image.version, "extension": image.extension}

    def validate_theme_colors(self, value):
        if not isinstance(value, dict) or not all(
            isinstance(v, str) and re.fullmatch(r"#[0-9a-fA-F]{6}", v) for v in value.values()
        ):
            raise serializers.ValidationError("Bitte geben Sie Farben im Format #rrggbb an.", code="invalid")
        return value


class DivisionSerializer(StrictModelSerializer):
    """An organisation of the business."""

    class Meta:
        model = Division
        fields = ["id", "name", "identifier", "description"]


HOLIDAY_REGION_INVALID = "„{input}“ ist kein österreichisches Bundesland (1 bis 9, leer: nur bundesweite Feiertage)."
PATRON_DAY_WITHOUT_REGION = "Bitte zuerst das Bundesland der Filiale wählen, dessen Landespatron arbeitsfrei ist."
POSTCODE_INVALID = "„{value}“ ist keine gültige PLZ (4 oder 5 Ziffern)."
POSTCODE_TWICE = "Die PLZ {postcode} gehört bereits zum Liefergebiet „{area}“."


class DeliveryAreaSerializer(CompleteNestedMixin, StrictModelSerializer):
    """A delivery area of a branch; send the id back to keep an existing area.

    postcodes: the exact postcodes (4 or 5 digits) the area delivers to; the checkout derives the area from
    the customer's postcode (rules.postcode), an area without postcodes serves none.
    """

    id = serializers.IntegerField(required=False)
    postcodes = serializers.ListField(child=serializers.CharField(allow_blank=True), required=False, max_length=500)

    class Meta:
        model = DeliveryArea
        fields = ["id", "area", "postcodes", "price", "tax", "free", "free_from_order_value", "minimum_order_value"]

    def validate_postcodes(self, value):
        invalid = [code for code in value if not is_valid_postcode(code)]
        if invalid:
            raise serializers.ValidationError(
                " ".join(POSTCODE_INVALID.format(value=code.strip()) for code in invalid), code="invalid"
            )
        return list(dict.fromkeys(normalize_postcode(code) for code in value))


def validate_postcodes_unique(areas: list[dict]) -> None:
    """A postcode belongs to one area of a branch: the postcode alone decides the area (and its fee)."""
    owner: dict[str, str] = {}
    errors: dict[int, dict] = {}
    for index, area in enumerate(areas):
        twice = [code for code in area.get("postcodes") or [] if code in owner]
        if twice:
            errors[index] = {
                "postcodes": [" ".join(POSTCODE_TWICE.format(postcode=code, area=owner[code]) for code in twice)]
            }
        for code in area.get("postcodes") or []:
            owner.setdefault(code, area.get("area", ""))
    if errors:
        raise serializers.ValidationError([errors.get(index, {}) for index in range(len(areas))])


BRANCH_FIELDS = [
    "id",
    "division",
    "identifier",
    "name",
    "description",
    "street",
    "zip_code",
    "city",
    "country",
    "phone",
    "email",
    "website",
    "keywords",
    "tags",
    "images",
    "logo",
    "is_public",
    "opening_hours",
    "delivery_hours",
    "is_delivery_hours_enabled",
    "is_takeaway_enabled",
    "is_delivery_enabled",
    "is_dine_in_enabled",
    "is_preorder_enabled",
    "orderable_from",
    "closed_message",
    "is_appointment_required",
    "is_table_selection_enabled",
    "is_quotation_required",
    "is_delivery_email_required",
    "is_dine_in_email_required",
    "is_takeaway_email_required",
    "is_delivery_phone_required",
    "is_dine_in_phone_required",
    "is_takeaway_phone_required",
    "is_delivery_address_required",
    "is_dine_in_address_required",
    "is_takeaway_address_required",
    "is_cash_enabled",
    "is_atm_card_enabled",
    "is_hydro_ag_voucher_enabled",
    "is_mollie_enabled",
    "is_datatrans_enabled",
    "delivery_areas",
]


class BranchSerializer(StrictModelSerializer):
    """Branch for the back office (with the order-board API key)."""

    opening_hours = OpeningHourRuleSerializer(many=True, required=False)
    delivery_hours = OpeningHourRuleSerializer(many=True, required=False)
    delivery_areas = DeliveryAreaSerializer(many=True, required=False)
    country = serializers.ChoiceField(choices=Country.choices, required=False)
    tags = TagField(many=True, required=False)
    images = ImageSerializer(many=True, required=False, max_length=20)
    logo = ImageSerializer(required=False, allow_null=True)

    class Meta:
        model = Branch
        fields = [*BRANCH_FIELDS, "holiday_region", "is_patron_day_off", "api_key"]
        read_only_fields = ["api_key"]
        extra_kwargs = {"holiday_region": {"error_messages": {"invalid_choice": HOLIDAY_REGION_INVALID}}}

    def validate(self, attrs):
        attrs = super().validate(attrs)
        region = attrs.get("holiday_region", getattr(self.instance, "holiday_region", ""))
        patron_day_off = attrs.get("is_patron_day_off", getattr(self.instance, "is_patron_day_off", False))
        if patron_day_off and not region:
            raise serializers.ValidationError({"is_patron_day_off": PATRON_DAY_WITHOUT_REGION}, code="invalid")
        return attrs

    def validate_delivery_areas(self, areas):
        validate_postcodes_unique(areas)
        return areas

    def validate_division(self, division):
        request = self.context.get("request")
        # moving a branch to another division is an admin decision
        if self.instance is not None and division != self.instance.division and not request.user.is_admin:
            raise serializers.ValidationError("Nur Administratoren können die Organisation ändern.", code="forbidden")
        return division


class PublicBranchSerializer(ModelSerializer):
    """Branch as the storefront sees it: no API key."""

    opening_hours = OpeningHourRuleSerializer(many=True, read_only=True)
    delivery_hours = OpeningHourRuleSerializer(many=True, read_only=True)
    delivery_areas = DeliveryAreaSerializer(many=True, read_only=True)
    tags = TagField(many=True, read_only=True)
    images = ImageSerializer(many=True, read_only=True)
    logo = ImageSerializer(read_only=True, allow_null=True)

    class Meta:
        model = Branch
        fields = BRANCH_FIELDS
        read_only_fields = BRANCH_FIELDS


class DepartmentSerializer(StrictModelSerializer):
    """A department of a branch."""

    branch = ReachableBranchField()

    class Meta:
        model = Department
        fields = ["id", "branch", "name", "description"]


class TableSerializer(StrictModelSerializer):
    """A table of a branch (dine-in orders)."""

    branch = ReachableBranchField()

    class Meta:
        model = Table
        fields = ["id", "branch", "identifier"]


class PublicTableSerializer(ModelSerializer):
    """A table as the checkout lists it: the id to order with and the identifier on the table."""

    class Meta:
        model = Table
        fields = ["id", "identifier"]
        read_only_fields = fields
