"""Datatrans through its REST API v1 (https://api-reference.datatrans.ch) with httpx.

- init: POST /v1/transactions with the amount in minor units, refno, the three redirect URLs and the
  webhook URL (autoSettle: the payment is settled once authorised); the customer goes to
  {DATATRANS_PAY_URL}/v1/start/{transactionId}.
- status: GET /v1/transactions/{transactionId}; an authorised but unsettled one is settled.
- refund: POST /v1/transactions/{transactionId}/credit with the amount (all or part; several add up),
  a credit transaction of its own.
- webhooks carry the transaction's status, signed in the header
  `Datatrans-Signature: t=<timestamp>,s0=<hex HMAC-SHA256 of timestamp + body with the hex-decoded key>`;
  a valid signature only names the transaction: its status is fetched from Datatrans all the same.
  The timestamp (milliseconds since 1970) must lie within SIGNATURE_TOLERANCE of the server's clock, so a
  recorded webhook cannot be replayed later.
Every write sends an Idempotency-Key, so a repeated call changes nothing twice.
"""

import datetime
import hashlib
import hmac
import json
import logging
import re
import time
from decimal import Decimal

import httpx
from django.utils import timezone
from django.utils.dateparse import parse_datetime

from ..config import provider_config
from ..models import PaymentStatus
from .base import ProviderError, RemotePayment, Webhook, WebhookRefused

logger = logging.getLogger(__name__)

TRANSACTION_ID = re.compile(r"^[0-9A-Za-z_-]{1,64}$")
SIGNATURE = re.compile(r"^t=(?P<t>[0-9]{1,20}),s0=(?P<s0>[0-9a-fA-F]{64})$")
OPEN = {"initialized", "challenge_required", "challenge_ongoing", "authenticated"}
STATUSES = {
    "authorized": PaymentStatus.PENDING,
    "settled": PaymentStatus.PAID,
    "transmitted": PaymentStatus.PAID,
    "canceled": PaymentStatus.CANCELED,
    "failed": PaymentStatus.FAILED,
}
CREDITED = {"settled", "transmitted"}
SIGNATURE_MISSING = "Die Signatur (Datatrans-Signature) fehlt oder ist ungültig."
SIGNATURE_TOLERANCE_SECONDS = 5 * 60
SIGNATURE_STALE = (
    "Der Zeitstempel der Signatur (Datatrans-Signature) weicht mehr als 5 Minuten von der Uhrzeit des Servers ab."
)
BODY_INVALID = "Der Inhalt der Benachrichtigung ist ungültig."


_client: httpx.Client | None = None


def _http() -> httpx.Client:
    """One client per process: its connection pool and TLS context are built once (thread-safe)."""
    global _client
    if _client is None:
        _client = httpx.Client(timeout=15)
    return _client


def minor_units(amount: Decimal) -> int:
    return int((amount * 100).to_integral_value())


def sign(key_hex: str, timestamp: str, body: bytes) -> str:
    """The s0 value Datatrans sends: HMAC-SHA256 over timestamp + body, with the key hex-decoded."""
    return hmac.new(bytes.fromhex(key_hex), timestamp.encode() + body, hashlib.sha256).hexdigest()


def signature_header(key_hex: str, body: bytes, timestamp: str) -> str:
    return f"t={timestamp},s0={sign(key_hex, timestamp, body)}"


def verify_signature(key_hex: str, header: str, body: bytes) -> bool:
    match = SIGNATURE.match(header or "")
    if not match or not key_hex:
        return False
    return hmac.compare_digest(sign(key_hex, match["t"], body), match["s0"].lower())


def signature_is_fresh(header: str) -> bool:
    """The signed timestamp (milliseconds) lies within SIGNATURE_TOLERANCE_SECONDS of the server's clock."""
    match = SIGNATURE.match(header or "")
    if not match:
        return False
    return abs(int(match["t"]) / 1000 - time.time()) <= SIGNATURE_TOLERANCE_SECONDS


class DatatransProvider:
    def __init__(self, base_url: str | None = None):
        config = provider_config(base_url)
        self.api_url = config.datatrans_api_url
        self.pay_url = config.datatrans_pay_url
        self.hmac_key = config.datatrans_hmac_key
        self.auth = (config.datatrans_merchant_id, config.datatrans_password)

    def _request(self, method: str, path: str, body: dict | None = None, idempotency_key: str = "") -> httpx.Response:
        headers = {"Accept": "application/json"}
        if idempotency_key:
            headers["Idempotency-Key"] = idempotency_key
        try:
            response = _http().request(method, f"{self.api_url}{path}", json=body, headers=headers, auth=self.auth)
        except httpx.HTTPError as error:
            logger.warning("datatrans %s %s failed: %s", method, path, error)
            raise ProviderError(str(error)) from error
        if response.status_code >= 300:
            logger.warning("datatrans %s %s answered %s: %s", method, path, response.status_code, response.text[:500])
            raise ProviderError(f"Datatrans {response.status_code}")
        return response

    def create(self, payment, *, redirect_url: str, cancel_url: str, webhook_url: str) -> RemotePayment:
        body = {
            "currency": payment.currency,
            "refno": payment.refno,
            "amount": minor_units(payment.amount),
            "autoSettle": True,
            "language": "de",
            "redirect": {"successUrl": redirect_url, "cancelUrl": cancel_url, "errorUrl": cancel_url},
            "webhook": {"url": webhook_url},
        }
        answer = self._request("POST", "/v1/transactions", body, idempotency_key=f"init-{payment.token}")
        transaction_id = str(answer.json().get("transactionId", ""))
        if not TRANSACTION_ID.match(transaction_id):
            raise ProviderError("Datatrans: keine transactionId")
        return RemotePayment(
            id=transaction_id,
            status=PaymentStatus.OPEN,
            amount=payment.amount,
            currency=payment.currency,
            checkout_url=f"{self.pay_url}/v1/start/{transaction_id}",
            provider_status="initialized",
        )

    def _status(self, transaction_id: str) -> dict:
        data = self._request("GET", f"/v1/transactions/{transaction_id}").json()
        if not isinstance(data, dict):
            raise ProviderError("Datatrans: ungültige Antwort")
        return data

    def fetch(self, payment) -> RemotePayment:
        data = self._status(payment.provider_id)
        if data.get("status") == "authorized":
            # autoSettle normally settles; an authorisation left over is settled here
            self._request(
                "POST",
                f"/v1/transactions/{payment.provider_id}/settle",
                {"amount": minor_units(payment.amount), "currency": payment.currency, "refno": payment.refno},
                idempotency_key=f"settle-{payment.token}",
            )
            data = self._status(payment.provider_id)
        remote = self._remote(payment, data)
        # Datatrans reports no refunded total for a payment: refunded once the booked credits cover it
        if remote.status == PaymentStatus.PAID and payment.refund_id and payment.amount_held <= 0:
            credit = self._status(payment.refund_id)
            if credit.get("status") in CREDITED:
                remote = RemotePayment(**{**remote.__dict__, "status": PaymentStatus.REFUNDED})
        return remote

    def refund(self, payment, amount: Decimal, idempotency_key: str) -> str:
        answer = self._request(
            "POST",
            f"/v1/transactions/{payment.provider_id}/credit",
            {"amount": minor_units(amount), "currency": payment.currency, "refno": payment.refno},
            idempotency_key=idempotency_key,
        )
        credit_id = str(answer.json().get("transactionId", ""))
        if not TRANSACTION_ID.match(credit_id):
            raise ProviderError("Datatrans: keine transactionId der Gutschrift")
        return credit_id

    def webhook_payment_id(self, webhook: Webhook) -> str:
        body = webhook.body
        header = webhook.headers.get("Datatrans-Signature", "")
        if not verify_signature(self.hmac_key, header, body):
            raise WebhookRefused(SIGNATURE_MISSING, status=401)
        if not signature_is_fresh(header):
            raise WebhookRefused(SIGNATURE_STALE, status=401)
        try:
            data = json.loads(body)
        except ValueError:
            raise WebhookRefused(BODY_INVALID) from None
        transaction_id = str(data.get("transactionId", "")) if isinstance(data, dict) else ""
        if not TRANSACTION_ID.match(transaction_id):
            raise WebhookRefused(BODY_INVALID)
        return transaction_id

    def _remote(self, payment, data: dict) -> RemotePayment:
        provider_status = str(data.get("status", ""))
        detail = data.get("detail") if isinstance(data.get("detail"), dict) else {}
        if provider_status in OPEN:
            status = PaymentStatus.EXPIRED if _expired(detail) else PaymentStatus.OPEN
        else:
            status = STATUSES.get(provider_status, PaymentStatus.PENDING)
        charged = (detail.get("settle") or detail.get("authorize") or {}).get("amount")
        amount = Decimal(int(charged)) / 100 if isinstance(charged, int) else payment.amount
        if status == PaymentStatus.PAID and not isinstance(charged, int):
            amount = Decimal(-1)  # a settled transaction without an amount is not accepted as paid
        return RemotePayment(
            id=str(data.get("transactionId", payment.provider_id)),
            status=status,
            amount=amount,
            currency=str(data.get("currency", "")),
            provider_status=provider_status,
        )


def _expired(detail: dict) -> bool:
    expires = parse_datetime(str((detail.get("init") or {}).get("expires", "")))
    if expires is None:
        return False
    if timezone.is_naive(expires):
        expires = timezone.make_aware(expires, datetime.UTC)
    return expires <= timezone.now()
