import datetime

import pytest
from django.utils import timezone

from audit.models import LogEntry
from ordering.models import CounterAppointmentState, Order
from ordering.models import OrderStatus as S

from .factories import OrderFactory
from .helpers import CANCEL_REFUSED, FORBIDDEN, NOT_FOUND, STATUS_REFUSED, order_rows, post, public_url

ACTIONS = {
    "confirm": S.CONFIRMED,
    "reject": S.REJECTED,
    "cancel": S.CANCELED,
    "in-delivery": S.IN_DELIVERY,
    "delivered": S.DELIVERED,
    "completed": S.COMPLETED,
}
# for a delivery order; takeaway and dine-in orders are never 'delivered'
ALLOWED = {
    S.NEW: {"confirm", "reject", "cancel"},
    S.CONFIRMED: {"in-delivery", "completed", "cancel"},
    S.IN_DELIVERY: {"delivered", "completed", "cancel"},
    S.DELIVERED: {"completed"},
}
CASES = [(status, action) for status in S for action in ACTIONS]


@pytest.mark.parametrize(("status", "action"), [case for case in CASES if case[1] in ALLOWED.get(case[0], ())])
def test_allowed_status_action_changes_the_order_and_is_logged(
    admin_client, admin_user, branch, config, status, action
):
    # given
    order = OrderFactory(branch=branch, status=status, is_delivery=True)

    # when
    response = post(admin_client, f"/api/orders/{order.id}/status/{action}")

    # then
    assert response.status_code == 200
    body = response.json()["data"]
    assert body["id"] == order.id
    assert body["status"] == ACTIONS[action]
    order.refresh_from_db()
    assert order.status == ACTIONS[action]
    entry = LogEntry.objects.get(entity="order", entity_id=str(order.id))
    assert (entry.action, entry.user, entry.changes["status"]) == (
        "state",
        admin_user,
        {"old": status.value, "new": ACTIONS[action].value},
    )


@pytest.mark.parametrize(("status", "action"), [case for case in CASES if case[1] not in ALLOWED.get(case[0], ())])
def test_refused_status_action_answers_409_and_changes_nothing(admin_client, branch, config, status, action):
    # given
    OrderFactory(branch=branch, status=status, is_delivery=True)
    order = Order.objects.get()
    before = order_rows()

    # when
    response = post(admin_client, f"/api/orders/{order.id}/status/{action}")

    # then
    assert response.status_code == 409
    assert response.json() == (CANCEL_REFUSED if action == "cancel" else STATUS_REFUSED)
    assert order_rows() == before
    assert not LogEntry.objects.exists()


@pytest.mark.parametrize("kind", [{}, {"is_dine_in": True}], ids=["takeaway", "dine-in"])
def test_only_delivery_orders_are_delivered(employee_client, branch, config, kind):
    # given: ready for pick-up (or served), not out for delivery
    order = OrderFactory(branch=branch, status=S.IN_DELIVERY, **kind)
    before = order_rows()

    # when
    response = post(employee_client, f"/api/orders/{order.id}/status/delivered")

    # then
    assert (response.status_code, response.json()) == (409, STATUS_REFUSED)
    assert order_rows() == before
    assert not LogEntry.objects.exists()


def test_delivered_ticks_the_fourth_step_of_the_status_page(employee_client, client, branch, config):
    # given
    order = OrderFactory(branch=branch, status=S.IN_DELIVERY, is_delivery=True)

    # when
    response = post(employee_client, f"/api/orders/{order.id}/status/delivered")

    # then
    assert response.status_code == 200
    staff = response.json()["data"]
    assert (staff["status"], staff["isDelivered"], staff["isCompleted"]) == ("delivered", True, False)
    public = client.get(public_url(order)).json()["data"]
    assert [public[flag] for flag in ("isConfirmed", "isInDelivery", "isDelivered", "isCompleted")] == [
        True,
        True,
        True,
        False,
    ]


def test_reject_stores_the_rejection_message(employee_client, order):
    # when: the back office sends the whole order as the body
    response = post(
        employee_client,
        f"/api/orders/{order.id}/status/reject",
        {"id": order.id, "status": "new", "rejectionMessage": "Leider ausverkauft."},
    )

    # then
    assert response.status_code == 200
    assert response.json()["data"]["rejectionMessage"] == "Leider ausverkauft."
    assert response.json()["data"]["isRejected"] is True


@pytest.mark.parametrize("path", [*(f"status/{action}" for action in ACTIONS), "print", "update-payment-status"])
def test_employee_cannot_act_on_another_branchs_order(employee_client, other_order, path):
    # given
    before = order_rows()

    # when
    response = post(employee_client, f"/api/orders/{other_order.id}/{path}")

    # then
    assert (response.status_code, response.json()) == (404, NOT_FOUND)
    assert order_rows() == before


def test_employee_sees_only_their_branches_orders(employee_client, order, other_order):
    # when
    listed = employee_client.get("/api/orders")
    detail = employee_client.get(f"/api/orders/{other_order.id}")

    # then
    assert [item["id"] for item in listed.json()["data"]] == [order.id]
    assert (detail.status_code, detail.json()) == (404, NOT_FOUND)


def test_only_administrators_delete_orders(employee_client, admin_client, order):
    # given
    before = order_rows()

    # when
    refused = employee_client.delete(f"/api/orders/{order.id}")

    # then
    assert (refused.status_code, refused.json()) == (403, FORBIDDEN)
    assert order_rows() == before

    # when
    deleted = admin_client.delete(f"/api/orders/{order.id}")

    # then
    assert deleted.status_code == 204
    assert order_rows() == ([], [])
    assert LogEntry.objects.get(entity="order").action == "delete"


def test_confirm_with_a_counter_appointment_waits_for_the_customer(employee_client, order):
    # given
    proposal = (timezone.now() + datetime.timedelta(hours=2)).replace(microsecond=0)

    # when
    response = post(
        employee_client,
        f"/api/orders/{order.id}/status/confirm",
        {"counterAppointment": proposal.isoformat().replace("+00:00", "Z")},
    )

    # then: still new (not confirmed) with a pending proposal
    body = response.json()["data"]
    assert response.status_code == 200
    assert (body["status"], body["isConfirmed"], body["counterAppointmentState"]) == ("new", False, "proposed")
    assert body["counterAppointment"] == proposal.isoformat().replace("+00:00", "Z")
    entry = LogEntry.objects.get(entity="order")
    assert entry.changes["counter_appointment_state"] == {"old": "", "new": "proposed"}


def test_confirming_again_with_the_pending_proposal_confirms(employee_client, branch, config):
    # given: the back office sends the whole order back, pending proposal included
    proposal = (timezone.now() + datetime.timedelta(hours=2)).replace(microsecond=0)
    order = OrderFactory(
        branch=branch, counter_appointment=proposal, counter_appointment_state=CounterAppointmentState.PROPOSED
    )

    # when
    response = post(
        employee_client,
        f"/api/orders/{order.id}/status/confirm",
        {"id": order.id, "counterAppointment": proposal.isoformat().replace("+00:00", "Z")},
    )

    # then: confirmed for the customer's wished time; the proposal is withdrawn
    body = response.json()["data"]
    assert (body["status"], body["counterAppointment"], body["counterAppointmentState"]) == ("confirmed", None, "")


def test_a_counter_appointment_in_the_past_is_refused(employee_client, order):
    # given
    before = order_rows()

    # when
    response = post(
        employee_client, f"/api/orders/{order.id}/status/confirm", {"counterAppointment": "2020-01-01T10:00:00Z"}
    )

    # then
    assert response.status_code == 400
    assert response.json() == {
        "errors": [
            {"message": "Bitte wählen Sie einen Termin in der Zukunft.", "field": "counterAppointment", "code": "past"}
        ]
    }
    assert order_rows() == before


def test_a_counter_appointment_after_confirmation_is_refused(employee_client, branch, config):
    # given
    order = OrderFactory(branch=branch, status=S.CONFIRMED)
    before = order_rows()

    # when
    response = post(
        employee_client,
        f"/api/orders/{order.id}/status/confirm",
        {"counterAppointment": (timezone.now() + datetime.timedelta(hours=1)).isoformat()},
    )

    # then
    assert (response.status_code, response.json()) == (409, STATUS_REFUSED)
    assert order_rows() == before
