import logging
import re
import time
from functools import cache

from django.conf import settings
from django.http import HttpResponseBadRequest, JsonResponse

logger = logging.getLogger("bestellwerk.request")
REDACTED = "***"


@cache
def _secret_patterns() -> tuple[re.Pattern, ...]:
    return tuple(re.compile(pattern) for pattern in settings.LOG_REDACTED_PATHS)


def redacted_path(path: str) -> str:
    """The path with every secret segment (board API key, order hash, upload hash) replaced by ***."""
    for pattern in _secret_patterns():
        match = pattern.match(path)
        if match:
            start, end = match.span("secret")
            path = path[:start] + REDACTED + path[end:]
    return path


class RequestLogMiddleware:
    """One structured log line per request: method, path, status, duration, user."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        started = time.monotonic()
        response = self.get_response(request)
        if request.path.startswith("/static/"):
            return response
        user = getattr(request, "user", None)
        path = redacted_path(request.path)
        logger.info(
            "%s %s %s",
            request.method,
            path,
            response.status_code,
            extra={
                "method": request.method,
                "path": path,
                "status": response.status_code,
                "duration_ms": round((time.monotonic() - started) * 1000, 1),
                "user_id": getattr(user, "pk", None) if user is not None and user.is_authenticated else None,
            },
        )
        return response


class UnsupportedMethodMiddleware:
    """Methods no view of this site answers (FOO, TRACE, PROPFIND, ...) get a German answer, never the login page.

    Sits before CsrfViewMiddleware, the cause: that middleware takes every method it does not know for a write
    and answered one without a CSRF token with its failure page (the back office login, 403) before any view
    could refuse the method. A page answers such a method with a German 501 page. Under /api/ the DRF view
    names the methods of its URL (Allow) but authenticated first (401/403 for a staff URL): the answer is a 405
    with DRF's German message and that Allow header, as for any method the URL lacks. A page's own 405 (Django's
    HttpResponseNotAllowed, without text) gets a German page.
    """

    KNOWN = frozenset({"GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"})
    NOT_IMPLEMENTED = "Die Methode „{method}“ wird nicht unterstützt."
    NOT_ALLOWED = "Die Methode „{method}“ ist für diese Adresse nicht erlaubt."
    # DRF's own German text for a method a view lacks
    API_NOT_ALLOWED = 'Methode "{method}" nicht erlaubt.'

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        method, is_api = request.method, request.path.startswith("/api/")
        if method not in self.KNOWN and not is_api:
            response = _error(
                request, 501, "Nicht unterstützt", self.NOT_IMPLEMENTED.format(method=method), "not_implemented"
            )
            # the client's doing, not a server error: RequestLogMiddleware's line is enough (no ERROR of django.request)
            response._has_been_logged = True
            return response
        response = self.get_response(request)
        if is_api and method not in self.KNOWN and response.status_code in (401, 403, 405) and "Allow" in response:
            message = self.API_NOT_ALLOWED.format(method=method)
            return _not_allowed(
                JsonResponse({"errors": [{"message": message, "code": "method_not_allowed"}]}), response
            )
        if response.status_code == 405 and not is_api and _empty(response):
            message = self.NOT_ALLOWED.format(method=method)
            return _not_allowed(_error(request, 405, "Nicht erlaubt", message, "method_not_allowed"), response)
        return response


def _not_allowed(german, original):
    german.status_code = 405
    if "Allow" in original:
        german["Allow"] = original["Allow"]
    return german


def _empty(response) -> bool:
    return not getattr(response, "streaming", False) and not response.content


def _error(request, status: int, title: str, message: str, code: str):
    from .error_pages import error_answer

    return error_answer(request, status, title, message, code)


class RejectNullBytesMiddleware:
    """Refuse a NUL character in the path, query or form fields with a 400.

    PostgreSQL cannot store or compare text containing NUL, so such input would otherwise
    surface as a database error deep inside a lookup. JSON bodies are checked by the JSON
    parser (core.api.parsers refuses NUL, lone surrogates and control characters).
    """

    MESSAGE = "Die Anfrage enthält ungültige Zeichen."

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        if self._has_null(request):
            if request.path.startswith("/api/"):
                return JsonResponse({"errors": [{"message": self.MESSAGE, "code": "invalid_characters"}]}, status=400)
            return HttpResponseBadRequest(self.MESSAGE, content_type="text/plain; charset=utf-8")
        return self.get_response(request)

    @staticmethod
    def _has_null(request) -> bool:
        if "\x00" in request.path:
            return True
        if any("\x00" in key or "\x00" in value for key, values in request.GET.lists() for value in [*values, ""]):
            return True
        if request.method == "POST" and request.content_type in (
            "application/x-www-form-urlencoded",
            "multipart/form-data",
        ):
            return any(
                "\x00" in key or "\x00" in value for key, values in request.POST.lists() for value in [*values, ""]
            )
        return False


class RedactPathsFilter(logging.Filter):
    """Redacts secrets in paths that Django's own loggers write ('Not Found: /board/…/<key>')."""

    def filter(self, record):
        if isinstance(record.args, tuple):
            record.args = tuple(redacted_path(arg) if isinstance(arg, str) else arg for arg in record.args)
        request = getattr(record, "request", None)
        if request is not None and hasattr(request, "path"):
            record.request = f"{request.method} {redacted_path(request.path)}"
        return True


class ContentSecurityPolicyMiddleware:
    """Every HTML page gets settings.CONTENT_SECURITY_POLICY: scripts only from this server's files.

    An injected inline script (or event handler attribute) does not run, whatever text slipped through.
    """

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        response = self.get_response(request)
        if response.get("Content-Type", "").startswith("text/html") and "Content-Security-Policy" not in response:
            response["Content-Security-Policy"] = settings.CONTENT_SECURITY_POLICY
        return response
