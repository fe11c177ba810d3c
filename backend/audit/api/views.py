import datetime

import django_filters
from django.utils import timezone
from rest_framework import viewsets

from core.api.fields import DateFilter, IdFilter
from core.api.permissions import IsAdmin

from ..models import LogEntry
from .serializers import LogEntrySerializer


class LogEntryFilter(django_filters.FilterSet):
    user = IdFilter(field_name="user", label="Benutzer")
    entity = django_filters.CharFilter(field_name="entity", label="Entität")
    entityId = django_filters.CharFilter(field_name="entity_id", label="Entitäts-ID")
    action = django_filters.ChoiceFilter(field_name="action", choices=LogEntry._meta.get_field("action").choices)
    # calendar days in the business time zone, both inclusive
    from_ = DateFilter(method="filter_from", label="Von")
    to = DateFilter(method="filter_to", label="Bis")

    class Meta:
        model = LogEntry
        fields = []

    @classmethod
    def get_filters(cls):
        filters = super().get_filters()
        filters["from"] = filters.pop("from_")
        return filters

    def filter_from(self, queryset, name, value):
        return queryset.filter(created_at__gte=_start_of_day(value))

    def filter_to(self, queryset, name, value):
        return queryset.filter(created_at__lt=_start_of_day(value + datetime.timedelta(days=1)))


def _start_of_day(day: datetime.date) -> datetime.datetime:
    return timezone.make_aware(datetime.datetime.combine(day, datetime.time.min))


class LogEntryViewSet(viewsets.ReadOnlyModelViewSet):
    queryset = LogEntry.objects.select_related("user")
    serializer_class = LogEntrySerializer
    permission_classes = [IsAdmin]
    filterset_class = LogEntryFilter
    search_fields = ["entity_label", "user_label", "entity"]
    ordering_fields = ["created_at", "entity", "action", "id"]
