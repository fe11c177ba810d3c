"""OpenAPI generation: camelCase property names, the data envelope and the error responses."""

from copy import deepcopy

from django.core.exceptions import FieldDoesNotExist
from drf_spectacular import openapi
from drf_spectacular.extensions import OpenApiAuthenticationExtension

from .casing import to_camel

ERROR_SCHEMA = {
    "type": "object",
    "required": ["errors"],
    "properties": {
        "errors": {
            "type": "array",
            "items": {
                "type": "object",
                "required": ["message", "code"],
                "properties": {
                    "message": {"type": "string", "description": "Fehlermeldung auf Deutsch"},
                    "field": {"type": "string", "description": "Betroffenes Feld (camelCase, Punkt-Pfad)"},
                    "code": {"type": "string"},
                },
            },
        }
    },
}
ERROR = {"$ref": "#/components/schemas/ErrorResponse"}
ERROR_CONTENT = {"application/json": {"schema": ERROR}}
# Shared responses (components/responses), referenced by status code from every operation that can give them.
ERROR_RESPONSES = {
    "400": ("BadRequest", "Ungültige Anfrage (Eingabe, Filterwert oder unzulässige Zeichen)"),
    "401": ("Unauthorized", "Nicht angemeldet"),
    "403": ("Forbidden", "Keine Berechtigung oder CSRF-Token fehlt"),
    "404": ("NotFound", "Nicht gefunden (Eintrag, oder Seite einer Liste)"),
    "409": ("Conflict", "Konflikt (z. B. Eintrag wird noch verwendet)"),
    "414": ("UriTooLong", "Adresse zu lang (Antwort des Webservers)"),
    "429": ("TooManyRequests", "Zu viele Anfragen; Retry-After nennt die Sekunden bis zum nächsten Versuch"),
}
# Public writes limited per client address (and contact).
RATE_LIMITED_OPERATIONS = {
    "orders_create",
    "uploads_create",
    "analytics_log_create",
    "consents_create",
    "content_form_submit",
    "content_signature_send",
}


class AutoSchema(openapi.AutoSchema):
    """drf-spectacular's schema, told that a read-only URL or e-mail field of a blank model field may be ''.

    drf-spectacular offers '' as a second choice when the serializer field allows blank, but a
    read-only field of a model serializer has lost allow_blank, so a response's website: '' broke its format.
    """

    def _insert_field_validators(self, field, schema):
        super()._insert_field_validators(field, schema)
        if schema.get("format") and "oneOf" not in schema and field.read_only and _model_field_is_blank(field):
            outer_keys = {"readOnly", "writeOnly", "nullable", "deprecated", "description", "title"}
            inner = {key: schema.pop(key) for key in list(schema) if key not in outer_keys}
            # anyOf: a validator that treats formats as annotations finds '' valid under both choices
            schema["anyOf"] = [inner, {"type": "string", "maxLength": 0}]


def _model_field_is_blank(field) -> bool:
    model = getattr(getattr(field.parent, "Meta", None), "model", None)
    if model is None or not field.source or "." in field.source:
        return False
    try:
        return model._meta.get_field(field.source).blank
    except FieldDoesNotExist:
        return False


class SessionAuthenticationScheme(OpenApiAuthenticationExtension):
    """Session cookie from /backend/login; writes also need the X-CSRFToken header."""

    target_class = "core.api.authentication.SessionAuthentication"
    name = "sessionAuth"

    def get_security_definition(self, auto_schema):
        return {"type": "apiKey", "in": "cookie", "name": "sessionid"}


def _camelize_schema(schema):
    if isinstance(schema, dict):
        result = {}
        for key, value in schema.items():
            if key == "properties" and isinstance(value, dict):
                result[key] = {to_camel(name): _camelize_schema(prop) for name, prop in value.items()}
            elif key == "required" and isinstance(value, list):
                result[key] = [to_camel(name) for name in value]
            else:
                result[key] = _camelize_schema(value)
        return result
    if isinstance(schema, list):
        return [_camelize_schema(item) for item in schema]
    return schema


def _wrap(schema, components: dict):
    """Put a success body into the {"data": ...} envelope unless it is one already (paginated lists)."""
    target = schema
    if "$ref" in schema:
        target = components.get(schema["$ref"].rsplit("/", 1)[-1], {})
    # an envelope has `data` (and, paginated, `meta`) and nothing else; an entity may have a field named data
    properties = set(target.get("properties", {}))
    if "data" in properties and properties <= {"data", "meta"}:
        return schema
    return {"type": "object", "required": ["data"], "properties": {"data": schema}}


def camelize_and_envelope(result, generator, request, public):
    components = result.setdefault("components", {})
    schemas = components.setdefault("schemas", {})
    for name, schema in list(schemas.items()):
        schemas[name] = _camelize_schema(schema)
    schemas["ErrorResponse"] = ERROR_SCHEMA
    components["responses"] = {
        name: {"description": description, "content": deepcopy(ERROR_CONTENT)}
        for name, description in ERROR_RESPONSES.values()
    }
    # the web server refuses an over-long request line before the application sees it, with a German plain text
    components["responses"]["UriTooLong"]["content"] = {"text/plain": {"schema": {"type": "string"}}}

    for path, operations in result.get("paths", {}).items():
        for method, operation in operations.items():
            responses = operation.setdefault("responses", {})
            for code, response in responses.items():
                if not code.startswith("2"):
                    continue
                content = response.get("content", {}).get("application/json")
                # a file download (extend_schema(extensions={"x-download": True})) is sent as it is, no envelope
                if content and "schema" in content and not operation.get("x-download"):
                    content["schema"] = _wrap(_camelize_schema(content["schema"]), schemas)
            request_content = operation.get("requestBody", {}).get("content", {})
            for media in request_content.values():
                if "schema" in media:
                    media["schema"] = _camelize_schema(media["schema"])
            for code, response in _error_responses(path, method, operation).items():
                responses.setdefault(code, response)
    return result


def _error_responses(path: str, method: str, operation: dict) -> dict:
    """The failures an operation of its kind can answer, documented once here rather than per view.

    400 everywhere (bad filter values, NUL in the address), 401/403 where a login is needed, 404 where
    the path names something or a list is paged (a page past the end), 409 when deleting something still
    in use, 429 on rate-limited public writes, 414 from the web server for an over-long address.
    """
    codes = ["400"]
    security = operation.get("security") or []
    if security and {} not in security:
        codes += ["401", "403"]
    pages = any(parameter.get("name") == "page" for parameter in operation.get("parameters", []))
    if "{" in path or pages:
        codes.append("404")
    if method == "delete":
        codes.append("409")
    if operation.get("operationId") in RATE_LIMITED_OPERATIONS:
        codes.append("429")
    codes.append("414")
    return {code: {"$ref": f"#/components/responses/{ERROR_RESPONSES[code][0]}"} for code in codes}
