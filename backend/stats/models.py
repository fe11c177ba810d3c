"""Daily rollups of the raw rows the statistics read (orders, the analytics log, QR scans, consents).

One table per question shape, keyed by the calendar day in the business time zone (Europe/Vienna) and
the dimensions the kinds group by; the unique constraints double as the range indexes (day first).
Rows of a day are rebuilt as a whole (services.rollups.rebuild_day): a day's rollup is either complete
or absent. RollupState says up to which day the rollups are complete; later days (today) are computed
live from the raw rows on request.

Visitor hashes are salted per day (analytics.AnalyticsEvent.visitor), so one person on two days is two
hashes: the per-day distinct counts stored here add up exactly to the distinct hashes of any range.
"""

from django.db import models


def _money(label: str) -> models.DecimalField:
    return models.DecimalField(label, max_digits=16, decimal_places=2, default=0)


def _quantity(label: str) -> models.DecimalField:
    return models.DecimalField(label, max_digits=20, decimal_places=6, default=0)


class DailyRow(models.Model):
    class Meta:
        abstract = True

    def __str__(self):
        return f"{self._meta.verbose_name} {self.day:%d.%m.%Y}"


class RollupState(models.Model):
    """One row: how far the rollups are complete, and the watermarks of the last run."""

    complete_through = models.DateField("Vollständig bis", null=True, blank=True)
    event_watermark = models.BigIntegerField("Letztes Analyse-Ereignis", default=0)
    scan_watermark = models.BigIntegerField("Letzter QR-Scan", default=0)
    consent_watermark = models.BigIntegerField("Letzte Einwilligung", default=0)
    order_watermark = models.DateTimeField("Letzte Bestelländerung", null=True, blank=True)
    # the open day's partial rollups (ItemHour, services.open_day): the day they are of, and the instant up to which
    # they hold every change of its orders (an order changed later marks its branch and hour as changed)
    open_day = models.DateField("Offener Tag", null=True, blank=True)
    open_mark = models.DateTimeField("Offener Tag: Stand", null=True, blank=True)
    updated_at = models.DateTimeField("Aktualisiert", auto_now=True)

    class Meta:
        verbose_name = "Stand der Tagesstatistik"
        verbose_name_plural = "Stand der Tagesstatistik"

    def __str__(self):
        return f"Statistik vollständig bis {self.complete_through}"


class OrderDay(DailyRow):
    """Orders per day, branch, type (takeaway / delivery / dineIn), origin (ordering.models.OrderOrigin: shop,
    qr, campaign, phone) and canceled or not."""

    day = models.DateField("Tag")
    branch_id = models.BigIntegerField("Filiale")
    delivery_type = models.CharField("Art", max_length=10)
    origin = models.CharField("Herkunft", max_length=10, default="shop")
    is_canceled = models.BooleanField("Storniert")
    orders = models.PositiveIntegerField("Bestellungen", default=0)
    revenue = _money("Umsatz")
    items = _quantity("Menge")

    class Meta:
        verbose_name = "Bestellungen je Tag"
        verbose_name_plural = "Bestellungen je Tag"
        constraints = [
            models.UniqueConstraint(
                fields=["day", "branch_id", "delivery_type", "origin", "is_canceled"], name="stat_orderday_key"
            )
        ]


class OrderHour(DailyRow):
    """Orders (not canceled) per day, branch and hour of day (Vienna time)."""

    day = models.DateField("Tag")
    branch_id = models.BigIntegerField("Filiale")
    hour = models.PositiveSmallIntegerField("Stunde")
    orders = models.PositiveIntegerField("Bestellungen", default=0)

    class Meta:
        verbose_name = "Bestellungen je Stunde"
        verbose_name_plural = "Bestellungen je Stunde"
        constraints = [models.UniqueConstraint(fields=["day", "branch_id", "hour"], name="stat_orderhour_key")]


class ItemDay(DailyRow):
    """Items sold (orders not canceled) per day, branch and product, with the product's name of that day."""

    day = models.DateField("Tag")
    branch_id = models.BigIntegerField("Filiale")
    product_id = models.BigIntegerField("Produkt")
    name = models.CharField("Name", max_length=200, blank=True)
    quantity = _quantity("Menge")
    revenue = _money("Umsatz")

    class Meta:
        verbose_name = "Artikel je Tag"
        verbose_name_plural = "Artikel je Tag"
        constraints = [models.UniqueConstraint(fields=["day", "branch_id", "product_id"], name="stat_itemday_key")]


class ItemMonth(models.Model):
    """ItemDay summed per calendar month (month: its first day), rebuilt with each of its days
    (services.rollups.rebuild_day): a year's popular items read eleven or twelve full months here, a row per
    branch, product and name, and only the partial months' days from ItemDay."""

    month = models.DateField("Monat")
    branch_id = models.BigIntegerField("Filiale")
    product_id = models.BigIntegerField("Produkt")
    name = models.CharField("Name", max_length=200, blank=True)
    quantity = _quantity("Menge")
    revenue = _money("Umsatz")

    class Meta:
        verbose_name = "Artikel je Monat"
        verbose_name_plural = "Artikel je Monat"
        constraints = [
            models.UniqueConstraint(fields=["month", "branch_id", "product_id", "name"], name="stat_itemmonth_key")
        ]

    def __str__(self):
        return f"{self._meta.verbose_name} {self.month:%m.%Y}"


class ItemHour(DailyRow):
    """The open day's items (not canceled) per branch, hour of placing (its UTC start) and product, with the
    largest of the hour's names: the partial rollup of today (services.open_day), kept current by the beat task
    for the hours whose orders changed, so that a read aggregates only those hours' raw items."""

    day = models.DateField("Tag")
    branch_id = models.BigIntegerField("Filiale")
    hour_start = models.DateTimeField("Stunde (Beginn)")
    product_id = models.BigIntegerField("Produkt")
    name = models.CharField("Name", max_length=200, blank=True)
    quantity = _quantity("Menge")
    revenue = _money("Umsatz")

    class Meta:
        verbose_name = "Artikel je Stunde des offenen Tages"
        verbose_name_plural = "Artikel je Stunde des offenen Tages"
        constraints = [
            models.UniqueConstraint(fields=["day", "branch_id", "hour_start", "product_id"], name="stat_itemhour_key")
        ]


class VisitorDay(DailyRow):
    """Distinct visitor hashes of a day (new: any event of the day said is_new_visitor) and page views."""

    day = models.DateField("Tag", unique=True)
    visitors = models.PositiveIntegerField("Besucher", default=0)
    new_visitors = models.PositiveIntegerField("Neue Besucher", default=0)
    recurring_visitors = models.PositiveIntegerField("Wiederkehrende Besucher", default=0)
    page_views = models.PositiveIntegerField("Seitenaufrufe", default=0)

    class Meta:
        verbose_name = "Besucher je Tag"
        verbose_name_plural = "Besucher je Tag"


class VisitorHour(DailyRow):
    """Distinct visitor hashes per day and hour of day (Vienna time)."""

    day = models.DateField("Tag")
    hour = models.PositiveSmallIntegerField("Stunde")
    visitors = models.PositiveIntegerField("Besucher", default=0)

    class Meta:
        verbose_name = "Besucher je Stunde"
        verbose_name_plural = "Besucher je Stunde"
        constraints = [models.UniqueConstraint(fields=["day", "hour"], name="stat_visitorhour_key")]


class PageDay(DailyRow):
    day = models.DateField("Tag")
    path = models.CharField("Pfad", max_length=300)
    views = models.PositiveIntegerField("Aufrufe", default=0)

    class Meta:
        verbose_name = "Seitenaufrufe je Tag"
        verbose_name_plural = "Seitenaufrufe je Tag"
        constraints = [models.UniqueConstraint(fields=["day", "path"], name="stat_pageday_key")]


class EventDay(DailyRow):
    """Tracked events per day and name (addtocart, initiatecheckout, purchase under their type)."""

    day = models.DateField("Tag")
    name = models.CharField("Name", max_length=100)
    count = models.PositiveIntegerField("Anzahl", default=0)

    class Meta:
        verbose_name = "Ereignisse je Tag"
        verbose_name_plural = "Ereignisse je Tag"
        constraints = [models.UniqueConstraint(fields=["day", "name"], name="stat_eventday_key")]


class FactDay(DailyRow):
    """Distinct visitors per day and device fact value (browser 'Firefox', resolution '1920x1080', ...)."""

    day = models.DateField("Tag")
    fact = models.CharField("Merkmal", max_length=20)
    value = models.CharField("Wert", max_length=200)
    visitors = models.PositiveIntegerField("Besucher", default=0)

    class Meta:
        verbose_name = "Gerätemerkmale je Tag"
        verbose_name_plural = "Gerätemerkmale je Tag"
        constraints = [models.UniqueConstraint(fields=["day", "fact", "value"], name="stat_factday_key")]
        # a fact's ranking over a range reads only that fact's rows
        indexes = [models.Index(fields=["fact", "day"], name="stat_factday_fact")]


class FlowDay(DailyRow):
    """Page → next page of the same visitor on the same day."""

    day = models.DateField("Tag")
    source = models.CharField("Von", max_length=300)
    target = models.CharField("Nach", max_length=300)
    count = models.PositiveIntegerField("Anzahl", default=0)

    class Meta:
        verbose_name = "Seitenwechsel je Tag"
        verbose_name_plural = "Seitenwechsel je Tag"
        constraints = [models.UniqueConstraint(fields=["day", "source", "target"], name="stat_flowday_key")]


class ScanCodeDay(DailyRow):
    """QR scans per day and code (branch: the code's branch at rollup time), for qr-code-targets."""

    day = models.DateField("Tag")
    qr_code_id = models.BigIntegerField("QR-Code")
    branch_id = models.BigIntegerField("Filiale", null=True, blank=True)
    scans = models.PositiveIntegerField("Scans", default=0)

    class Meta:
        verbose_name = "QR-Scans je Tag und Code"
        verbose_name_plural = "QR-Scans je Tag und Code"
        constraints = [models.UniqueConstraint(fields=["day", "qr_code_id"], name="stat_scancodeday_key")]


class ScanCodeMonth(models.Model):
    """ScanCodeDay summed per calendar month (month: its first day), rebuilt with each of its days
    (services.rollups.rebuild_day): a year's ranking of codes reads its full months here, 12 rows a code,
    and only the partial months' days from ScanCodeDay."""

    month = models.DateField("Monat")
    qr_code_id = models.BigIntegerField("QR-Code")
    branch_id = models.BigIntegerField("Filiale", null=True, blank=True)
    scans = models.PositiveIntegerField("Scans", default=0)

    class Meta:
        verbose_name = "QR-Scans je Monat und Code"
        verbose_name_plural = "QR-Scans je Monat und Code"
        constraints = [
            models.UniqueConstraint(fields=["month", "qr_code_id", "branch_id"], name="stat_scancodemonth_key")
        ]

    def __str__(self):
        return f"{self._meta.verbose_name} {self.month:%m.%Y}"


class ScanOriginDay(DailyRow):
    """QR scans per day, branch (the code's) and origin: the referrer origin, else the device class (a
    camera app sends no referrer), for qr-code-origins narrowed to branches."""

    day = models.DateField("Tag")
    branch_id = models.BigIntegerField("Filiale", null=True, blank=True)
    origin = models.CharField("Herkunft", max_length=200)
    scans = models.PositiveIntegerField("Scans", default=0)

    class Meta:
        verbose_name = "QR-Scans je Tag, Filiale und Herkunft"
        verbose_name_plural = "QR-Scans je Tag, Filiale und Herkunft"
        constraints = [models.UniqueConstraint(fields=["day", "branch_id", "origin"], name="stat_scanoriginday_key")]


class ScanShopOriginDay(DailyRow):
    """QR scans of the whole shop per day and origin (as ScanOriginDay without the branch): a query without
    branch narrowing (administrators) reads a handful of rows a day instead of one per branch."""

    day = models.DateField("Tag")
    origin = models.CharField("Herkunft", max_length=200)
    scans = models.PositiveIntegerField("Scans", default=0)

    class Meta:
        verbose_name = "QR-Scans je Tag und Herkunft"
        verbose_name_plural = "QR-Scans je Tag und Herkunft"
        constraints = [models.UniqueConstraint(fields=["day", "origin"], name="stat_scanshoporiginday_key")]


class ConsentDay(DailyRow):
    """Consent decisions recorded per day ('all', 'required', 'custom')."""

    day = models.DateField("Tag")
    decision = models.CharField("Entscheidung", max_length=10)
    count = models.PositiveIntegerField("Anzahl", default=0)

    class Meta:
        verbose_name = "Einwilligungen je Tag"
        verbose_name_plural = "Einwilligungen je Tag"
        constraints = [models.UniqueConstraint(fields=["day", "decision"], name="stat_consentday_key")]
