from django.urls import path
from drf_spectacular.views import SpectacularAPIView, SpectacularRedocView

from .views import HealthView, InitView

urlpatterns = [
    path("init", InitView.as_view(), name="init"),
    path("health", HealthView.as_view(), name="health"),
    path("schema/", SpectacularAPIView.as_view(), name="schema"),
    path("docs/", SpectacularRedocView.as_view(url_name="schema"), name="api-docs"),
]
