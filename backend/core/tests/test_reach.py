"""Branch reach (core.reach), the one rule every area scopes its back office reads by."""

from django.contrib.auth.models import AnonymousUser

from core.reach import branch_reach, scope_by_branch
from organisation import selectors as organisation_selectors
from organisation.models import Branch


def test_administrators_reach_every_branch_employees_theirs_nobody_signed_in_none(
    admin_user, employee_user, roleless_user, branch
):
    assert branch_reach(admin_user) is None
    assert branch_reach(employee_user) == {branch.id}
    assert branch_reach(roleless_user) == set()
    assert branch_reach(AnonymousUser()) == set()
    assert branch_reach(None) == set()


def test_scope_by_branch_keeps_the_rows_of_the_branches_in_reach(admin_user, employee_user, branch, other_branch):
    branches = Branch.objects.order_by("name")
    assert list(scope_by_branch(branches, admin_user, "id")) == [other_branch, branch]
    assert list(scope_by_branch(branches, employee_user, "id")) == [branch]
    assert list(scope_by_branch(branches, AnonymousUser(), "id")) == []


def test_organisation_offers_core_s_reach_to_the_areas_above():
    assert organisation_selectors.branch_reach is branch_reach
    assert organisation_selectors.scope_by_branch is scope_by_branch
