"""core.ratelimit: fixed windows counted in the database (or Redis), shared by every process."""

import datetime
import io
import os
import subprocess
import sys
from pathlib import Path

import pytest
from django.core.management import call_command
from django.utils import timezone

from core import ratelimit, tasks
from core.models import RateLimitCounter

BACKEND = Path(__file__).resolve().parents[2]
LIMIT = ratelimit.Limit("test", 3, 600)


@pytest.fixture
def clock(monkeypatch):
    class Clock:
        # 7 minutes and 30 seconds into a 10-minute window
        now = datetime.datetime(2026, 11, 18, 9, 7, 30, tzinfo=datetime.UTC)

    monkeypatch.setattr(timezone, "now", lambda: Clock.now)
    return Clock


def test_requests_within_the_limit_pass_and_the_next_waits_for_the_window_end(db, clock):
    # when
    results = [ratelimit.hit(LIMIT, "203.0.113.7") for _ in range(5)]

    # then: 150 seconds until 09:10:00
    assert results == [None, None, None, 150, 150]
    assert RateLimitCounter.objects.get().count == 5


def test_each_identity_and_scope_counts_apart(db, clock):
    # given
    for _ in range(3):
        ratelimit.hit(LIMIT, "203.0.113.7")

    # when
    other_client = ratelimit.hit(LIMIT, "203.0.113.8")
    other_scope = ratelimit.hit(ratelimit.Limit("other", 3, 600), "203.0.113.7")

    # then
    assert other_client is None
    assert other_scope is None
    assert RateLimitCounter.objects.count() == 3


def test_a_new_window_starts_counting_again(db, clock):
    # given
    for _ in range(4):
        ratelimit.hit(LIMIT, "203.0.113.7")

    # when
    clock.now += datetime.timedelta(minutes=3)
    result = ratelimit.hit(LIMIT, "203.0.113.7")

    # then
    assert result is None
    assert RateLimitCounter.objects.get().count == 1


def test_identities_are_stored_hashed_and_the_hourly_sweep_deletes_stale_rows(db, clock):
    # given: a window of two days ago, and one of a minute ago
    ratelimit.hit(LIMIT, "erika@example.com")
    clock.now += datetime.timedelta(days=2)
    ratelimit.hit(LIMIT, "max@example.com")
    clock.now += datetime.timedelta(minutes=1)
    assert RateLimitCounter.objects.count() == 2  # a request only counts, it deletes nothing

    # when: the hourly task, or its command from cron
    output = io.StringIO()
    call_command("sweep_rate_limits", stdout=output)

    # then
    assert output.getvalue() == "1 alte Zähler gelöscht.\n"
    assert tasks.sweep_rate_limits() == 0
    [row] = RateLimitCounter.objects.all()
    assert len(row.bucket) == 64
    assert "example" not in row.bucket
    assert row.window_start == int((clock.now - datetime.timedelta(minutes=1)).timestamp()) // 600 * 600


def test_a_limit_of_zero_is_switched_off(db, clock):
    # when
    results = [ratelimit.hit(ratelimit.Limit("off", 0, 60), "203.0.113.7") for _ in range(3)]

    # then
    assert results == [None, None, None]
    assert RateLimitCounter.objects.count() == 0


# one request in a process of its own, at a pinned moment (09:07:30 UTC)
COUNT_ONCE = """
import datetime, django
django.setup()
from django.utils import timezone
from core import ratelimit, tasks
timezone.now = lambda: datetime.datetime(2026, 11, 18, 9, 7, 30, tzinfo=datetime.UTC)
print(ratelimit.hit(ratelimit.Limit("cross", 2, 600), "203.0.113.7"))
"""


def test_separate_processes_share_the_counter(tmp_path):
    # given: one database file, as gunicorn's workers share it
    database = f"sqlite:///{tmp_path / 'shared.sqlite3'}"
    env = {**os.environ, "DATABASE_URL": database, "REDIS_URL": "", "DJANGO_SETTINGS_MODULE": "config.settings"}
    subprocess.run([sys.executable, "manage.py", "migrate", "core", "-v0"], env=env, check=True, cwd=BACKEND)

    # when: three processes, one request each
    outputs = [
        subprocess.run([sys.executable, "-c", COUNT_ONCE], env=env, check=True, cwd=BACKEND, capture_output=True)
        for _ in range(3)
    ]

    # then: the third process sees the two requests of the others (150 s to the end of the window)
    assert [output.stdout.decode().strip() for output in outputs] == ["None", "None", "150"]


def test_with_redis_configured_the_counters_live_in_the_cache(db, clock, settings):
    # given: REDIS_URL set (the test's cache stands in for Redis: same add/incr calls)
    settings.REDIS_URL = "redis://cache.example:6379/0"

    # when
    results = [ratelimit.hit(LIMIT, "203.0.113.7") for _ in range(4)]

    # then
    assert results == [None, None, None, 150]
    assert RateLimitCounter.objects.count() == 0


@pytest.mark.parametrize("redis", [False, True])
def test_a_request_may_count_several_units(db, clock, settings, redis):
    # given: the events of analytics batches count, not the batches (limit 3)
    if redis:
        settings.REDIS_URL = "redis://cache.example:6379/0"

    # when
    results = [ratelimit.hit(LIMIT, "203.0.113.7", amount) for amount in (2, 1, 1)]
    clock.now += datetime.timedelta(minutes=3)
    next_window = [ratelimit.hit(LIMIT, "203.0.113.7", amount) for amount in (3, 1)]

    # then: 2 + 1 fill the window, one more is over; the next window starts at the request's amount
    assert results == [None, None, 150]
    assert next_window == [None, 570]
    assert RateLimitCounter.objects.count() == (0 if redis else 1)


def test_several_limits_of_a_request_count_in_one_statement(db, clock, django_assert_num_queries):
    # given: an address limit, a visitor limit and one switched off
    checks = [
        (ratelimit.Limit("address", 3, 600), "203.0.113.7", 2),
        (ratelimit.Limit("visitor", 1, 600), "a1b2", 2),
        (ratelimit.Limit("off", 0, 600), "203.0.113.7", 5),
    ]

    # when: each request is one statement, also a window's first
    with django_assert_num_queries(1):
        first = ratelimit.hit_many(checks)
    with django_assert_num_queries(1):
        second = ratelimit.hit_many(checks)

    # then
    assert first == [None, 150, None]
    assert second == [150, 150, None]
    assert sorted(RateLimitCounter.objects.values_list("count", flat=True)) == [4, 4]
