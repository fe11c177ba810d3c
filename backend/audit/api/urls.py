from rest_framework.routers import SimpleRouter

from .views import LogEntryViewSet

router = SimpleRouter(trailing_slash=False)
router.register("logs", LogEntryViewSet, basename="log")
urlpatterns = router.urls
