"""The time-clock terminals became devices of kind terminal (timetracking migration 0004): their keys still open the
terminal, as /api/time-tracking/<branch>/<key>/… and /terminal/<branch>/<key> did before."""

import datetime
import hashlib
import importlib

import pytest
from django.db import connection
from django.db.migrations.loader import MigrationLoader

from devices.models import Device
from timetracking.services.terminal import find_terminal

MIGRATION = importlib.import_module("timetracking.migrations.0004_terminals_become_devices")


@pytest.fixture
def historical_apps(settings):
    """The models as they were before migration 0004 (the Terminal model with its plain key), its table created for
    the test and dropped after it."""
    settings.MIGRATION_MODULES = {}
    loader = MigrationLoader(None, ignore_no_migrations=True)
    nodes = [("timetracking", "0003_offline_step_count"), *[n for n in loader.graph.leaf_nodes() if n[0] == "devices"]]
    apps = loader.project_state(nodes).apps
    terminal_model = apps.get_model("timetracking", "Terminal")
    with connection.schema_editor() as editor:
        editor.create_model(terminal_model)
    yield apps
    with connection.schema_editor() as editor:
        editor.delete_model(terminal_model)


@pytest.mark.django_db(transaction=True)
def test_each_terminal_becomes_a_terminal_device_whose_old_key_still_opens_it(historical_apps, branch, anon_client):
    Terminal = historical_apps.get_model("timetracking", "Terminal")
    created = datetime.datetime(2026, 3, 2, 8, 0, tzinfo=datetime.UTC)
    entrance = Terminal.objects.create(branch_id=branch.pk, name="Tablet beim Eingang", api_key="alter-schluessel-1")
    Terminal.objects.filter(pk=entrance.pk).update(created_at=created)
    Terminal.objects.create(
        branch_id=branch.pk, name="Tablet beim Eingang", api_key="alter-schluessel-2", is_active=False
    )
    Device.objects.create(branch=branch, name="Theke", identifier="tablet-beim-eingang", kind="tablet")

    MIGRATION.to_devices(historical_apps, None)

    terminals = list(Device.objects.filter(kind="terminal").order_by("id"))
    assert [(t.name, t.identifier, t.is_active, t.branch_id) for t in terminals] == [
        ("Tablet beim Eingang", "tablet-beim-eingang-2", True, branch.pk),
        ("Tablet beim Eingang", "tablet-beim-eingang-3", False, branch.pk),
    ]
    # the key is kept as its sha256 only
    assert terminals[0].secret_hash == hashlib.sha256(b"alter-schluessel-1").hexdigest()
    assert terminals[0].created_at == created
    assert terminals[0].paired_at == created
    # the old addresses keep working; the inactive one stays closed, another branch's name does not open it
    assert find_terminal("mariahilf", "alter-schluessel-1") == terminals[0]
    assert find_terminal("mariahilf", "alter-schluessel-2") is None
    assert find_terminal("graz", "alter-schluessel-1") is None
    # who is in today, as the terminal shows it (nobody yet)
    presence = anon_client.get("/api/time-tracking/mariahilf/alter-schluessel-1/presence")
    assert (presence.status_code, presence.json()) == (200, {"data": []})
    assert anon_client.get("/api/time-tracking/mariahilf/falscher-schluessel/presence").status_code == 404


@pytest.mark.django_db
def test_a_terminal_device_is_no_agent_of_another_kind(branch):
    """A terminal's key is a device secret like any other: the agent endpoints know it as a terminal."""
    from .conftest import agent
    from .factories import DeviceFactory

    DeviceFactory(branch=branch, kind="terminal", name="Eingang", secret="terminal-schluessel")

    assert agent("terminal-schluessel").get("/api/device-agent/me").json()["data"]["kind"] == "terminal"
    assert find_terminal("mariahilf", "terminal-schluessel").name == "Eingang"
