import datetime

import factory
from django.contrib.auth.hashers import make_password
from factory.django import DjangoModelFactory

from accounts.tests.factories import EmployeeFactory
from timetracking.models import Person, Terminal, WorkingActivity, WorkingSchedule

PIN = "4711"


class PersonFactory(DjangoModelFactory):
    """A person with the PIN 4711 (a user of the test's branches: pass user=...)."""

    class Meta:
        model = Person

    user = factory.SubFactory(EmployeeFactory)
    username = factory.Sequence(lambda n: f"person{n:03d}")
    pin = factory.LazyFunction(lambda: make_password(PIN))
    tracking_since = datetime.date(2026, 1, 1)


class TerminalFactory(DjangoModelFactory):
    class Meta:
        model = Terminal

    name = factory.Sequence(lambda n: f"Tablet {n:03d}")
    api_key = factory.Sequence(lambda n: f"terminal-key-{n:03d}")


class ActivityFactory(DjangoModelFactory):
    class Meta:
        model = WorkingActivity


class ScheduleFactory(DjangoModelFactory):
    class Meta:
        model = WorkingSchedule
