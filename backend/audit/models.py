from django.conf import settings
from django.db import models


class Action(models.TextChoices):
    CREATE = "create", "Erstellt"
    UPDATE = "update", "Geändert"
    DELETE = "delete", "Gelöscht"
    # a dedicated state change (order confirmed, API key regenerated, ...)
    STATE = "state", "Statuswechsel"


class LogEntry(models.Model):
    """Who changed what, when: written by the services for every change made through the API."""

    user = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="log_entries",
        verbose_name="Benutzer",
    )
    # kept when the user is deleted later
    user_label = models.CharField("Benutzername", max_length=254, blank=True)
    action = models.CharField("Aktion", max_length=10, choices=Action.choices)
    entity = models.CharField("Entität", max_length=60)
    entity_id = models.CharField("Entitäts-ID", max_length=64)
    entity_label = models.CharField("Bezeichnung", max_length=200, blank=True)
    changes = models.JSONField("Änderungen", default=dict)
    created_at = models.DateTimeField("Zeitpunkt", auto_now_add=True, db_index=True)

    class Meta:
        verbose_name = "Log"
        verbose_name_plural = "Logs"
        ordering = ["-created_at", "-id"]
        indexes = [models.Index(fields=["entity", "entity_id"], name="log_entity")]

    def __str__(self):
        return f"{self.get_action_display()} {self.entity} {self.entity_id}"
