import datetime

import factory
from django.contrib.auth.hashers import make_password
from factory.django import DjangoModelFactory

from accounts.tests.factories import EmployeeFactory
from devices.models import Device, DeviceKind, secret_hash
from timetracking.models import Person, WorkingActivity, WorkingSchedule

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
    """A clock-in terminal: a device of kind terminal whose secret is `api_key` (kept on the instance for the tests'
    addresses /api/time-tracking/<branch>/<api_key>/…)."""

    class Meta:
        model = Device

    name = factory.Sequence(lambda n: f"Tablet {n:03d}")
    identifier = factory.Sequence(lambda n: f"terminal-{n:03d}")
    kind = DeviceKind.TERMINAL
    api_key = factory.Sequence(lambda n: f"terminal-key-{n:03d}")

    @classmethod
    def _create(cls, model_class, *args, api_key, **kwargs):
        terminal = super()._create(model_class, *args, secret_hash=secret_hash(api_key), **kwargs)
        terminal.api_key = api_key
        return terminal


class ActivityFactory(DjangoModelFactory):
    class Meta:
        model = WorkingActivity


class ScheduleFactory(DjangoModelFactory):
    class Meta:
        model = WorkingSchedule
