"""Reading the consent configuration, its versions and the recorded decisions."""

import datetime
from dataclasses import dataclass

from django.db.models import Count, Q, QuerySet

from .configuration import DEFAULT_CONFIGURATION, INTENTS, version_of
from .models import ConsentRecord, ConsentVersion, Decision, Intent


@dataclass(frozen=True)
class Current:
    version: str
    configuration: dict
    created_at: datetime.datetime | None


def current() -> Current:
    """The current configuration: the newest stored version, else the default (not yet stored)."""
    row = ConsentVersion.objects.order_by("-id").first()
    if row is None:
        return Current(version_of(DEFAULT_CONFIGURATION), DEFAULT_CONFIGURATION, None)
    return Current(row.version, row.configuration, row.created_at)


def versions() -> QuerySet[ConsentVersion]:
    """Every stored version, newest first, with the number of decisions recorded for it."""
    counts = ConsentRecord.objects.values("version").annotate(n=Count("id"))
    by_version = {row["version"]: row["n"] for row in counts}
    rows = list(ConsentVersion.objects.order_by("-id"))
    for row in rows:
        row.records_count = by_version.get(row.version, 0)
    return rows


def records() -> QuerySet[ConsentRecord]:
    return ConsentRecord.objects.order_by("-recorded_at", "-id")


def _share(count: int, total: int) -> float:
    return round(count / total, 4) if total else 0.0


def summary(version: str) -> dict:
    """The share of the choices made for one version: per decision and per granted intent."""
    rows = ConsentRecord.objects.filter(version=version)
    aggregates = rows.aggregate(
        total=Count("id"),
        **{f"d_{decision}": Count("id", filter=Q(decision=decision)) for decision in Decision.values},
        **{f"i_{intent}": Count("id", filter=Q(**{f"intents__{intent}": True})) for intent in INTENTS},
    )
    total = aggregates["total"]
    return {
        "version": version,
        "total": total,
        "decisions": [
            {
                "decision": decision.value,
                "label": decision.label,
                "count": aggregates[f"d_{decision.value}"],
                "share": _share(aggregates[f"d_{decision.value}"], total),
            }
            for decision in Decision
        ],
        "intents": [
            {
                "intent": intent,
                "label": Intent(intent).label,
                "count": aggregates[f"i_{intent}"],
                "share": _share(aggregates[f"i_{intent}"], total),
            }
            for intent in INTENTS
        ],
    }
