"""The pinned test clock (TEST_CLOCK): shared by every process of a run, refused in production."""

import datetime
import email.utils
import os
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest
from django.core.exceptions import ImproperlyConfigured

from config.test_clock import pinned_instant

BACKEND = Path(__file__).resolve().parents[2]
VIENNA = datetime.timezone(datetime.timedelta(hours=1))
MONDAY_MORNING = datetime.datetime(2026, 11, 23, 7, 30, tzinfo=VIENNA)


def test_the_clock_shows_the_pinned_instant_plus_the_real_time_since():
    since = 1_800_000_000.0
    assert pinned_instant("2026-11-23T07:30:00+01:00", None, since) == MONDAY_MORNING
    assert pinned_instant("2026-11-23T07:30:00+01:00", str(since), since + 90.5) == MONDAY_MORNING + datetime.timedelta(
        seconds=90.5
    )


@pytest.mark.parametrize(
    ("value", "since", "message"),
    [
        (
            "morgen früh",
            None,
            "TEST_CLOCK muss ein ISO-Zeitpunkt mit Zeitzone sein (z. B. 2026-11-23T07:30:00+01:00), nicht „morgen früh“.",
        ),
        ("2026-11-23T07:30:00", None, "TEST_CLOCK braucht eine Zeitzone (z. B. +01:00): „2026-11-23T07:30:00“."),
        (
            "2026-11-23T07:30:00+01:00",
            "gestern",
            "TEST_CLOCK_SINCE muss eine Unix-Zeit in Sekunden sein, nicht „gestern“.",
        ),
    ],
)
def test_a_malformed_clock_is_refused_in_german(value, since, message):
    with pytest.raises(ImproperlyConfigured) as refused:
        pinned_instant(value, since, 0.0)
    assert str(refused.value) == message


def _env(**values) -> dict[str, str]:
    env = {key: value for key, value in os.environ.items() if key not in {"DATABASE_URL", "DJANGO_ENV", "TEST_CLOCK"}}
    return {**env, "DJANGO_SETTINGS_MODULE": "config.settings", "LOG_LEVEL": "WARNING", **values}


def test_production_refuses_to_start_with_a_test_clock():
    # when: the settings load as in production, with a pinned clock
    env = _env(
        DJANGO_ENV="production",
        SECRET_KEY="s" * 50,
        ALLOWED_HOSTS="shop.example.com",
        PUBLIC_BASE_URL="https://shop.example.com",
    )
    started = subprocess.run(
        [sys.executable, "-c", "import django; django.setup()"],
        cwd=BACKEND,
        env={**env, "TEST_CLOCK": "2026-11-23T07:30:00+01:00"},
        capture_output=True,
        text=True,
        timeout=60,
    )
    without_clock = subprocess.run(
        [sys.executable, "-c", "import django; django.setup()"], cwd=BACKEND, env=env, capture_output=True, timeout=60
    )

    # then
    assert started.returncode != 0
    assert started.stderr.strip().endswith(
        "django.core.exceptions.ImproperlyConfigured: TEST_CLOCK ist nur für Tests gedacht und in der "
        "Produktionsumgebung nicht erlaubt."
    )
    assert without_clock.returncode == 0, without_clock.stderr


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _served_date(url: str) -> datetime.datetime | None:
    try:
        with urllib.request.urlopen(url, timeout=30) as response:
            return email.utils.parsedate_to_datetime(response.headers["Date"])
    except OSError:
        return None


# every worker is replaced after one request
RECYCLE = ("--max-requests", "1", "--log-level", "warning")


# TEST_CLOCK_SINCE is the real Unix time; gunicorn reads the machine's clock, which time-machine cannot pin
@pytest.mark.real_clock
def test_every_gunicorn_worker_runs_on_the_shared_pinned_clock(tmp_path):
    # given: a clock that showed Monday 07:30 an hour ago; gunicorn with two workers, each replaced after
    # one request, so every answer below comes from a freshly started worker process
    port = _free_port()
    env = _env(
        TEST_CLOCK="2026-11-23T07:30:00+01:00",
        TEST_CLOCK_SINCE=str(time.time() - 3600),
        DATABASE_URL=f"sqlite:///{tmp_path / 'clock.sqlite3'}",
    )
    gunicorn = Path(sys.executable).with_name("gunicorn")
    server = subprocess.Popen(
        [str(gunicorn), "config.wsgi:application", "--bind", f"127.0.0.1:{port}", "--workers", "2", *RECYCLE],
        cwd=BACKEND,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=(tmp_path / "gunicorn.log").open("w"),
    )
    try:
        url = f"http://127.0.0.1:{port}/api/health"
        deadline = time.monotonic() + 120
        dates = []
        while len(dates) < 3 and time.monotonic() < deadline:
            served = _served_date(url)
            if served is None:
                time.sleep(0.2)
            else:
                dates.append(served)
    finally:
        server.terminate()
        server.wait(timeout=30)

    # then: each answer is dated Monday 08:30 Vienna, plus the seconds the workers took to start
    assert len(dates) == 3
    expected = MONDAY_MORNING + datetime.timedelta(hours=1)
    for served in dates:
        assert datetime.timedelta(0) <= served - expected < datetime.timedelta(seconds=90), dates
