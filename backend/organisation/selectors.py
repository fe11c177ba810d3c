"""Reads shared by the API and other areas; every back office read is scoped by branch reach."""

from django.db.models import QuerySet

from .models import Branch, Department, Division, Table


def branch_reach(user) -> set[int] | None:
    """Branch ids the user reaches; None means all (administrators)."""
    if not getattr(user, "is_authenticated", False):
        return set()
    if user.is_admin:
        return None
    return user.branch_ids()


def scope_by_branch(queryset: QuerySet, user, field: str = "branch") -> QuerySet:
    reach = branch_reach(user)
    if reach is None:
        return queryset
    return queryset.filter(**{f"{field}__in": reach})


def branches_for(user) -> QuerySet:
    return scope_by_branch(
        Branch.objects.select_related("division").prefetch_related("delivery_areas", "tags"), user, "id"
    )


def departments_for(user) -> QuerySet:
    return scope_by_branch(Department.objects.all(), user)


def tables_for(user) -> QuerySet:
    return scope_by_branch(Table.objects.all(), user)


def public_tables(branch: Branch) -> QuerySet:
    return Table.objects.filter(branch=branch).order_by("sort_key", "identifier")


def divisions() -> QuerySet:
    return Division.objects.all()


def public_branches() -> QuerySet:
    return (
        Branch.objects.select_related("division")
        .prefetch_related("delivery_areas", "tags")
        .order_by("division__name", "name")
    )
