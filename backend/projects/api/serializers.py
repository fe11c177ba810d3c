"""Shapes of projects, tasks and comments."""

from django.db.models import Q
from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from accounts.models import User
from core.api.fields import IdRelatedField
from core.api.serializers import ModelSerializer, StrictModelSerializer, StrictSerializer, UTCDateTimeField
from core.html import rich_text_html
from crm.selectors import external_users_for
from media.models import Upload
from media.selectors import uploads_for
from organisation.api.fields import ReachableBranchField

from .. import messages
from ..models import Project, Task, TaskComment
from ..selectors import projects_for


class PersonRefSerializer(serializers.Serializer):
    """A member of a project: a staff user (kind 'user') or an external user (kind 'external')."""

    id = serializers.IntegerField()
    kind = serializers.ChoiceField(choices=["user", "external"])
    name = serializers.CharField()


class StaffUserField(IdRelatedField):
    """An active user by id; the serializers refuse one without a staff role (messages.NOT_STAFF)."""

    def get_queryset(self):
        return User.objects.filter(is_active=True)


class ReachableExternalUserField(IdRelatedField):
    def get_queryset(self):
        request = self.context.get("request")
        return external_users_for(request.user if request else None)


class ProjectSerializer(StrictModelSerializer):
    branch = ReachableBranchField()
    members = StaffUserField(many=True, required=False)
    external_members = ReachableExternalUserField(many=True, required=False)
    people = serializers.SerializerMethodField()
    task_count = serializers.IntegerField(read_only=True, default=0)

    class Meta:
        model = Project
        fields = [
            "id",
            "name",
            "description",
            "status",
            "branch",
            "members",
            "external_members",
            "people",
            "start_date",
            "end_date",
            "task_count",
            "created_at",
            "updated_at",
        ]
        read_only_fields = ["created_at", "updated_at"]

    @extend_schema_field(PersonRefSerializer(many=True))
    def get_people(self, project) -> list[dict]:
        users = [{"id": user.pk, "kind": "user", "name": user.full_name} for user in project.members.all()]
        externals = [
            {"id": person.pk, "kind": "external", "name": str(person)} for person in project.external_members.all()
        ]
        return users + externals

    def validate_members(self, users):
        if any(not user.is_staff_member for user in users):
            raise serializers.ValidationError(messages.NOT_STAFF, code="not_staff")
        return users

    def validate(self, attrs):
        start = attrs.get("start_date", getattr(self.instance, "start_date", None))
        end = attrs.get("end_date", getattr(self.instance, "end_date", None))
        if start and end and end < start:
            raise serializers.ValidationError({"end_date": messages.END_BEFORE_START}, code="end_before_start")
        return attrs


class ReachableProjectField(IdRelatedField):
    """A project in the caller's reach, or the task's own (an assignee from another branch sends it back)."""

    def get_queryset(self):
        request = self.context.get("request")
        reachable = Q(pk__in=projects_for(request.user if request else None).values("pk"))
        task = getattr(self.parent, "instance", None)
        if isinstance(task, Task):
            reachable |= Q(pk=task.project_id)
        return Project.objects.filter(reachable)


class UploadField(IdRelatedField):
    """An upload the caller may read (media.selectors.uploads_for); others are unknown."""

    def get_queryset(self):
        request = self.context.get("request")
        return uploads_for(request.user if request else None)


class AttachmentSerializer(ModelSerializer):
    url = serializers.CharField(read_only=True)

    class Meta:
        model = Upload
        fields = ["id", "original_name", "mime_type", "size", "url"]
        read_only_fields = fields


class TaskSerializer(StrictModelSerializer):
    project = ReachableProjectField()
    project_name = serializers.CharField(source="project.name", read_only=True)
    assignee = StaffUserField(allow_null=True, required=False)
    external_assignee = ReachableExternalUserField(allow_null=True, required=False)
    assignee_name = serializers.SerializerMethodField()
    attachments = UploadField(many=True, required=False)
    attachment_details = AttachmentSerializer(source="attachments", many=True, read_only=True)
    is_unread = serializers.BooleanField(read_only=True, default=True)
    viewed_at = UTCDateTimeField(read_only=True, allow_null=True, default=None)
    comment_count = serializers.IntegerField(read_only=True, default=0)
    created_by_name = serializers.CharField(source="created_by.full_name", read_only=True, default=None)

    class Meta:
        model = Task
        fields = [
            "id",
            "project",
            "project_name",
            "title",
            "description",
            "status",
            "priority",
            "assignee",
            "external_assignee",
            "assignee_name",
            "due_date",
            "attachments",
            "attachment_details",
            "is_unread",
            "viewed_at",
            "comment_count",
            "created_by",
            "created_by_name",
            "created_at",
            "updated_at",
        ]
        read_only_fields = ["created_by", "created_at", "updated_at"]

    def get_assignee_name(self, task) -> str | None:
        person = task.assignee or task.external_assignee
        return str(person) if person else None

    def validate_description(self, value: str) -> str:
        return rich_text_html(value)

    def validate_assignee(self, user):
        if user is not None and not user.is_staff_member:
            raise serializers.ValidationError(messages.NOT_STAFF, code="not_staff")
        return user

    def validate_project(self, project):
        """A task leaves its project only for someone who reaches that project: an employee who reaches a task
        only as its assignee (another branch's project) may work on it, not move it into one of theirs."""
        if self.instance is None or project.pk == self.instance.project_id:
            return project
        request = self.context.get("request")
        if not projects_for(request.user if request else None).filter(pk=self.instance.project_id).exists():
            raise serializers.ValidationError(messages.PROJECT_NOT_CHANGEABLE, code="project_not_changeable")
        return project

    def validate(self, attrs):
        def current(name):
            return attrs[name] if name in attrs else getattr(self.instance, name, None)

        project, user, external = current("project"), current("assignee"), current("external_assignee")
        if user is not None and external is not None:
            raise serializers.ValidationError({"assignee": messages.ONE_ASSIGNEE}, code="one_assignee")
        # a new project is checked against the people already assigned, too
        moved = "project" in attrs
        errors = {}
        if ("assignee" in attrs or moved) and user is not None and not _belongs(project, user=user):
            errors["assignee"] = messages.ASSIGNEE_NOT_IN_PROJECT
        if (
            ("external_assignee" in attrs or moved)
            and external is not None
            and not _belongs(project, external=external)
        ):
            errors["external_assignee"] = messages.ASSIGNEE_NOT_IN_PROJECT
        if errors:
            raise serializers.ValidationError(errors, code="not_in_project")
        return attrs


def _belongs(project: Project, user=None, external=None) -> bool:
    """A user belongs to a project as a member or by working in its branch (administrators always);
    an external user as an external member or by the project's branch."""
    if user is not None:
        if user.is_admin or project.members.filter(pk=user.pk).exists():
            return True
        return project.branch_id in user.branch_ids()
    return external.branch_id == project.branch_id or project.external_members.filter(pk=external.pk).exists()


class CommentSerializer(ModelSerializer):
    author_name = serializers.CharField(source="author.full_name", read_only=True, default=None)

    class Meta:
        model = TaskComment
        fields = ["id", "author", "author_name", "body", "created_at"]
        read_only_fields = ["id", "author", "author_name", "created_at"]


class CommentCreateSerializer(StrictSerializer):
    body = serializers.CharField(
        max_length=5000,
        error_messages={"blank": messages.EMPTY_COMMENT, "required": messages.EMPTY_COMMENT},
    )
