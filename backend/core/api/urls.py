from django.urls import path, re_path
from drf_spectacular.views import SpectacularAPIView, SpectacularRedocView

from .jobs import JobCancel, JobDetail
from .views import HealthView, InitView

urlpatterns = [
    path("init", InitView.as_view(), name="init"),
    path("health", HealthView.as_view(), name="health"),
    re_path(r"^jobs/(?P<pk>[0-9]{1,18})$", JobDetail.as_view(), name="job-detail"),
    re_path(r"^jobs/(?P<pk>[0-9]{1,18})/cancel$", JobCancel.as_view(), name="job-cancel"),
    path("schema/", SpectacularAPIView.as_view(), name="schema"),
    path("docs/", SpectacularRedocView.as_view(url_name="schema"), name="api-docs"),
]
