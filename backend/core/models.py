from django.db import models
from django.utils import timezone


class RateLimitCounter(models.Model):
    """Requests counted in the current window of one rate limit and client (core.ratelimit).

    The database store is the embedded default: every process sees the same counters. With
    REDIS_URL set the counters live in Redis instead and this table stays empty.
    """

    # sha256 of scope and identity: no e-mail address or IP address is stored in clear
    bucket = models.CharField("Zähler", max_length=64, primary_key=True)
    # start of the counted window, seconds since the epoch
    window_start = models.BigIntegerField("Fensterbeginn")
    count = models.PositiveIntegerField("Anzahl")

    class Meta:
        verbose_name = "Zähler der Anfragebegrenzung"
        verbose_name_plural = "Zähler der Anfragebegrenzung"
        indexes = [models.Index(fields=["window_start"], name="ratelimit_window_start")]

    def __str__(self):
        return f"{self.bucket}: {self.count}"


class OutboxMessage(models.Model):
    """A side effect of a change (a mail, an SMS, a customer link, ...), stored in the change's transaction.

    core.tasks.enqueue writes it; after the commit it is delivered at once, and the periodic delivery
    (core.tasks.deliver_due) takes every message a crash or a failure left behind, with growing pauses,
    until it succeeds or MAX_ATTEMPTS are spent. A delivered message is deleted.
    """

    # the dotted path of the function (or Celery task) that performs the effect
    task = models.CharField("Aufgabe", max_length=200)
    args = models.JSONField("Argumente", default=list)
    kwargs = models.JSONField("Benannte Argumente", default=dict)
    created_at = models.DateTimeField("Erstellt am", default=timezone.now)
    # next attempt; null once given up
    due_at = models.DateTimeField("Fällig ab", null=True, default=timezone.now)
    # a worker delivering it holds it until then (a crashed worker's claim runs out)
    claimed_until = models.DateTimeField("In Zustellung bis", null=True, blank=True)
    attempts = models.PositiveIntegerField("Versuche", default=0)
    last_error = models.TextField("Letzter Fehler", blank=True)

    class Meta:
        verbose_name = "Ausstehende Wirkung"
        verbose_name_plural = "Ausstehende Wirkungen"
        indexes = [models.Index(fields=["due_at"], name="outbox_due_at")]

    def __str__(self):
        return f"{self.task} {self.args}"


class JobStatus(models.TextChoices):
    QUEUED = "queued", "Wartet"
    RUNNING = "running", "Läuft"
    DONE = "done", "Fertig"
    FAILED = "failed", "Fehlgeschlagen"
    CANCELED = "canceled", "Abgebrochen"


class Job(models.Model):
    """A long piece of work a person started (a batch of images, an AI draft): its progress, result and cancel.

    core.jobs starts it through the outbox (so a crash does not lose it) and runs it outside the request;
    the back office polls GET /api/jobs/{id}. The owner is a user id only: core knows no user model.
    """

    kind = models.CharField("Art", max_length=50)
    status = models.CharField("Status", max_length=20, choices=JobStatus.choices, default=JobStatus.QUEUED)
    owner_id = models.BigIntegerField("Gestartet von", null=True, blank=True)
    label = models.CharField("Bezeichnung", max_length=200, blank=True)
    params = models.JSONField("Eingaben", default=dict, blank=True)
    total = models.PositiveIntegerField("Schritte", default=0)
    done = models.PositiveIntegerField("Erledigt", default=0)
    result = models.JSONField("Ergebnis", default=dict, blank=True)
    error = models.TextField("Fehler", blank=True)
    cancel_requested = models.BooleanField("Abbruch verlangt", default=False)
    created_at = models.DateTimeField("Erstellt am", default=timezone.now)
    # a running job touches it with every step; one whose process died is taken up again after STALE
    heartbeat_at = models.DateTimeField("Lebenszeichen", null=True, blank=True)
    finished_at = models.DateTimeField("Beendet am", null=True, blank=True)

    class Meta:
        verbose_name = "Hintergrundaufgabe"
        verbose_name_plural = "Hintergrundaufgaben"
        indexes = [models.Index(fields=["owner_id", "created_at"], name="job_owner_created")]

    def __str__(self):
        return f"{self.kind} {self.pk} ({self.status})"

    @property
    def is_finished(self) -> bool:
        return self.status in (JobStatus.DONE, JobStatus.FAILED, JobStatus.CANCELED)
