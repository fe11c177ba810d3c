"""JSON renderer: camelCase keys, success bodies wrapped in {"data": ...}."""

from rest_framework.renderers import JSONRenderer

from .casing import camelize


class EnvelopeJSONRenderer(JSONRenderer):
    charset = "utf-8"

    def render(self, data, accepted_media_type=None, renderer_context=None):
        response = (renderer_context or {}).get("response")
        # no body for No Content and Not Modified (a 304 with one breaks the client's next answer on a kept-alive
        # connection: the printer agent read '{"data":null}' as the next status line)
        if response is not None and response.status_code in (204, 304):
            return b""
        if response is not None and response.status_code < 400 and not getattr(response, "enveloped", False):
            data = {"data": data}
        return super().render(camelize(data), accepted_media_type, renderer_context)
