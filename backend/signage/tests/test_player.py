"""The player's answer (GET /api/signage/player): breakfast until 11:00, then lunch; menu boards as the storefront shows
the catalogue (a product switched off is gone with the next poll); ETag / 304 from the cache without a query; the
device's authentication; proof of play."""

import datetime

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from rest_framework import serializers

from catalogue.models import MenuProduct, Product
from catalogue.tests.factories import ProductFactory
from core.api.casing import to_camel
from devices.models import DeviceKind

from .. import services
from ..api.player_serializers import PlayerAnswerSerializer
from ..models import ProofOfPlay
from .conftest import SECRET
from .factories import SceneFactory, ScreenFactory, SignageDeviceFactory


def board(scene: dict) -> list[tuple[str, bool, list[tuple[str, str | None, bool]]]]:
    """A menu board as (category, available, [(product, price, available)])."""
    return [
        (
            category["name"],
            category["available"],
            [(product["name"], product["price"], product["available"]) for product in category["products"]],
        )
        for category in scene["menuBoard"]["categories"]
    ]


def poll(client, etag=None):
    headers = {"HTTP_IF_NONE_MATCH": etag} if etag else {}
    return client.get("/api/signage/player", **headers)


BREAKFAST_BOARD = [
    ("Frühstück", True, [("Kleines Frühstück", "5.90", True), ("Großes Frühstück", "11.90", True)]),
    ("Getränke", True, [("Melange", "3.80", True)]),
]
LUNCH_BOARD = [
    ("Hauptspeisen", True, [("Rindsgulasch", "14.90", True), ("Käsespätzle", "13.50", True)]),
    ("Getränke", True, [("Melange", "3.80", True)]),
]


def test_at_10_59_the_breakfast_segment_plays_until_eleven(tv, scenes, player_client, at):
    with at(2026, 11, 25, 10, 59):
        response = poll(player_client)

    assert response.status_code == 200
    assert response["Cache-Control"] == "no-cache, private"
    data = response.json()["data"]
    assert data["device"] == {
        "id": tv.pk,
        "device": tv.device_id,
        "name": "TV Theke",
        "identifier": "tv-theke",
        "orientation": "landscape",
        "resolution": "1920x1080",
        "branch": {"id": tv.device.branch_id, "name": "Mariahilf", "identifier": "mariahilf"},
    }
    assert data["stream"] == {"id": tv.stream_id, "name": "Theke Mariahilf"}
    assert data["segment"]["name"] == "Frühstück"
    assert data["until"] == "2026-11-25T10:00:00Z"
    assert data["override"] is None
    first, second = data["scenes"]
    assert {
        key: first[key] for key in ("id", "path", "name", "layout", "durationSeconds", "transition", "content")
    } == {
        "id": scenes["breakfast"].pk,
        "path": "fruehstueck",
        "name": "Frühstück",
        "layout": "menu-board",
        "durationSeconds": 20,
        "transition": "fade",
        "content": None,
    }
    assert (first["menuBoard"]["title"], first["menuBoard"]["menu"]) == (
        "Guten Morgen",
        {"id": scenes["breakfast"].menu_id, "name": "Tageskarte"},
    )
    # the switched off Eierspeise is not on the board
    assert board(first) == BREAKFAST_BOARD
    assert first["menuBoard"]["categories"][0]["products"][0] == {
        "id": first["menuBoard"]["categories"][0]["products"][0]["id"],
        "name": "Kleines Frühstück",
        "description": "",
        "allergens": "",
        "price": "5.90",
        "calculationModel": "fixed",
        "unit": "piece",
        "image": None,
        "available": True,
    }
    assert second == {
        "id": scenes["welcome"].pk,
        "path": "willkommen",
        "name": "Willkommen",
        "layout": "blocks",
        "durationSeconds": 10,
        "transition": "none",
        "content": {"body": [{"type": "numberFact", "label": "Seit", "value": "1905"}]},
        "menuBoard": None,
    }
    # what follows at 11:00, so that a player without network switches on time
    assert data["next"]["segment"]["name"] == "Mittag"
    assert data["next"]["until"] == "2026-11-25T21:00:00Z"
    assert [(scene["name"], scene["durationSeconds"], scene["transition"]) for scene in data["next"]["scenes"]] == [
        ("Mittagsmenü", 30, "slide")
    ]
    assert board(data["next"]["scenes"][0]) == LUNCH_BOARD


def test_at_11_00_the_lunch_segment_plays_with_the_branchs_active_menu(tv, scenes, player_client, at):
    with at(2026, 11, 25, 11, 0):
        data = poll(player_client).json()["data"]

    assert data["segment"]["name"] == "Mittag"
    assert data["until"] == "2026-11-25T21:00:00Z"
    assert [scene["name"] for scene in data["scenes"]] == ["Mittagsmenü"]
    # no menu of its own: the branch's active menu
    assert data["scenes"][0]["menuBoard"]["menu"]["name"] == "Tageskarte"
    assert board(data["scenes"][0]) == LUNCH_BOARD
    assert data["next"]["segment"] is None
    assert data["next"]["until"] == "2026-11-26T05:00:00Z"


def test_the_same_answer_flips_at_eleven_without_any_change(tv, scenes, player_client, at):
    with at(2026, 11, 25, 10, 59, 50):
        before = poll(player_client)
    with at(2026, 11, 25, 11, 0, 0):
        after = poll(player_client, before["ETag"])

    assert before.json()["data"]["segment"]["name"] == "Frühstück"
    assert after.status_code == 200
    assert after.json()["data"]["segment"]["name"] == "Mittag"


def test_on_the_autumn_dst_day_breakfast_ends_at_eleven_cet(tv, player_client, at):
    with at(2026, 10, 25, 10, 59):
        data = poll(player_client).json()["data"]

    assert (data["segment"]["name"], data["until"]) == ("Frühstück", "2026-10-25T10:00:00Z")


def test_an_unchanged_answer_is_a_304_without_a_query(tv, player_client, at):
    with at(2026, 11, 25, 10, 30):
        first = poll(player_client)
        with CaptureQueriesContext(connection) as queries:
            again = poll(player_client, first["ETag"])
        other = poll(player_client, '"something-else"')

    assert first.status_code == 200
    assert first["ETag"].startswith('"') and len(first["ETag"]) == 34
    assert again.status_code == 304
    assert again["ETag"] == first["ETag"]
    assert again.content == b""
    assert len(queries) == 0
    assert other.status_code == 200
    assert other.json() == first.json()


def test_the_answers_queries_do_not_grow_with_the_menu(tv, scenes, catalogue, player_client, at):
    def count():
        from django.core.cache import cache

        cache.clear()
        with CaptureQueriesContext(connection) as queries:
            response = poll(player_client)
        assert response.status_code == 200
        return len(queries)

    with at(2026, 11, 25, 10, 30):
        poll(player_client)  # the device's identity and lastSeenAt
        small = count()
        entry = catalogue["menu"].entries.get(category=catalogue["breakfast"])
        for index in range(20):
            product = ProductFactory(name=f"Gebäck {index}", price="1.20")
            MenuProduct.objects.create(menu_category=entry, product=product, position=10 + index)
        large = count()

    assert small == large
    assert small <= 16


def test_a_product_switched_off_is_gone_with_the_next_poll(
    tv, catalogue, player_client, admin_client, at, django_capture_on_commit_callbacks
):
    with at(2026, 11, 25, 11, 30):
        first = poll(player_client)
        assert poll(player_client, first["ETag"]).status_code == 304
        # the change commits (the test's transaction never does: its after-commit work runs here)
        with django_capture_on_commit_callbacks(execute=True):
            switched = admin_client.put(f"/api/products/{catalogue['goulash'].pk}", {"isEnabled": False}, format="json")
        second = poll(player_client, first["ETag"])

    assert switched.status_code == 200, switched.content
    assert second.status_code == 200
    assert second["ETag"] != first["ETag"]
    assert board(second.json()["data"]["scenes"][0]) == [
        ("Hauptspeisen", True, [("Käsespätzle", "13.50", True)]),
        ("Getränke", True, [("Melange", "3.80", True)]),
    ]


def test_a_category_switched_off_is_gone_with_the_next_poll(
    tv, catalogue, player_client, admin_client, at, django_capture_on_commit_callbacks
):
    with at(2026, 11, 25, 11, 30):
        first = poll(player_client)
        with django_capture_on_commit_callbacks(execute=True):
            admin_client.put(f"/api/categories/{catalogue['drinks'].pk}", {"isEnabled": False}, format="json")
        second = poll(player_client, first["ETag"])

    assert board(second.json()["data"]["scenes"][0]) == [
        ("Hauptspeisen", True, [("Rindsgulasch", "14.90", True), ("Käsespätzle", "13.50", True)]),
    ]


def test_a_change_around_the_orm_is_on_the_screen_within_a_minute(tv, catalogue, player_client, at):
    with at(2026, 11, 25, 11, 30, 0):
        first = poll(player_client)
        # a raw UPDATE sends no signal: the stamp stays, the cached answer is kept until the minute is over
        Product.objects.filter(pk=catalogue["spaetzle"].pk).update(is_enabled=False)
        cached = poll(player_client, first["ETag"])
    with at(2026, 11, 25, 11, 31, 0):
        later = poll(player_client, first["ETag"])

    assert cached.status_code == 304
    assert later.status_code == 200
    assert [name for name, _, _ in board(later.json()["data"]["scenes"][0])[0][2]] == ["Rindsgulasch"]


def test_a_category_outside_its_hours_is_shown_unavailable_if_it_says_so(tv, scenes, player_client, admin_client, at):
    # the breakfast board shown at noon (show-scene): its category is visible when unavailable
    with at(2026, 11, 25, 12, 15):
        admin_client.post(
            f"/api/digital-signage-devices/{tv.pk}/command",
            {"kind": "show-scene", "sceneId": scenes["breakfast"].pk},
            format="json",
        )
        data = poll(player_client).json()["data"]

    assert board(data["override"]["scene"]) == [
        ("Frühstück", False, [("Kleines Frühstück", "5.90", False), ("Großes Frühstück", "11.90", False)]),
        ("Getränke", True, [("Melange", "3.80", True)]),
    ]


def test_hidden_prices_and_images_as_the_storefront_has_them(tv, catalogue, player_client, at):
    Product.objects.filter(pk=catalogue["goulash"].pk).update(
        is_price_hidden=True, images=[{"id": 7, "version": 2, "extension": "jpg"}], calculation_model="minimum"
    )

    with at(2026, 11, 25, 11, 30):
        data = poll(player_client).json()["data"]

    goulash = data["scenes"][0]["menuBoard"]["categories"][0]["products"][0]
    assert (goulash["name"], goulash["price"], goulash["calculationModel"]) == ("Rindsgulasch", None, "minimum")
    assert goulash["image"] == {"id": 7, "version": 2, "extension": "jpg", "url": "/image/product/7-2.jpg"}


def test_embedded_reusable_blocks_come_with_their_content(tv, scenes, player_client, at):
    from cms.models import Block

    block = Block.objects.create(name="Öffnungszeiten", content={"body": [{"type": "hr"}]})
    scenes["welcome"].content = {"body": [{"type": "block", "block": block.pk}]}
    scenes["welcome"].save()

    with at(2026, 11, 25, 10, 30):
        data = poll(player_client).json()["data"]

    assert data["scenes"][1]["content"] == {
        "body": [{"type": "block", "block": block.pk, "content": {"body": [{"type": "hr"}]}}]
    }


def test_a_tv_without_stream_shows_nothing(screen, player_client, at):
    SignageDeviceFactory(device=screen, stream=None)

    with at(2026, 11, 25, 10, 30):
        data = poll(player_client).json()["data"]

    assert (data["stream"], data["segment"], data["scenes"], data["until"], data["next"]) == (
        None,
        None,
        [],
        None,
        None,
    )


def test_only_a_tvs_screen_gets_an_answer(db, branch, player_client, anon_client, make_client):
    ScreenFactory(branch=branch, secret=SECRET)
    tablet = ScreenFactory(branch=branch, kind=DeviceKind.TABLET, secret="tablet-geheim", identifier="theke")
    tablet_client = make_client()
    tablet_client.credentials(HTTP_AUTHORIZATION="Device tablet-geheim")
    stranger = make_client()
    stranger.credentials(HTTP_AUTHORIZATION="Device falsch")

    no_tv = poll(player_client)
    not_a_screen = poll(tablet_client)
    anonymous = poll(anon_client)
    unknown = poll(stranger)

    assert (no_tv.status_code, no_tv.json()["errors"]) == (
        404,
        [{"message": "Dieses Gerät ist kein TV.", "code": "not_a_tv"}],
    )
    assert not_a_screen.json()["errors"] == [{"message": "Dieses Gerät ist kein TV.", "code": "not_a_tv"}]
    assert (anonymous.status_code, anonymous.json()["errors"][0]["message"]) == (
        401,
        "Das Gerät hat sich nicht angemeldet.",
    )
    assert (unknown.status_code, unknown.json()["errors"][0]["message"]) == (
        401,
        "Unbekanntes Gerät. Bitte koppeln Sie das Gerät neu.",
    )
    assert tablet.kind == "tablet"


def test_proof_of_play_is_checked_and_bounded(tv, scenes, player_client, other_branch, at, monkeypatch):
    monkeypatch.setattr(services, "PROOF_OF_PLAY_KEPT", 3)
    graz = SceneFactory(name="Graz", path="graz", branch=other_branch)

    with at(2026, 11, 25, 10, 30):
        unknown = player_client.post(
            "/api/signage/proof-of-play", {"sceneId": 999, "shownAt": "2026-11-25T09:29:00Z"}, format="json"
        )
        foreign = player_client.post(
            "/api/signage/proof-of-play", {"sceneId": graz.pk, "shownAt": "2026-11-25T09:29:00Z"}, format="json"
        )
        old = player_client.post(
            "/api/signage/proof-of-play",
            {"sceneId": scenes["welcome"].pk, "shownAt": "2026-11-17T09:29:00Z"},
            format="json",
        )
        future = player_client.post(
            "/api/signage/proof-of-play",
            {"sceneId": scenes["welcome"].pk, "shownAt": "2026-11-25T09:40:00Z"},
            format="json",
        )
        made = [
            player_client.post(
                "/api/signage/proof-of-play",
                {"sceneId": scenes["welcome"].pk, "shownAt": f"2026-11-25T09:2{minute}:00Z"},
                format="json",
            )
            for minute in (5, 1, 4, 2, 3)
        ]

    assert unknown.status_code == 400
    assert unknown.json()["errors"] == [
        {"message": "Diese Szene gibt es nicht.", "code": "unknown_scene", "field": "sceneId"}
    ]
    assert foreign.json()["errors"][0]["message"] == "Diese Szene gibt es nicht."
    assert old.json()["errors"] == [
        {"message": "Der Zeitpunkt muss in den letzten 7 Tagen liegen.", "code": "shown_at_range", "field": "shownAt"}
    ]
    assert future.status_code == 400
    assert [response.status_code for response in made] == [201] * 5
    assert made[0].json()["data"]["sceneName"] == "Willkommen"
    assert [play.shown_at.minute for play in ProofOfPlay.objects.order_by("-shown_at")] == [25, 24, 23]
    tv.refresh_from_db()
    assert (tv.showing_scene_id, tv.showing_since) == (
        scenes["welcome"].pk,
        datetime.datetime(2026, 11, 25, 9, 25, tzinfo=datetime.UTC),
    )


@pytest.mark.parametrize("path", ["/api/signage/player", "/api/signage/proof-of-play"])
def test_a_staff_session_is_no_player(admin_client, tv, path):
    response = admin_client.get(path) if path.endswith("player") else admin_client.post(path, {}, format="json")

    assert response.status_code == 401


def _assert_shape(value, field, path="answer"):
    """The answer has exactly the fields the schema (PlayerAnswerSerializer) names, at every level."""
    if value is None:
        assert field.allow_null, path
        return
    if isinstance(field, serializers.ListSerializer):
        for index, item in enumerate(value):
            _assert_shape(item, field.child, f"{path}.{index}")
    elif isinstance(field, serializers.Serializer):
        names = {to_camel(name): child for name, child in field.fields.items()}
        assert set(value) == set(names), path
        for key, item in value.items():
            _assert_shape(item, names[key], f"{path}.{key}")


def test_the_answer_has_the_shape_the_schema_names(tv, scenes, catalogue, player_client, admin_client, at):
    Product.objects.filter(pk=catalogue["goulash"].pk).update(images=[{"id": 7, "version": 2, "extension": "jpg"}])
    with at(2026, 11, 25, 10, 30):
        admin_client.post(
            f"/api/digital-signage-devices/{tv.pk}/command",
            {"kind": "show-scene", "sceneId": scenes["welcome"].pk},
            format="json",
        )
        data = poll(player_client).json()["data"]

    assert data["override"] is not None and data["next"] is not None
    _assert_shape(data, PlayerAnswerSerializer())
