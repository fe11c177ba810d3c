"""The clock-in terminal: which terminal is calling, and who is standing at it (username + PIN).

A wrong PIN counts against the person; TIME_TRACKING_PIN_FAILURE_LIMIT failures in a row lock the PIN
for TIME_TRACKING_PIN_LOCKOUT_MINUTES (like the back office login, with the minutes in the message).
Every identification also counts against the calling address and terminal
(TIME_TRACKING_TERMINAL_LIMIT_PER_MINUTE), so guessing across many usernames is slowed down as well.
"""

import datetime
import hashlib
import hmac
import logging
import math

from django.conf import settings
from django.contrib.auth.hashers import check_password, make_password
from django.core import signing
from django.db import transaction
from django.utils import timezone

from accounts import messages as login_messages
from accounts.services import account_problem
from core import ratelimit
from devices.models import Device
from devices.selectors import terminal_for_key
from organisation.models import Branch

from .. import messages
from ..errors import TerminalRefusal
from ..models import Person

logger = logging.getLogger(__name__)
# checked when the username is unknown, so that the answer takes as long as for a known one
_DUMMY_PIN = make_password("0000")
# longer tokens are wrong without hashing them (a PIN has at most 8 digits)
MAX_PIN_LENGTH = 64


def find_terminal(branch_identifier: str, key: str) -> Device | None:
    """The active terminal (a device of kind terminal) whose secret is this key at this branch, else None (the caller
    answers 404). The keys of the terminals before they were devices are their secrets now (migration 0004)."""
    return terminal_for_key(branch_identifier, key) if key else None


def _limit() -> ratelimit.Limit:
    return ratelimit.Limit("time-tracking-terminal", settings.TIME_TRACKING_TERMINAL_LIMIT_PER_MINUTE, 60)


def _lockout_refusal(locked_until: datetime.datetime, now: datetime.datetime) -> TerminalRefusal:
    seconds = max(1, math.ceil((locked_until - now).total_seconds()))
    minutes = max(1, math.ceil(seconds / 60))
    return TerminalRefusal(login_messages.too_many_attempts(minutes), "too_many_attempts", 429, wait=seconds)


def identify(terminal: Device, username: str, pin: str, client: str) -> Person:
    """The person with this username and PIN, allowed to clock in at the terminal's branch; else a refusal."""
    if not (username or "").strip() or not pin:
        # nothing to check (and nothing counted): a missing header is a refusal, never a 429
        raise TerminalRefusal(login_messages.INVALID_CREDENTIALS, "invalid_credentials", 403)
    wait = ratelimit.hit(_limit(), f"{terminal.pk}:{client}")
    if wait is not None:
        raise TerminalRefusal(messages.TOO_MANY_REQUESTS, "too_many_requests", 429, wait=wait)
    username = (username or "").strip().lower()
    person = (
        Person.objects.select_related("user", "external_user").filter(username=username).first()
        if username and len(username) <= 60
        else None
    )
    if person is None:
        check_password((pin or "")[:MAX_PIN_LENGTH], _DUMMY_PIN)
        raise TerminalRefusal(login_messages.INVALID_CREDENTIALS, "invalid_credentials", 403)
    now = timezone.now()
    with transaction.atomic():
        person = (
            Person.objects.select_for_update(of=("self",)).select_related("user", "external_user").get(pk=person.pk)
        )
        if person.pin_locked_until and person.pin_locked_until > now:
            refusal = _lockout_refusal(person.pin_locked_until, now)
        elif person.pin and pin and len(pin) <= MAX_PIN_LENGTH and check_password(pin, person.pin):
            refusal = None
            if person.failed_pin_attempts or person.pin_locked_until:
                person.failed_pin_attempts = 0
                person.pin_locked_until = None
                person.save(update_fields=["failed_pin_attempts", "pin_locked_until"])
        else:
            person.failed_pin_attempts += 1
            if person.failed_pin_attempts >= settings.TIME_TRACKING_PIN_FAILURE_LIMIT:
                person.failed_pin_attempts = 0
                person.pin_locked_until = now + datetime.timedelta(minutes=settings.TIME_TRACKING_PIN_LOCKOUT_MINUTES)
                refusal = _lockout_refusal(person.pin_locked_until, now)
                logger.warning("time tracking PIN locked", extra={"person_id": person.pk})
            else:
                refusal = TerminalRefusal(login_messages.INVALID_CREDENTIALS, "invalid_credentials", 403)
            person.save(update_fields=["failed_pin_attempts", "pin_locked_until"])
    if refusal is not None:
        raise refusal
    problem = _inactive(person)
    if problem:
        raise TerminalRefusal(problem, "account_inactive", 403)
    return person


def _inactive(person: Person) -> str | None:
    if not person.is_active:
        return login_messages.ACCOUNT_DISABLED
    if person.user_id:
        return account_problem(person.user)
    if person.external_user_id and not person.external_user.is_active:
        return login_messages.ACCOUNT_DISABLED
    return None


def branch_of(terminal: Device) -> Branch:
    return terminal.branch


# --- the terminal session: one PIN check, then a short-lived signed token for the taps -------------------

SESSION_SALT = "timetracking.terminal-session"


def _pin_tag(person: Person) -> str:
    """Changes with the PIN: a new PIN ends every session issued for the old one."""
    return hashlib.sha256(f"{person.pk}:{person.pin}".encode()).hexdigest()[:20]


def issue_session(terminal: Device, person: Person) -> str:
    payload = {"p": person.pk, "t": terminal.pk, "h": _pin_tag(person), "i": int(timezone.now().timestamp())}
    return signing.dumps(payload, salt=SESSION_SALT, compress=True)


def _session_limit() -> ratelimit.Limit:
    return ratelimit.Limit("time-tracking-session", settings.TIME_TRACKING_SESSION_LIMIT_PER_MINUTE, 60)


def identify_session(terminal: Device, username: str, token: str, client: str, at=None) -> Person:
    """The person of a session token issued by this terminal; else 403 'Die Sitzung ist abgelaufen.'

    Judged by the server's clock: a tap is valid up to TIME_TRACKING_SESSION_SECONDS after the issue. A queued step
    (its original time `at`) is valid when `at` lies within the session's lifetime and it arrives at most
    TIME_TRACKING_OFFLINE_WINDOW_HOURS after the session ended. Session taps have their own request limit
    (TIME_TRACKING_SESSION_LIMIT_PER_MINUTE); only PIN checks count against the terminal's PIN limit."""
    expired = TerminalRefusal(messages.SESSION_EXPIRED, "session_expired", 403)
    wait = ratelimit.hit(_session_limit(), f"{terminal.pk}:{client}")
    if wait is not None:
        raise TerminalRefusal(messages.TOO_MANY_REQUESTS, "too_many_requests", 429, wait=wait)
    try:
        payload = signing.loads(token[:600], salt=SESSION_SALT)
        issued = datetime.datetime.fromtimestamp(int(payload["i"]), tz=datetime.UTC)
        person_id, terminal_id, tag = int(payload["p"]), int(payload["t"]), str(payload["h"])
    except (signing.BadSignature, KeyError, TypeError, ValueError):
        raise expired from None
    lifetime = datetime.timedelta(seconds=settings.TIME_TRACKING_SESSION_SECONDS)
    offline = datetime.timedelta(hours=settings.TIME_TRACKING_OFFLINE_WINDOW_HOURS)
    now = timezone.now()
    # the tablet's clock may be a little off from the server's that issued the token
    skew = datetime.timedelta(minutes=1)
    if at is None:
        valid = issued <= now <= issued + lifetime
    else:
        valid = issued <= now <= issued + lifetime + offline and issued - skew <= at <= issued + lifetime
    if terminal_id != terminal.pk or not valid:
        raise expired
    person = Person.objects.select_related("user", "external_user").filter(pk=person_id).first()
    if person is None or person.username != (username or "").strip().lower():
        raise expired
    if not hmac.compare_digest(_pin_tag(person), tag):
        raise expired
    if person.pin_locked_until and person.pin_locked_until > now:
        raise _lockout_refusal(person.pin_locked_until, now)
    problem = _inactive(person)
    if problem:
        raise TerminalRefusal(problem, "account_inactive", 403)
    return person
