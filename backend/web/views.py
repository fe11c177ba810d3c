"""Serves the two single-page apps: the storefront (with per-route meta) and the back office."""

from functools import lru_cache
from pathlib import Path

from django.conf import settings
from django.contrib.auth.views import redirect_to_login
from django.http import HttpResponse, JsonResponse
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_safe

from organisation.models import Config

from . import meta, preload

HEAD_PLACEHOLDER = "<!--app-head-->"
NOT_BUILT = (
    '<!doctype html><html lang="de"><meta charset="utf-8"><title>Nicht gebaut</title>'
    "<p>Die Oberfläche ist noch nicht gebaut. Bitte <code>make setup</code> ausführen.</p></html>"
)


@lru_cache(maxsize=4)
def _read(path: str, mtime: float) -> str:
    return Path(path).read_text(encoding="utf-8")


def app_index(app: str) -> str | None:
    path = settings.FRONTEND_DIR / app / "dist" / "index.html"
    if not path.exists():
        static_copy = Path(settings.STATIC_ROOT) / app / "index.html"
        if not static_copy.exists():
            return None
        path = static_copy
    return _read(str(path), path.stat().st_mtime)


@never_cache
@require_safe
def storefront(request, path=""):
    html = app_index("storefront")
    if html is None:
        return HttpResponse(NOT_BUILT, status=503)
    config = Config.load()
    page = meta.resolve(request.path, config)
    head = [meta.render_head(page, config)]
    if page.status == 200:
        route, reads = preload.route_of(request.path)
        head += [*preload.module_links(route), preload.preloaded_script(request, reads)]
    return HttpResponse(html.replace(HEAD_PLACEHOLDER, "\n    ".join(filter(None, head))), status=page.status)


@never_cache
@require_safe
def backoffice(request):
    if not (request.user.is_authenticated and request.user.is_staff_member):
        return redirect_to_login(request.get_full_path(), settings.LOGIN_URL)
    html = app_index("backoffice")
    if html is None:
        return HttpResponse(NOT_BUILT, status=503)
    return HttpResponse(html)


def api_not_found(request, path=""):
    return JsonResponse(
        {"errors": [{"message": "Diese Schnittstelle gibt es nicht.", "code": "not_found"}]}, status=404
    )
