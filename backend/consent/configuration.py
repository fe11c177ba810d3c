"""The consent configuration as plain data: its default, its canonical form and its version hash.

The configuration is a JSON document, stored with snake_case keys (the API renders them in camelCase):

    {"google_tag_id": "G-…" or "", "facebook_pixel_id": "123…" or "",
     "services": [{"key", "name", "description", "intents": [...], "provider", "privacy_policy",
                   "cookies": [{"name", "ttl", "description"}], "local_storage": [...], "session_storage": [...]}]}

Service keys are lowercase words joined by hyphens, so they read the same in both casings.

Its version is the sha256 (64 hex digits) of the canonical JSON (sorted keys, no spaces, UTF-8): the same
configuration always gives the same version, in every process and after every restart, and any change
(a text, an entry, the order of the services) gives another one.
"""

import hashlib
import json

INTENTS = ("required", "functional", "analytics", "marketing")
STORAGE_KINDS = ("cookies", "local_storage", "session_storage")

# spec storefront §9: the consent cookie lives 3650 days; analytics and marketing cookies 90 to 730 days
CONSENT_COOKIE = "bw_consent"
CONSENT_COOKIE_DAYS = 3650
# the secret that binds the consent id to this browser (httpOnly, set by POST /api/consents), as long-lived
CONSENT_KEY_COOKIE = "bw_consent_key"
TRACKING_COOKIE_MIN_DAYS = 90
TRACKING_COOKIE_MAX_DAYS = 730


def version_of(configuration: dict) -> str:
    canonical = json.dumps(configuration, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(canonical.encode()).hexdigest()


def required_keys(configuration: dict) -> set[str]:
    """Keys of the services that cannot be switched off (those serving the intent 'required')."""
    return {service["key"] for service in configuration["services"] if "required" in service["intents"]}


def intents_for(configuration: dict, services: dict[str, bool], everything: bool = False) -> dict[str, bool]:
    """The intents a choice of services grants: an intent is granted when at least one switched-on service
    serves it ('Alle akzeptieren' grants every intent); 'required' is always granted."""
    granted = {intent: everything for intent in INTENTS}
    granted["required"] = True
    for service in configuration["services"]:
        if services.get(service["key"]):
            for intent in service["intents"]:
                granted[intent] = True
    return granted


def _entry(name: str, ttl: int, description: str) -> dict:
    return {"name": name, "ttl": ttl, "description": description}


DEFAULT_CONFIGURATION: dict = {
    "google_tag_id": "",
    "facebook_pixel_id": "",
    "services": [
        {
            "key": "bestellwerk",
            "name": "Bestellwerk",
            "description": (
                "Technisch notwendig für den Betrieb des Shops: Anmeldung, Warenkorb, Bestellvorgang, "
                "Sicherheit und das Speichern Ihrer Datenschutzeinstellungen."
            ),
            "intents": ["required"],
            "provider": "Betreiber dieses Shops",
            "privacy_policy": "/site/privacy",
            "cookies": [
                _entry("sessionid", 1, "Hält Ihre Sitzung (zum Beispiel die Anmeldung) aufrecht."),
                _entry("csrftoken", 365, "Schützt Formulare vor Missbrauch durch fremde Seiten."),
                _entry(CONSENT_COOKIE, CONSENT_COOKIE_DAYS, "Speichert Ihre Datenschutzeinstellungen."),
                _entry(
                    CONSENT_KEY_COOKIE,
                    CONSENT_COOKIE_DAYS,
                    "Weist nach, dass Ihre Datenschutzeinstellungen aus diesem Browser stammen (nur für den Server "
                    "lesbar).",
                ),
            ],
            "local_storage": [
                _entry("theme", 3650, "Merkt sich das gewählte Farbschema."),
                # the storefront's cart (features/cart/cartStorage.ts): one per branch, shared by the tabs
                _entry(
                    "asp.*",
                    3650,
                    "Warenkorb und Bestellart je Filiale, in allen Tabs dieses Browsers, bis zur Bestellung "
                    "oder bis Sie ihn leeren.",
                ),
            ],
            "session_storage": [
                _entry("asp.*", 0, "Bestellentwurf (Ihre Angaben im Bestellvorgang) bis zum Schließen des Tabs."),
            ],
        },
        {
            "key": "statistik",
            "name": "Bestellwerk Statistik",
            "description": (
                "Zählt Seitenaufrufe und Bestellschritte, damit wir den Shop verbessern können. Ohne Cookie; "
                "Besucher werden nur als täglich wechselnder, gesalzener Hashwert gezählt, nie mit ihrer IP-Adresse."
            ),
            "intents": ["analytics"],
            "provider": "Betreiber dieses Shops",
            "privacy_policy": "/site/privacy",
            "cookies": [],
            "local_storage": [
                _entry(
                    "bw_analytics_seen", 730, "Merkt sich, dass Sie den Shop schon besucht haben (neu/wiederkehrend)."
                ),
            ],
            "session_storage": [],
        },
        {
            "key": "google-tag",
            "name": "Google Tag",
            "description": (
                "Misst die Wirkung unserer Werbung und die Nutzung des Shops (mit gekürzter IP-Adresse, "
                "ohne automatische Seitenaufrufe)."
            ),
            "intents": ["analytics", "marketing"],
            "provider": "Google Ireland Limited, Dublin, Irland",
            "privacy_policy": "https://policies.google.com/privacy",
            "cookies": [
                _entry("_ga", 730, "Unterscheidet Besucher mit einer zufälligen Kennung."),
                _entry("_ga_*", 730, "Speichert den Sitzungsstatus für Google Analytics."),
                _entry("_gcl_au", 90, "Ordnet Bestellungen den Anzeigen zu, über die Besucher kamen."),
            ],
            "local_storage": [],
            "session_storage": [],
        },
        {
            "key": "meta-pixel",
            "name": "Meta Pixel",
            "description": "Misst, welche Anzeigen auf Facebook und Instagram zu Bestellungen führen.",
            "intents": ["marketing"],
            "provider": "Meta Platforms Ireland Limited, Dublin, Irland",
            "privacy_policy": "https://www.facebook.com/privacy/policy/",
            "cookies": [
                _entry("_fbp", 90, "Unterscheidet Besucher für die Anzeigenmessung."),
                _entry("_fbc", 90, "Speichert den zuletzt geklickten Facebook-Anzeigenlink."),
            ],
            "local_storage": [],
            "session_storage": [],
        },
    ],
}
