"""The consent configuration: its version, the public read (304 too), and the staff's changes."""

import copy
import datetime
import hashlib

from audit.models import LogEntry
from consent.configuration import DEFAULT_CONFIGURATION, version_of
from consent.models import ConsentVersion

from .support import NOW, messages, wire

# --- version hash -------------------------------------------------------------------------------------


def test_the_version_is_the_sha256_of_the_canonical_json_and_ignores_key_order():
    assert version_of({"b": 1, "a": [1, "ä"]}) == version_of({"a": [1, "ä"], "b": 1})
    # sha256 of '{"a":[1,"ä"],"b":1}' in UTF-8
    assert version_of({"a": [1, "ä"], "b": 1}) == "3165841a30efc681584067d515c8afa0f8ec50b35659e2689372452319c0eee9"


def test_the_version_of_the_default_configuration_is_stable():
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


def test_the_304_has_no_body(anon_client, stored):
    response = anon_client.get("/api/public/consent", HTTP_IF_NONE_MATCH=f'W/"{stored.version}"')
    assert response.status_code == 304
    assert response.content == b""
