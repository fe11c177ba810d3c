"""Devices of a branch (printers, counter tablets, time-clock terminals, screens), their pairing, the command
channel to them, the logs they send and the print jobs of the printers (docs/devices.md).

A device's secret is stored as its sha256 only (`secret_hash`): the agent sends `Authorization: Device <secret>`
and is looked up by the hash. A device that was never paired has no secret.
"""

import hashlib

from django.conf import settings
from django.db import models
from django.utils import timezone

from organisation.models import Branch, Department


def secret_hash(secret: str) -> str:
    """What is stored of a device secret (and of a pairing token): its sha256, hex."""
    return hashlib.sha256(secret.encode()).hexdigest()


class DeviceKind(models.TextChoices):
    PRINTER = "printer", "Drucker"
    TABLET = "tablet", "Tablet (Theke)"
    TERMINAL = "terminal", "Zeiterfassungsterminal"
    SCREEN = "screen", "Bildschirm"


class Device(models.Model):
    branch = models.ForeignKey(Branch, on_delete=models.CASCADE, related_name="+", verbose_name="Filiale")
    name = models.CharField("Name", max_length=120)
    identifier = models.SlugField("Kennung", max_length=60)
    kind = models.CharField("Art", max_length=20, choices=DeviceKind.choices)
    is_active = models.BooleanField("Aktiv", default=True)
    # sha256 of the secret the device authenticates with; null: not paired
    secret_hash = models.CharField(max_length=64, unique=True, null=True, blank=True, editable=False)
    paired_at = models.DateTimeField("Gekoppelt", null=True, blank=True)
    last_seen_at = models.DateTimeField("Zuletzt gesehen", null=True, blank=True)
    # printers
    printer_host = models.CharField("Drucker-Adresse", max_length=255, blank=True)
    printer_port = models.PositiveIntegerField("Drucker-Port", default=9100)
    department = models.ForeignKey(
        Department,
        on_delete=models.PROTECT,
        null=True,
        blank=True,
        related_name="+",
        verbose_name="Abteilung",
        help_text="Leer: der ganze Beleg; sonst der Küchenbon dieser Abteilung",
    )
    auto_print = models.BooleanField("Automatisch drucken", default=True)
    # tablets: what the tablet last reported (null: never reported)
    sound_enabled = models.BooleanField("Ton eingeschaltet", null=True, blank=True)
    created_at = models.DateTimeField("Erstellt", auto_now_add=True)
    updated_at = models.DateTimeField("Geändert", auto_now=True)

    class Meta:
        verbose_name = "Gerät"
        verbose_name_plural = "Geräte"
        ordering = ["branch__name", "name", "id"]
        constraints = [
            models.UniqueConstraint(
                fields=["branch", "identifier"],
                name="device_unique_identifier_per_branch",
                violation_error_message="Ein Gerät mit dieser Kennung gibt es in dieser Filiale bereits.",
            )
        ]
        indexes = [models.Index(fields=["branch", "kind"], name="device_branch_kind")]

    def __str__(self):
        return self.name

    @property
    def is_paired(self) -> bool:
        return self.secret_hash is not None

    def is_online(self, now=None) -> bool:
        """Seen within DEVICE_ONLINE_SECONDS."""
        if self.last_seen_at is None:
            return False
        now = now or timezone.now()
        return (now - self.last_seen_at).total_seconds() <= settings.DEVICE_ONLINE_SECONDS


class PairingRequest(models.Model):
    """A device page asking to be paired: it shows `code`, the manager enters it in the back office.

    The page polls with `token` (stored as its sha256). Once paired, the device's secret is made and handed out in
    the one status answer that follows (`secret_issued_at`); the secret itself is never stored."""

    code = models.CharField(max_length=12, db_index=True)
    token_hash = models.CharField(max_length=64, unique=True)
    created_at = models.DateTimeField(auto_now_add=True)
    expires_at = models.DateTimeField()
    device = models.ForeignKey(Device, on_delete=models.CASCADE, null=True, blank=True, related_name="+")
    paired_at = models.DateTimeField(null=True, blank=True)
    secret_issued_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        verbose_name = "Kopplungsanfrage"
        verbose_name_plural = "Kopplungsanfragen"

    def __str__(self):
        return self.code

    def is_expired(self, now=None) -> bool:
        return (now or timezone.now()) >= self.expires_at


class CommandKind(models.TextChoices):
    NOTIFICATION = "notification", "Testbenachrichtigung"
    PRINT = "print", "Druck"
    LOGS = "logs", "Log anfordern"
    RELOAD = "reload", "Neu laden"
    SHOW_SCENE = "show-scene", "Szene zeigen"
    SCREENSHOT = "screenshot", "Bildschirmfoto"


class CommandStatus(models.TextChoices):
    PENDING = "pending", "Wartend"
    DELIVERED = "delivered", "Zugestellt"
    DONE = "done", "Erledigt"
    FAILED = "failed", "Fehlgeschlagen"
    ABORTED = "aborted", "Abgebrochen"
    EXPIRED = "expired", "Abgelaufen"


OPEN_STATUSES = (CommandStatus.PENDING, CommandStatus.DELIVERED)
FINISHED_STATUSES = (CommandStatus.DONE, CommandStatus.FAILED, CommandStatus.ABORTED, CommandStatus.EXPIRED)


class Command(models.Model):
    """Something a device is asked to do: pending → delivered (the agent fetched it) → done / failed (its ack),
    or aborted (by staff) / expired (nobody acked in time)."""

    device = models.ForeignKey(Device, on_delete=models.CASCADE, related_name="commands", verbose_name="Gerät")
    kind = models.CharField("Art", max_length=20, choices=CommandKind.choices)
    payload = models.JSONField("Daten", default=dict, blank=True)
    status = models.CharField(
        "Status", max_length=10, choices=CommandStatus.choices, default=CommandStatus.PENDING, db_index=True
    )
    created_at = models.DateTimeField("Erstellt", auto_now_add=True)
    delivered_at = models.DateTimeField("Zugestellt", null=True, blank=True)
    finished_at = models.DateTimeField("Beendet", null=True, blank=True)
    expires_at = models.DateTimeField("Läuft ab")
    result = models.JSONField("Ergebnis", null=True, blank=True)
    error = models.CharField("Fehler", max_length=500, blank=True)
    created_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, blank=True, related_name="+"
    )

    class Meta:
        verbose_name = "Befehl"
        verbose_name_plural = "Befehle"
        ordering = ["created_at", "id"]
        indexes = [models.Index(fields=["device", "status", "id"], name="command_device_status")]

    def __str__(self):
        return f"{self.get_kind_display()} #{self.pk}"

    @property
    def is_open(self) -> bool:
        return self.status in OPEN_STATUSES


class DeviceLog(models.Model):
    """Log lines a device sent (asked for with a `logs` command, or on its own)."""

    device = models.ForeignKey(Device, on_delete=models.CASCADE, related_name="logs", verbose_name="Gerät")
    command = models.ForeignKey(Command, on_delete=models.SET_NULL, null=True, blank=True, related_name="+")
    lines = models.JSONField("Zeilen", default=list)
    created_at = models.DateTimeField("Erhalten", auto_now_add=True)

    class Meta:
        verbose_name = "Geräte-Log"
        verbose_name_plural = "Geräte-Logs"
        ordering = ["-created_at", "-id"]
        indexes = [models.Index(fields=["device", "-created_at"], name="device_log_newest")]

    def __str__(self):
        return f"Log {self.device_id} {self.created_at:%Y-%m-%d %H:%M}"


class PrintJobKind(models.TextChoices):
    RECEIPT = "receipt", "Beleg"
    KITCHEN = "kitchen", "Küchenbon"
    TEST = "test", "Testdruck"


class PrintJobReason(models.TextChoices):
    NEW = "new", "Neue Bestellung"
    PAID = "paid", "Bezahlt"
    MANUAL = "manual", "Manuell"


class PrintJobStatus(models.TextChoices):
    QUEUED = "queued", "Wartend"
    SENT = "sent", "Gesendet"
    PRINTED = "printed", "gedruckt"
    FAILED = "failed", "fehlgeschlagen"


class PrintJob(models.Model):
    """A receipt, kitchen ticket or test page for one printer (the logic: devices.services.printing).

    `key` makes an automatic job once however often the hook runs (order, printer, kind, department, reason);
    manual and test jobs have none."""

    order = models.ForeignKey(
        "ordering.Order", on_delete=models.CASCADE, null=True, blank=True, related_name="+", verbose_name="Bestellung"
    )
    device = models.ForeignKey(Device, on_delete=models.CASCADE, related_name="print_jobs", verbose_name="Drucker")
    kind = models.CharField("Art", max_length=10, choices=PrintJobKind.choices)
    department = models.ForeignKey(
        Department, on_delete=models.SET_NULL, null=True, blank=True, related_name="+", verbose_name="Abteilung"
    )
    reason = models.CharField("Anlass", max_length=10, choices=PrintJobReason.choices, default=PrintJobReason.MANUAL)
    status = models.CharField(
        "Status", max_length=10, choices=PrintJobStatus.choices, default=PrintJobStatus.QUEUED, db_index=True
    )
    attempts = models.PositiveIntegerField("Versuche", default=0)
    last_error = models.CharField("Letzter Fehler", max_length=500, blank=True)
    # the print command that carries the job now (a new one only when the last expired undelivered)
    command = models.ForeignKey(Command, on_delete=models.SET_NULL, null=True, blank=True, related_name="+")
    created_at = models.DateTimeField("Erstellt", auto_now_add=True)
    sent_at = models.DateTimeField("Gesendet", null=True, blank=True)
    printed_at = models.DateTimeField("Gedruckt", null=True, blank=True)
    key = models.CharField(max_length=200, unique=True, null=True, blank=True)

    class Meta:
        verbose_name = "Druckauftrag"
        verbose_name_plural = "Druckaufträge"
        ordering = ["created_at", "id"]
        indexes = [models.Index(fields=["order", "created_at"], name="print_job_order")]

    def __str__(self):
        return f"{self.get_kind_display()} #{self.pk}"
