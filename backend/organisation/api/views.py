import django_filters
from drf_spectacular.utils import OpenApiParameter, extend_schema, inline_serializer
from rest_framework import generics, serializers
from rest_framework.decorators import action
from rest_framework.exceptions import NotFound
from rest_framework.permissions import AllowAny
from rest_framework.response import Response
from rest_framework.views import APIView

from audit.api.viewsets import AuditedModelViewSet
from core.api.fields import IdFilter
from core.api.permissions import IsAdmin, StaffReadAdminWrite, StaffReadUpdateAdminCreateDelete
from core.api.views import PublicMixin

from .. import legal, selectors, services
from ..models import Branch, Config, Department, Table
from .serializers import (
    BranchSerializer,
    ConfigSerializer,
    DepartmentSerializer,
    DivisionSerializer,
    PublicBranchSerializer,
    PublicTableSerializer,
    TableSerializer,
)
from .table_codes import TableCodesMixin


class ConfigView(APIView):
    """GET: anyone (the storefront reads it); POST: administrators."""

    def get_permissions(self):
        if self.request.method == "GET":
            return [AllowAny()]
        return [IsAdmin()]

    @extend_schema(responses={200: ConfigSerializer}, operation_id="config_retrieve")
    def get(self, request):
        return Response(ConfigSerializer(Config.load()).data)

    @extend_schema(request=ConfigSerializer, responses={200: ConfigSerializer}, operation_id="config_update")
    def post(self, request):
        serializer = ConfigSerializer(Config.load(), data=request.data, partial=True)
        serializer.is_valid(raise_exception=True)
        config = services.update_config(request.user, serializer.validated_data)
        return Response(ConfigSerializer(config).data)


class DivisionViewSet(AuditedModelViewSet):
    serializer_class = DivisionSerializer
    permission_classes = [StaffReadAdminWrite]
    search_fields = ["name", "identifier"]
    ordering_fields = ["name", "identifier", "id"]

    def get_queryset(self):
        return selectors.divisions()


class BranchFilter(django_filters.FilterSet):
    division = IdFilter(field_name="division", label="Organisation")
    isPublic = django_filters.BooleanFilter(field_name="is_public", label="Öffentlich")

    class Meta:
        model = Branch
        fields = []


class BranchViewSet(AuditedModelViewSet):
    serializer_class = BranchSerializer
    permission_classes = [StaffReadUpdateAdminCreateDelete]
    filterset_class = BranchFilter
    search_fields = ["name", "identifier", "city", "zip_code", "street"]
    ordering_fields = ["name", "identifier", "city", "zip_code", "id", "is_public"]

    def get_queryset(self):
        return selectors.branches_for(self.request.user)

    def perform_create(self, serializer):
        serializer.instance = services.create_branch(self.request.user, serializer.validated_data)

    def perform_update(self, serializer):
        serializer.instance = services.update_branch(self.request.user, serializer.instance, serializer.validated_data)

    @extend_schema(request=None, responses={200: BranchSerializer})
    @action(detail=True, methods=["post"], url_path="regenerate-api-key", permission_classes=[IsAdmin])
    def regenerate_api_key(self, request, pk=None):
        branch = services.regenerate_api_key(request.user, self.get_object())
        return Response(BranchSerializer(branch, context=self.get_serializer_context()).data)


class DepartmentFilter(django_filters.FilterSet):
    branch = IdFilter(field_name="branch", label="Filiale")
    division = IdFilter(field_name="branch__division", label="Organisation")

    class Meta:
        model = Department
        fields = []


class DepartmentViewSet(AuditedModelViewSet):
    serializer_class = DepartmentSerializer
    filterset_class = DepartmentFilter
    search_fields = ["name", "description"]
    ordering_fields = ["name", "branch", "id"]

    def get_queryset(self):
        return selectors.departments_for(self.request.user)


class TableFilter(django_filters.FilterSet):
    branch = IdFilter(field_name="branch", label="Filiale")

    class Meta:
        model = Table
        fields = []


class TableViewSet(TableCodesMixin, AuditedModelViewSet):
    serializer_class = TableSerializer
    filterset_class = TableFilter
    search_fields = ["identifier"]
    ordering_fields = ["identifier", "branch", "id"]
    # tables sort as people count them: 2 before 10
    ordering_aliases = {"identifier": ["sort_key", "identifier"]}

    def get_queryset(self):
        return selectors.tables_for(self.request.user)


class PublicDivisionList(PublicMixin, generics.ListAPIView):
    """Divisions for the storefront."""

    serializer_class = DivisionSerializer

    def get_queryset(self):
        return selectors.divisions()


class PublicBranchList(PublicMixin, generics.ListAPIView):
    """Branches for the storefront; non-public ones are included and shown as inactive."""

    serializer_class = PublicBranchSerializer

    def get_queryset(self):
        return selectors.public_branches()


class PublicBranchDetail(PublicMixin, generics.RetrieveAPIView):
    """One branch for the storefront, by identifier."""

    serializer_class = PublicBranchSerializer
    lookup_field = "identifier"

    def get_queryset(self):
        return selectors.public_branches()


class PublicBranchTableList(PublicMixin, generics.ListAPIView):
    """The tables of a public branch (dine-in table selection): id and identifier only; others 404."""

    serializer_class = PublicTableSerializer

    def get_queryset(self):
        branch = selectors.public_branches().filter(identifier=self.kwargs["identifier"], is_public=True).first()
        if branch is None:
            raise NotFound()
        return selectors.public_tables(branch)


class PublicLegalPage(PublicMixin, APIView):
    """A legal page (AGB, Datenschutz, Impressum, Allergene) rendered from the config's markdown text."""

    @extend_schema(
        operation_id="public_legal_page",
        parameters=[OpenApiParameter("slug", str, OpenApiParameter.PATH, enum=list(legal.LEGAL_PAGES))],
        responses={
            200: inline_serializer(
                "LegalPage",
                fields={
                    "slug": serializers.CharField(),
                    "title": serializers.CharField(),
                    "html": serializers.CharField(),
                },
            )
        },
    )
    def get(self, request, slug):
        config = Config.load()
        page = selectors.legal_page(config, slug)
        if page is None:
            raise NotFound("Diese Seite gibt es nicht.")
        return Response({"slug": page.slug, "title": page.title, "html": legal.page_html(config, page)})
