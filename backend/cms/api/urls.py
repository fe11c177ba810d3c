from django.urls import path
from rest_framework.routers import SimpleRouter

from . import views

router = SimpleRouter(trailing_slash=False)
router.register("sites", views.SiteViewSet, basename="site")
router.register("nodes", views.NodeViewSet, basename="node")
router.register("blocks", views.BlockViewSet, basename="block")
router.register("navigations", views.NavigationViewSet, basename="navigation")
router.register("redirects", views.RedirectViewSet, basename="redirect")
router.register("fonts", views.FontViewSet, basename="font")

urlpatterns = [
    path("content-schema", views.ContentSchemaView.as_view(), name="content-schema"),
    path("public/sites", views.PublicSiteList.as_view(), name="public-sites"),
    path("public/sites/lookup", views.PublicSiteLookup.as_view(), name="public-site-lookup"),
    path("public/nodes", views.PublicNodeList.as_view(), name="public-nodes"),
    path("public/nodes/<int:pk>", views.PublicNodeDetail.as_view(), name="public-node"),
    path("public/blocks", views.PublicBlockList.as_view(), name="public-blocks"),
    path("public/navigations", views.PublicNavigationList.as_view(), name="public-navigations"),
    *router.urls,
]
