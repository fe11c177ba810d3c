"""A pinned, still ticking clock for end-to-end runs (TEST_CLOCK); never in production.

TEST_CLOCK is an ISO instant ("2026-11-23T07:30:00+01:00"). TEST_CLOCK_SINCE is the real Unix time
(seconds) at which the pinned clock showed that instant; every process started with the same pair
(migrate, load_demo, each gunicorn worker, the Playwright runner) reads the same time, however late it
starts. Without TEST_CLOCK_SINCE the clock starts at the instant when this process starts.
"""

import datetime
import time

from django.core.exceptions import ImproperlyConfigured


def pinned_instant(value: str, since: str | None, real_now: float) -> datetime.datetime:
    """The instant the pinned clock shows at the real Unix time `real_now`."""
    try:
        start = datetime.datetime.fromisoformat(value)
    except ValueError:
        raise ImproperlyConfigured(
            f"TEST_CLOCK muss ein ISO-Zeitpunkt mit Zeitzone sein (z. B. 2026-11-23T07:30:00+01:00), nicht „{value}“."
        ) from None
    if start.tzinfo is None:
        raise ImproperlyConfigured(f"TEST_CLOCK braucht eine Zeitzone (z. B. +01:00): „{value}“.")
    try:
        elapsed = real_now - float(since) if since else 0.0
    except ValueError:
        raise ImproperlyConfigured(f"TEST_CLOCK_SINCE muss eine Unix-Zeit in Sekunden sein, nicht „{since}“.") from None
    return start + datetime.timedelta(seconds=max(elapsed, 0.0))


def start(value: str, since: str | None = None):
    """Move this process's clock to the pinned instant; it ticks on from there (returns the traveller)."""
    try:
        import time_machine
    except ImportError:
        raise ImproperlyConfigured(
            "TEST_CLOCK braucht das Testpaket time-machine (requirements-dev.txt); es ist nicht installiert."
        ) from None
    traveller = time_machine.travel(pinned_instant(value, since, time.time()), tick=True)
    traveller.start()
    return traveller
