import datetime

from django.core import mail

from audit.models import LogEntry
from content.models import FormSubmission

from .conftest import NOW, messages

HTML = '<table style="width:820px"><tr><td>Wirtshaus Team</td></tr></table>'


def test_a_signature_is_mailed_to_its_own_address(anon_client, signature):
    response = anon_client.post(
        "/api/custom/send-signature", {"email": "office@example.com", "signature": HTML}, format="json"
    )

    assert response.status_code == 200
    assert response.json() == {"data": {"email": "office@example.com"}}
    [message] = mail.outbox
    assert message.subject == "Ihre E-Mail-Signatur"
    assert message.to == ["office@example.com"]
    # parsed and written again (the table gains its tbody): see the next test
    sent = HTML.replace("<tr>", "<tbody><tr>").replace("</table>", "</tbody></table>")
    assert message.alternatives[0] == (sent, "text/html")
    assert message.attachments == [("signatur.html", sent, "text/html")]


def test_a_signature_is_never_mailed_to_another_address(anon_client, signature):
    response = anon_client.post(
        "/api/custom/send-signature", {"email": "fremd@example.com", "signature": HTML}, format="json"
    )

    assert response.status_code == 400
    assert messages(response) == [("email", "Zu dieser E-Mail-Adresse gibt es keine Signatur.")]
    assert mail.outbox == []


RENDERED = (
    '<table cellpadding="0" cellspacing="0" border="0" width="820" style="width:820px;border-collapse:collapse">'
    '<tbody><tr><td><img src="data:image/png;base64,iVBORw0KGgo=" width="820" height="160" alt="Wirtshaus Team" '
    'style="display:block;width:820px;height:160px;border:0"></td></tr>'
    '<tr><td style="padding:4px 24px;font-family:Arial,sans-serif;font-size:14px">'
    '<a href="mailto:office@example.com">office@example.com</a> · <a href="tel:+4312345">+43 1 2345</a></td></tr>'
    "</tbody></table>"
)


def test_the_mailed_signature_keeps_what_the_page_renders_and_nothing_else(anon_client, signature):
    foreign = (
        '<script>alert(1)</script><a href="https://phish.example/login">Konto prüfen</a>'
        '<img src="https://tracker.example/p.gif" onerror="alert(1)"><a href="data:text/html,x">x</a>'
        '<td style="position:fixed;background:url(https://tracker.example)">x</td>'
    )
    response = anon_client.post(
        "/api/custom/send-signature", {"email": "office@example.com", "signature": RENDERED + foreign}, format="json"
    )

    assert response.status_code == 200
    [message] = mail.outbox
    # the sanitiser writes the font list with spaces around its comma (valid CSS)
    kept = RENDERED.replace("Arial,sans-serif", "Arial , sans-serif")
    assert message.alternatives[0] == (kept + "<a>Konto prüfen</a><img><a>x</a>x", "text/html")


def test_a_mail_server_that_is_down_answers_503_in_german(anon_client, signature, settings):
    settings.EMAIL_BACKEND = "content.tests.conftest.BrokenMailBackend"

    response = anon_client.post(
        "/api/custom/send-signature", {"email": "office@example.com", "signature": HTML}, format="json"
    )

    assert response.status_code == 503
    assert messages(response) == [
        (None, "Die Signatur konnte gerade nicht versendet werden. Bitte versuchen Sie es später erneut.")
    ]


def test_the_signature_mail_checks_its_body(anon_client, signature):
    response = anon_client.post("/api/custom/send-signature", {"email": "office@"}, format="json")

    assert response.status_code == 400
    assert messages(response) == [
        ("email", "Bitte geben Sie eine gültige E-Mail-Adresse an."),
        ("signature", "Dieses Feld ist erforderlich."),
    ]


def test_signature_mails_are_rate_limited(anon_client, signature, settings):
    settings.SIGNATURE_MAIL_LIMIT_PER_10_MINUTES = 1
    body = {"email": "office@example.com", "signature": HTML}
    assert anon_client.post("/api/custom/send-signature", body, format="json").status_code == 200

    response = anon_client.post("/api/custom/send-signature", body, format="json")

    assert response.status_code == 429
    assert response["Retry-After"] == "300"
    assert messages(response) == [
        (None, "Von Ihrem Anschluss wurden zu viele Signaturen versendet. Bitte versuchen Sie es in 5 Minuten erneut.")
    ]
    assert len(mail.outbox) == 1


def _submission(form, created_at, name, text):
    return FormSubmission.objects.create(
        form=form,
        form_name="Kontakt",
        values=[
            {"key": "name", "label": "Name", "type": "text", "value": name},
            {"key": "message", "label": "Nachricht", "type": "textarea", "value": text},
            {"key": "privacy", "label": "Datenschutz", "type": "boolean", "value": True},
        ],
        search_text=f"{name}\n{text}",
        created_at=created_at,
        actions=[{"type": "sendMail", "state": "done", "attempts": 1, "error": "", "detail": "", "config": {}}],
    )


def test_admins_list_search_and_filter_the_submissions(admin_client, form):
    old = _submission(form, NOW - datetime.timedelta(days=3), "Jörg Müller", "Catering")
    new = _submission(form, NOW, "Anna", "Tisch")

    listed = admin_client.get("/api/form-submissions").json()
    searched = admin_client.get("/api/form-submissions?q=müller").json()
    ranged = admin_client.get("/api/form-submissions?from=2026-11-24&to=2026-11-25").json()
    other_form = admin_client.get(f"/api/form-submissions?form={form.pk + 1}").json()

    assert [row["id"] for row in listed["data"]] == [new.pk, old.pk]
    assert listed["data"][0]["values"][0] == {"key": "name", "label": "Name", "type": "text", "value": "Anna"}
    assert listed["data"][0]["actions"] == [
        {"type": "sendMail", "state": "done", "attempts": 1, "error": "", "detail": ""}
    ]
    assert [row["id"] for row in searched["data"]] == [old.pk]
    assert [row["id"] for row in ranged["data"]] == [new.pk]
    assert other_form["data"] == []


def test_the_export_is_a_formula_safe_csv_with_german_headers(admin_client, form):
    _submission(form, NOW, '=HYPERLINK("x")', "Tisch; 6 Personen")

    response = admin_client.get("/api/form-submissions/export")

    assert response.status_code == 200
    assert response["Content-Type"] == "text/csv; charset=utf-8"
    assert response["Content-Disposition"] == 'attachment; filename="Anfragen-2026-11-25.csv"'
    body = b"".join(response.streaming_content).decode("utf-8")
    assert body == (
        "\ufeffNr.;Eingegangen;Formular;Aktionen;Name;Nachricht;Datenschutz\r\n"
        f"{FormSubmission.objects.get().pk};25.11.2026 12:15;Kontakt;E-Mail: erledigt;"
        '"\'=HYPERLINK(""x"")";"Tisch; 6 Personen";ja\r\n'
    )


def test_employees_neither_read_nor_export_nor_delete_submissions(employee_client, form):
    submission = _submission(form, NOW, "Anna", "Tisch")

    for response in (
        employee_client.get("/api/form-submissions"),
        employee_client.get(f"/api/form-submissions/{submission.pk}"),
        employee_client.get("/api/form-submissions/export"),
        employee_client.delete(f"/api/form-submissions/{submission.pk}"),
    ):
        assert response.status_code == 403
        assert messages(response) == [(None, "Sie haben keine Berechtigung für diese Aktion.")]
    assert FormSubmission.objects.count() == 1


def test_only_admins_delete_submissions_and_it_is_audited(employee_client, admin_client, form):
    submission = _submission(form, NOW, "Anna", "Tisch")

    refused = employee_client.delete(f"/api/form-submissions/{submission.pk}")
    deleted = admin_client.delete(f"/api/form-submissions/{submission.pk}")

    assert refused.status_code == 403
    assert messages(refused) == [(None, "Sie haben keine Berechtigung für diese Aktion.")]
    assert deleted.status_code == 204
    assert FormSubmission.objects.count() == 0
    assert LogEntry.objects.get().action == "delete"


def test_anonymous_and_roleless_users_see_no_submissions(anon_client, roleless_client, form):
    _submission(form, NOW, "Anna", "Tisch")

    assert anon_client.get("/api/form-submissions").status_code == 401
    assert roleless_client.get("/api/form-submissions").status_code == 403
    assert anon_client.get("/api/form-submissions/export").status_code == 401
