"""Rate limits shared by every process: fixed windows counted in Redis or in the database.

A limit allows `count` requests per `seconds` window and client identity (an IP address, an
e-mail address). The counters live in Redis when REDIS_URL is configured and otherwise in the
database (one upsert per request, atomic on SQLite and PostgreSQL), never in process memory:
with several gunicorn workers each would count only its own share. The clock is Django's
timezone.now, so tests that pin it pin the windows too.
"""

import hashlib
from dataclasses import dataclass

from django.conf import settings
from django.core.cache import cache
from django.db import connection
from django.utils import timezone
from rest_framework.exceptions import Throttled
from rest_framework.throttling import BaseThrottle

from .models import RateLimitCounter

# rows of windows older than this are deleted by the hourly sweep (core.tasks.sweep_rate_limits), not in a request
STALE_SECONDS = 24 * 60 * 60


@dataclass(frozen=True)
class Limit:
    scope: str
    count: int
    seconds: int


def client_ip(request) -> str:
    """The client's address, behind PROXY_COUNT proxies (X-Forwarded-For), as DRF's throttles see it."""
    return BaseThrottle().get_ident(request)


def hit(limit: Limit, identity: str, amount: int = 1) -> int | None:
    """Count one request (or `amount` units of it, e.g. the events of a batch); None while the window's total
    stays within the limit, else the seconds until the window ends."""
    return hit_many([(limit, identity, amount)])[0]


def hit_many(checks: list[tuple[Limit, str, int]]) -> list[int | None]:
    """Count several limits of one request at once, each (limit, identity, amount): one database statement
    for all of them. Every limit counts, also when another is over; per check None or the seconds to wait."""
    now = int(timezone.now().timestamp())
    results: list[int | None] = [None] * len(checks)
    active = []
    for index, (limit, identity, amount) in enumerate(checks):
        if limit.count > 0:
            bucket = hashlib.sha256(f"{limit.scope}\x00{identity}".encode()).hexdigest()
            active.append((index, limit, bucket, now - now % limit.seconds, amount))
    if not active:
        return results
    if settings.REDIS_URL:
        counts = {
            bucket: _redis_count(bucket, start, limit.seconds, amount) for _, limit, bucket, start, amount in active
        }
    else:
        counts = _database_counts([(bucket, start, amount) for _, _, bucket, start, amount in active])
    for index, limit, bucket, window_start, _amount in active:
        if counts[bucket] > limit.count:
            results[index] = max(1, window_start + limit.seconds - now)
    return results


def check(limit: Limit, identity: str, message: str, code: str) -> None:
    """Count one request; over the limit raise a 429 with the German message and Retry-After."""
    wait = hit(limit, identity)
    if wait is not None:
        raise_throttled(message, code, wait)


def raise_throttled(message: str, code: str, wait: int):
    """A 429 in the API's error shape, {"errors": [{"message", "code"}]}, with Retry-After: wait."""
    error = Throttled(detail=message, code=code)
    error.wait = wait
    raise error


def _redis_count(bucket: str, window_start: int, seconds: int, amount: int) -> int:
    key = f"ratelimit:{bucket}:{window_start}"
    cache.add(key, 0, timeout=seconds + 1)
    try:
        return cache.incr(key, amount)
    except ValueError:  # expired between add and incr
        cache.set(key, amount, timeout=seconds + 1)
        return amount


def _database_counts(rows: list[tuple[str, int, int]]) -> dict[str, int]:
    """Count (bucket, window_start, amount) rows up in one statement; the buckets' new counts."""
    merged: dict[str, tuple[int, int]] = {}
    for bucket, window_start, amount in rows:  # one bucket twice would be one row updated twice: refused
        merged[bucket] = (window_start, merged.get(bucket, (window_start, 0))[1] + amount)
    table = connection.ops.quote_name(RateLimitCounter._meta.db_table)
    values = ", ".join(["(%s, %s, %s)"] * len(merged))
    # one statement: each row is created, counted up or restarted for a new window, atomically
    sql = (
        f"INSERT INTO {table} (bucket, window_start, count) VALUES {values} "  # noqa: S608
        f"ON CONFLICT (bucket) DO UPDATE SET "
        f"count = CASE WHEN {table}.window_start = excluded.window_start "
        f"THEN {table}.count + excluded.count ELSE excluded.count END, "
        f"window_start = excluded.window_start RETURNING bucket, count"
    )
    with connection.cursor() as cursor:
        cursor.execute(sql, [value for bucket, (start, amount) in merged.items() for value in (bucket, start, amount)])
        return dict(cursor.fetchall())


def sweep() -> int:
    """Deletes the database rows of windows long over (the hourly task; Redis keys expire by themselves)."""
    oldest = int(timezone.now().timestamp()) - STALE_SECONDS
    deleted, _ = RateLimitCounter.objects.filter(window_start__lt=oldest).delete()
    return deleted
