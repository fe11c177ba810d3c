"""The signage player's page policy and its service worker (docs/devices.md 'Device pages').

The worker (/signage/sw.js, scope /signage/) lets a screen that restarts while the network is gone play on: it keeps
the player's page (signage.html, stored under each address of /signage/ it answered) and the code and styles of the
signage entry (from the back office's Vite manifest, filled in here like the storefront's worker in `pwa.py`) in
Cache Storage. The page is asked network first, the hashed assets cache first; API answers are never stored (the
player keeps its last answer in localStorage itself).
"""

import hashlib
import json
from functools import lru_cache
from pathlib import Path

from django.conf import settings
from django.http import HttpResponse
from django.views.decorators.http import require_safe

from . import preload

WORKER_PATH = "/signage/sw.js"
SCOPE = "/signage/"
ENTRY = "signage.html"
WORKER_SOURCE = Path(__file__).with_name("signage_service_worker.js")
# what the worker itself may fetch: this server's pages and files only
WORKER_POLICY = "default-src 'self'"
# the screenshot (modern-screenshot) reads the pictures on screen again, and those come from the player's Cache
# Storage as blob: URLs (signage/player/CachedImage.tsx); fetching a blob: URL is connect-src, which 'self' is not
PAGE_CONNECT = ("blob:",)


def page_policy() -> str:
    """The site's Content-Security-Policy with blob: added to connect-src (the player's page only)."""
    parts = []
    for part in settings.CONTENT_SECURITY_POLICY.split(";"):
        name, *values = part.split()
        parts.append(" ".join([name, *values, *(PAGE_CONNECT if name == "connect-src" else ())]))
    return "; ".join(parts)


def asset_files() -> list[str]:
    """The code and styles the signage entry loads (its chunk and every chunk it imports, not the lazy ones)."""
    chunks = preload.manifest("backoffice")
    if ENTRY not in chunks:
        return []
    files: list[str] = []
    seen: set[str] = set()
    pending = [ENTRY]
    while pending:
        key = pending.pop(0)
        if key in seen or key not in chunks:
            continue
        seen.add(key)
        files += [chunks[key]["file"], *chunks[key].get("css", [])]
        pending += chunks[key].get("imports", [])
    prefix = f"{settings.STATIC_URL}backoffice/"
    return [prefix + file for file in dict.fromkeys(files)]


@lru_cache(maxsize=4)
def _worker_source(files: tuple[str, ...], version: str) -> str:
    digest = hashlib.sha256(json.dumps([version, *files]).encode()).hexdigest()[:12]
    return (
        WORKER_SOURCE.read_text(encoding="utf-8")
        .replace("__CACHE_NAME__", json.dumps(f"bw-signage-{digest}"))
        .replace("__ASSET_FILES__", json.dumps(list(files)))
    )


@require_safe
def service_worker(request):
    """The player's service worker; its scope is /signage/ (where it is served), so no Service-Worker-Allowed."""
    source = _worker_source(tuple(asset_files()), settings.APP_VERSION)
    response = HttpResponse(source, content_type="text/javascript; charset=utf-8")
    # the browser looks for a new worker on every visit (a new build names new assets)
    response["Cache-Control"] = "no-cache, no-store, must-revalidate"
    response["Content-Security-Policy"] = WORKER_POLICY
    response["X-Robots-Tag"] = "noindex, nofollow"
    return response
