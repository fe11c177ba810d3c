"""Payment state changes: start at the provider, re-check, refunds (whole or partial), webhooks, the periodic check.

The provider is asked over HTTP outside any transaction; what it answers is applied in ONE transaction
with the payment row locked (select_for_update), so a webhook and a re-check that race apply each
status once. Listeners (payments.registry: ordering) run in that transaction and lock their own rows.
A status only moves forward (models.NEXT_STATUSES): a replayed or late webhook changes nothing.
The amount is never taken from a request: a provider that reports another amount or currency than
the payment's is recorded as MISMATCH and never as paid.

A refund asked for by a person checks the actor (refund: staff reaching the order's branch). What the provider
reports (refresh, apply_remote) and the refunds already reserved (execute_refunds) run for webhooks, the
customer's return and the periodic check as well, with no actor: there the actor only goes into the audit log,
and a person's caller (ordering.services.online_payment) has checked it.

No function here sees the HTTP request: `base_url` is the address the server was reached at
(core.public_url.public_base_url of the request; None outside a request), which the sandbox's provider
URLs and the return and webhook URLs follow; a webhook comes as its body, headers and form (Webhook).
"""

import datetime
import logging
from decimal import Decimal

from django.db import transaction
from django.utils import timezone

from audit.models import Action
from audit.services import record_change, snapshot
from core.permissions import require_branch

from . import registry
from .config import provider_config
from .models import NEXT_STATUSES, WAITING, Payment, PaymentStatus, Provider, Refund, RefundStatus
from .providers import ProviderError, RemotePayment, Webhook, get_provider

logger = logging.getLogger(__name__)

# after this long a waiting payment is asked about by the periodic check (the provider's expiry:
# Mollie lets most methods expire after 15 minutes, Datatrans an initialised transaction after 30)
EXPIRY = {Provider.MOLLIE: datetime.timedelta(minutes=15), Provider.DATATRANS: datetime.timedelta(minutes=30)}
# a payment the provider never answered for (the process stopped between the two steps)
NOT_STARTED_AFTER = datetime.timedelta(hours=1)
# a refund still pending this long (the provider was down, the process stopped) is asked again
REFUND_RETRY_AFTER = datetime.timedelta(minutes=2)
AUDIT_ACTION = Action.STATE


class PaymentStartError(Exception):
    """The provider could not create the payment; the payment is NOT_STARTED."""


class PaymentCheckError(Exception):
    """The provider could not be asked (network, credentials)."""


class RefundError(Exception):
    """The provider refused or could not be reached for the refund (the refund stays pending)."""


class RefundRefused(RefundError):
    """Nothing is asked of the provider: the payment is not paid, or holds less than the amount."""

    def __init__(self, reason: str):
        # "not_paid" | "nothing_left" | "too_much"
        self.reason = reason
        super().__init__(reason)


class UnknownPayment(LookupError):
    """A webhook for a payment we never created: 404, nothing changed."""


def create_payment(
    *,
    provider: str,
    reference: str,
    description: str,
    amount,
    currency: str,
    metadata: dict,
    success_url: str,
    failure_url: str,
    cancel_url: str = "",
) -> Payment:
    """The payment row, in the caller's transaction; start_payment() asks the provider afterwards."""
    return Payment.objects.create(
        provider=provider,
        reference=reference,
        description=description[:255],
        metadata=metadata,
        amount=amount,
        currency=currency,
        success_url=success_url,
        failure_url=failure_url,
        cancel_url=cancel_url,
    )


def return_url(payment: Payment, base_url: str) -> str:
    return f"{base_url}/api/payments/return/{payment.token}"


def webhook_url(provider: str, base_url: str) -> str:
    return f"{base_url}/api/payments/{provider}/webhook"


def start_payment(payment: Payment, base_url: str | None = None) -> Payment:
    """Create the payment at the provider (HTTP, outside any transaction) and keep its id and page."""
    provider = get_provider(payment.provider, base_url)
    base = provider_config(base_url).base_url
    back = return_url(payment, base)
    try:
        remote = provider.create(
            payment,
            redirect_url=back if payment.provider == Provider.MOLLIE else payment.success_url,
            cancel_url=back,
            webhook_url=webhook_url(payment.provider, base),
        )
    except ProviderError as error:
        _apply(payment.pk, PaymentStatus.NOT_STARTED, note="Anbieter nicht erreichbar")
        raise PaymentStartError() from error
    with transaction.atomic():
        locked = Payment.objects.select_for_update().get(pk=payment.pk)
        locked.provider_id = remote.id
        locked.checkout_url = remote.checkout_url
        locked.history = [*locked.history, _entry(PaymentStatus.OPEN, remote.provider_status)]
        locked.save(update_fields=["provider_id", "checkout_url", "history", "updated_at"])
    return locked


def refresh(payment: Payment, base_url: str | None = None, actor=None) -> Payment:
    """Ask the provider about the payment and apply its answer."""
    if not payment.provider_id:
        return payment
    try:
        remote = get_provider(payment.provider, base_url).fetch(payment)
    except ProviderError as error:
        raise PaymentCheckError() from error
    return apply_remote(payment, remote, actor=actor)


def apply_remote(payment: Payment, remote: RemotePayment, actor=None) -> Payment:
    """The provider's answer, applied once: statuses only move forward, the amount must be the payment's."""
    status = remote.status
    if status in (PaymentStatus.PAID, PaymentStatus.REFUNDED) and (
        remote.amount != Decimal(str(payment.amount)) or remote.currency != payment.currency
    ):
        note = f"Anbieter meldet {remote.amount} {remote.currency}, erwartet {payment.amount} {payment.currency}"
        return _apply(payment.pk, PaymentStatus.MISMATCH, note=note, actor=actor)
    return _apply(payment.pk, status, note=remote.provider_status, actor=actor)


def _apply(pk: int, status: str, *, note: str = "", actor=None) -> Payment:
    with transaction.atomic():
        locked = Payment.objects.select_for_update().get(pk=pk)
        # a refund reported for a payment we still saw waiting: it was paid first
        steps = [PaymentStatus.PAID, status] if status == PaymentStatus.REFUNDED and locked.is_waiting else [status]
        for step in steps:
            if step in NEXT_STATUSES.get(locked.status, frozenset()):
                _set_status(locked, step, note, actor)
    return locked


def _entry(status: str, note: str = "") -> dict:
    return {"status": status, "label": PaymentStatus(status).label, "at": timezone.now().isoformat(), "note": note}


def _set_status(locked: Payment, status: str, note: str, actor) -> None:
    before = snapshot(locked)
    previous = locked.status
    locked.status = status
    locked.history = [*locked.history, _entry(status, note)]
    locked.save(update_fields=["status", "history", "updated_at"])
    record_change(actor, AUDIT_ACTION, locked, before=before, after=snapshot(locked))
    logger.info("payment %s %s -> %s", locked.pk, previous, status)
    registry.notify(locked, previous)


def refund(
    payment: Payment, amount: Decimal | None = None, base_url: str | None = None, actor=None, note: str = ""
) -> Payment:
    """Give `amount` back through the provider (None: all the payment still holds); the payment as booked.

    Partial refunds add up (Payment.amount_refunded); the payment is REFUNDED once nothing is held any more.
    Raises RefundRefused before asking the provider, RefundError when the provider did not confirm (the
    refund then stays pending and is asked again, with the same idempotency key, by the next refund of
    the payment and by the periodic check).

    `actor` must be staff reaching the branch of the payment's order (a payment of no order: administrators),
    as ordering's refund checks it (ordering.services.permissions.check_staff_reach).
    """
    require_branch(actor, _branch_of(payment))
    reserve_refund(payment, amount, note=note)
    return execute_refunds(payment, base_url, actor=actor)


def _branch_of(payment: Payment) -> int | None:
    """The branch of the payment's order (payments cannot import ordering: read through the relation)."""
    return Payment.objects.filter(pk=payment.pk).values_list("order__branch_id", flat=True).first()


def reserve_refund(payment: Payment, amount: Decimal | None = None, note: str = "") -> Refund | None:
    """The refund as a pending row, with the payment row locked: `amount` must still be held (paid, minus
    what was refunded or is pending). None: all of it (None when everything is already on its way back).

    Runs in the caller's transaction when there is one (ordering books an order's change and the refund
    of its difference together); the provider is asked by execute_refunds() after the commit.
    """
    with transaction.atomic():
        locked = Payment.objects.select_for_update().get(pk=payment.pk)
        if locked.status != PaymentStatus.PAID:
            raise RefundRefused("not_paid")
        open_amount = locked.amount_held - pending_refunds(locked)
        if amount is None:
            if open_amount <= 0:
                if locked.refunds.filter(status=RefundStatus.PENDING).exists():
                    return None
                raise RefundRefused("nothing_left")
            amount = open_amount
        amount = Decimal(amount).quantize(Decimal("0.01"))
        if amount <= 0 or amount > open_amount:
            raise RefundRefused("too_much")
        refund = Refund.objects.create(payment=locked, amount=amount, note=(note or "Rückerstattung")[:255])
        logger.info("payment %s: refund %s of %s %s reserved", locked.pk, refund.pk, amount, locked.currency)
        return refund


def pending_refunds(payment: Payment) -> Decimal:
    """The sum of the payment's refunds not confirmed by the provider yet."""
    amounts = payment.refunds.filter(status=RefundStatus.PENDING).values_list("amount", flat=True)
    return sum(amounts, Decimal(0))


def execute_refunds(payment: Payment, base_url: str | None = None, actor=None) -> Payment:
    """Ask the provider for every pending refund of the payment (HTTP, outside any transaction) and book
    each confirmed one; RefundError when one was not confirmed (it stays pending)."""
    provider = get_provider(payment.provider, base_url)
    failed = False
    for refund in payment.refunds.filter(status=RefundStatus.PENDING).order_by("pk"):
        try:
            refund_id = provider.refund(payment, refund.amount, idempotency_key=f"refund-{refund.token}")
        except ProviderError:
            logger.warning("payment %s: refund %s not confirmed by the provider", payment.pk, refund.pk)
            failed = True
            continue
        _book_refund(refund.pk, refund_id, actor)
    if failed:
        raise RefundError()
    return Payment.objects.get(pk=payment.pk)


def _book_refund(refund_pk: int, refund_id: str, actor) -> None:
    """The provider confirmed the refund: counted once, and the payment REFUNDED when nothing is held."""
    with transaction.atomic():
        payment_id = Refund.objects.values_list("payment_id", flat=True).get(pk=refund_pk)
        # the payment row first, as every change of the payment locks it
        locked = Payment.objects.select_for_update().get(pk=payment_id)
        refund = Refund.objects.select_for_update().get(pk=refund_pk)
        if refund.status != RefundStatus.PENDING:
            return
        refund.status = RefundStatus.REFUNDED
        refund.provider_id = refund_id[:64]
        refund.save(update_fields=["status", "provider_id", "updated_at"])
        before = snapshot(locked)
        locked.amount_refunded = Decimal(locked.amount_refunded) + refund.amount
        locked.refund_id = refund.provider_id
        locked.save(update_fields=["amount_refunded", "refund_id", "updated_at"])
        record_change(actor, AUDIT_ACTION, locked, before=before, after=snapshot(locked))
        logger.info("payment %s: refund %s of %s booked", locked.pk, refund.pk, refund.amount)
        if locked.amount_held <= 0 and PaymentStatus.REFUNDED in NEXT_STATUSES.get(locked.status, frozenset()):
            _set_status(locked, PaymentStatus.REFUNDED, refund.note, actor)


def retry_pending_refunds(now: datetime.datetime | None = None) -> int:
    """Ask the providers again about refunds pending for a while (same idempotency key); how many payments."""
    now = now or timezone.now()
    stale = Refund.objects.filter(status=RefundStatus.PENDING, created_at__lt=now - REFUND_RETRY_AFTER)
    payment_ids = sorted(set(stale.values_list("payment_id", flat=True)[:500]))
    for payment in Payment.objects.filter(pk__in=payment_ids):
        try:
            execute_refunds(payment)
        except RefundError:
            logger.warning("payment %s: provider not reachable for a pending refund", payment.pk)
    return len(payment_ids)


def payment_for_webhook(provider: str, webhook: Webhook, base_url: str | None = None) -> Payment:
    """The payment a webhook names (raises WebhookRefused for a bad body or signature, UnknownPayment)."""
    provider_id = get_provider(provider, base_url).webhook_payment_id(webhook)
    payment = Payment.objects.filter(provider=provider, provider_id=provider_id).first()
    if payment is None:
        raise UnknownPayment(provider_id)
    return payment


def handle_webhook(provider: str, webhook: Webhook, base_url: str | None = None) -> Payment:
    """A provider says something changed: ask it what (the body is never trusted) and apply the answer."""
    return refresh(payment_for_webhook(provider, webhook, base_url), base_url)


def landing_url(payment: Payment, base_url: str | None = None) -> str:
    """Where the customer goes back to: the success URL unless the payment ended without money; the cancel
    URL (when given) if the customer cancelled on the payment page, else the failure URL."""
    if payment.is_waiting:
        try:
            payment = refresh(payment, base_url)
        except PaymentCheckError:
            logger.warning("payment %s: provider not reachable on return", payment.pk)
    if payment.status in WAITING or payment.status in (PaymentStatus.PAID, PaymentStatus.REFUNDED):
        return payment.success_url
    if payment.status == PaymentStatus.CANCELED and payment.cancel_url:
        return payment.cancel_url
    return payment.failure_url


def check_waiting_payments(now: datetime.datetime | None = None) -> int:
    """Ask the providers about payments waiting longer than their expiry; returns how many were asked."""
    now = now or timezone.now()
    asked = 0
    for provider, age in EXPIRY.items():
        waiting = Payment.objects.filter(provider=provider, status__in=WAITING, created_at__lt=now - age)
        for payment in waiting.exclude(provider_id="").order_by("created_at")[:500]:
            asked += 1
            try:
                refresh(payment)
            except PaymentCheckError:
                logger.warning("payment %s: provider not reachable in the periodic check", payment.pk)
    stale = Payment.objects.filter(status__in=WAITING, provider_id="", created_at__lt=now - NOT_STARTED_AFTER)
    for pk in stale.values_list("pk", flat=True)[:500]:
        _apply(pk, PaymentStatus.NOT_STARTED, note="Anbieter hat nie geantwortet")
    retry_pending_refunds(now)
    return asked
