"""How the sandbox answers: the subset of Mollie's payment/refund objects and Datatrans' status object."""

from django.utils import timezone

from core.public_url import public_base_url

from .models import Kind, SandboxPayment

MOLLIE_FINAL = {"paid", "canceled", "expired", "failed"}


def iso(moment) -> str | None:
    return moment.isoformat().replace("+00:00", "Z") if moment else None


def money(value, currency: str) -> dict:
    return {"value": f"{value:.2f}", "currency": currency}


def expire_if_due(payment: SandboxPayment) -> SandboxPayment:
    """Mollie ends an unpaid payment as expired once its time is up (Datatrans keeps it initialised)."""
    if payment.kind == Kind.MOLLIE and payment.status == "open" and payment.expires_at <= timezone.now():
        payment.status = "expired"
        payment.finished_at = payment.expires_at
        payment.save(update_fields=["status", "finished_at"])
    return payment


def pay_page_url(payment: SandboxPayment, request=None) -> str:
    base = public_base_url(request)
    if payment.kind == Kind.MOLLIE:
        return f"{base}/sandbox/pay/{payment.public_id}"
    return f"{base}/sandbox/datatrans-pay/v1/start/{payment.public_id}"


def mollie_json(payment: SandboxPayment, request=None) -> dict:
    base = public_base_url(request)
    data = {
        "resource": "payment",
        "id": payment.public_id,
        "mode": "test",
        "createdAt": iso(payment.created_at),
        "amount": money(payment.amount, payment.currency),
        "description": payment.description,
        "method": "creditcard" if payment.status == "paid" else None,
        "metadata": payment.metadata or None,
        "status": payment.status,
        "isCancelable": False,
        "expiresAt": iso(payment.expires_at) if payment.status == "open" else None,
        "profileId": "pfl_sandbox",
        "sequenceType": "oneoff",
        "redirectUrl": payment.redirect_url,
        "webhookUrl": payment.webhook_url or None,
        "amountRefunded": money(payment.amount_refunded, payment.currency),
        "amountRemaining": money(payment.amount - payment.amount_refunded, payment.currency),
        "_links": {
            "self": {"href": f"{base}/sandbox/mollie/v2/payments/{payment.public_id}", "type": "application/hal+json"},
        },
    }
    if payment.status == "open":
        data["_links"]["checkout"] = {"href": pay_page_url(payment, request), "type": "text/html"}
    if payment.status in MOLLIE_FINAL:
        data[f"{payment.status}At"] = iso(payment.finished_at)
    if payment.refunds:
        data["_links"]["refunds"] = {
            "href": f"{base}/sandbox/mollie/v2/payments/{payment.public_id}/refunds",
            "type": "application/hal+json",
        }
    return {key: value for key, value in data.items() if value is not None}


def mollie_refund_json(payment: SandboxPayment, refund: dict) -> dict:
    return {
        "resource": "refund",
        "id": refund["id"],
        "amount": refund["amount"],
        "status": refund["status"],
        "createdAt": refund["createdAt"],
        "description": refund.get("description", ""),
        "paymentId": payment.public_id,
    }


def minor(value) -> int:
    return int((value * 100).to_integral_value())


def datatrans_json(payment: SandboxPayment) -> dict:
    detail: dict = {"init": {"expires": iso(payment.expires_at)}}
    if payment.status in ("authorized", "settled", "transmitted"):
        detail["authorize"] = {"amount": minor(payment.amount), "acquirerAuthorizationCode": "100000"}
    if payment.status in ("settled", "transmitted"):
        detail["settle"] = {"amount": minor(payment.amount)}
    if payment.status == "failed":
        detail["fail"] = {"reason": "DECLINED", "message": "declined"}
    return {
        "transactionId": payment.public_id,
        "merchantId": "sandbox",
        "type": "credit" if payment.kind == Kind.DATATRANS_CREDIT else "payment",
        "status": payment.status,
        "currency": payment.currency,
        "refno": payment.refno,
        "paymentMethod": "VIS",
        "detail": detail,
        "history": [{"action": "init", "date": iso(payment.created_at), "success": True}],
    }
