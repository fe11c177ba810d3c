"""The website builder's data (spec backoffice-and-api.md §3, storefront-and-content.md §3).

`content` is structured JSON validated by cms.schema per site type, node type and block kind; it is
stored with snake_case keys (the API renames them to camelCase like every other key). Every save
keeps a Revision (who, when, the whole row as JSON) so that an editor can restore an older state.
"""

from django.conf import settings
from django.db import models


class Draft(models.Model):
    """An unsaved state of the editable fields (autosaved by the editor; no revision until saved)."""

    draft = models.JSONField("Entwurf", null=True, blank=True, default=None)
    draft_saved_at = models.DateTimeField("Entwurf gespeichert", null=True, blank=True)
    draft_saved_by = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        verbose_name="Entwurf gespeichert von",
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="+",
    )

    class Meta:
        abstract = True


class SiteType(models.TextChoices):
    DEFAULT = "default", "Standardseite"
    STORY = "story", "Geschichte"
    SIMPLE = "simple", "Einfache Seite"


class Site(Draft):
    # a path slug (rules.slug.path_slug); the empty path is the home page "/"
    path = models.CharField("Pfad", max_length=200, unique=True, blank=True)
    name = models.CharField("Name", max_length=200)
    title = models.CharField("Titel", max_length=200, blank=True)
    description = models.TextField("Beschreibung", blank=True)
    type = models.CharField("Typ", max_length=20, choices=SiteType.choices, default=SiteType.DEFAULT)
    is_public = models.BooleanField("Öffentlich", default=False)
    content = models.JSONField("Inhalt", default=dict, blank=True)
    created_at = models.DateTimeField("Erstellt", auto_now_add=True)
    updated_at = models.DateTimeField("Geändert", auto_now=True)

    class Meta:
        verbose_name = "Seite"
        verbose_name_plural = "Seiten"
        ordering = ["path", "id"]

    def __str__(self):
        return self.name


class NodeType(models.TextChoices):
    TAG = "tag", "Schlagwort"
    FORM = "form", "Formular"
    SOCIAL_ASSET = "socialAsset", "Social-Media-Inhalt"
    SIGNATURE = "signature", "Signatur"
    OTHER = "other", "Sonstiges"


class Node(Draft):
    type = models.CharField("Typ", max_length=20, choices=NodeType.choices)
    # unique when given; a tag's identifier is the tag slug of its name (rules.slug.tag_slug)
    identifier = models.CharField("Kennung", max_length=200, blank=True)
    is_public = models.BooleanField("Öffentlich", default=False)
    content = models.JSONField("Inhalt", default=dict, blank=True)
    created_at = models.DateTimeField("Erstellt", auto_now_add=True)
    updated_at = models.DateTimeField("Geändert", auto_now=True)

    class Meta:
        verbose_name = "Inhalt"
        verbose_name_plural = "Inhalte"
        ordering = ["type", "identifier", "id"]
        constraints = [
            models.UniqueConstraint(
                fields=["identifier"], condition=~models.Q(identifier=""), name="cms_node_unique_identifier"
            )
        ]

    def __str__(self):
        name = (self.content or {}).get("name") if isinstance(self.content, dict) else None
        return str(name or self.identifier or f"Inhalt {self.pk}")


class Block(Draft):
    """A reusable list of blocks; pages embed it with a body item {type: "block", block: id}."""

    name = models.CharField("Name", max_length=200)
    identifier = models.CharField("Kennung", max_length=200, blank=True)
    content = models.JSONField("Inhalt", default=dict, blank=True)
    created_at = models.DateTimeField("Erstellt", auto_now_add=True)
    updated_at = models.DateTimeField("Geändert", auto_now=True)

    class Meta:
        verbose_name = "Block"
        verbose_name_plural = "Blöcke"
        ordering = ["name", "id"]
        constraints = [
            models.UniqueConstraint(
                fields=["identifier"], condition=~models.Q(identifier=""), name="cms_block_unique_identifier"
            )
        ]

    def __str__(self):
        return self.name


class Navigation(models.Model):
    # main, footer, ... (spec: "Navigation identifiers: main, footer")
    identifier = models.CharField("Kennung", max_length=100, unique=True)
    # nested items: [{type: home|site|branch|link|other, label, isEnabled, suffix, site, branch, href, children}]
    items = models.JSONField("Einträge", default=list, blank=True)
    created_at = models.DateTimeField("Erstellt", auto_now_add=True)
    updated_at = models.DateTimeField("Geändert", auto_now=True)

    class Meta:
        verbose_name = "Navigation"
        verbose_name_plural = "Navigationen"
        ordering = ["identifier", "id"]

    def __str__(self):
        return self.identifier


class Redirect(models.Model):
    # "/alte-seite" or "/aktionen/*" (a trailing * matches the rest of the address)
    path = models.CharField("Pfad", max_length=500, unique=True)
    # "/neue-seite", "https://example.com/x"; with a wildcard source "/neu/*" carries the rest over
    target = models.CharField("Ziel", max_length=1000)
    is_permanent = models.BooleanField("Dauerhaft (301)", default=False)
    created_at = models.DateTimeField("Erstellt", auto_now_add=True)
    updated_at = models.DateTimeField("Geändert", auto_now=True)

    class Meta:
        verbose_name = "Weiterleitung"
        verbose_name_plural = "Weiterleitungen"
        ordering = ["path", "id"]

    def __str__(self):
        return self.path


class Font(models.Model):
    family = models.CharField("Schriftfamilie", max_length=100)
    # "regular", "700", "italic", "700italic"
    variant = models.CharField("Variante", max_length=30, default="regular")
    # the @font-face stylesheet with the font embedded (data URL), kept so it is never fetched again
    style = models.TextField("Stylesheet", blank=True)
    created_at = models.DateTimeField("Erstellt", auto_now_add=True)
    updated_at = models.DateTimeField("Geändert", auto_now=True)

    class Meta:
        verbose_name = "Schriftart"
        verbose_name_plural = "Schriftarten"
        ordering = ["family", "variant", "id"]
        constraints = [models.UniqueConstraint(fields=["family", "variant"], name="cms_font_unique_family_variant")]

    def __str__(self):
        return f"{self.family} {self.variant}"


class Revision(models.Model):
    """One saved state of a site, node, block or navigation (the whole row, diff-able JSON)."""

    entity = models.CharField("Art", max_length=30)  # site, node, block, navigation
    entity_id = models.BigIntegerField("ID")
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, verbose_name="Benutzer", null=True, blank=True, on_delete=models.SET_NULL
    )
    user_label = models.CharField("Benutzer (Text)", max_length=254, blank=True)
    created_at = models.DateTimeField("Zeitpunkt", auto_now_add=True)
    data = models.JSONField("Daten", default=dict)

    class Meta:
        verbose_name = "Version"
        verbose_name_plural = "Versionen"
        ordering = ["-created_at", "-id"]
        indexes = [models.Index(fields=["entity", "entity_id", "-created_at"], name="cms_revision_entity")]

    def __str__(self):
        return f"{self.entity} {self.entity_id} ({self.created_at:%Y-%m-%d %H:%M})"
