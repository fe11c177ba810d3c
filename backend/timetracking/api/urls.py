from django.urls import path, re_path
from rest_framework.routers import SimpleRouter

from . import planning, sheets, staff, terminal, timesheets

router = SimpleRouter(trailing_slash=False)
router.register("working-activities", staff.WorkingActivityViewSet, basename="working-activity")
router.register("working-schedules", staff.WorkingScheduleViewSet, basename="working-schedule")
router.register("time-tracking-people", staff.PersonViewSet, basename="time-tracking-person")
router.register("time-tracking-terminals", staff.TerminalViewSet, basename="time-tracking-terminal")

TERMINAL = "time-tracking/<str:branchIdentifier>/<str:terminalKey>"
SHEET = r"^time-sheets/(?P<person>[0-9]{1,18})/(?P<month>[0-9]{4}-[0-9]{2})"

urlpatterns = [
    # the Dienstplan (before the router: "planner" is no schedule id)
    path("working-schedules/planner", planning.PlannerView.as_view(), name="working-schedules-planner"),
    path("working-schedules/copy-week", planning.CopyWeekView.as_view(), name="working-schedules-copy-week"),
    path(
        "working-schedules/<int:pk>/move-occurrence",
        planning.MoveOccurrenceView.as_view(),
        name="working-schedules-move",
    ),
    path("time-sheets/balances", timesheets.BalancesView.as_view(), name="time-sheets-balances"),
    path("time-sheets/holiday-balances", timesheets.HolidayBalancesView.as_view(), name="time-sheets-holiday-balances"),
    path("time-tracking-rules", sheets.LegalRulesView.as_view(), name="time-tracking-rules"),
    re_path(f"{SHEET}$", sheets.TimeSheetView.as_view(), name="time-sheet"),
    re_path(f"{SHEET}/csv$", sheets.TimeSheetCsvView.as_view(), name="time-sheet-csv"),
    re_path(f"{SHEET}/pdf$", sheets.TimeSheetPdfView.as_view(), name="time-sheet-pdf"),
    re_path(f"{SHEET}/approve$", sheets.ApproveView.as_view(), name="time-sheet-approve"),
    re_path(f"{SHEET}/reopen$", sheets.ReopenView.as_view(), name="time-sheet-reopen"),
    path(f"{TERMINAL}/presence", terminal.PresenceView.as_view(), name="time-tracking-presence"),
    path(f"{TERMINAL}/me", terminal.MeView.as_view(), name="time-tracking-me"),
    path(f"{TERMINAL}/working-schedules", terminal.SchedulesView.as_view(), name="time-tracking-schedules"),
    path(f"{TERMINAL}/working-activities", terminal.ActivitiesView.as_view(), name="time-tracking-activities"),
    path(f"{TERMINAL}/balances", terminal.BalancesView.as_view(), name="time-tracking-balances"),
    path(f"{TERMINAL}/working-activities/start", terminal.StartView.as_view(), name="time-tracking-start"),
    path(f"{TERMINAL}/working-activities/end", terminal.EndView.as_view(), name="time-tracking-end"),
    path(f"{TERMINAL}/working-activities/pause", terminal.PauseView.as_view(), name="time-tracking-pause"),
    path(f"{TERMINAL}/working-activities/resume", terminal.ResumeView.as_view(), name="time-tracking-resume"),
    *router.urls,
]
