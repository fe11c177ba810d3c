"""The log of every request to the AI provider: who asked what, the answer (shortened), the tokens and how it ended.

Administrators read it (GET /api/content-ai/requests); the monthly cap counts its rows. It never holds the API key.
"""

from django.conf import settings
from django.db import models
from django.utils import timezone

ANSWER_LENGTH = 10_000


class AiKind(models.TextChoices):
    SITE = "site", "Seitenentwurf"
    IMAGE = "image", "Bild"


class AiStatus(models.TextChoices):
    PENDING = "pending", "Wartet"
    DONE = "done", "Fertig"
    FAILED = "failed", "Fehlgeschlagen"
    CANCELED = "canceled", "Abgebrochen"


class AiRequest(models.Model):
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, verbose_name="Benutzer", null=True, blank=True, on_delete=models.SET_NULL
    )
    kind = models.CharField("Art", max_length=20, choices=AiKind.choices)
    model = models.CharField("Modell", max_length=200, blank=True)
    prompt = models.TextField("Anfrage")
    answer = models.TextField("Antwort (gekürzt)", blank=True)
    prompt_tokens = models.PositiveIntegerField("Tokens der Anfrage", default=0)
    completion_tokens = models.PositiveIntegerField("Tokens der Antwort", default=0)
    status = models.CharField("Status", max_length=20, choices=AiStatus.choices, default=AiStatus.PENDING)
    error = models.TextField("Fehler", blank=True)
    job_id = models.BigIntegerField("Hintergrundaufgabe", null=True, blank=True)
    created_at = models.DateTimeField("Erstellt am", default=timezone.now, db_index=True)

    class Meta:
        verbose_name = "KI-Anfrage"
        verbose_name_plural = "KI-Anfragen"
        ordering = ["-created_at", "-id"]

    def __str__(self):
        return f"{self.get_kind_display()} {self.pk} ({self.status})"
