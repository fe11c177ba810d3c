from django.urls import path
from rest_framework.routers import SimpleRouter

from .views import CurrentUserView, UserViewSet

router = SimpleRouter(trailing_slash=False)
router.register("users", UserViewSet, basename="user")

urlpatterns = [path("users/me", CurrentUserView.as_view(), name="users-me"), *router.urls]
