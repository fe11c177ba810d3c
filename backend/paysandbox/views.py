"""The sandbox's HTTP APIs (Mollie v2 and Datatrans v1 subsets) and its payment page.

Mounted under /sandbox/ only when PAYMENT_SANDBOX is on (never with DJANGO_ENV=production: config.urls
does not even include these URLs). Plain Django views, not the shop's API: they answer in the providers'
own shapes, so the real client libraries read them as they read Mollie and Datatrans.
"""

import base64
import binascii
import json
import re
import secrets
from decimal import Decimal

from django.db import IntegrityError, transaction
from django.http import Http404, HttpResponse, HttpResponseRedirect, JsonResponse
from django.shortcuts import render
from django.utils import timezone
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_http_methods

from payments.config import provider_config

from . import webhooks
from .models import Kind, SandboxPayment, datatrans_id, in_minutes, mollie_id
from .representations import (
    datatrans_json,
    expire_if_due,
    iso,
    minor,
    mollie_json,
    mollie_refund_json,
    money,
    pay_page_url,
)

MOLLIE_VALUE = re.compile(r"^[0-9]{1,10}\.[0-9]{2}$")
CURRENCY = re.compile(r"^[A-Z]{3}$")
URL = re.compile(r"^https?://\S{1,490}$")
MOLLIE_EXPIRY_MINUTES = 15
DATATRANS_EXPIRY_MINUTES = 30


def _json_body(request) -> dict | None:
    try:
        data = json.loads(request.body or b"{}")
    except (ValueError, UnicodeDecodeError):
        return None
    return data if isinstance(data, dict) else None


def _key(request) -> str:
    return request.headers.get("Idempotency-Key", "")[:100]


# --- Mollie v2 ------------------------------------------------------------------------------------


def _mollie_error(status: int, detail: str, field: str | None = None) -> JsonResponse:
    titles = {400: "Bad Request", 401: "Unauthorized Request", 404: "Not Found", 422: "Unprocessable Entity"}
    body = {"status": status, "title": titles.get(status, "Error"), "detail": detail}
    if field:
        body["field"] = field
    return JsonResponse(body, status=status, content_type="application/hal+json")


def _mollie_authorised(request) -> bool:
    expected = f"Bearer {provider_config().mollie_api_key}"
    return secrets.compare_digest(request.headers.get("Authorization", ""), expected)


def _mollie_answer(data: dict, status: int = 200) -> JsonResponse:
    return JsonResponse(data, status=status, content_type="application/hal+json")


def _mollie_money(value) -> tuple[Decimal | None, str]:
    if not isinstance(value, dict):
        return None, ""
    amount, currency = value.get("value"), value.get("currency")
    if not isinstance(amount, str) or not MOLLIE_VALUE.match(amount) or not isinstance(currency, str):
        return None, ""
    if not CURRENCY.match(currency) or Decimal(amount) <= 0:
        return None, ""
    return Decimal(amount), currency


@csrf_exempt
@require_http_methods(["POST"])
def mollie_payments(request):
    if not _mollie_authorised(request):
        return _mollie_error(401, "Missing authentication, or failed to authenticate")
    data = _json_body(request)
    if data is None:
        return _mollie_error(400, "The request body is not valid JSON")
    amount, currency = _mollie_money(data.get("amount"))
    if amount is None:
        return _mollie_error(422, "The amount is invalid", "amount")
    description = data.get("description")
    if not isinstance(description, str) or not description.strip():
        return _mollie_error(422, "The description is invalid", "description")
    redirect_url, webhook_url = data.get("redirectUrl"), data.get("webhookUrl") or ""
    if not isinstance(redirect_url, str) or not URL.match(redirect_url):
        return _mollie_error(422, "The redirect URL is invalid", "redirectUrl")
    if not isinstance(webhook_url, str) or (webhook_url and not URL.match(webhook_url)):
        return _mollie_error(422, "The webhook URL is invalid", "webhookUrl")
    metadata = data.get("metadata") if isinstance(data.get("metadata"), dict) else {}
    key = _key(request)
    replayed = SandboxPayment.objects.filter(kind=Kind.MOLLIE, idempotency_key=key).first() if key else None
    if replayed is not None:
        return _mollie_answer(mollie_json(replayed, request), 201)
    payment = SandboxPayment.objects.create(
        kind=Kind.MOLLIE,
        public_id=mollie_id(),
        status="open",
        amount=amount,
        currency=currency,
        description=description[:255],
        metadata=metadata,
        redirect_url=redirect_url,
        webhook_url=webhook_url,
        idempotency_key=key,
        expires_at=in_minutes(MOLLIE_EXPIRY_MINUTES)(),
    )
    return _mollie_answer(mollie_json(payment, request), 201)


def _mollie_payment(payment_id: str) -> SandboxPayment | None:
    return SandboxPayment.objects.filter(kind=Kind.MOLLIE, public_id=payment_id).first()


@csrf_exempt
@require_http_methods(["GET"])
def mollie_payment(request, payment_id: str):
    if not _mollie_authorised(request):
        return _mollie_error(401, "Missing authentication, or failed to authenticate")
    payment = _mollie_payment(payment_id)
    if payment is None:
        return _mollie_error(404, f"No payment exists with token {payment_id}.")
    return _mollie_answer(mollie_json(expire_if_due(payment), request))


@csrf_exempt
@require_http_methods(["POST"])
def mollie_refunds(request, payment_id: str):
    if not _mollie_authorised(request):
        return _mollie_error(401, "Missing authentication, or failed to authenticate")
    data = _json_body(request)
    if data is None:
        return _mollie_error(400, "The request body is not valid JSON")
    with transaction.atomic():
        payment = SandboxPayment.objects.select_for_update().filter(kind=Kind.MOLLIE, public_id=payment_id).first()
        if payment is None:
            return _mollie_error(404, f"No payment exists with token {payment_id}.")
        key = _key(request)
        for refund in payment.refunds:
            if key and refund.get("idempotencyKey") == key:
                return _mollie_answer(mollie_refund_json(payment, refund), 201)
        amount, currency = _mollie_money(data.get("amount"))
        if amount is None or currency != payment.currency:
            return _mollie_error(422, "The amount is invalid", "amount")
        if payment.status != "paid":
            return _mollie_error(422, "The payment cannot be refunded", "amount")
        if amount > payment.amount - payment.amount_refunded:
            return _mollie_error(422, "The amount is higher than the amount remaining", "amount")
        refund = {
            "id": "re_" + secrets.token_hex(8),
            "amount": money(amount, currency),
            "status": "refunded",
            "createdAt": iso(timezone.now()),
            "description": str(data.get("description") or "")[:255],
            "idempotencyKey": key,
        }
        payment.refunds = [*payment.refunds, refund]
        payment.amount_refunded += amount
        payment.save(update_fields=["refunds", "amount_refunded"])
        webhooks.send_after_commit(payment)
    return _mollie_answer(mollie_refund_json(payment, refund), 201)


# --- Datatrans v1 ---------------------------------------------------------------------------------


def _datatrans_error(status: int, code: str, message: str) -> JsonResponse:
    return JsonResponse({"error": {"code": code, "message": message}}, status=status)


def _datatrans_authorised(request) -> bool:
    config = provider_config()
    expected = base64.b64encode(f"{config.datatrans_merchant_id}:{config.datatrans_password}".encode()).decode()
    header = request.headers.get("Authorization", "")
    try:
        given = header.removeprefix("Basic ") if header.startswith("Basic ") else ""
        base64.b64decode(given, validate=True)
    except (binascii.Error, ValueError):
        return False
    return bool(given) and secrets.compare_digest(given, expected)


def _datatrans_amount(data: dict, name: str = "amount") -> int | None:
    value = data.get(name)
    return value if isinstance(value, int) and not isinstance(value, bool) and 0 < value < 10**12 else None


@csrf_exempt
@require_http_methods(["POST"])
def datatrans_transactions(request):
    if not _datatrans_authorised(request):
        return _datatrans_error(401, "UNAUTHORIZED", "Invalid credentials")
    data = _json_body(request)
    if data is None:
        return _datatrans_error(400, "INVALID_JSON_PAYLOAD", "Invalid JSON")
    amount, currency, refno = _datatrans_amount(data), data.get("currency"), data.get("refno")
    if amount is None:
        return _datatrans_error(400, "INVALID_PROPERTY", "init.amount is invalid")
    if not isinstance(currency, str) or not CURRENCY.match(currency):
        return _datatrans_error(400, "INVALID_PROPERTY", "init.currency is invalid")
    if not isinstance(refno, str) or not 0 < len(refno) <= 20:
        return _datatrans_error(400, "INVALID_PROPERTY", "init.refno is invalid")
    redirect = data.get("redirect") if isinstance(data.get("redirect"), dict) else {}
    urls = {name: redirect.get(name) for name in ("successUrl", "cancelUrl", "errorUrl")}
    if any(not isinstance(url, str) or not URL.match(url) for url in urls.values()):
        return _datatrans_error(400, "INVALID_PROPERTY", "init.redirect is invalid")
    webhook = data.get("webhook") if isinstance(data.get("webhook"), dict) else {}
    webhook_url = webhook.get("url") or ""
    if not isinstance(webhook_url, str) or (webhook_url and not URL.match(webhook_url)):
        return _datatrans_error(400, "INVALID_PROPERTY", "init.webhook.url is invalid")
    key = _key(request)
    payment = SandboxPayment.objects.filter(kind=Kind.DATATRANS, idempotency_key=key).first() if key else None
    if payment is None:
        try:
            payment = SandboxPayment.objects.create(
                kind=Kind.DATATRANS,
                public_id=datatrans_id(),
                status="initialized",
                amount=Decimal(amount) / 100,
                currency=currency,
                refno=refno,
                success_url=urls["successUrl"],
                cancel_url=urls["cancelUrl"],
                error_url=urls["errorUrl"],
                webhook_url=webhook_url,
                auto_settle=data.get("autoSettle") is not False,
                idempotency_key=key,
                expires_at=in_minutes(DATATRANS_EXPIRY_MINUTES)(),
            )
        except IntegrityError:
            payment = SandboxPayment.objects.get(kind=Kind.DATATRANS, idempotency_key=key)
    response = JsonResponse({"transactionId": payment.public_id}, status=201)
    response["Location"] = pay_page_url(payment, request)
    return response


def _datatrans_transaction(transaction_id: str, lock: bool = False) -> SandboxPayment | None:
    queryset = SandboxPayment.objects.select_for_update() if lock else SandboxPayment.objects
    return queryset.filter(kind__in=[Kind.DATATRANS, Kind.DATATRANS_CREDIT], public_id=transaction_id).first()


@csrf_exempt
@require_http_methods(["GET"])
def datatrans_transaction(request, transaction_id: str):
    if not _datatrans_authorised(request):
        return _datatrans_error(401, "UNAUTHORIZED", "Invalid credentials")
    payment = _datatrans_transaction(transaction_id)
    if payment is None:
        return _datatrans_error(404, "TRANSACTION_NOT_FOUND", "No transaction found")
    return JsonResponse(datatrans_json(payment))


@csrf_exempt
@require_http_methods(["POST"])
def datatrans_settle(request, transaction_id: str):
    if not _datatrans_authorised(request):
        return _datatrans_error(401, "UNAUTHORIZED", "Invalid credentials")
    data = _json_body(request) or {}
    with transaction.atomic():
        payment = _datatrans_transaction(transaction_id, lock=True)
        if payment is None:
            return _datatrans_error(404, "TRANSACTION_NOT_FOUND", "No transaction found")
        if payment.status == "settled":
            return HttpResponse(status=204)
        if payment.status != "authorized" or _datatrans_amount(data) != minor(payment.amount):
            return _datatrans_error(400, "INVALID_TRANSACTION_STATUS", "Transaction cannot be settled")
        payment.status = "settled"
        payment.save(update_fields=["status"])
    return HttpResponse(status=204)


@csrf_exempt
@require_http_methods(["POST"])
def datatrans_credit(request, transaction_id: str):
    if not _datatrans_authorised(request):
        return _datatrans_error(401, "UNAUTHORIZED", "Invalid credentials")
    data = _json_body(request)
    if data is None:
        return _datatrans_error(400, "INVALID_JSON_PAYLOAD", "Invalid JSON")
    key = _key(request)
    with transaction.atomic():
        payment = _datatrans_transaction(transaction_id, lock=True)
        if payment is None or payment.kind != Kind.DATATRANS:
            return _datatrans_error(404, "TRANSACTION_NOT_FOUND", "No transaction found")
        credit = payment.credits.filter(idempotency_key=key).first() if key else None
        if credit is None:
            amount = _datatrans_amount(data)
            if payment.status not in ("settled", "transmitted"):
                return _datatrans_error(400, "INVALID_TRANSACTION_STATUS", "Transaction cannot be credited")
            if amount is None or Decimal(amount) / 100 > payment.amount - payment.amount_refunded:
                return _datatrans_error(400, "INVALID_PROPERTY", "credit.amount is invalid")
            credit = SandboxPayment.objects.create(
                kind=Kind.DATATRANS_CREDIT,
                public_id=datatrans_id(),
                status="settled",
                amount=Decimal(amount) / 100,
                currency=payment.currency,
                refno=str(data.get("refno") or payment.refno)[:40],
                parent=payment,
                idempotency_key=key,
                expires_at=timezone.now(),
                finished_at=timezone.now(),
            )
            payment.amount_refunded += credit.amount
            payment.save(update_fields=["amount_refunded"])
    return JsonResponse(
        {"transactionId": credit.public_id, "acquirerAuthorizationCode": "100000", "date": iso(credit.created_at)}
    )


# --- the payment page -----------------------------------------------------------------------------

ACTIONS = {
    # action: (Mollie status, Datatrans status)
    "pay": ("paid", "settled"),
    "cancel": ("canceled", "canceled"),
    "fail": ("failed", "failed"),
}


def _page_payment(public_id: str, kind: str, lock: bool = False) -> SandboxPayment:
    queryset = SandboxPayment.objects.select_for_update() if lock else SandboxPayment.objects
    payment = queryset.filter(kind=kind, public_id=public_id).first()
    if payment is None:
        raise Http404()
    return payment


def _is_open(payment: SandboxPayment) -> bool:
    return payment.status in ("open", "initialized") and payment.expires_at > timezone.now()


def _page(request, payment: SandboxPayment, status: int = 200):
    expire_if_due(payment)
    amount = f"{payment.amount:,.2f}".replace(",", " ").replace(".", ",").replace(" ", ".")
    context = {
        "payment": payment,
        "provider": "Mollie" if payment.kind == Kind.MOLLIE else "Datatrans",
        "amount": f"{amount} {payment.currency}",
        "is_open": _is_open(payment),
        "expired": payment.status in ("open", "initialized", "expired") and not _is_open(payment),
    }
    response = render(request, "paysandbox/pay.html", context, status=status)
    response["Cache-Control"] = "no-store"
    return response


def _act(request, public_id: str, kind: str):
    if request.method == "GET":
        return _page(request, _page_payment(public_id, kind))
    action = request.POST.get("action", "")
    if action not in ACTIONS:
        return _page(request, _page_payment(public_id, kind), status=400)
    with transaction.atomic():
        payment = _page_payment(public_id, kind, lock=True)
        if not _is_open(payment):
            return _page(request, payment, status=409)
        mollie_status, datatrans_status = ACTIONS[action]
        if kind == Kind.MOLLIE:
            payment.status = mollie_status
        else:
            payment.status = datatrans_status if payment.auto_settle or action != "pay" else "authorized"
        payment.finished_at = timezone.now()
        payment.save(update_fields=["status", "finished_at"])
        webhooks.send_after_commit(payment)
    if kind == Kind.MOLLIE:
        target = payment.redirect_url
    else:
        target = {"pay": payment.success_url, "cancel": payment.cancel_url, "fail": payment.error_url}[action]
        separator = "&" if "?" in target else "?"
        target = f"{target}{separator}datatransTrxId={payment.public_id}"
    return HttpResponseRedirect(target, status=303)


@csrf_exempt
@require_http_methods(["GET", "POST"])
def mollie_page(request, payment_id: str):
    return _act(request, payment_id, Kind.MOLLIE)


@csrf_exempt
@require_http_methods(["GET", "POST"])
def datatrans_page(request, transaction_id: str):
    return _act(request, transaction_id, Kind.DATATRANS)
