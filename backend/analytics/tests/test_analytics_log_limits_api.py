"""POST /api/analytics-log: limits per batch, visitor and address, queries, what a client's purchase keeps."""

import pytest

from analytics.models import AnalyticsEvent

from .log_support import FIREFOX, IPHONE, NOON, errors, post

pytestmark = pytest.mark.usefixtures("pinned_noon")


def test_batches_over_the_rate_limit_get_a_german_429_with_retry_after(anon_client, settings, pinned_noon):
    # given
    settings.ANALYTICS_LOG_LIMIT_PER_MINUTE = 2
    pinned_noon.move_to(NOON.replace(second=15))
    pageview = {"events": [{"type": "pageview", "path": "/"}]}

    # when
    answers = [post(anon_client, pageview) for _ in range(3)]
    other = post(anon_client, pageview, address="203.0.113.99")

    # then
    assert [answer.status_code for answer in answers] == [202, 202, 429]
    assert answers[2]["Retry-After"] == "45"
    assert errors(answers[2]) == [
        (
            None,
            "Von Ihrem Anschluss kamen zu viele Analyse-Daten. Bitte versuchen Sie es in 45 Sekunden erneut.",
            "too_many_requests",
        )
    ]
    assert other.status_code == 202
    assert AnalyticsEvent.objects.count() == 3


def test_events_over_the_limit_per_visitor_get_a_german_429_and_nothing_is_stored(anon_client, settings, pinned_noon):
    # given: 5 events per visitor and minute; the address itself may send more
    settings.ANALYTICS_EVENTS_PER_VISITOR_PER_MINUTE = 5
    pinned_noon.move_to(NOON.replace(second=20))
    three = {"events": [{"type": "pageview", "path": f"/seite-{index}"} for index in range(3)]}

    # when
    first = post(anon_client, three)
    second = post(anon_client, three)
    other_browser = post(anon_client, three, user_agent=IPHONE)

    # then: the second batch would make 6; another browser behind the same address is another visitor
    assert (first.status_code, second.status_code, other_browser.status_code) == (202, 429, 202)
    assert second["Retry-After"] == "40"
    assert errors(second) == [
        (
            None,
            "Von Ihrem Browser kamen zu viele Analyse-Daten. Bitte versuchen Sie es in 40 Sekunden erneut.",
            "too_many_requests",
        )
    ]
    assert AnalyticsEvent.objects.count() == 6
    assert AnalyticsEvent.objects.values("visitor").distinct().count() == 2


def test_events_over_the_limit_per_address_get_a_german_429_whatever_the_browser(anon_client, settings, pinned_noon):
    # given: the probe's trick, a new user agent (so a new visitor) for every batch of 50 events
    settings.ANALYTICS_EVENTS_PER_ADDRESS_PER_MINUTE = 120
    pinned_noon.move_to(NOON.replace(second=15))
    fifty = {"events": [{"type": "event", "name": "Menu", "subName": "Show", "path": "/"}] * 50}

    # when
    answers = [post(anon_client, fifty, user_agent=f"{FIREFOX} Probe/{index}") for index in range(3)]
    other_address = post(anon_client, fifty, address="203.0.113.99")

    # then
    assert [answer.status_code for answer in answers] == [202, 202, 429]
    assert answers[2]["Retry-After"] == "45"
    assert errors(answers[2]) == [
        (
            None,
            "Von Ihrem Anschluss kamen zu viele Analyse-Daten. Bitte versuchen Sie es in 45 Sekunden erneut.",
            "too_many_requests",
        )
    ]
    assert other_address.status_code == 202
    assert AnalyticsEvent.objects.count() == 150


def test_the_default_limits_stop_a_flood_of_full_batches(anon_client, pinned_noon):
    # given: the defaults (240 batches, 600 events per address, 120 per visitor and minute)
    fifty = {"events": [{"type": "pageview", "path": "/"}] * 50}

    # when: one browser, then a new user agent for every batch
    same_browser = [post(anon_client, fifty).status_code for _ in range(4)]
    rotating = [post(anon_client, fifty, user_agent=f"Probe/{index}").status_code for index in range(14)]

    # then: 2 batches (100 events) for the browser; the address's 600 events include the refused ones
    assert same_browser == [202, 202, 429, 429]
    assert rotating == [202] * 8 + [429] * 6
    assert AnalyticsEvent.objects.count() == 500


def test_a_batch_of_fifty_is_stored_in_four_queries(anon_client, branch, django_assert_num_queries):
    # given: the day's salt and the window's counters exist
    batch = {"events": [{"type": "pageview", "path": "/store/mariahilf", "branch": "mariahilf"}] * 50}
    post(anon_client, batch)

    # when / then: the salt, the three rate counters in one statement, the branches, the insert
    with django_assert_num_queries(4):
        assert post(anon_client, batch).status_code == 202


def test_a_client_purchase_keeps_what_was_bought_but_no_amounts(anon_client, branch):
    # given: the storefront's purchase event (trackCommerce) and an invented one
    storefront = {
        "items": [{"id": 7, "name": "Wiener Schnitzel", "quantity": "2", "price": "10.90"}],
        "price": "21.80",
        "currency": "EUR",
    }
    invented = {"items": "viele", "price": "999999.00", "revenue": 999999, "currency": "1 Mio. EUR"}
    addtocart = {"items": [{"id": 7, "name": "Wiener Schnitzel", "quantity": "1", "price": "10.90"}], "price": "10.90"}

    # when
    response = post(
        anon_client,
        {
            "events": [
                {"type": "purchase", "path": "/checkout/mariahilf", "branch": "mariahilf", "data": storefront},
                {"type": "purchase", "path": "/", "data": invented},
                {"type": "addtocart", "path": "/store/mariahilf", "data": addtocart},
            ]
        },
    )

    # then: the log keeps no client's sums of a purchase; the cart events are no revenue and stay as sent
    assert response.status_code == 202
    assert [(row.type, row.data) for row in AnalyticsEvent.objects.order_by("id")] == [
        ("purchase", {"items": [{"id": 7, "name": "Wiener Schnitzel", "quantity": "2"}], "currency": "EUR"}),
        ("purchase", {}),
        ("addtocart", addtocart),
    ]


def test_posting_needs_no_session_and_no_csrf_token(make_client, admin_user):
    # given: a browser with a staff session and CSRF checks on
    client = make_client(admin_user, enforce_csrf_checks=True)

    # when
    response = post(client, {"events": [{"type": "pageview", "path": "/"}]})

    # then
    assert response.status_code == 202
