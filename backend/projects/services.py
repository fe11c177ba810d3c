"""Changes of projects and tasks: each in one transaction with its audit entry; the assignee gets an e-mail
after commit (task queue) when a task is assigned to someone else than the person who assigns it. A new
comment is mailed to the task's assignee and watchers (the task's creator and everyone who commented on it
before), never to its author.

The person who changes a task has seen the change: their view is logged with it, so their own edit never
marks the task unread for them (for everyone else it does).

Each change checks the actor itself, as the API does (selectors' reach): staff create, change and comment on the
tasks they reach (a project of their branches or one they are a member of, or a task assigned to them), a task
moves only between projects they reach, and only administrators delete. Out of reach: Http404.
"""

from django.db import transaction
from django.http import Http404
from django.utils import timezone

from audit.models import Action
from audit.services import audited_create, audited_delete, audited_update, record_change
from core.permissions import require_admin, require_staff
from core.tasks import enqueue, enqueue_all

from .models import Task, TaskComment, TaskView
from .notifications import send_assignment_mail, send_comment_mail
from .selectors import projects_for, task_ids_for


def check_project_reach(actor, project_id: int) -> None:
    """Staff reaching the project (by its branch or as a member)."""
    require_staff(actor)
    if not projects_for(actor).filter(pk=project_id).exists():
        raise Http404


def check_task_reach(actor, task: Task) -> None:
    """Staff reaching the task (by its project, or as its assignee)."""
    require_staff(actor)
    if not Task.objects.filter(pk=task.pk, pk__in=task_ids_for(actor)).exists():
        raise Http404


def _assignee_key(task: Task) -> tuple:
    return (task.assignee_id, task.external_assignee_id)


def _notify_if_assigned(task: Task, before: tuple, actor) -> None:
    if _assignee_key(task) == before or _assignee_key(task) == (None, None):
        return
    if task.assignee_id is not None and task.assignee_id == getattr(actor, "pk", None):
        return
    enqueue(send_assignment_mail, task.pk)


def log_view(task: Task, user) -> TaskView:
    view, _ = TaskView.objects.update_or_create(task=task, user=user, defaults={"viewed_at": timezone.now()})
    return view


def forget_view(task: Task, user) -> None:
    TaskView.objects.filter(task=task, user=user).delete()


def create_task(actor, save) -> Task:
    """`save(**extra)` stores the validated task (a serializer's save); a project out of reach undoes it."""
    require_staff(actor)
    with transaction.atomic():
        task = audited_create(actor, lambda: save(created_by=actor))
        check_project_reach(actor, task.project_id)
        log_view(task, actor)
        _notify_if_assigned(task, (None, None), actor)
    return task


def update_task(actor, task: Task, save) -> Task:
    """A task moved to another project needs both projects in reach (the save is undone otherwise)."""
    check_task_reach(actor, task)
    before = _assignee_key(task)
    project_before = task.project_id
    with transaction.atomic():
        audited_update(actor, task, save)
        if task.project_id != project_before:
            check_project_reach(actor, project_before)
            check_project_reach(actor, task.project_id)
        log_view(task, actor)
        _notify_if_assigned(task, before, actor)
    return task


def delete_task(actor, task: Task) -> None:
    require_admin(actor)
    audited_delete(actor, task)


def comment_recipients(task: Task, author) -> list[tuple[str, int]]:
    """Who hears of a new comment: the assignee (staff or external) and the watchers (the task's creator,
    the earlier comments' authors), each once, in that order, without the comment's author."""
    author_id = getattr(author, "pk", None)
    users = [task.assignee_id, task.created_by_id]
    users += list(
        TaskComment.objects.filter(task=task, author__isnull=False).order_by("id").values_list("author_id", flat=True)
    )
    recipients: list[tuple[str, int]] = []
    if task.external_assignee_id is not None:
        recipients.append(("external", task.external_assignee_id))
    for user_id in users:
        if user_id is not None and user_id != author_id and ("user", user_id) not in recipients:
            recipients.append(("user", user_id))
    return recipients


def add_comment(actor, task: Task, body: str) -> TaskComment:
    check_task_reach(actor, task)
    with transaction.atomic():
        recipients = comment_recipients(task, actor)
        comment = TaskComment.objects.create(task=task, author=actor, body=body)
        record_change(actor, Action.CREATE, comment, before={}, after={"task": task.pk, "body": body})
        # a new comment is a change of the task: unread for the others
        Task.objects.filter(pk=task.pk).update(updated_at=timezone.now())
        log_view(task, actor)
        # one outbox message per recipient, stored with the comment: a mail is retried on its own
        enqueue_all([(send_comment_mail, (comment.pk, kind, person_id), {}) for kind, person_id in recipients])
    return comment
