"""OpenAPI generation: camelCase property names, the data envelope and the error responses."""

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
ERROR_DESCRIPTIONS = {
    "400": "Ungültige Eingabe",
    "401": "Nicht angemeldet",
    "403": "Keine Berechtigung",
    "404": "Nicht gefunden",
    "409": "Konflikt (z. B. Eintrag wird noch verwendet)",
}


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
    if "data" in target.get("properties", {}):
        return schema
    return {"type": "object", "required": ["data"], "properties": {"data": schema}}


def camelize_and_envelope(result, generator, request, public):
    components = result.setdefault("components", {})
    schemas = components.setdefault("schemas", {})
    for name, schema in list(schemas.items()):
        schemas[name] = _camelize_schema(schema)
    schemas["ErrorResponse"] = ERROR_SCHEMA

    for path, operations in result.get("paths", {}).items():
        for method, operation in operations.items():
            responses = operation.setdefault("responses", {})
            for code, response in responses.items():
                if not code.startswith("2"):
                    continue
                content = response.get("content", {}).get("application/json")
                if content and "schema" in content:
                    content["schema"] = _wrap(_camelize_schema(content["schema"]), schemas)
            request_content = operation.get("requestBody", {}).get("content", {})
            for media in request_content.values():
                if "schema" in media:
                    media["schema"] = _camelize_schema(media["schema"])
            error_codes = ["401", "403"]
            if method in ("post", "put", "patch"):
                error_codes.insert(0, "400")
            if "{" in path:
                error_codes.append("404")
            if method == "delete":
                error_codes.append("409")
            if not operation.get("security") or {} in operation.get("security", []):
                error_codes = [code for code in error_codes if code not in ("401", "403")]
            for code in error_codes:
                responses.setdefault(
                    code,
                    {
                        "description": ERROR_DESCRIPTIONS[code],
                        "content": {"application/json": {"schema": {"$ref": "#/components/schemas/ErrorResponse"}}},
                    },
                )
    return result
