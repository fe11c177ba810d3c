"""Another area registers a kind without touching the statistics app."""

import pytest

from stats import registry, shapes


def working_hours(query):
    return shapes.ranking({"Küche": 6, "Service": 2})


def test_a_registered_kind_is_served_with_its_shape_and_unit(admin_client, monkeypatch):
    monkeypatch.setattr(registry, "_KINDS", dict(registry._KINDS))
    registry.register(registry.Kind("working-hours", "ranking", "count", working_hours, "Stunden je Bereich"))

    response = admin_client.get("/api/statistics/working-hours?from=2026-11-01&to=2026-11-30")

    assert response.json() == {
        "data": {
            "kind": "working-hours",
            "from": "2026-11-01",
            "to": "2026-11-30",
            "shape": "ranking",
            "unit": "count",
            "total": 8,
            "ranking": [
                {"key": "Küche", "label": "Küche", "value": 6, "share": 0.75},
                {"key": "Service", "label": "Service", "value": 2, "share": 0.25},
            ],
        }
    }


def test_a_kind_name_is_registered_once_and_shapes_and_units_are_checked(monkeypatch):
    monkeypatch.setattr(registry, "_KINDS", dict(registry._KINDS))
    with pytest.raises(ValueError, match="registered twice"):
        registry.register(registry.Kind("orders", "series", "count", working_hours))
    with pytest.raises(ValueError, match="unknown shape"):
        registry.Kind("x", "pie", "count", working_hours)
    with pytest.raises(ValueError, match="unknown unit"):
        registry.Kind("x", "series", "hours", working_hours)
