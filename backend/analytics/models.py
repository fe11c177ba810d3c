"""QR codes (a short path on this shop that redirects to a target) and their scans.

A code's path opens /q/<path>; the redirect logs a scan (time, the target at that moment, the device class
from the user agent and the referrer's origin, never the client's address) and sends the visitor on.
"""

from django.core.validators import RegexValidator
from django.db import models

PATH_PATTERN = r"^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$"
PATH_INVALID = (
    "Der Pfad darf nur Kleinbuchstaben, Ziffern und Bindestriche enthalten (1 bis 40 Zeichen, "
    "nicht mit einem Bindestrich beginnend oder endend)."
)


class TargetKind(models.TextChoices):
    SITE = "site", "Seite"
    BRANCH = "branch", "Filiale"
    TABLE = "table", "Tisch"
    PRODUCT = "product", "Produkt"
    URL = "url", "Adresse"


class DeviceClass(models.TextChoices):
    MOBILE = "mobile", "Smartphone"
    TABLET = "tablet", "Tablet"
    DESKTOP = "desktop", "Computer"
    BOT = "bot", "Bot"


class QrCode(models.Model):
    path = models.CharField(
        "Pfad",
        max_length=40,
        unique=True,
        validators=[RegexValidator(PATH_PATTERN, PATH_INVALID, code="invalid")],
        error_messages={"unique": "Dieser Pfad wird bereits von einem anderen QR-Code verwendet."},
    )
    name = models.CharField("Bezeichnung", max_length=120, blank=True)
    target_kind = models.CharField("Ziel", max_length=10, choices=TargetKind.choices)
    # the branch the code belongs to (staff reach); also the store a branch, table or product code opens
    branch = models.ForeignKey(
        "organisation.Branch",
        on_delete=models.CASCADE,
        null=True,
        blank=True,
        related_name="qr_codes",
        verbose_name="Filiale",
    )
    table = models.ForeignKey(
        "organisation.Table",
        on_delete=models.CASCADE,
        null=True,
        blank=True,
        related_name="qr_codes",
        verbose_name="Tisch",
    )
    product = models.ForeignKey(
        "catalogue.Product",
        on_delete=models.CASCADE,
        null=True,
        blank=True,
        related_name="qr_codes",
        verbose_name="Produkt",
    )
    # a page of this shop ('/', '/site/impressum') for target kind site
    site_path = models.CharField("Seite", max_length=200, blank=True)
    url = models.URLField("Adresse", max_length=500, blank=True)
    created_at = models.DateTimeField("Erstellt", auto_now_add=True)

    class Meta:
        verbose_name = "QR-Code"
        verbose_name_plural = "QR-Codes"
        ordering = ["path", "id"]

    def __str__(self):
        return self.path


class QrCodeScan(models.Model):
    scanned_at = models.DateTimeField("Zeitpunkt")
    qr_code = models.ForeignKey(QrCode, on_delete=models.CASCADE, related_name="scans", verbose_name="QR-Code")
    target_kind = models.CharField("Ziel", max_length=10, choices=TargetKind.choices)
    target_url = models.CharField("Zieladresse", max_length=600)
    device_class = models.CharField("Gerät", max_length=10, choices=DeviceClass.choices)
    # scheme and host of the Referer only ('https://www.example.at'), empty without one
    referrer_origin = models.CharField("Herkunft", max_length=200, blank=True)

    class Meta:
        verbose_name = "QR-Code-Scan"
        verbose_name_plural = "QR-Code-Scans"
        indexes = [models.Index(fields=["qr_code", "scanned_at"], name="qrscan_code_time")]

    def __str__(self):
        return f"{self.qr_code_id} {self.scanned_at:%Y-%m-%d %H:%M}"


class EventType(models.TextChoices):
    """The storefront's tracked events (spec storefront §7)."""

    DEVICE = "device", "Geräteinformationen"
    PAGEVIEW = "pageview", "Seitenaufruf"
    EVENT = "event", "Ereignis"
    ADD_TO_CART = "addtocart", "In den Warenkorb"
    INITIATE_CHECKOUT = "initiatecheckout", "Bestellvorgang begonnen"
    PURCHASE = "purchase", "Kauf"


class AnalyticsEvent(models.Model):
    """One entry of the analytics log, written only for visitors who consented to analytics.

    `visitor` is a salted daily hash: the same browser on the same day gives the same value, on the next day
    another one (the salt changes daily and is thrown away), so nobody can be followed across days and no
    client address is stored. `is_new_visitor` is the client's own word (a first-visit marker it keeps only
    after consent). Device facts are parsed once on ingestion into columns the statistics group by.
    The write path stores rows and nothing else: rollups are built by the statistics area.
    """

    occurred_at = models.DateTimeField("Zeitpunkt")
    visitor = models.CharField("Besucher (Tages-Hash)", max_length=32)
    is_new_visitor = models.BooleanField("Neuer Besucher", default=False)
    type = models.CharField("Typ", max_length=20, choices=EventType.choices)
    name = models.CharField("Name", max_length=100, blank=True)
    sub_name = models.CharField("Unterkategorie", max_length=100, blank=True)
    path = models.CharField("Pfad", max_length=300, blank=True)
    branch = models.ForeignKey(
        "organisation.Branch",
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="+",
        verbose_name="Filiale",
    )
    data = models.JSONField("Daten", default=dict, blank=True)
    # scheme and host of the page's referrer, empty for direct visits and the shop's own pages
    referrer_origin = models.CharField("Herkunft", max_length=200, blank=True)
    browser = models.CharField("Browser", max_length=40, blank=True)
    operating_system = models.CharField("Betriebssystem", max_length=40, blank=True)
    device_class = models.CharField("Gerät", max_length=10, choices=DeviceClass.choices, blank=True)
    resolution = models.CharField("Bildschirmauflösung", max_length=20, blank=True)  # '1920x1080'
    pixel_ratio = models.DecimalField("Pixelverhältnis", max_digits=4, decimal_places=2, null=True, blank=True)
    color_scheme = models.CharField("Farbschema", max_length=10, blank=True)  # 'light' or 'dark'

    class Meta:
        verbose_name = "Analyse-Ereignis"
        verbose_name_plural = "Analyse-Ereignisse"
        indexes = [
            models.Index(fields=["occurred_at"], name="analyticsevent_time"),
            models.Index(fields=["type", "occurred_at"], name="analyticsevent_type_time"),
        ]

    def __str__(self):
        return f"{self.type} {self.occurred_at:%Y-%m-%d %H:%M}"


class DailySalt(models.Model):
    """The random salt of one day's visitor hashes (Vienna calendar day); deleted once the day is over.

    Kept in the database so that every process hashes a visitor alike; without the salt of a past day
    nobody, not even the operator, can recompute which client a hash stood for.
    """

    day = models.DateField("Tag", unique=True)
    salt = models.CharField("Salz", max_length=64)

    class Meta:
        verbose_name = "Tages-Salz"
        verbose_name_plural = "Tages-Salze"

    def __str__(self):
        return str(self.day)
