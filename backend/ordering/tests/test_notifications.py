from decimal import Decimal

import pytest
from django.core import mail

from core.models import OutboxMessage
from ordering.models import OrderStatus
from ordering.services import notifications
from organisation.models import Config

from .factories import OrderFactory
from .helpers import post


@pytest.fixture
def branch_mail(branch):
    branch.email = "filiale@example.com"
    branch.save()
    return branch


def test_status_change_mails_customer_and_branch_after_commit(
    employee_client, order, branch_mail, django_capture_on_commit_callbacks
):
    # when: the change is committed only when the callbacks run
    with django_capture_on_commit_callbacks(execute=False) as callbacks:
        response = post(employee_client, f"/api/orders/{order.id}/status/confirm")
    assert response.status_code == 200
    assert mail.outbox == []
    # the change stores one effect per channel (customer mail, branch mail, SMS), each delivered after commit
    assert sorted(OutboxMessage.objects.values_list("task", flat=True)) == [
        "ordering.services.notifications.send_branch_email",
        "ordering.services.notifications.send_customer_email",
        "ordering.services.notifications.send_sms",
    ]
    for callback in callbacks:
        callback()

    # then
    assert [(message.to, message.subject) for message in mail.outbox] == [
        (["erika@example.com"], f"Ihre Bestellung Nr. {order.ticket_number} wurde bestätigt"),
        (["filiale@example.com"], f"Bestellung Nr. {order.ticket_number}: Bestätigt"),
    ]
    customer = mail.outbox[0]
    assert "Guten Tag Erika Musterfrau," in customer.body
    assert "wurde bestätigt und wird bearbeitet" in customer.body
    assert f"http://127.0.0.1:8000/status/{order.uid}/{order.hash}" in customer.body
    assert "1 Stk. Wiener Schnitzel: 12,90 EUR" in customer.body
    assert customer.alternatives[0][1] == "text/html"
    # the staff read the stored number grouped
    staff = mail.outbox[1]
    assert "Kunde: Erika Musterfrau, +43 664 1234567, erika@example.com" in staff.body
    assert "Kunde: Erika Musterfrau, +43 664 1234567, erika@example.com" in staff.alternatives[0][0]


def test_delivered_mails_customer_and_branch(employee_client, branch_mail, config, django_capture_on_commit_callbacks):
    # given
    order = OrderFactory(branch=branch_mail, status=OrderStatus.IN_DELIVERY, is_delivery=True)

    # when
    with django_capture_on_commit_callbacks(execute=True):
        response = post(employee_client, f"/api/orders/{order.id}/status/delivered")

    # then
    assert response.status_code == 200
    assert [(message.to, message.subject) for message in mail.outbox] == [
        (["erika@example.com"], f"Ihre Bestellung Nr. {order.ticket_number} wurde zugestellt"),
        (["filiale@example.com"], f"Bestellung Nr. {order.ticket_number}: Zugestellt"),
    ]
    assert f"Ihre Bestellung Nr. {order.ticket_number} wurde zugestellt." in mail.outbox[0].body


def test_refused_change_sends_nothing(employee_client, branch, config, django_capture_on_commit_callbacks):
    # given
    order = OrderFactory(branch=branch, status=OrderStatus.COMPLETED)

    # when
    with django_capture_on_commit_callbacks(execute=True) as callbacks:
        response = post(employee_client, f"/api/orders/{order.id}/status/cancel")

    # then
    assert response.status_code == 409
    assert callbacks == []
    assert mail.outbox == []


def test_sms_only_when_the_plugin_is_on(employee_client, order, sms_outbox, django_capture_on_commit_callbacks):
    # when: plugin off
    with django_capture_on_commit_callbacks(execute=True):
        post(employee_client, f"/api/orders/{order.id}/status/confirm")

    # then
    assert sms_outbox == []

    # when: plugin on
    Config.objects.filter(pk=1).update(enable_plugin_sms=True)
    with django_capture_on_commit_callbacks(execute=True):
        post(employee_client, f"/api/orders/{order.id}/status/in-delivery")

    # then
    assert len(sms_outbox) == 1
    to, text = sms_outbox[0]
    assert to == "+436641234567"
    assert f"Ihre Bestellung Nr. {order.ticket_number} ist abholbereit." in text


def test_counter_appointment_mail_explains_the_proposal(order, django_capture_on_commit_callbacks):
    # when
    notifications.send_customer_email(order.id, notifications.Event.COUNTER_APPOINTMENT)

    # then
    assert mail.outbox[0].subject == f"Neuer Terminvorschlag zu Ihrer Bestellung Nr. {order.ticket_number}"


def test_resend_new_order_email(employee_client, order, django_capture_on_commit_callbacks):
    # when
    with django_capture_on_commit_callbacks(execute=True):
        response = post(employee_client, f"/api/orders/{order.id}/resend-new-order-email")

    # then
    assert response.status_code == 200
    assert [message.subject for message in mail.outbox] == [
        f"Ihre Bestellung Nr. {order.ticket_number} ist eingegangen"
    ]


def test_resend_new_order_sms(employee_client, order, sms_outbox, django_capture_on_commit_callbacks):
    # given
    Config.objects.filter(pk=1).update(enable_plugin_sms=True)

    # when
    with django_capture_on_commit_callbacks(execute=True):
        response = post(employee_client, f"/api/orders/{order.id}/resend-new-order-sms")

    # then
    assert response.status_code == 200
    assert [to for to, _ in sms_outbox] == ["+436641234567"]


@pytest.mark.parametrize(
    ("path", "missing", "code"),
    [
        ("resend-new-order-email", {"email": ""}, "no_email"),
        ("resend-new-order-sms", {"phone": ""}, "no_phone"),
        # SMS plugin off
        ("resend-new-order-sms", {}, "no_phone"),
    ],
)
def test_resend_without_recipient_is_refused(
    employee_client, branch, config, sms_outbox, path, missing, code, django_capture_on_commit_callbacks
):
    # given
    order = OrderFactory(branch=branch, **missing)

    # when
    with django_capture_on_commit_callbacks(execute=True):
        response = post(employee_client, f"/api/orders/{order.id}/{path}")

    # then
    assert response.status_code == 409
    assert response.json() == {"errors": [{"message": "Bestätigung konnte nicht versendet werden.", "code": code}]}
    assert mail.outbox == []
    assert sms_outbox == []


def test_the_mail_summary_writes_items_and_amounts_as_the_receipt(
    branch_mail, config, django_capture_on_commit_callbacks
):
    # given: half a kilogram of cheese and a total above a thousand
    cheese = {"name": "Bergkäse", "unit": "kilogram", "price": "28.00", "tax": "10.00", "calculation_model": "fixed"}
    order = OrderFactory(branch=branch_mail, total_gross=Decimal("1234.50"), items=[(1, cheese, Decimal("0.5"))])

    # when
    notifications.send_branch_email(order.id, notifications.Event.CREATED)

    # then
    body = mail.outbox[0].body
    assert "- 0,5 kg Bergkäse: 14,00 EUR" in body
    assert "Summe: 1.234,50 EUR" in body


@pytest.mark.parametrize(
    ("kind", "event", "status"),
    [
        ({"is_delivery": True}, "in_delivery", "In Zustellung"),
        ({}, "in_delivery", "Abholbereit"),
        ({"is_dine_in": True}, "in_delivery", "Abholbereit"),
        ({"is_delivery": True}, "delivered", "Zugestellt"),
        ({}, "confirmed", "Bestätigt"),
        ({"is_dine_in": True}, "completed", "Abgeschlossen"),
        ({"is_delivery": True}, "canceled", "Storniert"),
    ],
    ids=["delivery", "takeaway", "dine-in", "delivered", "takeaway-confirmed", "dine-in-completed", "canceled"],
)
def test_the_staff_mail_names_the_status_by_the_order_type(
    branch_mail, config, kind, event, status, django_capture_on_commit_callbacks
):
    # given: an order of the type in the status the event brought
    order = OrderFactory(branch=branch_mail, ticket_number=1, status=event, **kind)

    # when
    notifications.send_branch_email(order.id, event)

    # then
    message = mail.outbox[0]
    assert message.subject == f"Bestellung Nr. 1: {status}"
    assert message.body.startswith(f"Neuer Status: {status}.\n")
    assert f"<p>Neuer Status: {status}.</p>" in message.alternatives[0][0]


def test_a_late_staff_mail_names_the_change_it_announces(branch_mail, config):
    # given: the takeaway order was ready for pick-up and has been completed before the mail went out
    order = OrderFactory(branch=branch_mail, ticket_number=1, status=OrderStatus.COMPLETED)

    # when
    notifications.send_branch_email(order.id, notifications.Event.IN_DELIVERY)

    # then
    assert mail.outbox[0].subject == "Bestellung Nr. 1: Abholbereit"


@pytest.mark.parametrize(
    ("kind", "label"),
    [({"is_delivery": True}, "In Zustellung"), ({}, "Abholbereit"), ({"is_dine_in": True}, "Abholbereit")],
)
def test_an_orders_status_label_follows_its_type(kind, label, branch):
    assert OrderFactory(branch=branch, status=OrderStatus.IN_DELIVERY, **kind).status_label == label
