"""The organisation's changes check the actor in the service itself (issue 24), as the API does: administrators
change the configuration, create branches and regenerate API keys (IsAdmin, StaffReadUpdateAdminCreateDelete);
staff change the branches they reach (others: 404), moving one to another division stays the administrators'."""

import pytest
from django.core.exceptions import PermissionDenied
from django.http import Http404

from audit.models import LogEntry
from organisation import services
from organisation.models import Branch, Config, DeliveryArea

from .factories import ConfigFactory, DivisionFactory

pytestmark = pytest.mark.django_db
NOT_ADMINISTRATORS = ["roleless_user", "employee_user", None]


def _branches() -> list[tuple]:
    rows = Branch.objects.order_by("pk")
    return list(rows.values_list("pk", "name", "identifier", "division_id", "city", "api_key"))


def _unchanged(before) -> None:
    assert _branches() == before
    assert not DeliveryArea.objects.exists()
    assert Config.load().shop_name == "Testshop"
    assert not LogEntry.objects.exists()


@pytest.mark.parametrize("name", NOT_ADMINISTRATORS)
def test_only_administrators_configure_create_branches_and_regenerate_keys(request, name, branch, division):
    # given
    actor = request.getfixturevalue(name) if name else None
    ConfigFactory()
    before = _branches()

    # when / then
    with pytest.raises(PermissionDenied):
        services.update_config(actor, {"shop_name": "Anders"})
    with pytest.raises(PermissionDenied):
        services.create_branch(actor, {"division": division, "name": "Linz", "identifier": "linz"})
    with pytest.raises(PermissionDenied):
        services.regenerate_api_key(actor, branch)
    _unchanged(before)


@pytest.mark.parametrize("name", ["roleless_user", None])
def test_who_is_not_staff_changes_no_branch(request, name, branch):
    # given
    actor = request.getfixturevalue(name) if name else None
    ConfigFactory()
    before = _branches()

    # when / then
    with pytest.raises(PermissionDenied):
        services.update_branch(actor, branch, {"city": "Graz", "delivery_areas": [{"area": "Zentrum"}]})
    _unchanged(before)


def test_an_employee_changes_no_branch_out_of_reach(employee_user, other_branch):
    # given
    ConfigFactory()
    before = _branches()

    # when / then
    with pytest.raises(Http404):
        services.update_branch(employee_user, other_branch, {"city": "Linz", "delivery_areas": [{"area": "Zentrum"}]})
    _unchanged(before)


def test_an_employee_moves_no_branch_to_another_division(employee_user, branch):
    # given
    ConfigFactory()
    before = _branches()

    # when / then
    with pytest.raises(PermissionDenied):
        services.update_branch(employee_user, branch, {"division": DivisionFactory(), "city": "Linz"})
    _unchanged(before)


def test_an_employee_changes_their_branch(employee_user, branch):
    # when
    changed = services.update_branch(employee_user, branch, {"division": branch.division, "city": "Linz"})

    # then
    assert Branch.objects.get(pk=branch.pk).city == changed.city == "Linz"
    assert LogEntry.objects.get().user == employee_user


def test_an_administrator_configures_creates_and_moves_branches(admin_user, branch):
    # given
    ConfigFactory()
    key = branch.api_key
    division = DivisionFactory()

    # when
    services.update_config(admin_user, {"shop_name": "Anders"})
    created = services.create_branch(admin_user, {"division": division, "name": "Linz", "identifier": "linz"})
    services.update_branch(admin_user, branch, {"division": division})
    services.regenerate_api_key(admin_user, branch)

    # then
    assert Config.load().shop_name == "Anders"
    assert Branch.objects.get(pk=created.pk).name == "Linz"
    branch.refresh_from_db()
    assert (branch.division_id, branch.api_key != key) == (division.pk, True)
    assert LogEntry.objects.count() == 4
