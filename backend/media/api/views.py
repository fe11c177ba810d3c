"""Uploads API: public create for the storefront, staff list/read, admin replace/delete."""

import django_filters
from django.conf import settings
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema, extend_schema_view
from rest_framework import mixins, status, viewsets
from rest_framework.exceptions import ErrorDetail, ValidationError
from rest_framework.permissions import AllowAny
from rest_framework.response import Response

from core import ratelimit
from core.api.permissions import IsAdmin, IsStaff
from core.api.schema import ERROR

from .. import selectors, services
from ..errors import UploadRefused
from ..models import Upload, UploadContext, UploadPurpose
from .serializers import UploadCreateSerializer, UploadDetailSerializer, UploadReplaceSerializer, UploadSerializer

UPLOAD_ID = OpenApiParameter("id", OpenApiTypes.INT, OpenApiParameter.PATH, description="ID des Uploads")
TOO_MANY = "Sie haben zu viele Dateien hochgeladen. Bitte versuchen Sie es in einer Minute erneut."


def refused(error: UploadRefused) -> ValidationError:
    return ValidationError({"data": [ErrorDetail(error.message, code=error.code)]})


class UploadFilter(django_filters.FilterSet):
    purpose = django_filters.ChoiceFilter(field_name="purpose", choices=UploadPurpose.choices, label="Art")
    context = django_filters.ChoiceFilter(field_name="context", choices=UploadContext.choices, label="Zweck")
    mimeType = django_filters.CharFilter(field_name="mime_type", label="MIME-Typ")

    class Meta:
        model = Upload
        fields = []


@extend_schema_view(
    list=extend_schema(summary="Uploads (Backend)"),
    retrieve=extend_schema(summary="Ein Upload (Backend)", parameters=[UPLOAD_ID]),
    destroy=extend_schema(summary="Upload löschen (nur Administratoren)", parameters=[UPLOAD_ID]),
)
class UploadViewSet(
    mixins.CreateModelMixin,
    mixins.ListModelMixin,
    mixins.RetrieveModelMixin,
    mixins.UpdateModelMixin,
    mixins.DestroyModelMixin,
    viewsets.GenericViewSet,
):
    """POST: anyone (the storefront uploads files for configurable parts); reading: staff; PUT/DELETE: admins."""

    http_method_names = ["get", "post", "put", "delete", "head", "options"]
    serializer_class = UploadDetailSerializer
    filterset_class = UploadFilter
    search_fields = ["original_name", "mime_type"]
    ordering_fields = ["created_at", "id", "size", "original_name", "mime_type"]
    ordering = ["-created_at", "-id"]
    # ids only: anything else is no upload (and never reaches the database as a malformed value)
    lookup_value_regex = "[0-9]{1,18}"

    def get_queryset(self):
        return selectors.uploads_for(self.request.user)

    def get_authenticators(self):
        # the storefront has no session: creating needs no login and therefore no CSRF token
        if self.request is not None and self.request.method == "POST":
            return []
        return super().get_authenticators()

    def get_permissions(self):
        if self.action == "create":
            return [AllowAny()]
        if self.action in ("update", "destroy"):
            return [IsAdmin()]
        return [IsStaff()]

    @extend_schema(
        summary="Datei hochladen (Shop)",
        request=UploadCreateSerializer,
        responses={
            201: UploadSerializer,
            400: OpenApiResponse(
                ERROR,
                description="Datei nicht verarbeitbar (code: file_too_large, file_type, "
                "image_dimensions, invalid_data_url) oder ungültige Eingabe",
            ),
            429: OpenApiResponse(ERROR, description="Zu viele Uploads von dieser Adresse"),
        },
        auth=[],
    )
    def create(self, request, *args, **kwargs):
        limit = ratelimit.Limit("uploads", settings.UPLOADS_PER_MINUTE, 60)
        ratelimit.check(limit, ratelimit.client_ip(request), TOO_MANY, "too_many_uploads")
        serializer = UploadCreateSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        data = serializer.validated_data
        try:
            upload = services.create_upload(data["data"], data["filename"], purpose=data["purpose"])
        except UploadRefused as error:
            raise refused(error) from None
        return Response(UploadSerializer(upload).data, status=status.HTTP_201_CREATED)

    @extend_schema(
        summary="Inhalt eines Uploads ersetzen (nur Administratoren; Version + 1)",
        request=UploadReplaceSerializer,
        parameters=[UPLOAD_ID],
        responses={200: UploadDetailSerializer},
    )
    def update(self, request, *args, **kwargs):
        upload = self.get_object()
        serializer = UploadReplaceSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        data = serializer.validated_data
        try:
            upload = services.replace_upload(upload, data["data"], data["filename"], actor=request.user)
        except UploadRefused as error:
            raise refused(error) from None
        return Response(UploadDetailSerializer(upload).data)

    def perform_destroy(self, instance):
        services.delete_upload(instance, actor=self.request.user)
