"""POST /api/analytics-log: what a storefront batch stores, and what it refuses."""

import datetime
import json
from decimal import Decimal

import pytest

from analytics.models import AnalyticsEvent, DailySalt
from analytics.services.user_agents import parse

from .log_support import ADDRESS, DEVICE, FIREFOX, IPHONE, NOON, errors, post

pytestmark = pytest.mark.usefixtures("pinned_noon")


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


def test_the_visitor_hash_is_stable_within_a_day_and_another_the_next_day(anon_client, pinned_noon):
    # given
    pageview = {"events": [{"type": "pageview", "path": "/"}]}

    # when
    post(anon_client, pageview)
    pinned_noon.move_to(NOON.replace(hour=23, minute=59))
    post(anon_client, pageview)
    post(anon_client, pageview, user_agent=IPHONE)
    post(anon_client, pageview, address="203.0.113.78")
    pinned_noon.move_to(NOON + datetime.timedelta(days=1))
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


def test_the_back_office_shape_type_action_category_data_is_accepted(anon_client):
    # the back office spec: 'Analytics log creation sends type, action, category and data'
    single = post(anon_client, {"type": "event", "action": "Bestellung", "category": "Drucken", "data": {"id": 7}})
    batch = post(anon_client, {"events": [{"type": "event", "action": "Statistik", "category": "Export"}]})

    assert (single.status_code, single.json()) == (202, {"data": {"accepted": 1}})
    assert (batch.status_code, batch.json()) == (202, {"data": {"accepted": 1}})
    stored = AnalyticsEvent.objects.order_by("id").values_list("type", "name", "sub_name", "data")
    assert list(stored) == [("event", "Bestellung", "Drucken", {"id": 7}), ("event", "Statistik", "Export", {})]


def test_an_event_gives_either_action_or_name(anon_client):
    response = post(anon_client, {"type": "event", "action": "A", "name": "B", "category": "C", "subName": "D"})

    assert response.status_code == 400
    assert errors(response) == [
        ("action", "Bitte senden Sie entweder action oder name, nicht beides.", "invalid"),
        ("category", "Bitte senden Sie entweder category oder subName, nicht beides.", "invalid"),
    ]
    assert AnalyticsEvent.objects.count() == 0
