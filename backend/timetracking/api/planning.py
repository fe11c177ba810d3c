"""The Dienstplan: GET /api/working-schedules/planner, POST /api/working-schedules/copy-week and
POST /api/working-schedules/{id}/move-occurrence (reading: selectors/planning.py, changes: services/planning.py).

Reach as /api/working-schedules: staff read the branches they are a member of, administrators plan;
a schedule or branch outside reach answers 404.
"""

import datetime

from django.shortcuts import get_object_or_404
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema
from rest_framework import serializers, status
from rest_framework.exceptions import NotFound, ValidationError
from rest_framework.response import Response
from rest_framework.views import APIView

from core.api.dates import BoundedDateField, check_day_range
from core.api.permissions import StaffReadAdminWrite
from core.api.schema import ERROR
from core.api.serializers import UTCDateTimeField
from organisation.api.fields import ReachableBranchField
from organisation.models import Department
from organisation.selectors import branch_reach

from .. import selectors
from ..selectors import planning
from ..services.planning import copy_week, move_occurrence
from .serializers import ReachablePersonField, WorkingScheduleSerializer
from .staff import LOCKED, TimeTrackingErrorsMixin

NOT_FOUND = OpenApiResponse(ERROR, description="Planung, Filiale oder Abteilung nicht in Ihrer Reichweite")
LONGEST_RANGE = 62
NOT_A_MONDAY = "Eine Woche beginnt an einem Montag."
SAME_WEEK = "Die Zielwoche muss eine andere Woche sein."
BRANCH_OR_PEOPLE = "Bitte wählen Sie eine Filiale oder Personen."
NO_SHIFT_ON_DAY = "An diesem Tag gibt es keine Schicht dieser Planung."


def _department_in_reach(user, department_id: int | None, branch_id: int | None = None) -> Department | None:
    if department_id is None:
        return None
    department = Department.objects.filter(pk=department_id).first()
    reach = branch_reach(user)
    if department is None or (reach is not None and department.branch_id not in reach):
        raise NotFound()
    if branch_id is not None and department.branch_id != branch_id:
        raise ValidationError({"department": ["Die Abteilung gehört zu einer anderen Filiale."]})
    return department


class PlannerQuerySerializer(serializers.Serializer):
    from_ = BoundedDateField()
    to = BoundedDateField()
    branch = serializers.IntegerField(min_value=1, max_value=2**63 - 1, required=False)
    department = serializers.IntegerField(min_value=1, max_value=2**63 - 1, required=False)

    def get_fields(self):
        fields = super().get_fields()
        fields["from"] = fields.pop("from_")
        return fields

    def validate(self, attrs):
        check_day_range(attrs["from"], attrs["to"], "to", longest=LONGEST_RANGE)
        return attrs


class OccurrenceSerializer(serializers.Serializer):
    key = serializers.CharField(help_text="Planung und Tag: '12:2026-11-23'")
    schedule = serializers.IntegerField(source="schedule.pk")
    day = serializers.DateField()
    person = serializers.IntegerField(source="schedule.person_id")
    person_name = serializers.CharField(source="schedule.person.full_name")
    branch = serializers.IntegerField(source="schedule.branch_id")
    department = serializers.IntegerField(source="schedule.department_id", allow_null=True)
    kind = serializers.CharField(source="schedule.kind")
    start = UTCDateTimeField()
    end = UTCDateTimeField()
    local_start = serializers.SerializerMethodField(help_text="Beginn in der Zeitzone des Betriebs")
    local_end = serializers.SerializerMethodField(help_text="Ende in der Zeitzone des Betriebs")
    is_repeated_weekly = serializers.BooleanField(source="schedule.is_repeated_weekly")
    holiday = serializers.CharField(allow_null=True, help_text="Name des Feiertags an diesem Tag")
    note = serializers.CharField(source="schedule.note")
    conflicts = serializers.ListField(child=serializers.CharField())

    def get_local_start(self, occurrence) -> str:
        return planning.local_iso(occurrence.start)

    def get_local_end(self, occurrence) -> str:
        return planning.local_iso(occurrence.end)


class ConflictSerializer(serializers.Serializer):
    kind = serializers.ChoiceField(choices=["overlap", "holiday", "absence", "rest"])
    message = serializers.CharField()
    person = serializers.IntegerField()
    day = serializers.DateField()
    shifts = serializers.ListField(child=serializers.CharField())


class PlanSerializer(serializers.Serializer):
    from_ = serializers.DateField()
    to = serializers.DateField()
    shifts = OccurrenceSerializer(many=True)
    skipped = OccurrenceSerializer(many=True, help_text="Wiederholte Schichten, die ein Feiertag ausfallen lässt")
    conflicts = ConflictSerializer(many=True)

    def get_fields(self):
        fields = super().get_fields()
        fields["from"] = fields.pop("from_")
        return fields


class PlannerView(APIView):
    permission_classes = [StaffReadAdminWrite]

    @extend_schema(
        operation_id="working_schedules_planner",
        parameters=[
            OpenApiParameter("from", OpenApiTypes.DATE, required=True, description="Erster Tag (JJJJ-MM-TT)"),
            OpenApiParameter(
                "to", OpenApiTypes.DATE, required=True, description=f"Letzter Tag, höchstens {LONGEST_RANGE} Tage"
            ),
            OpenApiParameter("branch", OpenApiTypes.INT, description="Filiale"),
            OpenApiParameter("department", OpenApiTypes.INT, description="Abteilung"),
        ],
        responses={200: PlanSerializer, 404: NOT_FOUND},
    )
    def get(self, request):
        """The concrete shifts of the days (repetitions expanded, exceptions and public holidays applied)
        with their conflicts."""
        query = PlannerQuerySerializer(data=request.query_params)
        query.is_valid(raise_exception=True)
        data = query.validated_data
        reach = branch_reach(request.user)
        if "branch" in data and reach is not None and data["branch"] not in reach:
            raise NotFound()
        _department_in_reach(request.user, data.get("department"))
        plan = planning.plan(request.user, data["from"], data["to"], data.get("branch"), data.get("department"))
        return Response(PlanSerializer(plan).data)


class CopyWeekSerializer(serializers.Serializer):
    source_week = BoundedDateField(help_text="Montag der Quellwoche")
    target_week = BoundedDateField(help_text="Montag der Zielwoche")
    branch = ReachableBranchField(required=False, allow_null=True)
    department = serializers.IntegerField(min_value=1, max_value=2**63 - 1, required=False, allow_null=True)
    people = serializers.ListField(child=ReachablePersonField(), required=False, max_length=500)

    def validate(self, attrs):
        errors = {}
        for name in ("source_week", "target_week"):
            if attrs[name].weekday() != 0:
                errors["sourceWeek" if name == "source_week" else "targetWeek"] = [NOT_A_MONDAY]
        if not errors and attrs["source_week"] == attrs["target_week"]:
            errors["targetWeek"] = [SAME_WEEK]
        if attrs.get("branch") is None and not attrs.get("people"):
            errors["branch"] = [BRANCH_OR_PEOPLE]
        if errors:
            raise ValidationError(errors)
        return attrs


class CopySkippedSerializer(serializers.Serializer):
    person = serializers.IntegerField()
    start = UTCDateTimeField()
    end = UTCDateTimeField()
    reason = serializers.CharField()


class CopyResultSerializer(serializers.Serializer):
    created = WorkingScheduleSerializer(many=True)
    skipped = CopySkippedSerializer(many=True)


class CopyWeekView(TimeTrackingErrorsMixin, APIView):
    permission_classes = [StaffReadAdminWrite]

    @extend_schema(
        operation_id="working_schedules_copy_week",
        request=CopyWeekSerializer,
        responses={201: CopyResultSerializer, 404: NOT_FOUND, 409: LOCKED},
    )
    def post(self, request):
        """Copy the shifts of a week to another week (single schedules; existing ones are skipped)."""
        body = CopyWeekSerializer(data=request.data, context={"request": request})
        body.is_valid(raise_exception=True)
        data = body.validated_data
        branch = data.get("branch")
        department = _department_in_reach(request.user, data.get("department"), branch.pk if branch else None)
        result = copy_week(
            request.user, data["source_week"], data["target_week"], branch, department, data.get("people")
        )
        payload = CopyResultSerializer(result, context={"request": request}).data
        return Response(payload, status=status.HTTP_201_CREATED)


class MoveOccurrenceSerializer(serializers.Serializer):
    day = BoundedDateField(help_text="Der Tag der Schicht, die verschoben wird (Zeitzone des Betriebs)")
    person = ReachablePersonField(required=False, help_text="Eine andere Person übernimmt die Schicht")
    start = UTCDateTimeField()
    end = UTCDateTimeField()
    branch = ReachableBranchField(required=False)
    department = serializers.IntegerField(min_value=1, max_value=2**63 - 1, required=False, allow_null=True)

    def validate(self, attrs):
        if attrs["end"] <= attrs["start"]:
            raise ValidationError({"end": ["Das Ende muss nach dem Beginn liegen."]})
        if attrs["end"] - attrs["start"] > datetime.timedelta(days=14):
            raise ValidationError({"end": ["Eine Planung darf höchstens 14 Tage dauern."]})
        return attrs


class MoveResultSerializer(serializers.Serializer):
    schedule = WorkingScheduleSerializer()
    created = WorkingScheduleSerializer(allow_null=True, help_text="Die neue einzelne Planung (bei Wiederholung)")


class MoveOccurrenceView(TimeTrackingErrorsMixin, APIView):
    permission_classes = [StaffReadAdminWrite]

    @extend_schema(
        operation_id="working_schedules_move_occurrence",
        request=MoveOccurrenceSerializer,
        responses={200: MoveResultSerializer, 404: NOT_FOUND, 409: LOCKED},
    )
    def post(self, request, pk: int):
        """Move one shift: a single schedule is changed; a repeated one gets an exception and a new single one."""
        schedule = get_object_or_404(selectors.schedules_for(request.user), pk=pk)
        body = MoveOccurrenceSerializer(data=request.data, context={"request": request})
        body.is_valid(raise_exception=True)
        changes = {
            name: body.validated_data[name]
            for name in ("start", "end", "branch", "person")
            if name in body.validated_data
        }
        branch = changes.get("branch", schedule.branch)
        if "department" in body.validated_data:
            changes["department"] = _department_in_reach(request.user, body.validated_data["department"], branch.pk)
        elif "branch" in changes and schedule.department_id and schedule.department.branch_id != branch.pk:
            changes["department"] = None
        if not changes.get("person", schedule.person).works_in(branch):
            raise ValidationError({"branch": ["Die Person ist dieser Filiale nicht zugeordnet."]})
        try:
            result = move_occurrence(request.user, schedule, body.validated_data["day"], changes)
        except LookupError:
            raise ValidationError({"day": [NO_SHIFT_ON_DAY]}) from None
        return Response(MoveResultSerializer(result, context={"request": request}).data)
