"""Receiving a public form's submission and mailing a signature; deleting submissions (back office).

A submission is stored with its values and the state of each action in one transaction; the mails, text
messages and the newsletter opt-in run after commit through the task queue (content.tasks). A Google tag
conversion is handed to the analytics log at once when the visitor's stored consent decision grants
marketing, else it is recorded on the submission and not sent.
"""

import datetime
import json
import re

from django.core.mail import EmailMultiAlternatives
from django.db import transaction
from django.utils import timezone

from analytics.models import AnalyticsEvent, EventType
from analytics.services.visitors import visitor_of
from consent.models import ConsentRecord
from consent.services import client_hash
from core.client import Client
from core.html import signature_html
from core.tasks import enqueue

from .models import ActionState, FormSubmission
from .validation import Field, check_values

CONSENT_COOKIE = "bw_consent"
SAFETY_NET = datetime.timedelta(minutes=5)
CONSENT_ID = re.compile(r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}")
SIGNATURE_SUBJECT = "Ihre E-Mail-Signatur"
SIGNATURE_TEXT = "Im Anhang dieser E-Mail finden Sie Ihre Signatur als HTML. Diese E-Mail enthält sie auch direkt."


def _marketing_consent(consent_cookie: str) -> bool:
    """True when the visitor's consent cookie (its raw value) names a recorded decision that grants marketing."""
    try:
        stored = json.loads(consent_cookie)
        consent_id = str(stored["id"])
    except (ValueError, TypeError, KeyError):
        return False
    # the consent dialog stores a UUID; anything else (a lone surrogate, a huge string) names no decision
    if not CONSENT_ID.fullmatch(consent_id):
        return False
    record = ConsentRecord.objects.filter(consent_id__iexact=consent_id).order_by("-recorded_at", "-id").first()
    return bool(record and record.intents.get("marketing"))


def _conversion(client: Client, consent_cookie: str, form, action: dict) -> dict:
    value = action.get("value")
    data = {"conversion_id": action.get("conversion_id", ""), "value": value if value is not None else 1}
    data["currency"] = "EUR"
    if not _marketing_consent(consent_cookie):
        return {"state": ActionState.WAITING_FOR_CONSENT, "detail": "", "data": data}
    AnalyticsEvent.objects.create(
        occurred_at=timezone.now(),
        visitor=visitor_of(client),
        type=EventType.EVENT,
        name="Form",
        sub_name="Conversion",
        path=f"#formular-{form.pk}",
        data=data,
    )
    return {"state": ActionState.DONE, "detail": "", "data": data}


def submit(
    client: Client, consent_cookie: str, form, fields: list[Field], data: dict
) -> tuple[FormSubmission | None, list[dict], list[dict]]:
    """Check and store a submission; (submission, errors, conversions sent). Nothing stored on errors.

    consent_cookie: the raw value of the visitor's CONSENT_COOKIE ("" without one)."""
    values, errors = check_values(fields, data)
    if errors:
        return None, errors, []
    content = form.content or {}
    address = client.address
    now = timezone.now()
    with transaction.atomic():
        actions, conversions = [], []
        for config in content.get("actions") or []:
            entry = {"type": config.get("type", ""), "config": config, "attempts": 0, "error": "", "detail": ""}
            if entry["type"] == "trackGoogleTagConversion":
                result = _conversion(client, consent_cookie, form, config)
                entry.update(state=result["state"], detail=result["detail"])
                if result["state"] == ActionState.DONE:
                    conversions.append(result["data"])
            else:
                entry["state"] = ActionState.PENDING
            actions.append(entry)
        submission = FormSubmission.objects.create(
            form=form,
            form_name=str(content.get("name") or "")[:200],
            values=values,
            search_text="\n".join(str(item["value"]) for item in values if isinstance(item["value"], str)),
            created_at=now,
            ip_hash=client_hash(address, client.user_agent[:500]) if address else "",
            actions=actions,
            # a safety net: should the process die before the task runs, the retry task still finds it
            next_attempt_at=now + SAFETY_NET if any(a["state"] == ActionState.PENDING for a in actions) else None,
        )
        if any(action["state"] == ActionState.PENDING for action in actions):
            from .tasks import run_form_actions

            enqueue(run_form_actions, submission.pk)
    return submission, [], conversions


def send_signature(email: str, html: str) -> None:
    """Mail the rendered signature to its own address (HTML body and attachment); raises OSError or an
    SMTPException when the mail server cannot be reached (EMAIL_TIMEOUT)."""
    html = signature_html(html)
    message = EmailMultiAlternatives(SIGNATURE_SUBJECT, SIGNATURE_TEXT, None, [email])
    message.attach_alternative(html, "text/html")
    message.attach("signatur.html", html, "text/html")
    message.send()
