"""Projects' part of the demo business (devtools load_demo): two projects at Mariahilf with a few tasks for
Anna (Administratorin), Max (Mitarbeiter) and Petra (externe Lieferantin); Max has read one of his tasks."""

import datetime

from django.utils import timezone

from accounts.models import User
from crm.models import ExternalUser
from organisation.models import Branch

from .models import Project, ProjectStatus, Task, TaskPriority, TaskStatus, TaskView


def load(branches: dict[str, Branch]) -> None:
    mariahilf = branches["wien-mariahilf"]
    anna = User.objects.get(email="admin@example.com")
    max_ = User.objects.get(email="mitarbeiter@example.com")
    petra = ExternalUser.objects.get(email="petra.lieferant@example.com")
    today = timezone.localdate()

    def days(n: int) -> datetime.date:
        return today + datetime.timedelta(days=n)

    garden = Project.objects.create(
        name="Umbau Schanigarten",
        description="Neue Möbel, Beleuchtung und Pflanzen für den Gastgarten bis zum Frühling.",
        status=ProjectStatus.ACTIVE,
        branch=mariahilf,
        start_date=days(-14),
        end_date=days(90),
    )
    garden.members.set([anna, max_])
    garden.external_members.set([petra])
    christmas = Project.objects.create(
        name="Weihnachtsmenü",
        description="Menü, Karten und Weinbegleitung für die Feiertage.",
        status=ProjectStatus.PLANNED,
        branch=mariahilf,
        start_date=days(1),
        end_date=days(30),
    )
    christmas.members.set([anna, max_])

    def task(project, title, assignee=None, external=None, **fields):
        return Task.objects.create(
            project=project, title=title, assignee=assignee, external_assignee=external, created_by=anna, **fields
        )

    umbrellas = task(
        garden,
        "Angebote für Sonnenschirme einholen",
        max_,
        description="<p>Mindestens <strong>drei Angebote</strong>, Farbe passend zu den Tischen.</p>",
        status=TaskStatus.IN_PROGRESS,
        priority=TaskPriority.HIGH,
        due_date=days(7),
    )
    task(garden, "Pflanzkübel liefern", external=petra, due_date=days(14), description="<p>Sechs große Kübel.</p>")
    task(garden, "Beleuchtung planen", anna, status=TaskStatus.REVIEW, due_date=days(21))
    task(garden, "Bodenbelag auswählen", max_, status=TaskStatus.DONE, priority=TaskPriority.LOW, due_date=days(-3))
    task(christmas, "Menükarten drucken", max_, priority=TaskPriority.URGENT, due_date=days(3))
    task(christmas, "Weinbegleitung festlegen", anna, due_date=days(10))
    umbrellas.comments.create(author=anna, body="Bitte auch nach Miete statt Kauf fragen.")
    TaskView.objects.create(task=umbrellas, user=max_, viewed_at=timezone.now())
    TaskView.objects.create(task=umbrellas, user=anna, viewed_at=timezone.now())
