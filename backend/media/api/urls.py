from rest_framework.routers import SimpleRouter

from . import views

router = SimpleRouter(trailing_slash=False)
router.register("uploads", views.UploadViewSet, basename="upload")

urlpatterns = [*router.urls]
