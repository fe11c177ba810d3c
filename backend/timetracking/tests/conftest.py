import datetime
import zoneinfo

import pytest
from django.utils import timezone

from .factories import PersonFactory, TerminalFactory

VIENNA = zoneinfo.ZoneInfo("Europe/Vienna")
# Wednesday 2026-11-25, 08:00 in Vienna
NOW = datetime.datetime(2026, 11, 25, 8, 0, tzinfo=VIENNA)


def vienna(*args) -> datetime.datetime:
    return datetime.datetime(*args, tzinfo=VIENNA)


@pytest.fixture
def clock(monkeypatch):
    """Pins django.utils.timezone.now; set `clock.now` to move it."""

    class Clock:
        now = NOW

    monkeypatch.setattr(timezone, "now", lambda: Clock.now)
    return Clock


@pytest.fixture
def person(employee_user):
    """Max Mitarbeiter of the branch Mariahilf, username 'max', PIN 4711."""
    return PersonFactory(user=employee_user, username="max")


@pytest.fixture
def terminal(branch):
    return TerminalFactory(branch=branch, name="Tablet Eingang", api_key="k3y-mariahilf")


@pytest.fixture
def other_terminal(other_branch):
    return TerminalFactory(branch=other_branch, name="Tablet Graz", api_key="k3y-graz")


def at_terminal(client, terminal, path: str, username: str = "max", pin: str = "4711", method: str = "get", **extra):
    url = f"/api/time-tracking/{terminal.branch.identifier}/{terminal.api_key}/{path}"
    headers = {"HTTP_X_USERNAME": username, "HTTP_X_ACCESS_TOKEN": pin, **extra}
    return getattr(client, method)(url, **headers)


def errors_of(response) -> list[dict]:
    return response.json()["errors"]
