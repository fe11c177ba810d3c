"""The clock-in terminal: /api/time-tracking/{branchIdentifier}/{terminalKey}/…

No back office session: the terminal is named by its branch's identifier and its key (404 otherwise),
the person by the headers X-Username and X-Access-Token (the personal PIN). Refusals: 403
'Fehlerhafte Zugangsdaten.' (code invalid_credentials), 429 with the minutes of the PIN lockout
(too_many_attempts) or too many requests from the terminal (too_many_requests), 409 for a refused step.
"""

import datetime

from django.conf import settings
from django.utils import timezone
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema
from rest_framework import serializers
from rest_framework.exceptions import APIException, NotFound, Throttled
from rest_framework.response import Response
from rest_framework.views import APIView

from core.api.dates import BoundedDateField, check_day_range
from core.api.schema import ERROR
from core.api.serializers import UTCDateTimeField
from core.api.views import PublicMixin
from core.ratelimit import client_ip

from .. import calendar, messages, selectors
from ..errors import TerminalRefusal, TimeTrackingError
from ..selectors import timesheets
from ..services import activities as activity_services
from ..services.terminal import find_terminal, identify, identify_session, issue_session
from .serializers import (
    MonthBalanceSerializer,
    MonthQuerySerializer,
    ShiftSerializer,
    TerminalActivitySerializer,
    TerminalMeSerializer,
    TerminalPresenceSerializer,
    TerminalStepSerializer,
)

# the longest range of days a terminal reads at once (its own time sheet, the people present)
LONGEST_RANGE = 62

HEADERS = [
    OpenApiParameter(
        "X-Username", OpenApiTypes.STR, OpenApiParameter.HEADER, required=True, description="Benutzername"
    ),
    OpenApiParameter(
        "X-Access-Token",
        OpenApiTypes.STR,
        OpenApiParameter.HEADER,
        description="Persönliche PIN (oder X-Session-Token)",
    ),
    OpenApiParameter(
        "X-Session-Token",
        OpenApiTypes.STR,
        OpenApiParameter.HEADER,
        description="Sitzung nach einer PIN-Prüfung (sessionToken aus /me), statt der PIN",
    ),
]
REFUSALS = {
    403: OpenApiResponse(
        ERROR, description="Fehlerhafte Zugangsdaten, Sitzung abgelaufen, Konto deaktiviert/gesperrt/abgelaufen"
    ),
    404: OpenApiResponse(ERROR, description="Filiale oder Terminal unbekannt"),
    429: OpenApiResponse(ERROR, description="PIN gesperrt (Minuten in der Meldung) oder zu viele Anfragen"),
}
STEP_REFUSED = OpenApiResponse(ERROR, description="Schritt nicht möglich (z. B. 'Es läuft bereits eine Aktivität.')")


class Refused(APIException):
    def __init__(self, message: str, code: str, status: int):
        super().__init__(detail=message, code=code)
        self.status_code = status


class RangeQuerySerializer(serializers.Serializer):
    """`from` / `to` days (business time zone, inclusive); default: the current week (Monday to Sunday)."""

    def get_fields(self):
        return {"from": BoundedDateField(required=False), "to": BoundedDateField(required=False)}


class TerminalBaseView(PublicMixin, APIView):
    """Named by the branch identifier and the terminal key (404 otherwise); nobody identified yet."""

    def initial(self, request, *args, **kwargs):
        super().initial(request, *args, **kwargs)
        terminal = find_terminal(kwargs["branchIdentifier"], kwargs["terminalKey"])
        if terminal is None:
            raise NotFound()
        self.terminal = terminal


class TerminalView(TerminalBaseView):
    def initial(self, request, *args, **kwargs):
        super().initial(request, *args, **kwargs)
        username, token = request.headers.get("X-Username", ""), request.headers.get("X-Session-Token", "")
        self.session_token = token
        try:
            if token:
                self.person = identify_session(self.terminal, username, token, client_ip(request), self.queued_at())
            else:
                self.person = identify(
                    self.terminal, username, request.headers.get("X-Access-Token", ""), client_ip(request)
                )
        except TerminalRefusal as refusal:
            if refusal.status == 429:
                error = Throttled(detail=refusal.message, code=refusal.code)
                error.wait = refusal.wait
                raise error from None
            raise Refused(refusal.message, refusal.code, refusal.status) from None

    def queued_at(self):
        """The original time of a queued step (StepView), else None."""
        return None

    def handle_exception(self, exc):
        if isinstance(exc, TimeTrackingError):
            exc = Refused(exc.message, exc.code, exc.status)
        return super().handle_exception(exc)

    def range(self, request) -> tuple[datetime.date, datetime.date]:
        query = RangeQuerySerializer(data=request.query_params)
        query.is_valid(raise_exception=True)
        today = calendar.local_date(timezone.now())
        first = query.validated_data.get("from") or today - datetime.timedelta(days=today.weekday())
        last = query.validated_data.get("to") or first + datetime.timedelta(days=6)
        check_day_range(first, last, "to", longest=LONGEST_RANGE)
        return first, last


class MeView(TerminalView):
    @extend_schema(
        operation_id="time_tracking_me", parameters=HEADERS, responses={200: TerminalMeSerializer, **REFUSALS}
    )
    def get(self, request, branchIdentifier: str, terminalKey: str):
        """Who is at the terminal, and their current activity (null when clocked out)."""
        person, branch = self.person, self.terminal.branch
        return Response(
            TerminalMeSerializer(
                {
                    "person": {"id": person.pk, "username": person.username, "full_name": person.full_name},
                    "branch": {"id": branch.pk, "identifier": branch.identifier, "name": branch.name},
                    "current_working_activity": selectors.current_activity(person),
                    # a new session only after a PIN check; a session's own token is never renewed
                    "session_token": self.session_token or issue_session(self.terminal, person),
                }
            ).data
        )


class SchedulesView(TerminalView):
    @extend_schema(
        operation_id="time_tracking_working_schedules",
        parameters=[
            *HEADERS,
            OpenApiParameter("from", OpenApiTypes.DATE, description="Erster Tag (Standard: Montag dieser Woche)"),
            OpenApiParameter("to", OpenApiTypes.DATE, description="Letzter Tag (Standard: Sonntag dieser Woche)"),
        ],
        responses={200: ShiftSerializer(many=True), **REFUSALS},
    )
    def get(self, request, branchIdentifier: str, terminalKey: str):
        """The person's planned shifts and holidays on these days (repetitions expanded)."""
        first, last = self.range(request)
        span = calendar.day_span(first, last)
        shifts = []
        for schedule in selectors.person_schedules(self.person, first, last):
            skip = schedule.kind == "shift"
            for start, end in calendar.occurrences(schedule, span, skip_public_holidays=skip):
                shifts.append(
                    {
                        "schedule": schedule.pk,
                        "kind": schedule.kind,
                        "start": start,
                        "end": end,
                        "branch": schedule.branch_id,
                        "department": schedule.department_id,
                    }
                )
        shifts.sort(key=lambda shift: (shift["start"], shift["schedule"]))
        return Response(ShiftSerializer(shifts, many=True).data)


class ActivitiesView(TerminalView):
    @extend_schema(
        operation_id="time_tracking_working_activities",
        parameters=[
            *HEADERS,
            OpenApiParameter("from", OpenApiTypes.DATE, description="Erster Tag (Standard: Montag dieser Woche)"),
            OpenApiParameter("to", OpenApiTypes.DATE, description="Letzter Tag (Standard: Sonntag dieser Woche)"),
        ],
        responses={200: TerminalActivitySerializer(many=True), **REFUSALS},
    )
    def get(self, request, branchIdentifier: str, terminalKey: str):
        """The person's activities touching these days, oldest first."""
        first, last = self.range(request)
        activities = selectors.person_activities(self.person, first, last)
        return Response(TerminalActivitySerializer(activities, many=True).data)


class BalancesView(TerminalView):
    @extend_schema(
        operation_id="time_tracking_balances",
        parameters=[
            *HEADERS,
            OpenApiParameter("month", OpenApiTypes.STR, description="JJJJ-MM (Standard: dieser Monat)"),
        ],
        responses={200: MonthBalanceSerializer, **REFUSALS},
    )
    def get(self, request, branchIdentifier: str, terminalKey: str):
        """The person's own balance of the month (worked against planned, carried over)."""
        query = MonthQuerySerializer(data=request.query_params)
        query.is_valid(raise_exception=True)
        month = query.validated_data.get("month") or f"{calendar.local_date(timezone.now()):%Y-%m}"
        year, number = (int(part) for part in month.split("-"))
        return Response(MonthBalanceSerializer(selectors.month_balance(self.person, year, number)).data)


class StepBodySerializer(serializers.Serializer):
    """Both optional: a queued step's original time and its client key (the same key is applied once)."""

    at = UTCDateTimeField(required=False, help_text="Ursprünglicher Zeitpunkt (Warteschlange offline)")
    client_key = serializers.RegexField(r"^[A-Za-z0-9_-]{8,64}$", required=False)


class StepView(TerminalView):
    step = ""

    def queued_at(self):
        if not hasattr(self, "_body"):
            body = StepBodySerializer(data=self.request.data if isinstance(self.request.data, dict) else {})
            body.is_valid(raise_exception=True)
            self._body = body.validated_data
            at = self._body.get("at")
            now = timezone.now()
            window = datetime.timedelta(hours=settings.TIME_TRACKING_OFFLINE_WINDOW_HOURS)
            if at is not None and not now - window <= at <= now + datetime.timedelta(minutes=1):
                raise serializers.ValidationError({"at": [messages.AT_OUT_OF_WINDOW]}, code="at")
            if at is not None and not self.request.headers.get("X-Session-Token"):
                # the queue holds taps already identified: only a session token vouches for an original time
                raise serializers.ValidationError({"at": [messages.AT_NEEDS_SESSION]}, code="at_needs_session")
        return self._body.get("at")

    def post(self, request, branchIdentifier: str, terminalKey: str):
        at = self.queued_at()
        moment = min(at, timezone.now()) if at else None
        key = self._body.get("client_key")
        activity = activity_services.queued_step(self.step, self.person, self.terminal.branch, moment, key)
        today = calendar.local_date(timezone.now())
        first = min(calendar.local_date(activity.start), today)
        warnings = [warning.message for warning in timesheets.warnings(self.person, first, today)]
        return Response(TerminalStepSerializer(activity, context={"warnings": warnings}).data)


def step_view(name: str, summary: str) -> type[StepView]:
    class View(StepView):
        step = name

        @extend_schema(
            operation_id=f"time_tracking_working_activities_{name}",
            summary=summary,
            parameters=HEADERS,
            request=StepBodySerializer,
            responses={200: TerminalStepSerializer, **REFUSALS, 409: STEP_REFUSED},
        )
        def post(self, request, branchIdentifier: str, terminalKey: str):
            return super().post(request, branchIdentifier, terminalKey)

    View.__name__ = f"{name.capitalize()}View"
    View.__qualname__ = View.__name__
    return View


StartView = step_view("start", "Kommen: startet eine Aktivität und antwortet mit ihr")
PauseView = step_view("pause", "Pause: pausiert die laufende Aktivität und antwortet mit ihr")
ResumeView = step_view("resume", "Weiter: setzt die pausierte Aktivität fort und antwortet mit ihr")
EndView = step_view("end", "Gehen: beendet die laufende Aktivität und antwortet mit der beendeten")


class PresenceView(TerminalBaseView):
    @extend_schema(
        operation_id="time_tracking_presence",
        responses={200: TerminalPresenceSerializer(many=True), 404: REFUSALS[404]},
    )
    def get(self, request, branchIdentifier: str, terminalKey: str):
        """Wer ist da: the branch's people, in (eingestempelt), paused (in Pause) or out, by name."""
        return Response(TerminalPresenceSerializer(selectors.presence(self.terminal.branch), many=True).data)
