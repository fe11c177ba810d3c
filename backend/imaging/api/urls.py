from rest_framework.routers import SimpleRouter

from . import views

router = SimpleRouter(trailing_slash=False)
router.register("image-templates", views.ImageTemplateViewSet, basename="image-template")

urlpatterns = router.urls
