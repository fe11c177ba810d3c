"""Image library API (spec §7 "images"): staff read, administrators create, change and delete."""

from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema, extend_schema_view
from rest_framework import mixins, serializers, status, viewsets
from rest_framework.exceptions import APIException, ErrorDetail, ValidationError
from rest_framework.response import Response

from core.api.permissions import StaffReadAdminWrite
from core.api.schema import ERROR
from core.api.serializers import StrictModelSerializer, StrictSerializer

from .. import selectors
from ..errors import UploadRefused
from ..models import Image
from ..services import library

IMAGE_ID = OpenApiParameter("id", OpenApiTypes.INT, OpenApiParameter.PATH, description="ID des Bildes")
REFUSED = OpenApiResponse(
    ERROR, description="Datei nicht verarbeitbar (code: file_too_large, file_type, image_dimensions, invalid_data_url)"
)


class ImageInUseConflict(APIException):
    status_code = status.HTTP_409_CONFLICT
    default_code = "image_in_use"


class ImageCreateSerializer(StrictSerializer):
    data = serializers.CharField(trim_whitespace=False, help_text="Das Bild als Data-URL (jpg, png, gif, webp, svg)")
    filename = serializers.CharField(required=False, allow_blank=True, default="", max_length=1000)
    alt = serializers.CharField(required=False, allow_blank=True, default="", max_length=255)


class ImageUpdateSerializer(StrictSerializer):
    alt = serializers.CharField(required=False, allow_blank=True, max_length=255)
    data = serializers.CharField(required=False, trim_whitespace=False, help_text="Neue Datei (Version + 1)")
    filename = serializers.CharField(required=False, allow_blank=True, default="", max_length=1000)


class LibraryImageSerializer(StrictModelSerializer):
    url = serializers.CharField(read_only=True, help_text="/image/<id>-<version>.<extension>")
    preview_url = serializers.CharField(read_only=True, help_text="/image/thumbnail/<id>-<version>.<extension>")

    class Meta:
        model = Image
        fields = [
            "id",
            "version",
            "extension",
            "alt",
            "width",
            "height",
            "mime_type",
            "url",
            "preview_url",
            "original_name",
            "size",
            "created_at",
            "updated_at",
        ]
        read_only_fields = fields


def _refused(error: UploadRefused) -> ValidationError:
    return ValidationError({"data": [ErrorDetail(error.message, code=error.code)]})


@extend_schema_view(
    list=extend_schema(summary="Bilder der Mediathek"),
    retrieve=extend_schema(summary="Ein Bild", parameters=[IMAGE_ID]),
    destroy=extend_schema(
        summary="Bild löschen (nur Administratoren)",
        parameters=[IMAGE_ID],
        responses={204: None, 409: OpenApiResponse(ERROR, description="Bild wird noch verwendet")},
    ),
)
class ImageViewSet(
    mixins.ListModelMixin,
    mixins.RetrieveModelMixin,
    mixins.CreateModelMixin,
    mixins.UpdateModelMixin,
    mixins.DestroyModelMixin,
    viewsets.GenericViewSet,
):
    http_method_names = ["get", "post", "put", "delete", "head", "options"]
    serializer_class = LibraryImageSerializer
    permission_classes = [StaffReadAdminWrite]
    search_fields = ["alt", "original_name"]
    ordering_fields = ["created_at", "updated_at", "id", "alt", "original_name", "size", "width"]
    ordering = ["-created_at", "-id"]
    lookup_value_regex = "[0-9]{1,18}"

    def get_queryset(self):
        return selectors.images_for(self.request.user)

    @extend_schema(
        summary="Bild hochladen", request=ImageCreateSerializer, responses={201: LibraryImageSerializer, 400: REFUSED}
    )
    def create(self, request, *args, **kwargs):
        serializer = ImageCreateSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        data = serializer.validated_data
        try:
            image = library.create_image(data["data"], data["filename"], data["alt"], actor=request.user)
        except UploadRefused as error:
            raise _refused(error) from None
        return Response(LibraryImageSerializer(image).data, status=status.HTTP_201_CREATED)

    @extend_schema(
        summary="Alternativtext ändern und/oder Datei ersetzen (Version + 1)",
        request=ImageUpdateSerializer,
        parameters=[IMAGE_ID],
        responses={200: LibraryImageSerializer, 400: REFUSED},
    )
    def update(self, request, *args, **kwargs):
        image = self.get_object()
        serializer = ImageUpdateSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        data = serializer.validated_data
        try:
            image = library.update_image(image, data.get("alt"), data.get("data"), data["filename"], actor=request.user)
        except UploadRefused as error:
            raise _refused(error) from None
        return Response(LibraryImageSerializer(image).data)

    def perform_destroy(self, instance):
        try:
            library.delete_image(instance, actor=self.request.user)
        except library.ImageInUse as error:
            raise ImageInUseConflict(detail=error.message) from None
