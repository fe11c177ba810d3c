"""Shared by the consent tests: the pinned instant, the visitor's id, bodies and error lists."""

import copy
import datetime

NOW = datetime.datetime(2026, 11, 25, 11, 15, tzinfo=datetime.UTC)
CONSENT_ID = "5b0e8f0a-6d8e-4a8a-9d8e-2b6c8f3e1a77"


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
