"""Website builder API: staff read, administrators write; every write audited and kept as a revision."""

import django_filters
from django.db import transaction
from django.http import HttpResponse
from django.shortcuts import get_object_or_404
from django.views.decorators.http import require_safe
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema, extend_schema_view
from rest_framework import generics, status
from rest_framework.decorators import action
from rest_framework.exceptions import APIException, NotFound
from rest_framework.response import Response
from rest_framework.views import APIView

from audit.api.viewsets import AuditedModelViewSet
from core.api.authentication import SessionAuthentication
from core.api.permissions import StaffReadAdminWrite, is_staff
from core.api.schema import ERROR
from core.api.views import PublicMixin

from .. import schema, selectors, services
from ..image_alt import ImageAltMixin
from ..models import Font, NodeType, SiteType
from . import serializers as s

ID = OpenApiParameter("id", OpenApiTypes.INT, OpenApiParameter.PATH, description="ID")
REVISION_ID = OpenApiParameter("revision_id", OpenApiTypes.INT, OpenApiParameter.PATH, description="ID der Version")
IN_USE = OpenApiResponse(ERROR, description="Wird noch verwendet (code: in_use); die Meldung nennt, wo")
RESTORE_INVALID = OpenApiResponse(ERROR, description="Die Version passt nicht mehr (z. B. Verweis gelöscht)")


class InUseConflict(APIException):
    status_code = status.HTTP_409_CONFLICT
    default_code = "in_use"


def _crud_docs(name: str, serializer):
    return extend_schema_view(
        list=extend_schema(summary=f"{name}: Liste"),
        retrieve=extend_schema(summary=f"{name}: ein Eintrag", parameters=[ID]),
        create=extend_schema(summary=f"{name}: anlegen (nur Administratoren)"),
        update=extend_schema(summary=f"{name}: ändern (nur Administratoren)", parameters=[ID]),
        destroy=extend_schema(
            summary=f"{name}: löschen (nur Administratoren)", parameters=[ID], responses={204: None, 409: IN_USE}
        ),
        revisions=extend_schema(
            summary=f"{name}: Versionen (neueste zuerst)",
            parameters=[ID],
            responses={200: s.RevisionSerializer(many=True)},
        ),
        restore=extend_schema(
            summary=f"{name}: Version wiederherstellen (nur Administratoren; legt eine neue Version an)",
            parameters=[ID, REVISION_ID],
            request=None,
            responses={200: serializer, 400: RESTORE_INVALID},
        ),
    )


class CmsViewSet(AuditedModelViewSet):
    permission_classes = [StaffReadAdminWrite]
    lookup_value_regex = "[0-9]{1,18}"

    def perform_create(self, serializer):
        services.create(self.request.user, serializer.save)

    def perform_update(self, serializer):
        # the fields the request sent (validated_data also carries what validation normalised, e.g. content)
        sent = serializer.initial_data if isinstance(serializer.initial_data, dict) else {}
        clears = services.save_clears_draft(serializer.instance, sent)
        clear = services.NO_DRAFT if clears else {}
        services.update(self.request.user, serializer.instance, lambda: serializer.save(**clear))

    def perform_destroy(self, instance):
        try:
            services.delete(self.request.user, instance)
        except services.InUse as error:
            raise InUseConflict(error.message) from None

    @action(detail=True, methods=["get"], pagination_class=None, filter_backends=[])
    def revisions(self, request, pk=None):
        instance = self.get_object()
        rows = selectors.revisions_of(services.entity_of(instance), instance.pk)
        return Response(s.RevisionSerializer(rows, many=True).data)

    @action(
        detail=True,
        methods=["post"],
        url_path=r"revisions/(?P<revision_id>[0-9]{1,18})/restore",
        pagination_class=None,
        filter_backends=[],
    )
    def restore(self, request, pk=None, revision_id=None):
        instance = self.get_object()
        revision = selectors.revisions_of(services.entity_of(instance), instance.pk).filter(pk=revision_id).first()
        if revision is None:
            raise NotFound()
        editable = services.EDITABLE[services.entity_of(instance)]
        data = {key: value for key, value in revision.data.items() if key in editable}
        serializer = self.get_serializer(instance, data=data, partial=True)
        serializer.is_valid(raise_exception=True)
        with transaction.atomic():
            self.perform_update(serializer)
        return Response(serializer.data)


def _draft_docs(serializer):
    return extend_schema_view(
        draft=[
            extend_schema(
                methods=["PUT"],
                summary="Entwurf speichern (geprüft wie beim Speichern, ohne Version; nur Administratoren)",
                parameters=[ID],
                request=serializer,
                responses={200: serializer, 400: OpenApiResponse(ERROR)},
            ),
            extend_schema(
                methods=["DELETE"],
                summary="Entwurf verwerfen (nur Administratoren)",
                parameters=[ID],
                request=None,
                responses={204: None},
            ),
        ]
    )


class DraftMixin:
    """PUT …/{id}/draft keeps the body as the draft (validated like a save, no revision); DELETE discards it."""

    @action(detail=True, methods=["put", "delete"], pagination_class=None, filter_backends=[])
    def draft(self, request, pk=None):
        instance = self.get_object()
        if request.method == "DELETE":
            services.discard_draft(instance)
            return Response(status=status.HTTP_204_NO_CONTENT)
        serializer = self.get_serializer(instance, data=request.data, partial=True)
        serializer.is_valid(raise_exception=True)
        editable = services.EDITABLE[services.entity_of(instance)]
        values = {key: serializer.validated_data.get(key, getattr(instance, key)) for key in editable}
        services.save_draft(request.user, instance, values)
        return Response(self.get_serializer(instance).data)


class SiteFilter(django_filters.FilterSet):
    type = django_filters.ChoiceFilter(field_name="type", choices=SiteType.choices, label="Typ")
    isPublic = django_filters.BooleanFilter(field_name="is_public", label="Öffentlich")


@_crud_docs("Seiten", s.SiteSerializer)
@_draft_docs(s.SiteSerializer)
class SiteViewSet(DraftMixin, CmsViewSet):
    serializer_class = s.SiteSerializer
    filterset_class = SiteFilter
    search_fields = ["name", "title", "path", "description"]
    ordering_fields = ["path", "name", "title", "type", "is_public", "created_at", "updated_at", "id"]
    ordering = ["path", "id"]

    def get_queryset(self):
        return selectors.sites()


class NodeFilter(django_filters.FilterSet):
    type = django_filters.ChoiceFilter(field_name="type", choices=NodeType.choices, label="Typ")
    isPublic = django_filters.BooleanFilter(field_name="is_public", label="Öffentlich")


@_crud_docs("Inhalte", s.NodeSerializer)
@_draft_docs(s.NodeSerializer)
class NodeViewSet(DraftMixin, CmsViewSet):
    serializer_class = s.NodeSerializer
    filterset_class = NodeFilter
    search_fields = ["identifier", "content"]
    ordering_fields = ["type", "identifier", "is_public", "created_at", "updated_at", "id"]
    ordering = ["type", "identifier", "id"]

    def get_queryset(self):
        return selectors.nodes()


@_crud_docs("Blöcke", s.BlockSerializer)
@_draft_docs(s.BlockSerializer)
class BlockViewSet(DraftMixin, CmsViewSet):
    serializer_class = s.BlockSerializer
    search_fields = ["name", "identifier"]
    ordering_fields = ["name", "identifier", "created_at", "updated_at", "id"]
    ordering = ["name", "id"]

    def get_queryset(self):
        return selectors.blocks()


@_crud_docs("Navigationen", s.NavigationSerializer)
class NavigationViewSet(CmsViewSet):
    serializer_class = s.NavigationSerializer
    search_fields = ["identifier"]
    ordering_fields = ["identifier", "created_at", "updated_at", "id"]
    ordering = ["identifier", "id"]

    def get_queryset(self):
        return selectors.navigations()


class RedirectFilter(django_filters.FilterSet):
    isPermanent = django_filters.BooleanFilter(field_name="is_permanent", label="Dauerhaft")


@_crud_docs("Weiterleitungen", s.RedirectSerializer)
class RedirectViewSet(CmsViewSet):
    serializer_class = s.RedirectSerializer
    filterset_class = RedirectFilter
    search_fields = ["path", "target"]
    ordering_fields = ["path", "target", "is_permanent", "created_at", "updated_at", "id"]
    ordering = ["path", "id"]

    def get_queryset(self):
        return selectors.redirects()


@_crud_docs("Schriftarten", s.FontSerializer)
class FontViewSet(CmsViewSet):
    serializer_class = s.FontSerializer
    search_fields = ["family", "variant"]
    ordering_fields = ["family", "variant", "created_at", "updated_at", "id"]
    ordering = ["family", "variant", "id"]

    def get_queryset(self):
        return selectors.fonts()


class ContentSchemaView(APIView):
    """The field catalogue of every site type, node type, block kind, link kind and media kind, with
    defaults, limits and the editor hints (for the back office's editor)."""

    @extend_schema(summary="Inhaltsschema des Website-Baukastens", responses={200: s.ContentSchemaSerializer})
    def get(self, request):
        return Response(schema.describe())


class PublicSiteList(ImageAltMixin, PublicMixin, generics.ListAPIView):
    """Public sites only (isPublic), with their content."""

    serializer_class = s.PublicSiteSerializer

    def get_queryset(self):
        return selectors.public_sites()


PATH = OpenApiParameter("path", OpenApiTypes.STR, OpenApiParameter.QUERY, required=True, description="Pfad ohne /")
PREVIEW = OpenApiParameter(
    "preview",
    OpenApiTypes.STR,
    OpenApiParameter.QUERY,
    required=False,
    description="1: für angemeldete Mitarbeiter der Entwurf bzw. die unveröffentlichte Seite (isPreview); "
    "sonst ignoriert",
)


class PublicSiteLookup(ImageAltMixin, PublicMixin, generics.RetrieveAPIView):
    """One public site by its path (?path=ueber-uns; empty: the home page); others 404. With ?preview=1 a
    logged-in staff member gets the page with its draft applied, published or not (isPreview: true)."""

    serializer_class = s.PublicSiteSerializer
    # the session is read (never required) so that staff can preview; GET needs no CSRF token
    authentication_classes = [SessionAuthentication]

    @extend_schema(parameters=[PATH, PREVIEW], responses={200: s.PublicSiteSerializer, 404: OpenApiResponse(ERROR)})
    def get(self, request, *args, **kwargs):
        response = super().get(request, *args, **kwargs)
        if getattr(self, "previewing", False):
            response["Cache-Control"] = "private, no-store"
        return response

    def get_object(self):
        path = self.request.query_params.get("path", "").strip("/")
        if self.request.query_params.get("preview") == "1" and is_staff(self.request.user):
            site = selectors.preview_site(path)
            if site is None:
                raise NotFound()
            self.previewing = True
            return site
        return get_object_or_404(selectors.public_sites(), path=path)


class PublicNodeFilter(django_filters.FilterSet):
    type = django_filters.ChoiceFilter(field_name="type", choices=NodeType.choices, label="Typ")


class PublicNodeList(ImageAltMixin, PublicMixin, generics.ListAPIView):
    """Public nodes (tags, forms, social assets, signatures, others); filter `type`."""

    serializer_class = s.PublicNodeSerializer
    filter_backends = [django_filters.rest_framework.DjangoFilterBackend]
    filterset_class = PublicNodeFilter

    def get_queryset(self):
        return selectors.public_nodes()


class PublicNodeDetail(ImageAltMixin, PublicMixin, generics.RetrieveAPIView):
    serializer_class = s.PublicNodeSerializer
    lookup_value_regex = "[0-9]{1,18}"

    def get_queryset(self):
        return selectors.public_nodes()


class PublicBlockList(ImageAltMixin, PublicMixin, generics.ListAPIView):
    """The reusable blocks (public pages embed them by id)."""

    serializer_class = s.PublicBlockSerializer

    def get_queryset(self):
        return selectors.blocks()


class PublicNavigationList(PublicMixin, generics.ListAPIView):
    """Navigations with only their enabled items."""

    serializer_class = s.PublicNavigationSerializer

    def get_queryset(self):
        return selectors.navigations()


@require_safe
def font_stylesheet(request, family: str, variant: str):
    """The stored @font-face stylesheet of a font (family with + or spaces), text/css."""
    font = Font.objects.filter(family=family.replace("+", " "), variant=variant).first()
    if font is None:
        return HttpResponse("/* Schriftart nicht gefunden */", status=404, content_type="text/css; charset=utf-8")
    response = HttpResponse(font.style, content_type="text/css; charset=utf-8")
    response["Cache-Control"] = "public, max-age=86400"
    return response
