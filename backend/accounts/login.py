"""The request's side of logging in, for the login views: django-axes counts each attempt on the request
(its address, its lockout flag) and django.contrib.auth keeps the session in it. What decides is in
accounts.services, which never sees the request."""

from axes.helpers import get_client_ip_address
from django.conf import settings
from django.contrib.auth import authenticate, login
from django.db import transaction

from . import messages, services
from .services import LoginResult

BACKEND = "accounts.backends.EmailBackend"


def start_session(request, user, remember: bool) -> None:
    login(request, user, backend=BACKEND)
    request.session.set_expiry(settings.REMEMBER_ME_AGE if remember else settings.SESSION_COOKIE_AGE)


def lockout_minutes_left(request, username: str | None) -> int:
    return services.lockout_minutes_left(username, get_client_ip_address(request))


def log_in_with_password(request, email: str, password: str, remember: bool) -> LoginResult:
    email = services.login_email(email)
    if email is None:
        return LoginResult(error=messages.INVALID_CREDENTIALS)
    # Passed as `email` (the USERNAME_FIELD): django-axes reads the username from that key, both for
    # the lockout check and for recording failures.
    user = authenticate(request, email=email, password=password)
    if getattr(request, "axes_locked_out", False):
        return LoginResult(error=messages.too_many_attempts(lockout_minutes_left(request, email)))
    problem = services.login_refusal(user)
    if problem:
        return LoginResult(error=problem)
    with transaction.atomic():
        start_session(request, user, remember)
    return LoginResult(user=user)


def log_in_with_link(request) -> LoginResult:
    from sesame import settings as sesame_settings

    result = services.link_login(request.GET.get(sesame_settings.TOKEN_NAME))
    if result.user is not None:
        start_session(request, result.user, remember=False)
    return result
