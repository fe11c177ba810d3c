"""POST /api/consents at its edges: how much a body may carry, choices that contradict themselves, the key
cookie's flags and malformed secrets, the conditional GET with several tags, and the staff's read-only views."""

import datetime
import hashlib
import uuid

import pytest

from consent.models import ConsentKey, ConsentRecord, ConsentVersion

from .support import CONSENT_ID, NOW, decision, messages

NO_INTENTS = {"required": True, "functional": False, "analytics": False, "marketing": False}
ONLY_REQUIRED = {"bestellwerk": True, "statistik": False, "google-tag": False, "meta-pixel": False}


def test_more_than_fifty_flags_are_refused_before_their_keys_are_read(anon_client, stored):
    body = decision(stored.version, intents={f"zweck-{n}": True for n in range(51)})

    response = anon_client.post("/api/consents", body, format="json")

    assert response.status_code == 400
    assert messages(response) == [("intents", "Es sind höchstens 50 Einträge möglich.")]
    assert response.json()["errors"][0]["code"] == "too_many"


def test_at_most_five_wrong_values_are_named_each_key_cut_to_forty_characters(anon_client, stored):
    services = {f"dienst-{n}": "ja" for n in range(7)}
    services["x" * 45] = 1

    response = anon_client.post("/api/consents", decision(stored.version, services=services), format="json")

    assert messages(response) == [
        ("services", f"Der Wert für „dienst-{n}“ muss true oder false sein.") for n in range(5)
    ]


def test_a_service_key_of_another_spelling_or_longer_than_forty_characters_is_unknown(anon_client, stored):
    services = {"google tag": True, "google_tag": False, "-google": False, "a" * 41: True}

    response = anon_client.post("/api/consents", decision(stored.version, services=services), format="json")

    assert messages(response) == [
        ("services", "Unbekannter Dienst: „google tag“."),
        ("services", "Unbekannter Dienst: „google_tag“."),
        ("services", "Unbekannter Dienst: „-google“."),
        ("services", f"Unbekannter Dienst: „{'a' * 40}“."),
    ]


def test_every_unknown_service_of_the_configuration_is_named_and_wins_over_the_other_checks(anon_client, stored):
    # valid keys the configuration does not know, and the required service switched off as well
    services = {"bestellwerk": False, "tiktok": True, "pinterest": False}

    response = anon_client.post("/api/consents", decision(stored.version, "all", services=services), format="json")

    assert messages(response) == [
        ("services", "Unbekannter Dienst: „tiktok“."),
        ("services", "Unbekannter Dienst: „pinterest“."),
    ]
    assert ConsentRecord.objects.count() == 0


def test_only_required_with_an_optional_service_switched_on_contradicts_the_decision(anon_client, stored):
    body = decision(stored.version, "required", intents=NO_INTENTS, services={**ONLY_REQUIRED, "statistik": True})

    response = anon_client.post("/api/consents", body, format="json")

    assert messages(response) == [("services", "Die Auswahl der Dienste passt nicht zur Entscheidung.")]
    assert response.json()["errors"][0]["code"] == "decision_mismatch"


def test_only_required_may_leave_out_the_services_and_the_intents_not_granted(anon_client, stored):
    # the required service is on without being sent; intents missing from the body count as not granted
    body = decision(stored.version, "required", intents={"required": True}, services={})

    response = anon_client.post("/api/consents", body, format="json")

    assert response.status_code == 201
    record = ConsentRecord.objects.get()
    assert (record.decision, record.services, record.intents) == ("required", ONLY_REQUIRED, NO_INTENTS)


def test_a_custom_choice_that_claims_an_intent_too_few_is_refused(anon_client, stored):
    # Google Tag grants analytics and marketing; the body claims analytics only
    body = decision(
        stored.version,
        intents={"required": True, "functional": False, "analytics": True, "marketing": False},
        services={"google-tag": True},
    )

    response = anon_client.post("/api/consents", body, format="json")

    assert messages(response) == [("intents", "Die Zwecke passen nicht zur Auswahl der Dienste.")]
    assert response.json()["errors"][0]["code"] == "intents_mismatch"


def test_the_key_cookie_is_secure_when_the_session_cookie_is(anon_client, stored, settings):
    settings.SESSION_COOKIE_SECURE = True

    response = anon_client.post("/api/consents", decision(stored.version), format="json")

    assert response.cookies["bw_consent_key"]["secure"] is True


def test_the_key_cookie_is_not_secure_on_a_plain_development_server(anon_client, stored, settings):
    settings.SESSION_COOKIE_SECURE = False

    response = anon_client.post("/api/consents", decision(stored.version), format="json")

    assert response.cookies["bw_consent_key"]["secure"] == ""


@pytest.mark.parametrize("malformed", ["kurz", "A" * 44, "A" * 42 + "!", ""])
def test_a_malformed_secret_counts_as_none_and_a_new_id_gets_a_fresh_one(anon_client, stored, malformed):
    anon_client.cookies["bw_consent_key"] = malformed

    response = anon_client.post("/api/consents", decision(stored.version), format="json")

    assert response.status_code == 201
    secret = response.cookies["bw_consent_key"].value
    assert secret != malformed
    assert len(secret) == 43
    assert ConsentKey.objects.get().key_hash == hashlib.sha256(secret.encode()).hexdigest()


def test_a_malformed_secret_does_not_open_an_id_bound_to_a_browser(anon_client, make_client, stored):
    assert anon_client.post("/api/consents", decision(stored.version), format="json").status_code == 201
    other = make_client()
    other.cookies["bw_consent_key"] = "kurz"

    response = other.post("/api/consents", decision(stored.version), format="json")

    assert response.status_code == 403
    assert ConsentRecord.objects.count() == 1


def test_the_same_browser_records_any_number_of_decisions_under_its_id(anon_client, stored, clock):
    for minutes, kind, intents, services in (
        (0, "custom", None, None),
        (1, "required", NO_INTENTS, ONLY_REQUIRED),
    ):
        clock.now = NOW + datetime.timedelta(minutes=minutes)
        overrides = {"intents": intents, "services": services} if intents else {}
        assert (
            anon_client.post("/api/consents", decision(stored.version, kind, **overrides), format="json").status_code
            == 201
        )

    assert list(ConsentRecord.objects.values_list("decision", "consent_id")) == [
        ("required", uuid.UUID(CONSENT_ID)),
        ("custom", uuid.UUID(CONSENT_ID)),
    ]
    assert ConsentKey.objects.count() == 1


def test_a_conditional_get_finds_the_version_among_several_tags(anon_client, stored):
    header = f'"alt", W/"{stored.version}" , "noch-älter"'

    response = anon_client.get("/api/public/consent", HTTP_IF_NONE_MATCH=header)

    assert response.status_code == 304
    # the tag without its quotes is another tag
    assert anon_client.get("/api/public/consent", HTTP_IF_NONE_MATCH=stored.version).status_code == 200


def test_the_versions_count_their_decisions_and_mark_the_current_one(employee_client, stored):
    newer = ConsentVersion.objects.create(
        version="c" * 64, configuration={"services": []}, created_at=NOW, created_by="admin@example.com"
    )
    for version, kind in ((stored.version, "all"), (stored.version, "required"), ("c" * 64, "custom")):
        ConsentRecord.objects.create(
            recorded_at=NOW,
            consent_id=uuid.uuid4(),
            version=version,
            decision=kind,
            intents={},
            services={},
            client_hash="0" * 32,
        )

    rows = employee_client.get("/api/consent/versions").json()["data"]

    assert [(r["id"], r["servicesCount"], r["recordsCount"], r["isCurrent"]) for r in rows] == [
        (newer.pk, 0, 1, True),
        (stored.pk, 4, 2, False),
    ]
    assert rows[0]["createdAt"] == "2026-11-25T11:15:00Z"
    record = ConsentRecord.objects.filter(version="c" * 64).get()
    assert (str(newer), str(record)) == ("c" * 64, f"{record.consent_id} custom")


def test_the_summary_of_a_version_without_decisions_shares_nothing(employee_client, stored):
    data = employee_client.get("/api/consent/summary", {"version": "d" * 80}).json()["data"]

    # the version is cut to its 64 characters
    assert (data["version"], data["total"]) == ("d" * 64, 0)
    assert [(row["decision"], row["count"], row["share"]) for row in data["decisions"]] == [
        ("all", 0, 0.0),
        ("required", 0, 0.0),
        ("custom", 0, 0.0),
    ]
    assert [(row["intent"], row["share"]) for row in data["intents"]] == [
        ("required", 0.0),
        ("functional", 0.0),
        ("analytics", 0.0),
        ("marketing", 0.0),
    ]


def test_a_staff_record_shows_no_secret_and_no_address(employee_client, anon_client, stored):
    anon_client.post("/api/consents", decision(stored.version), format="json", REMOTE_ADDR="203.0.113.9")

    [row] = employee_client.get("/api/consent/records").json()["data"]

    assert sorted(row) == [
        "clientHash",
        "consentId",
        "decision",
        "decisionLabel",
        "id",
        "intents",
        "recordedAt",
        "services",
        "version",
    ]
    assert "203.0.113.9" not in str(row)
