"""An online order whose payment never reached the provider (the server died in between): the customer's
repeat starts it, and an order nobody repeats is failed after an hour; none waits without a payment for good."""

import datetime

import httpx
import pytest
from django.conf import settings as django_settings
from django.utils import timezone

from audit.models import LogEntry
from ordering.models import Order, OrderStatus
from ordering.services.payment_recovery import fail_unstarted
from ordering.tests.create_setup import draft
from payments.models import Payment, PaymentStatus
from payments.services import check_waiting_payments
from paysandbox.models import SandboxPayment

from .flows import order_of, place_online

pytestmark = pytest.mark.django_db(transaction=True)


def _died_before_the_payment(order: Order) -> None:
    """What a kill -9 between the order's commit and the payment's leaves: the order, no payment."""
    payment = order.payment
    Order.objects.filter(pk=order.pk).update(payment=None)
    Payment.objects.filter(pk=payment.pk).delete()
    SandboxPayment.objects.all().delete()


def _died_at_the_provider(order: Order) -> None:
    """A kill -9 while the provider was asked: the payment row, never created at the provider."""
    Payment.objects.filter(pk=order.payment_id).update(provider_id="", checkout_url="")
    SandboxPayment.objects.all().delete()


@pytest.mark.parametrize("crash", [_died_before_the_payment, _died_at_the_provider], ids=["no-payment", "not-started"])
def test_the_customers_repeat_gets_a_working_payment_page(base_url, paying_shop, crash):
    # given: the first submit's order committed, its payment never reached the provider
    headers = {"Idempotency-Key": "absturz-1"}
    body = draft(paying_shop, paymentMethod="mollie")
    first = httpx.post(f"{base_url}/api/orders", json=body, headers=headers, timeout=30)
    assert first.status_code == 201
    crash(order_of(first.json()["data"]))

    # when: the customer submits again (the same key)
    again = httpx.post(f"{base_url}/api/orders", json=body, headers=headers, timeout=30)

    # then: the same order, now with a payment the provider knows, and its page
    assert again.status_code == 200, again.text
    order = order_of(again.json()["data"])
    assert order.uid == first.json()["data"]["uid"]
    sandboxed = SandboxPayment.objects.get()
    assert (order.payment.provider_id, order.payment.status) == (sandboxed.public_id, PaymentStatus.OPEN)
    assert again.json()["data"]["paymentRedirectUrl"] == order.payment.checkout_url != ""
    assert (Order.objects.count(), Payment.objects.count()) == (1, 1)


def test_an_order_whose_payment_never_started_is_failed_after_an_hour(base_url, paying_shop):
    # given: three online orders whose payment never reached the provider (one without a payment row), one started
    orders = [order_of(place_online(base_url, paying_shop, "mollie")) for _ in range(4)]
    _died_before_the_payment(orders[0])
    Payment.objects.filter(pk=orders[1].payment_id).update(provider_id="", checkout_url="")
    Payment.objects.filter(pk=orders[2].payment_id).update(provider_id="", checkout_url="")
    now = timezone.now()
    an_hour_ago = now - datetime.timedelta(minutes=61)
    Order.objects.filter(pk__in=[orders[0].pk, orders[1].pk, orders[3].pk]).update(created_at=an_hour_ago)
    Payment.objects.filter(pk__in=[orders[1].payment_id, orders[3].payment_id]).update(created_at=an_hour_ago)

    # when: the periodic jobs (the payment row never started: the payments area's; no payment row: ordering's)
    check_waiting_payments(now)
    failed = fail_unstarted(now)

    # then: the two older than an hour failed; the recent one and the started one wait on
    assert failed == 1
    assert Payment.objects.get(pk=orders[1].payment_id).status == PaymentStatus.NOT_STARTED
    statuses = dict(Order.objects.values_list("pk", "status"))
    assert [statuses[order.pk] for order in orders] == [
        OrderStatus.FAILED,
        OrderStatus.FAILED,
        OrderStatus.NEW,
        OrderStatus.NEW,
    ]
    assert (
        LogEntry.objects.filter(
            entity="order", entity_id__in=[str(orders[0].pk), str(orders[1].pk)], action="state"
        ).count()
        == 2
    )
    assert fail_unstarted(now) == 0
    schedule = django_settings.CELERY_BEAT_SCHEDULE["fail-unstarted-online-orders"]
    assert schedule["task"] == "ordering.tasks.fail_unstarted_online_orders"
    assert str(schedule["schedule"]) == "<crontab: */5 * * * * (m/h/dM/MY/d)>"
