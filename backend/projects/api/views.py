"""Projects and tasks: standard CRUD within reach (docs/api.md 'Projects and tasks'), filters, comments,
and the viewed markers (POST /api/tasks/{id}/log-view and /forget-view)."""

import django_filters
from drf_spectacular.utils import OpenApiResponse, extend_schema
from rest_framework import status
from rest_framework.decorators import action
from rest_framework.response import Response

from audit.api.viewsets import AuditedModelViewSet
from core.api.dates import DateFilter
from core.api.fields import IdFilter
from core.api.permissions import IsStaff, StaffReadAdminWrite, is_admin

from .. import selectors, services
from ..models import Project, ProjectStatus, Task, TaskPriority, TaskStatus
from .serializers import CommentCreateSerializer, CommentSerializer, ProjectSerializer, TaskSerializer


class ProjectFilter(django_filters.FilterSet):
    branch = IdFilter(field_name="branch", label="Filiale")
    status = django_filters.ChoiceFilter(field_name="status", choices=ProjectStatus.choices, label="Status")
    member = IdFilter(field_name="members", label="Mitglied")

    class Meta:
        model = Project
        fields = []


class ProjectViewSet(AuditedModelViewSet):
    """Staff read the projects in their reach; administrators create, change and delete them."""

    serializer_class = ProjectSerializer
    permission_classes = [StaffReadAdminWrite]
    filterset_class = ProjectFilter
    search_fields = ["name", "description"]
    ordering_fields = ["name", "status", "start_date", "end_date", "created_at", "id"]
    ordering = ["name", "id"]

    def get_queryset(self):
        return selectors.projects_for(self.request.user)


class TaskFilter(django_filters.FilterSet):
    project = IdFilter(field_name="project", label="Projekt")
    assignee = IdFilter(field_name="assignee", label="Zuständig")
    externalAssignee = IdFilter(field_name="external_assignee", label="Zuständig (extern)")
    status = django_filters.MultipleChoiceFilter(field_name="status", choices=TaskStatus.choices, label="Status")
    priority = django_filters.ChoiceFilter(field_name="priority", choices=TaskPriority.choices, label="Priorität")
    dueFrom = DateFilter(field_name="due_date", lookup_expr="gte", label="Fällig ab")
    dueTo = DateFilter(field_name="due_date", lookup_expr="lte", label="Fällig bis")
    unread = django_filters.BooleanFilter(field_name="is_unread", label="Ungelesen")
    mine = django_filters.BooleanFilter(method="filter_mine", label="Mir zugewiesen")

    class Meta:
        model = Task
        fields = []

    def filter_mine(self, queryset, name, value):
        user = self.request.user
        return queryset.filter(assignee=user) if value else queryset.exclude(assignee=user)


class TaskPermission(IsStaff):
    """Staff create and change tasks in their reach; only administrators delete."""

    def has_permission(self, request, view):
        if getattr(view, "action", None) == "destroy":
            return is_admin(request.user)
        return super().has_permission(request, view)


class TaskViewSet(AuditedModelViewSet):
    serializer_class = TaskSerializer
    permission_classes = [TaskPermission]
    filterset_class = TaskFilter
    search_fields = ["title", "description", "project__name"]
    ordering_fields = ["title", "status", "priority", "due_date", "created_at", "updated_at", "id"]
    # default: the selector's order (due date, undated last)
    ordering = None

    def get_queryset(self):
        return selectors.tasks_for(self.request.user)

    def _reloaded(self, task: Task) -> Task:
        # an assignee who hands a task of another branch back no longer reaches it: answer what was saved
        return self.get_queryset().filter(pk=task.pk).first() or task

    def perform_create(self, serializer):
        serializer.instance = services.create_task(self.request.user, serializer.save)

    def perform_update(self, serializer):
        services.update_task(self.request.user, serializer.instance, serializer.save)

    def perform_destroy(self, instance):
        services.delete_task(self.request.user, instance)

    def create(self, request, *args, **kwargs):
        serializer = self.get_serializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        self.perform_create(serializer)
        task = self._reloaded(serializer.instance)
        return Response(self.get_serializer(task).data, status=status.HTTP_201_CREATED)

    def update(self, request, *args, **kwargs):
        serializer = self.get_serializer(self.get_object(), data=request.data, partial=True)
        serializer.is_valid(raise_exception=True)
        self.perform_update(serializer)
        return Response(self.get_serializer(self._reloaded(serializer.instance)).data)

    @extend_schema(request=None, responses={200: TaskSerializer, 404: OpenApiResponse(description="Unbekannt")})
    @action(detail=True, methods=["post"], url_path="log-view")
    def log_view(self, request, pk=None):
        """Mark the task viewed by the caller now (its unread marker goes)."""
        task = self.get_object()
        services.log_view(task, request.user)
        return Response(self.get_serializer(self._reloaded(task)).data)

    @extend_schema(request=None, responses={200: TaskSerializer, 404: OpenApiResponse(description="Unbekannt")})
    @action(detail=True, methods=["post"], url_path="forget-view")
    def forget_view(self, request, pk=None):
        """Forget the caller's view: the task is unread for them again."""
        task = self.get_object()
        services.forget_view(task, request.user)
        return Response(self.get_serializer(self._reloaded(task)).data)

    @extend_schema(methods=["get"], request=None, responses={200: CommentSerializer(many=True)})
    @extend_schema(methods=["post"], request=CommentCreateSerializer, responses={201: CommentSerializer})
    @action(detail=True, methods=["get", "post"], url_path="comments", pagination_class=None)
    def comments(self, request, pk=None):
        """The comments of a task, oldest first; POST adds one by the caller."""
        task = self.get_object()
        if request.method == "POST":
            body = CommentCreateSerializer(data=request.data)
            body.is_valid(raise_exception=True)
            comment = services.add_comment(request.user, task, body.validated_data["body"])
            return Response(CommentSerializer(comment).data, status=status.HTTP_201_CREATED)
        return Response(CommentSerializer(selectors.comments_of(task), many=True).data)
