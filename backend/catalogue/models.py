"""The catalogue: products, categories, menus (which products a branch offers, grouped) and donatees.

Nested data that the storefront reads as a whole (schedules, alternative units, configurable parts,
image references) is stored as JSON in the camelCase shape the API sends (contracts/README.md).
"""

from datetime import datetime

from django.core.validators import MaxValueValidator, MinValueValidator
from django.db import models

from organisation.models import Department, Tag
from rules.opening_hours_at import is_open


class ProductType(models.TextChoices):
    # one price, no choices
    SIMPLE = "simple", "Einfach"
    # the customer fills in parts (config.parts) that may change the price
    CONFIGURABLE = "configurable", "Konfigurierbar"
    # several products sold together
    BUNDLE = "bundle", "Paket"


class CalculationModel(models.TextChoices):
    # the price is exact ('Fix')
    FIXED = "fixed", "Exakt"
    # the final price may differ, e.g. weighed goods ('ca.')
    APPROXIMATE = "approximate", "Ungefähr"
    # the price is a lower bound ('ab')
    MINIMUM = "minimum", "Minimum"


class LeadTimeType(models.TextChoices):
    MINUTES = "minutes", "Minuten"
    HOURS = "hours", "Stunden"
    DAYS = "days", "Tage"
    WEEKS = "weeks", "Wochen"


class PartType(models.TextChoices):
    TEXT = "text", "Text"
    TEXTAREA = "textarea", "Mehrzeiliger Text"
    IMAGE = "image", "Bild"
    IMAGES = "images", "Bilder"
    FILE = "file", "Datei"
    FILES = "files", "Dateien"
    # one option
    SELECT = "select", "Auswahl"
    # any number of options
    MULTISELECT = "multiselect", "Mehrfachauswahl"


# part types whose choices are options (all others carry text or uploads)
OPTION_PART_TYPES = frozenset({PartType.SELECT, PartType.MULTISELECT})
TEXT_PART_TYPES = frozenset({PartType.TEXT, PartType.TEXTAREA})


class Modifier(models.TextChoices):
    # the option's value is added to the price
    ADD = "add", "Aufpreis"
    # the option's value is taken off the price
    SUBTRACT = "subtract", "Abzug"
    # the option's value replaces the price
    OVERWRITE = "overwrite", "Ersetzt den Preis"


def is_scheduled_at(schedule: list[dict], when: datetime) -> bool:
    """An empty schedule means always; otherwise the rules must be open at `when` (business time zone)."""
    if not schedule:
        return True
    return is_open(schedule, when)


def percent_validators():
    return [MinValueValidator(0), MaxValueValidator(100)]


class Category(models.Model):
    name = models.CharField("Name", max_length=120)
    image = models.JSONField("Bild", null=True, blank=True)
    is_enabled = models.BooleanField("Aktiv", default=True)
    # opening-hour rules (rules.opening_hours); empty = always available
    schedule = models.JSONField("Verfügbarkeit", default=list, blank=True)
    is_visible_when_unavailable = models.BooleanField("Sichtbar, wenn nicht verfügbar", default=False)
    position = models.PositiveIntegerField("Position", default=0)
    # where its products are prepared: the kitchen ticket of that department (devices' printers); at most one
    # department per branch (catalogue.services.department_refusal, checked by the API)
    departments = models.ManyToManyField(Department, related_name="categories", blank=True, verbose_name="Abteilungen")

    class Meta:
        verbose_name = "Kategorie"
        verbose_name_plural = "Kategorien"
        ordering = ["position", "name", "id"]
        indexes = [models.Index(fields=["position", "name"], name="category_position_name")]

    def __str__(self):
        return self.name

    def is_available_at(self, when: datetime) -> bool:
        return self.is_enabled and is_scheduled_at(self.schedule, when)


class Product(models.Model):
    name = models.CharField("Name", max_length=200)
    description = models.TextField("Beschreibung", blank=True)
    # allergen letters as printed on the menu, e.g. "A, C, G"
    allergens = models.CharField("Allergene", max_length=200, blank=True)
    type = models.CharField("Typ", max_length=20, choices=ProductType.choices, default=ProductType.SIMPLE)
    # per one `unit`
    price = models.DecimalField("Preis", max_digits=10, decimal_places=2, validators=[MinValueValidator(0)])
    unit = models.CharField("Einheit", max_length=40, default="piece")
    # [{unit, ratio, calculationModel, minimumQuantity, maximumQuantity, quantityStepSize}]
    alternative_units = models.JSONField("Alternative Einheiten", default=list, blank=True)
    minimum_quantity = models.DecimalField("Mindestmenge", max_digits=12, decimal_places=3, default=1)
    maximum_quantity = models.DecimalField("Höchstmenge", max_digits=12, decimal_places=3, default=100)
    quantity_step_size = models.DecimalField("Schrittweite", max_digits=12, decimal_places=3, default=1)
    default_quantity = models.DecimalField("Standardmenge", max_digits=12, decimal_places=3, default=1)
    # null = `unit`
    default_unit = models.CharField("Standardeinheit", max_length=40, null=True, blank=True)
    calculation_model = models.CharField(
        "Berechnungsmodell", max_length=20, choices=CalculationModel.choices, default=CalculationModel.FIXED
    )
    images = models.JSONField("Bilder", default=list, blank=True)
    is_price_hidden = models.BooleanField("Preis ausblenden", default=False)
    is_enabled = models.BooleanField("Aktiv", default=True)
    schedule = models.JSONField("Verfügbarkeit", default=list, blank=True)
    is_step_by_step = models.BooleanField("Schritt für Schritt", default=False)
    # {parts: [{name, description, type, optional, options: [{name, modifier, value}], maxLength (text parts)}]}
    config = models.JSONField("Konfiguration", default=dict, blank=True)
    # delivery / takeaway / dine-in tax rates in percent
    tax = models.DecimalField(
        "Steuersatz Lieferung", max_digits=5, decimal_places=2, default=10, validators=percent_validators()
    )
    takeaway_tax = models.DecimalField(
        "Steuersatz Takeaway", max_digits=5, decimal_places=2, default=10, validators=percent_validators()
    )
    dine_in_tax = models.DecimalField(
        "Steuersatz Dine In", max_digits=5, decimal_places=2, default=10, validators=percent_validators()
    )
    is_lead_time_enabled = models.BooleanField("Vorlaufzeit", default=False)
    lead_time_type = models.CharField(
        "Einheit der Vorlaufzeit", max_length=10, choices=LeadTimeType.choices, default=LeadTimeType.DAYS
    )
    lead_time_value = models.PositiveIntegerField("Vorlaufzeit", default=0)
    tags = models.ManyToManyField(Tag, through="ProductTag", related_name="products", blank=True, verbose_name="Tags")

    class Meta:
        verbose_name = "Produkt"
        verbose_name_plural = "Produkte"
        ordering = ["name", "id"]
        indexes = [models.Index(fields=["is_enabled", "name"], name="product_enabled_name")]
        constraints = [
            models.CheckConstraint(condition=models.Q(price__gte=0), name="product_price_not_negative"),
            models.CheckConstraint(
                condition=models.Q(minimum_quantity__lte=models.F("maximum_quantity")),
                name="product_minimum_not_above_maximum",
            ),
            models.CheckConstraint(condition=models.Q(quantity_step_size__gt=0), name="product_step_positive"),
        ]

    def __str__(self):
        return self.name

    @property
    def category_ids(self) -> list[int]:
        """The categories the menus place this product in (sorted ids; prefetch menu_items__menu_category)."""
        return sorted({item.menu_category.category_id for item in self.menu_items.all()})

    def is_available_at(self, when: datetime) -> bool:
        return self.is_enabled and is_scheduled_at(self.schedule, when)

    @property
    def parts(self) -> list[dict]:
        return (self.config or {}).get("parts", [])


class ProductTag(models.Model):
    """A tag on a product; a tag still in use cannot be deleted (409)."""

    product = models.ForeignKey(Product, on_delete=models.CASCADE, related_name="+")
    tag = models.ForeignKey(Tag, on_delete=models.PROTECT, related_name="+")

    class Meta:
        constraints = [models.UniqueConstraint(fields=["product", "tag"], name="product_tag_unique")]

    def __str__(self):
        return f"{self.product_id}:{self.tag_id}"


class MenuQuerySet(models.QuerySet):
    def for_branch(self, branch) -> "MenuQuerySet":
        return self.filter(branches=branch)

    def available_at(self, when: datetime) -> "MenuQuerySet":
        return self.filter(available_from__lte=when)


class Menu(models.Model):
    """A product catalogue: ordered categories with ordered products, valid for branches from a point in time."""

    name = models.CharField("Name", max_length=120)
    available_from = models.DateTimeField("Gültig ab")
    branches = models.ManyToManyField("organisation.Branch", related_name="menus", blank=True, verbose_name="Filialen")

    objects = MenuQuerySet.as_manager()

    class Meta:
        verbose_name = "Speisekarte"
        verbose_name_plural = "Speisekarten"
        ordering = ["-available_from", "-id"]
        indexes = [models.Index(fields=["available_from"], name="menu_available_from")]

    def __str__(self):
        return self.name

    def is_available_at(self, when: datetime) -> bool:
        return self.available_from <= when


class MenuCategory(models.Model):
    """A category's place in a menu."""

    menu = models.ForeignKey(Menu, on_delete=models.CASCADE, related_name="entries")
    category = models.ForeignKey(Category, on_delete=models.PROTECT, related_name="menu_entries")
    position = models.PositiveIntegerField(default=0)

    class Meta:
        verbose_name = "Kategorie der Speisekarte"
        verbose_name_plural = "Kategorien der Speisekarte"
        ordering = ["position", "id"]
        constraints = [models.UniqueConstraint(fields=["menu", "category"], name="menu_category_unique")]

    def __str__(self):
        return f"{self.menu_id}:{self.category_id}"


class MenuProduct(models.Model):
    """A product's place in a category of a menu."""

    menu_category = models.ForeignKey(MenuCategory, on_delete=models.CASCADE, related_name="items")
    product = models.ForeignKey(Product, on_delete=models.PROTECT, related_name="menu_items")
    position = models.PositiveIntegerField(default=0)

    class Meta:
        verbose_name = "Produkt der Speisekarte"
        verbose_name_plural = "Produkte der Speisekarte"
        ordering = ["position", "id"]
        constraints = [
            models.UniqueConstraint(fields=["menu_category", "product"], name="menu_product_unique"),
        ]

    def __str__(self):
        return f"{self.menu_category_id}:{self.product_id}"


class Donatee(models.Model):
    """A charity that customers may donate to with their order."""

    name = models.CharField("Name", max_length=200)
    description = models.TextField("Beschreibung", blank=True)

    class Meta:
        verbose_name = "Spendenempfänger"
        verbose_name_plural = "Spendenempfänger"
        ordering = ["name", "id"]

    def __str__(self):
        return self.name
