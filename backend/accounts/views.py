"""Server-rendered login and logout pages of the back office (/backend/login, /backend/logout)."""

from django.conf import settings
from django.contrib.auth import logout
from django.http import HttpResponseRedirect, JsonResponse
from django.shortcuts import render
from django.utils.http import url_has_allowed_host_and_scheme
from django.views.decorators.cache import never_cache
from django.views.decorators.csrf import ensure_csrf_cookie
from django.views.decorators.http import require_http_methods

from . import messages
from .login import lockout_minutes_left, log_in_with_link, log_in_with_password

BACKEND_HOME = "/backend"


def _safe_next(request) -> str:
    target = request.POST.get("next") or request.GET.get("next") or BACKEND_HOME
    if url_has_allowed_host_and_scheme(target, allowed_hosts={request.get_host()}, require_https=request.is_secure()):
        return target
    return BACKEND_HOME


def _login_page(request, error: str | None = None, status: int = 200, email: str = ""):
    context = {"error": error, "email": email, "next": _safe_next(request), "version": settings.APP_VERSION}
    return render(request, "accounts/login.html", context, status=status)


@never_cache
@ensure_csrf_cookie
@require_http_methods(["GET", "POST"])
def login_view(request):
    if request.method == "GET":
        # only staff go on: /backend sends everyone else back here, which would loop
        if request.user.is_authenticated and request.user.is_staff_member:
            return HttpResponseRedirect(_safe_next(request))
        return _login_page(request)
    email = request.POST.get("email", "")
    result = log_in_with_password(
        request, email=email, password=request.POST.get("password", ""), remember=bool(request.POST.get("remember"))
    )
    if result.error:
        return _login_page(request, result.error, status=400, email=email)
    return HttpResponseRedirect(_safe_next(request))


@never_cache
@ensure_csrf_cookie
def login_link_view(request):
    result = log_in_with_link(request)
    if result.error:
        return _login_page(request, result.error, status=400)
    return HttpResponseRedirect(BACKEND_HOME)


@never_cache
@ensure_csrf_cookie
@require_http_methods(["GET", "POST"])
def logout_view(request):
    """POST logs out; GET (the 'Abmelden' link) only asks, so a cross-site link or image cannot log anyone out."""
    context = {"version": settings.APP_VERSION}
    if request.method == "GET":
        return render(request, "accounts/logout.html", {**context, "question": messages.CONFIRM_LOGOUT})
    logout(request)
    return render(request, "accounts/logout.html", {**context, "message": messages.LOGGED_OUT})


def lockout_response(request, original_response=None, credentials=None):
    """Called by django-axes when a username + IP address is locked out."""
    username = (credentials or {}).get("email") or request.POST.get("email", "").strip().lower()
    minutes = lockout_minutes_left(request, username)
    return _login_page(request, messages.too_many_attempts(minutes), status=429, email=username or "")


def csrf_failure(request, reason=""):
    if request.path.startswith("/api/"):
        return JsonResponse({"errors": [{"message": messages.INVALID_CSRF, "code": "csrf_failed"}]}, status=403)
    return _login_page(request, messages.INVALID_CSRF, status=403, email=request.POST.get("email", ""))
