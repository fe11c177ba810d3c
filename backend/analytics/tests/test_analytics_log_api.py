"""POST /api/analytics-log (storefront batches) and GET /api/analytics-log (staff)."""

import datetime
import json
from decimal import Decimal
from zoneinfo import ZoneInfo

import pytest
import time_machine

from analytics.models import AnalyticsEvent, DailySalt
from analytics.services.user_agents import parse

VIENNA = ZoneInfo("Europe/Vienna")
NOON = datetime.datetime(2026, 11, 25, 12, 15, tzinfo=VIENNA)
FIREFOX = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0"
IPHONE = (
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) "
    "Version/17.0 Mobile/15E148 Safari/604.1"
)
ADDRESS = "203.0.113.77"
DEVICE = {
    "type": "device",
    "path": "/store/mariahilf",
    "branch": "mariahilf",
    "isNewVisitor": True,
    "device": {
        "language": "de-AT",
        "languages": ["de-AT", "de", "en"],
        "userAgent": FIREFOX,
        "referrer": "https://www.google.com/search?q=schnitzel",
        "screenWidth": 1920,
        "screenHeight": 1080,
        "windowWidth": 1280,
        "windowHeight": 720,
        "pixelRatio": 1.5,
        "orientation": "landscape-primary",
        "darkMode": True,
    },
}


@pytest.fixture(autouse=True)
def _pinned():
    with time_machine.travel(NOON, tick=False) as traveller:
        yield traveller


def post(client, body, user_agent=FIREFOX, address=ADDRESS, **extra):
    raw = body if isinstance(body, (str, bytes)) else json.dumps(body)
    return client.post(
        "/api/analytics-log",
        raw,
        content_type="application/json",
        HTTP_USER_AGENT=user_agent,
        REMOTE_ADDR=address,
        **extra,
    )


def errors(response) -> list[tuple[str | None, str, str]]:
    return [(error.get("field"), error["message"], error["code"]) for error in response.json()["errors"]]


def test_a_batch_is_stored_with_parsed_device_columns_and_a_daily_visitor_hash(anon_client, branch):
    # given
    events = [
        DEVICE,
        {"type": "pageview", "path": "/store/mariahilf", "branch": "mariahilf"},
        {
            "type": "purchase",
            "path": "/checkout/mariahilf",
            "branch": "mariahilf",
            "data": {"items": [{"id": 7, "quantity": 2}], "price": "21.80", "currency": "EUR"},
        },
        {"type": "event", "name": "Menu", "subName": "Show", "path": "/", "branch": "gibt-es-nicht"},
    ]

    # when
    response = post(anon_client, {"events": events})

    # then
    assert response.status_code == 202
    assert response.json() == {"data": {"accepted": 4}}
    device, pageview, purchase, menu = AnalyticsEvent.objects.order_by("id")
    assert device.occurred_at == NOON
    assert len(device.visitor) == 32
    assert {row.visitor for row in (pageview, purchase, menu)} == {device.visitor}
    assert (device.type, device.path, device.branch_id, device.is_new_visitor) == (
        "device",
        "/store/mariahilf",
        branch.id,
        True,
    )
    assert (device.browser, device.operating_system, device.device_class) == ("Firefox", "Windows", "desktop")
    assert (device.resolution, device.pixel_ratio, device.color_scheme) == ("1920x1080", Decimal("1.50"), "dark")
    assert device.referrer_origin == "https://www.google.com"
    assert device.data == {
        "language": "de-AT",
        "languages": ["de-AT", "de", "en"],
        "orientation": "landscape-primary",
        "window": "1280x720",
    }
    assert (pageview.resolution, pageview.pixel_ratio, pageview.color_scheme) == ("", None, "")
    assert purchase.data == {"items": [{"id": 7, "quantity": 2}], "currency": "EUR"}
    assert (menu.name, menu.sub_name, menu.branch_id) == ("Menu", "Show", None)


def test_no_column_holds_the_client_address(anon_client, branch):
    # when
    post(anon_client, {"events": [DEVICE, {"type": "pageview", "path": "/"}]})

    # then: neither the address nor the user agent in clear appear anywhere in the rows
    for row in AnalyticsEvent.objects.values():
        text = json.dumps(row, default=str)
        assert ADDRESS not in text
        assert "203.0.113" not in text
        assert "Gecko/20100101" not in text


def test_the_referrer_of_the_shop_itself_is_empty(anon_client):
    # given
    event = {**DEVICE, "device": {**DEVICE["device"], "referrer": "http://testserver/store/mariahilf"}}

    # when
    post(anon_client, {"events": [event]})

    # then
    assert AnalyticsEvent.objects.get().referrer_origin == ""


def test_the_visitor_hash_is_stable_within_a_day_and_another_the_next_day(anon_client, _pinned):
    # given
    pageview = {"events": [{"type": "pageview", "path": "/"}]}

    # when
    post(anon_client, pageview)
    _pinned.move_to(NOON.replace(hour=23, minute=59))
    post(anon_client, pageview)
    post(anon_client, pageview, user_agent=IPHONE)
    post(anon_client, pageview, address="203.0.113.78")
    _pinned.move_to(NOON + datetime.timedelta(days=1))
    post(anon_client, pageview)

    # then: same day, same client: same hash; other browser or address: another; next day: another
    morning, night, iphone, neighbour, tomorrow = AnalyticsEvent.objects.order_by("id").values_list(
        "visitor", flat=True
    )
    assert morning == night
    assert len({morning, iphone, neighbour, tomorrow}) == 4
    # yesterday's salt is gone: the old hashes cannot be recomputed
    assert list(DailySalt.objects.values_list("day", flat=True)) == [datetime.date(2026, 11, 26)]


@pytest.mark.parametrize(
    ("user_agent", "expected"),
    [
        (FIREFOX, ("Firefox", "Windows", "desktop")),
        (IPHONE, ("Safari", "iOS", "mobile")),
        (
            "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36",
            ("Chrome", "Android", "mobile"),
        ),
        (
            "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36 Edg/131.0",
            ("Edge", "Windows", "desktop"),
        ),
        (
            "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_1) AppleWebKit/605.1.15 Version/17.1 Safari/605.1.15",
            ("Safari", "macOS", "desktop"),
        ),
        ("Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0", ("Firefox", "Linux", "desktop")),
        ("Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)", ("Bot", "Bot", "bot")),
        ("", ("Bot", "Bot", "bot")),
        ("Lynx/2.9", ("Andere", "Andere", "desktop")),
    ],
)
def test_browser_system_and_device_class_from_the_user_agent(user_agent, expected):
    assert parse(user_agent) == expected


def test_every_failing_field_is_named_at_once_in_german(anon_client):
    # given
    body = {
        "events": [
            {"type": "pageview", "path": "/"},
            {"type": "klick", "name": "x" * 101, "subName": 3, "path": "store", "extra": 1},
            {"name": "Menu", "isNewVisitor": "ja", "data": [1]},
            {"type": "pageview", "device": {"screenWidth": 1}},
            {
                "type": "device",
                "device": {
                    "screenWidth": -1,
                    "screenHeight": 1.5,
                    "pixelRatio": 0,
                    "darkMode": 1,
                    "languages": "de",
                    "referrer": "a\tb",
                    "cpu": "x",
                },
            },
            {"type": "event", "data": {"a": {"b": {"c": {"d": {"e": 1}}}}}},
            {"type": "event", "data": {"text": "x" * 4000}},
            "pageview",
        ]
    }

    # when
    response = post(anon_client, body)

    # then
    assert response.status_code == 400
    assert errors(response) == [
        ("events.1.extra", "Dieses Feld ist unbekannt.", "unknown_field"),
        (
            "events.1.type",
            "Unbekannter Ereignistyp. Erlaubt sind: device, pageview, event, addtocart, initiatecheckout, purchase.",
            "invalid_choice",
        ),
        ("events.1.name", "Dieser Text darf höchstens 100 Zeichen lang sein.", "max_length"),
        ("events.1.subName", "Bitte geben Sie einen Text an.", "invalid"),
        ("events.1.path", "Der Pfad muss mit / beginnen.", "invalid"),
        ("events.2.type", "Dieses Feld ist erforderlich.", "required"),
        ("events.2.isNewVisitor", "Bitte geben Sie true oder false an.", "invalid"),
        ("events.2.data", "Bitte senden Sie ein Objekt.", "invalid"),
        ("events.3.device", "Geräteinformationen gibt es nur bei Ereignissen vom Typ device.", "invalid"),
        ("events.4.device.cpu", "Dieses Feld ist unbekannt.", "unknown_field"),
        (
            "events.4.device.referrer",
            "Bitte geben Sie diesen Text in einer Zeile ein (ohne Zeilenumbruch und Tabulator).",
            "line_break",
        ),
        ("events.4.device.screenWidth", "Bitte geben Sie eine ganze Zahl von 0 bis 100000 an.", "invalid"),
        ("events.4.device.screenHeight", "Bitte geben Sie eine ganze Zahl von 0 bis 100000 an.", "invalid"),
        ("events.4.device.languages", "Bitte geben Sie höchstens 20 Sprachen als Liste von Texten an.", "invalid"),
        ("events.4.device.pixelRatio", "Bitte geben Sie eine Zahl größer als 0 und kleiner als 100 an.", "invalid"),
        ("events.4.device.darkMode", "Bitte geben Sie true oder false an.", "invalid"),
        ("events.5.data", "Die Daten dürfen höchstens 4 Ebenen tief verschachtelt sein.", "too_deep"),
        ("events.6.data", "Die Daten dürfen als JSON höchstens 4000 Zeichen lang sein.", "too_large"),
        ("events.7", "Bitte senden Sie ein Objekt.", "invalid"),
    ]
    assert not AnalyticsEvent.objects.exists()


@pytest.mark.parametrize(
    ("body", "expected"),
    [
        ({}, [("events", "Dieses Feld ist erforderlich.", "required")]),
        ({"events": {}}, [("events", "Bitte senden Sie die Ereignisse als Liste.", "invalid")]),
        ({"events": []}, [("events", "Bitte senden Sie mindestens ein Ereignis.", "empty")]),
        (
            {"events": [{"type": "pageview"}] * 51},
            [("events", "Bitte senden Sie höchstens 50 Ereignisse auf einmal.", "too_many")],
        ),
        ([], [(None, "Bitte senden Sie ein Objekt.", "invalid")]),
        (
            '{"events": [{"type": "pageview", "name": "a\\u0007"}]}',
            [("events.0.name", "Dieses Feld enthält ungültige Zeichen (Steuerzeichen).", "invalid_characters")],
        ),
    ],
)
def test_the_batch_itself_is_checked(anon_client, body, expected):
    # when
    response = post(anon_client, body)

    # then
    assert response.status_code == 400
    assert errors(response) == expected


def test_fifty_events_are_accepted(anon_client):
    # when
    response = post(anon_client, {"events": [{"type": "pageview", "path": "/"}] * 50})

    # then
    assert response.status_code == 202
    assert AnalyticsEvent.objects.count() == 50


def test_a_body_over_the_limit_is_refused(anon_client, settings):
    # given
    settings.ANALYTICS_LOG_MAX_BYTES = 200

    # when
    response = post(anon_client, {"events": [{"type": "event", "name": "x" * 90}] * 2})

    # then
    assert response.status_code == 400
    assert errors(response) == [(None, "Die Anfrage ist zu groß.", "request_too_large")]


def test_batches_over_the_rate_limit_get_a_german_429_with_retry_after(anon_client, settings, _pinned):
    # given
    settings.ANALYTICS_LOG_LIMIT_PER_MINUTE = 2
    _pinned.move_to(NOON.replace(second=15))
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


def test_events_over_the_limit_per_visitor_get_a_german_429_and_nothing_is_stored(anon_client, settings, _pinned):
    # given: 5 events per visitor and minute; the address itself may send more
    settings.ANALYTICS_EVENTS_PER_VISITOR_PER_MINUTE = 5
    _pinned.move_to(NOON.replace(second=20))
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


def test_events_over_the_limit_per_address_get_a_german_429_whatever_the_browser(anon_client, settings, _pinned):
    # given: the probe's trick, a new user agent (so a new visitor) for every batch of 50 events
    settings.ANALYTICS_EVENTS_PER_ADDRESS_PER_MINUTE = 120
    _pinned.move_to(NOON.replace(second=15))
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


def test_the_default_limits_stop_a_flood_of_full_batches(anon_client, _pinned):
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


@pytest.fixture
def logged(branch, other_branch):
    rows = [
        ("pageview", "", "/store/mariahilf", branch, NOON - datetime.timedelta(days=1)),
        ("event", "Menu", "/store/mariahilf", branch, NOON),
        ("pageview", "", "/store/graz", other_branch, NOON),
        ("pageview", "", "/", None, NOON),
    ]
    return [
        AnalyticsEvent.objects.create(
            occurred_at=when, visitor="a" * 32, type=kind, name=name, path=path, branch=where, data={"itemId": 1}
        )
        for kind, name, path, where, when in rows
    ]


def ids(response) -> list[int]:
    return [row["id"] for row in response.json()["data"]]


def test_administrators_read_the_whole_log_newest_first(admin_client, logged):
    # when
    response = admin_client.get("/api/analytics-log")

    # then
    assert response.status_code == 200
    body = response.json()
    assert ids(response) == [logged[3].id, logged[2].id, logged[1].id, logged[0].id]
    assert body["meta"] == {"total": 4, "page": 1, "pageSize": 25}
    assert body["data"][2] == {
        "id": logged[1].id,
        "occurredAt": "2026-11-25T11:15:00Z",
        "visitor": "a" * 32,
        "isNewVisitor": False,
        "type": "event",
        "name": "Menu",
        "subName": "",
        "path": "/store/mariahilf",
        "branch": logged[1].branch_id,
        "data": {"itemId": 1},
        "referrerOrigin": "",
        "browser": "",
        "operatingSystem": "",
        "deviceClass": "",
        "resolution": "",
        "pixelRatio": None,
        "colorScheme": "",
    }


def test_employees_read_only_their_branches_events(employee_client, logged, other_branch):
    # when
    own = employee_client.get("/api/analytics-log")
    other = employee_client.get(f"/api/analytics-log?branch={other_branch.id}")

    # then
    assert ids(own) == [logged[1].id, logged[0].id]
    assert ids(other) == []


def test_anonymous_visitors_cannot_read_the_log(anon_client, logged):
    # when
    response = anon_client.get("/api/analytics-log")

    # then
    assert response.status_code == 401


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ("from=2026-11-25&to=2026-11-25", [3, 2, 1]),
        ("to=2026-11-24", [0]),
        ("type=event", [1]),
        ("name=Menu", [1]),
        ("path=/store/graz", [2]),
    ],
)
def test_the_log_is_filtered(admin_client, logged, query, expected):
    # when
    response = admin_client.get(f"/api/analytics-log?{query}")

    # then
    assert ids(response) == [logged[index].id for index in expected]


def test_a_bad_filter_value_is_a_german_400(admin_client, logged):
    # when
    response = admin_client.get("/api/analytics-log?type=klick&from=gestern")

    # then
    assert response.status_code == 400
    assert {error["field"] for error in response.json()["errors"]} == {"type", "from"}
