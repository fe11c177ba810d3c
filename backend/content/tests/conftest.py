import datetime

import pytest
from django.core.mail.backends import locmem
from django.db import connection
from django.utils import timezone

from cms.models import Node, NodeType
from core.sms import LocmemSmsProvider
from organisation.models import Config

NOW = datetime.datetime(2026, 11, 25, 11, 15, tzinfo=datetime.UTC)

CONTACT = {
    "name": "Kontakt",
    "is_in_footer": True,
    "fields": [
        {"type": "text", "field_id": "name", "label": "Name", "is_required": True},
        {"type": "email", "field_id": "email", "label": "E-Mail", "is_required": True},
        {"type": "textarea", "field_id": "message", "label": "Nachricht", "is_required": True},
        {
            "type": "select",
            "field_id": "topic",
            "label": "Thema",
            "options": [{"value": "Catering"}, {"value": "Tisch"}],
        },
        {
            "type": "boolean",
            "field_id": "privacy",
            "label": "Ich stimme der Datenschutzerklärung zu.",
            "is_required": True,
        },
        {"type": "boolean", "field_id": "newsletter", "label": "Ich möchte den Newsletter erhalten."},
    ],
    "actions": [
        {"type": "sendMail", "recipient": "office@example.com", "subject": "Kontaktanfrage"},
        {"type": "sendSms", "recipient": "+436641234567", "message": "Neue Kontaktanfrage"},
        {"type": "newsletter", "opt_in_field": "newsletter"},
        {"type": "trackGoogleTagConversion", "conversion_id": "AW-1/abc", "value": 5},
    ],
    "thank_you": "<p>Danke!</p>",
}

FILLED = {
    "name": "Anna Muster",
    "email": "anna@example.com",
    "message": "Haben Sie am Samstag einen Tisch für 6?",
    "topic": "Tisch",
    "privacy": True,
    "newsletter": True,
}


@pytest.fixture(autouse=True)
def clock(monkeypatch):
    class Clock:
        now = NOW

    monkeypatch.setattr(timezone, "now", lambda: Clock.now)
    return Clock


@pytest.fixture(autouse=True)
def sms(settings):
    settings.SMS_PROVIDER = "core.sms.LocmemSmsProvider"
    LocmemSmsProvider.outbox.clear()
    return LocmemSmsProvider.outbox


@pytest.fixture
def sms_enabled(db):
    config = Config.load()
    config.enable_plugin_sms = True
    config.save()


@pytest.fixture
def form(db):
    return Node.objects.create(type=NodeType.FORM, identifier="kontakt", is_public=True, content=CONTACT)


@pytest.fixture
def signature(db):
    return Node.objects.create(
        type=NodeType.SIGNATURE,
        identifier="signatur",
        is_public=True,
        content={"name": "Wirtshaus Team", "email": "office@example.com", "phone": "+43 1 2345678"},
    )


class BrokenMailBackend:
    def __init__(self, *args, **kwargs):
        pass

    def send_messages(self, messages):
        raise ConnectionRefusedError("Verbindung zum Mailserver abgelehnt")


def messages(response) -> list[tuple[str | None, str]]:
    return [(error.get("field"), error["message"]) for error in response.json()["errors"]]


class TransactionWatchingMailBackend(locmem.EmailBackend):
    """Delivers like locmem and records whether a database transaction was open while sending."""

    in_transaction: list[bool] = []

    def send_messages(self, messages):
        TransactionWatchingMailBackend.in_transaction.append(connection.in_atomic_block)
        return super().send_messages(messages)
