"""The back office login page and every message it can show (spec backoffice §6)."""

import time
from datetime import timedelta
from unittest import mock

import pytest
from axes.models import AccessAttempt, AccessAttemptExpiration
from conftest import REAL_PASSWORD_HASHERS
from django.test import Client
from django.utils import timezone
from sesame.utils import get_query_string

from accounts.models import User
from accounts.tests.factories import PASSWORD, EmployeeFactory
from core.tests.clock import PINNED_NOW

EMAIL = "erika@example.com"
INVALID_CREDENTIALS = "Fehlerhafte Zugangsdaten."
INVALID_LINK = "Ungültiger oder abgelaufener Anmelde-Link."


@pytest.fixture
def user(db):
    return EmployeeFactory(email=EMAIL)


@pytest.fixture
def browser(db):
    """A browser with CSRF checks on, holding the csrftoken cookie of the login page."""
    client = Client(enforce_csrf_checks=True)
    client.get("/backend/login")
    return client


def log_out(client):
    return client.post("/backend/logout", {"csrfmiddlewaretoken": client.cookies["csrftoken"].value})


def log_in(client, email=EMAIL, password=PASSWORD, ip="127.0.0.1", **extra):
    data = {"email": email, "password": password, "csrfmiddlewaretoken": client.cookies["csrftoken"].value, **extra}
    return client.post("/backend/login", data, REMOTE_ADDR=ip)


def session_user_id(client):
    return client.session.get("_auth_user_id")


def test_login_page_renders_the_form(db):
    # when
    response = Client().get("/backend/login")

    # then
    assert response.status_code == 200
    assert "csrftoken" in response.cookies
    html = response.content.decode()
    assert "<title>Anmelden - Bestellwerk Backend</title>" in html
    assert 'name="remember" value="1"' in html


def test_correct_credentials_log_in_and_redirect(browser, user):
    # when
    response = log_in(browser, email="  ERIKA@example.com ")

    # then
    assert response.status_code == 302
    assert response["Location"] == "/backend"
    assert session_user_id(browser) == str(user.pk)
    user.refresh_from_db()
    assert user.last_login is not None


def test_login_redirects_to_a_safe_next_only(browser, user):
    # when
    inside = log_in(browser, next="/backend/orders")
    log_out(browser)
    browser.get("/backend/login")
    outside = log_in(browser, next="https://evil.example.com/")

    # then
    assert inside["Location"] == "/backend/orders"
    assert outside["Location"] == "/backend"


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"is_locked": True}, "Das Benutzerkonto ist gesperrt."),
        ({"is_active": False}, "Das Benutzerkonto ist deaktiviert."),
        ({"expires_at": PINNED_NOW - timedelta(minutes=1)}, "Das Benutzerkonto ist abgelaufen."),
        ({"is_locked": True, "is_active": False}, "Das Benutzerkonto ist gesperrt."),
    ],
)
def test_accounts_that_may_not_log_in_get_their_message(browser, user, change, message):
    # given
    User.objects.filter(pk=user.pk).update(**change)

    # when
    response = log_in(browser)

    # then
    assert response.status_code == 400
    assert response.context["error"] == message
    assert f'<p class="error" role="alert" id="login-error">{message}</p>' in response.content.decode()
    assert session_user_id(browser) is None


@pytest.mark.parametrize(
    ("email", "password"),
    [(EMAIL, "falsch-falsch"), ("niemand@example.com", PASSWORD), ("", "")],
)
def test_invalid_credentials(browser, user, email, password):
    # when
    response = log_in(browser, email=email, password=password)

    # then
    assert response.status_code == 400
    assert response.context["error"] == INVALID_CREDENTIALS
    assert INVALID_CREDENTIALS in response.content.decode()
    assert session_user_id(browser) is None


def test_account_that_expires_later_may_log_in(browser):
    # given
    EmployeeFactory(email=EMAIL, expires_at=timezone.now() + timedelta(days=1))

    # when / then
    assert log_in(browser).status_code == 302


def test_login_form_without_csrf_token_is_refused(user):
    # given
    client = Client(enforce_csrf_checks=True)

    # when
    response = client.post("/backend/login", {"email": EMAIL, "password": PASSWORD})

    # then
    assert response.status_code == 403
    assert response.context["error"] == "Ungültiges CSRF-Token."
    assert "Ungültiges CSRF-Token." in response.content.decode()
    assert session_user_id(client) is None


def test_login_form_with_wrong_csrf_token_is_refused(browser, user):
    # when
    response = browser.post("/backend/login", {"email": EMAIL, "password": PASSWORD, "csrfmiddlewaretoken": "y" * 32})

    # then
    assert response.status_code == 403
    assert response.context["error"] == "Ungültiges CSRF-Token."
    assert session_user_id(browser) is None


# --- lockout after repeated failures (django-axes) ----------------------------------------


def fail(browser, times, email=EMAIL, ip="127.0.0.1"):
    return [log_in(browser, email=email, password="falsch-falsch", ip=ip) for _ in range(times)]


def test_too_many_failures_lock_out_with_minutes_left(browser, user, settings):
    # given
    limit = settings.AXES_FAILURE_LIMIT
    failures = fail(browser, limit - 1)

    # when
    last_failure = log_in(browser, password="falsch-falsch")
    with_right_password = log_in(browser)

    # then
    assert [response.context["error"] for response in failures] == [INVALID_CREDENTIALS] * (limit - 1)
    message = "Zu viele fehlgeschlagene Anmeldeversuche, bitte versuchen Sie es in 15 Minuten erneut."
    for response in (last_failure, with_right_password):
        assert response.status_code == 429
        assert response.context["error"] == message
        assert message in response.content.decode()
    assert session_user_id(browser) is None


def test_lockout_message_counts_down_to_one_minute(browser, user, settings):
    # given
    fail(browser, settings.AXES_FAILURE_LIMIT)
    AccessAttemptExpiration.objects.update(expires_at=timezone.now() + timedelta(seconds=40))

    # when
    response = log_in(browser)

    # then
    assert response.status_code == 429
    assert response.context["error"] == (
        "Zu viele fehlgeschlagene Anmeldeversuche, bitte versuchen Sie es in 1 Minute erneut."
    )


def test_lockout_ends_after_the_cool_off(browser, user, settings):
    # given
    fail(browser, settings.AXES_FAILURE_LIMIT)
    AccessAttemptExpiration.objects.update(expires_at=timezone.now() - timedelta(seconds=1))
    AccessAttempt.objects.update(attempt_time=timezone.now() - settings.AXES_COOLOFF_TIME - timedelta(seconds=1))

    # when
    response = log_in(browser)

    # then
    assert response.status_code == 302
    assert session_user_id(browser) == str(user.pk)


@pytest.mark.parametrize(("email", "ip"), [(EMAIL, "10.0.0.2"), ("max@example.com", "127.0.0.1")])
def test_lockout_is_per_username_and_ip_address(browser, user, settings, email, ip):
    # given
    EmployeeFactory(email="max@example.com")
    fail(browser, settings.AXES_FAILURE_LIMIT)

    # when
    response = log_in(browser, email=email, ip=ip)

    # then
    assert response.status_code == 302


def test_successful_login_resets_the_failure_count(browser, user, settings):
    # given
    fail(browser, settings.AXES_FAILURE_LIMIT - 1)
    log_in(browser)
    log_out(browser)
    browser.get("/backend/login")

    # when
    responses = fail(browser, settings.AXES_FAILURE_LIMIT - 1)

    # then
    assert [response.status_code for response in responses] == [400] * (settings.AXES_FAILURE_LIMIT - 1)


# --- login links (django-sesame) ----------------------------------------------------------


def test_login_link_logs_in_once(user):
    # given
    client = Client()
    link = "/backend/login/link" + get_query_string(user)

    # when
    first = client.get(link)
    client.post("/backend/logout")
    second = client.get(link)

    # then
    assert first.status_code == 302
    assert first["Location"] == "/backend"
    assert second.status_code == 400
    assert second.context["error"] == INVALID_LINK
    assert session_user_id(client) is None


@pytest.mark.parametrize("query", ["?sesame=kaputt", "", "?sesame="])
def test_invalid_login_link(user, query):
    # given
    client = Client()

    # when
    response = client.get("/backend/login/link" + query)

    # then
    assert response.status_code == 400
    assert response.context["error"] == INVALID_LINK
    assert INVALID_LINK in response.content.decode()
    assert session_user_id(client) is None


def test_expired_login_link(user, settings):
    # given: a link made longer ago than SESAME_MAX_AGE
    with mock.patch("sesame.tokens_v2.time.time", return_value=time.time() - settings.SESAME_MAX_AGE - 5):
        link = "/backend/login/link" + get_query_string(user)
    client = Client()

    # when
    response = client.get(link)

    # then
    assert response.status_code == 400
    assert response.context["error"] == INVALID_LINK
    assert session_user_id(client) is None


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"is_locked": True}, "Das Benutzerkonto ist gesperrt."),
        ({"is_active": False}, "Das Benutzerkonto ist deaktiviert."),
        ({"expires_at": PINNED_NOW - timedelta(minutes=1)}, "Das Benutzerkonto ist abgelaufen."),
    ],
)
def test_login_link_of_a_refused_account_shows_the_account_message(user, change, message):
    # given
    link = "/backend/login/link" + get_query_string(user)
    User.objects.filter(pk=user.pk).update(**change)
    client = Client()

    # when
    response = client.get(link)

    # then
    assert response.status_code == 400
    assert response.context["error"] == message
    assert session_user_id(client) is None


def test_login_link_command_prints_a_working_link(user, capsys):
    # given
    from django.core.management import call_command

    # when
    call_command("login_link", EMAIL)
    link = capsys.readouterr().out.strip()

    # then
    assert link.startswith("http://127.0.0.1:8000/backend/login/link?sesame=")
    assert Client().get(link.removeprefix("http://127.0.0.1:8000")).status_code == 302


# --- sessions, hashing, logout, back office entry -----------------------------------------


@pytest.mark.parametrize(("extra", "age"), [({}, 24 * 60 * 60), ({"remember": "1"}, 14 * 24 * 60 * 60)])
def test_session_lifetime(browser, user, extra, age):
    # when
    response = log_in(browser, **extra)

    # then
    assert response.status_code == 302
    assert browser.session.get_expiry_age() == age
    assert response.cookies["sessionid"]["max-age"] == age


def test_passwords_are_stored_with_argon2(browser, settings):
    # given
    settings.PASSWORD_HASHERS = REAL_PASSWORD_HASHERS
    user = User.objects.create_user(EMAIL, PASSWORD, roles=["ROLE_EMPLOYEE"])

    # when
    response = log_in(browser)

    # then
    user.refresh_from_db()
    assert user.password.startswith("argon2$argon2id$")
    assert response.status_code == 302


def test_logout_ends_the_session(browser, user):
    # given
    log_in(browser)

    # when
    response = log_out(browser)

    # then
    assert response.status_code == 200
    assert response.context["message"] == "Sie wurden abgemeldet."
    assert '<p class="info" role="status">Sie wurden abgemeldet.</p>' in response.content.decode()
    assert session_user_id(browser) is None
    assert browser.get("/api/users/me").status_code == 401


def test_logout_link_only_asks_and_keeps_the_session(browser, user):
    # given: a cross-site page linking or embedding /backend/logout
    log_in(browser)

    # when
    response = browser.get("/backend/logout")

    # then
    html = response.content.decode()
    assert response.status_code == 200
    assert "<p>Möchten Sie sich abmelden?</p>" in html
    assert '<form method="post" action="/backend/logout">' in html
    assert 'name="csrfmiddlewaretoken"' in html
    assert '<button type="submit">Abmelden</button>' in html
    assert session_user_id(browser) is not None


def test_logout_without_csrf_token_keeps_the_session(browser, user):
    # given
    log_in(browser)

    # when
    response = browser.post("/backend/logout")

    # then
    assert response.status_code == 403
    assert "Ungültiges CSRF-Token." in response.content.decode()
    assert session_user_id(browser) is not None


def test_backend_redirects_anonymous_users_to_login(db):
    # when
    response = Client().get("/backend")

    # then
    assert response.status_code == 302
    assert response["Location"] == "/backend/login?next=/backend"


def test_logged_in_user_on_login_page_goes_to_next(browser, user):
    # given
    log_in(browser)

    # when
    response = browser.get("/backend/login?next=/backend/orders")

    # then
    assert response.status_code == 302
    assert response["Location"] == "/backend/orders"


def test_logged_in_user_without_role_sees_the_login_page_instead_of_a_redirect_loop(db):
    # given
    from accounts.tests.factories import UserFactory

    client = Client()
    client.force_login(UserFactory(roles=[]), backend="accounts.backends.EmailBackend")

    # when
    backend = client.get("/backend")
    login_page = client.get(backend["Location"])

    # then
    assert backend["Location"] == "/backend/login?next=/backend"
    assert login_page.status_code == 200
    assert login_page.context["next"] == "/backend"


@pytest.mark.parametrize(
    "change",
    [{"is_active": False}, {"is_locked": True}, {"expires_at": PINNED_NOW - timedelta(seconds=1)}],
)
def test_existing_session_of_a_blocked_account_no_longer_reaches_the_api(browser, user, change):
    # given
    log_in(browser)
    assert browser.get("/api/users/me").status_code == 200
    User.objects.filter(pk=user.pk).update(**change)

    # when
    response = browser.get("/api/users/me")

    # then
    assert response.status_code == 401
    assert response.json() == {"errors": [{"message": "Bitte melden Sie sich an.", "code": "not_authenticated"}]}
