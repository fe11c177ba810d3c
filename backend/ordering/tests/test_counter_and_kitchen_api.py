"""The counter and the kitchen: a ready-by time when confirming (shown on the status page), items ticked
off on the kitchen board, and addresses printed with labelled stairway, floor and door."""

import datetime

import pytest

from audit.models import LogEntry
from ordering.documents.receipt_layout import receipt_lines
from ordering.documents.receipts import receipt_html
from ordering.models import Order, OrderItem
from ordering.models import OrderStatus as S

from .conftest import NOW
from .factories import OrderFactory
from .helpers import NOT_FOUND, order_rows, post, public_url

READY_BY = "2026-11-18T09:45:00Z"  # 10:45 in Vienna, 45 minutes after the pinned clock


def test_confirm_with_a_ready_by_time_shows_it_on_the_status_page(employee_client, anon_client, order, clock):
    # when
    response = post(employee_client, f"/api/orders/{order.id}/status/confirm", {"readyBy": READY_BY})

    # then
    body = response.json()["data"]
    assert response.status_code == 200
    assert (body["status"], body["readyBy"], body["counterAppointmentState"]) == ("confirmed", READY_BY, "")
    order.refresh_from_db()
    assert order.ready_by == datetime.datetime(2026, 11, 18, 9, 45, tzinfo=datetime.UTC)
    assert LogEntry.objects.get(entity="order").changes["ready_by"]["new"] == "2026-11-18T09:45:00+00:00"
    public = anon_client.get(public_url(order)).json()["data"]
    assert (public["readyBy"], public["isConfirmed"]) == (READY_BY, True)


def test_confirm_without_a_ready_by_time_leaves_it_empty(employee_client, anon_client, order, clock):
    # when
    response = post(employee_client, f"/api/orders/{order.id}/status/confirm", {})

    # then
    assert response.json()["data"]["readyBy"] is None
    assert anon_client.get(public_url(order)).json()["data"]["readyBy"] is None


def test_a_ready_by_time_in_the_past_is_refused_with_every_failing_field(employee_client, order, clock):
    # given
    before = order_rows()

    # when
    response = post(
        employee_client,
        f"/api/orders/{order.id}/status/confirm",
        {"readyBy": "2026-11-18T08:59:00Z", "counterAppointment": "2020-01-01T10:00:00Z"},
    )

    # then
    assert response.status_code == 400
    assert response.json() == {
        "errors": [
            {"message": "Bitte wählen Sie einen Termin in der Zukunft.", "field": "counterAppointment", "code": "past"},
            {"message": "Bitte wählen Sie eine Fertigzeit in der Zukunft.", "field": "readyBy", "code": "past"},
        ]
    }
    assert order_rows() == before


def test_confirm_with_a_ready_by_time_outside_reach_is_404(employee_client, other_order, clock):
    # given
    before = order_rows()

    # when
    response = post(employee_client, f"/api/orders/{other_order.id}/status/confirm", {"readyBy": READY_BY})

    # then
    assert response.status_code == 404
    assert response.json() == NOT_FOUND
    assert order_rows() == before


def test_confirm_with_a_ready_by_time_needs_a_staff_role(roleless_client, order, clock):
    # when
    response = post(roleless_client, f"/api/orders/{order.id}/status/confirm", {"readyBy": READY_BY})

    # then
    assert response.status_code == 403
    assert Order.objects.get(pk=order.pk).ready_by is None


def _tick(client, branch, order, index, done=True, key=None):
    url = f"/api/orders/backoffice/{branch.id}/{key or branch.api_key}/orders/{order.id}/items/{index}/done"
    return post(client, url, {"isDone": done})


def test_the_kitchen_board_ticks_an_item_off_and_every_board_sees_it(anon_client, branch, order):
    # given
    board = f"/api/orders/frontdesk/{branch.id}/{branch.api_key}"
    etag = anon_client.get(board)["ETag"]

    # when
    response = _tick(anon_client, branch, order, 1)

    # then: stored, answered, and the other boards' next poll brings it
    assert response.status_code == 200
    assert [item["isDone"] for item in response.json()["data"]["items"]] == [False, True]
    assert list(OrderItem.objects.filter(order=order).values_list("position", "is_done")) == [(0, False), (1, True)]
    polled = anon_client.get(board, HTTP_IF_NONE_MATCH=etag)
    assert polled.status_code == 200
    assert [item["isDone"] for item in polled.json()["data"][0]["items"]] == [False, True]
    entry = LogEntry.objects.get(entity="orderitem")
    assert (entry.action, entry.changes["is_done"]) == ("update", {"old": False, "new": True})

    # when: ticked back on
    again = _tick(anon_client, branch, order, 1, done=False)

    # then
    assert [item["isDone"] for item in again.json()["data"]["items"]] == [False, False]


@pytest.mark.parametrize(
    "case",
    ["wrong key", "other branch's order", "unknown item", "unknown order"],
)
def test_the_kitchen_board_reaches_only_its_own_branch(anon_client, branch, order, other_order, case):
    # given
    before = order_rows()

    # when
    response = {
        "wrong key": lambda: _tick(anon_client, branch, order, 0, key=branch.api_key[:-1] + "x"),
        "other branch's order": lambda: _tick(anon_client, branch, other_order, 0),
        "unknown item": lambda: _tick(anon_client, branch, order, 7),
        "unknown order": lambda: _tick(anon_client, branch, Order(id=999999), 0),
    }[case]()

    # then
    assert response.status_code == 404
    assert response.json() == NOT_FOUND
    assert order_rows() == before


def test_the_kitchen_board_cannot_tick_a_closed_order(anon_client, branch, config):
    # given
    order = OrderFactory(branch=branch, status=S.COMPLETED)
    before = order_rows()

    # when
    response = _tick(anon_client, branch, order, 0)

    # then
    assert response.status_code == 409
    assert response.json() == {
        "errors": [
            {
                "message": "Die Bestellung ist bereits abgeschlossen; Artikel können nicht mehr abgehakt werden.",
                "code": "order_closed",
            }
        ]
    }
    assert order_rows() == before


def test_the_kitchen_board_refuses_a_missing_flag_in_german(anon_client, branch, order):
    # when
    response = post(
        anon_client, f"/api/orders/backoffice/{branch.id}/{branch.api_key}/orders/{order.id}/items/0/done", {}
    )

    # then
    assert response.status_code == 400
    assert response.json()["errors"][0]["field"] == "isDone"
    assert response.json()["errors"][0]["message"] == "Dieses Feld ist erforderlich."


def test_the_receipt_prints_stairway_floor_and_door_labelled(branch, config, clock):
    # given
    order = OrderFactory(
        branch=branch,
        is_delivery=True,
        street="Hauptstraße 5",
        stairway="1",
        floor="2",
        door="7",
        ready_by=NOW + datetime.timedelta(minutes=45),
    )

    # when
    lines = receipt_lines(order)
    html = receipt_html(order)

    # then
    assert order.address_lines == ["Hauptstraße 5, Stiege 1, Stock 2, Tür 7", "1060 Wien"]
    assert "Hauptstraße 5, Stiege 1, Stock 2, Tür 7" in [line.text for line in lines]
    assert "<p>Hauptstraße 5, Stiege 1, Stock 2, Tür 7</p>\n<p>1060 Wien</p>" in html
    assert "Lieferung" in html
    assert "Fertig um 10:45 Uhr" in [line.text.strip() for line in lines]
    assert '<p class="center">Fertig um 10:45 Uhr</p>' in html


def test_a_different_delivery_address_is_labelled_too(branch, config):
    # given
    order = OrderFactory(
        branch=branch,
        is_delivery=True,
        is_delivery_address_different=True,
        delivery_first_name="Max",
        delivery_last_name="Muster",
        delivery_street="Gasse 3",
        delivery_floor="4",
        delivery_zip_code="1070",
        delivery_city="Wien",
    )

    # then: only what was given is named
    assert order.address_lines == ["Max Muster", "Gasse 3, Stock 4", "1070 Wien"]


def test_the_confirmation_mail_tells_the_ready_by_time(branch, config):
    # given
    from django.template.loader import render_to_string

    order = OrderFactory(branch=branch, ready_by=NOW + datetime.timedelta(minutes=45))

    # when
    text = render_to_string("ordering/mail/_summary.txt", {"order": order, "config": config})

    # then: in the business time zone (Vienna, UTC+1)
    assert "Takeaway, so schnell wie möglich\nVoraussichtlich fertig um 10:45 Uhr\n" in text
