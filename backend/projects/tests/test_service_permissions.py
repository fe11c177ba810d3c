"""The task services check the actor themselves (issue 24), as the API does: staff create, change and comment on
the tasks they reach (their branches' projects, the projects they are a member of, the tasks assigned to them),
a task moves only between projects they reach, only administrators delete. A script cannot bypass that."""

import pytest
from django.core.exceptions import PermissionDenied
from django.http import Http404

from audit.models import LogEntry
from core.models import OutboxMessage

from .. import services
from ..models import Task, TaskComment, TaskView


def _rows():
    return (
        list(Task.objects.order_by("pk").values("pk", "project", "title", "assignee", "created_by")),
        TaskComment.objects.count(),
        TaskView.objects.count(),
        LogEntry.objects.count(),
        OutboxMessage.objects.count(),
    )


def _create(project, **fields):
    return lambda **extra: Task.objects.create(project=project, title="Neu", **fields, **extra)


def _change(task, **fields):
    def save():
        for name, value in fields.items():
            setattr(task, name, value)
        task.save()

    return save


@pytest.fixture
def graz_task(graz_project):
    return Task.objects.create(project=graz_project, title="Schilder montieren")


CHANGES = {
    "create_task": lambda actor, task: services.create_task(actor, _create(task.project)),
    "update_task": lambda actor, task: services.update_task(actor, task, _change(task, title="Anders")),
    "delete_task": lambda actor, task: services.delete_task(actor, task),
    "add_comment": lambda actor, task: services.add_comment(actor, task, "Erledigt?"),
}


@pytest.mark.parametrize("actor", ["roleless_user", None])
@pytest.mark.parametrize("name", CHANGES)
def test_someone_who_is_not_staff_is_refused(request, name, actor, make_task):
    # given
    user = request.getfixturevalue(actor) if actor else None
    task = make_task()
    before = _rows()

    # when / then
    with pytest.raises(PermissionDenied):
        CHANGES[name](user, task)
    assert _rows() == before


@pytest.mark.django_db
def test_only_an_administrator_deletes_a_task(employee_user, make_task):
    # given: the employee is a member of the task's project
    task = make_task()
    before = _rows()

    # when / then
    with pytest.raises(PermissionDenied):
        services.delete_task(employee_user, task)
    assert _rows() == before


@pytest.mark.parametrize("name", ["create_task", "update_task", "add_comment"])
def test_a_task_of_a_project_out_of_reach_is_not_found(name, employee_user, graz_task):
    # given
    before = _rows()

    # when / then
    with pytest.raises(Http404):
        CHANGES[name](employee_user, graz_task)
    assert _rows() == before


def test_a_task_moves_only_between_projects_in_reach(employee_user, make_task, graz_project, graz_task, project):
    # given: one of the employee's tasks, and one of Graz assigned to them
    own = make_task()
    graz_task.assignee = employee_user
    graz_task.save()
    before = _rows()

    # when / then
    with pytest.raises(Http404):
        services.update_task(employee_user, own, _change(own, project=graz_project))
    with pytest.raises(Http404):
        services.update_task(employee_user, graz_task, _change(graz_task, project=project))
    assert _rows() == before


def test_staff_work_on_the_tasks_they_reach(admin_user, employee_user, make_task, graz_task, project):
    # given: a task of Graz assigned to the employee
    graz_task.assignee = employee_user
    graz_task.save()

    # when
    created = services.create_task(employee_user, _create(project))
    services.update_task(employee_user, created, _change(created, title="Tische lackieren"))
    services.update_task(employee_user, graz_task, _change(graz_task, title="Schilder prüfen"))
    comment = services.add_comment(employee_user, graz_task, "Mache ich morgen.")

    # then
    assert list(Task.objects.order_by("pk").values_list("title", "created_by")) == [
        ("Schilder prüfen", None),
        ("Tische lackieren", employee_user.pk),
    ]
    assert (comment.task, comment.author) == (graz_task, employee_user)

    # when
    services.delete_task(admin_user, graz_task)

    # then
    assert list(Task.objects.values_list("title", flat=True)) == ["Tische lackieren"]
