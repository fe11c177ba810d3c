"""Managing users checks the actor in the service itself (issue 24): only administrators create, change and delete
users, as the API's IsAdmin; a command or another area calling the service gets the same answer."""

import pytest
from django.core.exceptions import PermissionDenied

from accounts import services
from accounts.models import User
from audit.models import LogEntry
from core.roles import Role

from .factories import EmployeeFactory

pytestmark = pytest.mark.django_db
NOT_ADMINISTRATORS = ["roleless_user", "employee_user", None]


def _users() -> list[tuple]:
    rows = User.objects.order_by("pk")
    return list(rows.values_list("pk", "email", "first_name", "roles", "is_active", "is_locked", "password"))


@pytest.mark.parametrize("name", NOT_ADMINISTRATORS)
def test_only_administrators_manage_users(request, name, admin_user, branch):
    # given
    actor = request.getfixturevalue(name) if name else None
    other = EmployeeFactory(email="kollegin@example.com", branches=[branch])
    before = _users()
    data = {"email": "neu@example.com", "password": "ganz-neu-geheim", "roles": [Role.ADMIN.value]}

    # when / then
    with pytest.raises(PermissionDenied):
        services.create_user(actor, data)
    with pytest.raises(PermissionDenied):
        services.update_user(actor, other, {"roles": [Role.ADMIN.value], "password": "anders-geheim"})
    with pytest.raises(PermissionDenied):
        services.delete_user(actor, other)
    assert _users() == before
    assert list(other.branches.all()) == [branch]
    assert not LogEntry.objects.exists()


def test_an_administrator_manages_users(admin_user, branch):
    # when
    created = services.create_user(
        admin_user, {"email": "neu@example.com", "password": "ganz-neu-geheim", "roles": [], "branches": [branch]}
    )
    updated = services.update_user(admin_user, created, {"first_name": "Nora"})
    services.delete_user(admin_user, updated)

    # then
    assert list(User.objects.values_list("email", flat=True)) == ["admin@example.com"]
    assert list(LogEntry.objects.order_by("pk").values_list("action", flat=True)) == ["create", "update", "delete"]
