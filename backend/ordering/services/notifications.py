"""German e-mails and text messages about an order, sent by background tasks after commit.

The services call notify_order_event() in the change's transaction; it stores one effect per channel
(core.tasks.enqueue), so nothing is sent for a change that is rolled back, nothing is lost when the process
dies after the commit, and a slow mail server never holds a database lock.
"""

import logging
from urllib.parse import urlsplit

from celery import shared_task
from django.core.mail import EmailMultiAlternatives
from django.db import models
from django.template.loader import render_to_string

from core.public_url import public_base_url
from core.sms import get_provider
from core.tasks import delivery_key, enqueue_all
from organisation.models import Config

from ..documents.price_note import price_note
from ..documents.receipt_text import item_label, money
from ..models import Order, OrderStatus, status_label

logger = logging.getLogger(__name__)


class Event(models.TextChoices):
    """What happened to an order; each has its own subject and wording."""

    CREATED = "created", "Eingegangen"
    CONFIRMED = "confirmed", "Bestätigt"
    # the branch proposes another time and waits for the customer
    COUNTER_APPOINTMENT = "counter_appointment", "Terminvorschlag"
    COUNTER_APPOINTMENT_ACCEPTED = "counter_appointment_accepted", "Terminvorschlag angenommen"
    COUNTER_APPOINTMENT_DECLINED = "counter_appointment_declined", "Terminvorschlag abgelehnt"
    REJECTED = "rejected", "Abgelehnt"
    CANCELED = "canceled", "Storniert"
    IN_DELIVERY = "in_delivery", "Unterwegs / abholbereit"
    DELIVERED = "delivered", "Zugestellt"
    COMPLETED = "completed", "Abgeschlossen"


# what the customer reads; {number} is 'Nr. 12'
CUSTOMER_SUBJECTS = {
    Event.CREATED: "Ihre Bestellung {number} ist eingegangen",
    Event.CONFIRMED: "Ihre Bestellung {number} wurde bestätigt",
    Event.COUNTER_APPOINTMENT: "Neuer Terminvorschlag zu Ihrer Bestellung {number}",
    Event.COUNTER_APPOINTMENT_ACCEPTED: "Ihre Bestellung {number} wurde bestätigt",
    Event.COUNTER_APPOINTMENT_DECLINED: "Ihre Bestellung {number} wurde storniert",
    Event.REJECTED: "Ihre Bestellung {number} wurde abgelehnt",
    Event.CANCELED: "Ihre Bestellung {number} wurde storniert",
    Event.IN_DELIVERY: "Ihre Bestellung {number} ist unterwegs",
    Event.DELIVERED: "Ihre Bestellung {number} wurde zugestellt",
    Event.COMPLETED: "Ihre Bestellung {number} ist abgeschlossen",
}
PICKUP_SUBJECT = "Ihre Bestellung {number} ist abholbereit"
QUOTATION_SUBJECT = "Ihre Angebotsanfrage {number} ist eingegangen"
BRANCH_SUBJECTS = {
    Event.CREATED: "Neue Bestellung {number}",
    Event.COUNTER_APPOINTMENT_ACCEPTED: "Bestellung {number}: Terminvorschlag angenommen",
    Event.COUNTER_APPOINTMENT_DECLINED: "Bestellung {number}: Terminvorschlag abgelehnt, storniert",
}
BRANCH_SUBJECT = "Bestellung {number}: {status}"


def _load(order_id: int):
    return Order.objects.select_related("branch").prefetch_related("items").filter(pk=order_id).first()


def status_url(order) -> str:
    return f"{public_base_url()}/status/{order.uid}/{order.hash}"


def customer_subject(order, event: str) -> str:
    if event == Event.CREATED and order.is_quotation:
        template = QUOTATION_SUBJECT
    elif event == Event.IN_DELIVERY and not order.is_delivery:
        template = PICKUP_SUBJECT
    else:
        template = CUSTOMER_SUBJECTS[event]
    return template.format(number=order.display_number)


def event_status_label(order, event: str) -> str:
    """The status an event brought, by the order's type ('Abholbereit' for takeaway and dine-in); an event
    that is no status change (a counter appointment) names the order's status. The event's, not the order's
    status at sending time: a mail sent late still names the change it announces."""
    status = event if event in OrderStatus.values else order.status
    return status_label(status, order.is_delivery)


def branch_subject(order, event: str) -> str:
    template = BRANCH_SUBJECTS.get(event, BRANCH_SUBJECT)
    return template.format(number=order.display_number, status=event_status_label(order, event))


def _context(order, event: str) -> dict:
    return {
        "order": order,
        "event": event,
        "status_url": status_url(order),
        "status_label": event_status_label(order, event),
        "config": Config.load(),
        "price_note": price_note(order),
        "summary": _summary(order),
    }


def _summary(order) -> dict:
    """The order's items and amounts as the receipts write them (documents.receipt_text); a hidden price: ''."""
    return {
        "items": [(item_label(item), "" if item.is_price_hidden else money(item.gross)) for item in order.items.all()],
        "delivery": money(order.delivery_gross),
        "total": money(order.total_gross),
        "refunded": money(order.amount_refunded),
    }


def _send(subject: str, template: str, context: dict, recipient: str) -> None:
    text = render_to_string(f"ordering/mail/{template}.txt", context)
    html = render_to_string(f"ordering/mail/{template}.html", context)
    mail = EmailMultiAlternatives(subject, text, None, [recipient])
    mail.attach_alternative(html, "text/html")
    key = delivery_key()
    if key is not None:
        # a repeated delivery of the same effect carries the same Message-ID: mail programs show it once
        mail.extra_headers["Message-ID"] = f"<{key}@{urlsplit(public_base_url()).hostname or 'localhost'}>"
    mail.send()


@shared_task
def send_customer_email(order_id: int, event: str) -> None:
    order = _load(order_id)
    if order is None or not order.email:
        return
    _send(customer_subject(order, event), "customer", _context(order, event), order.email)
    logger.info("order mail sent order=%s event=%s to=customer", order_id, event)


@shared_task
def send_branch_email(order_id: int, event: str) -> None:
    order = _load(order_id)
    if order is None or not order.branch.email:
        return
    _send(branch_subject(order, event), "branch", _context(order, event), order.branch.email)
    logger.info("order mail sent order=%s event=%s to=branch", order_id, event)


@shared_task
def send_sms(order_id: int, event: str) -> None:
    order = _load(order_id)
    if order is None or not order.phone or not Config.load().enable_plugin_sms:
        return
    text = render_to_string("ordering/mail/sms.txt", _context(order, event)).strip()
    get_provider().send(order.phone, text)
    logger.info("order sms sent order=%s event=%s", order_id, event)


def notify_order_event(order_id: int, event: str) -> None:
    """Everyone who hears about this event: the customer (mail, SMS) and the branch (mail).

    Called inside the change's transaction: each channel is stored there as an effect of its own
    (core.tasks.enqueue), so a crash after the commit loses none and a repeat sends none twice, a failing
    mail server keeps neither the branch's mail nor the SMS back, and a channel is retried alone.
    """
    enqueue_all([(channel, (order_id, event), {}) for channel in (send_customer_email, send_branch_email, send_sms)])
