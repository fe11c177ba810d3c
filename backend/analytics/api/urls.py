from rest_framework.routers import SimpleRouter

from . import views

router = SimpleRouter(trailing_slash=False)
router.register("qr-codes", views.QrCodeViewSet, basename="qr-code")

urlpatterns = router.urls
