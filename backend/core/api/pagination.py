"""Page-number pagination answering {"data": [...], "meta": {"total", "page", "pageSize"}}."""

from rest_framework.exceptions import NotFound
from rest_framework.pagination import PageNumberPagination
from rest_framework.response import Response


class PagePagination(PageNumberPagination):
    page_size = 25
    page_query_param = "page"
    page_size_query_param = "pageSize"
    max_page_size = 1000

    def paginate_queryset(self, queryset, request, view=None):
        try:
            return super().paginate_queryset(queryset, request, view)
        except NotFound:
            raise NotFound("Diese Seite gibt es nicht.", code="invalid_page") from None

    def get_page_number(self, request, paginator):
        raw = request.query_params.get(self.page_query_param) or 1
        try:
            number = int(raw)
        except (TypeError, ValueError):
            raise NotFound("Diese Seite gibt es nicht.", code="invalid_page") from None
        if number < 1:
            raise NotFound("Diese Seite gibt es nicht.", code="invalid_page")
        return number

    def get_paginated_response(self, data):
        response = Response(
            {
                "data": data,
                "meta": {
                    "total": self.page.paginator.count,
                    "page": self.page.number,
                    "page_size": self.page.paginator.per_page,
                },
            }
        )
        response.enveloped = True
        return response

    def get_paginated_response_schema(self, schema):
        return {
            "type": "object",
            "required": ["data", "meta"],
            "properties": {
                "data": schema,
                "meta": {
                    "type": "object",
                    "required": ["total", "page", "pageSize"],
                    "properties": {
                        "total": {"type": "integer", "example": 123},
                        "page": {"type": "integer", "example": 1},
                        "pageSize": {"type": "integer", "example": 25},
                    },
                },
            },
        }
