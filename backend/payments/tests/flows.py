"""Steps of an online payment as a browser takes them, over real HTTP against the live server."""

from decimal import Decimal

import httpx

from ordering.models import Order
from ordering.tests.create_setup import draft
from payments.models import PaymentStatus
from paysandbox.models import SandboxPayment
from paysandbox.webhooks import wait_for_webhooks


def place_online(base_url: str, shop, method: str, **fields) -> dict:
    response = httpx.post(f"{base_url}/api/orders", json=draft(shop, paymentMethod=method, **fields), timeout=30)
    assert response.status_code == 201, response.text
    return response.json()["data"]


def on_pay_page(url: str, action: str) -> str:
    """Press 'Bezahlen' (pay), 'Abbrechen' (cancel) or 'Fehlschlagen' (fail); the address the page sends the browser to."""
    page = httpx.get(url, timeout=30)
    assert page.status_code == 200
    response = httpx.post(url, data={"action": action}, timeout=30)
    assert response.status_code == 303, response.text
    wait_for_webhooks()
    return response.headers["Location"]


def follow(url: str) -> str:
    """Where the shop sends the browser coming back (one redirect), or the URL itself when it is a page."""
    response = httpx.get(url, timeout=30, follow_redirects=False)
    if response.status_code in (301, 302, 303):
        return response.headers["Location"]
    assert response.status_code == 200, response.text
    return url


def order_of(data: dict) -> Order:
    return Order.objects.select_related("payment").get(uid=data["uid"])


def paid_order(base_url, shop, method) -> Order:
    """One Wiener Schnitzel to take away (12.90), paid on the provider's page.

    The sandbox sends no further webhooks for it: the refund answers alone say what happened (a webhook
    thread writing to the test's in-memory SQLite while the test writes fails with 'table is locked').
    """
    data = place_online(base_url, shop, method)
    follow(on_pay_page(data["paymentRedirectUrl"], "pay"))
    order = order_of(data)
    assert (order.is_paid, order.total_gross, order.payment.status) == (True, Decimal("12.90"), PaymentStatus.PAID)
    SandboxPayment.objects.filter(public_id=order.payment.provider_id).update(webhook_url="")
    return order


def refunded_at_provider(order) -> Decimal:
    return SandboxPayment.objects.get(public_id=order.payment.provider_id).amount_refunded
