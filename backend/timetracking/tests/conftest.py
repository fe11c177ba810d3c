import datetime
import zoneinfo

import pytest
from django.utils import timezone

from .factories import ActivityFactory, PersonFactory, ScheduleFactory, TerminalFactory

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


@pytest.fixture
def october(employee_user, branch):
    """Max's September and October 2026 (tracked since 1 September).

    Planned (Vienna):  Tue 29.09. 08–16 (480)
                       Wed 07.10. 10–14 weekly until 21.10., not on 14.10.: 07.10. (240), 21.10. (240)
                       Mon 19.10. 08–16 weekly until 02.11.: 19.10. (480), 26.10. skipped (public holiday), 02.11. (480)
                       Fri 23.10. 08–16 weekly until 30.10.: 23.10. (480), 30.10. (480)
                       Sun 25.10. 00–06 once: 7 real hours on the day the clocks go back (420)
    Worked:            Tue 29.09. 08–17, pause 12:00–12:30 (510)
                       Mon 19.10. 08–15 (420); Fri 23.10. 08–16 (480)
                       Sun 25.10. 00–06, pause 01:00–01:30 (390)
                       Fri 30.10. 08–16 (480) and 22:00 – Sat 31.10. 02:00 (120 + 120)
                       Sat 31.10. 23:00 – Sun 01.11. 01:00 (60 + 60)
    """
    person = PersonFactory(user=employee_user, username="max", tracking_since=datetime.date(2026, 9, 1))

    def plan(start, end, **fields):
        return ScheduleFactory(person=person, branch=branch, start=start, end=end, **fields)

    def work(start, end, pauses=()):
        activity = ActivityFactory(person=person, branch=branch, start=start, end=end)
        for pause_start, pause_end in pauses:
            activity.pauses.create(start=pause_start, end=pause_end)
        return activity

    plan(vienna(2026, 9, 29, 8), vienna(2026, 9, 29, 16))
    plan(
        vienna(2026, 10, 7, 10),
        vienna(2026, 10, 7, 14),
        is_repeated_weekly=True,
        repeat_until=datetime.date(2026, 10, 21),
        exceptions=["2026-10-14"],
    )
    plan(
        vienna(2026, 10, 19, 8),
        vienna(2026, 10, 19, 16),
        is_repeated_weekly=True,
        repeat_until=datetime.date(2026, 11, 2),
    )
    plan(
        vienna(2026, 10, 23, 8),
        vienna(2026, 10, 23, 16),
        is_repeated_weekly=True,
        repeat_until=datetime.date(2026, 10, 30),
    )
    plan(vienna(2026, 10, 25, 0), vienna(2026, 10, 25, 6))
    # an earlier schedule (before tracking began) does not count
    plan(vienna(2026, 8, 3, 8), vienna(2026, 8, 3, 16))

    work(vienna(2026, 9, 29, 8), vienna(2026, 9, 29, 17), [(vienna(2026, 9, 29, 12), vienna(2026, 9, 29, 12, 30))])
    work(vienna(2026, 10, 19, 8), vienna(2026, 10, 19, 15))
    work(vienna(2026, 10, 23, 8), vienna(2026, 10, 23, 16))
    work(vienna(2026, 10, 25, 0), vienna(2026, 10, 25, 6), [(vienna(2026, 10, 25, 1), vienna(2026, 10, 25, 1, 30))])
    work(vienna(2026, 10, 30, 8), vienna(2026, 10, 30, 16))
    work(vienna(2026, 10, 30, 22), vienna(2026, 10, 31, 2))
    work(vienna(2026, 10, 31, 23), vienna(2026, 11, 1, 1))
    return person


@pytest.fixture
def graz_person(other_branch):
    from accounts.tests.factories import EmployeeFactory

    return PersonFactory(user=EmployeeFactory(email="grazerin@example.com", branches=[other_branch]), username="gerda")


@pytest.fixture
def activity(person, branch):
    activity = ActivityFactory(
        person=person, branch=branch, start=vienna(2026, 11, 24, 8), end=vienna(2026, 11, 24, 16)
    )
    activity.pauses.create(start=vienna(2026, 11, 24, 12), end=vienna(2026, 11, 24, 12, 30))
    return activity


@pytest.fixture
def graz_activity(graz_person, other_branch):
    return ActivityFactory(
        person=graz_person, branch=other_branch, start=vienna(2026, 11, 24, 9), end=vienna(2026, 11, 24, 17)
    )
