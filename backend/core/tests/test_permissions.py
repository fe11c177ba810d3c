"""core.permissions: the checks every service makes before it changes anything."""

import pytest
from django.core.exceptions import PermissionDenied
from django.http import Http404

from core.actors import DeviceActor
from core.permissions import require_admin, require_branch, require_branches, require_staff


@pytest.mark.django_db
def test_staff_is_an_administrator_or_an_employee(admin_user, employee_user, roleless_user, branch):
    # when / then
    require_staff(admin_user)
    require_staff(employee_user)
    with pytest.raises(PermissionDenied):
        require_staff(roleless_user)
    with pytest.raises(PermissionDenied):
        require_staff(None)
    with pytest.raises(PermissionDenied):
        require_staff(DeviceActor(device_id=1, branch_id=branch.pk, name="Theke"))


@pytest.mark.django_db
def test_only_an_administrator_passes_the_administrator_check(admin_user, employee_user, roleless_user):
    # when / then
    require_admin(admin_user)
    for actor in (employee_user, roleless_user, None):
        with pytest.raises(PermissionDenied):
            require_admin(actor)


@pytest.mark.django_db
def test_a_branch_out_of_reach_is_not_found_and_a_shared_row_is_for_administrators(
    admin_user, employee_user, roleless_user, branch, other_branch
):
    # when / then: the employee works in Mariahilf only
    require_branch(employee_user, branch.pk)
    with pytest.raises(Http404):
        require_branch(employee_user, other_branch.pk)
    with pytest.raises(PermissionDenied):
        require_branch(employee_user, None)
    with pytest.raises(PermissionDenied):
        require_branch(roleless_user, branch.pk)
    # an administrator reaches every branch and the shared rows
    require_branch(admin_user, other_branch.pk)
    require_branch(admin_user, None)


@pytest.mark.django_db
def test_a_change_that_touches_two_branches_needs_both(admin_user, employee_user, branch, other_branch):
    # when / then
    require_branches(employee_user, [branch.pk, branch.pk])
    with pytest.raises(Http404):
        require_branches(employee_user, [branch.pk, other_branch.pk])
    require_branches(admin_user, [branch.pk, other_branch.pk, None])
