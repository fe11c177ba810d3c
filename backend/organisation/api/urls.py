from django.urls import path
from rest_framework.routers import SimpleRouter

from . import views

router = SimpleRouter(trailing_slash=False)
router.register("divisions", views.DivisionViewSet, basename="division")
router.register("branches", views.BranchViewSet, basename="branch")
router.register("departments", views.DepartmentViewSet, basename="department")
router.register("tables", views.TableViewSet, basename="table")

urlpatterns = [
    path("config", views.ConfigView.as_view(), name="config"),
    path("public/divisions", views.PublicDivisionList.as_view(), name="public-divisions"),
    path("public/branches", views.PublicBranchList.as_view(), name="public-branches"),
    path("public/branches/<slug:identifier>", views.PublicBranchDetail.as_view(), name="public-branch"),
    path(
        "public/branches/<slug:identifier>/tables",
        views.PublicBranchTableList.as_view(),
        name="public-branch-tables",
    ),
    path("public/legal/<slug:slug>", views.PublicLegalPage.as_view(), name="public-legal"),
    *router.urls,
]
