"""One error shape for the whole API: {"errors": [{"message", "field", "code"}]} in German."""

import logging

from django.core.exceptions import PermissionDenied, RequestDataTooBig, SuspiciousOperation
from django.db.models import ProtectedError, RestrictedError
from django.http import Http404
from rest_framework import exceptions, serializers, status
from rest_framework.response import Response
from rest_framework.views import set_rollback

from core.usage import InUse

from .casing import camel_path

logger = logging.getLogger(__name__)

# Texts for the statuses where DRF's own German wording is not what a person should read.
MESSAGES = {
    "not_authenticated": "Bitte melden Sie sich an.",
    "authentication_failed": "Bitte melden Sie sich an.",
    "permission_denied": "Sie haben keine Berechtigung für diese Aktion.",
    "not_found": "Der Eintrag wurde nicht gefunden.",
    "request_too_large": "Die Anfrage ist zu groß.",
    "bad_request": "Die Anfrage ist ungültig.",
    "no_data": "Die Anfrage enthält keine Daten.",
    "protected": "Der Eintrag wird noch verwendet und kann nicht gelöscht werden.",
    "parse_error": "Die Anfrage konnte nicht gelesen werden.",
    "required": "Dieses Feld ist erforderlich.",
    # DRF's JSONField: 'Wert muss gültiges JSON sein.' (a value its plain encoder refuses, e.g. a Decimal)
    "json_invalid": "Dieser Wert kann nicht gespeichert werden.",
}


def flatten_errors(detail, path: str = "") -> list[dict]:
    """Turn DRF's nested error detail into a flat list with dotted camelCase field paths."""
    if isinstance(detail, dict):
        errors = []
        for key, value in detail.items():
            if key in ("non_field_errors", "__all__"):
                errors.extend(flatten_errors(value, path))
            else:
                errors.extend(flatten_errors(value, f"{path}.{key}" if path else str(key)))
        return errors
    if isinstance(detail, list):
        errors = []
        for index, value in enumerate(detail):
            if isinstance(value, (dict, list)) and value:
                errors.extend(flatten_errors(value, f"{path}.{index}" if path else str(index)))
            elif not isinstance(value, (dict, list)):
                errors.extend(flatten_errors(value, path))
        return errors
    code = getattr(detail, "code", None) or "invalid"
    # one wording for every missing field (DRF says "zwingend erforderlich", our own checks do not)
    message = MESSAGES["required"] if code == "required" else str(detail)
    if message == "No data provided":  # DRF hard-codes this English text for a body of `null`
        message = MESSAGES["no_data"]
    if code == "invalid" and message == str(serializers.JSONField.default_error_messages["invalid"]):
        message = MESSAGES["json_invalid"]  # no message a person reads speaks of JSON; the code stays
    error = {"message": message, "code": code}
    if path:
        error["field"] = camel_path(path)
    return [error]


def error_response(errors: list[dict], status_code: int, headers: dict | None = None) -> Response:
    response = Response({"errors": errors}, status=status_code, headers=headers)
    response.enveloped = True
    return response


def exception_handler(exc, context):
    if isinstance(exc, RequestDataTooBig):
        return error_response(
            [{"message": MESSAGES["request_too_large"], "code": "request_too_large"}],
            status.HTTP_400_BAD_REQUEST,
        )
    if isinstance(exc, InUse):
        set_rollback()
        return error_response([{"message": exc.message, "code": "in_use"}], status.HTTP_409_CONFLICT)
    if isinstance(exc, (ProtectedError, RestrictedError)):
        set_rollback()
        return error_response([{"message": MESSAGES["protected"], "code": "protected"}], status.HTTP_409_CONFLICT)
    if isinstance(exc, SuspiciousOperation):
        return error_response(
            [{"message": MESSAGES["bad_request"], "code": "bad_request"}], status.HTTP_400_BAD_REQUEST
        )
    if isinstance(exc, Http404):
        exc = exceptions.NotFound(MESSAGES["not_found"])
    elif isinstance(exc, PermissionDenied):
        exc = exceptions.PermissionDenied(MESSAGES["permission_denied"])
    if not isinstance(exc, exceptions.APIException):
        return None

    headers = {}
    if getattr(exc, "auth_header", None):
        headers["WWW-Authenticate"] = exc.auth_header
    if getattr(exc, "wait", None):
        headers["Retry-After"] = str(int(exc.wait))

    if isinstance(exc, (exceptions.NotAuthenticated, exceptions.AuthenticationFailed)):
        errors = [{"message": MESSAGES["not_authenticated"], "code": "not_authenticated"}]
    elif isinstance(exc, exceptions.PermissionDenied) and exc.detail == exceptions.PermissionDenied.default_detail:
        errors = [{"message": MESSAGES["permission_denied"], "code": "permission_denied"}]
    elif isinstance(exc, exceptions.ParseError):
        # our parser raises German texts; anything else carries DRF's English decoder message
        code = getattr(exc.detail, "code", None)
        if code in ("parse_error", "too_deep", "invalid_characters"):
            errors = [{"message": str(exc.detail), "code": code}]
        else:
            errors = [{"message": MESSAGES["parse_error"], "code": "parse_error"}]
    elif isinstance(exc, exceptions.NotFound) and exc.detail == exceptions.NotFound.default_detail:
        errors = [{"message": MESSAGES["not_found"], "code": "not_found"}]
    else:
        errors = flatten_errors(exc.detail)
    set_rollback()
    return error_response(errors, exc.status_code, headers)
