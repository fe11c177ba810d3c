from django.urls import path, re_path
from rest_framework.routers import SimpleRouter

from . import agent, pairing, print_jobs, staff, tablet

router = SimpleRouter(trailing_slash=False)
router.register("devices", staff.DeviceViewSet, basename="device")

urlpatterns = [
    path("device-pairing", pairing.PairingStartView.as_view(), name="device-pairing"),
    path("device-pairing/status", pairing.PairingStatusView.as_view(), name="device-pairing-status"),
    path("device-agent/me", agent.MeView.as_view(), name="device-agent-me"),
    path("device-agent/commands", agent.CommandsView.as_view(), name="device-agent-commands"),
    re_path(
        r"^device-agent/commands/(?P<command_id>[0-9]{1,18})/ack$", agent.AckView.as_view(), name="device-agent-ack"
    ),
    path("device-agent/logs", agent.LogsView.as_view(), name="device-agent-logs"),
    path("device-agent/heartbeat", agent.HeartbeatView.as_view(), name="device-agent-heartbeat"),
    # the counter tablet's board (devices/api/tablet.py)
    path("device-agent/orders", tablet.TabletOrdersView.as_view(), name="device-agent-orders"),
    *(
        re_path(
            rf"^device-agent/orders/(?P<order_id>[0-9]{{1,18}})/{action}$",
            view.as_view(),
            name=f"device-agent-{action}",
        )
        for action, view in (
            ("confirm", tablet.TabletConfirmView),
            ("ready", tablet.TabletReadyView),
            ("done", tablet.TabletDoneView),
            ("reject", tablet.TabletRejectView),
        )
    ),
    re_path(
        r"^orders/(?P<order_id>[0-9]{1,18})/print-jobs$",
        print_jobs.OrderPrintJobsView.as_view(),
        name="order-print-jobs",
    ),
    *router.urls,
]
