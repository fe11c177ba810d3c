"""Changing the consent configuration checks the actor in the service itself (issue 24): administrators only, as
the API's IsAdmin; a command or another area calling the service gets the same answer."""

import copy

import pytest
from django.core.exceptions import PermissionDenied

from audit.models import LogEntry
from consent import services
from consent.models import ConsentVersion

pytestmark = pytest.mark.django_db


def _versions() -> list[tuple]:
    return list(ConsentVersion.objects.order_by("pk").values_list("pk", "version", "configuration", "created_by"))


@pytest.mark.parametrize("name", ["roleless_user", "employee_user", None])
def test_only_administrators_change_the_configuration(request, name, stored):
    # given
    actor = request.getfixturevalue(name) if name else None
    before = _versions()

    # when / then
    with pytest.raises(PermissionDenied):
        services.update_configuration(actor, {**copy.deepcopy(stored.configuration), "google_tag_id": "G-TEST123"})
    assert _versions() == before
    assert not LogEntry.objects.exists()


def test_an_administrator_stores_a_new_version(admin_user, stored):
    # when
    current = services.update_configuration(
        admin_user, {**copy.deepcopy(stored.configuration), "google_tag_id": "G-TEST123"}
    )

    # then
    row = ConsentVersion.objects.latest("pk")
    assert (row.version, row.created_by, row.configuration["google_tag_id"]) == (
        current.version,
        "admin@example.com",
        "G-TEST123",
    )
    assert LogEntry.objects.get().user == admin_user
