import datetime
import json

import pytest
from django.core import mail

from analytics.models import AnalyticsEvent
from consent.models import ConsentRecord
from content.actions import run_pending
from content.models import FormSubmission
from content.tasks import retry_form_actions
from crm.models import AnalyticsLead

from .conftest import FILLED, NOW, TransactionWatchingMailBackend, messages

URL = "/api/custom/form/{}"


def post(client, form, body, **extra):
    return client.post(URL.format(form.pk), body, format="json", **extra)


def test_an_empty_submission_names_every_failing_field_at_once(anon_client, form):
    response = post(anon_client, form, {})

    assert response.status_code == 400
    assert messages(response) == [
        ("name", "Bitte füllen Sie das Feld „Name“ aus."),
        ("email", "Bitte füllen Sie das Feld „E-Mail“ aus."),
        ("message", "Bitte füllen Sie das Feld „Nachricht“ aus."),
        ("privacy", "Bitte bestätigen Sie „Ich stimme der Datenschutzerklärung zu.“."),
    ]
    assert FormSubmission.objects.count() == 0
    assert mail.outbox == []


def test_wrong_values_are_named_per_field(anon_client, form):
    body = {**FILLED, "email": "anna@", "topic": "Hochzeit", "privacy": "ja", "name": "x" * 201}

    response = post(anon_client, form, body)

    assert response.status_code == 400
    assert messages(response) == [
        ("name", "Bitte geben Sie im Feld „Name“ höchstens 200 Zeichen ein."),
        ("email", "Bitte geben Sie im Feld „E-Mail“ eine gültige E-Mail-Adresse an."),
        ("topic", "Bitte wählen Sie im Feld „Thema“ eine der angebotenen Möglichkeiten."),
        ("privacy", "Das Feld „Ich stimme der Datenschutzerklärung zu.“ erwartet ja oder nein."),
    ]


def test_a_valid_submission_is_stored_and_its_actions_run_after_commit(
    anon_client, form, sms, sms_enabled, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks(execute=True) as callbacks:
        response = post(anon_client, form, FILLED, REMOTE_ADDR="203.0.113.9")

    assert response.status_code == 201
    submission = FormSubmission.objects.get()
    assert response.json() == {"data": {"id": submission.pk, "thankYou": "<p>Danke!</p>", "conversions": []}}
    assert len(callbacks) == 1
    assert submission.form_id == form.pk
    assert submission.form_name == "Kontakt"
    assert submission.created_at == NOW
    assert len(submission.ip_hash) == 32 and "203.0.113.9" not in submission.ip_hash
    assert submission.values[0] == {"key": "name", "label": "Name", "type": "text", "value": "Anna Muster"}
    assert submission.values[4]["value"] is True
    assert [(a["type"], a["state"], a["attempts"]) for a in submission.actions] == [
        ("sendMail", "done", 1),
        ("sendSms", "done", 1),
        ("newsletter", "done", 1),
        ("trackGoogleTagConversion", "waiting_for_consent", 0),
    ]
    assert submission.next_attempt_at is None
    [message] = mail.outbox
    assert message.subject == "Kontaktanfrage"
    assert message.to == ["office@example.com"]
    assert message.reply_to == ["anna@example.com"]
    assert message.body == (
        "Name: Anna Muster\nE-Mail: anna@example.com\nNachricht: Haben Sie am Samstag einen Tisch für 6?\n"
        "Thema: Tisch\nIch stimme der Datenschutzerklärung zu.: Ja\nIch möchte den Newsletter erhalten.: Ja"
    )
    assert sms == [("+436641234567", "Neue Kontaktanfrage\n" + message.body)]
    lead = AnalyticsLead.objects.get()
    assert (lead.email, lead.source, lead.origin) == ("anna@example.com", "newsletter", "Formular Kontakt")
    assert lead.consent_text == "Ich möchte den Newsletter erhalten."
    assert lead.consent_given_at == NOW
    assert lead.consent_ip_hash == submission.ip_hash
    assert AnalyticsEvent.objects.count() == 0


def test_without_sms_plugin_and_opt_in_those_actions_are_skipped(
    anon_client, form, sms, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks(execute=True):
        post(anon_client, form, {**FILLED, "newsletter": False})

    actions = FormSubmission.objects.get().actions
    assert [(a["type"], a["state"], a["detail"]) for a in actions[:3]] == [
        ("sendMail", "done", ""),
        ("sendSms", "skipped", "Das SMS-Plugin ist nicht aktiviert."),
        ("newsletter", "skipped", "Keine Einwilligung zum Newsletter."),
    ]
    assert sms == []
    assert AnalyticsLead.objects.count() == 0


def test_a_conversion_goes_to_the_analytics_log_once_marketing_is_consented(anon_client, form):
    consent_id = "5b0e8f0a-6d8e-4a8a-9d8e-2b6c8f3e1a77"
    ConsentRecord.objects.create(
        recorded_at=NOW,
        consent_id=consent_id,
        version="v1",
        decision="all",
        intents={"required": True, "functional": True, "analytics": True, "marketing": True},
        services={},
        client_hash="x",
    )
    anon_client.cookies["bw_consent"] = json.dumps({"id": consent_id, "consent": True})

    response = post(anon_client, form, FILLED)

    conversion = {"conversionId": "AW-1/abc", "value": 5.0, "currency": "EUR"}
    assert response.json()["data"]["conversions"] == [conversion]
    event = AnalyticsEvent.objects.get()
    assert (event.type, event.name, event.sub_name, event.path) == (
        "event",
        "Form",
        "Conversion",
        f"#formular-{form.pk}",
    )
    assert event.data == {"conversion_id": "AW-1/abc", "value": 5, "currency": "EUR"}
    assert FormSubmission.objects.get().actions[3]["state"] == "done"


@pytest.mark.parametrize("consent_id", ["\ud800", "x" * 5000, 17, "5b0e8f0a"])
def test_a_consent_cookie_naming_no_decision_waits_for_consent(anon_client, form, consent_id):
    anon_client.cookies["bw_consent"] = json.dumps({"id": consent_id, "consent": True})

    response = post(anon_client, form, FILLED)

    assert response.status_code == 201
    assert response.json()["data"]["conversions"] == []
    assert FormSubmission.objects.get().actions[3]["state"] == "waiting_for_consent"
    assert AnalyticsEvent.objects.count() == 0


def test_mails_are_retried_when_the_mail_server_is_down(
    anon_client, form, settings, clock, django_capture_on_commit_callbacks
):
    settings.EMAIL_BACKEND = "content.tests.conftest.BrokenMailBackend"
    with django_capture_on_commit_callbacks(execute=True):
        response = post(anon_client, form, FILLED)

    assert response.status_code == 201
    submission = FormSubmission.objects.get()
    mail_action = submission.actions[0]
    assert (mail_action["state"], mail_action["attempts"]) == ("pending", 1)
    assert mail_action["error"] == "Verbindung zum Mailserver abgelehnt"
    assert submission.next_attempt_at == NOW + datetime.timedelta(minutes=1)

    # not yet due: nothing happens
    assert retry_form_actions() == 0

    # due, mail server still down: the next attempt waits twice as long
    clock.now = NOW + datetime.timedelta(minutes=1)
    assert retry_form_actions() == 1
    submission.refresh_from_db()
    assert submission.actions[0]["attempts"] == 2
    assert submission.next_attempt_at == clock.now + datetime.timedelta(minutes=2)

    # the mail server is back
    settings.EMAIL_BACKEND = "django.core.mail.backends.locmem.EmailBackend"
    clock.now = NOW + datetime.timedelta(minutes=3)
    assert retry_form_actions() == 1
    submission.refresh_from_db()
    assert (submission.actions[0]["state"], submission.actions[0]["attempts"], submission.actions[0]["error"]) == (
        "done",
        3,
        "",
    )
    assert submission.next_attempt_at is None
    assert [message.subject for message in mail.outbox] == ["Kontaktanfrage"]


@pytest.mark.django_db(transaction=True)
def test_mails_are_sent_outside_any_transaction_and_a_claimed_submission_is_left_alone(
    anon_client, form, settings, clock
):
    settings.EMAIL_BACKEND = "content.tests.conftest.TransactionWatchingMailBackend"
    TransactionWatchingMailBackend.in_transaction.clear()
    post(anon_client, form, FILLED)

    assert TransactionWatchingMailBackend.in_transaction == [False]
    submission = FormSubmission.objects.get()
    assert (submission.actions[0]["state"], submission.claimed_until) == ("done", None)

    # another worker holds the claim: nothing is sent twice until it has expired
    submission.actions[0]["state"] = "pending"
    submission.claimed_until = clock.now + datetime.timedelta(minutes=5)
    submission.save()
    run_pending(submission.pk)
    assert len(mail.outbox) == 1
    clock.now = NOW + datetime.timedelta(minutes=6)
    run_pending(submission.pk)
    assert len(mail.outbox) == 2


def test_after_ten_failed_attempts_an_action_is_marked_failed(anon_client, form, settings, clock):
    settings.EMAIL_BACKEND = "content.tests.conftest.BrokenMailBackend"
    post(anon_client, form, FILLED)
    for minutes in range(1, 2000, 60):
        clock.now = NOW + datetime.timedelta(minutes=minutes)
        retry_form_actions()

    submission = FormSubmission.objects.get()
    assert (submission.actions[0]["state"], submission.actions[0]["attempts"]) == ("failed", 10)
    assert submission.next_attempt_at is None


def test_the_honeypot_is_answered_like_a_success_and_nothing_is_stored_or_sent(
    anon_client, form, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks(execute=True):
        response = post(anon_client, form, {**FILLED, "homepage": "http://spam.example"})

    assert response.status_code == 201
    assert response.json() == {"data": {"id": None, "thankYou": "<p>Danke!</p>", "conversions": []}}
    assert FormSubmission.objects.count() == 0
    assert mail.outbox == []


def test_submissions_are_rate_limited_per_address(anon_client, form, settings):
    settings.CONTENT_FORM_LIMIT_PER_10_MINUTES = 2
    assert post(anon_client, form, {}).status_code == 400
    assert post(anon_client, form, FILLED).status_code == 201

    response = post(anon_client, form, FILLED)

    assert response.status_code == 429
    assert response["Retry-After"] == "300"
    assert response.json() == {
        "errors": [
            {
                "message": "Von Ihrem Anschluss wurden zu viele Anfragen gesendet. "
                "Bitte versuchen Sie es in 5 Minuten erneut.",
                "code": "too_many_forms",
            }
        ]
    }
    assert FormSubmission.objects.count() == 1


@pytest.mark.parametrize("public,kind", [(False, "form"), (True, "signature")])
def test_only_public_forms_take_submissions(anon_client, form, public, kind):
    form.is_public = public
    form.type = kind
    form.save()

    response = post(anon_client, form, FILLED)

    assert response.status_code == 404
    assert messages(response) == [(None, "Der Eintrag wurde nicht gefunden.")]


def test_a_body_that_is_not_an_object_is_refused(anon_client, form):
    response = post(anon_client, form, ["Anna"])

    assert response.status_code == 400
    assert messages(response) == [(None, "Die Eingaben des Formulars konnten nicht gelesen werden.")]


def test_fields_without_id_are_keyed_by_position(anon_client, form):
    form.content = {"name": "Kurz", "fields": [{"type": "text", "label": "Frage", "is_required": True}]}
    form.save()

    assert messages(post(anon_client, form, {})) == [("0", "Bitte füllen Sie das Feld „Frage“ aus.")]
    assert post(anon_client, form, {"0": "Wann?"}).status_code == 201
    assert FormSubmission.objects.get().values == [{"key": "0", "label": "Frage", "type": "text", "value": "Wann?"}]


def test_celery_beat_retries_the_form_actions_every_minute(settings):
    schedule = settings.CELERY_BEAT_SCHEDULE["retry-form-actions"]
    assert schedule["task"] == retry_form_actions.name == "content.tasks.retry_form_actions"
    assert str(schedule["schedule"]) == "<crontab: * * * * * (m/h/dM/MY/d)>"


def test_the_public_form_hides_mail_and_sms_recipients(anon_client, form):
    content = anon_client.get(f"/api/public/nodes/{form.pk}").json()["data"]["content"]
    listed = anon_client.get("/api/public/nodes?type=form").json()["data"][0]["content"]

    conversion = {"type": "trackGoogleTagConversion", "conversionId": "AW-1/abc", "value": 5}
    assert content["actions"] == listed["actions"] == [conversion]
    assert [field["fieldId"] for field in content["fields"]] == [
        "name",
        "email",
        "message",
        "topic",
        "privacy",
        "newsletter",
    ]
