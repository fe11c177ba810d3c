"""The sandbox calls the shop's webhook like the providers do: after the change is committed, from a
thread of its own, over HTTP.

Never inside the request that changed the payment: a gunicorn thread that waited for its own server to
answer could wait for itself (every thread busy), and a webhook must not see an uncommitted change.
The thread posts and is done; pytest's live_server and gunicorn's threads answer it like any client.
"""

import json
import logging
import threading
import time

import httpx
from django.db import transaction

from payments.config import provider_config
from payments.providers.datatrans import signature_header

from .models import Kind, SandboxPayment
from .representations import datatrans_json

logger = logging.getLogger(__name__)
ATTEMPTS = 3
_threads: list[threading.Thread] = []
_lock = threading.Lock()


def send_after_commit(payment: SandboxPayment) -> None:
    pk = payment.pk
    transaction.on_commit(lambda: _start(pk))


def _start(pk: int) -> None:
    # read in the committing request's thread: the sending thread only speaks HTTP, never to the database
    payment = SandboxPayment.objects.filter(pk=pk).first()
    if payment is None or not payment.webhook_url:
        return
    body, headers = request_for(payment)
    args = (payment.public_id, payment.webhook_url, body, headers)
    thread = threading.Thread(target=_deliver, args=args, name=f"sandbox-webhook-{pk}", daemon=True)
    with _lock:
        _threads[:] = [t for t in _threads if t.is_alive()]
        _threads.append(thread)
    thread.start()


def wait_for_webhooks(timeout: float = 20.0) -> None:
    """Tests: wait until every webhook sent so far was answered."""
    deadline = time.monotonic() + timeout
    while True:
        with _lock:
            alive = [t for t in _threads if t.is_alive()]
        if not alive:
            return
        alive[0].join(max(0.0, deadline - time.monotonic()))
        if time.monotonic() >= deadline:
            return


def request_for(payment: SandboxPayment) -> tuple[bytes, dict]:
    """The webhook's body and headers as the provider would send them."""
    if payment.kind == Kind.MOLLIE:
        return f"id={payment.public_id}".encode(), {"Content-Type": "application/x-www-form-urlencoded"}
    body = json.dumps(datatrans_json(payment), separators=(",", ":")).encode()
    timestamp = str(int(time.time() * 1000))
    return body, {
        "Content-Type": "application/json",
        "Datatrans-Signature": signature_header(provider_config().datatrans_hmac_key, body, timestamp),
    }


def _deliver(public_id: str, url: str, body: bytes, headers: dict) -> None:
    for attempt in range(ATTEMPTS):
        try:
            response = httpx.post(url, content=body, headers=headers, timeout=20)
            logger.info("sandbox webhook %s answered %s", public_id, response.status_code)
            if response.status_code < 500:
                return
        except Exception as error:  # a thread of its own: report, never raise (the shop may be shutting down)
            logger.warning("sandbox webhook %s failed: %s", public_id, error)
        time.sleep(0.5 * (attempt + 1))
