"""External users and leads beyond the basics: filters, changes and deletes with their audit entries, what an
employee may do with a lead of their branch, and the consent proof on update."""

import datetime

import pytest

from audit.models import LogEntry

from ..models import AnalyticsLead, ExternalUser

GIVEN = datetime.datetime(2026, 11, 20, 9, 0, tzinfo=datetime.UTC)


def _lead(**fields) -> AnalyticsLead:
    return AnalyticsLead.objects.create(
        **{"email": "lea@example.com", "consent_text": "Ja, Newsletter.", "consent_given_at": GIVEN, **fields}
    )


def _errors(response) -> list[tuple[str, str]]:
    assert response.status_code == 400, response.content
    return sorted((e["field"], e["message"]) for e in response.json()["errors"])


# --- external users -----------------------------------------------------------------------------------


def test_external_users_filter_by_branch_and_activity_and_sort_by_last_name(admin_client, branch, other_branch):
    a = ExternalUser.objects.create(first_name="A", last_name="Zobel", email="a@example.com", branch=branch)
    b = ExternalUser.objects.create(
        first_name="B", last_name="Adler", email="b@example.com", branch=branch, is_active=False
    )
    c = ExternalUser.objects.create(first_name="C", last_name="Mayer", email="c@example.com", branch=other_branch)

    def ids(**params):
        return [row["id"] for row in admin_client.get("/api/external-users", params).json()["data"]]

    assert ids() == [b.pk, c.pk, a.pk]
    assert ids(branch=branch.pk) == [b.pk, a.pk]
    assert ids(isActive="false") == [b.pk]
    assert ids(isActive="true", branch=branch.pk) == [a.pk]
    assert ids(q="mayer") == [c.pk]


def test_an_administrator_changes_and_deletes_an_external_user_audited(admin_client, branch):
    paul = ExternalUser.objects.create(first_name="Paul", last_name="Partner", email="paul@example.com")

    changed = admin_client.put(
        f"/api/external-users/{paul.pk}", {"branch": branch.pk, "isActive": False, "phone": "+43 1 5"}, format="json"
    )
    deleted = admin_client.delete(f"/api/external-users/{paul.pk}")

    assert (changed.status_code, deleted.status_code) == (200, 204)
    assert (changed.json()["data"]["branch"], changed.json()["data"]["phone"]) == (branch.pk, "+4315")
    update, delete = LogEntry.objects.filter(entity="externaluser").order_by("id")
    assert (update.action, update.entity_label) == ("update", "Paul Partner")
    assert {key: update.changes[key] for key in ("branch", "is_active", "phone")} == {
        "branch": {"old": None, "new": branch.pk},
        "is_active": {"old": True, "new": False},
        "phone": {"old": "", "new": "+4315"},
    }
    assert (delete.action, delete.changes["email"]) == ("delete", {"old": "paul@example.com", "new": None})
    assert ExternalUser.objects.count() == 0


def test_employees_create_no_external_user_even_in_their_branch(employee_client, branch):
    response = employee_client.post(
        "/api/external-users",
        {"firstName": "E", "lastName": "X", "email": "e@example.com", "branch": branch.pk},
        format="json",
    )

    assert response.status_code == 403
    assert ExternalUser.objects.count() == 0


# --- leads --------------------------------------------------------------------------------------------


def test_administrators_see_leads_without_a_branch_employees_only_those_of_their_branches(
    admin_client, employee_client, branch, other_branch
):
    mine = _lead(email="m@example.com", branch=branch)
    _lead(email="o@example.com", branch=other_branch)
    _lead(email="w@example.com")

    admin_rows = admin_client.get("/api/analytics-leads", {"ordering": "email"}).json()["data"]
    employee_rows = employee_client.get("/api/analytics-leads").json()["data"]

    assert [row["email"] for row in admin_rows] == ["m@example.com", "o@example.com", "w@example.com"]
    assert [row["id"] for row in employee_rows] == [mine.pk]
    assert [row["email"] for row in admin_client.get(f"/api/analytics-leads?branch={branch.pk}").json()["data"]] == [
        "m@example.com"
    ]


def test_an_employee_changes_and_deletes_a_lead_of_their_branch_audited(employee_client, branch):
    lead = _lead(branch=branch, first_name="Lea")

    changed = employee_client.put(
        f"/api/analytics-leads/{lead.pk}", {"consentConfirmedAt": "2026-11-20T09:07:00Z"}, format="json"
    )
    deleted = employee_client.delete(f"/api/analytics-leads/{lead.pk}")

    assert changed.json()["data"]["consentConfirmedAt"] == "2026-11-20T09:07:00Z"
    assert deleted.status_code == 204
    update, delete = LogEntry.objects.filter(entity="analyticslead").order_by("id")
    assert (update.action, update.user_label, update.entity_label) == ("update", "mitarbeiter@example.com", "Lea")
    assert update.changes["consent_confirmed_at"] == {"old": None, "new": "2026-11-20T09:07:00+00:00"}
    assert delete.action == "delete"
    assert AnalyticsLead.objects.count() == 0


def test_an_employee_neither_moves_a_lead_out_of_reach_nor_leaves_its_branch_empty(
    employee_client, branch, other_branch
):
    lead = _lead(branch=branch)

    moved = employee_client.put(f"/api/analytics-leads/{lead.pk}", {"branch": other_branch.pk}, format="json")
    emptied = employee_client.put(f"/api/analytics-leads/{lead.pk}", {"branch": None}, format="json")

    assert _errors(moved) == [("branch", f'Der Eintrag "{other_branch.pk}" existiert nicht.')]
    assert _errors(emptied) == [("branch", "Bitte wählen Sie eine Filiale.")]
    assert AnalyticsLead.objects.get().branch_id == branch.pk


def test_a_confirmation_moved_before_the_stored_consent_is_refused(admin_client):
    lead = _lead(consent_confirmed_at=GIVEN + datetime.timedelta(minutes=5))

    earlier_confirmation = admin_client.put(
        f"/api/analytics-leads/{lead.pk}", {"consentConfirmedAt": "2026-11-20T08:59:00Z"}, format="json"
    )
    later_consent = admin_client.put(
        f"/api/analytics-leads/{lead.pk}", {"consentGivenAt": "2026-11-20T09:06:00Z"}, format="json"
    )

    message = "Die Bestätigung kann nicht vor der Einwilligung liegen."
    assert _errors(earlier_confirmation) == [("consentConfirmedAt", message)]
    assert _errors(later_consent) == [("consentConfirmedAt", message)]
    assert AnalyticsLead.objects.get().consent_given_at == GIVEN


def test_leads_filter_by_the_day_they_were_created_in_vienna(admin_client, clock):
    # 2026-11-18 23:30 UTC is already 19 November in Vienna
    for at, email in (
        (datetime.datetime(2026, 11, 18, 22, 30, tzinfo=datetime.UTC), "spaet@example.com"),
        (datetime.datetime(2026, 11, 18, 23, 30, tzinfo=datetime.UTC), "nacht@example.com"),
    ):
        clock.now = at
        _lead(email=email)

    def emails(**params):
        return [row["email"] for row in admin_client.get("/api/analytics-leads", params).json()["data"]]

    assert emails(to="2026-11-18") == ["spaet@example.com"]
    assert emails(**{"from": "2026-11-19"}) == ["nacht@example.com"]
    response = admin_client.get("/api/analytics-leads", {"from": "gestern"})
    assert [e["field"] for e in response.json()["errors"]] == ["from"]


@pytest.mark.parametrize(
    "fields, label",
    [
        ({"first_name": "Lea", "last_name": "Lead"}, "Lea Lead"),
        ({"last_name": "Lead"}, "Lead"),
        ({}, "lea@example.com"),
    ],
)
def test_a_lead_is_named_by_its_name_else_its_e_mail(db, fields, label):
    assert str(_lead(**fields)) == label
    assert str(ExternalUser(first_name="Paul", last_name="")) == "Paul"
