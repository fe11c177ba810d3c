"""The PWA plugin (config.enablePluginPWA): the web manifest and the service worker, both from the site root.

Both answer 404 while the plugin is off (the storefront then unregisters any worker it installed earlier).
The manifest's icons come from the config's logo image through the image variants, else the favicon.
"""

import hashlib
import json
import re
from functools import lru_cache
from pathlib import Path

from django.conf import settings
from django.http import Http404, HttpResponse, JsonResponse
from django.views.decorators.http import require_safe

from media.models import IMAGE_SIZES, Image
from organisation.models import Config

from . import preload

MANIFEST_PATH = "/manifest.webmanifest"
WORKER_PATH = "/sw.js"
FAVICON = "/static/storefront/favicon.svg"
# the default theme (Apollo) unless the config brings its own colours
DEFAULT_BLACK, DEFAULT_WHITE = "#030201", "#ffffff"
COLOUR = re.compile(r"^#[0-9a-fA-F]{6}$")
ICON_VARIANTS = ("tiny", "small")
WORKER_SOURCE = Path(__file__).with_name("service_worker.js")


def _colour(config: Config, name: str, default: str) -> str:
    value = (config.theme_colors or {}).get(name) if isinstance(config.theme_colors, dict) else None
    return value if isinstance(value, str) and COLOUR.match(value) else default


def _logo(config: Config) -> Image | None:
    """The config's logo image ({id, version, extension}), when the config has one."""
    reference = getattr(config, "logo", None)
    if not isinstance(reference, dict) or not isinstance(reference.get("id"), int):
        return None
    return Image.objects.filter(pk=reference["id"]).first()


def icons(config: Config) -> list[dict]:
    image = _logo(config)
    if image is None:
        return [{"src": FAVICON, "sizes": "any", "type": "image/svg+xml", "purpose": "any"}]
    if image.is_vector or not (image.width and image.height):
        return [{"src": image.url, "sizes": "any", "type": image.mime_type, "purpose": "any"}]
    result = []
    for variant in ICON_VARIANTS:
        width = min(IMAGE_SIZES[variant], image.width)
        height = round(width * image.height / image.width)
        src = f"/image/{variant}/{image.file_name}"
        result.append({"src": src, "sizes": f"{width}x{height}", "type": image.mime_type, "purpose": "any"})
    return result


def manifest_data(config: Config) -> dict:
    name = config.title or config.shop_name or "Bestellwerk"
    return {
        "name": name,
        "short_name": (config.shop_name or name)[:12],
        "description": config.description,
        "lang": "de",
        "dir": "ltr",
        "start_url": "/",
        "scope": "/",
        "display": "standalone",
        "theme_color": _colour(config, "black", DEFAULT_BLACK),
        "background_color": _colour(config, "white", DEFAULT_WHITE),
        "icons": icons(config),
    }


def _plugin_on() -> Config:
    config = Config.load()
    if not config.enable_plugin_pwa:
        raise Http404("PWA-Plugin ist ausgeschaltet.")
    return config


@require_safe
def manifest(request):
    response = JsonResponse(manifest_data(_plugin_on()), json_dumps_params={"ensure_ascii": False})
    response["Content-Type"] = "application/manifest+json"
    response["Cache-Control"] = "no-cache"
    return response


def shell_files() -> list[str]:
    """The anonymous home page and the storefront entry's code and styles (from Vite's build manifest)."""
    chunks = preload.manifest()
    entry = chunks.get("index.html")
    if entry is None:
        return ["/"]
    keys = [*entry.get("imports", [])]
    files = [entry["file"], *entry.get("css", [])]
    for key in keys:
        files += [chunks[key]["file"], *chunks[key].get("css", [])] if key in chunks else []
    prefix = f"{settings.STATIC_URL}storefront/"
    return ["/", *(prefix + file for file in dict.fromkeys(files))]


@lru_cache(maxsize=4)
def _worker_source(files: tuple[str, ...], version: str) -> str:
    digest = hashlib.sha256(json.dumps([version, *files]).encode()).hexdigest()[:12]
    return (
        WORKER_SOURCE.read_text(encoding="utf-8")
        .replace("__CACHE_NAME__", json.dumps(f"bw-shell-{digest}"))
        .replace("__SHELL_FILES__", json.dumps(list(files)))
    )


@require_safe
def service_worker(request):
    _plugin_on()
    source = _worker_source(tuple(shell_files()), settings.APP_VERSION)
    response = HttpResponse(source, content_type="text/javascript; charset=utf-8")
    # the browser checks for a new worker on every visit; the worker may control the whole site
    response["Cache-Control"] = "no-cache, no-store, must-revalidate"
    response["Service-Worker-Allowed"] = "/"
    return response


def head_link(config: Config) -> str:
    return f'<link rel="manifest" href="{MANIFEST_PATH}">' if config.enable_plugin_pwa else ""
