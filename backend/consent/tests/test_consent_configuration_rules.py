"""The configuration's rules: what a choice of services grants, and what the staff's PUT accepts and refuses."""

import copy

import pytest

from audit.models import LogEntry
from consent.configuration import DEFAULT_CONFIGURATION, intents_for, required_keys, version_of
from consent.models import ConsentVersion

from .support import messages, wire

URL_INVALID = "Bitte geben Sie eine Adresse ein, die mit https://, http:// oder / beginnt."
GOOGLE_TAG_INVALID = "Bitte geben Sie eine gültige Google-Tag-ID ein (z. B. G-ABC123DEF4)."
PIXEL_INVALID = "Bitte geben Sie eine gültige Meta-Pixel-ID ein (nur Ziffern, z. B. 123456789012345)."
TTL_TRACKING = "Cookies für Statistik und Marketing dürfen zwischen 90 und 730 Tagen gespeichert werden."


# --- what a choice grants ---------------------------------------------------------------------------


def test_only_the_services_serving_required_cannot_be_switched_off():
    assert required_keys(DEFAULT_CONFIGURATION) == {"bestellwerk"}
    both = {"services": [{"key": "a", "intents": ["required", "analytics"]}, {"key": "b", "intents": ["marketing"]}]}
    assert required_keys(both) == {"a"}


def test_an_intent_is_granted_when_one_switched_on_service_serves_it():
    # Google Tag serves analytics and marketing: switching it on grants both
    assert intents_for(DEFAULT_CONFIGURATION, {"google-tag": True}) == {
        "required": True,
        "functional": False,
        "analytics": True,
        "marketing": True,
    }
    # a switched-off or unknown service grants nothing; required is granted even with no service at all
    assert intents_for(DEFAULT_CONFIGURATION, {"meta-pixel": False, "tiktok": True}) == {
        "required": True,
        "functional": False,
        "analytics": False,
        "marketing": False,
    }


def test_accepting_everything_grants_every_intent_even_one_no_service_serves():
    # no service of the default serves 'functional', 'Alle akzeptieren' grants it all the same
    assert intents_for(DEFAULT_CONFIGURATION, {}, everything=True) == {
        "required": True,
        "functional": True,
        "analytics": True,
        "marketing": True,
    }


# --- the staff's PUT ----------------------------------------------------------------------------------


def test_the_first_stored_version_is_audited_even_when_it_equals_the_default(admin_client, db):
    # when: the administrator saves the default unchanged before any version was stored
    response = admin_client.put("/api/consent/configuration", wire(DEFAULT_CONFIGURATION), format="json")

    # then: the default becomes the first version, and the audit log says so
    assert response.status_code == 200
    row = ConsentVersion.objects.get()
    assert row.version == version_of(DEFAULT_CONFIGURATION)
    assert row.created_by == "admin@example.com"
    entry = LogEntry.objects.get()
    assert (entry.action, entry.entity, entry.entity_id, entry.user_label) == (
        "update",
        "consentversion",
        str(row.pk),
        "admin@example.com",
    )
    assert entry.entity_label == row.version
    assert entry.changes == {"version": {"old": None, "new": row.version}}


def test_a_change_is_audited_with_the_old_and_the_new_version(admin_client, stored):
    body = wire(DEFAULT_CONFIGURATION)
    body["services"][3]["name"] = "Meta-Pixel"

    new_version = admin_client.put("/api/consent/configuration", body, format="json").json()["data"]["version"]

    entry = LogEntry.objects.get()
    assert entry.changes == {"version": {"old": stored.version, "new": new_version}}
    # saving the same configuration again stores and audits nothing
    assert admin_client.put("/api/consent/configuration", body, format="json").json()["data"]["version"] == new_version
    assert (ConsentVersion.objects.count(), LogEntry.objects.count()) == (2, 1)


def test_the_intents_are_stored_in_their_canonical_order_and_the_ids_trimmed(admin_client, stored):
    body = wire(DEFAULT_CONFIGURATION)
    body["services"][2]["intents"] = ["marketing", "analytics"]
    body["googleTagId"] = "  GT-ABCD1234 "
    body["facebookPixelId"] = " 12345 "

    data = admin_client.put("/api/consent/configuration", body, format="json").json()["data"]

    assert data["services"][2]["intents"] == ["analytics", "marketing"]
    assert (data["googleTagId"], data["facebookPixelId"]) == ("GT-ABCD1234", "12345")
    stored_now = ConsentVersion.objects.order_by("-id").first().configuration
    assert (stored_now["google_tag_id"], stored_now["services"][2]["intents"]) == (
        "GT-ABCD1234",
        ["analytics", "marketing"],
    )


@pytest.mark.parametrize("tag_id", ["G-ABCD", "GT-ABCD1234", "AW-1234567890", "DC-ABCDEFGHIJ0123456789", ""])
def test_these_google_tag_ids_are_accepted(admin_client, stored, tag_id):
    body = wire(DEFAULT_CONFIGURATION)
    body["googleTagId"] = tag_id

    response = admin_client.put("/api/consent/configuration", body, format="json")

    assert response.status_code == 200
    assert response.json()["data"]["googleTagId"] == tag_id


@pytest.mark.parametrize("tag_id", ["G-ABC", "g-abcd1234", "UA-12345-1", "G-ABCD 1234", "X-ABCD1234"])
def test_these_google_tag_ids_are_refused(admin_client, stored, tag_id):
    body = wire(DEFAULT_CONFIGURATION)
    body["googleTagId"] = tag_id

    assert messages(admin_client.put("/api/consent/configuration", body, format="json")) == [
        ("googleTagId", GOOGLE_TAG_INVALID)
    ]


@pytest.mark.parametrize("pixel_id", ["1234", "1" * 21, "12345a", "+12345"])
def test_a_pixel_id_needs_five_to_twenty_digits(admin_client, stored, pixel_id):
    body = wire(DEFAULT_CONFIGURATION)
    body["facebookPixelId"] = pixel_id

    assert messages(admin_client.put("/api/consent/configuration", body, format="json")) == [
        ("facebookPixelId", PIXEL_INVALID)
    ]


@pytest.mark.parametrize(
    "address, accepted",
    [
        ("https://example.com/datenschutz", True),
        ("http://example.com", True),
        ("/site/privacy", True),
        ("", True),
        ("//example.com/datenschutz", False),
        ("mailto:datenschutz@example.com", False),
        ("example.com", False),
    ],
)
def test_the_privacy_policy_is_a_web_address_or_a_path_of_the_shop(admin_client, stored, address, accepted):
    body = wire(DEFAULT_CONFIGURATION)
    body["services"][1]["privacyPolicy"] = address

    response = admin_client.put("/api/consent/configuration", body, format="json")

    if accepted:
        assert response.json()["data"]["services"][1]["privacyPolicy"] == address
    else:
        assert messages(response) == [("services.1.privacyPolicy", URL_INVALID)]


def test_a_service_lists_every_intent_once(admin_client, stored):
    body = wire(DEFAULT_CONFIGURATION)
    body["services"][2]["intents"] = ["analytics", "analytics"]
    body["services"][3]["intents"] = ["werbung"]

    response = admin_client.put("/api/consent/configuration", body, format="json")

    assert sorted(messages(response)) == [
        ("services.2.intents", "Jeder Zweck darf nur einmal vorkommen."),
        ("services.3.intents.0", '"werbung" ist keine gültige Option.'),
    ]


def test_the_cookie_lifetime_rule_holds_for_tracking_services_only(admin_client, stored):
    # given: a one-day cookie in the required service is fine; in the analytics service only 90 to 730 days
    body = wire(DEFAULT_CONFIGURATION)
    body["services"][0]["cookies"][0]["ttl"] = 1
    body["services"][1]["cookies"] = [
        {"name": "kurz", "ttl": 89, "description": ""},
        {"name": "gut", "ttl": 90, "description": ""},
        {"name": "auch", "ttl": 730, "description": ""},
        {"name": "lang", "ttl": 731, "description": ""},
    ]

    response = admin_client.put("/api/consent/configuration", body, format="json")

    # then: only the two outside the range are named, each at its index
    assert messages(response) == [
        ("services.1.cookies.0.ttl", TTL_TRACKING),
        ("services.1.cookies.3.ttl", TTL_TRACKING),
    ]
    body["services"][1]["cookies"] = body["services"][1]["cookies"][1:3]
    assert admin_client.put("/api/consent/configuration", body, format="json").status_code == 200


def test_at_most_thirty_services_and_thirty_entries_of_each_kind(admin_client, stored):
    body = wire(DEFAULT_CONFIGURATION)
    template = body["services"][1]
    body["services"] += [{**copy.deepcopy(template), "key": f"dienst-{n}"} for n in range(27)]
    body["services"][0]["localStorage"] = [{"name": f"e{n}", "ttl": 1, "description": ""} for n in range(31)]

    response = admin_client.put("/api/consent/configuration", body, format="json")

    assert messages(response) == [("services", "Dieses Feld darf nicht mehr als 30 Einträge enthalten.")]
    body["services"] = body["services"][:30]
    response = admin_client.put("/api/consent/configuration", body, format="json")
    assert messages(response) == [("services.0.localStorage", "Dieses Feld darf nicht mehr als 30 Einträge enthalten.")]
    body["services"][0]["localStorage"] = body["services"][0]["localStorage"][:30]
    data = admin_client.put("/api/consent/configuration", body, format="json").json()["data"]
    assert (len(data["services"]), len(data["services"][0]["localStorage"])) == (30, 30)


def test_an_empty_list_of_services_and_unknown_fields_are_refused(admin_client, stored):
    body = wire(DEFAULT_CONFIGURATION)
    body["services"] = []
    assert messages(admin_client.put("/api/consent/configuration", body, format="json")) == [
        ("services", "Bitte legen Sie mindestens einen Dienst an.")
    ]
    body = wire(DEFAULT_CONFIGURATION)
    body["services"][0]["cookies"][0]["domain"] = ".example.com"
    response = admin_client.put("/api/consent/configuration", body, format="json")
    assert messages(response) == [("services.0.cookies.0.domain", "Unbekanntes Feld.")]
    assert ConsentVersion.objects.count() == 1


def test_the_version_and_time_the_back_office_sends_back_are_ignored(admin_client, stored):
    # the back office sends the record it read: version and createdAt are the server's, never taken from it
    body = {**wire(DEFAULT_CONFIGURATION), "version": "selbst gewählt", "createdAt": "2020-01-01T00:00:00Z"}
    body["googleTagId"] = "G-ABCD1234"

    data = admin_client.put("/api/consent/configuration", body, format="json").json()["data"]

    expected = {**DEFAULT_CONFIGURATION, "google_tag_id": "G-ABCD1234"}
    assert (data["version"], data["createdAt"]) == (version_of(expected), "2026-11-25T11:15:00Z")
    assert ConsentVersion.objects.order_by("-id").values_list("version", flat=True)[0] == version_of(expected)
