"""Projects: CRUD for administrators, reach for employees (their branches' projects and the ones they are
a member of), validation in German, audited."""

from audit.models import LogEntry

from ..models import Project


def test_an_administrator_creates_a_project_with_members_and_it_is_audited(admin_client, branch, employee_user, driver):
    response = admin_client.post(
        "/api/projects",
        {
            "name": "Weihnachtsfeier",
            "branch": branch.pk,
            "members": [employee_user.pk],
            "externalMembers": [driver.pk],
            "startDate": "2026-12-01",
            "endDate": "2026-12-20",
        },
        format="json",
    )

    assert response.status_code == 201, response.content
    data = response.json()["data"]
    assert (data["status"], data["members"], data["externalMembers"], data["taskCount"]) == (
        "active",
        [employee_user.pk],
        [driver.pk],
        0,
    )
    assert data["people"] == [
        {"id": employee_user.pk, "kind": "user", "name": employee_user.full_name},
        {"id": driver.pk, "kind": "external", "name": "Fritz Fahrer"},
    ]
    entry = LogEntry.objects.get(entity="project", action="create")
    assert entry.changes["members"] == {"old": None, "new": [employee_user.pk]}


def test_project_errors_name_every_field_in_german(admin_client, roleless_user, branch):
    response = admin_client.post(
        "/api/projects",
        {"name": "", "members": [roleless_user.pk], "startDate": "2026-12-20", "endDate": "2026-12-01"},
        format="json",
    )

    assert response.status_code == 400
    assert sorted((e["field"], e["message"]) for e in response.json()["errors"]) == [
        ("branch", "Dieses Feld ist erforderlich."),
        ("members", "Dieser Benutzer ist kein Mitarbeiter."),
        ("name", "Dieses Feld darf nicht leer sein."),
    ]
    response = admin_client.post(
        "/api/projects",
        {"name": "X", "branch": branch.pk, "startDate": "2026-12-20", "endDate": "2026-12-01"},
        format="json",
    )
    assert [(e["field"], e["message"]) for e in response.json()["errors"]] == [
        ("endDate", "Das Ende darf nicht vor dem Beginn liegen.")
    ]


def test_employees_see_their_branches_projects_and_the_ones_they_are_a_member_of(
    employee_client, employee_user, project, graz_project, other_branch
):
    joined = Project.objects.create(name="Graz Umbau", branch=other_branch)
    joined.members.add(employee_user)

    rows = employee_client.get("/api/projects").json()["data"]

    assert [row["name"] for row in rows] == ["Graz Umbau", "Umbau Schanigarten"]
    assert employee_client.get(f"/api/projects/{graz_project.pk}").status_code == 404
    assert employee_client.put(f"/api/projects/{project.pk}", {"name": "x"}, format="json").status_code == 403
    assert employee_client.post("/api/projects", {"name": "x"}, format="json").status_code == 403


def test_projects_filter_by_status_and_search(admin_client, project, graz_project):
    graz_project.status = "completed"
    graz_project.save()

    assert [r["id"] for r in admin_client.get("/api/projects?status=completed").json()["data"]] == [graz_project.pk]
    assert [r["id"] for r in admin_client.get("/api/projects?q=schani").json()["data"]] == [project.pk]


def test_the_project_list_takes_the_same_number_of_queries_for_more_projects(
    admin_client, branch, employee_user, driver, django_assert_num_queries
):
    def add(n):
        for i in range(n):
            project = Project.objects.create(name=f"P{i}", branch=branch)
            project.members.add(employee_user)
            project.external_members.add(driver)

    add(2)
    with django_assert_num_queries(6) as few:
        admin_client.get("/api/projects")
    add(5)
    with django_assert_num_queries(len(few.captured_queries)):
        assert len(admin_client.get("/api/projects").json()["data"]) == 7


def test_an_administrator_deletes_a_project_audited(admin_client, project):
    assert admin_client.delete(f"/api/projects/{project.pk}").status_code == 204
    assert LogEntry.objects.filter(entity="project", action="delete", entity_id=str(project.pk)).exists()
