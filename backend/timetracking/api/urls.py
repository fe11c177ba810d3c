from django.urls import path
from rest_framework.routers import SimpleRouter

from . import planning, staff, terminal, timesheets

router = SimpleRouter(trailing_slash=False)
router.register("working-activities", staff.WorkingActivityViewSet, basename="working-activity")
router.register("working-schedules", staff.WorkingScheduleViewSet, basename="working-schedule")
router.register("time-tracking-people", staff.PersonViewSet, basename="time-tracking-person")
router.register("time-tracking-terminals", staff.TerminalViewSet, basename="time-tracking-terminal")

TERMINAL = "time-tracking/<str:branchIdentifier>/<str:terminalKey>"

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
