from django.urls import path
from rest_framework.routers import SimpleRouter

from core.api.routing import by_method

from . import log_views, views

router = SimpleRouter(trailing_slash=False)
router.register("qr-codes", views.QrCodeViewSet, basename="qr-code")
router.register("analytics-log", log_views.AnalyticsEventViewSet, basename="analytics-log")

# /api/analytics-log: storefronts send events (POST, public), staff read the log (GET); one view class each
analytics_log = by_method(
    log_views.AnalyticsEventViewSet.as_view({"get": "list"}), post=log_views.AnalyticsLogCreateView.as_view()
)

urlpatterns = [
    path("analytics-log", analytics_log, name="analytics-log-list"),
    *(url for url in router.urls if url.name != "analytics-log-list"),
]
