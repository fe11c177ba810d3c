import logging
import time

logger = logging.getLogger("bestellwerk.request")


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
        logger.info(
            "%s %s %s",
            request.method,
            request.path,
            response.status_code,
            extra={
                "method": request.method,
                "path": request.path,
                "status": response.status_code,
                "duration_ms": round((time.monotonic() - started) * 1000, 1),
                "user_id": getattr(user, "pk", None) if user is not None and user.is_authenticated else None,
            },
        )
        return response
