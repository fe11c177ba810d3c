"""A visitor's answer to a public form (a cms Node of type form) and what its actions did.

`values` keeps what was entered per field key (the field's id, else its position), with the field's label
at the time, so a later change of the form does not change old submissions. `actions` records each of the
form's actions (sendMail, sendSms, newsletter, trackGoogleTagConversion) with its state; a failed mail or
text message stays 'pending' with `next_attempt_at` and is tried again by content.tasks.retry_form_actions
(celery beat), so a submission's actions are never lost while a mail server is down.
"""

from django.db import models


class ActionState(models.TextChoices):
    PENDING = "pending", "Ausstehend"
    DONE = "done", "Erledigt"
    FAILED = "failed", "Fehlgeschlagen"
    SKIPPED = "skipped", "Übersprungen"
    WAITING_FOR_CONSENT = "waiting_for_consent", "Ohne Einwilligung nicht gesendet"


class FormSubmission(models.Model):
    form = models.ForeignKey(
        "cms.Node", on_delete=models.SET_NULL, null=True, related_name="+", verbose_name="Formular"
    )
    # the form's name at the time (kept when the form is deleted)
    form_name = models.CharField("Formularname", max_length=200, blank=True)
    # [{"key", "label", "type", "value"}] in the order of the form's fields
    values = models.JSONField("Eingaben", default=list)
    # the entered values as plain text, for the back office's search
    search_text = models.TextField("Suchtext", blank=True)
    created_at = models.DateTimeField("Eingegangen")
    # salted daily hash of the client (address and browser) like the consent records, never the address
    ip_hash = models.CharField("Adresse (Hash)", max_length=64, blank=True)
    # [{"type", "state", "attempts", "error", "detail"}] in the order of the form's actions
    actions = models.JSONField("Aktionen", default=list)
    next_attempt_at = models.DateTimeField("Nächster Versuch", null=True, blank=True)
    # a worker sending the pending actions holds them until then (content.actions.run_pending)
    claimed_until = models.DateTimeField("In Arbeit bis", null=True, blank=True)

    class Meta:
        verbose_name = "Anfrage"
        verbose_name_plural = "Anfragen"
        ordering = ["-created_at", "-id"]
        indexes = [
            models.Index(fields=["created_at"], name="content_submission_created"),
            models.Index(fields=["next_attempt_at"], name="content_submission_retry"),
        ]

    def __str__(self):
        return f"{self.form_name} {self.created_at:%Y-%m-%d %H:%M}"
