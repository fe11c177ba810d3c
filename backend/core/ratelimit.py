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

# rows of windows older than this are deleted whenever a new window starts
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
    if limit.count <= 0:
        return None
    now = int(timezone.now().timestamp())
    window_start = now - now % limit.seconds
    bucket = hashlib.sha256(f"{limit.scope}\x00{identity}".encode()).hexdigest()
    if settings.REDIS_URL:
        count = _redis_count(bucket, window_start, limit.seconds, amount)
    else:
        count = _database_count(bucket, window_start, amount)
    if count <= limit.count:
        return None
    return max(1, window_start + limit.seconds - now)


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


def _database_count(bucket: str, window_start: int, amount: int) -> int:
    table = connection.ops.quote_name(RateLimitCounter._meta.db_table)
    # one statement: the row is created, counted up or restarted for a new window, atomically
    sql = (
        f"INSERT INTO {table} (bucket, window_start, count) VALUES (%s, %s, %s) "  # noqa: S608
        f"ON CONFLICT (bucket) DO UPDATE SET "
        f"count = CASE WHEN {table}.window_start = excluded.window_start "
        f"THEN {table}.count + excluded.count ELSE excluded.count END, "
        f"window_start = excluded.window_start RETURNING count"
    )
    with connection.cursor() as cursor:
        cursor.execute(sql, [bucket, window_start, amount])
        (count,) = cursor.fetchone()
    if count == amount:  # the window's first request
        RateLimitCounter.objects.filter(window_start__lt=window_start - STALE_SECONDS).delete()
    return count
