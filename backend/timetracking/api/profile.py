"""GET /api/statistics/user-profile and /api/statistics/user-profile-working-activities (timetracking.selectors.profile).

Reach: every member of staff sees their own figures; administrators anyone's. Another person's, an unknown
user or a user who does not track time answers 404.
"""

from django.http import Http404
from django.utils import timezone
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema
from rest_framework import serializers
from rest_framework.response import Response
from rest_framework.views import APIView

from core.api.dates import BoundedDateField, check_day_range
from core.api.fields import MAX_ID
from core.api.permissions import IsStaff, is_admin
from core.api.schema import ERROR
from core.api.serializers import UTCDateTimeField

from ..models import Person
from ..selectors import profile


class ProfileQuerySerializer(serializers.Serializer):
    user = serializers.IntegerField(min_value=1, max_value=MAX_ID, required=False)
    start = BoundedDateField(input_formats=["%Y-%m-%d"])
    end = BoundedDateField(input_formats=["%Y-%m-%d"])
    now = UTCDateTimeField(required=False)

    def validate(self, attrs):
        check_day_range(attrs["start"], attrs["end"], "end")
        return attrs


class UserProfileSerializer(serializers.Serializer):
    user = serializers.IntegerField(allow_null=True)
    person = serializers.IntegerField()
    start = serializers.DateField()
    end = serializers.DateField()
    now = UTCDateTimeField()
    planned_minutes = serializers.IntegerField()
    planned_minutes_until_now = serializers.IntegerField()
    worked_minutes = serializers.IntegerField()
    balance_minutes = serializers.IntegerField()
    holiday_days = serializers.IntegerField()
    holiday_days_taken = serializers.IntegerField()
    holiday_days_planned = serializers.IntegerField()
    holiday_dates = serializers.ListField(child=serializers.DateField())
    holiday_entitlement_days = serializers.IntegerField()
    holiday_remaining_days = serializers.IntegerField()


class ProfilePauseSerializer(serializers.Serializer):
    start = UTCDateTimeField()
    end = UTCDateTimeField(allow_null=True)


class ProfileActivitySerializer(serializers.Serializer):
    id = serializers.IntegerField()
    branch = serializers.IntegerField()
    branch_name = serializers.CharField()
    start = UTCDateTimeField()
    end = UTCDateTimeField(allow_null=True)
    pauses = ProfilePauseSerializer(many=True)
    worked_minutes = serializers.IntegerField()


PARAMETERS = [
    OpenApiParameter("user", OpenApiTypes.INT, description="ID des Benutzers (Standard: man selbst)"),
    OpenApiParameter("start", OpenApiTypes.DATE, required=True, description="Erster Tag, JJJJ-MM-TT"),
    OpenApiParameter("end", OpenApiTypes.DATE, required=True, description="Letzter Tag, JJJJ-MM-TT (≤ 366 Tage)"),
]
NOT_FOUND = OpenApiResponse(ERROR, description="Benutzer unbekannt, ohne Zeiterfassung oder nicht in Ihrer Reichweite")


def _query(request) -> tuple[Person, dict]:
    query = ProfileQuerySerializer(data=request.query_params)
    query.is_valid(raise_exception=True)
    user_id = query.validated_data.get("user", request.user.pk)
    if user_id != request.user.pk and not is_admin(request.user):
        raise Http404
    person = Person.objects.filter(user_id=user_id).first()
    if person is None:
        raise Http404
    return person, query.validated_data


class UserProfileView(APIView):
    permission_classes = [IsStaff]

    @extend_schema(
        operation_id="statistics_user_profile",
        parameters=[
            *PARAMETERS,
            OpenApiParameter("now", OpenApiTypes.DATETIME, description="Stichzeitpunkt (Standard: jetzt)"),
        ],
        responses={200: UserProfileSerializer, 404: NOT_FOUND},
    )
    def get(self, request):
        """Planned, worked and balance minutes and the holiday days of a person's period."""
        person, data = _query(request)
        now = data.get("now") or timezone.now()
        return Response(UserProfileSerializer(profile.user_profile(person, data["start"], now, data["end"])).data)


class UserProfileActivitiesView(APIView):
    permission_classes = [IsStaff]

    @extend_schema(
        operation_id="statistics_user_profile_working_activities",
        parameters=PARAMETERS,
        responses={200: ProfileActivitySerializer(many=True), 404: NOT_FOUND},
    )
    def get(self, request):
        """The person's working activities touching the period, with pauses and worked minutes."""
        person, data = _query(request)
        rows = profile.user_profile_activities(person, data["start"], data["end"], timezone.now())
        return Response(ProfileActivitySerializer(rows, many=True).data)
