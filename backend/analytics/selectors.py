"""Reads of QR codes, scoped by branch reach (codes without a branch: administrators only)."""

from django.db.models import Count, QuerySet

from organisation.selectors import branch_reach, scope_by_branch

from .models import AnalyticsEvent, QrCode


def qr_codes_for(user) -> QuerySet:
    """The codes the user reaches, with their branch, table and product and the number of scans."""
    queryset = (
        QrCode.objects.select_related("branch", "table", "product")
        .annotate(scans_count=Count("scans"))
        .order_by("path", "id")
    )
    reach = branch_reach(user)
    if reach is None:
        return queryset
    return queryset.filter(branch__in=reach)


def qr_code_by_path(path: str) -> QrCode | None:
    """The code a scan opens, with what its target needs (one query)."""
    return QrCode.objects.select_related("branch", "table__branch").filter(path=path).first()


def qr_code_exists(path: str) -> bool:
    return QrCode.objects.filter(path=path).exists()


def analytics_events_for(user) -> QuerySet:
    """The analytics log the user reaches (events without a branch: administrators only), newest first."""
    return scope_by_branch(AnalyticsEvent.objects.order_by("-occurred_at", "-id"), user)
