"""Branch reach: which branches' rows a user may see and change (spec backoffice §6).

Every area scopes its back office reads by it; it lives in core so that areas below organisation (media)
use the same rule. organisation.selectors offers it to the areas above as before.
"""

from django.db.models import QuerySet


def branch_reach(user) -> set[int] | None:
    """Branch ids the user reaches; None means all (administrators); nobody signed in reaches none."""
    if not getattr(user, "is_authenticated", False):
        return set()
    if user.is_admin:
        return None
    return user.branch_ids()


def scope_by_branch(queryset: QuerySet, user, field: str = "branch") -> QuerySet:
    """The rows of the branches the user reaches, by the lookup `field` of their branch."""
    reach = branch_reach(user)
    if reach is None:
        return queryset
    return queryset.filter(**{f"{field}__in": reach})
