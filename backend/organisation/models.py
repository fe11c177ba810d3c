import re
import secrets

from django.core.validators import MinValueValidator
from django.db import models


class DeliveryMethod(models.TextChoices):
    NONE = "", "Keine Vorgabe"
    TAKEAWAY = "takeaway", "Takeaway"
    DELIVERY = "delivery", "Lieferung"
    DINE_IN = "dineIn", "Dine In"


class Country(models.TextChoices):
    """Countries of addresses the storefront offers (spec: DE, LI, AT, CH)."""

    AT = "AT", "Österreich"
    DE = "DE", "Deutschland"
    CH = "CH", "Schweiz"
    LI = "LI", "Liechtenstein"


class HolidayRegion(models.TextChoices):
    """An Austrian Bundesland (ISO 3166-2:AT code) whose Landespatron day a branch may grant."""

    NONE = "", "Keine (nur bundesweite Feiertage)"
    BURGENLAND = "1", "Burgenland"
    CARINTHIA = "2", "Kärnten"
    LOWER_AUSTRIA = "3", "Niederösterreich"
    UPPER_AUSTRIA = "4", "Oberösterreich"
    SALZBURG = "5", "Salzburg"
    STYRIA = "6", "Steiermark"
    TYROL = "7", "Tirol"
    VORARLBERG = "8", "Vorarlberg"
    VIENNA = "9", "Wien"


def new_api_key() -> str:
    return secrets.token_urlsafe(32)


class Config(models.Model):
    """The business's settings: one row (pk=1), read by the storefront and the back office."""

    shop_name = models.CharField("Shopname", max_length=120, blank=True)
    title = models.CharField("Titel", max_length=200, blank=True)
    description = models.TextField("Beschreibung", blank=True)
    seo_title = models.CharField("SEO-Titel", max_length=200, blank=True)
    seo_description = models.TextField("SEO-Beschreibung", blank=True)
    business_name = models.CharField("Firmenname", max_length=200, blank=True)
    street = models.CharField("Straße", max_length=200, blank=True)
    zip_code = models.CharField("PLZ", max_length=20, blank=True)
    city = models.CharField("Ort", max_length=120, blank=True)
    phone = models.CharField("Telefon", max_length=50, blank=True)
    email = models.EmailField("E-Mail", blank=True)
    website = models.URLField("Website", blank=True)
    # external URL of each legal page; the *_text field (markdown), when set, replaces it by an internal page
    terms_and_conditions = models.URLField("AGB (URL)", blank=True)
    terms_and_conditions_text = models.TextField("AGB (Text)", blank=True)
    privacy_policy = models.URLField("Datenschutz (URL)", blank=True)
    privacy_policy_text = models.TextField("Datenschutz (Text)", blank=True)
    imprint = models.URLField("Impressum (URL)", blank=True)
    imprint_text = models.TextField("Impressum (Text)", blank=True)
    allergens = models.URLField("Allergene (URL)", blank=True)
    allergens_text = models.TextField("Allergene (Text)", blank=True)
    currency = models.CharField("Währung", max_length=3, default="EUR")
    disable_tickets = models.BooleanField("Ticketnummern deaktivieren", default=False)
    enable_plugin_pwa = models.BooleanField("App-Installation (PWA)", default=False)
    enable_plugin_toolbar = models.BooleanField("Toolbar", default=False)
    enable_plugin_home_page = models.BooleanField("Startseite", default=False)
    enable_plugin_search = models.BooleanField("Filialsuche", default=False)
    enable_plugin_tags = models.BooleanField("Tag-Filter", default=False)
    enable_plugin_category_bar = models.BooleanField("Kategorieleiste", default=False)
    enable_plugin_sms = models.BooleanField("SMS", default=False)
    enable_plugin_donations = models.BooleanField("Spenden", default=False)
    enable_plugin_frontdesk = models.BooleanField("Frontdesk", default=False)
    enable_plugin_order_reviews = models.BooleanField("Bewertungen", default=False)
    enable_cash = models.BooleanField("Barzahlung", default=True)
    enable_plugin_cash = models.BooleanField("Plugin Barzahlung", default=True)
    enable_atm_card = models.BooleanField("Bankomatkarte", default=False)
    enable_plugin_atm_card = models.BooleanField("Plugin Bankomatkarte", default=False)
    enable_hydro_ag_voucher = models.BooleanField("Essensgutschein", default=False)
    enable_plugin_hydro_ag_voucher = models.BooleanField("Plugin Essensgutschein", default=False)
    enable_mollie = models.BooleanField("Mollie", default=False)
    enable_plugin_mollie = models.BooleanField("Plugin Mollie", default=False)
    enable_datatrans = models.BooleanField("Datatrans", default=False)
    enable_plugin_datatrans = models.BooleanField("Plugin Datatrans", default=False)
    default_delivery_method = models.CharField(
        "Standard-Lieferart", max_length=20, choices=DeliveryMethod.choices, default=DeliveryMethod.NONE, blank=True
    )
    og_title = models.CharField("Open-Graph-Titel", max_length=200, blank=True)
    og_description = models.TextField("Open-Graph-Beschreibung", blank=True)
    og_url = models.URLField("Open-Graph-URL", blank=True)
    og_image = models.URLField("Open-Graph-Bild", blank=True)
    twitter_title = models.CharField("Twitter-Titel", max_length=200, blank=True)
    twitter_description = models.TextField("Twitter-Beschreibung", blank=True)
    twitter_url = models.URLField("Twitter-URL", blank=True)
    twitter_image = models.URLField("Twitter-Bild", blank=True)
    theme_colors = models.JSONField("Theme-Farben", default=dict, blank=True)
    theme_font = models.CharField("Theme-Schrift", max_length=120, blank=True)
    theme_font_url = models.URLField("Theme-Schrift-URL", blank=True)
    theme_border_radius = models.CharField("Theme-Eckenradius", max_length=20, default=".25rem", blank=True)
    # {id, version, extension} of a media library image: the storefront header's logo and the app's icons
    logo = models.JSONField("Logo", null=True, blank=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        verbose_name = "Konfiguration"
        verbose_name_plural = "Konfiguration"

    def __str__(self):
        return self.shop_name or "Konfiguration"

    @classmethod
    def load(cls) -> "Config":
        config, _ = cls.objects.get_or_create(pk=1)
        return config


class Division(models.Model):
    """An organisation of the business (e.g. restaurants, bakeries)."""

    name = models.CharField("Name", max_length=120)
    identifier = models.SlugField("Kennung", max_length=80, unique=True)
    description = models.TextField("Beschreibung", blank=True)

    class Meta:
        verbose_name = "Organisation"
        verbose_name_plural = "Organisationen"
        ordering = ["name"]

    def __str__(self):
        return self.name


class Tag(models.Model):
    """A label of branches and products (the storefront filters and searches by it)."""

    name = models.CharField("Name", max_length=120, unique=True)
    # {id, version, extension} of an image (media area), or null
    image = models.JSONField("Bild", null=True, blank=True)
    weight = models.IntegerField("Gewichtung", default=0)

    class Meta:
        # the table of the catalogue, where the model lived first (moved without touching the data)
        db_table = "catalogue_tag"
        verbose_name = "Tag"
        verbose_name_plural = "Tags"
        ordering = ["-weight", "name"]

    def __str__(self):
        return self.name


class Branch(models.Model):
    division = models.ForeignKey(
        Division, on_delete=models.PROTECT, related_name="branches", verbose_name="Organisation"
    )
    identifier = models.SlugField("Kennung", max_length=80, unique=True)
    name = models.CharField("Name", max_length=120)
    description = models.TextField("Beschreibung", blank=True)
    street = models.CharField("Straße", max_length=200, blank=True)
    zip_code = models.CharField("PLZ", max_length=20, blank=True)
    city = models.CharField("Ort", max_length=120, blank=True)
    country = models.CharField("Land", max_length=2, default="AT")
    phone = models.CharField("Telefon", max_length=50, blank=True)
    email = models.EmailField("E-Mail", blank=True)
    website = models.URLField("Website", blank=True)
    keywords = models.CharField("Suchbegriffe", max_length=500, blank=True)
    tags = models.ManyToManyField(Tag, related_name="branches", blank=True, verbose_name="Tags")
    # [{id, version, extension}] references to images of the media library; the first is the header image
    images = models.JSONField("Bilder", default=list, blank=True)
    # {id, version, extension} or null
    logo = models.JSONField("Logo", null=True, blank=True)
    is_public = models.BooleanField("Öffentlich", default=True)
    # ordered lists of opening-hour rules, see rules.opening_hours
    opening_hours = models.JSONField("Öffnungszeiten", default=list, blank=True)
    delivery_hours = models.JSONField("Lieferzeiten", default=list, blank=True)
    is_delivery_hours_enabled = models.BooleanField("Eigene Lieferzeiten", default=False)
    is_takeaway_enabled = models.BooleanField("Takeaway", default=True)
    is_delivery_enabled = models.BooleanField("Lieferung", default=False)
    is_dine_in_enabled = models.BooleanField("Dine In", default=False)
    is_preorder_enabled = models.BooleanField("Vorbestellungen", default=False)
    orderable_from = models.DateTimeField("Bestellbar ab", null=True, blank=True)
    closed_message = models.TextField("Hinweis bei Schließung", blank=True)
    is_appointment_required = models.BooleanField("Termin erforderlich", default=False)
    is_table_selection_enabled = models.BooleanField("Tischauswahl", default=False)
    is_quotation_required = models.BooleanField("Angebotsanfrage", default=False)
    is_delivery_email_required = models.BooleanField("E-Mail bei Lieferung erforderlich", default=True)
    is_dine_in_email_required = models.BooleanField("E-Mail bei Dine In erforderlich", default=False)
    is_takeaway_email_required = models.BooleanField("E-Mail bei Takeaway erforderlich", default=True)
    is_delivery_phone_required = models.BooleanField("Telefon bei Lieferung erforderlich", default=True)
    is_dine_in_phone_required = models.BooleanField("Telefon bei Dine In erforderlich", default=False)
    is_takeaway_phone_required = models.BooleanField("Telefon bei Takeaway erforderlich", default=False)
    is_delivery_address_required = models.BooleanField("Adresse bei Lieferung erforderlich", default=True)
    is_dine_in_address_required = models.BooleanField("Adresse bei Dine In erforderlich", default=False)
    is_takeaway_address_required = models.BooleanField("Adresse bei Takeaway erforderlich", default=False)
    is_cash_enabled = models.BooleanField("Barzahlung", default=True)
    is_atm_card_enabled = models.BooleanField("Bankomatkarte", default=False)
    is_hydro_ag_voucher_enabled = models.BooleanField("Essensgutschein", default=False)
    is_mollie_enabled = models.BooleanField("Mollie", default=False)
    is_datatrans_enabled = models.BooleanField("Datatrans", default=False)
    # authorises the front desk and back office order boards (branch id + api key, no login)
    api_key = models.CharField("API-Schlüssel", max_length=64, default=new_api_key, unique=True)
    # time tracking: federal public holidays everywhere; the region's Landespatron day only when granted
    holiday_region = models.CharField(
        "Bundesland (Feiertage)", max_length=1, choices=HolidayRegion.choices, default="", blank=True
    )
    is_patron_day_off = models.BooleanField("Landespatron arbeitsfrei", default=False)

    # related rows shown inline in audit log entries
    audit_related = ("delivery_areas",)

    class Meta:
        verbose_name = "Filiale"
        verbose_name_plural = "Filialen"
        ordering = ["name"]
        indexes = [models.Index(fields=["division", "name"], name="branch_division_name")]

    def __str__(self):
        return self.name


class DeliveryArea(models.Model):
    branch = models.ForeignKey(Branch, on_delete=models.CASCADE, related_name="delivery_areas")
    area = models.CharField("Liefergebiet", max_length=120)
    # exact postcodes the area delivers to (rules.postcode); an area without postcodes serves none
    postcodes = models.JSONField("Postleitzahlen", default=list, blank=True)
    price = models.DecimalField(
        "Lieferkosten", max_digits=10, decimal_places=2, default=0, validators=[MinValueValidator(0)]
    )
    tax = models.DecimalField(
        "Steuersatz", max_digits=5, decimal_places=2, default=20, validators=[MinValueValidator(0)]
    )
    free = models.BooleanField("Kostenlos", default=False)
    free_from_order_value = models.DecimalField(
        "Kostenlos ab", max_digits=10, decimal_places=2, null=True, blank=True, validators=[MinValueValidator(0)]
    )
    minimum_order_value = models.DecimalField(
        "Mindestbestellwert", max_digits=10, decimal_places=2, null=True, blank=True, validators=[MinValueValidator(0)]
    )
    position = models.PositiveIntegerField(default=0)

    class Meta:
        verbose_name = "Liefergebiet"
        verbose_name_plural = "Liefergebiete"
        ordering = ["position", "id"]

    def __str__(self):
        return self.area


class Department(models.Model):
    branch = models.ForeignKey(Branch, on_delete=models.CASCADE, related_name="departments", verbose_name="Filiale")
    name = models.CharField("Name", max_length=120)
    description = models.TextField("Beschreibung", blank=True)

    class Meta:
        verbose_name = "Abteilung"
        verbose_name_plural = "Abteilungen"
        ordering = ["branch__name", "name"]
        constraints = [
            models.UniqueConstraint(
                fields=["branch", "name"],
                name="department_unique_name_per_branch",
                violation_error_message="Eine Abteilung mit diesem Namen gibt es in dieser Filiale bereits.",
            )
        ]

    def __str__(self):
        return self.name


DIGITS = re.compile(r"[0-9]+")


def natural_sort_key(identifier: str) -> str:
    """A text that sorts like people count: '2' before '10', 'Terrasse 2' before 'Terrasse 10'.

    Lower case, and every run of digits written as its length (two digits) and its value without
    leading zeros, so a plain text comparison (SQLite, PostgreSQL, Python) orders numbers by value."""

    def number(match: re.Match) -> str:
        value = match.group().lstrip("0") or "0"
        return f"{len(value):02d}{value}"

    return DIGITS.sub(number, identifier.lower())


class TableQuerySet(models.QuerySet):
    def bulk_create(self, objs, *args, **kwargs):
        objs = list(objs)
        for table in objs:
            table.sort_key = natural_sort_key(table.identifier)
        return super().bulk_create(objs, *args, **kwargs)


class Table(models.Model):
    branch = models.ForeignKey(Branch, on_delete=models.CASCADE, related_name="tables", verbose_name="Filiale")
    identifier = models.CharField("Tischnummer", max_length=40)
    # natural_sort_key(identifier), kept on every save: lists sort by it in the database
    sort_key = models.CharField(max_length=120, editable=False, default="")

    objects = TableQuerySet.as_manager()

    class Meta:
        verbose_name = "Tisch"
        verbose_name_plural = "Tische"
        ordering = ["branch__name", "sort_key", "identifier"]
        indexes = [models.Index(fields=["branch", "sort_key"], name="table_branch_sort_key")]
        constraints = [
            models.UniqueConstraint(
                fields=["branch", "identifier"],
                name="table_unique_identifier_per_branch",
                violation_error_message="Einen Tisch mit dieser Tischnummer gibt es in dieser Filiale bereits.",
            )
        ]

    def __str__(self):
        return self.identifier

    def save(self, *args, **kwargs):
        self.sort_key = natural_sort_key(self.identifier)
        if kwargs.get("update_fields") is not None and "identifier" in kwargs["update_fields"]:
            kwargs["update_fields"] = {*kwargs["update_fields"], "sort_key"}
        super().save(*args, **kwargs)
