"""Django's own error answers (handler400/403/404/500) in German: JSON under /api/, a small page elsewhere.

They answer what the views never see: a form body above DATA_UPLOAD_MAX_MEMORY_SIZE or with too many
fields (read by a middleware), a disallowed host, a failure outside DRF's exception handler.
"""

from django.core.exceptions import RequestDataTooBig, TooManyFieldsSent
from django.http import HttpResponse, JsonResponse
from django.utils.html import escape

from .api.exceptions import MESSAGES

PAGE_NOT_FOUND = "Die Seite wurde nicht gefunden."
SERVER_ERROR = "Leider ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut."
TOO_MANY_FIELDS = "Die Anfrage enthält zu viele Felder."

PAGE = """<!doctype html>
<html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>{title} - Bestellwerk</title></head>
<body><main><h1>{title}</h1><p>{message}</p></main></body></html>
"""


def error_answer(request, status: int, title: str, message: str, code: str) -> HttpResponse:
    if request.path.startswith("/api/"):
        return JsonResponse({"errors": [{"message": message, "code": code}]}, status=status)
    html = PAGE.format(title=escape(title), message=escape(message))
    return HttpResponse(html, status=status, content_type="text/html; charset=utf-8")


def bad_request(request, exception=None):
    if isinstance(exception, RequestDataTooBig):
        return error_answer(request, 400, "Ungültige Anfrage", MESSAGES["request_too_large"], "request_too_large")
    if isinstance(exception, TooManyFieldsSent):
        return error_answer(request, 400, "Ungültige Anfrage", TOO_MANY_FIELDS, "too_many_fields")
    return error_answer(request, 400, "Ungültige Anfrage", MESSAGES["bad_request"], "bad_request")


def permission_denied(request, exception=None):
    return error_answer(request, 403, "Keine Berechtigung", MESSAGES["permission_denied"], "permission_denied")


def page_not_found(request, exception=None):
    return error_answer(request, 404, "Nicht gefunden", PAGE_NOT_FOUND, "not_found")


def server_error(request):
    return error_answer(request, 500, "Fehler", SERVER_ERROR, "server_error")
