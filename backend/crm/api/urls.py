from rest_framework.routers import SimpleRouter

from . import customers, directory

router = SimpleRouter(trailing_slash=False)
router.register("customers", customers.CustomerViewSet, basename="customer")
router.register("external-users", directory.ExternalUserViewSet, basename="external-user")
router.register("analytics-leads", directory.AnalyticsLeadViewSet, basename="analytics-lead")

urlpatterns = router.urls
