"""Tasks: CRUD within reach, validation in German, sanitised description, audited, the assignee's e-mail
after commit, filters, comments, and the query count of the list."""

import datetime

from audit.models import LogEntry
from media.cleanup import delete_unused_uploads
from media.models import Upload

from ..models import Task, TaskView
from .conftest import NOW


def test_an_administrator_assigns_a_task_the_employee_is_mailed_after_commit(
    admin_client, project, employee_user, clock, mailoutbox, django_capture_on_commit_callbacks, settings
):
    settings.PUBLIC_BASE_URL = "https://wirtshaus.example"
    with django_capture_on_commit_callbacks(execute=True) as callbacks:
        response = admin_client.post(
            "/api/tasks",
            {
                "project": project.pk,
                "title": "Sonnenschirme bestellen",
                "description": '<p>Vier <strong>große</strong></p><script>alert(1)</script><a href="javascript:x">x</a>',
                "assignee": employee_user.pk,
                "dueDate": "2026-12-01",
                "priority": "high",
            },
            format="json",
        )

    assert response.status_code == 201, response.content
    data = response.json()["data"]
    assert data["description"] == '<p>Vier <strong>große</strong></p><a rel="noopener noreferrer">x</a>'
    assert (data["status"], data["assigneeName"], data["projectName"], data["isUnread"]) == (
        "open",
        employee_user.full_name,
        "Umbau Schanigarten",
        False,
    )
    assert len(callbacks) == 1
    [mail] = mailoutbox
    assert (mail.to, mail.subject) == ([employee_user.email], "Neue Aufgabe für Sie: Sonnenschirme bestellen")
    assert mail.body == (
        "Guten Tag,\n\nIhnen wurde eine Aufgabe im Projekt „Umbau Schanigarten“ zugewiesen:\n\n"
        "Aufgabe: Sonnenschirme bestellen\nPriorität: Hoch\nFällig am: 01.12.2026\n\n"
        f"Zur Aufgabe: https://wirtshaus.example/backend#/tasks/{data['id']}\n"
    )
    assert LogEntry.objects.get(entity="task", action="create").changes["assignee"] == {
        "old": None,
        "new": employee_user.pk,
    }


def test_no_mail_when_the_assignee_stays_or_assigns_themselves(
    employee_client, employee_user, make_task, mailoutbox, django_capture_on_commit_callbacks
):
    task = make_task(assignee=employee_user)
    with django_capture_on_commit_callbacks(execute=True):
        employee_client.put(f"/api/tasks/{task.pk}", {"title": "Neu"}, format="json")
        employee_client.post("/api/tasks", {"project": task.project_id, "title": "B", "assignee": employee_user.pk})
    assert mailoutbox == []


def test_a_new_task_is_unread_for_the_assignee_until_viewed_and_again_after_forget(
    admin_client, employee_client, project, employee_user, clock
):
    task_id = admin_client.post(
        "/api/tasks", {"project": project.pk, "title": "Gläser zählen", "assignee": employee_user.pk}, format="json"
    ).json()["data"]["id"]

    assert [r["isUnread"] for r in employee_client.get("/api/tasks").json()["data"]] == [True]
    assert [r["id"] for r in employee_client.get("/api/tasks?unread=true").json()["data"]] == [task_id]

    clock.shift(datetime.timedelta(minutes=5))
    viewed = employee_client.post(f"/api/tasks/{task_id}/log-view").json()["data"]
    assert (viewed["isUnread"], viewed["viewedAt"]) == (False, "2026-11-25T09:05:00Z")
    assert employee_client.get("/api/tasks?unread=true").json()["data"] == []

    forgotten = employee_client.post(f"/api/tasks/{task_id}/forget-view").json()["data"]
    assert (forgotten["isUnread"], forgotten["viewedAt"]) == (True, None)
    assert not TaskView.objects.filter(user=employee_user).exists()

    employee_client.post(f"/api/tasks/{task_id}/log-view")
    clock.shift(datetime.timedelta(minutes=5))
    admin_client.put(f"/api/tasks/{task_id}", {"status": "in_progress"}, format="json")
    assert employee_client.get(f"/api/tasks/{task_id}").json()["data"]["isUnread"] is True
    # the admin's own change does not make it unread for them
    assert admin_client.get(f"/api/tasks/{task_id}").json()["data"]["isUnread"] is False


def test_employees_reach_tasks_of_their_projects_and_tasks_assigned_to_them(
    employee_client, employee_user, make_task, graz_project, graz_employee
):
    mine = make_task(title="Im eigenen Projekt")
    assigned = Task.objects.create(project=graz_project, title="Zugewiesen in Graz", assignee=employee_user)
    foreign = Task.objects.create(project=graz_project, title="Nur Graz", assignee=graz_employee)

    rows = employee_client.get("/api/tasks").json()["data"]

    assert sorted(r["id"] for r in rows) == [mine.pk, assigned.pk]
    for path in (f"/api/tasks/{foreign.pk}", f"/api/tasks/{foreign.pk}/comments"):
        assert employee_client.get(path).status_code == 404
    for path in (f"/api/tasks/{foreign.pk}/log-view", f"/api/tasks/{foreign.pk}/forget-view"):
        assert employee_client.post(path).status_code == 404
    assert employee_client.delete(f"/api/tasks/{mine.pk}").status_code == 403
    response = employee_client.post("/api/tasks", {"project": graz_project.pk, "title": "x"}, format="json")
    assert [(e["field"], e["code"]) for e in response.json()["errors"]] == [("project", "does_not_exist")]


def test_an_assignee_from_another_branch_works_on_the_task_but_does_not_move_it(
    employee_client, employee_user, project, graz_project
):
    task = Task.objects.create(project=graz_project, title="Zugewiesen in Graz", assignee=employee_user)

    response = employee_client.put(f"/api/tasks/{task.pk}", {"project": project.pk}, format="json")

    assert response.status_code == 400
    assert [(e["field"], e["message"]) for e in response.json()["errors"]] == [
        ("project", "Sie können die Aufgabe nicht in ein anderes Projekt verschieben.")
    ]
    task.refresh_from_db()
    assert task.project_id == graz_project.pk
    # the whole record sent back unchanged (as the back office does) is fine, and so is handing the task back
    response = employee_client.put(
        f"/api/tasks/{task.pk}", {"project": graz_project.pk, "status": "in_progress", "assignee": None}, format="json"
    )
    assert response.status_code == 200, response.json()
    assert (response.json()["data"]["status"], response.json()["data"]["assignee"]) == ("in_progress", None)
    assert employee_client.get(f"/api/tasks/{task.pk}").status_code == 404


def test_moving_a_task_checks_its_assignee_against_the_new_project(
    admin_client, make_task, graz_project, employee_user
):
    task = make_task(assignee=employee_user)

    response = admin_client.put(f"/api/tasks/{task.pk}", {"project": graz_project.pk}, format="json")

    assert [(e["field"], e["message"]) for e in response.json()["errors"]] == [
        ("assignee", "Diese Person gehört nicht zum Projekt.")
    ]


def test_a_user_without_a_staff_role_is_no_assignee(admin_client, project, roleless_user):
    response = admin_client.post(
        "/api/tasks", {"project": project.pk, "title": "X", "assignee": roleless_user.pk}, format="json"
    )

    assert [(e["field"], e["message"]) for e in response.json()["errors"]] == [
        ("assignee", "Dieser Benutzer ist kein Mitarbeiter.")
    ]


def test_task_errors_name_every_field_in_german(admin_client, project, employee_user, driver, graz_employee):
    response = admin_client.post(
        "/api/tasks",
        {"project": project.pk, "title": "", "assignee": employee_user.pk, "externalAssignee": driver.pk},
        format="json",
    )
    assert response.status_code == 400
    assert sorted((e["field"], e["message"]) for e in response.json()["errors"]) == [
        ("title", "Dieses Feld darf nicht leer sein.")
    ]
    response = admin_client.post(
        "/api/tasks",
        {"project": project.pk, "title": "X", "assignee": employee_user.pk, "externalAssignee": driver.pk},
        format="json",
    )
    assert [(e["field"], e["message"]) for e in response.json()["errors"]] == [
        ("assignee", "Bitte wählen Sie entweder einen Benutzer oder einen externen Benutzer als zuständige Person.")
    ]
    response = admin_client.post(
        "/api/tasks", {"project": project.pk, "title": "X", "assignee": graz_employee.pk}, format="json"
    )
    assert [(e["field"], e["message"]) for e in response.json()["errors"]] == [
        ("assignee", "Diese Person gehört nicht zum Projekt.")
    ]
    assert Task.objects.count() == 0


def test_an_external_user_of_the_branch_gets_the_task_and_attachments_are_uploads(
    admin_client, project, driver, mailoutbox, django_capture_on_commit_callbacks
):
    upload = Upload.objects.create(extension="pdf", mime_type="application/pdf", original_name="plan.pdf", size=3)
    with django_capture_on_commit_callbacks(execute=True):
        response = admin_client.post(
            "/api/tasks",
            {"project": project.pk, "title": "Holz liefern", "externalAssignee": driver.pk, "attachments": [upload.pk]},
            format="json",
        )
    data = response.json()["data"]
    assert (data["assigneeName"], data["attachments"]) == ("Fritz Fahrer", [upload.pk])
    assert data["attachmentDetails"][0]["originalName"] == "plan.pdf"
    assert [mail.to for mail in mailoutbox] == [["fritz@example.com"]]


def test_the_daily_clean_up_of_unused_uploads_keeps_task_attachments(make_task):
    attached = Upload.objects.create(extension="pdf", mime_type="application/pdf", original_name="plan.pdf", size=3)
    loose = Upload.objects.create(extension="pdf", mime_type="application/pdf", original_name="alt.pdf", size=3)
    make_task().attachments.add(attached)

    assert delete_unused_uploads(NOW + datetime.timedelta(days=2)) == 1

    assert list(Upload.objects.values_list("original_name", flat=True)) == ["plan.pdf"]
    assert Task.objects.get().attachments.count() == 1
    assert loose.pk not in Upload.objects.values_list("pk", flat=True)


def test_tasks_filter_by_project_assignee_status_due_range_and_search(
    admin_client, make_task, employee_user, graz_project
):
    a = make_task(title="Tische streichen", status="open", due_date=datetime.date(2026, 12, 1), assignee=employee_user)
    b = make_task(title="Stühle ölen", status="done", due_date=datetime.date(2026, 12, 10))
    c = Task.objects.create(project=graz_project, title="Graz Tische", status="in_progress")

    def ids(query):
        return [r["id"] for r in admin_client.get(f"/api/tasks?{query}").json()["data"]]

    assert ids(f"project={graz_project.pk}") == [c.pk]
    assert ids(f"assignee={employee_user.pk}") == [a.pk]
    assert ids("status=open&status=done") == [a.pk, b.pk]
    assert ids("dueFrom=2026-12-02&dueTo=2026-12-31") == [b.pk]
    assert ids("q=tische") == [a.pk, c.pk]


def test_comments_are_added_by_the_caller_and_make_the_task_unread_for_the_others(
    admin_client, admin_user, employee_client, employee_user, make_task, clock
):
    task = make_task(assignee=employee_user)
    employee_client.post(f"/api/tasks/{task.pk}/log-view")
    clock.shift(datetime.timedelta(minutes=1))

    response = admin_client.post(f"/api/tasks/{task.pk}/comments", {"body": "Bitte bis Freitag."}, format="json")

    assert response.status_code == 201
    assert employee_client.get(f"/api/tasks/{task.pk}/comments").json()["data"] == [
        {
            "id": response.json()["data"]["id"],
            "author": admin_user.pk,
            "authorName": admin_user.full_name,
            "body": "Bitte bis Freitag.",
            "createdAt": "2026-11-25T09:01:00Z",
        }
    ]
    assert employee_client.get(f"/api/tasks/{task.pk}").json()["data"]["isUnread"] is True
    assert employee_client.get(f"/api/tasks/{task.pk}").json()["data"]["commentCount"] == 1
    empty = employee_client.post(f"/api/tasks/{task.pk}/comments", {"body": ""}, format="json")
    assert [(e["field"], e["message"]) for e in empty.json()["errors"]] == [
        ("body", "Bitte geben Sie einen Kommentar ein.")
    ]


def test_the_task_list_takes_the_same_number_of_queries_for_more_tasks(
    employee_client, make_task, employee_user, driver, django_assert_num_queries
):
    upload = Upload.objects.create(extension="pdf", mime_type="application/pdf", size=3)

    def add(n):
        for i in range(n):
            task = make_task(title=f"T{i}", assignee=employee_user if i % 2 else None)
            task.attachments.add(upload)
            task.comments.create(author=employee_user, body="x")

    add(2)
    with django_assert_num_queries(6) as few:
        employee_client.get("/api/tasks")
    add(6)
    with django_assert_num_queries(len(few.captured_queries)):
        assert len(employee_client.get("/api/tasks").json()["data"]) == 8


def test_an_administrator_deletes_a_task_audited(admin_client, make_task):
    task = make_task()
    assert admin_client.delete(f"/api/tasks/{task.pk}").status_code == 204
    assert LogEntry.objects.filter(entity="task", action="delete", entity_id=str(task.pk)).exists()
    assert NOW.year == 2026


def test_employees_attach_only_uploads_they_may_read(employee_client, make_task, branch, other_branch):
    task = make_task()
    mine = Upload.objects.create(extension="pdf", mime_type="application/pdf", size=3, branch_id=branch.pk)
    foreign = Upload.objects.create(extension="pdf", mime_type="application/pdf", size=3, branch_id=other_branch.pk)

    response = employee_client.put(f"/api/tasks/{task.pk}", {"attachments": [mine.pk, foreign.pk]}, format="json")

    assert response.status_code == 400
    assert [(e["field"], e["code"]) for e in response.json()["errors"]] == [("attachments", "does_not_exist")]
    response = employee_client.put(f"/api/tasks/{task.pk}", {"attachments": [mine.pk]}, format="json")
    assert response.json()["data"]["attachments"] == [mine.pk]


def test_a_comment_is_mailed_to_the_assignee_and_watchers_but_not_its_author(
    admin_client,
    admin_user,
    employee_client,
    employee_user,
    colleague,
    make_task,
    mailoutbox,
    django_capture_on_commit_callbacks,
    settings,
    clock,
):
    from core.models import OutboxMessage

    settings.PUBLIC_BASE_URL = "https://wirtshaus.example"
    # given: the administrator created the task for the employee; the colleague commented on it before
    task = make_task(assignee=employee_user, created_by=admin_user)
    task.comments.create(author=colleague, body="Farbe ist bestellt.")

    # when: the employee comments (the outbox rows are written with the comment, delivered after commit)
    with django_capture_on_commit_callbacks(execute=False) as callbacks:
        response = employee_client.post(
            f"/api/tasks/{task.pk}/comments", {"body": "Erledige ich morgen.\nBitte Pinsel besorgen."}, format="json"
        )
        comment_id = response.json()["data"]["id"]
        rows = list(OutboxMessage.objects.order_by("id").values_list("task", "args"))

    # then: one message for the creator and one for the earlier commenter; none for the author (the assignee)
    assert response.status_code == 201
    assert rows == [
        ("projects.notifications.send_comment_mail", [comment_id, "user", admin_user.pk]),
        ("projects.notifications.send_comment_mail", [comment_id, "user", colleague.pk]),
    ]
    for callback in callbacks:
        callback()
    assert sorted(mail.to[0] for mail in mailoutbox) == sorted([admin_user.email, colleague.email])
    mail = next(mail for mail in mailoutbox if mail.to == [colleague.email])
    assert mail.subject == "Neuer Kommentar zur Aufgabe: Tische streichen"
    assert mail.body == (
        f"Guten Tag,\n\n{employee_user.full_name} hat die Aufgabe „Tische streichen“ im Projekt „Umbau Schanigarten“ "
        "kommentiert:\n\nErledige ich morgen.\nBitte Pinsel besorgen.\n\n"
        f"Zur Aufgabe: https://wirtshaus.example/backend#/tasks/{task.pk}\n"
    )


def test_a_comment_by_someone_else_reaches_the_external_assignee(
    admin_client, make_task, driver, mailoutbox, django_capture_on_commit_callbacks, clock
):
    task = make_task(external_assignee=driver)

    with django_capture_on_commit_callbacks(execute=True):
        admin_client.post(f"/api/tasks/{task.pk}/comments", {"body": "Lieferung um 7 Uhr."}, format="json")

    assert [mail.to for mail in mailoutbox] == [["fritz@example.com"]]
