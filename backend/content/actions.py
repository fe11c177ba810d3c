"""Running a submission's actions: mails and text messages through the existing layers, the newsletter
opt-in as a lead with its consent proof. Each action's state is written back after every attempt.

A failing mail or text message (mail server down, SMS gateway error) stays pending; the submission gets a
`next_attempt_at` (1, 2, 4 … minutes, at most one hour apart) and content.tasks.retry_form_actions tries
again. After MAX_ATTEMPTS the action is marked failed and shown as such in the back office.
"""

import datetime
import logging

from django.core.mail import EmailMessage
from django.db import transaction
from django.utils import timezone

from core.sms import get_provider
from crm.models import AnalyticsLead, LeadSource
from organisation.models import Config

from .models import ActionState, FormSubmission

logger = logging.getLogger(__name__)

MAX_ATTEMPTS = 10
# how long a worker holds a submission's pending actions while it sends them
LEASE = datetime.timedelta(minutes=5)
MAIL_SUBJECT = "Neue Anfrage: {form}"
SMS_TEXT = "Neue Anfrage über das Formular „{form}“."
SMS_MAX_LENGTH = 480
SMS_DISABLED = "Das SMS-Plugin ist nicht aktiviert."
NO_OPT_IN = "Keine Einwilligung zum Newsletter."
NO_EMAIL = "Keine E-Mail-Adresse angegeben."


def _display(value) -> str:
    if isinstance(value, bool):
        return "Ja" if value else "Nein"
    return str(value)


def values_text(submission: FormSubmission) -> str:
    return "\n".join(f"{item['label']}: {_display(item['value'])}" for item in submission.values)


def _sender_email(submission: FormSubmission) -> str:
    return next((item["value"] for item in submission.values if item["type"] == "email" and item["value"]), "")


def _send_mail(submission: FormSubmission, action: dict) -> tuple[str, str]:
    subject = (action.get("subject") or "").strip() or MAIL_SUBJECT.format(form=submission.form_name)
    intro = (action.get("message") or "").strip()
    body = "\n\n".join(part for part in (intro, values_text(submission)) if part)
    reply_to = [_sender_email(submission)] if _sender_email(submission) else None
    EmailMessage(subject, body, None, [action["recipient"]], reply_to=reply_to).send()
    return ActionState.DONE, ""


def _send_sms(submission: FormSubmission, action: dict) -> tuple[str, str]:
    if not Config.load().enable_plugin_sms:
        return ActionState.SKIPPED, SMS_DISABLED
    intro = (action.get("message") or "").strip() or SMS_TEXT.format(form=submission.form_name)
    text = f"{intro}\n{values_text(submission)}"[:SMS_MAX_LENGTH]
    get_provider().send(action["recipient"], text)
    return ActionState.DONE, ""


def _newsletter(submission: FormSubmission, action: dict) -> tuple[str, str]:
    key = action.get("opt_in_field", "")
    opt_in = next((item for item in submission.values if item["key"] == key), None)
    if opt_in is None or opt_in["value"] is not True:
        return ActionState.SKIPPED, NO_OPT_IN
    email = _sender_email(submission)
    if not email:
        return ActionState.SKIPPED, NO_EMAIL
    AnalyticsLead.objects.create(
        email=email,
        source=LeadSource.NEWSLETTER,
        origin=f"Formular {submission.form_name}"[:250],
        consent_text=opt_in["label"],
        consent_given_at=submission.created_at,
        consent_ip_hash=submission.ip_hash,
    )
    return ActionState.DONE, ""


RUNNERS = {"sendMail": _send_mail, "sendSms": _send_sms, "newsletter": _newsletter}


def _backoff(attempts: int) -> datetime.timedelta:
    return datetime.timedelta(minutes=min(60, 2 ** max(0, attempts - 1)))


def _claim(submission_id: int) -> FormSubmission | None:
    """Take the submission's pending actions for LEASE (a short transaction): no other worker sends them
    meanwhile, and no database lock is held while a mail server or SMS gateway is being waited for."""
    now = timezone.now()
    with transaction.atomic():
        submission = FormSubmission.objects.select_for_update(skip_locked=True).filter(pk=submission_id).first()
        if submission is None or (submission.claimed_until and submission.claimed_until > now):
            return None
        if not any(_runnable(action) for action in submission.actions):
            return None
        submission.claimed_until = now + LEASE
        submission.save(update_fields=["claimed_until"])
    return submission


def _runnable(action: dict) -> bool:
    return action["state"] == ActionState.PENDING and action["type"] in RUNNERS


def run_pending(submission_id: int) -> None:
    """Try every pending action of the submission once: claimed, sent outside any transaction, the results
    written back in a second short transaction. A worker that dies in between leaves the claim to expire;
    the actions it had not written back are tried again then (a mail may then arrive twice, but it is never lost)."""
    submission = _claim(submission_id)
    if submission is None:
        return
    results: dict[int, dict] = {}
    retry_after = None
    for index, action in enumerate(submission.actions):
        if not _runnable(action):
            continue
        result = {"attempts": action.get("attempts", 0) + 1}
        try:
            result["state"], result["detail"] = RUNNERS[action["type"]](submission, action["config"])
            result["error"] = ""
        except Exception as error:  # mail server down, gateway error: try again later
            logger.warning("form action %s of submission %s failed: %s", action["type"], submission_id, error)
            result["error"] = str(error)[:500]
            if result["attempts"] >= MAX_ATTEMPTS:
                result["state"] = ActionState.FAILED
            else:
                wait = _backoff(result["attempts"])
                retry_after = wait if retry_after is None else min(retry_after, wait)
        results[index] = result
    with transaction.atomic():
        submission = FormSubmission.objects.select_for_update().get(pk=submission_id)
        for index, result in results.items():
            submission.actions[index].update(result)
        submission.next_attempt_at = timezone.now() + retry_after if retry_after else None
        submission.claimed_until = None
        submission.save(update_fields=["actions", "next_attempt_at", "claimed_until"])
