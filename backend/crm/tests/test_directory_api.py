"""External users and analytics leads: CRUD with German validation, role and branch reach, audited."""

import pytest

from audit.models import LogEntry

from ..models import AnalyticsLead, ExternalUser

LEAD = {
    "email": "lea@example.com",
    "firstName": "Lea",
    "lastName": "Lead",
    "source": "newsletter",
    "origin": "/newsletter",
    "consentText": "Ich möchte den Newsletter erhalten.",
    "consentVersion": "v3",
    "consentGivenAt": "2026-11-20T09:00:00Z",
}


def test_an_administrator_creates_an_external_user_without_branch_and_it_is_audited(admin_client):
    response = admin_client.post(
        "/api/external-users",
        {"firstName": "Paul", "lastName": "Partner", "email": "paul@example.com", "phone": "0043 660 1"},
        format="json",
    )

    assert response.status_code == 201, response.content
    data = response.json()["data"]
    assert (data["branch"], data["phone"], data["isActive"]) == (None, "+436601", True)
    assert LogEntry.objects.filter(entity="externaluser", action="create", entity_id=str(data["id"])).exists()


def test_external_user_errors_name_every_field_in_german(admin_client):
    ExternalUser.objects.create(first_name="A", last_name="B", email="paul@example.com")

    response = admin_client.post(
        "/api/external-users", {"lastName": "", "email": "paul@example.com", "phone": "abc"}, format="json"
    )

    assert response.status_code == 400
    assert sorted((e["field"], e["message"]) for e in response.json()["errors"]) == [
        ("email", "Diese E-Mail-Adresse wird bereits verwendet."),
        ("firstName", "Dieses Feld ist erforderlich."),
        ("lastName", "Dieses Feld darf nicht leer sein."),
        ("phone", "Bitte geben Sie eine gültige Nummer im Format +43 1 2345678 an."),
    ]
    assert ExternalUser.objects.count() == 1


def test_employees_read_the_external_users_of_their_branches_only_and_write_none(employee_client, branch, other_branch):
    mine = ExternalUser.objects.create(first_name="M", last_name="Mine", email="m@example.com", branch=branch)
    other = ExternalUser.objects.create(first_name="O", last_name="Other", email="o@example.com", branch=other_branch)
    ExternalUser.objects.create(first_name="W", last_name="Whole", email="w@example.com")

    rows = employee_client.get("/api/external-users").json()["data"]

    assert [row["id"] for row in rows] == [mine.pk]
    assert employee_client.get(f"/api/external-users/{other.pk}").status_code == 404
    assert employee_client.put(f"/api/external-users/{mine.pk}", {"comment": "x"}, format="json").status_code == 403


def test_a_lead_is_created_with_its_consent_proof(employee_client, branch):
    response = employee_client.post("/api/analytics-leads", {**LEAD, "branch": branch.pk}, format="json")

    assert response.status_code == 201, response.content
    lead = AnalyticsLead.objects.get()
    assert (lead.consent_text, lead.consent_version, lead.consent_given_at.isoformat()) == (
        "Ich möchte den Newsletter erhalten.",
        "v3",
        "2026-11-20T09:00:00+00:00",
    )
    assert response.json()["data"]["consentConfirmedAt"] is None


def test_lead_errors_in_german_nothing_stored(employee_client, other_branch):
    response = employee_client.post(
        "/api/analytics-leads",
        {"email": "kein-mail", "source": "fax", "branch": other_branch.pk},
        format="json",
    )

    assert response.status_code == 400
    assert sorted((e["field"], e["message"]) for e in response.json()["errors"]) == [
        ("branch", f'Der Eintrag "{other_branch.pk}" existiert nicht.'),
        ("consentGivenAt", "Dieses Feld ist erforderlich."),
        ("consentText", "Dieses Feld ist erforderlich."),
        ("email", "Bitte geben Sie eine gültige E-Mail-Adresse an."),
        ("source", '"fax" ist keine gültige Option.'),
    ]
    assert AnalyticsLead.objects.count() == 0


def test_an_employee_must_choose_a_branch_for_a_lead(employee_client):
    response = employee_client.post("/api/analytics-leads", LEAD, format="json")

    assert response.status_code == 400
    assert response.json()["errors"] == [
        {"field": "branch", "message": "Bitte wählen Sie eine Filiale.", "code": "branch_required"}
    ]


def test_a_confirmation_before_the_consent_is_refused(admin_client):
    response = admin_client.post(
        "/api/analytics-leads", {**LEAD, "consentConfirmedAt": "2026-11-19T09:00:00Z"}, format="json"
    )

    assert response.status_code == 400
    assert response.json()["errors"][0]["message"] == "Die Bestätigung kann nicht vor der Einwilligung liegen."


@pytest.mark.parametrize(
    "params, expected", [({"source": "form"}, ["f@example.com"]), ({"q": "news"}, ["n@example.com"])]
)
def test_leads_filter_by_source_and_search(admin_client, params, expected):
    for email, source, origin in (("f@example.com", "form", "/kontakt"), ("n@example.com", "newsletter", "/news")):
        AnalyticsLead.objects.create(
            email=email, source=source, origin=origin, consent_text="ja", consent_given_at="2026-11-20T09:00:00Z"
        )

    rows = admin_client.get("/api/analytics-leads", params).json()["data"]

    assert [row["email"] for row in rows] == expected


def test_employees_do_not_see_leads_of_other_branches(employee_client, other_branch):
    lead = AnalyticsLead.objects.create(
        email="x@example.com", branch=other_branch, consent_text="ja", consent_given_at="2026-11-20T09:00:00Z"
    )

    assert employee_client.get("/api/analytics-leads").json()["data"] == []
    assert employee_client.delete(f"/api/analytics-leads/{lead.pk}").status_code == 404
