"""The e-mail to the person a task is assigned to (sent by the task queue after commit)."""

from celery import shared_task
from django.core.mail import send_mail

from core.public_url import public_base_url

from . import messages
from .models import Task


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
