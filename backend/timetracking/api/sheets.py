"""The time sheet of a person's month: GET /api/time-sheets/{person}/{yyyy-mm} (JSON), …/csv, …/pdf;
POST …/approve and …/reopen (administrators). Administrators read anyone's, everyone else only their own
(selectors.sheet_people_for); another person answers 404."""

import datetime

from django.http import HttpResponse
from django.utils.http import content_disposition_header
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiResponse, extend_schema
from rest_framework import serializers
from rest_framework.exceptions import NotFound, ValidationError
from rest_framework.response import Response
from rest_framework.views import APIView

from audit.services import audited_update
from core.api.negotiation import JsonErrorsNegotiation
from core.api.permissions import IsAdmin
from core.api.schema import ERROR
from core.api.serializers import StrictModelSerializer, UTCDateTimeField

from .. import exports, messages, selectors
from ..models import LegalRules
from ..selectors import timesheets
from ..services import approvals
from .serializers import DayBalanceSerializer, MonthBalanceSerializer
from .staff import TimeTrackingErrorsMixin

NOT_FOUND = OpenApiResponse(ERROR, description="Person unbekannt oder nicht in Ihrer Reichweite")
REFUSED = OpenApiResponse(ERROR, description="Monat bereits/nicht freigegeben, läuft noch, hat nicht begonnen")


class SheetActivitySerializer(serializers.Serializer):
    id = serializers.IntegerField()
    start = UTCDateTimeField()
    end = UTCDateTimeField(allow_null=True)
    is_corrected = serializers.BooleanField(help_text="Korrigiert oder in der Verwaltung nachgetragen")
    correction_count = serializers.IntegerField()
    offline_step_count = serializers.IntegerField(
        help_text="Stempelungen am Terminal, die offline erfasst und später mit ihrer Uhrzeit übertragen wurden"
    )


class SheetDaySerializer(DayBalanceSerializer):
    pause_minutes = serializers.IntegerField()
    warnings = serializers.ListField(child=serializers.CharField(), help_text="Hinweise (Arbeitszeitgesetz)")
    is_corrected = serializers.BooleanField()
    is_stamped_offline = serializers.BooleanField(help_text="Eine Stempelung des Tages wurde offline erfasst")
    activities = SheetActivitySerializer(many=True)


class ApprovalSerializer(serializers.Serializer):
    approved_at = UTCDateTimeField()
    approved_by = serializers.CharField()


class TimeSheetSerializer(MonthBalanceSerializer):
    """The month's days with pauses, warnings and corrections; totals add up the days."""

    days = SheetDaySerializer(many=True)
    pause_minutes = serializers.IntegerField()
    warning_count = serializers.IntegerField()
    approval = ApprovalSerializer(allow_null=True)
    approve_blocked_reason = serializers.CharField(
        allow_null=True, help_text="Warum der Monat (noch) nicht freigegeben werden kann; null: er kann es"
    )


class SheetView(TimeTrackingErrorsMixin, APIView):
    content_negotiation_class = JsonErrorsNegotiation

    def sheet_target(self, request, person: int, month: str):
        found = selectors.sheet_people_for(request.user).filter(pk=person).first()
        if found is None:
            raise NotFound()
        try:
            first = datetime.date(int(month[:4]), int(month[5:7]), 1)
        except ValueError:
            raise ValidationError({"month": [messages.MONTH_FORMAT]}, code="month") from None
        if not 2000 <= first.year <= 2100:
            raise ValidationError({"month": [messages.MONTH_FORMAT]}, code="month")
        return found, first

    def sheet(self, request, person: int, month: str) -> tuple[dict, object]:
        found, first = self.sheet_target(request, person, month)
        return timesheets.time_sheet(found, first.year, first.month), found


class TimeSheetView(SheetView):
    @extend_schema(operation_id="time_sheets_month", responses={200: TimeSheetSerializer, 404: NOT_FOUND})
    def get(self, request, person: int, month: str):
        """Zeitnachweis: per day planned, worked, pauses, balance, warnings and corrections; totals and carry-over."""
        sheet, _ = self.sheet(request, person, month)
        return Response(TimeSheetSerializer(sheet).data)


def _download(body: bytes, content_type: str, name: str) -> HttpResponse:
    response = HttpResponse(body, content_type=content_type)
    response["Content-Disposition"] = content_disposition_header(True, name)
    response["Cache-Control"] = "no-store"
    return response


class TimeSheetCsvView(SheetView):
    @extend_schema(operation_id="time_sheets_month_csv", responses={(200, "text/csv"): OpenApiTypes.BINARY})
    def get(self, request, person: int, month: str):
        """The time sheet as CSV: UTF-8 with BOM, semicolons, German headers, minutes."""
        sheet, _ = self.sheet(request, person, month)
        return _download(exports.time_sheet_csv(sheet), "text/csv; charset=utf-8", exports.filename(sheet, "csv"))


class TimeSheetPdfView(SheetView):
    @extend_schema(operation_id="time_sheets_month_pdf", responses={(200, "application/pdf"): OpenApiTypes.BINARY})
    def get(self, request, person: int, month: str):
        """The time sheet as an A4 PDF with signature lines (Mitarbeiter/in, Vorgesetzte/r)."""
        sheet, _ = self.sheet(request, person, month)
        return _download(exports.time_sheet_pdf(sheet), "application/pdf", exports.filename(sheet, "pdf"))


class ApproveView(SheetView):
    permission_classes = [IsAdmin]

    @extend_schema(
        operation_id="time_sheets_month_approve",
        request=None,
        responses={200: TimeSheetSerializer, 404: NOT_FOUND, 409: REFUSED},
    )
    def post(self, request, person: int, month: str):
        """Monat freigeben: locks the month's activities and schedules (audited)."""
        found, first = self.sheet_target(request, person, month)
        approvals.approve(request.user, found, first)
        return Response(TimeSheetSerializer(timesheets.time_sheet(found, first.year, first.month)).data)


class ReopenView(SheetView):
    permission_classes = [IsAdmin]

    @extend_schema(
        operation_id="time_sheets_month_reopen",
        request=None,
        responses={200: TimeSheetSerializer, 404: NOT_FOUND, 409: REFUSED},
    )
    def post(self, request, person: int, month: str):
        """Monat wieder öffnen: unlocks an approved month (audited)."""
        found, first = self.sheet_target(request, person, month)
        approvals.reopen(request.user, found, first)
        return Response(TimeSheetSerializer(timesheets.time_sheet(found, first.year, first.month)).data)


class LegalRulesSerializer(StrictModelSerializer):
    """The business's Arbeitszeitgesetz rules in minutes (defaults: Austria's)."""

    break_after_minutes = serializers.IntegerField(min_value=0, max_value=1440)
    min_break_minutes = serializers.IntegerField(min_value=0, max_value=1440)
    max_daily_minutes = serializers.IntegerField(min_value=1, max_value=1440)
    max_daily_minutes_extended = serializers.IntegerField(min_value=1, max_value=1440)
    min_rest_minutes = serializers.IntegerField(min_value=0, max_value=1440)

    class Meta:
        model = LegalRules
        fields = [
            "break_after_minutes",
            "min_break_minutes",
            "max_daily_minutes",
            "max_daily_minutes_extended",
            "min_rest_minutes",
            "updated_at",
        ]
        read_only_fields = ["updated_at"]

    def validate(self, attrs):
        normal = attrs.get("max_daily_minutes", getattr(self.instance, "max_daily_minutes", 0))
        extended = attrs.get("max_daily_minutes_extended", getattr(self.instance, "max_daily_minutes_extended", 0))
        if extended < normal:
            raise ValidationError({"maxDailyMinutesExtended": [messages.EXTENDED_BELOW_NORMAL]}, code="extended")
        return attrs


class LegalRulesView(APIView):
    """GET (staff) and PUT (administrators) /api/time-tracking-rules: the legal checks' settings."""

    def get_permissions(self):
        return [IsAdmin()] if self.request.method == "PUT" else super().get_permissions()

    @extend_schema(operation_id="time_tracking_rules", responses={200: LegalRulesSerializer})
    def get(self, request):
        return Response(LegalRulesSerializer(LegalRules.current()).data)

    @extend_schema(
        operation_id="time_tracking_rules_update",
        request=LegalRulesSerializer,
        responses={200: LegalRulesSerializer},
    )
    def put(self, request):
        rules = LegalRules.current()
        serializer = LegalRulesSerializer(rules, data=request.data, partial=True)
        serializer.is_valid(raise_exception=True)
        audited_update(request.user, rules, serializer.save)
        return Response(LegalRulesSerializer(LegalRules.current()).data)
