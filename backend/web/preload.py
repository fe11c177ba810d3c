"""What the storefront page needs first, shipped inside its HTML.

For each route: the module preloads of the page's code (from Vite's build manifest, so the browser
fetches the route chunk with the entry instead of after it) and the bodies of the first API reads,
produced by the API views themselves so they are exactly what a fetch would answer. The storefront's
API client takes each body once instead of fetching it (frontend/common/src/api/preloaded.ts).
"""

import base64
import hashlib
import json
import re
from functools import lru_cache
from pathlib import Path
from urllib.parse import quote, unquote

from django.conf import settings
from django.urls import Resolver404, resolve
from django.utils.html import escape, json_script

from .meta import IDENTIFIER

SCRIPT_ID = "preloaded-api"
ROUTE_MODULES = {
    "division": "src/app/routes/division.tsx",
    "branch": "src/app/routes/branch.tsx",
    "checkout": "src/app/routes/checkout.tsx",
    "status": "src/app/routes/status.tsx",
    "site": "src/app/routes/legal.tsx",
    "content": "src/app/routes/site.tsx",
    "tag": "src/app/routes/tag.tsx",
    # the content site's home blocks on "/" (only when the website builder has a home page)
    "home": "src/features/content/components/HomeContent.tsx",
    # the consent dialog (only while the visitor has no decision for the current configuration)
    "consent": "src/features/consent/components/ConsentDialog.tsx",
}
NAVIGATIONS = "/api/public/navigations"
CONSENT = "/api/public/consent"
CONSENT_COOKIE = "bw_consent"
SITES = "/api/public/sites"
TAGS = "/api/public/nodes?type=tag"
URI_SAFE = "!*'()"  # what encodeURIComponent leaves as it is, besides letters, digits and -_.~


def lookup_url(path: str, preview: bool = False) -> str:
    """The storefront's lookup address of a site path, byte for byte (encodeURIComponent)."""
    url = f"/api/public/sites/lookup?path={quote(path, safe=URI_SAFE)}"
    return f"{url}&preview=1" if preview else url


def route_of(path: str, preview: bool = False) -> tuple[str | None, list[str]]:
    """The route name of a storefront path and the API reads its page starts with (every page's
    header shows the main navigation and its consent gate reads the configuration; content pages read
    their site, the public sites and tags)."""
    parts = [part for part in path.strip("/").split("/") if part]
    reads = ["/api/config", NAVIGATIONS, CONSENT]
    if not parts:
        home = lookup_url("", preview)
        return "division", [*reads, "/api/public/divisions", "/api/public/branches?pageSize=1000", home]
    if parts[0] == "store" and len(parts) >= 2 and IDENTIFIER.fullmatch(parts[1]):
        branch = f"/api/public/branches/{parts[1]}"
        name = "branch" if len(parts) == 2 else "checkout"
        return name, [*reads, branch, f"{branch}/menu"]
    if parts[0] == "status" and len(parts) == 3:
        return "status", reads
    if parts[0] == "site" and len(parts) == 2:
        return "site", reads
    if parts[0] == "tags" and len(parts) == 2:
        return "tag", [*reads, TAGS, SITES]
    return "content", [*reads, lookup_url("/".join(parts), preview), SITES, TAGS]


@lru_cache(maxsize=64)
def _built_text(path: str, mtime: float) -> str:
    return Path(path).read_text(encoding="utf-8")


def built_text(path: Path) -> str:
    """A built file's text (a page, a stylesheet), read again only when the build changed it."""
    return _built_text(str(path), path.stat().st_mtime)


@lru_cache(maxsize=8)
def _built_json(path: str, mtime: float):
    return json.loads(_built_text(path, mtime))


def built_json(path: Path):
    """A JSON file the build wrote (Vite's manifest, the files the server paints with), parsed once per build: the
    answer is shared, callers only read it."""
    return _built_json(str(path), path.stat().st_mtime)


def manifest(app: str = "storefront") -> dict:
    """Vite's build manifest of a frontend app (empty while it is not built)."""
    path = settings.FRONTEND_DIR / app / "dist" / ".vite" / "manifest.json"
    if not path.exists():
        return {}
    return built_json(path)


def module_links(route: str | None, *more: str, page: str = "") -> list[str]:
    """modulepreload and stylesheet links of the route's chunk (and of the `more` modules, e.g. "home")
    and everything they import, but for the files the `page` (index.html) links already: a stylesheet
    linked twice, once with `crossorigin`, would be fetched twice before the first paint."""
    chunks = manifest()
    keys = [key for name in (route or "", *more) if (key := ROUTE_MODULES.get(name)) and key in chunks]
    if not keys:
        return []
    seen: list[str] = []
    pending = list(reversed(keys))
    while pending:
        current = pending.pop()
        if current in seen or current not in chunks or chunks[current].get("isEntry"):
            continue
        seen.append(current)
        pending.extend(chunks[current].get("imports", []))
    prefix = f"{settings.STATIC_URL}storefront/"
    scripts = [escape(prefix + chunks[c]["file"]) for c in seen]
    styles = [escape(prefix + css) for css in dict.fromkeys(css for c in seen for css in chunks[c].get("css", []))]
    links = [f'<link rel="modulepreload" href="{href}">' for href in scripts if f'href="{href}"' not in page]
    return links + [f'<link rel="stylesheet" href="{href}">' for href in styles if f'href="{href}"' not in page]


def _read(request, url: str):
    """The JSON body of a GET on our own API, or None when it does not answer 200."""
    path, _, query = url.partition("?")
    try:
        match = resolve(path)
    except Resolver404:
        return None
    inner = type(request)(request.environ | {"PATH_INFO": path, "QUERY_STRING": query, "REQUEST_METHOD": "GET"})
    inner.user = request.user
    response = match.func(inner, *match.args, **match.kwargs)
    if response.status_code != 200:
        return None
    if hasattr(response, "render"):
        response.render()
    return json.loads(response.content)


def read_all(request, reads: list[str]) -> dict:
    """The bodies of the reads that answer 200, by URL."""
    return {url: body for url in reads if (body := _read(request, url)) is not None}


def consent_pending(request, bodies: dict) -> bool:
    """True when the page will open the consent dialog: the visitor's `bw_consent` cookie (URI-encoded JSON,
    written by the storefront) holds no decision for the shipped configuration's version."""
    version = (bodies.get(CONSENT) or {}).get("data", {}).get("version")
    if not version:
        return False
    try:
        stored = json.loads(unquote(request.COOKIES.get(CONSENT_COOKIE, "")))
    except ValueError:
        return True
    return not isinstance(stored, dict) or stored.get("version") != version


def preloaded_script(bodies: dict) -> str:
    return json_script(bodies, SCRIPT_ID) if bodies else ""


STYLESHEET = re.compile(r'<link rel="stylesheet"(?: crossorigin)? href="(?P<href>[^"]+\.css)">')


def inline_styles(html: str) -> str:
    """The storefront's stylesheets of the first view written into the page: a phone on a slow network paints the
    server's first view with the HTML instead of after one round trip per stylesheet. Each link stays, disabled (not
    fetched), so that the app's chunk loader finds its stylesheet present and does not fetch it again."""
    prefix = f"{settings.STATIC_URL}storefront/"

    def inline(match: re.Match) -> str:
        href = match["href"]
        if not href.startswith(prefix) or ".." in href:
            return match[0]
        path = settings.FRONTEND_DIR / "storefront" / "dist" / href.removeprefix(prefix)
        if not path.is_file():
            return match[0]
        css = built_text(path).replace("</", "<\\/")
        return f'<style>{css}</style><link rel="stylesheet" href="{href}" disabled>'

    return STYLESHEET.sub(inline, html)


START_SCRIPT = Path(__file__).with_name("storefront_start.js").read_text(encoding="utf-8")
# the storefront policy's script-src allows this one inline script by its hash
START_SOURCE = f"'sha256-{base64.b64encode(hashlib.sha256(START_SCRIPT.encode()).digest()).decode()}'"
MODULE_TAG = re.compile(r'[ \t]*<(?:link rel="modulepreload"[^>]*|script type="module"[^>]*></script)>\n?')


def start_after_paint(html: str) -> str:
    """The page's module script and module preloads moved into a <template> that `storefront_start.js` puts into the
    head after the first frame. The server paints the first view (the shell, the consent dialog) with the HTML; a
    phone then paints it before fetching and compiling the app's code instead of after, where the code was fetched
    in time, and the first and largest paint no longer depend on the scripts (Lighthouse's simulation counted every
    script that had arrived before the paint as blocking it)."""
    tags = [match[0].strip() for match in MODULE_TAG.finditer(html)]
    if not tags:
        return html
    start = f'\n    <template id="bw-start">{"".join(tags)}</template><script>{START_SCRIPT}</script>\n  '
    return MODULE_TAG.sub("", html).replace("</head>", f"{start}</head>", 1)
