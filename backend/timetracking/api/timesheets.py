"""Time sheets: GET /api/time-sheets/balances (a person's month) and /api/time-sheets/holiday-balances (a year).

The person is named by `person` (id) or `user` (a user's id); without either, the caller's own. A person
the caller may not read (see selectors.sheet_people_for: administrators anyone, others their own) answers 404.
"""

from django.utils import timezone
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema
from rest_framework.exceptions import NotFound
from rest_framework.response import Response
from rest_framework.views import APIView

from core.api.schema import ERROR

from .. import calendar, selectors
from .serializers import HolidayBalanceSerializer, MonthBalanceSerializer, MonthQuerySerializer, YearQuerySerializer

PERSON_PARAMETERS = [
    OpenApiParameter("person", OpenApiTypes.INT, description="ID der Person (Standard: man selbst)"),
    OpenApiParameter("user", OpenApiTypes.INT, description="ID des Benutzers statt der Person"),
]
NOT_FOUND = OpenApiResponse(ERROR, description="Person unbekannt oder nicht in Ihrer Reichweite")


def _person(request, data: dict):
    people = selectors.sheet_people_for(request.user)
    if "person" in data:
        person = people.filter(pk=data["person"]).first()
    elif "user" in data:
        person = people.filter(user_id=data["user"]).first()
    else:
        person = people.filter(user=request.user).first()
    if person is None:
        raise NotFound()
    return person


class BalancesView(APIView):
    @extend_schema(
        operation_id="time_sheets_balances",
        parameters=[*PERSON_PARAMETERS, OpenApiParameter("month", OpenApiTypes.STR, description="JJJJ-MM")],
        responses={200: MonthBalanceSerializer, 404: NOT_FOUND},
    )
    def get(self, request):
        """Worked against planned minutes per day, week and month, with the balance carried over."""
        query = MonthQuerySerializer(data=request.query_params)
        query.is_valid(raise_exception=True)
        person = _person(request, query.validated_data)
        month = query.validated_data.get("month") or f"{calendar.local_date(timezone.now()):%Y-%m}"
        year, number = (int(part) for part in month.split("-"))
        return Response(MonthBalanceSerializer(selectors.month_balance(person, year, number)).data)


class HolidayBalancesView(APIView):
    @extend_schema(
        operation_id="time_sheets_holiday_balances",
        parameters=[*PERSON_PARAMETERS, OpenApiParameter("year", OpenApiTypes.INT, description="Jahr")],
        responses={200: HolidayBalanceSerializer, 404: NOT_FOUND},
    )
    def get(self, request):
        """Holiday days of the year: entitlement, taken, planned, remaining; with Austria's public holidays."""
        query = YearQuerySerializer(data=request.query_params)
        query.is_valid(raise_exception=True)
        person = _person(request, query.validated_data)
        year = query.validated_data.get("year") or calendar.local_date(timezone.now()).year
        return Response(HolidayBalanceSerializer(selectors.holiday_balance(person, year)).data)
