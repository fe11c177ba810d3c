"""Back office: people who clock in, terminals, working activities and schedules (CRUD within branch
reach, every change audited; a change of an activity is a correction and carries a reason)."""

import datetime

import django_filters
from django.db.models import Q
from drf_spectacular.utils import OpenApiResponse, extend_schema, extend_schema_view
from rest_framework.decorators import action
from rest_framework.exceptions import APIException
from rest_framework.response import Response

from audit.api.viewsets import AuditedModelViewSet
from audit.services import audited_create, audited_delete, audited_update
from core.api.dates import DateRangeFilterSet, start_of_day
from core.api.fields import IdFilter
from core.api.permissions import IsAdmin, StaffReadAdminWrite
from core.api.schema import ERROR
from devices.models import Device
from devices.services import secrets as device_secrets
from devices.services.devices import device_snapshot

from .. import calendar, messages, selectors
from ..errors import TimeTrackingError
from ..models import Person, ScheduleKind, WorkingActivity, WorkingSchedule
from ..services import activities as activity_services
from ..services.approvals import ensure_open
from .serializers import PersonSerializer, TerminalSerializer, WorkingActivitySerializer, WorkingScheduleSerializer

DAY = datetime.timedelta(days=1)
CONFLICT = OpenApiResponse(
    ERROR, description="Es läuft bereits eine Aktivität dieser Person, oder der Monat ist freigegeben"
)
LOCKED = OpenApiResponse(ERROR, description="Der Monat ist freigegeben (code month_locked)")


class Conflict(APIException):
    status_code = 409


class TimeTrackingErrorsMixin:
    def handle_exception(self, exc):
        if isinstance(exc, TimeTrackingError):
            exc = Conflict(detail=exc.message, code=exc.code)
        return super().handle_exception(exc)


class PersonFilter(django_filters.FilterSet):
    user = IdFilter(field_name="user", label="Benutzer")
    externalUser = IdFilter(field_name="external_user", label="Externer Benutzer")
    isActive = django_filters.BooleanFilter(field_name="is_active", label="Aktiv")

    class Meta:
        model = Person
        fields = []


class PersonViewSet(AuditedModelViewSet):
    """People who clock in (staff see those of their branches and themselves; administrators change them)."""

    serializer_class = PersonSerializer
    permission_classes = [StaffReadAdminWrite]
    filterset_class = PersonFilter
    search_fields = ["username", "user__first_name", "user__last_name", "external_user__first_name"]
    ordering_fields = ["username", "created_at", "id"]
    ordering = ["username", "id"]

    def get_queryset(self):
        return selectors.people_for(self.request.user)


class TerminalFilter(django_filters.FilterSet):
    branch = IdFilter(field_name="branch", label="Filiale")

    class Meta:
        model = Device
        fields = []


class TerminalViewSet(AuditedModelViewSet):
    """Clock-in terminals, the devices of kind terminal (administrators only), as before they were devices: the key
    is shown in the answer that makes it (the creation, regenerate-key) only, the device keeps its sha256."""

    serializer_class = TerminalSerializer
    permission_classes = [IsAdmin]
    filterset_class = TerminalFilter
    ordering_fields = ["name", "created_at", "id"]
    ordering = ["name", "id"]

    def get_queryset(self):
        return selectors.terminals_for(self.request.user)

    def perform_create(self, serializer):
        audited_create(self.request.user, serializer.save, snapshot=device_snapshot)

    def perform_update(self, serializer):
        audited_update(self.request.user, serializer.instance, serializer.save, snapshot=device_snapshot)

    def perform_destroy(self, instance):
        audited_delete(self.request.user, instance, snapshot=device_snapshot)

    @extend_schema(
        operation_id="time_tracking_terminals_regenerate_key", request=None, responses={200: TerminalSerializer}
    )
    @action(detail=True, methods=["post"], url_path="regenerate-key")
    def regenerate_key(self, request, pk=None):
        """A new key for the terminal (its old address stops working), shown in this answer only (apiKey, url)."""
        terminal, key = device_secrets.new_secret(request.user, self.get_object())
        terminal.new_key = key
        return Response(TerminalSerializer(terminal, context=self.get_serializer_context()).data)


class PersonParamsFilterSet(DateRangeFilterSet):
    """`user`, `externalUser`, `person`, `branch`; `from` / `to` days (business time zone, inclusive)."""

    user = IdFilter(field_name="person__user", label="Benutzer")
    externalUser = IdFilter(field_name="person__external_user", label="Externer Benutzer")
    person = IdFilter(field_name="person", label="Person")
    branch = IdFilter(field_name="branch", label="Filiale")


class WorkingActivityFilter(PersonParamsFilterSet):
    isOpen = django_filters.BooleanFilter(field_name="end", lookup_expr="isnull", label="Läuft")

    class Meta:
        model = WorkingActivity
        fields = []

    def filter_from(self, queryset, name, value):
        # activities touching the day or later (open ones too)
        return queryset.filter(Q(end__isnull=True) | Q(end__gt=start_of_day(value)))

    def filter_to(self, queryset, name, value):
        return queryset.filter(start__lt=start_of_day(value + DAY))


class WorkingScheduleFilter(PersonParamsFilterSet):
    kind = django_filters.ChoiceFilter(field_name="kind", choices=ScheduleKind.choices, label="Art")

    class Meta:
        model = WorkingSchedule
        fields = []

    def filter_from(self, queryset, name, value):
        # schedules with a shift on the day or later (repeated ones while their repetition lasts)
        repeated = Q(is_repeated_weekly=True) & (Q(repeat_until__isnull=True) | Q(repeat_until__gte=value))
        return queryset.filter(Q(end__gt=start_of_day(value)) | repeated)

    def filter_to(self, queryset, name, value):
        return queryset.filter(start__lt=start_of_day(value + DAY))


@extend_schema_view(
    create=extend_schema(responses={201: WorkingActivitySerializer, 409: CONFLICT}),
    update=extend_schema(responses={200: WorkingActivitySerializer, 409: CONFLICT}),
    destroy=extend_schema(responses={204: None, 409: LOCKED}),
)
class WorkingActivityViewSet(TimeTrackingErrorsMixin, AuditedModelViewSet):
    """Worked time within branch reach; administrators create, correct (with a reason) and delete."""

    serializer_class = WorkingActivitySerializer
    permission_classes = [StaffReadAdminWrite]
    filterset_class = WorkingActivityFilter
    search_fields = ["person__username", "note"]
    ordering_fields = ["start", "end", "created_at", "id"]
    ordering = ["-start", "-id"]

    def get_queryset(self):
        return selectors.activities_for(self.request.user)

    def perform_create(self, serializer):
        data = dict(serializer.validated_data)
        data.pop("reason", None)
        serializer.instance = activity_services.create_activity(self.request.user, data)

    def perform_update(self, serializer):
        data = dict(serializer.validated_data)
        reason = data.pop("reason", "").strip()
        serializer.instance = activity_services.update_activity(self.request.user, serializer.instance, data, reason)

    def perform_destroy(self, instance):
        activity_services.delete_activity(self.request.user, instance)


@extend_schema_view(
    create=extend_schema(responses={201: WorkingScheduleSerializer, 409: LOCKED}),
    update=extend_schema(responses={200: WorkingScheduleSerializer, 409: LOCKED}),
    destroy=extend_schema(responses={204: None, 409: LOCKED}),
)
class WorkingScheduleViewSet(TimeTrackingErrorsMixin, AuditedModelViewSet):
    """Planned shifts and holidays within branch reach; administrators plan (not in approved months)."""

    serializer_class = WorkingScheduleSerializer
    permission_classes = [StaffReadAdminWrite]
    filterset_class = WorkingScheduleFilter
    search_fields = ["person__username", "note"]
    ordering_fields = ["start", "end", "created_at", "id"]
    ordering = ["start", "id"]

    def get_queryset(self):
        return selectors.schedules_for(self.request.user)

    def perform_create(self, serializer):
        data = serializer.validated_data
        span = schedule_span(data["start"], data["end"], data.get("is_repeated_weekly"), data.get("repeat_until"))
        ensure_open(data["person"], messages.SCHEDULE_CREATE_FAILED, span)
        super().perform_create(serializer)

    def perform_update(self, serializer):
        current, data = serializer.instance, serializer.validated_data

        def value(name):
            return data[name] if name in data else getattr(current, name)

        old = schedule_span(current.start, current.end, current.is_repeated_weekly, current.repeat_until)
        new = schedule_span(value("start"), value("end"), value("is_repeated_weekly"), value("repeat_until"))
        ensure_open(current.person, messages.SCHEDULE_UPDATE_FAILED, old)
        ensure_open(value("person"), messages.SCHEDULE_UPDATE_FAILED, new)
        super().perform_update(serializer)

    def perform_destroy(self, instance):
        span = schedule_span(instance.start, instance.end, instance.is_repeated_weekly, instance.repeat_until)
        ensure_open(instance.person, messages.SCHEDULE_DELETE_FAILED, span)
        super().perform_destroy(instance)


def schedule_span(start, end, repeated, repeat_until) -> tuple:
    """The time a schedule may plan: a weekly one until its repetition ends (without an end: for years)."""
    if not repeated:
        return (start, end)
    if repeat_until is None:
        return (start, start + datetime.timedelta(days=3660))
    return (start, max(end, calendar.local_midnight(repeat_until + DAY)))
