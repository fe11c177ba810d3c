"""Image templates (docs/imaging.md): CRUD (staff read, administrators write, audited), the layers, the editor's
preview, generating one picture into the image library, and a batch as a background job."""

from django.http import HttpResponse
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiResponse, PolymorphicProxySerializer, extend_schema
from rest_framework import status
from rest_framework.decorators import action
from rest_framework.exceptions import ErrorDetail, ValidationError
from rest_framework.response import Response

from audit.api.viewsets import AuditedModelViewSet
from core.api.jobs import JobSerializer
from core.api.negotiation import JsonErrorsNegotiation
from core.api.permissions import StaffReadAdminWrite
from core.api.schema import ERROR

from .. import selectors, services
from .layers import ImageLayer, ShapeLayer, TextLayer
from .serializers import (
    BatchSerializer,
    GeneratedImageSerializer,
    GenerateSerializer,
    ImageTemplateSerializer,
    PreviewSerializer,
)

REFUSED = OpenApiResponse(ERROR, description="Eingaben abgelehnt")


def _refused(error: services.GenerationRefused) -> ValidationError:
    return ValidationError({error.field or "template": [ErrorDetail(error.message, code="refused")]})


class ImageTemplateViewSet(AuditedModelViewSet):
    serializer_class = ImageTemplateSerializer
    permission_classes = [StaffReadAdminWrite]
    lookup_value_regex = "[0-9]{1,18}"
    search_fields = ["name", "identifier"]
    ordering_fields = ["name", "identifier", "created_at", "updated_at", "id"]
    ordering = ["name", "id"]

    def get_queryset(self):
        return selectors.templates()

    @extend_schema(
        summary="Die Ebenen einer Bildvorlage",
        responses=PolymorphicProxySerializer(
            component_name="ImageTemplateLayers",
            serializers={"image": ImageLayer, "text": TextLayer, "shape": ShapeLayer},
            resource_type_field_name="kind",
            many=True,
        ),
    )
    @action(detail=True, methods=["get"], pagination_class=None, filter_backends=[])
    def layers(self, request, pk=None):
        return Response(self.get_object().layers)

    @extend_schema(
        summary="Vorschau einer (ungespeicherten) Vorlage als PNG, genau wie beim Erzeugen",
        request=PreviewSerializer,
        responses={(200, "image/png"): OpenApiTypes.BINARY, 400: REFUSED},
    )
    @action(
        detail=False,
        methods=["post"],
        pagination_class=None,
        filter_backends=[],
        content_negotiation_class=JsonErrorsNegotiation,
    )
    def preview(self, request):
        serializer = PreviewSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        data = dict(serializer.validated_data)
        try:
            png = services.preview_png(data, data.pop("values"))
        except services.GenerationRefused as error:
            raise _refused(error) from error
        response = HttpResponse(png, content_type="image/png")
        response["Cache-Control"] = "no-store"
        return response

    @extend_schema(
        summary="Ein Bild erzeugen und in der Mediathek speichern",
        request=GenerateSerializer,
        responses={201: GeneratedImageSerializer, 400: REFUSED},
    )
    @action(detail=True, methods=["post"], pagination_class=None, filter_backends=[])
    def generate(self, request, pk=None):
        template = self.get_object()
        serializer = GenerateSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        data = serializer.validated_data
        values = services.values_for(product=data["product"], site=data["site"], values=data["values"])
        try:
            image = services.generate(template, request.user, values=values, alt=data["alt"])
        except services.GenerationRefused as error:
            raise _refused(error) from error
        return Response(GeneratedImageSerializer(image).data, status=status.HTTP_201_CREATED)

    @extend_schema(
        summary="Bilder für eine Kategorie oder Produkte im Hintergrund erzeugen",
        request=BatchSerializer,
        responses={202: JobSerializer, 400: REFUSED},
    )
    @action(detail=True, methods=["post"], pagination_class=None, filter_backends=[])
    def batches(self, request, pk=None):
        template = self.get_object()
        serializer = BatchSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        job = services.start_batch(template, request.user, serializer.validated_data["products"])
        return Response(JobSerializer(job).data, status=status.HTTP_202_ACCEPTED)
