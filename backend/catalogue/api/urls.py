from django.urls import path
from rest_framework.routers import SimpleRouter

from . import views

router = SimpleRouter(trailing_slash=False)
router.register("menus", views.MenuViewSet, basename="menu")
router.register("categories", views.CategoryViewSet, basename="category")
router.register("tags", views.TagViewSet, basename="tag")
router.register("products", views.ProductViewSet, basename="product")
router.register("donatees", views.DonateeViewSet, basename="donatee")

urlpatterns = [
    # beside organisation's branch routes (branches, branches/{pk}, branches/{pk}/regenerate-api-key)
    path("branches/<int:branch_id>/menus", views.BranchMenuList.as_view(), name="branch-menus"),
    path("public/branches/<slug:identifier>/menu", views.PublicBranchMenu.as_view(), name="public-branch-menu"),
    path("public/tags", views.PublicTagList.as_view(), name="public-tags"),
    path("public/donatees", views.PublicDonateeList.as_view(), name="public-donatees"),
    *router.urls,
]
