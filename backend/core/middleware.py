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
