"""The demo's counter screen in Mariahilf: breakfast from the bakery until 11:00, then the inn's lunch, every day."""

import pytest
from django.core.management import call_command
from rest_framework.test import APIClient

from cms.services import check_blocks
from devices.models import Device, secret_hash

from ..models import Scene, SignageDevice


@pytest.fixture
def demo(db):
    call_command("load_demo")


@pytest.fixture
def player(demo):
    Device.objects.filter(identifier="tv-theke").update(secret_hash=secret_hash("demo-tv"))
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION="Device demo-tv")
    return client


def board(scene: dict) -> list[tuple[str, list[str]]]:
    return [
        (category["name"], [f"{product['name']} {product['price']}" for product in category["products"]])
        for category in scene["menuBoard"]["categories"]
    ]


def test_the_demo_tv_shows_breakfast_then_lunch(player, at):
    tv = SignageDevice.objects.select_related("device", "stream").get()
    with at(2026, 11, 23, 10, 59):
        breakfast = player.get("/api/signage/player").json()["data"]
    with at(2026, 11, 23, 11, 0):
        lunch = player.get("/api/signage/player").json()["data"]

    assert (tv.device.name, tv.device.kind, tv.device.branch.identifier, tv.stream.name) == (
        "TV Theke",
        "screen",
        "wien-mariahilf",
        "Theke Mariahilf",
    )
    assert list(Scene.objects.order_by("name").values_list("name", "layout")) == [
        ("Frühstück", "menu-board"),
        ("Mittagsmenü", "menu-board"),
        ("Willkommen", "blocks"),
    ]
    assert (breakfast["segment"]["name"], breakfast["until"]) == ("Frühstück", "2026-11-23T10:00:00Z")
    assert [scene["name"] for scene in breakfast["scenes"]] == ["Frühstück", "Willkommen"]
    assert board(breakfast["scenes"][0]) == [
        ("Frühstück", ["Kleines Frühstück 5.90", "Großes Frühstück 11.90"]),
        ("Getränke", ["Melange 3.80", "Apfelsaft gespritzt 0,5 l 3.50"]),
    ]
    assert (lunch["segment"]["name"], lunch["until"]) == ("Mittag", "2026-11-23T21:00:00Z")
    # the Martinigansl is switched off in the demo: not on the board
    assert board(lunch["scenes"][0]) == [
        ("Suppen", ["Frittatensuppe 4.90", "Leberknödelsuppe 5.20"]),
        ("Hauptspeisen", ["Wiener Schnitzel vom Kalb 21.90", "Rindsgulasch 14.90", "Käsespätzle 13.50"]),
        ("Desserts", ["Kaiserschmarrn 11.50", "Apfelstrudel 5.90"]),
    ]


def test_the_demo_welcome_scene_is_valid_website_builder_content(demo):
    welcome = Scene.objects.get(path="willkommen")

    cleaned, errors = check_blocks(welcome.content)

    assert errors == []
    assert cleaned == welcome.content


def test_the_demo_employee_manages_the_mariahilf_screens(demo, make_client):
    from accounts.models import User

    client = make_client(User.objects.get(email="mitarbeiter@example.com"))

    tvs = client.get("/api/digital-signage-devices").json()["data"]
    streams = client.get("/api/digital-signage-streams").json()["data"]

    assert [(tv["name"], tv["streamName"], tv["online"]) for tv in tvs] == [("TV Theke", "Theke Mariahilf", False)]
    assert [(slot["from"], slot["to"], slot["segmentName"]) for slot in streams[0]["slots"]] == [
        ("06:00", "11:00", "Frühstück"),
        ("11:00", "22:00", "Mittag"),
    ]
