"""The consent tests run on a pinned timezone.now (clock.now can be moved) with the demo configuration at hand."""

import pytest
from django.utils import timezone

from consent.models import ConsentVersion

from .support import NOW


@pytest.fixture(autouse=True)
def clock(monkeypatch):
    class Clock:
        now = NOW

    monkeypatch.setattr(timezone, "now", lambda: Clock.now)
    return Clock


@pytest.fixture
def stored(db):
    """The demo's default configuration stored as the first version."""
    from consent import demo

    demo.load()
    return ConsentVersion.objects.get()
