"""Serves the single-page apps: the storefront (with per-route meta), the back office, its order boards, the clock-in
terminal and the device pages (pairing and counter tablet, signage player)."""

import re
from pathlib import Path

from django.conf import settings
from django.contrib.auth.views import redirect_to_login
from django.http import HttpResponse, HttpResponsePermanentRedirect, HttpResponseRedirect, JsonResponse
from django.utils.html import escape
from django.views.decorators.cache import never_cache
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.gzip import gzip_page
from django.views.decorators.http import require_safe

from cms.selectors import resolve_redirect
from core.error_pages import page_not_found
from core.public_url import public_base_url
from core.secrets import secret_matches
from organisation.models import Branch, Config
from timetracking.services.terminal import find_terminal

from . import consent_shell, meta, player, preload, pwa, tracking_tags

HEAD_PLACEHOLDER = "<!--app-head-->"
EMPTY_ROOT = '<div id="root"></div>'
NOT_BUILT = (
    '<!doctype html><html lang="de"><meta charset="utf-8"><title>Nicht gebaut</title>'
    "<p>Die Oberfläche ist noch nicht gebaut. Bitte <code>make setup</code> ausführen.</p></html>"
)


def app_index(app: str, page: str = "index.html") -> str | None:
    path = settings.FRONTEND_DIR / app / "dist" / page
    if not path.exists():
        static_copy = Path(settings.STATIC_ROOT) / app / page
        if not static_copy.exists():
            return None
        path = static_copy
    return preload.built_text(path)


@gzip_page  # the page carries its first API reads: compressed it is a fraction of the size
@never_cache
@require_safe
def storefront(request, path=""):
    redirect = _redirect(request)
    if redirect is not None:
        return redirect
    html = app_index("storefront")
    if html is None:
        return HttpResponse(NOT_BUILT, status=503)
    config = Config.load()
    preview = request.GET.get("vorschau") == "1" and request.user.is_authenticated and request.user.is_staff_member
    page = meta.resolve(request.path, config, preview)
    head = [meta.render_head(page, config, public_base_url(request)), pwa.head_link(config), staff_marker(request)]
    if page.status == 200:
        route, reads = preload.route_of(request.path, preview)
        bodies = preload.read_all(request, reads)
        # "/" with a home page of the website builder (its lookup answered): the blocks' chunk comes with the page
        more = ("home",) if route == "division" and preload.lookup_url("", preview) in bodies else ()
        # a first visit opens the consent dialog: its chunk comes with the page instead of after the app's start,
        # and its first view is painted with the HTML (the app's dialog takes its place)
        pending = preload.consent_pending(request, bodies)
        more += ("consent",) if pending else ()
        head += [*preload.module_links(route, *more, page=html), preload.preloaded_script(bodies)]
        dialog = consent_shell.render(bodies[preload.CONSENT]["data"]) if pending else ""
        html = html.replace(EMPTY_ROOT, f'<div id="root">{meta.render_shell(page, config)}</div>{dialog}', 1)
    html = preload.inline_styles(html.replace(HEAD_PLACEHOLDER, "\n    ".join(filter(None, head))))
    response = HttpResponse(preload.start_after_paint(html), status=page.status)
    # the page's starter script by its hash; the Google tag and the Meta pixel may load (after consent) only where
    # their ids are configured
    response["Content-Security-Policy"] = tracking_tags.storefront_policy(
        settings.CONTENT_SECURITY_POLICY, tracking_tags.configured_tag_ids(), script=[preload.START_SOURCE]
    )
    return response


def staff_marker(request) -> str:
    """Tells the storefront a staff session is open (with the app version and environment its toolbar shows),
    so it loads the staff toolbar only then: anonymous visitors get neither the tag nor the toolbar's code."""
    user = request.user
    if not (user.is_authenticated and user.is_staff_member):
        return ""
    version, environment = escape(settings.APP_VERSION), escape(settings.APP_ENVIRONMENT)
    return f'<meta name="bw-staff" content="{version}" data-environment="{environment}">'


def _redirect(request):
    """The website builder's redirects apply before the storefront's route lookup (301 or 302)."""
    found = resolve_redirect(request.path)
    if found is None:
        return None
    target, permanent = found
    query = request.META.get("QUERY_STRING", "")
    if query and target.startswith("/") and "?" not in target:
        target = f"{target}?{query}"
    return (HttpResponsePermanentRedirect if permanent else HttpResponseRedirect)(target)


@never_cache
@require_safe
def backoffice(request):
    if not (request.user.is_authenticated and request.user.is_staff_member):
        return redirect_to_login(request.get_full_path(), settings.LOGIN_URL)
    html = app_index("backoffice")
    if html is None:
        return HttpResponse(NOT_BUILT, status=503)
    return HttpResponse(html)


def _board_link_valid(branch_id: int, api_key: str) -> bool:
    expected = Branch.objects.filter(pk=branch_id).values_list("api_key", flat=True).first()
    return expected is not None and secret_matches(expected, api_key)


@never_cache
@require_safe
def order_board(request, kind: str, branch_id: str, api_key: str):
    """A display screen (front desk tablet, kitchen) without login: branch id + the branch's API key.

    A wrong link still gets the page (it tells 'Ungültiger Link' in German), with status 404.
    The key sits in the URL, so the page sends no referrer and is not indexed.
    """
    html = app_index("backoffice", "board.html")
    if html is None:
        return HttpResponse(NOT_BUILT, status=503)
    response = HttpResponse(html, status=200 if _board_link_valid(int(branch_id), api_key) else 404)
    response["Referrer-Policy"] = "no-referrer"
    response["X-Robots-Tag"] = "noindex, nofollow"
    return response


@never_cache
@require_safe
def time_clock(request, branch_identifier: str, terminal_key: str):
    """The clock-in terminal of a branch (tablet at the staff entrance): branch identifier + terminal key.

    Like the order boards, a wrong link still gets the page (it tells 'Ungültiger Link'), with status 404.
    """
    html = app_index("backoffice", "terminal.html")
    if html is None:
        return HttpResponse(NOT_BUILT, status=503)
    valid = find_terminal(branch_identifier, terminal_key) is not None
    response = HttpResponse(html, status=200 if valid else 404)
    response["Referrer-Policy"] = "no-referrer"
    response["X-Robots-Tag"] = "noindex, nofollow"
    return response


def _device_page(page: str, status: int = 200) -> HttpResponse:
    html = app_index("backoffice", page)
    if html is None:
        return HttpResponse(NOT_BUILT, status=503)
    response = HttpResponse(html, status=status)
    response["Referrer-Policy"] = "no-referrer"
    response["X-Robots-Tag"] = "noindex, nofollow"
    return response


@never_cache
@require_safe
def device_page(request):
    """The page of a device without login (docs/devices.md): it shows a pairing code until the manager pairs it,
    then runs as the device's agent (a counter tablet shows the acting front-desk board). The page is the same for
    every device: it authenticates its API calls with the secret it keeps in the browser, never in the URL."""
    return _device_page("device.html")


# a device identifier (devices.models.Device.identifier, a slug)
DEVICE_IDENTIFIER = re.compile(r"[-a-zA-Z0-9_]{1,60}")


@never_cache
@require_safe
def signage_player(request, identifier: str):
    """The digital signage player of a screen (/signage/<device identifier>, full screen in the TV's browser): the
    pairing code first, then what the screen's stream plays. An address that can be no identifier is a 404."""
    if not DEVICE_IDENTIFIER.fullmatch(identifier):
        return page_not_found(request)
    response = _device_page("signage.html")
    # its screenshot reads the pictures it shows from blob: URLs (web/player.py)
    response["Content-Security-Policy"] = player.page_policy()
    return response


@csrf_exempt  # an address that names no operation is a 404 whatever the method and token
def api_not_found(request, path=""):
    return JsonResponse(
        {"errors": [{"message": "Diese Schnittstelle gibt es nicht.", "code": "not_found"}]}, status=404
    )
