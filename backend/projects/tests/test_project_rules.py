"""Projects beyond the basics: filters, their task counts, changes of members with their audit entry, dates
checked against the stored ones, and what deleting a project takes along."""

from audit.models import LogEntry

from ..models import Project, Task, TaskComment


def test_projects_filter_by_member_and_branch_and_count_their_tasks(
    admin_client, project, graz_project, employee_user, colleague
):
    graz_project.members.add(colleague)
    Task.objects.create(project=project, title="A")
    Task.objects.create(project=project, title="B")

    def rows(**params):
        return [(r["name"], r["taskCount"]) for r in admin_client.get("/api/projects", params).json()["data"]]

    assert rows() == [("Graz Eröffnung", 0), ("Umbau Schanigarten", 2)]
    assert rows(member=employee_user.pk) == [("Umbau Schanigarten", 2)]
    assert rows(member=colleague.pk) == [("Graz Eröffnung", 0)]
    assert rows(branch=graz_project.branch_id) == [("Graz Eröffnung", 0)]
    assert rows(ordering="-name") == [("Umbau Schanigarten", 2), ("Graz Eröffnung", 0)]


def test_changing_the_members_is_audited_with_the_old_and_new_ids(
    admin_client, project, employee_user, colleague, driver
):
    response = admin_client.put(
        f"/api/projects/{project.pk}",
        {"members": [colleague.pk], "externalMembers": [driver.pk], "status": "on_hold"},
        format="json",
    )

    assert response.status_code == 200, response.content
    data = response.json()["data"]
    assert (data["status"], data["members"], data["people"]) == (
        "on_hold",
        [colleague.pk],
        [
            {"id": colleague.pk, "kind": "user", "name": "Klara Kollegin"},
            {"id": driver.pk, "kind": "external", "name": "Fritz Fahrer"},
        ],
    )
    entry = LogEntry.objects.get(entity="project", action="update")
    assert {key: entry.changes[key] for key in ("members", "external_members", "status")} == {
        "members": {"old": [employee_user.pk], "new": [colleague.pk]},
        "external_members": {"old": [], "new": [driver.pk]},
        "status": {"old": "active", "new": "on_hold"},
    }


def test_an_end_before_the_stored_start_is_refused(admin_client, project):
    project.start_date = "2026-12-10"
    project.save()

    response = admin_client.put(f"/api/projects/{project.pk}", {"endDate": "2026-12-09"}, format="json")
    same_day = admin_client.put(f"/api/projects/{project.pk}", {"endDate": "2026-12-10"}, format="json")

    assert [(e["field"], e["message"]) for e in response.json()["errors"]] == [
        ("endDate", "Das Ende darf nicht vor dem Beginn liegen.")
    ]
    assert same_day.json()["data"]["endDate"] == "2026-12-10"


def test_an_unknown_status_and_branch_are_named(admin_client, project):
    response = admin_client.put(f"/api/projects/{project.pk}", {"status": "fertig", "branch": 999}, format="json")

    assert sorted((e["field"], e["message"]) for e in response.json()["errors"]) == [
        ("branch", 'Der Eintrag "999" existiert nicht.'),
        ("status", '"fertig" ist keine gültige Option.'),
    ]


def test_a_member_of_a_project_of_another_branch_sees_it_but_no_other_project_there(
    employee_client, employee_user, graz_project, other_branch
):
    graz_project.members.add(employee_user)
    Project.objects.create(name="Graz Keller", branch=other_branch)

    rows = employee_client.get("/api/projects", {"branch": other_branch.pk}).json()["data"]

    assert [row["name"] for row in rows] == ["Graz Eröffnung"]


def test_deleting_a_project_takes_its_tasks_and_their_comments(admin_client, admin_user, project):
    task = Task.objects.create(project=project, title="A")
    TaskComment.objects.create(task=task, author=admin_user, body="x")

    assert admin_client.delete(f"/api/projects/{project.pk}").status_code == 204

    assert (Project.objects.count(), Task.objects.count(), TaskComment.objects.count()) == (0, 0, 0)
    entry = LogEntry.objects.get(entity="project", action="delete")
    assert entry.changes["name"] == {"old": "Umbau Schanigarten", "new": None}
