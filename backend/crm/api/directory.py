"""External users and analytics leads: standard CRUD within branch reach, every change audited."""

import django_filters

from audit.api.viewsets import AuditedModelViewSet
from core.api.dates import DateRangeFilterSet
from core.api.fields import IdFilter
from core.api.permissions import StaffReadAdminWrite

from .. import selectors
from ..models import AnalyticsLead, ExternalUser, LeadSource
from .serializers import AnalyticsLeadSerializer, ExternalUserSerializer


class ExternalUserFilter(django_filters.FilterSet):
    branch = IdFilter(field_name="branch", label="Filiale")
    isActive = django_filters.BooleanFilter(field_name="is_active", label="Aktiv")

    class Meta:
        model = ExternalUser
        fields = []


class ExternalUserViewSet(AuditedModelViewSet):
    """Staff read the external users of their branches; administrators create, change and delete."""

    serializer_class = ExternalUserSerializer
    permission_classes = [StaffReadAdminWrite]
    filterset_class = ExternalUserFilter
    search_fields = ["first_name", "last_name", "email", "company_name", "phone"]
    ordering_fields = ["last_name", "first_name", "email", "company_name", "is_active", "created_at", "id"]
    ordering = ["last_name", "first_name", "id"]

    def get_queryset(self):
        return selectors.external_users_for(self.request.user)


class LeadFilter(DateRangeFilterSet):
    branch = IdFilter(field_name="branch", label="Filiale")
    source = django_filters.ChoiceFilter(field_name="source", choices=LeadSource.choices, label="Quelle")

    class Meta:
        model = AnalyticsLead
        fields = []


class AnalyticsLeadViewSet(AuditedModelViewSet):
    """Leads of the branches the user reaches (administrators: also those without a branch)."""

    serializer_class = AnalyticsLeadSerializer
    filterset_class = LeadFilter
    search_fields = ["email", "first_name", "last_name", "company_name", "origin"]
    ordering_fields = ["created_at", "email", "last_name", "source", "consent_given_at", "id"]
    ordering = ["-created_at", "-id"]

    def get_queryset(self):
        return selectors.leads_for(self.request.user)
