"""Tasks beyond the basics: who belongs to a project as an assignee, reach through membership, the filters
and orderings of the list, the unread marker of one's own changes, and what a delete takes along."""

import datetime

import pytest
from django.contrib.auth.models import AnonymousUser

from audit.models import LogEntry
from crm.models import ExternalUser

from ..models import Project, Task, TaskComment, TaskView
from ..selectors import projects_for, tasks_for

NOT_IN_PROJECT = "Diese Person gehört nicht zum Projekt."


def _errors(response) -> list[tuple[str, str]]:
    assert response.status_code == 400, response.content
    return sorted((e["field"], e["message"]) for e in response.json()["errors"])


# --- who may be assigned ------------------------------------------------------------------------------


def test_a_member_from_another_branch_and_an_administrator_may_be_assigned(
    admin_client, admin_user, project, graz_employee
):
    project.members.add(graz_employee)

    member = admin_client.post(
        "/api/tasks", {"project": project.pk, "title": "A", "assignee": graz_employee.pk}, format="json"
    )
    administrator = admin_client.post(
        "/api/tasks", {"project": project.pk, "title": "B", "assignee": admin_user.pk}, format="json"
    )

    assert (member.status_code, administrator.status_code) == (201, 201)
    assert member.json()["data"]["assigneeName"] == "Gerd Grazer"


def test_an_external_user_belongs_by_branch_or_as_external_member(admin_client, project, other_branch):
    outsider = ExternalUser.objects.create(
        first_name="O", last_name="Außen", email="o@example.com", branch=other_branch
    )
    nobody = ExternalUser.objects.create(first_name="N", last_name="Niemand", email="n@example.com")

    refused = admin_client.post(
        "/api/tasks", {"project": project.pk, "title": "A", "externalAssignee": outsider.pk}, format="json"
    )
    project.external_members.add(outsider)
    accepted = admin_client.post(
        "/api/tasks", {"project": project.pk, "title": "A", "externalAssignee": outsider.pk}, format="json"
    )
    without_branch = admin_client.post(
        "/api/tasks", {"project": project.pk, "title": "B", "externalAssignee": nobody.pk}, format="json"
    )

    assert _errors(refused) == [("externalAssignee", NOT_IN_PROJECT)]
    assert accepted.json()["data"]["assigneeName"] == "O Außen"
    assert _errors(without_branch) == [("externalAssignee", NOT_IN_PROJECT)]


def test_moving_a_task_checks_its_external_assignee_too(admin_client, make_task, driver, graz_project):
    task = make_task(external_assignee=driver)

    response = admin_client.put(f"/api/tasks/{task.pk}", {"project": graz_project.pk}, format="json")

    assert _errors(response) == [("externalAssignee", NOT_IN_PROJECT)]
    # with the person handed back in the same request the task moves
    response = admin_client.put(
        f"/api/tasks/{task.pk}", {"project": graz_project.pk, "externalAssignee": None}, format="json"
    )
    assert (response.json()["data"]["project"], response.json()["data"]["projectName"]) == (
        graz_project.pk,
        "Graz Eröffnung",
    )


def test_an_employee_may_not_pick_an_external_user_of_another_branch(employee_client, project, other_branch):
    outsider = ExternalUser.objects.create(first_name="O", last_name="A", email="o@example.com", branch=other_branch)
    project.external_members.add(outsider)

    response = employee_client.post(
        "/api/tasks", {"project": project.pk, "title": "A", "externalAssignee": outsider.pk}, format="json"
    )

    assert _errors(response) == [("externalAssignee", f'Der Eintrag "{outsider.pk}" existiert nicht.')]


# --- reach --------------------------------------------------------------------------------------------


def test_a_member_reaches_the_tasks_of_a_project_of_another_branch(employee_client, employee_user, graz_project):
    task = Task.objects.create(project=graz_project, title="Eröffnung planen")
    graz_project.members.add(employee_user)

    assert [row["id"] for row in employee_client.get("/api/tasks").json()["data"]] == [task.pk]
    created = employee_client.post("/api/tasks", {"project": graz_project.pk, "title": "Flyer"}, format="json")
    assert created.status_code == 201
    assert created.json()["data"]["createdByName"] == "Max Mitarbeiter"


def test_nobody_without_a_staff_role_reaches_tasks(anon_client, roleless_client, make_task):
    task = make_task()

    for client in (anon_client, roleless_client):
        assert client.get("/api/tasks").status_code in (401, 403)
        assert client.get(f"/api/tasks/{task.pk}").status_code in (401, 403)
    assert list(tasks_for(AnonymousUser())) == []
    assert list(projects_for(AnonymousUser())) == []


# --- the list -----------------------------------------------------------------------------------------


def test_tasks_filter_by_mine_priority_and_external_assignee(employee_client, employee_user, make_task, driver):
    mine = make_task(title="Meine", assignee=employee_user, priority="high")
    external = make_task(title="Fritz", external_assignee=driver)
    open_one = make_task(title="Offen", priority="high")

    def ids(**params):
        return [row["id"] for row in employee_client.get("/api/tasks", params).json()["data"]]

    assert ids(mine="true") == [mine.pk]
    assert ids(mine="false") == [external.pk, open_one.pk]
    assert ids(priority="high") == [mine.pk, open_one.pk]
    assert ids(externalAssignee=driver.pk) == [external.pk]


def test_undated_tasks_come_last_and_the_list_orders_by_title_on_request(admin_client, make_task):
    undated = make_task(title="Angebote")
    late = make_task(title="Zäune", due_date=datetime.date(2026, 12, 24))
    early = make_task(title="Mauern", due_date=datetime.date(2026, 12, 1))

    rows = admin_client.get("/api/tasks").json()["data"]
    by_title = admin_client.get("/api/tasks", {"ordering": "-title"}).json()["data"]

    assert [row["id"] for row in rows] == [early.pk, late.pk, undated.pk]
    assert [row["title"] for row in by_title] == ["Zäune", "Mauern", "Angebote"]


def test_wrong_filter_values_are_named_in_german(admin_client, db):
    response = admin_client.get("/api/tasks", {"status": "fertig", "dueFrom": "morgen"})

    assert [e["field"] for e in response.json()["errors"]] == ["status", "dueFrom"]
    assert response.status_code == 400


# --- unread and delete --------------------------------------------------------------------------------


def test_ones_own_comment_leaves_the_task_read_and_a_second_view_moves_the_time(employee_client, make_task, clock):
    task = make_task()
    employee_client.post(f"/api/tasks/{task.pk}/log-view")
    clock.shift(datetime.timedelta(minutes=2))

    employee_client.post(f"/api/tasks/{task.pk}/comments", {"body": "Mache ich."}, format="json")
    clock.shift(datetime.timedelta(minutes=2))
    viewed = employee_client.post(f"/api/tasks/{task.pk}/log-view").json()["data"]

    assert (viewed["isUnread"], viewed["viewedAt"], viewed["commentCount"]) == (False, "2026-11-25T09:04:00Z", 1)
    assert TaskView.objects.count() == 1


def test_the_description_is_cleaned_on_update_too(admin_client, make_task):
    task = make_task()

    response = admin_client.put(
        f"/api/tasks/{task.pk}", {"description": '<p onclick="x()">Farbe: <em>grün</em><img src=x></p>'}, format="json"
    )

    assert response.json()["data"]["description"] == "<p>Farbe: <em>grün</em></p>"


def test_deleting_a_task_takes_its_comments_and_views_the_audit_keeps_the_title(admin_client, admin_user, make_task):
    task = make_task()
    TaskComment.objects.create(task=task, author=admin_user, body="x")
    admin_client.post(f"/api/tasks/{task.pk}/log-view")

    assert admin_client.delete(f"/api/tasks/{task.pk}").status_code == 204

    assert (TaskComment.objects.count(), TaskView.objects.count()) == (0, 0)
    entry = LogEntry.objects.get(entity="task", action="delete")
    assert (entry.entity_label, entry.changes["title"]) == (
        "Tische streichen",
        {"old": "Tische streichen", "new": None},
    )


@pytest.mark.parametrize("model, expected", [(Project, "Umbau Schanigarten"), (Task, "Tische streichen")])
def test_projects_tasks_and_their_parts_are_named_in_the_admin(make_task, employee_user, model, expected):
    task = make_task()
    comment = TaskComment.objects.create(task=task, author=employee_user, body="k" * 60)
    view = TaskView.objects.create(task=task, user=employee_user, viewed_at=task.created_at)

    assert str(model.objects.get()) == expected
    assert (str(comment), str(view)) == ("k" * 50, f"{task.pk}: {employee_user.pk}")
