"""The audited create / update / delete every area's services use, and the /api/init version hook."""

import pytest

from audit.models import LogEntry
from audit.services import audited_create, audited_delete, audited_update
from core import init_registry
from core.actors import DeviceActor
from organisation.models import Division
from organisation.tests.factories import DivisionFactory

pytestmark = pytest.mark.django_db


def entries():
    return list(LogEntry.objects.order_by("id").values("user_id", "action", "entity", "entity_id", "changes"))


def test_create_update_delete_log_the_exact_changes(admin_user):
    # when
    division = audited_create(admin_user, lambda: Division.objects.create(name="Bäckerei", identifier="baeckerei"))
    division_id = division.id

    def rename():
        division.name = "Backstube"
        division.save()

    audited_update(admin_user, division, rename)
    audited_delete(admin_user, division)

    # then
    key = str(division_id)
    assert entries() == [
        {
            "user_id": admin_user.id,
            "action": "create",
            "entity": "division",
            "entity_id": key,
            "changes": {
                "description": {"old": None, "new": ""},
                "id": {"old": None, "new": division_id},
                "identifier": {"old": None, "new": "baeckerei"},
                "name": {"old": None, "new": "Bäckerei"},
            },
        },
        {
            "user_id": admin_user.id,
            "action": "update",
            "entity": "division",
            "entity_id": key,
            "changes": {"name": {"old": "Bäckerei", "new": "Backstube"}},
        },
        {
            "user_id": admin_user.id,
            "action": "delete",
            "entity": "division",
            "entity_id": key,
            "changes": {
                "description": {"old": "", "new": None},
                "id": {"old": division_id, "new": None},
                "identifier": {"old": "baeckerei", "new": None},
                "name": {"old": "Backstube", "new": None},
            },
        },
    ]
    assert not Division.objects.exists()


def test_a_refused_update_changes_nothing_and_logs_nothing(admin_user):
    # given
    division = DivisionFactory(name="Bäckerei")

    def refuse():
        division.name = "Backstube"
        division.save()
        raise ValueError("refused")

    # when
    with pytest.raises(ValueError, match="refused"):
        audited_update(admin_user, division, refuse)

    # then
    division.refresh_from_db()
    assert division.name == "Bäckerei"
    assert LogEntry.objects.count() == 0


def test_an_update_that_changes_nothing_logs_nothing(admin_user):
    division = DivisionFactory()
    audited_update(admin_user, division, division.save)
    assert LogEntry.objects.count() == 0


def test_the_audit_log_gives_init_its_data_version(admin_user):
    # given
    assert init_registry.data_version() == 0

    # when
    division = audited_create(admin_user, lambda: DivisionFactory())

    # then
    assert init_registry.data_version() == LogEntry.objects.get(entity_id=str(division.id)).id


def test_a_device_is_named_by_its_label_and_the_log_shows_it(admin_client):
    # given: the counter tablet of a branch acts (core.actors.DeviceActor), a very long name is cut to the field
    device = DeviceActor(device_id=3, branch_id=1, name="Theke Mariahilf")
    long_named = DeviceActor(device_id=4, branch_id=1, name="x" * 300)

    # when
    division = audited_create(device, lambda: Division.objects.create(name="Bäckerei", identifier="baeckerei"))
    audited_delete(long_named, division)
    listed = admin_client.get("/api/logs?entity=division").json()["data"]

    # then
    rows = LogEntry.objects.order_by("id").values_list("user_id", "user_label", "action")
    assert list(rows) == [(None, "Gerät: Theke Mariahilf", "create"), (None, f"Gerät: {'x' * 247}", "delete")]
    assert {"id": None, "email": "Gerät: Theke Mariahilf", "fullName": "Gerät: Theke Mariahilf"} in [
        entry["user"] for entry in listed
    ]
