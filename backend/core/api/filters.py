"""Search (?q=), ordering (?ordering=-camelCase) and id lists (?id=1&id=2) for every list."""

import re

from rest_framework import filters

from .casing import to_camel, to_snake
from .fields import MAX_ID

ID_PATTERN = re.compile(r"[0-9]{1,19}")


class SearchFilter(filters.SearchFilter):
    search_param = "q"
    search_title = "Suche"
    search_description = "Freitextsuche"


class OrderingFilter(filters.OrderingFilter):
    ordering_param = "ordering"
    ordering_title = "Sortierung"
    ordering_description = "Feld zum Sortieren, mit '-' absteigend, z. B. -name"

    def get_ordering(self, request, queryset, view):
        raw = request.query_params.get(self.ordering_param)
        if raw:
            fields = []
            for term in raw.split(","):
                term = term.strip()
                descending = term.startswith("-")
                name = to_snake(term.lstrip("-"))
                fields.append(("-" if descending else "") + name)
            ordering = self.remove_invalid_fields(queryset, fields, view, request)
            if ordering:
                return self.resolve_aliases(ordering, view)
        return self.get_default_ordering(view)

    @staticmethod
    def resolve_aliases(ordering: list[str], view) -> list[str]:
        """A view's `ordering_aliases` sorts a public field by other columns, e.g. identifier by a natural sort key."""
        aliases = getattr(view, "ordering_aliases", {})
        resolved = []
        for term in ordering:
            prefix, name = ("-", term[1:]) if term.startswith("-") else ("", term)
            resolved += [prefix + column for column in aliases.get(name, [name])]
        return resolved

    def get_schema_operation_parameters(self, view):
        params = super().get_schema_operation_parameters(view)
        for param in params:
            param["schema"] = {"type": "string"}
        return params


def _is_id(value: str) -> bool:
    return ID_PATTERN.fullmatch(value) is not None and 0 < int(value) <= MAX_ID


class IdListFilter(filters.BaseFilterBackend):
    """?id=1&id=2 limits a list to these ids (react-admin's getMany)."""

    def filter_queryset(self, request, queryset, view):
        ids = [value for value in request.query_params.getlist("id") if _is_id(value)]
        if ids:
            return queryset.filter(pk__in=ids)
        if request.query_params.getlist("id"):
            return queryset.none()
        return queryset

    def get_schema_operation_parameters(self, view):
        return [
            {
                "name": "id",
                "required": False,
                "in": "query",
                "description": "Nur diese IDs (mehrfach angebbar)",
                "schema": {"type": "array", "items": {"type": "integer"}},
                "style": "form",
                "explode": True,
            }
        ]


__all__ = ["IdListFilter", "OrderingFilter", "SearchFilter", "to_camel"]
