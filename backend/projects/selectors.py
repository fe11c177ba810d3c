"""Reads of projects and tasks, scoped by reach.

Reach: administrators everything. Employees the projects of the branches they are a member of and the
projects they are a member of; the tasks of those projects and the tasks assigned to them (wherever the
project). Anything else answers 404.
"""

from django.db.models import BooleanField, Case, Count, DateTimeField, F, OuterRef, Q, QuerySet, Subquery, Value, When

from organisation.selectors import branch_reach

from .models import Project, Task, TaskComment, TaskView


def _project_reach(user) -> Q | None:
    reach = branch_reach(user)
    if reach is None:
        return None
    return Q(branch__in=reach) | Q(members=user)


def projects_for(user) -> QuerySet:
    projects = Project.objects.select_related("branch").prefetch_related("members", "external_members")
    projects = projects.annotate(task_count=Count("tasks", distinct=True))
    if not getattr(user, "is_authenticated", False):
        return projects.none()
    rule = _project_reach(user)
    if rule is None:
        return projects
    return projects.filter(pk__in=Project.objects.filter(rule).values("pk"))


def task_ids_for(user) -> QuerySet:
    """Ids of the tasks the user reaches (a subquery)."""
    rule = _project_reach(user)
    tasks = Task.objects.all()
    if rule is not None:
        reachable = Project.objects.filter(rule).values("pk")
        tasks = tasks.filter(Q(project__in=reachable) | Q(assignee=user))
    return tasks.values("pk")


def tasks_for(user) -> QuerySet:
    """Tasks with `viewed_at` (the user's last view, None when never) and `is_unread` annotated."""
    tasks = Task.objects.select_related("project", "assignee", "external_assignee", "created_by")
    if not getattr(user, "is_authenticated", False):
        return tasks.none()
    last_view = TaskView.objects.filter(task=OuterRef("pk"), user=user).values("viewed_at")[:1]
    tasks = tasks.annotate(viewed_at=Subquery(last_view, output_field=DateTimeField())).annotate(
        is_unread=Case(
            When(viewed_at__isnull=True, then=Value(True)),
            When(updated_at__gt=F("viewed_at"), then=Value(True)),
            default=Value(False),
            output_field=BooleanField(),
        ),
        comment_count=Count("comments", distinct=True),
    )
    # undated tasks last
    tasks = tasks.prefetch_related("attachments").order_by(F("due_date").asc(nulls_last=True), "id")
    if branch_reach(user) is None:
        return tasks
    return tasks.filter(pk__in=task_ids_for(user))


def comments_of(task: Task) -> QuerySet:
    return TaskComment.objects.filter(task=task).select_related("author")


def attachment_upload_ids() -> list[int]:
    """The uploads attached to any task (kept by media's clean-up of unused uploads)."""
    return list(Task.attachments.through.objects.values_list("upload_id", flat=True))
