#!/usr/bin/env python3
"""Empties the Redis database make bench uses (BENCH_REDIS_URL), so that no rate-limit window or cached status of an
earlier run counts: the bench's customers are the same ones each run. Refuses a URL without a database number.

Usage: redis-db.py flush redis://127.0.0.1:6379/14
"""

import sys
import urllib.parse

import redis


def main() -> int:
    if len(sys.argv) != 3 or sys.argv[1] != "flush":
        sys.exit(__doc__)
    url = sys.argv[2]
    if not urllib.parse.urlsplit(url).path.strip("/").isdigit():
        sys.exit(f"Die Redis-Adresse muss die Datenbanknummer nennen, die make bench leert: {url}")
    try:
        redis.Redis.from_url(url, socket_connect_timeout=5).flushdb()
    except redis.RedisError as error:
        sys.exit(f"Redis für make bench nicht erreichbar ({url}): {error}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
