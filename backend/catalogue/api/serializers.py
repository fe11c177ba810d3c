"""Catalogue serializers: the shapes of contracts/README.md, validated strictly with German messages.

Nested JSON (alternative units, configurable parts) is stored in its camelCase wire shape with
decimal strings, like the opening-hour rules of organisation.
"""

from decimal import Decimal

from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from core.api.fields import IdRelatedField, id_field
from core.api.serializers import CompleteNestedMixin, StrictModelSerializer, StrictSerializer, UTCDateTimeField
from media.api.fields import ImageSerializer
from organisation.api.fields import OpeningHourRuleSerializer
from organisation.models import Branch, Department, Tag
from rules.units import UNITS, convertible

from .. import services
from ..models import (
    OPTION_PART_TYPES,
    TEXT_PART_TYPES,
    CalculationModel,
    Category,
    Donatee,
    Menu,
    MenuCategory,
    Modifier,
    PartType,
    Product,
)
from .fields import QuantityField, UnitField, plain_decimal, positive

MONEY = {"max_digits": 10, "decimal_places": 2}


def _error(path: str, message: str, code: str = "invalid") -> serializers.ValidationError:
    return serializers.ValidationError({path: [serializers.ErrorDetail(message, code=code)]})


def _decimal_or_none(value):
    return None if value is None else Decimal(value)


def _plain_or_none(value):
    return None if value is None else plain_decimal(value)


class AlternativeUnitSerializer(CompleteNestedMixin, StrictSerializer):
    """Another unit the product can be ordered in; its model and quantities apply while it is chosen."""

    unit = UnitField()
    # base units per alternative unit (a package of 6 rolls: 6); null when both units share a type
    ratio = QuantityField(max_digits=16, decimal_places=6, required=False, allow_null=True, default=None)
    # null: the product's calculation model; null limits: none (contracts/README.md, "Limits of a unit")
    calculation_model = serializers.ChoiceField(
        choices=CalculationModel.choices, required=False, allow_null=True, default=None
    )
    minimum_quantity = QuantityField(required=False, allow_null=True, default=None, validators=[positive])
    maximum_quantity = QuantityField(required=False, allow_null=True, default=None, validators=[positive])
    quantity_step_size = QuantityField(required=False, allow_null=True, default=None, validators=[positive])

    def validate_ratio(self, value):
        positive(value)
        return value

    def validate(self, attrs):
        minimum, maximum = attrs["minimum_quantity"], attrs["maximum_quantity"]
        if minimum is not None and maximum is not None and minimum > maximum:
            raise _error("minimum_quantity", "Die Mindestmenge darf nicht größer als die Höchstmenge sein.")
        return {
            "unit": attrs["unit"],
            "ratio": _plain_or_none(attrs["ratio"]),
            "calculationModel": attrs["calculation_model"],
            "minimumQuantity": _plain_or_none(attrs["minimum_quantity"]),
            "maximumQuantity": _plain_or_none(attrs["maximum_quantity"]),
            "quantityStepSize": _plain_or_none(attrs["quantity_step_size"]),
        }

    def to_representation(self, instance):
        return {
            "unit": instance.get("unit"),
            "ratio": instance.get("ratio"),
            "calculation_model": instance.get("calculationModel"),
            "minimum_quantity": instance.get("minimumQuantity"),
            "maximum_quantity": instance.get("maximumQuantity"),
            "quantity_step_size": instance.get("quantityStepSize"),
        }


class PartOptionSerializer(CompleteNestedMixin, StrictSerializer):
    """A choice of a select / multiselect part and how it changes the price."""

    name = serializers.CharField(max_length=200)
    modifier = serializers.ChoiceField(choices=Modifier.choices, default=Modifier.ADD)
    value = serializers.DecimalField(**MONEY, min_value=Decimal(0), default=Decimal(0))

    def validate(self, attrs):
        return {"name": attrs["name"], "modifier": attrs["modifier"], "value": f"{attrs['value']:.2f}"}

    def to_representation(self, instance):
        return {"name": instance.get("name"), "modifier": instance.get("modifier"), "value": instance.get("value")}


class PartSerializer(CompleteNestedMixin, StrictSerializer):
    """A configurable part: something the customer chooses, writes or uploads."""

    name = serializers.CharField(max_length=200)
    description = serializers.CharField(allow_blank=True, required=False, default="", max_length=2000)
    type = serializers.ChoiceField(choices=PartType.choices)
    optional = serializers.BooleanField(required=False, default=False)
    options = PartOptionSerializer(many=True, required=False, default=list, max_length=100)
    # text / textarea: the most characters the customer may write (rules.quantity refuses longer texts)
    max_length = serializers.IntegerField(required=False, allow_null=True, default=None, min_value=1, max_value=2000)

    def validate(self, attrs):
        has_options = attrs["type"] in OPTION_PART_TYPES
        if has_options and not attrs["options"]:
            raise _error("options", "Bitte geben Sie mindestens eine Option an.", "options_required")
        if not has_options and attrs["options"]:
            raise _error("options", "Optionen sind nur bei Auswahl und Mehrfachauswahl möglich.")
        if attrs["max_length"] is not None and attrs["type"] not in TEXT_PART_TYPES:
            raise _error("max_length", "Eine Höchstlänge ist nur bei Text und mehrzeiligem Text möglich.")
        part = {
            "name": attrs["name"],
            "description": attrs["description"],
            "type": attrs["type"],
            "optional": attrs["optional"],
            "options": attrs["options"],
        }
        if attrs["max_length"] is not None:
            part["maxLength"] = attrs["max_length"]
        return part

    def to_representation(self, instance):
        return {
            "name": instance.get("name"),
            "description": instance.get("description", ""),
            "type": instance.get("type"),
            "optional": bool(instance.get("optional")),
            "options": [PartOptionSerializer().to_representation(option) for option in instance.get("options", [])],
            "max_length": instance.get("maxLength"),
        }


class ProductConfigSerializer(CompleteNestedMixin, StrictSerializer):
    """{parts: [...]}; a cart item's part choices are aligned with the parts by index."""

    parts = PartSerializer(many=True, required=False, default=list, max_length=50)

    def validate(self, attrs):
        return {"parts": attrs["parts"]}

    def to_representation(self, instance):
        parts = (instance or {}).get("parts", [])
        return {"parts": [PartSerializer().to_representation(part) for part in parts]}


PRODUCT_FIELDS = [
    "id",
    "name",
    "description",
    "allergens",
    "type",
    "price",
    "unit",
    "alternative_units",
    "minimum_quantity",
    "maximum_quantity",
    "quantity_step_size",
    "default_quantity",
    "default_unit",
    "calculation_model",
    "images",
    "is_price_hidden",
    "is_enabled",
    "schedule",
    "is_step_by_step",
    "config",
    "tax",
    "takeaway_tax",
    "dine_in_tax",
    "is_lead_time_enabled",
    "lead_time_type",
    "lead_time_value",
    "tags",
]


class CategoryIdField(IdRelatedField):
    """A category by id; reads the ids Product.category_ids lists."""

    def to_representation(self, value):
        return value if isinstance(value, int) else value.pk


class ProductSerializer(StrictModelSerializer):
    """A product with its units, quantities, parts, taxes and lead time."""

    unit = UnitField(required=False)
    default_unit = UnitField(required=False, allow_null=True)
    alternative_units = AlternativeUnitSerializer(many=True, required=False, max_length=20)
    minimum_quantity = QuantityField(required=False, validators=[positive])
    maximum_quantity = QuantityField(required=False, validators=[positive])
    quantity_step_size = QuantityField(required=False, validators=[positive])
    default_quantity = QuantityField(required=False, validators=[positive])
    images = ImageSerializer(many=True, required=False, max_length=50)
    schedule = OpeningHourRuleSerializer(many=True, required=False, max_length=100)
    config = ProductConfigSerializer(required=False)
    tags = IdRelatedField(many=True, queryset=Tag.objects.all(), required=False)

    class Meta:
        model = Product
        fields = PRODUCT_FIELDS

    def _current(self, attrs, name):
        """The value after this write: sent, else stored, else the model default."""
        if name in attrs:
            return attrs[name]
        if self.instance is not None:
            return getattr(self.instance, name)
        return Product._meta.get_field(name).get_default()

    def validate(self, attrs):
        unit = self._current(attrs, "unit")
        alternatives = self._current(attrs, "alternative_units") or []
        self._validate_alternative_units(unit, alternatives)
        default_unit = self._current(attrs, "default_unit")
        if default_unit is not None and default_unit != unit and default_unit not in {a["unit"] for a in alternatives}:
            raise _error(
                "default_unit", "Die Standardeinheit muss die Einheit oder eine der alternativen Einheiten sein."
            )
        minimum, maximum = (Decimal(self._current(attrs, name)) for name in ("minimum_quantity", "maximum_quantity"))
        if minimum > maximum:
            raise _error("minimum_quantity", "Die Mindestmenge darf nicht größer als die Höchstmenge sein.")
        # the default quantity is counted in the default unit, so that unit's limits apply
        chosen = next((a for a in alternatives if default_unit not in (None, unit) and a["unit"] == default_unit), None)
        if chosen is not None:
            minimum, maximum = (_decimal_or_none(chosen[key]) for key in ("minimumQuantity", "maximumQuantity"))
        default = Decimal(self._current(attrs, "default_quantity"))
        if (minimum is not None and default < minimum) or (maximum is not None and default > maximum):
            raise _error("default_quantity", "Die Standardmenge muss zwischen Mindest- und Höchstmenge liegen.")
        return attrs

    def _validate_alternative_units(self, unit: str, alternatives: list[dict]) -> None:
        seen = set()
        for index, alternative in enumerate(alternatives):
            other = alternative["unit"]
            path = f"alternative_units.{index}"
            if other == unit:
                raise _error(f"{path}.unit", "Die alternative Einheit muss sich von der Einheit unterscheiden.")
            if other in seen:
                raise _error(f"{path}.unit", "Diese Einheit ist bereits angegeben.")
            seen.add(other)
            if alternative["ratio"] is None and not convertible(other, unit):
                raise _error(
                    f"{path}.ratio",
                    f"Bitte geben Sie ein Verhältnis an: {UNITS[other].name} lässt sich nicht in "
                    f"{UNITS[unit].name} umrechnen.",
                    "ratio_required",
                )


class StaffProductSerializer(ProductSerializer):
    """A product as the back office edits it: also the categories the menus place it in (not public)."""

    # the categories the menus place the product in; saving puts it into (or out of) them in every menu
    categories = CategoryIdField(many=True, queryset=Category.objects.all(), required=False, source="category_ids")

    def validate_categories(self, value):
        in_menus = set(MenuCategory.objects.filter(category__in=value).values_list("category_id", flat=True))
        missing = [category.name for category in value if category.pk not in in_menus]
        if missing:
            names = ", ".join(f"„{name}“" for name in missing)
            raise serializers.ValidationError(
                f"Diese Kategorien sind in keiner Speisekarte: {names}. Fügen Sie sie zuerst einer Speisekarte hinzu.",
                code="not_in_menu",
            )
        return value

    def create(self, validated_data):
        categories = validated_data.pop("category_ids", None)
        product = super().create(validated_data)
        if categories is not None:
            services.place_in_categories(product, {category.pk for category in categories})
        return product

    def update(self, instance, validated_data):
        categories = validated_data.pop("category_ids", None)
        product = super().update(instance, validated_data)
        if categories is not None:
            services.place_in_categories(product, {category.pk for category in categories})
        return product

    class Meta(ProductSerializer.Meta):
        fields = [*PRODUCT_FIELDS, "categories"]


class CategorySerializer(StrictModelSerializer):
    """A category of the menus; its schedule limits when its products can be ordered."""

    image = ImageSerializer(required=False, allow_null=True)
    schedule = OpeningHourRuleSerializer(many=True, required=False)

    class Meta:
        model = Category
        fields = ["id", "name", "image", "is_enabled", "schedule", "is_visible_when_unavailable", "position"]


class StaffCategorySerializer(CategorySerializer):
    """A category as the back office edits it: also its departments (ids, at most one per branch), whose kitchen
    tickets get its products (never shown to the storefront)."""

    departments = IdRelatedField(many=True, queryset=Department.objects.select_related("branch"), required=False)

    class Meta(CategorySerializer.Meta):
        fields = [*CategorySerializer.Meta.fields, "departments"]

    def validate_departments(self, value):
        refusal = services.department_refusal(value)
        if refusal:
            raise serializers.ValidationError(refusal, code="one_department_per_branch")
        return value


class TagSerializer(StrictModelSerializer):
    image = ImageSerializer(required=False, allow_null=True)

    class Meta:
        model = Tag
        fields = ["id", "name", "image", "weight"]
        extra_kwargs = {"name": {"validators": []}}

    def validate_name(self, value):
        others = Tag.objects.filter(name__iexact=value)
        if self.instance is not None:
            others = others.exclude(pk=self.instance.pk)
        if others.exists():
            raise serializers.ValidationError("Dieser Name ist bereits vergeben.", code="unique")
        return value


class DonateeSerializer(StrictModelSerializer):
    """A charity customers may donate to."""

    class Meta:
        model = Donatee
        fields = ["id", "name", "description"]


class CatalogEntrySerializer(CompleteNestedMixin, StrictSerializer):
    """One category of a menu with its products, in order: {category: id, products: [ids]}."""

    category = id_field()
    products = serializers.ListField(child=id_field(), required=False, default=list, max_length=2000)

    def to_representation(self, instance: MenuCategory):
        return {"category": instance.category_id, "products": [item.product_id for item in instance.items.all()]}


class MenuSerializer(StrictModelSerializer):
    """A menu: valid from `availableFrom` for its branches; the catalog lists categories with products."""

    branches = IdRelatedField(many=True, queryset=Branch.objects.all(), required=False)
    catalog = CatalogEntrySerializer(many=True, required=False, source="entries", max_length=500)

    class Meta:
        model = Menu
        fields = ["id", "name", "available_from", "branches", "catalog"]

    def validate_branches(self, branches):
        request = self.context.get("request")
        user = request.user if request else None
        if user is None or user.is_admin:
            return branches
        reach = user.branch_ids()
        before = {branch.id for branch in self.instance.branches.all()} if self.instance else set()
        after = {branch.id for branch in branches}
        unreachable = sorted(after - before - reach)
        if unreachable:
            # the same answer as for an id that does not exist: reach is not disclosed
            raise serializers.ValidationError(f'Der Eintrag "{unreachable[0]}" existiert nicht.', code="does_not_exist")
        if (before - after) - reach:
            raise serializers.ValidationError(
                "Sie können nur Filialen entfernen, für die Sie zuständig sind.", code="forbidden"
            )
        if self.instance is None and not after & reach:
            raise serializers.ValidationError(
                "Bitte wählen Sie mindestens eine Ihrer Filialen.", code="branch_required"
            )
        return branches

    def validate_catalog(self, entries):
        categories = {entry["category"] for entry in entries}
        products = {product for entry in entries for product in entry["products"]}
        known_categories = set(Category.objects.filter(id__in=categories).values_list("id", flat=True))
        known_products = set(Product.objects.filter(id__in=products).values_list("id", flat=True))
        errors: dict[str, list] = {}
        seen = set()
        for index, entry in enumerate(entries):
            if entry["category"] not in known_categories:
                errors[f"{index}.category"] = [f'Der Eintrag "{entry["category"]}" existiert nicht.']
            elif entry["category"] in seen:
                errors[f"{index}.category"] = ["Diese Kategorie ist bereits in der Speisekarte."]
            seen.add(entry["category"])
            unknown = [product for product in entry["products"] if product not in known_products]
            if unknown:
                errors[f"{index}.products"] = [f'Der Eintrag "{unknown[0]}" existiert nicht.']
            elif len(set(entry["products"])) != len(entry["products"]):
                errors[f"{index}.products"] = ["Ein Produkt kann pro Kategorie nur einmal vorkommen."]
        if errors:
            raise serializers.ValidationError(
                {path: [serializers.ErrorDetail(message, code="invalid")] for path, (message,) in errors.items()}
            )
        return entries

    def to_internal_value(self, data):
        value = super().to_internal_value(data)
        if "entries" in value:
            value["catalog"] = value.pop("entries")
        return value

    def validate(self, attrs):
        if self.instance is None and "branches" not in attrs:
            # an employee's new menu must belong to one of their branches
            try:
                attrs["branches"] = self.validate_branches([])
            except serializers.ValidationError as exc:
                raise serializers.ValidationError({"branches": exc.detail}) from None
        return attrs


class PublicPartOptionSerializer(PartOptionSerializer):
    """An option as customers see it: no amount (null) when the product's price is hidden."""

    value = serializers.DecimalField(**MONEY, read_only=True, allow_null=True)


class PublicPartSerializer(PartSerializer):
    options = PublicPartOptionSerializer(many=True, read_only=True)


class PublicProductConfigSerializer(ProductConfigSerializer):
    parts = PublicPartSerializer(many=True, read_only=True)


class PublicProductSerializer(ProductSerializer):
    """A product as customers see it: a hidden price (isPriceHidden) is sent as null, never its amount,
    and so are its options' surcharges (they would tell the price).

    Staff endpoints (ProductSerializer) keep the price; the storefront shows 'Preis auf Anfrage'.
    """

    price = serializers.DecimalField(**MONEY, read_only=True, allow_null=True)
    config = PublicProductConfigSerializer(read_only=True)

    def to_representation(self, instance):
        data = super().to_representation(instance)
        if instance.is_price_hidden:
            data["price"] = None
            for part in (data.get("config") or {}).get("parts", []):
                for option in part["options"]:
                    option["value"] = None
        return data


class PublicCatalogEntrySerializer(serializers.Serializer):
    """A category of the active menu with its enabled products."""

    category = CategorySerializer(read_only=True)
    products = serializers.SerializerMethodField()

    @extend_schema_field(PublicProductSerializer(many=True))
    def get_products(self, entry: MenuCategory):
        return PublicProductSerializer([item.product for item in entry.items.all()], many=True).data


class PublicMenuSerializer(serializers.Serializer):
    """The active menu of a branch, categories and products expanded."""

    id = serializers.IntegerField(read_only=True)
    name = serializers.CharField(read_only=True)
    available_from = UTCDateTimeField(read_only=True)
    catalog = PublicCatalogEntrySerializer(many=True, read_only=True, source="entries.all")
