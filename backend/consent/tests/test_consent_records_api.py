"""The staff's list of consent records and the summary of a version's choices."""

import datetime
import uuid

from consent.models import ConsentRecord

from .support import NOW, messages


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
