"""QR codes check the actor in the service itself (issue 24), as the API answers: staff change the codes of the
branches they reach (another branch's code, a branch or table given out of reach: 404), codes without a branch and
external targets are the administrators'."""

import pytest
from django.core.exceptions import PermissionDenied
from django.http import Http404

from analytics.models import QrCode, TargetKind
from analytics.services import qr_codes as services
from audit.models import LogEntry
from organisation.tests.factories import TableFactory

from .factories import QrCodeFactory

pytestmark = pytest.mark.django_db
EXTERNAL = {"target_kind": TargetKind.URL, "url": "https://example.at/aktion"}


def _codes() -> list[tuple]:
    rows = QrCode.objects.order_by("pk")
    return list(rows.values_list("pk", "path", "name", "target_kind", "branch_id", "table_id", "site_path", "url"))


@pytest.fixture
def codes(branch, other_branch):
    return {
        "own": QrCodeFactory(path="mariahilf", name="Plakat", branch=branch),
        "other": QrCodeFactory(path="graz", name="Plakat", branch=other_branch),
        "shared": QrCodeFactory(path="shop", name="Flyer", branch=None, target_kind=TargetKind.SITE, site_path="/"),
    }


@pytest.mark.parametrize("name", ["roleless_user", None])
def test_who_is_not_staff_changes_no_code(request, name, branch, codes):
    # given
    actor = request.getfixturevalue(name) if name else None
    before = _codes()

    # when / then
    with pytest.raises(PermissionDenied):
        services.create_qr_code(actor, {"path": "neu", "target_kind": TargetKind.BRANCH, "branch": branch})
    with pytest.raises(PermissionDenied):
        services.update_qr_code(actor, codes["own"], {"name": "Anders"})
    with pytest.raises(PermissionDenied):
        services.delete_qr_code(actor, codes["own"])
    assert _codes() == before
    assert not LogEntry.objects.exists()


def test_an_employee_changes_no_code_out_of_reach(employee_user, branch, other_branch, codes):
    # given
    graz_table = TableFactory(branch=other_branch, identifier="7")
    before = _codes()

    # when / then: another branch's code, a code moved or created there, a table there
    with pytest.raises(Http404):
        services.update_qr_code(employee_user, codes["other"], {"name": "Anders"})
    with pytest.raises(Http404):
        services.delete_qr_code(employee_user, codes["other"])
    with pytest.raises(Http404):
        services.update_qr_code(employee_user, codes["own"], {"branch": other_branch})
    with pytest.raises(Http404):
        services.update_qr_code(employee_user, codes["other"], {"branch": branch})
    with pytest.raises(Http404):
        services.create_qr_code(
            employee_user, {"path": "neu", "target_kind": TargetKind.BRANCH, "branch": other_branch}
        )
    with pytest.raises(Http404):
        services.create_qr_code(
            employee_user, {"path": "neu", "target_kind": TargetKind.TABLE, "branch": branch, "table": graz_table}
        )
    assert _codes() == before
    assert not LogEntry.objects.exists()


def test_codes_without_a_branch_and_external_targets_are_the_administrators(employee_user, branch, codes):
    # given
    before = _codes()

    # when / then
    with pytest.raises(PermissionDenied):
        services.create_qr_code(employee_user, {"path": "neu", "target_kind": TargetKind.SITE, "site_path": "/"})
    with pytest.raises(PermissionDenied):
        services.update_qr_code(employee_user, codes["shared"], {"name": "Anders"})
    with pytest.raises(PermissionDenied):
        services.delete_qr_code(employee_user, codes["shared"])
    with pytest.raises(PermissionDenied):
        services.create_qr_code(employee_user, {"path": "neu", "branch": branch, **EXTERNAL})
    with pytest.raises(PermissionDenied):
        services.update_qr_code(employee_user, codes["own"], EXTERNAL)
    assert _codes() == before
    assert not LogEntry.objects.exists()


def test_an_employee_changes_the_codes_of_their_branch(employee_user, branch, codes):
    # given: an external target an administrator set stays when the employee renames the code
    external = QrCodeFactory(path="aktion", branch=branch, **EXTERNAL)
    table = TableFactory(branch=branch, identifier="3")

    # when
    created = services.create_qr_code(
        employee_user, {"path": "tisch", "target_kind": TargetKind.TABLE, "branch": branch, "table": table}
    )
    services.update_qr_code(employee_user, external, {"name": "Aktion", **EXTERNAL})
    services.delete_qr_code(employee_user, codes["own"])

    # then
    assert QrCode.objects.get(pk=created.pk).table == table
    assert QrCode.objects.get(pk=external.pk).name == "Aktion"
    assert not QrCode.objects.filter(pk=codes["own"].pk).exists()
    assert LogEntry.objects.count() == 3


def test_an_administrator_changes_every_code(admin_user, other_branch, codes):
    # when
    created = services.create_qr_code(admin_user, {"path": "neu", "branch": None, **EXTERNAL})
    services.update_qr_code(admin_user, codes["shared"], {"branch": other_branch})
    services.delete_qr_code(admin_user, codes["other"])

    # then
    assert QrCode.objects.get(pk=created.pk).url == EXTERNAL["url"]
    assert QrCode.objects.get(pk=codes["shared"].pk).branch == other_branch
    assert not QrCode.objects.filter(pk=codes["other"].pk).exists()
