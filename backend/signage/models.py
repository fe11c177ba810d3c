"""Digital signage (docs/devices.md 'Digital signage'): scenes ('Szene'), segments ('Filmsequenz'), streams
('Stream') and signage devices ('TV'), and what the players report they showed (proof of play).

A scene, segment or stream with no branch serves every branch (only administrators change those); one with a
branch is for that branch's screens. A TV is a devices.Device of kind `screen` and belongs to its branch.

Stream slots are wall-clock times of the business time zone (settings.TIME_ZONE): `starts` from 00:00 to 23:59,
`ends` from 00:01 to 24:00. A slot whose end is not after its start runs past midnight: it starts on its
weekdays and ends on the next day ('Fr 22:00–02:00' plays Friday night until Saturday 02:00). The first slot
that matches an instant plays (signage.schedule).
"""

from django.db import models

from catalogue.models import Category, Menu
from organisation.models import Branch


class Layout(models.TextChoices):
    BLOCKS = "blocks", "Inhaltsblöcke"
    MENU_BOARD = "menu-board", "Speisekarte"


class Transition(models.TextChoices):
    FADE = "fade", "Überblenden"
    SLIDE = "slide", "Schieben"
    NONE = "none", "Ohne"


class Orientation(models.TextChoices):
    LANDSCAPE = "landscape", "Querformat"
    PORTRAIT = "portrait", "Hochformat"


class Scene(models.Model):
    """A full-screen composition: blocks of the website builder's catalogue (`content`, checked by cms' block
    schema) or a menu board drawn live from the catalogue (`menu`, `categories`, `title`)."""

    # a path slug (rules.slug.path_slug), e.g. "fruehstueck"
    path = models.CharField("Pfad", max_length=200, unique=True)
    name = models.CharField("Name", max_length=200)
    branch = models.ForeignKey(
        Branch, on_delete=models.PROTECT, null=True, blank=True, related_name="+", verbose_name="Filiale"
    )
    layout = models.CharField("Layout", max_length=20, choices=Layout.choices, default=Layout.BLOCKS)
    # {body: [blocks]} as a reusable block of the website builder stores it (cms.services.check_blocks)
    content = models.JSONField("Inhalt", default=dict, blank=True)
    title = models.CharField("Titel", max_length=200, blank=True)
    # menu boards: null = the active menu of the screen's branch at the instant shown
    menu = models.ForeignKey(
        Menu, on_delete=models.PROTECT, null=True, blank=True, related_name="+", verbose_name="Speisekarte"
    )
    # menu boards: the menu's categories shown, in the menu's order; none = all of them
    categories = models.ManyToManyField(Category, related_name="+", blank=True, verbose_name="Kategorien")
    created_at = models.DateTimeField("Erstellt", auto_now_add=True)
    updated_at = models.DateTimeField("Geändert", auto_now=True)

    class Meta:
        verbose_name = "Szene"
        verbose_name_plural = "Szenen"
        ordering = ["name", "id"]

    def __str__(self):
        return self.name


class Segment(models.Model):
    """'Filmsequenz': scenes shown one after the other, each for its duration, with its transition."""

    name = models.CharField("Name", max_length=200)
    branch = models.ForeignKey(
        Branch, on_delete=models.PROTECT, null=True, blank=True, related_name="+", verbose_name="Filiale"
    )
    created_at = models.DateTimeField("Erstellt", auto_now_add=True)
    updated_at = models.DateTimeField("Geändert", auto_now=True)

    class Meta:
        verbose_name = "Filmsequenz"
        verbose_name_plural = "Filmsequenzen"
        ordering = ["name", "id"]

    def __str__(self):
        return self.name


class SegmentScene(models.Model):
    segment = models.ForeignKey(Segment, on_delete=models.CASCADE, related_name="entries", verbose_name="Filmsequenz")
    scene = models.ForeignKey(Scene, on_delete=models.PROTECT, related_name="segment_entries", verbose_name="Szene")
    position = models.PositiveIntegerField("Position", default=0)
    duration_seconds = models.PositiveIntegerField("Dauer (Sekunden)", default=10)
    transition = models.CharField("Übergang", max_length=10, choices=Transition.choices, default=Transition.FADE)

    class Meta:
        verbose_name = "Szene der Filmsequenz"
        verbose_name_plural = "Szenen der Filmsequenz"
        ordering = ["position", "id"]

    def __str__(self):
        return f"{self.segment_id}:{self.position}"


class Stream(models.Model):
    """A schedule of segments by weekday and time of day (slots, evaluated in the business time zone)."""

    name = models.CharField("Name", max_length=200)
    branch = models.ForeignKey(
        Branch, on_delete=models.PROTECT, null=True, blank=True, related_name="+", verbose_name="Filiale"
    )
    created_at = models.DateTimeField("Erstellt", auto_now_add=True)
    updated_at = models.DateTimeField("Geändert", auto_now=True)

    class Meta:
        verbose_name = "Stream"
        verbose_name_plural = "Streams"
        ordering = ["name", "id"]

    def __str__(self):
        return self.name


class StreamSlot(models.Model):
    stream = models.ForeignKey(Stream, on_delete=models.CASCADE, related_name="slots", verbose_name="Stream")
    position = models.PositiveIntegerField("Position", default=0)
    # 0 Monday ... 6 Sunday (Python's weekday(), the order of rules.opening_hours.WEEKDAYS)
    weekdays = models.JSONField("Wochentage", default=list)
    # "HH:MM"; ends "24:00" = midnight; ends <= starts: past midnight into the next day
    starts = models.CharField("Von", max_length=5)
    ends = models.CharField("Bis", max_length=5)
    segment = models.ForeignKey(Segment, on_delete=models.PROTECT, related_name="slots", verbose_name="Filmsequenz")

    class Meta:
        verbose_name = "Zeitfenster"
        verbose_name_plural = "Zeitfenster"
        ordering = ["position", "id"]

    def __str__(self):
        return f"{self.stream_id}:{self.position}"


class SignageDevice(models.Model):
    """'TV': a screen device with its stream, orientation and resolution, and what its player reported."""

    device = models.OneToOneField(
        "devices.Device", on_delete=models.PROTECT, related_name="signage", verbose_name="Gerät"
    )
    stream = models.ForeignKey(
        Stream, on_delete=models.PROTECT, null=True, blank=True, related_name="devices", verbose_name="Stream"
    )
    orientation = models.CharField(
        "Ausrichtung", max_length=10, choices=Orientation.choices, default=Orientation.LANDSCAPE
    )
    resolution = models.CharField("Auflösung", max_length=11, default="1920x1080")
    # reported by the player (proof of play): the scene on screen and since when
    showing_scene = models.ForeignKey(
        Scene, on_delete=models.SET_NULL, null=True, blank=True, related_name="+", verbose_name="Zeigt"
    )
    showing_since = models.DateTimeField("Zeigt seit", null=True, blank=True)
    # the last screenshot the player sent (an upload of the media area, replaced by each new one)
    screenshot = models.ForeignKey(
        "media.Upload",
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="+",
        verbose_name="Bildschirmfoto",
    )
    screenshot_at = models.DateTimeField("Bildschirmfoto vom", null=True, blank=True)
    created_at = models.DateTimeField("Erstellt", auto_now_add=True)
    updated_at = models.DateTimeField("Geändert", auto_now=True)

    class Meta:
        verbose_name = "TV"
        verbose_name_plural = "TVs"
        ordering = ["device__name", "id"]

    def __str__(self):
        return self.device.name if self.device_id else f"TV {self.pk}"


class ProofOfPlay(models.Model):
    """A scene a player reports it showed; the newest PROOF_OF_PLAY_KEPT rows per TV are kept."""

    signage_device = models.ForeignKey(SignageDevice, on_delete=models.CASCADE, related_name="plays", verbose_name="TV")
    scene = models.ForeignKey(Scene, on_delete=models.SET_NULL, null=True, related_name="+", verbose_name="Szene")
    # the scene's name when it was shown (the scene may be renamed or deleted later)
    scene_name = models.CharField("Szene", max_length=200)
    shown_at = models.DateTimeField("Gezeigt am")
    received_at = models.DateTimeField("Gemeldet am", auto_now_add=True)

    class Meta:
        verbose_name = "Wiedergabe"
        verbose_name_plural = "Wiedergaben"
        ordering = ["-shown_at", "-id"]
        indexes = [models.Index(fields=["signage_device", "-shown_at"], name="signage_play_device_shown")]

    def __str__(self):
        return f"{self.scene_name} ({self.shown_at:%Y-%m-%d %H:%M})"
