"""Rate limits of the public order creation: per client address and per e-mail address / phone number.

Every order sends e-mails (and SMS when switched on) to the addresses it names, so an anonymous
client must not place orders without bound (settings ORDER_LIMIT_*; counters in core.ratelimit).
"""

from django.conf import settings
from django.utils.translation import ngettext

from core import ratelimit
from organisation.models import Branch
from rules.phone import normalize_phone, stored_phone

from ..models import Order

TOO_MANY_FROM_ADDRESS = (
    "Von Ihrem Anschluss wurden zu viele Bestellungen aufgegeben. Bitte versuchen Sie es in {minutes} {unit} erneut."
)
TOO_MANY_FOR_CONTACT = (
    "Mit dieser E-Mail-Adresse oder Telefonnummer wurden zu viele Bestellungen aufgegeben. "
    "Bitte versuchen Sie es in {minutes} {unit} erneut."
)


# providers that ignore dots in the local part: n.a.m.e@gmail.com reaches name@gmail.com
DOTLESS_DOMAINS = {"gmail.com", "googlemail.com"}


def mailbox(email: str | None) -> str:
    """The mailbox an address reaches, as the per-contact limit counts it: lowercased, without a '+tag'
    (name+1@example.com is name@example.com) and, at Gmail, without dots in the local part; googlemail.com
    is gmail.com. Only for counting: the order keeps the address as typed."""
    address = (email or "").strip().lower()
    local, at, domain = address.rpartition("@")
    if not at or not local:
        return address
    local = local.split("+", 1)[0]
    if domain in DOTLESS_DOMAINS:
        local, domain = local.replace(".", ""), "gmail.com"
    return f"{local}@{domain}" if local else address


def _limit(scope: str, count: int) -> ratelimit.Limit:
    return ratelimit.Limit(scope, count, settings.ORDER_LIMIT_MINUTES * 60)


def check_order_limits(request, draft: dict, idempotency_key: str | None = None) -> None:
    """Count this order attempt (one statement for its address, e-mail address and phone number); over a limit
    raise a German 429 with Retry-After, the address's text first.

    A repeated submit (an Idempotency-Key this branch has seen) is not counted: it is answered with
    the first order (or 422), never with a 429.
    """
    if idempotency_key and Order.objects.filter(branch_id=draft["branch"], idempotency_key=idempotency_key).exists():
        return
    checks = [(_limit("orders-ip", settings.ORDER_LIMIT_PER_IP), ratelimit.client_ip(request), 1)]
    texts = [TOO_MANY_FROM_ADDRESS]
    email = mailbox(draft.get("email"))
    if email:
        checks.append((_limit("orders-email", settings.ORDER_LIMIT_PER_CONTACT), email, 1))
        texts.append(TOO_MANY_FOR_CONTACT)
    # counted as stored: '0664 1234567' and '+43 664 1234567' are one number in an Austrian branch
    typed = normalize_phone(draft.get("phone"))
    # only a national number needs the branch's country (an international one reads the same anywhere)
    national = typed and not typed.startswith("+")
    country = Branch.objects.filter(pk=draft["branch"]).values_list("country", flat=True).first() if national else None
    phone = stored_phone(typed, country)
    if phone:
        checks.append((_limit("orders-phone", settings.ORDER_LIMIT_PER_CONTACT), phone, 1))
        texts.append(TOO_MANY_FOR_CONTACT)
    for wait, text in zip(ratelimit.hit_many(checks), texts, strict=True):
        if wait is not None:
            minutes = -(-wait // 60)
            unit = ngettext("Minute", "Minuten", minutes)
            ratelimit.raise_throttled(text.format(minutes=minutes, unit=unit), "too_many_orders", wait)
