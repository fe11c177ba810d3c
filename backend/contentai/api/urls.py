from django.urls import path, re_path

from . import views

urlpatterns = [
    path("content-ai/status", views.StatusView.as_view(), name="content-ai-status"),
    re_path(r"^content-ai/generate/site/(?P<pk>[0-9]{1,18})$", views.SiteDraftView.as_view(), name="content-ai-site"),
    path("content-ai/generate/image", views.ImageView.as_view(), name="content-ai-image"),
    path("content-ai/requests", views.RequestList.as_view(), name="content-ai-requests"),
    re_path(r"^content-ai/requests/(?P<pk>[0-9]{1,18})$", views.RequestDetail.as_view(), name="content-ai-request"),
]
