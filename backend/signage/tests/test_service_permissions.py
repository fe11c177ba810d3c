"""The signage services check the actor themselves (issue 24), as the API does: staff change the scenes, segments,
streams and TVs of the branches they reach (another branch's: 404), the rows of every branch only administrators,
a row moved to another branch needs both. A script calling a service cannot bypass that."""

import pytest
from django.core.exceptions import PermissionDenied
from django.http import Http404

from audit.models import LogEntry
from devices.models import Command, CommandStatus
from devices.services import commands
from signage import services
from signage.models import Scene, Segment, SignageDevice, Stream

from .factories import SceneFactory, ScreenFactory, SegmentFactory, SignageDeviceFactory, StreamFactory

pytestmark = pytest.mark.django_db


def _rows():
    return (
        list(Scene.objects.order_by("pk").values("pk", "name", "branch")),
        list(Segment.objects.order_by("pk").values("pk", "name", "branch")),
        list(Stream.objects.order_by("pk").values("pk", "name", "branch")),
        list(SignageDevice.objects.order_by("pk").values("pk", "device", "orientation")),
        list(Command.objects.order_by("pk").values("pk", "kind", "status")),
        LogEntry.objects.count(),
    )


def _signage_of(branch):
    """A scene, segment and stream of the branch (None: of every branch), a TV and a screen that is no TV yet."""
    rows = {
        "scene": SceneFactory(branch=branch),
        "segment": SegmentFactory(branch=branch),
        "stream": StreamFactory(branch=branch),
    }
    if branch is not None:
        rows["tv"] = SignageDeviceFactory(device=ScreenFactory(branch=branch))
        rows["screen"] = ScreenFactory(branch=branch)
        rows["command"] = commands.send(rows["tv"].device, "show-scene", {"sceneId": rows["scene"].pk})
    return rows


CHANGES = {
    "create_scene": lambda actor, rows, branch: services.create_scene(
        actor, {"path": "neu", "name": "Neu", "branch": branch, "content": {"body": []}}
    ),
    "update_scene": lambda actor, rows, branch: services.update_scene(actor, rows["scene"], {"name": "Anders"}),
    "create_segment": lambda actor, rows, branch: services.create_segment(
        actor, {"name": "Neu", "branch": branch, "entries": []}
    ),
    "update_segment": lambda actor, rows, branch: services.update_segment(actor, rows["segment"], {"name": "Anders"}),
    "create_stream": lambda actor, rows, branch: services.create_stream(
        actor, {"name": "Neu", "branch": branch, "slots": []}
    ),
    "update_stream": lambda actor, rows, branch: services.update_stream(actor, rows["stream"], {"name": "Anders"}),
    "create_signage_device": lambda actor, rows, branch: services.create_signage_device(
        actor, {"device": rows["screen"]}
    ),
    "update_signage_device": lambda actor, rows, branch: services.update_signage_device(
        actor, rows["tv"], {"orientation": "portrait"}
    ),
    "delete": lambda actor, rows, branch: services.delete(actor, rows["scene"]),
    "delete_tv": lambda actor, rows, branch: services.delete(actor, rows["tv"]),
    "send_command": lambda actor, rows, branch: services.send_command(actor, rows["tv"], "reload"),
    "abort_command": lambda actor, rows, branch: services.abort_command(actor, rows["tv"], rows["command"].pk),
}
SHARED = ["create_scene", "update_scene", "create_segment", "update_segment", "create_stream", "update_stream"]


@pytest.mark.parametrize("actor", ["roleless_user", None])
@pytest.mark.parametrize("name", CHANGES)
def test_someone_who_is_not_staff_is_refused(request, name, actor, branch):
    # given
    user = request.getfixturevalue(actor) if actor else None
    rows = _signage_of(branch)
    before = _rows()

    # when / then
    with pytest.raises(PermissionDenied):
        CHANGES[name](user, rows, branch)
    assert _rows() == before


@pytest.mark.parametrize("name", CHANGES)
def test_a_row_of_another_branch_is_not_found(name, employee_user, other_branch):
    # given
    rows = _signage_of(other_branch)
    before = _rows()

    # when / then
    with pytest.raises(Http404):
        CHANGES[name](employee_user, rows, other_branch)
    assert _rows() == before


@pytest.mark.parametrize("name", [*SHARED, "delete"])
def test_only_an_administrator_changes_the_rows_of_every_branch(name, employee_user):
    # given
    rows = _signage_of(None)
    before = _rows()

    # when / then
    with pytest.raises(PermissionDenied):
        CHANGES[name](employee_user, rows, None)
    assert _rows() == before


def test_a_row_moves_to_another_branch_only_within_reach(employee_user, branch, other_branch):
    # given
    rows = _signage_of(branch)
    graz = _signage_of(other_branch)
    graz_screen = ScreenFactory(branch=other_branch)
    before = _rows()

    # when / then
    with pytest.raises(Http404):
        services.update_scene(employee_user, rows["scene"], {"branch": other_branch})
    with pytest.raises(Http404):
        services.update_signage_device(employee_user, rows["tv"], {"device": graz_screen})
    with pytest.raises(PermissionDenied):
        services.update_stream(employee_user, rows["stream"], {"branch": None})
    # another branch's row stays unknown, whatever the change
    with pytest.raises(Http404):
        services.update_segment(employee_user, graz["segment"], {"branch": None})
    assert _rows() == before


def test_staff_change_the_signage_of_their_branch(admin_user, employee_user, branch):
    # given
    rows = _signage_of(branch)

    # when
    scene = services.create_scene(employee_user, {"path": "neu", "name": "Neu", "branch": branch})
    services.update_segment(employee_user, rows["segment"], {"name": "Abend"})
    tv = services.create_signage_device(employee_user, {"device": rows["screen"]})
    aborted = services.abort_command(employee_user, rows["tv"], rows["command"].pk)
    sent = services.send_command(employee_user, tv, "show-scene", scene.pk)
    services.delete(employee_user, rows["stream"])
    shared = services.create_scene(admin_user, {"path": "alle", "name": "Für alle", "branch": None})

    # then
    assert (scene.branch, tv.device, shared.branch) == (branch, rows["screen"], None)
    assert Segment.objects.get(pk=rows["segment"].pk).name == "Abend"
    assert (aborted.status, sent.status, sent.payload["sceneId"]) == (
        CommandStatus.ABORTED,
        CommandStatus.PENDING,
        scene.pk,
    )
    assert not Stream.objects.filter(pk=rows["stream"].pk).exists()
