"""POST /api/consents: recording a visitor's decision, and what is refused."""

import datetime
import uuid

from consent.models import ConsentRecord, DailySalt
from consent.services import client_hash

from .support import CONSENT_ID, NOW, decision, messages

# --- recording decisions ------------------------------------------------------------------------------


def test_a_custom_decision_is_recorded_with_a_daily_client_hash(anon_client, stored):
    response = anon_client.post(
        "/api/consents", decision(stored.version), format="json", REMOTE_ADDR="203.0.113.7", HTTP_USER_AGENT="Test"
    )
    assert response.status_code == 201
    assert response.json()["data"] == {
        "consentId": CONSENT_ID,
        "version": stored.version,
        "decision": "custom",
        "recordedAt": "2026-11-25T11:15:00Z",
    }
    record = ConsentRecord.objects.get()
    assert record.consent_id == uuid.UUID(CONSENT_ID)
    assert record.recorded_at == NOW
    assert record.intents == {"required": True, "functional": False, "analytics": True, "marketing": False}
    assert record.services == {"bestellwerk": True, "statistik": True, "google-tag": False, "meta-pixel": False}
    assert len(record.client_hash) == 32
    assert "203.0.113.7" not in record.client_hash
    assert record.client_hash == client_hash("203.0.113.7", "Test")
    assert record.client_hash != client_hash("203.0.113.8", "Test")


def test_the_client_hash_changes_with_the_day_and_the_old_salt_is_deleted(db, clock):
    first = client_hash("203.0.113.7", "Test")
    assert client_hash("203.0.113.7", "Test") == first
    clock.now = NOW + datetime.timedelta(days=1)
    assert client_hash("203.0.113.7", "Test") != first
    assert list(DailySalt.objects.values_list("day", flat=True)) == [datetime.date(2026, 11, 26)]


def test_all_and_required_only_are_recorded_with_every_intent_or_none(anon_client, stored):
    everything = decision(
        stored.version,
        "all",
        intents={"required": True, "functional": True, "analytics": True, "marketing": True},
        services={"bestellwerk": True, "statistik": True, "google-tag": True, "meta-pixel": True},
    )
    assert anon_client.post("/api/consents", everything, format="json").status_code == 201
    only_required = decision(
        stored.version,
        "required",
        intents={"required": True, "functional": False, "analytics": False, "marketing": False},
        services={"bestellwerk": True, "statistik": False, "google-tag": False, "meta-pixel": False},
    )
    assert anon_client.post("/api/consents", only_required, format="json").status_code == 201
    assert list(ConsentRecord.objects.order_by("id").values_list("decision", flat=True)) == ["all", "required"]


def test_missing_services_are_recorded_as_switched_off_and_required_ones_on(anon_client, stored):
    body = decision(
        stored.version,
        intents={"required": True, "functional": False, "analytics": False, "marketing": True},
        services={"meta-pixel": True},
    )
    assert anon_client.post("/api/consents", body, format="json").status_code == 201
    assert ConsentRecord.objects.get().services == {
        "bestellwerk": True,
        "statistik": False,
        "google-tag": False,
        "meta-pixel": True,
    }


def test_an_outdated_version_is_a_conflict(anon_client, stored):
    response = anon_client.post("/api/consents", decision("a" * 64), format="json")
    assert response.status_code == 409
    assert messages(response) == [
        (
            None,
            "Die Datenschutzeinstellungen wurden inzwischen geändert. Bitte laden Sie die Seite neu und treffen "
            "Sie Ihre Auswahl erneut.",
        )
    ]
    assert ConsentRecord.objects.count() == 0


def test_every_bad_field_is_reported_at_once_in_german(anon_client, stored):
    body = {
        "consentId": "keine-uuid",
        "version": "v" * 65,
        "decision": "vielleicht",
        "intents": {"werbung": True},
        "services": ["google-tag"],
        "extra": 1,
    }
    response = anon_client.post("/api/consents", body, format="json")
    assert response.status_code == 400
    assert messages(response) == [("extra", "Unbekanntes Feld.")]
    del body["extra"]
    response = anon_client.post("/api/consents", body, format="json")
    assert response.status_code == 400
    fields = sorted(field for field, _ in messages(response))
    assert fields == ["consentId", "decision", "intents", "services", "version"]
    assert ("intents", "Unbekannter Zweck: „werbung“.") in messages(response)
    assert ("services", "Bitte senden Sie ein Objekt mit true/false-Werten.") in messages(response)


def test_unknown_services_and_switched_off_required_services_are_refused(anon_client, stored):
    response = anon_client.post(
        "/api/consents", decision(stored.version, services={"bestellwerk": True, "tiktok": True}), format="json"
    )
    assert response.status_code == 400
    assert messages(response) == [("services", "Unbekannter Dienst: „tiktok“.")]
    response = anon_client.post(
        "/api/consents", decision(stored.version, services={"bestellwerk": False, "statistik": True}), format="json"
    )
    assert messages(response) == [("services", "Notwendige Dienste können nicht abgelehnt werden: bestellwerk.")]
    response = anon_client.post("/api/consents", decision(stored.version, services={"statistik": "ja"}), format="json")
    assert messages(response) == [("services", "Der Wert für „statistik“ muss true oder false sein.")]
    assert ConsentRecord.objects.count() == 0


def test_a_choice_contradicting_the_decision_or_the_intents_is_refused(anon_client, stored):
    response = anon_client.post("/api/consents", decision(stored.version, "all"), format="json")
    assert messages(response) == [("services", "Die Auswahl der Dienste passt nicht zur Entscheidung.")]
    wrong_intents = decision(
        stored.version, intents={"required": True, "functional": False, "analytics": False, "marketing": True}
    )
    response = anon_client.post("/api/consents", wrong_intents, format="json")
    assert messages(response) == [("intents", "Die Zwecke passen nicht zur Auswahl der Dienste.")]


def test_control_characters_are_refused(anon_client, stored):
    body = decision(stored.version, services={"statistik\u0007": True})
    response = anon_client.post("/api/consents", body, format="json")
    assert response.status_code == 400
    assert ConsentRecord.objects.count() == 0


def test_decisions_are_rate_limited_per_address_with_a_german_429(anon_client, stored, settings, clock):
    settings.CONSENT_LIMIT_PER_MINUTE = 2
    clock.now = NOW + datetime.timedelta(seconds=15)
    body = decision(stored.version)
    for _ in range(2):
        assert anon_client.post("/api/consents", body, format="json", REMOTE_ADDR="198.51.100.1").status_code == 201
    response = anon_client.post("/api/consents", body, format="json", REMOTE_ADDR="198.51.100.1")
    assert response.status_code == 429
    assert response["Retry-After"] == "45"
    assert messages(response) == [
        (
            None,
            "Von Ihrem Anschluss wurden zu viele Einwilligungen gesendet. Bitte versuchen Sie es in 1 Minute erneut.",
        )
    ]
    assert anon_client.post("/api/consents", body, format="json", REMOTE_ADDR="198.51.100.2").status_code == 201
    assert ConsentRecord.objects.count() == 3
