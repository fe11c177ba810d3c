"""Reads shared by the API and other areas; every back office read is scoped by branch reach."""

from django.db.models import QuerySet

# the reach is core's (media, below organisation, needs it too); the areas above read it here as before
from core.reach import branch_reach as branch_reach
from core.reach import scope_by_branch

from .models import Branch, Department, Division, Table


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
