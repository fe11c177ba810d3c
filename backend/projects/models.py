"""Projects (with members: staff users and external users) and their tasks (assignee, due date, priority,
status, sanitised rich-text description, attachments from uploads, comments), and who viewed which task when.

A task is unread for a user when it changed (updated_at) after the user's last view, or was never viewed.
"""

from django.conf import settings
from django.db import models

from organisation.models import Branch


class ProjectStatus(models.TextChoices):
    PLANNED = "planned", "Geplant"
    ACTIVE = "active", "Aktiv"
    ON_HOLD = "on_hold", "Pausiert"
    COMPLETED = "completed", "Abgeschlossen"


class Project(models.Model):
    name = models.CharField("Name", max_length=200)
    description = models.TextField("Beschreibung", blank=True)
    status = models.CharField("Status", max_length=20, choices=ProjectStatus.choices, default=ProjectStatus.ACTIVE)
    branch = models.ForeignKey(Branch, on_delete=models.PROTECT, related_name="+", verbose_name="Filiale")
    members = models.ManyToManyField(
        settings.AUTH_USER_MODEL, related_name="projects", blank=True, verbose_name="Mitglieder"
    )
    external_members = models.ManyToManyField(
        "crm.ExternalUser", related_name="projects", blank=True, verbose_name="Externe Mitglieder"
    )
    start_date = models.DateField("Beginn", null=True, blank=True)
    end_date = models.DateField("Ende", null=True, blank=True)
    created_at = models.DateTimeField("Erstellt", auto_now_add=True)
    updated_at = models.DateTimeField("Geändert", auto_now=True)

    class Meta:
        verbose_name = "Projekt"
        verbose_name_plural = "Projekte"
        ordering = ["name", "id"]

    def __str__(self):
        return self.name


class TaskStatus(models.TextChoices):
    OPEN = "open", "Offen"
    IN_PROGRESS = "in_progress", "In Arbeit"
    REVIEW = "review", "In Prüfung"
    DONE = "done", "Erledigt"


class TaskPriority(models.TextChoices):
    LOW = "low", "Niedrig"
    NORMAL = "normal", "Normal"
    HIGH = "high", "Hoch"
    URGENT = "urgent", "Dringend"


class Task(models.Model):
    project = models.ForeignKey(Project, on_delete=models.CASCADE, related_name="tasks", verbose_name="Projekt")
    title = models.CharField("Titel", max_length=200)
    # sanitised HTML (core.html.rich_text_html): only the editor's tags
    description = models.TextField("Beschreibung", blank=True)
    status = models.CharField("Status", max_length=20, choices=TaskStatus.choices, default=TaskStatus.OPEN)
    priority = models.CharField("Priorität", max_length=20, choices=TaskPriority.choices, default=TaskPriority.NORMAL)
    # at most one of the two
    assignee = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="assigned_tasks",
        verbose_name="Zuständig",
    )
    external_assignee = models.ForeignKey(
        "crm.ExternalUser",
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="assigned_tasks",
        verbose_name="Zuständig (extern)",
    )
    due_date = models.DateField("Fällig am", null=True, blank=True)
    attachments = models.ManyToManyField("media.Upload", related_name="+", blank=True, verbose_name="Anhänge")
    created_by = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="+",
        verbose_name="Erstellt von",
    )
    created_at = models.DateTimeField("Erstellt", auto_now_add=True)
    # the last change of the task or a new comment: later than a person's last view means unread
    updated_at = models.DateTimeField("Geändert", auto_now=True)

    class Meta:
        verbose_name = "Aufgabe"
        verbose_name_plural = "Aufgaben"
        ordering = ["due_date", "id"]
        indexes = [models.Index(fields=["status"], name="task_status")]
        constraints = [
            models.CheckConstraint(
                condition=models.Q(assignee__isnull=True) | models.Q(external_assignee__isnull=True),
                name="task_one_assignee",
            )
        ]

    def __str__(self):
        return self.title


class TaskComment(models.Model):
    task = models.ForeignKey(Task, on_delete=models.CASCADE, related_name="comments", verbose_name="Aufgabe")
    author = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, related_name="+", verbose_name="Verfasser"
    )
    body = models.TextField("Kommentar")
    created_at = models.DateTimeField("Erstellt", auto_now_add=True)

    class Meta:
        verbose_name = "Kommentar"
        verbose_name_plural = "Kommentare"
        ordering = ["created_at", "id"]

    def __str__(self):
        return self.body[:50]


class TaskView(models.Model):
    """When a user last viewed a task (log-view); forget-view deletes it (the task is unread again)."""

    task = models.ForeignKey(Task, on_delete=models.CASCADE, related_name="views", verbose_name="Aufgabe")
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="task_views", verbose_name="Benutzer"
    )
    viewed_at = models.DateTimeField("Angesehen am")

    class Meta:
        verbose_name = "Ansicht einer Aufgabe"
        verbose_name_plural = "Ansichten von Aufgaben"
        constraints = [models.UniqueConstraint(fields=["task", "user"], name="task_view_once_per_user")]

    def __str__(self):
        return f"{self.task_id}: {self.user_id}"
