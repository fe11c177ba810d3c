import factory
from factory.django import DjangoModelFactory

from accounts.tests.factories import AdminFactory
from audit.models import Action, LogEntry


class LogEntryFactory(DjangoModelFactory):
    class Meta:
        model = LogEntry

    user = factory.SubFactory(AdminFactory)
    user_label = factory.LazyAttribute(lambda entry: entry.user.email if entry.user else "")
    action = Action.UPDATE
    entity = "division"
    entity_id = "1"
    entity_label = "Organisation"
    changes = factory.LazyFunction(lambda: {"name": {"old": "A", "new": "B"}})
