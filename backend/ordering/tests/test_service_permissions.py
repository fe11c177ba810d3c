"""The staff services check role and branch reach themselves: a script calling one cannot bypass the API's rules."""

import pytest
from django.core.exceptions import PermissionDenied
from django.http import Http404

from audit.models import LogEntry
from core.actors import DeviceActor
from ordering.models import OrderStatus as S
from ordering.services import editing, item_update, online_payment, resend, state_changes

from .factories import OrderFactory
from .helpers import order_rows

ITEM = {"product": 11, "amount": "2", "unit": None, "parts": []}
# each staff service with the arguments it takes after (actor, order), and a status it is allowed in
SERVICES = {
    "confirm": (state_changes.confirm, (), S.NEW),
    "reject": (state_changes.reject, ("Ausverkauft",), S.NEW),
    "cancel": (state_changes.cancel, (), S.NEW),
    "mark_in_delivery": (state_changes.mark_in_delivery, (), S.CONFIRMED),
    "mark_delivered": (state_changes.mark_delivered, (), S.IN_DELIVERY),
    "complete": (state_changes.complete, (), S.CONFIRMED),
    "update_order": (editing.update_order, ({"last_name": "Anders"},), S.NEW),
    "update_item": (item_update.update_item, (0, ITEM), S.NEW),
    "resend_new_order_email": (resend.resend_new_order_email, (), S.NEW),
    "resend_new_order_sms": (resend.resend_new_order_sms, (), S.NEW),
    "update_payment_status": (online_payment.check, (), S.NEW),
    "refund": (online_payment.refund, (), S.CANCELED),
}


def _call(name, actor, order):
    service, args, _ = SERVICES[name]
    return service(actor, order, *args)


@pytest.mark.parametrize("name", SERVICES)
def test_an_employee_of_another_branch_is_refused_and_nothing_changes(
    name, employee_user, other_branch, config, django_capture_on_commit_callbacks
):
    # given
    order = OrderFactory(branch=other_branch, status=SERVICES[name][2], is_delivery=True)
    before = order_rows()

    # when
    with django_capture_on_commit_callbacks(execute=False) as callbacks, pytest.raises(Http404):
        _call(name, employee_user, order)

    # then: no change, no log entry, no notification queued
    assert order_rows() == before
    assert not LogEntry.objects.exists()
    assert callbacks == []


@pytest.mark.parametrize("actor", ["roleless_user", None])
@pytest.mark.parametrize("name", SERVICES)
def test_someone_who_is_not_staff_is_refused(request, name, actor, branch, config, django_capture_on_commit_callbacks):
    # given
    user = request.getfixturevalue(actor) if actor else None
    order = OrderFactory(branch=branch, status=SERVICES[name][2], is_delivery=True)
    before = order_rows()

    # when
    with django_capture_on_commit_callbacks(execute=False) as callbacks, pytest.raises(PermissionDenied):
        _call(name, user, order)

    # then
    assert order_rows() == before
    assert not LogEntry.objects.exists()
    assert callbacks == []


@pytest.mark.parametrize(
    ("name", "status"),
    [("confirm", S.CONFIRMED), ("mark_delivered", S.DELIVERED), ("update_order", S.NEW)],
)
def test_an_employee_of_the_branch_may(name, status, employee_user, branch, config):
    # given
    order = OrderFactory(branch=branch, status=SERVICES[name][2], is_delivery=True)

    # when
    changed = _call(name, employee_user, order)

    # then
    assert changed.status == status
    assert LogEntry.objects.get(entity="order").user == employee_user


# --- a paired device (the counter tablet) -----------------------------------------------------

STATE_CHANGES = ["confirm", "reject", "cancel", "mark_in_delivery", "mark_delivered", "complete"]


@pytest.mark.parametrize("name", STATE_CHANGES)
def test_a_device_moves_the_orders_of_its_branch_and_the_log_names_it(name, branch, config):
    # given
    device = DeviceActor(device_id=7, branch_id=branch.pk, name="Theke Mariahilf")
    order = OrderFactory(branch=branch, status=SERVICES[name][2], is_delivery=True)

    # when
    changed = _call(name, device, order)

    # then
    entry = LogEntry.objects.get(entity="order")
    assert changed.status != SERVICES[name][2]
    assert (entry.user, entry.user_label, entry.action) == (None, "Gerät: Theke Mariahilf", "state")
    assert entry.changes["status"] == {"old": SERVICES[name][2], "new": changed.status}


@pytest.mark.parametrize("name", STATE_CHANGES)
def test_a_device_of_another_branch_finds_no_order(
    name, branch, other_branch, config, django_capture_on_commit_callbacks
):
    # given
    device = DeviceActor(device_id=7, branch_id=branch.pk, name="Theke Mariahilf")
    order = OrderFactory(branch=other_branch, status=SERVICES[name][2], is_delivery=True)
    before = order_rows()

    # when
    with django_capture_on_commit_callbacks(execute=False) as callbacks, pytest.raises(Http404):
        _call(name, device, order)

    # then
    assert order_rows() == before
    assert not LogEntry.objects.exists()
    assert callbacks == []


@pytest.mark.parametrize("name", sorted(set(SERVICES) - set(STATE_CHANGES)))
def test_a_device_may_not_edit_resend_or_touch_payments(name, branch, config):
    # given: a device of the order's own branch
    device = DeviceActor(device_id=7, branch_id=branch.pk, name="Theke Mariahilf")
    order = OrderFactory(branch=branch, status=SERVICES[name][2], is_delivery=True)
    before = order_rows()

    # when
    with pytest.raises(PermissionDenied):
        _call(name, device, order)

    # then
    assert order_rows() == before
    assert not LogEntry.objects.exists()
