"""The caches (settings.CACHES), built from REDIS_URL, VAR_DIR and the database.

- "default": Redis when configured (core.cache.SharedClientRedisCache), else this process's memory.
- "devices": the devices' poll stamps and their agents' identities (devices/stamps.py).
- "polls": the status page's ETags (ordering/services/status_poll.py), so that every web process answers an
  unchanged poll with 304 from it and a change made in one process reaches all.
The shared ones are Redis when configured, else files under VAR_DIR (one machine; "polls" with an atomic add, core.cache),
keyed by the database so that servers of different databases (the e2e workers) never see each other's entries.
"""

import hashlib
from pathlib import Path

# Django's Redis cache, with one client per connection pool (core.cache)
REDIS = "core.cache.SharedClientRedisCache"
# alias: (folder under VAR_DIR, file backend without Redis)
SHARED = {
    "devices": ("device-cache", "django.core.cache.backends.filebased.FileBasedCache"),
    "polls": ("poll-cache", "core.cache.ExclusiveAddFileCache"),
}


def caches(redis_url: str, var_dir: Path, database: dict) -> dict:
    named = f"{database.get('HOST')}:{database.get('PORT')}:{database['NAME']}"
    digest = hashlib.sha256(named.encode()).hexdigest()[:12]
    if redis_url:
        configured = {"default": {"BACKEND": REDIS, "LOCATION": redis_url}}
        for alias in SHARED:
            configured[alias] = {"BACKEND": REDIS, "LOCATION": redis_url, "KEY_PREFIX": f"{alias}-{digest}"}
        return configured
    configured = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache", "LOCATION": "bestellwerk"}}
    for alias, (folder, backend) in SHARED.items():
        configured[alias] = {
            "BACKEND": backend,
            "LOCATION": str(var_dir / folder),
            "KEY_PREFIX": f"{alias}-{digest}",
            "OPTIONS": {"MAX_ENTRIES": 20000},
        }
    return configured
