"""The counter tablet's board (devices/api/tablet.py): a paired tablet reads and moves the orders of its own branch,
each move audited with the device's name; another branch's order is a 404."""

import datetime

import pytest
from django.utils import timezone

from audit.models import LogEntry
from devices.models import Device
from ordering.models import Order
from ordering.models import OrderStatus as S
from ordering.tests.factories import OrderFactory
from organisation.tests.factories import ConfigFactory

from .conftest import agent, errors_of

pytestmark = pytest.mark.django_db

ACTIONS = {
    # action: (body, status before, status after)
    "confirm": ({"minutes": 15}, S.NEW, S.CONFIRMED),
    "ready": ({}, S.CONFIRMED, S.IN_DELIVERY),
    "done": ({}, S.IN_DELIVERY, S.COMPLETED),
    "reject": ({"rejectionMessage": "Leider ausverkauft."}, S.NEW, S.REJECTED),
}


@pytest.fixture(autouse=True)
def config(db):
    return ConfigFactory()


def entries():
    return list(LogEntry.objects.order_by("id").values_list("user_id", "user_label", "action", "entity", "entity_id"))


def test_the_tablet_reads_the_current_orders_of_its_branch_newest_first(tablet, printer, branch, other_branch):
    # given
    older = OrderFactory(branch=branch, status=S.CONFIRMED)
    newer = OrderFactory(branch=branch)
    OrderFactory(branch=branch, status=S.COMPLETED)
    OrderFactory(branch=other_branch)

    # when
    response = agent().get("/api/device-agent/orders")

    # then
    assert response.status_code == 200
    body = response.json()
    assert [order["id"] for order in body["data"]] == [newer.id, older.id]
    assert body["data"][0]["ticketNumber"] == newer.ticket_number
    assert body["meta"] == {"printers": [{"name": "Bondrucker Mariahilf", "online": False}]}
    assert response["Cache-Control"] == "no-cache"


def test_an_unchanged_board_answers_304_and_a_change_moves_the_etag(tablet, branch):
    # given
    order = OrderFactory(branch=branch)
    client = agent()
    etag = client.get("/api/device-agent/orders")["ETag"]

    # when
    unchanged = client.get("/api/device-agent/orders", HTTP_IF_NONE_MATCH=etag)
    client.post(f"/api/device-agent/orders/{order.pk}/confirm", {"minutes": 10}, format="json")
    changed = client.get("/api/device-agent/orders", HTTP_IF_NONE_MATCH=etag)

    # then
    assert unchanged.status_code == 304
    assert unchanged["ETag"] == etag
    assert changed.status_code == 200
    assert changed["ETag"] != etag
    assert changed.json()["data"][0]["status"] == "confirmed"


def test_confirm_with_minutes_sets_the_ready_time_and_is_audited_with_the_devices_name(tablet, branch):
    # given
    order = OrderFactory(branch=branch)
    expected = (timezone.now() + datetime.timedelta(minutes=15)).replace(second=0, microsecond=0)

    # when
    response = agent().post(f"/api/device-agent/orders/{order.pk}/confirm", {"minutes": 15}, format="json")

    # then
    assert response.status_code == 200
    assert response.json()["data"]["status"] == "confirmed"
    order.refresh_from_db()
    assert (order.status, order.ready_by) == (S.CONFIRMED, expected)
    assert entries() == [(None, "Gerät: Theke Mariahilf", "state", "order", str(order.pk))]
    changes = LogEntry.objects.get().changes
    assert changes["status"] == {"old": "new", "new": "confirmed"}
    assert changes["ready_by"] == {"old": None, "new": expected.isoformat()}


@pytest.mark.parametrize("action", ACTIONS)
def test_each_action_moves_the_order_and_names_the_device_in_the_log(tablet, branch, action):
    # given
    body, before, after = ACTIONS[action]
    order = OrderFactory(branch=branch, status=before)

    # when
    response = agent().post(f"/api/device-agent/orders/{order.pk}/{action}", body, format="json")

    # then
    assert response.status_code == 200
    assert response.json()["data"]["id"] == order.pk
    assert response.json()["data"]["status"] == after
    assert Order.objects.get(pk=order.pk).status == after
    assert entries() == [(None, "Gerät: Theke Mariahilf", "state", "order", str(order.pk))]
    assert LogEntry.objects.get().changes["status"] == {"old": before, "new": after}


def test_reject_keeps_the_message_for_the_customer(tablet, branch):
    # given
    order = OrderFactory(branch=branch)

    # when
    agent().post(
        f"/api/device-agent/orders/{order.pk}/reject", {"rejectionMessage": "Leider ausverkauft."}, format="json"
    )

    # then
    order.refresh_from_db()
    assert (order.status, order.rejection_message) == (S.REJECTED, "Leider ausverkauft.")


def test_ready_names_a_delivery_in_delivery(tablet, branch):
    # given: the same move; the board reads 'In Zustellung' for a delivery, 'Abholbereit' otherwise
    order = OrderFactory(branch=branch, status=S.CONFIRMED, is_delivery=True)

    # when
    response = agent().post(f"/api/device-agent/orders/{order.pk}/ready", format="json")

    # then
    assert response.json()["data"]["status"] == "in_delivery"
    assert response.json()["data"]["isDelivery"] is True


@pytest.mark.parametrize("action", ACTIONS)
def test_another_branchs_order_is_404_and_nothing_changes(tablet, other_branch, action):
    # given
    body, before, _ = ACTIONS[action]
    order = OrderFactory(branch=other_branch, status=before)

    # when
    response = agent().post(f"/api/device-agent/orders/{order.pk}/{action}", body, format="json")

    # then
    assert response.status_code == 404
    assert Order.objects.get(pk=order.pk).status == before
    assert entries() == []


@pytest.mark.parametrize("action", ACTIONS)
def test_an_unknown_order_is_404(tablet, action):
    # when
    response = agent().post(f"/api/device-agent/orders/999999/{action}", ACTIONS[action][0], format="json")

    # then
    assert response.status_code == 404


def test_a_move_the_state_machine_refuses_is_409_in_german(tablet, branch):
    # given: a new order is not done yet
    order = OrderFactory(branch=branch)

    # when
    response = agent().post(f"/api/device-agent/orders/{order.pk}/done", format="json")

    # then
    assert response.status_code == 409
    assert errors_of(response) == [
        {"message": "Bestellstatus konnte nicht geändert werden.", "code": "invalid_transition"}
    ]
    assert Order.objects.get(pk=order.pk).status == S.NEW
    assert entries() == []


@pytest.mark.parametrize(
    ("minutes", "message"),
    [
        (None, "Dieses Feld ist erforderlich."),
        (0, "Bitte geben Sie die Minuten bis zur Fertigstellung an (1 bis 240)."),
        (241, "Bitte geben Sie die Minuten bis zur Fertigstellung an (1 bis 240)."),
        ("bald", "Bitte geben Sie die Minuten bis zur Fertigstellung an (1 bis 240)."),
        (1.5, "Bitte geben Sie die Minuten bis zur Fertigstellung an (1 bis 240)."),
    ],
)
def test_confirm_needs_minutes_from_1_to_240(tablet, branch, minutes, message):
    # given
    order = OrderFactory(branch=branch)
    body = {} if minutes is None else {"minutes": minutes}

    # when
    response = agent().post(f"/api/device-agent/orders/{order.pk}/confirm", body, format="json")

    # then
    assert response.status_code == 400
    assert [(error["field"], error["message"]) for error in errors_of(response)] == [("minutes", message)]
    assert Order.objects.get(pk=order.pk).status == S.NEW


@pytest.mark.parametrize(
    ("body", "field", "message"),
    [
        ({"rejectionMessage": "Leider aus", "grund": "x"}, "grund", "Unbekanntes Feld."),
        ({"rejectionMessage": "Aus\x00verkauft"}, "rejectionMessage", None),
    ],
)
def test_unknown_fields_and_control_characters_are_refused(tablet, branch, body, field, message):
    # given
    order = OrderFactory(branch=branch)

    # when
    response = agent().post(f"/api/device-agent/orders/{order.pk}/reject", body, format="json")

    # then
    assert response.status_code == 400
    assert [error["field"] for error in errors_of(response)] == [field]
    if message:
        assert errors_of(response)[0]["message"] == message
    assert Order.objects.get(pk=order.pk).status == S.NEW
    assert entries() == []


def test_a_device_of_another_kind_is_refused(printer, branch):
    # given
    order = OrderFactory(branch=branch)

    # when
    listed = agent(printer.secret).get("/api/device-agent/orders")
    moved = agent(printer.secret).post(f"/api/device-agent/orders/{order.pk}/confirm", {"minutes": 5}, format="json")

    # then
    assert listed.status_code == moved.status_code == 403
    assert errors_of(moved) == [{"message": "Nur ein Tablet (Theke) bearbeitet Bestellungen.", "code": "not_a_tablet"}]
    assert Order.objects.get(pk=order.pk).status == S.NEW


def test_without_the_device_header_nothing_is_read_or_moved(anon_client, admin_client, tablet, branch):
    # given
    order = OrderFactory(branch=branch)

    # when: nobody, and a back office session (the staff have their own endpoints)
    answers = [
        anon_client.get("/api/device-agent/orders"),
        admin_client.post(f"/api/device-agent/orders/{order.pk}/confirm", {"minutes": 5}, format="json"),
    ]

    # then
    assert [answer.status_code for answer in answers] == [401, 401]
    assert Order.objects.get(pk=order.pk).status == S.NEW


def test_a_call_counts_as_seen(tablet, branch):
    # when
    agent().get("/api/device-agent/orders")

    # then
    assert Device.objects.get(pk=tablet.pk).last_seen_at is not None


def test_a_printer_going_offline_moves_the_etag_and_is_named(tablet, printer, branch):
    # given: the printer was seen just now
    Device.objects.filter(pk=printer.pk).update(last_seen_at=timezone.now())
    client = agent()
    first = client.get("/api/device-agent/orders")

    # when: a minute and more without a sign of it
    Device.objects.filter(pk=printer.pk).update(last_seen_at=timezone.now() - datetime.timedelta(seconds=61))
    later = client.get("/api/device-agent/orders", HTTP_IF_NONE_MATCH=first["ETag"])

    # then
    assert first.json()["meta"] == {"printers": [{"name": "Bondrucker Mariahilf", "online": True}]}
    assert later.status_code == 200
    assert later.json()["meta"] == {"printers": [{"name": "Bondrucker Mariahilf", "online": False}]}


def test_an_unchanged_poll_reads_little(tablet, printer, branch, django_assert_max_num_queries):
    # given
    for _ in range(5):
        OrderFactory(branch=branch)
    client = agent()
    etag = client.get("/api/device-agent/orders")["ETag"]

    # when: the identity is cached; the branch's key and the board's stamp (with the printers' state)
    with django_assert_max_num_queries(2):
        response = client.get("/api/device-agent/orders", HTTP_IF_NONE_MATCH=etag)

    # then
    assert response.status_code == 304
