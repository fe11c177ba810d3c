"""JSON parser: camelCase keys from the client become snake_case for the serializers."""

from rest_framework.parsers import JSONParser

from .casing import underscoreize


class CamelCaseJSONParser(JSONParser):
    def parse(self, stream, media_type=None, parser_context=None):
        return underscoreize(super().parse(stream, media_type, parser_context))
