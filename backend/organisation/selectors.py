"""Reads shared by the API and other areas; every back office read is scoped by branch reach."""

from urllib.parse import quote

from django.db.models import QuerySet

# the reach is core's (media, below organisation, needs it too); the areas above read it here as before
from core.reach import branch_reach as branch_reach
from core.reach import scope_by_branch

from .legal import LEGAL_PAGES, LegalPage
from .models import Branch, Config, Department, Division, Table


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


def table_url(table: Table, base_url: str) -> str:
    """Where a table's QR code leads: its branch in the storefront with the table chosen."""
    return f"{base_url}/store/{table.branch.identifier}?table={quote(table.identifier, safe='')}"


def legal_page(config: Config, slug: str) -> LegalPage | None:
    """The legal page at /site/{slug} if the config holds its text (else the storefront's footer links outside)."""
    page = LEGAL_PAGES.get(slug)
    if page is None or not getattr(config, page.text_field).strip():
        return None
    return page
