"""The device services that act for staff check the actor themselves (issue 24), as the API does: only
administrators pair a device; an open command is aborted by staff reaching the device's branch (another branch's:
404). A script calling the service cannot bypass that."""

import pytest
from django.core.exceptions import PermissionDenied
from django.http import Http404

from audit.models import LogEntry
from devices.models import Command, CommandStatus, Device, DeviceKind, PairingRequest
from devices.services import commands, pairing

pytestmark = pytest.mark.django_db


def _rows():
    return (
        list(Device.objects.order_by("pk").values("pk", "branch", "name", "kind")),
        list(PairingRequest.objects.order_by("pk").values("pk", "device", "paired_at")),
        list(Command.objects.order_by("pk").values("pk", "status", "finished_at")),
        LogEntry.objects.count(),
    )


def _pair(actor, code, branch):
    return pairing.pair(actor, code, branch=branch, name="Theke neu", kind=DeviceKind.TABLET)


@pytest.mark.parametrize("actor", ["employee_user", "roleless_user", None])
def test_only_an_administrator_pairs_a_device(request, actor, branch):
    # given
    user = request.getfixturevalue(actor) if actor else None
    code = pairing.start().code
    before = _rows()

    # when / then
    with pytest.raises(PermissionDenied):
        _pair(user, code, branch)
    assert _rows() == before


def test_an_administrator_pairs_a_device(admin_user, other_branch):
    # given
    code = pairing.start().code

    # when
    device = _pair(admin_user, code, other_branch)

    # then
    assert (device.branch, device.name, device.identifier) == (other_branch, "Theke neu", "theke-neu")
    assert PairingRequest.objects.get(code=code).device == device


@pytest.mark.parametrize("actor", ["roleless_user", None])
def test_someone_who_is_not_staff_aborts_no_command(request, actor, tablet):
    # given
    user = request.getfixturevalue(actor) if actor else None
    command = commands.send(tablet, "show-scene", {"sceneId": 4})
    before = _rows()

    # when / then
    with pytest.raises(PermissionDenied):
        commands.abort(user, command)
    assert _rows() == before


def test_a_command_of_another_branch_is_not_found(employee_user, graz_tablet):
    # given
    command = commands.send(graz_tablet, "show-scene", {"sceneId": 4})
    before = _rows()

    # when / then
    with pytest.raises(Http404):
        commands.abort(employee_user, command)
    assert _rows() == before


def test_an_employee_aborts_a_command_of_their_branch(employee_user, tablet):
    # given
    command = commands.send(tablet, "show-scene", {"sceneId": 4})

    # when
    aborted = commands.abort(employee_user, command)

    # then
    assert Command.objects.get(pk=command.pk).status == aborted.status == CommandStatus.ABORTED
    assert LogEntry.objects.get(entity="command").user == employee_user
