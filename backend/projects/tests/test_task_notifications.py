"""Who is mailed when a task changes hands or gets a comment, with what text, and what a mail does when its task,
comment or person is gone by the time the queue sends it."""

import pytest

from core.models import OutboxMessage

from ..models import Task, TaskComment
from ..notifications import comment_text, send_assignment_mail, send_comment_mail
from ..services import comment_recipients


@pytest.fixture
def base_url(settings):
    settings.PUBLIC_BASE_URL = "https://wirtshaus.example"
    return settings.PUBLIC_BASE_URL


def _put(client, task, body, capture):
    with capture(execute=True):
        response = client.put(f"/api/tasks/{task.pk}", body, format="json")
    assert response.status_code == 200, response.content
    return response


# --- assignment ---------------------------------------------------------------------------------------


def test_handing_a_task_to_another_person_mails_the_new_one_only(
    admin_client, make_task, employee_user, colleague, mailoutbox, django_capture_on_commit_callbacks, base_url
):
    task = make_task(assignee=employee_user, priority="urgent")

    _put(admin_client, task, {"assignee": colleague.pk}, django_capture_on_commit_callbacks)

    [mail] = mailoutbox
    assert (mail.to, mail.subject) == (["kollegin@example.com"], "Neue Aufgabe für Sie: Tische streichen")
    assert mail.body == (
        "Guten Tag,\n\nIhnen wurde eine Aufgabe im Projekt „Umbau Schanigarten“ zugewiesen:\n\n"
        "Aufgabe: Tische streichen\nPriorität: Dringend\nFällig am: –\n\n"
        f"Zur Aufgabe: https://wirtshaus.example/backend#/tasks/{task.pk}\n"
    )


def test_taking_the_assignee_away_or_changing_other_fields_mails_nobody(
    admin_client, make_task, employee_user, mailoutbox, django_capture_on_commit_callbacks
):
    task = make_task(assignee=employee_user)

    _put(admin_client, task, {"priority": "high", "dueDate": "2026-12-24"}, django_capture_on_commit_callbacks)
    _put(admin_client, task, {"assignee": None}, django_capture_on_commit_callbacks)

    assert mailoutbox == []
    assert OutboxMessage.objects.count() == 0


def test_an_administrator_who_takes_a_task_is_not_mailed_an_external_one_is(
    admin_client, admin_user, make_task, driver, mailoutbox, django_capture_on_commit_callbacks
):
    task = make_task()

    _put(admin_client, task, {"assignee": admin_user.pk}, django_capture_on_commit_callbacks)
    assert mailoutbox == []
    _put(admin_client, task, {"assignee": None, "externalAssignee": driver.pk}, django_capture_on_commit_callbacks)

    assert [mail.to for mail in mailoutbox] == [["fritz@example.com"]]


def test_the_assignment_mail_of_a_task_deleted_or_unassigned_meanwhile_is_not_sent(
    make_task, employee_user, mailoutbox
):
    gone = make_task(assignee=employee_user)
    gone_id = gone.pk
    gone.delete()
    unassigned = make_task()

    send_assignment_mail(gone_id)
    send_assignment_mail(unassigned.pk)

    assert mailoutbox == []


# --- comments -----------------------------------------------------------------------------------------


def test_each_recipient_hears_once_the_external_assignee_first(make_task, admin_user, employee_user, colleague, driver):
    # the creator also commented twice; the colleague commented; the driver is the assignee
    task = make_task(external_assignee=driver, created_by=admin_user)
    for author in (admin_user, colleague, admin_user, None):
        TaskComment.objects.create(task=task, author=author, body="…")

    assert comment_recipients(task, employee_user) == [
        ("external", driver.pk),
        ("user", admin_user.pk),
        ("user", colleague.pk),
    ]
    assert comment_recipients(task, admin_user) == [("external", driver.pk), ("user", colleague.pk)]


def test_a_staff_assignee_comes_before_the_creator_and_is_not_mailed_for_their_own_comment(
    make_task, admin_user, employee_user
):
    task = make_task(assignee=employee_user, created_by=admin_user)

    assert comment_recipients(task, admin_user) == [("user", employee_user.pk)]
    assert comment_recipients(task, employee_user) == [("user", admin_user.pk)]
    assert comment_recipients(make_task(assignee=admin_user, created_by=admin_user), admin_user) == []


def test_a_comment_on_a_task_nobody_else_follows_stores_no_outbox_message(
    admin_client, make_task, mailoutbox, django_capture_on_commit_callbacks
):
    task = make_task()

    with django_capture_on_commit_callbacks(execute=True):
        response = admin_client.post(f"/api/tasks/{task.pk}/comments", {"body": "Notiz für mich."}, format="json")

    assert response.status_code == 201
    assert (OutboxMessage.objects.count(), mailoutbox) == (0, [])


def test_a_comment_is_audited_with_its_task_and_text(admin_client, make_task):
    from audit.models import LogEntry

    task = make_task()

    comment_id = admin_client.post(f"/api/tasks/{task.pk}/comments", {"body": "Erledigt?"}, format="json").json()[
        "data"
    ]["id"]

    entry = LogEntry.objects.get(entity="taskcomment")
    assert (entry.action, entry.entity_id, entry.entity_label, entry.user_label) == (
        "create",
        str(comment_id),
        "Erledigt?",
        "admin@example.com",
    )
    assert entry.changes == {"body": {"old": None, "new": "Erledigt?"}, "task": {"old": None, "new": task.pk}}


def test_a_comment_mail_to_an_external_assignee_and_of_a_removed_author(make_task, driver, mailoutbox, base_url):
    task = make_task(external_assignee=driver)
    comment = TaskComment.objects.create(task=task, author=None, body="Tor ist offen.")

    send_comment_mail(comment.pk, "external", driver.pk)

    [mail] = mailoutbox
    assert (mail.to, mail.subject) == (["fritz@example.com"], "Neuer Kommentar zur Aufgabe: Tische streichen")
    assert (
        mail.body.splitlines()[2]
        == "Jemand hat die Aufgabe „Tische streichen“ im Projekt „Umbau Schanigarten“ kommentiert:"
    )
    assert comment_text(comment, base_url) == mail.body


def test_a_comment_mail_whose_comment_or_person_is_gone_is_not_sent(make_task, employee_user, driver, mailoutbox):
    task = make_task()
    comment = TaskComment.objects.create(task=task, author=employee_user, body="x")

    send_comment_mail(comment.pk + 1, "user", employee_user.pk)
    send_comment_mail(comment.pk, "user", 987654)
    # an id of a staff user is not an external user's
    send_comment_mail(comment.pk, "external", employee_user.pk + driver.pk + 1000)

    assert mailoutbox == []
    assert Task.objects.get().comments.count() == 1
