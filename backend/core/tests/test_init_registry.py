"""The /api/init registry: entries in order, and the data version hook that keeps core free of the areas."""

import pytest

from core import init_registry


@pytest.fixture
def registry(monkeypatch):
    """An empty registry for the test; the areas' real entries and version come back afterwards."""
    monkeypatch.setattr(init_registry, "_ENTRIES", {})
    monkeypatch.setattr(init_registry, "_VERSION", [])
    return init_registry


def test_entries_are_ordered_by_order_then_url(registry):
    registry.register("/api/b", dict, order=20)
    registry.register("/api/a", dict, order=20)
    registry.register("/api/z", dict, order=10)
    assert [entry.url for entry in registry.entries()] == ["/api/z", "/api/a", "/api/b"]


def test_without_a_registered_version_there_is_none(registry):
    assert registry.data_version() is None


def test_the_last_registered_version_source_answers(registry):
    registry.register_version(lambda: 7)
    registry.register_version(lambda: 42)
    assert registry.data_version() == 42
