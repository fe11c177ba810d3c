"""Catalogue endpoints: standard CRUD, the menus of a branch, and the storefront's public reads."""

import django_filters
from django.shortcuts import get_object_or_404
from django.utils import timezone
from drf_spectacular.utils import extend_schema
from rest_framework import generics
from rest_framework.exceptions import NotFound, PermissionDenied
from rest_framework.response import Response
from rest_framework.views import APIView

from audit.api.viewsets import AuditedModelViewSet
from audit.services import audited_create, audited_update
from core.api.fields import IdFilter
from core.api.permissions import StaffReadAdminWrite
from core.api.views import PublicMixin
from organisation.models import Branch
from organisation.selectors import scope_by_branch

from .. import selectors, services
from ..models import Category, Menu, MenuProduct, Product, ProductType
from .serializers import (
    DonateeSerializer,
    MenuSerializer,
    PublicMenuSerializer,
    StaffCategorySerializer,
    StaffProductSerializer,
    TagSerializer,
)


class MenuFilter(django_filters.FilterSet):
    branch = IdFilter(field_name="branches", label="Filiale")

    class Meta:
        model = Menu
        fields = []


class MenuViewSet(AuditedModelViewSet):
    """Menus: administrators all; employees those of their branches (others answer 404)."""

    serializer_class = MenuSerializer
    filterset_class = MenuFilter
    search_fields = ["name"]
    ordering_fields = ["name", "available_from", "id"]

    def get_queryset(self):
        return selectors.menus_for(self.request.user)

    def perform_create(self, serializer):
        menu = services.create_menu(self.request.user, serializer.validated_data)
        serializer.instance = selectors.menus().get(pk=menu.pk)

    def perform_update(self, serializer):
        # the same rule as for deleting: only whoever reaches every branch the menu serves
        if not selectors.can_manage_menu(self.request.user, serializer.instance):
            raise PermissionDenied()
        menu = services.update_menu(self.request.user, serializer.instance, serializer.validated_data)
        serializer.instance = selectors.menus().get(pk=menu.pk)

    def perform_destroy(self, instance):
        if not selectors.can_manage_menu(self.request.user, instance):
            raise PermissionDenied()
        services.delete_menu(self.request.user, instance)


class CategoryFilter(django_filters.FilterSet):
    isEnabled = django_filters.BooleanFilter(field_name="is_enabled", label="Aktiv")

    class Meta:
        model = Category
        fields = []


class CategoryViewSet(AuditedModelViewSet):
    serializer_class = StaffCategorySerializer
    permission_classes = [StaffReadAdminWrite]
    filterset_class = CategoryFilter
    search_fields = ["name"]
    ordering_fields = ["name", "position", "id"]

    def get_queryset(self):
        return selectors.staff_categories()


class TagViewSet(AuditedModelViewSet):
    serializer_class = TagSerializer
    permission_classes = [StaffReadAdminWrite]
    search_fields = ["name"]
    ordering_fields = ["name", "weight", "id"]

    def get_queryset(self):
        return selectors.tags()


class ProductFilter(django_filters.FilterSet):
    category = IdFilter(method="filter_category", label="Kategorie")
    tag = IdFilter(field_name="tags", label="Tag")
    isEnabled = django_filters.BooleanFilter(field_name="is_enabled", label="Aktiv")
    type = django_filters.ChoiceFilter(field_name="type", choices=ProductType.choices, label="Typ")

    class Meta:
        model = Product
        fields = []

    def filter_category(self, queryset, name, value):
        # products are grouped into categories by the menus
        in_category = MenuProduct.objects.filter(menu_category__category_id=value).values("product_id")
        return queryset.filter(id__in=in_category)


class ProductViewSet(AuditedModelViewSet):
    serializer_class = StaffProductSerializer
    permission_classes = [StaffReadAdminWrite]
    filterset_class = ProductFilter
    search_fields = ["name", "description"]
    ordering_fields = ["name", "price", "type", "is_enabled", "id"]

    def get_queryset(self):
        return selectors.products_with_categories()

    # the audit entry also records the categories, so a change of only those is logged (and moves the data version)
    def perform_create(self, serializer):
        audited_create(self.request.user, serializer.save, snapshot=services.product_snapshot)

    def perform_update(self, serializer):
        audited_update(self.request.user, serializer.instance, serializer.save, snapshot=services.product_snapshot)


class DonateeViewSet(AuditedModelViewSet):
    serializer_class = DonateeSerializer
    permission_classes = [StaffReadAdminWrite]
    search_fields = ["name", "description"]
    ordering_fields = ["name", "id"]

    def get_queryset(self):
        return selectors.donatees()


class BranchMenuList(generics.ListAPIView):
    """The menus of one branch in reach, newest availableFrom first (unknown or out of reach: 404)."""

    serializer_class = MenuSerializer
    pagination_class = None
    filter_backends: list = []

    def get_queryset(self):
        branch = get_object_or_404(
            scope_by_branch(Branch.objects.only("id"), self.request.user, "id"), pk=self.kwargs["branch_id"]
        )
        return selectors.menus_of_branch(branch).order_by("-available_from", "-id")


class PublicBranchMenu(PublicMixin, APIView):
    """The active menu of a branch for the storefront: enabled categories with their enabled products."""

    @extend_schema(operation_id="public_branch_menu", responses={200: PublicMenuSerializer})
    def get(self, request, identifier):
        # a branch that is not public answers like an unknown one (its existence is not disclosed)
        branch = get_object_or_404(Branch.objects.only("id"), identifier=identifier, is_public=True)
        menu = selectors.public_menu(branch, timezone.now())
        if menu is None:
            raise NotFound("Für diese Filiale gibt es derzeit keine Speisekarte.", code="no_menu")
        return Response(PublicMenuSerializer(menu).data)


class PublicTagList(PublicMixin, generics.ListAPIView):
    """Tags for the storefront's tag filter."""

    serializer_class = TagSerializer

    def get_queryset(self):
        return selectors.tags()


class PublicDonateeList(PublicMixin, generics.ListAPIView):
    """Charities a customer may donate to with an order."""

    serializer_class = DonateeSerializer

    def get_queryset(self):
        return selectors.donatees()
