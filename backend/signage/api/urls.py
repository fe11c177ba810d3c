from django.urls import path
from rest_framework.routers import SimpleRouter

from . import views

router = SimpleRouter(trailing_slash=False)
router.register("scenes", views.SceneViewSet, basename="scene")
router.register("digital-signage-segments", views.SegmentViewSet, basename="digital-signage-segment")
router.register("digital-signage-streams", views.StreamViewSet, basename="digital-signage-stream")
router.register("digital-signage-devices", views.SignageDeviceViewSet, basename="digital-signage-device")

urlpatterns = [
    path("signage/player", views.PlayerAnswerView.as_view(), name="signage-player"),
    path("signage/proof-of-play", views.ProofOfPlayView.as_view(), name="signage-proof-of-play"),
    *router.urls,
]
