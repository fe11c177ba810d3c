"""Logging staff in and out: every refusal maps to one German message.

The checks are here, without the request; accounts.login does what needs it (django-axes counts an
attempt on the request, django.contrib.auth keeps the session in it)."""

import logging
import math
from dataclasses import dataclass

from axes.helpers import get_cool_off
from axes.models import AccessAttempt
from django.utils import timezone
from rest_framework.exceptions import ValidationError

from audit.services import audited_create, audited_delete, audited_update
from core.permissions import require_admin
from core.roles import Role

from . import messages
from .models import User

logger = logging.getLogger(__name__)
MAX_EMAIL_LENGTH = 254


@dataclass
class LoginResult:
    user: User | None = None
    error: str | None = None


def account_problem(user: User) -> str | None:
    """The message for an account that exists and may not log in now, or None."""
    if user.is_locked:
        return messages.ACCOUNT_LOCKED
    if not user.is_active:
        return messages.ACCOUNT_DISABLED
    if user.is_expired:
        return messages.ACCOUNT_EXPIRED
    return None


def login_email(email: str) -> str | None:
    """The address as django-axes counts it (one spelling, so that case does not dodge the count), or None
    for one no account can have (too long): refused early, it stays out of the lockout records."""
    if len(email) > MAX_EMAIL_LENGTH:
        return None
    return email.strip().lower()


def login_refusal(user: User | None) -> str | None:
    """Why the checked credentials (None: no account matched) may not log in now, or None."""
    if user is None:
        return messages.INVALID_CREDENTIALS
    problem = account_problem(user)
    if problem:
        logger.info("login refused", extra={"user_id": user.pk, "reason": problem})
    return problem


def link_login(token: str | None) -> LoginResult:
    """The account a login link's token names, when it may log in (the caller starts its session)."""
    # sesame.utils.get_user() goes through authenticate(), which needs sesame's backend in
    # AUTHENTICATION_BACKENDS; the token is checked with that backend directly instead. The login
    # that follows updates last_login, which invalidates the one-time token (SESAME_ONE_TIME).
    from sesame.backends import ModelBackend as SesameBackend

    class LinkBackend(SesameBackend):
        # like the password login: refused accounts are told apart by account_problem() below
        def user_can_authenticate(self, user):
            return True

    user = LinkBackend().authenticate(None, sesame=token) if token else None
    if user is None:
        return LoginResult(error=messages.INVALID_LOGIN_LINK)
    problem = account_problem(user)
    if problem:
        return LoginResult(error=problem)
    return LoginResult(user=user)


def login_link(user: User, base_url: str) -> str:
    from sesame.utils import get_query_string

    return f"{base_url.rstrip('/')}/backend/login/link{get_query_string(user)}"


def lockout_minutes_left(username: str | None, address: str | None) -> int:
    """Whole minutes until the lockout for this username + client address ends (at least 1)."""
    cool_off = get_cool_off()
    default = math.ceil(cool_off.total_seconds() / 60) if cool_off else 1
    attempt = (
        AccessAttempt.objects.filter(username=username, ip_address=address)
        .select_related("expiration")
        .order_by("-attempt_time")
        .first()
    )
    expiration = getattr(attempt, "expiration", None) if attempt else None
    if expiration is None:
        return default
    seconds = (expiration.expires_at - timezone.now()).total_seconds()
    return max(1, math.ceil(seconds / 60))


# --- managing users (API: /api/users) ------------------------------------------------------------

LAST_ADMIN = "Der letzte aktive Administrator kann nicht entfernt, deaktiviert oder gesperrt werden."


def _active_admins():
    now = timezone.now()
    return [
        user
        for user in User.objects.filter(is_active=True, is_locked=False, roles__icontains=f'"{Role.ADMIN}"')
        if user.expires_at is None or user.expires_at > now
    ]


def _keeps_an_admin(changed: User | None, removed: User | None = None) -> bool:
    """Whether at least one active administrator remains after this change."""
    admins = {user.pk for user in _active_admins()}
    if removed is not None:
        admins.discard(removed.pk)
    if changed is not None:
        changed_is_admin = (
            Role.ADMIN in changed.roles and changed.is_active and not changed.is_locked and not changed.is_expired
        )
        if changed_is_admin:
            admins.add(changed.pk)
        else:
            admins.discard(changed.pk)
    return bool(admins)


def create_user(actor, data: dict) -> User:
    """Only administrators manage users (as the API's IsAdmin)."""
    require_admin(actor)
    data = dict(data)
    branches = data.pop("branches", [])
    password = data.pop("password")

    def build():
        user = User(**data)
        user.set_password(password)
        user.save()
        user.branches.set(branches)
        return user

    return audited_create(actor, build)


def update_user(actor, user: User, data: dict) -> User:
    """Apply validated fields; refuses a change that would leave no active administrator."""
    require_admin(actor)
    data = dict(data)
    branches = data.pop("branches", None)
    password = data.pop("password", None)

    def apply():
        for name, value in data.items():
            setattr(user, name, value)
        if not _keeps_an_admin(user):
            raise ValidationError({"roles": [LAST_ADMIN]}, code="last_admin")
        if password:
            user.set_password(password)
        user.save()
        if branches is not None:
            user.branches.set(branches)

    return audited_update(actor, user, apply)


def delete_user(actor, user: User) -> None:
    require_admin(actor)
    if not _keeps_an_admin(None, removed=user):
        raise ValidationError(LAST_ADMIN, code="last_admin")
    audited_delete(actor, user)
