"""The e-mails of tasks (sent by the task queue after commit): to the person a task is assigned to, and of a
new comment to the task's assignee and watchers."""

from celery import shared_task
from django.core.mail import send_mail

from accounts.models import User
from core.public_url import public_base_url
from crm.models import ExternalUser

from . import messages
from .models import Task, TaskComment


def assignment_text(task: Task, base_url: str) -> str:
    lines = [
        "Guten Tag,",
        "",
        f"Ihnen wurde eine Aufgabe im Projekt „{task.project.name}“ zugewiesen:",
        "",
        f"Aufgabe: {task.title}",
        f"Priorität: {task.get_priority_display()}",
        f"Fällig am: {task.due_date:%d.%m.%Y}" if task.due_date else "Fällig am: –",
        "",
        f"Zur Aufgabe: {base_url}/backend#/tasks/{task.pk}",
    ]
    return "\n".join(lines) + "\n"


@shared_task
def send_assignment_mail(task_id: int) -> None:
    task = Task.objects.select_related("project", "assignee", "external_assignee").filter(pk=task_id).first()
    if task is None:
        return
    person = task.assignee or task.external_assignee
    if person is None or not person.email:
        return
    subject = messages.MAIL_SUBJECT.format(title=task.title)
    send_mail(subject, assignment_text(task, public_base_url()), None, [person.email])


def comment_text(comment: TaskComment, base_url: str) -> str:
    task = comment.task
    author = comment.author.full_name if comment.author else "Jemand"
    lines = [
        "Guten Tag,",
        "",
        f"{author} hat die Aufgabe „{task.title}“ im Projekt „{task.project.name}“ kommentiert:",
        "",
        *comment.body.splitlines(),
        "",
        f"Zur Aufgabe: {base_url}/backend#/tasks/{task.pk}",
    ]
    return "\n".join(lines) + "\n"


@shared_task
def send_comment_mail(comment_id: int, kind: str, person_id: int) -> None:
    """The mail of one comment to one recipient: kind 'user' (staff) or 'external' (an external user)."""
    comment = TaskComment.objects.select_related("task__project", "author").filter(pk=comment_id).first()
    model = User if kind == "user" else ExternalUser
    person = model.objects.filter(pk=person_id).first()
    if comment is None or person is None or not person.email:
        return
    subject = messages.COMMENT_SUBJECT.format(title=comment.task.title)
    send_mail(subject, comment_text(comment, public_base_url()), None, [person.email])
