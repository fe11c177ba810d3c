from rest_framework.routers import SimpleRouter

from . import images, views

router = SimpleRouter(trailing_slash=False)
router.register("uploads", views.UploadViewSet, basename="upload")
router.register("images", images.ImageViewSet, basename="image")

urlpatterns = [*router.urls]
