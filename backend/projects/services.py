"""Changes of projects and tasks: each in one transaction with its audit entry; the assignee gets an e-mail
after commit (task queue) when a task is assigned to someone else than the person who assigns it.

The person who changes a task has seen the change: their view is logged with it, so their own edit never
marks the task unread for them (for everyone else it does).
"""

from django.db import transaction
from django.utils import timezone

from audit.models import Action
from audit.services import audited_create, audited_delete, audited_update, record_change
from core.tasks import enqueue

from .models import Task, TaskComment, TaskView
from .notifications import send_assignment_mail


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
    """`save(**extra)` stores the validated task (a serializer's save)."""
    with transaction.atomic():
        task = audited_create(actor, lambda: save(created_by=actor))
        log_view(task, actor)
        _notify_if_assigned(task, (None, None), actor)
    return task


def update_task(actor, task: Task, save) -> Task:
    before = _assignee_key(task)
    with transaction.atomic():
        audited_update(actor, task, save)
        log_view(task, actor)
        _notify_if_assigned(task, before, actor)
    return task


def delete_task(actor, task: Task) -> None:
    audited_delete(actor, task)


def add_comment(actor, task: Task, body: str) -> TaskComment:
    with transaction.atomic():
        comment = TaskComment.objects.create(task=task, author=actor, body=body)
        record_change(actor, Action.CREATE, comment, before={}, after={"task": task.pk, "body": body})
        # a new comment is a change of the task: unread for the others
        Task.objects.filter(pk=task.pk).update(updated_at=timezone.now())
        log_view(task, actor)
    return comment
