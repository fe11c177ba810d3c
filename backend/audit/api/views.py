import django_filters
from rest_framework import viewsets

from core.api.dates import DateRangeFilterSet
from core.api.fields import IdFilter
from core.api.permissions import IsAdmin

from ..models import LogEntry
from .serializers import LogEntrySerializer


class LogEntryFilter(DateRangeFilterSet):
    user = IdFilter(field_name="user", label="Benutzer")
    entity = django_filters.CharFilter(field_name="entity", label="Entität")
    entityId = django_filters.CharFilter(field_name="entity_id", label="Entitäts-ID")
    action = django_filters.ChoiceFilter(field_name="action", choices=LogEntry._meta.get_field("action").choices)

    class Meta:
        model = LogEntry
        fields = []


class LogEntryViewSet(viewsets.ReadOnlyModelViewSet):
    queryset = LogEntry.objects.select_related("user")
    serializer_class = LogEntrySerializer
    permission_classes = [IsAdmin]
    filterset_class = LogEntryFilter
    search_fields = ["entity_label", "user_label", "entity"]
    ordering_fields = ["created_at", "entity", "action", "id"]
