"""Every text of the framework a person can read is German in the polite form ('Sie'), naming no internals."""

import json
import re

import pytest
from django.utils import translation
from rest_framework import fields, relations, serializers

from organisation.models import Department, Table
from organisation.tests.factories import DepartmentFactory, TableFactory

INFORMAL = re.compile(r"\b(Nutze|Benutze|Gib|Stelle sicher|Lade|Wähle|Überprüfe|du|dich|dir|dein\w*)\b")


def field_classes(base=fields.Field):
    for subclass in base.__subclasses__():
        yield subclass
        yield from field_classes(subclass)


def messages_of(field_class) -> dict:
    """The messages a field of this class starts with (Field.__init__ merges them along the MRO)."""
    merged = {}
    for cls in reversed(field_class.__mro__):
        merged.update(getattr(cls, "default_error_messages", {}))
    return merged


def test_no_framework_field_message_says_du():
    # given: every field class DRF has (serializers and relations imported, so all are subclasses)
    assert serializers and relations
    with translation.override("de"):
        # when
        texts = {
            f"{field_class.__name__}.{key}": str(text)
            for field_class in set(field_classes())
            for key, text in messages_of(field_class).items()
        }

    # then
    assert {name: text for name, text in texts.items() if INFORMAL.search(text)} == {}
    assert texts["DateTimeField.invalid"].startswith("Datum und Uhrzeit haben das falsche Format. Bitte verwenden Sie")


def test_an_appointment_in_a_wrong_format_is_answered_politely(anon_client, branch):
    # when
    body = json.dumps({"branch": branch.id, "items": [], "appointmentDate": "morgen"})
    response = anon_client.post("/api/orders", body, content_type="application/json")

    # then
    assert response.status_code == 400
    # (with the other refusals of the draft: the empty cart, the missing names and consents)
    [error] = [error for error in response.json()["errors"] if error.get("field") == "appointmentDate"]
    assert error["message"].startswith("Datum und Uhrzeit haben das falsche Format. Bitte verwenden Sie eines dieser")


@pytest.mark.parametrize(
    ("url", "factory", "model", "body", "message"),
    [
        (
            "/api/departments",
            lambda branch: DepartmentFactory(branch=branch, name="Küche"),
            Department,
            {"name": "Küche"},
            "Eine Abteilung mit diesem Namen gibt es in dieser Filiale bereits.",
        ),
        (
            "/api/tables",
            lambda branch: TableFactory(branch=branch, identifier="7"),
            Table,
            {"identifier": "7"},
            "Einen Tisch mit dieser Tischnummer gibt es in dieser Filiale bereits.",
        ),
    ],
)
def test_a_duplicate_is_named_in_the_domains_words(admin_client, branch, url, factory, model, body, message):
    # given
    factory(branch)

    # when
    response = admin_client.post(url, json.dumps({"branch": branch.id, **body}), content_type="application/json")

    # then
    assert response.status_code == 400
    assert response.json() == {"errors": [{"message": message, "code": "unique"}]}
    assert model.objects.count() == 1
