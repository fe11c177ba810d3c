import copy
import datetime
import hashlib
import importlib
import re
import uuid

import pytest
from django.apps import apps as django_apps
from django.utils import timezone

from audit.models import LogEntry
from consent.configuration import DEFAULT_CONFIGURATION, version_of
from consent.models import ConsentKey, ConsentRecord, ConsentVersion, DailySalt
from consent.services import client_hash

NOW = datetime.datetime(2026, 11, 25, 11, 15, tzinfo=datetime.UTC)
CONSENT_ID = "5b0e8f0a-6d8e-4a8a-9d8e-2b6c8f3e1a77"


@pytest.fixture(autouse=True)
def clock(monkeypatch):
    class Clock:
        now = NOW

    monkeypatch.setattr(timezone, "now", lambda: Clock.now)
    return Clock


@pytest.fixture
def stored(db):
    """The demo's default configuration stored as the first version."""
    from consent import demo

    demo.load()
    return ConsentVersion.objects.get()


def wire(configuration: dict) -> dict:
    """The configuration as the back office sends it (camelCase)."""
    from core.api.casing import camelize

    return camelize(copy.deepcopy(configuration))


def decision(version: str, kind: str = "custom", **overrides) -> dict:
    body = {
        "consentId": CONSENT_ID,
        "version": version,
        "decision": kind,
        "intents": {"required": True, "functional": False, "analytics": True, "marketing": False},
        "services": {"bestellwerk": True, "statistik": True, "google-tag": False, "meta-pixel": False},
    }
    body.update(overrides)
    return body


def messages(response) -> list[tuple[str | None, str]]:
    return [(error.get("field"), error["message"]) for error in response.json()["errors"]]


# --- version hash -------------------------------------------------------------------------------------


def test_the_version_is_the_sha256_of_the_canonical_json_and_ignores_key_order():
    assert version_of({"b": 1, "a": [1, "ä"]}) == version_of({"a": [1, "ä"], "b": 1})
    # sha256 of '{"a":[1,"ä"],"b":1}' in UTF-8
    assert version_of({"a": [1, "ä"], "b": 1}) == "3165841a30efc681584067d515c8afa0f8ec50b35659e2689372452319c0eee9"


def test_the_version_of_the_default_configuration_is_stable():
    import hashlib
    import json

    canonical = json.dumps(DEFAULT_CONFIGURATION, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    assert version_of(DEFAULT_CONFIGURATION) == hashlib.sha256(canonical.encode()).hexdigest()
    assert version_of(copy.deepcopy(DEFAULT_CONFIGURATION)) == version_of(DEFAULT_CONFIGURATION)
    changed = copy.deepcopy(DEFAULT_CONFIGURATION)
    changed["services"][0]["description"] += "."
    assert version_of(changed) != version_of(DEFAULT_CONFIGURATION)


# --- public configuration -----------------------------------------------------------------------------


def test_without_a_stored_version_the_public_configuration_is_the_default(anon_client, db):
    response = anon_client.get("/api/public/consent")
    assert response.status_code == 200
    data = response.json()["data"]
    assert data["version"] == version_of(DEFAULT_CONFIGURATION)
    assert data["createdAt"] is None
    assert [service["key"] for service in data["services"]] == ["bestellwerk", "statistik", "google-tag", "meta-pixel"]
    google = data["services"][2]
    assert google["intents"] == ["analytics", "marketing"]
    assert google["privacyPolicy"] == "https://policies.google.com/privacy"
    assert google["cookies"][0] == {
        "name": "_ga",
        "ttl": 730,
        "description": "Unterscheidet Besucher mit einer zufälligen Kennung.",
    }
    assert data["services"][0]["cookies"][2]["name"] == "bw_consent"
    assert data["services"][0]["cookies"][2]["ttl"] == 3650
    assert data["googleTagId"] == ""
    assert data["facebookPixelId"] == ""
    assert response["ETag"] == f'"{data["version"]}"'
    assert response["Cache-Control"] == "no-cache"
    assert ConsentVersion.objects.count() == 0


def test_the_tracking_cookies_of_the_demo_live_90_to_730_days():
    for service in DEFAULT_CONFIGURATION["services"]:
        if {"analytics", "marketing"} & set(service["intents"]):
            assert all(90 <= cookie["ttl"] <= 730 for cookie in service["cookies"])


def test_a_conditional_get_with_the_version_answers_304(anon_client, stored):
    etag = f'"{stored.version}"'
    response = anon_client.get("/api/public/consent", HTTP_IF_NONE_MATCH=etag)
    assert response.status_code == 304
    assert response["ETag"] == etag
    assert anon_client.get("/api/public/consent", HTTP_IF_NONE_MATCH='"anders"').status_code == 200


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


# --- a consent id belongs to the browser that recorded it first ---------------------------------------

ID_TAKEN = [
    (
        None,
        "Diese Einwilligungs-ID gehört zu einem anderen Browser. Ihre Auswahl kann unter dieser ID nicht "
        "gespeichert werden.",
    )
]


def test_the_first_decision_binds_the_id_to_the_browser_with_an_httponly_cookie(anon_client, stored):
    # when
    response = anon_client.post("/api/consents", decision(stored.version), format="json")

    # then: the browser keeps a secret only the server reads; the id keeps only its hash
    assert response.status_code == 201
    cookie = response.cookies["bw_consent_key"]
    secret = cookie.value
    assert re.fullmatch(r"[A-Za-z0-9_-]{43}", secret)
    assert (cookie["httponly"], cookie["path"], cookie["samesite"], cookie["max-age"]) == (
        True,
        "/api/consents",
        "Lax",
        3650 * 24 * 60 * 60,
    )
    key = ConsentKey.objects.get()
    assert (str(key.consent_id), key.key_hash) == (CONSENT_ID, hashlib.sha256(secret.encode()).hexdigest())
    assert secret not in key.key_hash


def test_another_browser_cannot_add_records_under_the_id(anon_client, make_client, stored):
    # given: the visitor's browser recorded a decision
    assert anon_client.post("/api/consents", decision(stored.version), format="json").status_code == 201
    key = ConsentKey.objects.values().get()
    everything = decision(
        stored.version,
        "all",
        intents={"required": True, "functional": True, "analytics": True, "marketing": True},
        services={"bestellwerk": True, "statistik": True, "google-tag": True, "meta-pixel": True},
    )

    # when: another browser, without the secret and with a made-up one, claims the visitor's marketing consent
    other = make_client()
    without = other.post("/api/consents", everything, format="json")
    other.cookies["bw_consent_key"] = "A" * 43
    guessed = other.post("/api/consents", everything, format="json")

    # then: refused in German, nothing stored, no cookie handed out
    assert (without.status_code, guessed.status_code) == (403, 403)
    assert messages(without) == messages(guessed) == ID_TAKEN
    assert without.json()["errors"][0]["code"] == "consent_id_taken"
    assert "bw_consent_key" not in without.cookies
    assert list(ConsentRecord.objects.values_list("decision", flat=True)) == ["custom"]
    assert ConsentKey.objects.values().get() == key

    # and the visitor's own browser still records under its id
    assert anon_client.post("/api/consents", everything, format="json").status_code == 201
    assert list(ConsentRecord.objects.order_by("id").values_list("decision", flat=True)) == ["custom", "all"]


def test_an_id_recorded_before_ids_were_bound_is_refused(anon_client, stored):
    # given: a record from before ids were bound, and the migration that binds such ids to no browser
    ConsentRecord.objects.create(
        recorded_at=NOW,
        consent_id=CONSENT_ID,
        version=stored.version,
        decision="required",
        intents={},
        services={},
        client_hash="0" * 32,
    )
    ConsentKey.objects.all().delete()
    migration = importlib.import_module("consent.migrations.0003_consent_key")
    migration.bind_recorded_ids_to_no_browser(django_apps, None)

    # when
    response = anon_client.post("/api/consents", decision(stored.version), format="json")

    # then
    assert response.status_code == 403
    assert messages(response) == ID_TAKEN
    assert ConsentRecord.objects.count() == 1
    assert list(ConsentKey.objects.values_list("consent_id", "key_hash")) == [(uuid.UUID(CONSENT_ID), "")]


def test_a_browser_binds_a_new_id_to_the_secret_it_has(anon_client, stored):
    # given
    first = anon_client.post("/api/consents", decision(stored.version), format="json")
    secret = first.cookies["bw_consent_key"].value

    # when: the storefront starts a new id (after a refused one)
    new_id = "0d6c3e2a-1b7f-4c55-9a8e-3f2b1c0d9e8f"
    second = anon_client.post("/api/consents", decision(stored.version, consentId=new_id), format="json")

    # then
    assert second.status_code == 201
    assert second.cookies["bw_consent_key"].value == secret
    assert set(ConsentKey.objects.values_list("key_hash", flat=True)) == {hashlib.sha256(secret.encode()).hexdigest()}
    assert ConsentKey.objects.count() == 2


def test_a_decision_is_recorded_in_five_queries(anon_client, stored, django_assert_num_queries):
    # given: the day's salt and the window's rate counter exist
    anon_client.post("/api/consents", decision(stored.version), format="json")
    body = decision(stored.version, consentId="0d6c3e2a-1b7f-4c55-9a8e-3f2b1c0d9e8f")

    # when / then: the rate counter, the version, the id's key (one upsert), the salt, the record
    with django_assert_num_queries(5):
        assert anon_client.post("/api/consents", body, format="json").status_code == 201


# --- staff: configuration, versions, records, summary -------------------------------------------------


def test_only_administrators_read_and_change_the_configuration(anon_client, employee_client, admin_client, stored):
    assert anon_client.get("/api/consent/configuration").status_code in (401, 403)
    assert employee_client.get("/api/consent/configuration").status_code == 403
    assert (
        employee_client.put("/api/consent/configuration", wire(DEFAULT_CONFIGURATION), format="json").status_code == 403
    )
    assert admin_client.get("/api/consent/configuration").json()["data"]["version"] == stored.version
    assert employee_client.get("/api/consent/versions").status_code == 200
    assert employee_client.get("/api/consent/records").status_code == 200
    assert employee_client.get("/api/consent/summary").status_code == 200
    assert anon_client.get("/api/consent/records").status_code in (401, 403)


def test_a_changed_configuration_is_a_new_version_and_an_unchanged_one_is_not(admin_client, admin_user, stored, clock):
    body = wire(DEFAULT_CONFIGURATION)
    response = admin_client.put("/api/consent/configuration", body, format="json")
    assert response.status_code == 200
    assert ConsentVersion.objects.count() == 1
    clock.now = NOW + datetime.timedelta(hours=1)
    body["googleTagId"] = "G-ABC123DEF4"
    body["facebookPixelId"] = "123456789012345"
    response = admin_client.put("/api/consent/configuration", body, format="json")
    data = response.json()["data"]
    expected = copy.deepcopy(DEFAULT_CONFIGURATION)
    expected["google_tag_id"] = "G-ABC123DEF4"
    expected["facebook_pixel_id"] = "123456789012345"
    assert data["version"] == version_of(expected)
    assert data["createdAt"] == "2026-11-25T12:15:00Z"
    assert ConsentVersion.objects.count() == 2
    assert LogEntry.objects.filter(entity="consentversion").count() == 1
    versions = admin_client.get("/api/consent/versions").json()["data"]
    assert [(row["version"], row["isCurrent"], row["servicesCount"]) for row in versions] == [
        (version_of(expected), True, 4),
        (stored.version, False, 4),
    ]
    assert versions[0]["createdBy"] == admin_user.email
    public = admin_client.get("/api/public/consent").json()["data"]
    assert public["version"] == version_of(expected)
    assert public["googleTagId"] == "G-ABC123DEF4"


def test_the_configuration_is_validated_field_by_field(admin_client, stored):
    body = wire(DEFAULT_CONFIGURATION)
    body["googleTagId"] = "UA-1"
    body["facebookPixelId"] = "abc"
    body["services"][1]["key"] = "Bestellwerk Statistik"
    body["services"][2]["cookies"][2]["ttl"] = 1
    body["services"][3]["key"] = "google-tag"
    body["services"][3]["intents"] = []
    body["services"][0]["privacyPolicy"] = "javascript:alert(1)"
    response = admin_client.put("/api/consent/configuration", body, format="json")
    assert response.status_code == 400
    assert sorted(messages(response)) == sorted(
        [
            ("googleTagId", "Bitte geben Sie eine gültige Google-Tag-ID ein (z. B. G-ABC123DEF4)."),
            ("facebookPixelId", "Bitte geben Sie eine gültige Meta-Pixel-ID ein (nur Ziffern, z. B. 123456789012345)."),
            ("services.0.privacyPolicy", "Bitte geben Sie eine Adresse ein, die mit https://, http:// oder / beginnt."),
            (
                "services.1.key",
                "Der Schlüssel darf nur Kleinbuchstaben, Ziffern und einzelne Bindestriche enthalten (z. B. google-tag).",
            ),
            (
                "services.2.cookies.2.ttl",
                "Cookies für Statistik und Marketing dürfen zwischen 90 und 730 Tagen gespeichert werden.",
            ),
            ("services.3.intents", "Bitte wählen Sie mindestens einen Zweck."),
        ]
    )
    assert ConsentVersion.objects.count() == 1


def test_the_configuration_needs_a_required_service_and_unique_keys(admin_client, stored):
    body = wire(DEFAULT_CONFIGURATION)
    body["services"] = body["services"][1:]
    response = admin_client.put("/api/consent/configuration", body, format="json")
    assert messages(response) == [("services", "Mindestens ein Dienst muss den Zweck „Notwendig“ haben.")]
    body = wire(DEFAULT_CONFIGURATION)
    body["services"][3]["key"] = "google-tag"
    response = admin_client.put("/api/consent/configuration", body, format="json")
    assert messages(response) == [
        ("services.3.key", "Dieser Schlüssel wird bereits von einem anderen Dienst verwendet.")
    ]
    body = wire(DEFAULT_CONFIGURATION)
    body["services"][0]["name"] = "Bestell\nwerk"
    response = admin_client.put("/api/consent/configuration", body, format="json")
    assert messages(response) == [
        ("services.0.name", "Bitte geben Sie diesen Text in einer Zeile ein (ohne Zeilenumbruch und Tabulator).")
    ]


def _record(version: str, kind: str, intents: dict, at: datetime.datetime) -> ConsentRecord:
    return ConsentRecord.objects.create(
        recorded_at=at,
        consent_id=uuid.uuid4(),
        version=version,
        decision=kind,
        intents={"required": True, "functional": False, "analytics": False, "marketing": False, **intents},
        services={},
        client_hash="0" * 32,
    )


def test_records_are_listed_newest_first_with_filters(employee_client, stored):
    _record(stored.version, "all", {"analytics": True, "marketing": True}, NOW - datetime.timedelta(days=2))
    _record(stored.version, "required", {}, NOW - datetime.timedelta(days=1))
    _record("b" * 64, "custom", {"analytics": True}, NOW)
    response = employee_client.get("/api/consent/records")
    body = response.json()
    assert [row["decision"] for row in body["data"]] == ["custom", "required", "all"]
    assert body["data"][0]["decisionLabel"] == "Eigene Auswahl"
    assert body["meta"] == {"total": 3, "page": 1, "pageSize": 25}
    assert [
        row["decision"] for row in employee_client.get(f"/api/consent/records?version={stored.version}").json()["data"]
    ] == [
        "required",
        "all",
    ]
    assert [row["decision"] for row in employee_client.get("/api/consent/records?decision=all").json()["data"]] == [
        "all"
    ]
    # 2026-11-24 in Vienna: 00:00 to 24:00 +01:00
    rows = employee_client.get("/api/consent/records?from=2026-11-24&to=2026-11-24").json()["data"]
    assert [row["decision"] for row in rows] == ["required"]
    response = employee_client.get("/api/consent/records?decision=vielleicht&from=gestern")
    assert response.status_code == 400
    assert sorted(field for field, _ in messages(response)) == ["decision", "from"]


def test_the_summary_shares_the_choices_of_a_version(employee_client, stored):
    _record(stored.version, "all", {"functional": True, "analytics": True, "marketing": True}, NOW)
    _record(stored.version, "required", {}, NOW)
    _record(stored.version, "required", {}, NOW)
    _record(stored.version, "custom", {"analytics": True}, NOW)
    _record("b" * 64, "all", {"analytics": True}, NOW)
    data = employee_client.get("/api/consent/summary").json()["data"]
    assert data == {
        "version": stored.version,
        "total": 4,
        "decisions": [
            {"decision": "all", "label": "Alle akzeptiert", "count": 1, "share": 0.25},
            {"decision": "required", "label": "Nur notwendige", "count": 2, "share": 0.5},
            {"decision": "custom", "label": "Eigene Auswahl", "count": 1, "share": 0.25},
        ],
        "intents": [
            {"intent": "required", "label": "Notwendig", "count": 4, "share": 1.0},
            {"intent": "functional", "label": "Funktional", "count": 1, "share": 0.25},
            {"intent": "analytics", "label": "Statistik", "count": 2, "share": 0.5},
            {"intent": "marketing", "label": "Marketing", "count": 1, "share": 0.25},
        ],
    }
    other = employee_client.get("/api/consent/summary?version=" + "b" * 64).json()["data"]
    assert other["total"] == 1
    assert other["decisions"][0]["share"] == 1.0


def test_the_304_has_no_body(anon_client, stored):
    response = anon_client.get("/api/public/consent", HTTP_IF_NONE_MATCH=f'W/"{stored.version}"')
    assert response.status_code == 304
    assert response.content == b""
