"""Consent: the configuration of the consent dialog (versioned) and every visitor's recorded decision.

The configuration (services with their intents, providers and storage entries, plus the Google tag and Meta
pixel ids) is one JSON document edited by administrators. Its version is a stable hash of that document
(sha256 over canonical JSON), so a visitor whose stored cookie carries another version is asked again.
Every change adds a ConsentVersion row; the newest row is the current configuration.

A ConsentRecord proves a decision: which consent id (the uuid in the visitor's cookie), which version,
which choice and which intents and services, when. The client is kept only as a salted daily hash, never
its address.

A ConsentKey binds a consent id to the browser that recorded it first: the hash of a secret the server gave
that browser as an httpOnly cookie. Later decisions under that id need the secret, so nobody can add
records under another visitor's id.
"""

from django.db import models


class Decision(models.TextChoices):
    ALL = "all", "Alle akzeptiert"
    REQUIRED = "required", "Nur notwendige"
    CUSTOM = "custom", "Eigene Auswahl"


class Intent(models.TextChoices):
    REQUIRED = "required", "Notwendig"
    FUNCTIONAL = "functional", "Funktional"
    ANALYTICS = "analytics", "Statistik"
    MARKETING = "marketing", "Marketing"


class ConsentVersion(models.Model):
    """One state of the consent configuration; the newest row (highest id) is the current one."""

    version = models.CharField("Version", max_length=64)
    configuration = models.JSONField("Konfiguration")
    created_at = models.DateTimeField("Erstellt")
    created_by = models.CharField("Erstellt von", max_length=254, blank=True)

    class Meta:
        verbose_name = "Version der Einwilligungskonfiguration"
        verbose_name_plural = "Versionen der Einwilligungskonfiguration"
        ordering = ["-id"]
        indexes = [models.Index(fields=["version"], name="consent_version_hash")]

    def __str__(self):
        return self.version


class ConsentRecord(models.Model):
    """A visitor's decision in the consent dialog, as proof (no address stored in clear)."""

    recorded_at = models.DateTimeField("Erfasst")
    consent_id = models.UUIDField("Einwilligungs-ID")
    version = models.CharField("Version", max_length=64)
    decision = models.CharField("Entscheidung", max_length=10, choices=Decision.choices)
    intents = models.JSONField("Zwecke")
    services = models.JSONField("Dienste")
    # salted daily hash of the client (address and browser), never the address itself
    client_hash = models.CharField("Client (Hash)", max_length=64)

    class Meta:
        verbose_name = "Einwilligung"
        verbose_name_plural = "Einwilligungen"
        ordering = ["-recorded_at", "-id"]
        indexes = [
            models.Index(fields=["recorded_at"], name="consent_record_recorded"),
            models.Index(fields=["version", "decision"], name="consent_record_version"),
            models.Index(fields=["consent_id"], name="consent_record_consent_id"),
        ]

    def __str__(self):
        return f"{self.consent_id} {self.decision}"


class ConsentKey(models.Model):
    """The browser a consent id belongs to: sha256 of the secret in its `bw_consent_key` cookie."""

    consent_id = models.UUIDField("Einwilligungs-ID", unique=True)
    key_hash = models.CharField("Schlüssel (Hash)", max_length=64)
    created_at = models.DateTimeField("Erstellt")

    class Meta:
        verbose_name = "Schlüssel einer Einwilligungs-ID"
        verbose_name_plural = "Schlüssel der Einwilligungs-IDs"

    def __str__(self):
        return str(self.consent_id)


class DailySalt(models.Model):
    """The random salt of one day (business time zone) for the client hashes; older days' salts are deleted,
    so a stored hash cannot be recomputed from a guessed address afterwards."""

    day = models.DateField("Tag", unique=True)
    salt = models.CharField("Salz", max_length=64)

    class Meta:
        verbose_name = "Tagessalz"
        verbose_name_plural = "Tagessalze"

    def __str__(self):
        return str(self.day)
