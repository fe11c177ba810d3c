"""Dates far outside any plan, times without an offset, and a failing mail server (review findings)."""

import json

import pytest
from django.core import mail

from ordering.models import Order

from .helpers import order_rows, post

OUT_OF_RANGE = "Bitte geben Sie ein Datum zwischen 2000 und 2100 an."


@pytest.mark.parametrize(
    "url", ["/api/orders?to=9999-12-31", "/api/orders?from=0001-01-01", "/api/orders/current?to=9999-12-31"]
)
def test_date_filters_outside_the_range_are_a_field_error(admin_client, order, url):
    # when
    response = admin_client.get(url)

    # then
    assert response.status_code == 400
    [error] = response.json()["errors"]
    assert (error["message"], error["code"]) == (OUT_OF_RANGE, "date_out_of_range")


def test_a_counter_appointment_in_year_9999_is_refused(admin_client, order):
    # given
    before = order_rows()

    # when
    response = post(
        admin_client, f"/api/orders/{order.id}/status/confirm", {"counterAppointment": "9999-12-31T23:59:59Z"}
    )

    # then
    assert response.status_code == 400
    assert response.json() == {
        "errors": [{"message": OUT_OF_RANGE, "field": "counterAppointment", "code": "date_out_of_range"}]
    }
    assert order_rows() == before


def test_an_edited_appointment_without_offset_is_a_time_of_the_business(admin_client, order):
    # when: 10:00 in Vienna (winter, UTC+1)
    response = admin_client.put(
        f"/api/orders/{order.id}", json.dumps({"appointmentDate": "2026-12-01T10:00"}), content_type="application/json"
    )

    # then
    assert response.status_code == 200
    assert response.json()["data"]["appointmentDate"] == "2026-12-01T09:00:00Z"


def test_an_edited_appointment_in_year_9999_is_refused(admin_client, order):
    # given
    before = order_rows()

    # when
    response = admin_client.put(
        f"/api/orders/{order.id}",
        json.dumps({"appointmentDate": "9999-12-31T23:59:59Z"}),
        content_type="application/json",
    )

    # then
    assert response.status_code == 400
    assert response.json()["errors"][0]["field"] == "appointmentDate"
    assert order_rows() == before


class BrokenMailBackend:
    def __init__(self, *args, **kwargs):
        pass

    def send_messages(self, messages):
        raise ConnectionRefusedError("SMTP nicht erreichbar")


def test_a_failing_mail_server_does_not_turn_a_saved_change_into_an_error(
    admin_client, order, settings, django_capture_on_commit_callbacks
):
    # given
    settings.EMAIL_BACKEND = "ordering.tests.test_dates_and_failures.BrokenMailBackend"

    # when
    with django_capture_on_commit_callbacks(execute=True):
        response = post(admin_client, f"/api/orders/{order.id}/status/confirm")

    # then
    assert response.status_code == 200
    order.refresh_from_db()
    assert order.status == "confirmed"
    assert mail.outbox == []
    assert Order.objects.count() == 1
