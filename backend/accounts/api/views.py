import django_filters
from drf_spectacular.utils import extend_schema
from rest_framework.response import Response
from rest_framework.views import APIView

from audit.api.viewsets import AuditedModelViewSet
from core.api.fields import IdFilter
from core.api.permissions import IsAdmin, IsStaff

from .. import services
from ..models import User
from .serializers import CurrentUserSerializer, UserSerializer


class CurrentUserView(APIView):
    permission_classes = [IsStaff]

    @extend_schema(responses={200: CurrentUserSerializer}, operation_id="users_me")
    def get(self, request):
        user = User.objects.prefetch_related("branches").get(pk=request.user.pk)
        return Response(CurrentUserSerializer(user).data)


class UserFilter(django_filters.FilterSet):
    role = django_filters.CharFilter(method="filter_role", label="Rolle")
    branch = IdFilter(field_name="branches", label="Filiale")
    isActive = django_filters.BooleanFilter(field_name="is_active", label="Aktiv")

    class Meta:
        model = User
        fields = []

    def filter_role(self, queryset, name, value):
        # JSON containment is not available on SQLite; the role list is short, so match the quoted string.
        return queryset.filter(roles__icontains=f'"{value}"')


class UserViewSet(AuditedModelViewSet):
    queryset = User.objects.prefetch_related("branches").order_by("email")
    serializer_class = UserSerializer
    permission_classes = [IsAdmin]
    filterset_class = UserFilter
    search_fields = ["email", "first_name", "last_name"]
    ordering_fields = ["email", "first_name", "last_name", "last_login", "is_active"]

    def perform_create(self, serializer):
        serializer.instance = services.create_user(self.request.user, serializer.validated_data)

    def perform_update(self, serializer):
        serializer.instance = services.update_user(self.request.user, serializer.instance, serializer.validated_data)

    def perform_destroy(self, instance):
        services.delete_user(self.request.user, instance)
