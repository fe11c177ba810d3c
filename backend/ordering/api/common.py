"""Pieces shared by the order views: domain errors as 409, ETag answers, schema responses."""

from django.http import HttpResponseNotModified
from django.utils.http import parse_etags
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse
from rest_framework import serializers, status
from rest_framework.exceptions import APIException

from core.api.casing import camel_path

from ..errors import OrderError


class Conflict(APIException):
    status_code = status.HTTP_409_CONFLICT


class OrderErrorsMixin:
    """A refused order change (ordering.errors) answers 409 with its German text."""

    def handle_exception(self, exc):
        if isinstance(exc, OrderError):
            exc = Conflict(detail=exc.message, code=exc.code)
        return super().handle_exception(exc)


CACHE_CONTROL = "no-cache"


def not_modified(request, etag: str):
    """A 304 when the client's If-None-Match names this ETag (weak comparison), else None."""
    header = request.headers.get("If-None-Match", "")
    if not header:
        return None
    given = {tag.removeprefix("W/") for tag in parse_etags(header)}
    if "*" in given or etag.removeprefix("W/") in given:
        response = HttpResponseNotModified()
        response["ETag"] = etag
        response["Cache-Control"] = CACHE_CONTROL
        return response
    return None


def with_etag(response, etag: str):
    response["ETag"] = etag
    response["Cache-Control"] = CACHE_CONTROL
    return response


class ErrorResponseSerializer(serializers.Serializer):
    """Placeholder; the schema hook replaces the ErrorResponse component by the real error shape."""

    errors = serializers.ListField(child=serializers.DictField())


CONFLICT = OpenApiResponse(ErrorResponseSerializer, description="Konflikt (Statuswechsel nicht möglich)")
NOT_MODIFIED = OpenApiResponse(description="Nicht geändert (If-None-Match trifft die aktuelle ETag)")


IF_NONE_MATCH = OpenApiParameter(
    "If-None-Match", location=OpenApiParameter.HEADER, required=False, description="ETag einer früheren Antwort"
)


def wire_errors(errors) -> list[dict]:
    """Field errors of the service with the draft's camelCase field paths ('items.0.parts.1', 'firstName')."""
    result = []
    for error in errors:
        data = error.to_dict()
        if "field" in data:
            data["field"] = camel_path(data["field"])
        result.append(data)
    return result
