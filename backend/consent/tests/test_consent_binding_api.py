"""A consent id belongs to the browser that recorded it first."""

import hashlib
import importlib
import re
import uuid

from django.apps import apps as django_apps

from consent.models import ConsentKey, ConsentRecord

from .support import CONSENT_ID, NOW, decision, messages

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
