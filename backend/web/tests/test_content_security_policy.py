"""Every HTML page carries a Content-Security-Policy under which no inline script runs but the storefront's starter,
allowed by its hash (web/storefront_start.js)."""

import copy

import pytest
from django.test import Client

from accounts.tests.factories import EmployeeFactory
from consent import selectors as consent
from consent.services import update_configuration
from organisation.tests.factories import BranchFactory
from web.preload import START_SOURCE

from .test_order_board_page import BOARD

POLICY = (
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline' https:; font-src 'self' data: https:; "
    "img-src 'self' data: blob: https:; connect-src 'self'; worker-src 'self' blob:; object-src 'none'; "
    "base-uri 'self'; form-action 'self'; frame-ancestors 'self'"
)
STOREFRONT_POLICY = POLICY.replace("script-src 'self'", f"script-src 'self' {START_SOURCE}")


def directives(policy: str) -> dict[str, list[str]]:
    return {name: values for name, *values in (part.split() for part in policy.split(";"))}


def test_the_policy_allows_scripts_only_from_this_servers_files(settings):
    # when
    script_src = directives(settings.CONTENT_SECURITY_POLICY)["script-src"]

    # then: no 'unsafe-inline', no 'unsafe-eval', no nonce, hash or other origin
    assert script_src == ["'self'"]
    assert settings.CONTENT_SECURITY_POLICY == POLICY


@pytest.fixture
def board_page(frontend):
    (frontend / "backoffice" / "dist" / "board.html").write_text(BOARD, encoding="utf-8")
    branch = BranchFactory()
    return f"/board/frontdesk/{branch.id}/{branch.api_key}"


@pytest.mark.parametrize(
    ("page", "policy"),
    [
        (lambda board: "/", STOREFRONT_POLICY),
        (lambda board: "/store/gibt-es-nicht", STOREFRONT_POLICY),
        (lambda board: "/backend", POLICY),
        (lambda board: "/backend/login", POLICY),
        (lambda board: "/backend/logout", POLICY),
        (lambda board: board, POLICY),
        (lambda board: "/static/gibt-es-nicht.html", POLICY),
    ],
)
def test_every_html_page_carries_the_policy(shop, board_page, page, policy):
    # given
    client = Client()
    client.force_login(EmployeeFactory(), backend="accounts.backends.EmailBackend")

    # when
    response = client.get(page(board_page))

    # then
    assert response["Content-Type"].startswith("text/html")
    assert response["Content-Security-Policy"] == policy


def test_json_answers_carry_no_policy(db):
    # when
    response = Client().get("/api/health")

    # then
    assert "Content-Security-Policy" not in response


def test_the_storefront_names_the_tag_hosts_only_for_configured_ids(shop, frontend, admin_user):
    # given: the ids come from the consent configuration the back office edits
    client = Client()
    configuration = copy.deepcopy(consent.current().configuration)

    # when
    without = client.get("/")
    update_configuration(admin_user, {**configuration, "google_tag_id": "G-TEST123"})
    google = client.get("/")
    update_configuration(admin_user, {**configuration, "google_tag_id": "G-TEST123", "facebook_pixel_id": "1234567890"})
    both = client.get("/")
    backoffice = client.get("/backend/login")

    # then
    assert without["Content-Security-Policy"] == STOREFRONT_POLICY
    assert directives(google["Content-Security-Policy"])["script-src"] == [
        "'self'",
        START_SOURCE,
        "https://www.googletagmanager.com",
    ]
    assert directives(both["Content-Security-Policy"])["script-src"] == [
        "'self'",
        START_SOURCE,
        "https://www.googletagmanager.com",
        "https://connect.facebook.net",
    ]
    assert directives(both["Content-Security-Policy"])["connect-src"] == [
        "'self'",
        "https://www.googletagmanager.com",
        "https://*.google-analytics.com",
        "https://*.analytics.google.com",
        "https://*.g.doubleclick.net",
        "https://www.facebook.com",
        "https://connect.facebook.net",
    ]
    assert backoffice["Content-Security-Policy"] == POLICY
