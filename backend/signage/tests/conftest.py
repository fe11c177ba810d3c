"""A counter screen in Mariahilf: breakfast board until 11:00, then the lunch board, every day (like the demo)."""

import datetime
import zoneinfo

import pytest
import time_machine
from rest_framework.test import APIClient

from catalogue.tests.factories import CategoryFactory, MenuFactory, ProductFactory

from ..models import Layout
from .factories import SceneFactory, ScreenFactory, SegmentFactory, SignageDeviceFactory, StreamFactory

VIENNA = zoneinfo.ZoneInfo("Europe/Vienna")
EVERY_DAY = range(7)
SECRET = "geheimnis-des-fernsehers"


def vienna(*args) -> datetime.datetime:
    return datetime.datetime(*args, tzinfo=VIENNA)


@pytest.fixture
def at():
    """at(2026, 11, 25, 10, 59): the clock stands still at that Vienna wall time (a context manager)."""

    def travel(*args):
        return time_machine.travel(vienna(*args), tick=False)

    return travel


@pytest.fixture
def catalogue(branch):
    breakfast = CategoryFactory(
        name="Frühstück",
        schedule=[{"type": "daily", "date": None, "isClosed": False, "from": "06:00", "to": "11:00"}],
        is_visible_when_unavailable=True,
    )
    mains = CategoryFactory(name="Hauptspeisen")
    drinks = CategoryFactory(name="Getränke")
    products = {
        "small": ProductFactory(name="Kleines Frühstück", price="5.90"),
        "big": ProductFactory(name="Großes Frühstück", price="11.90"),
        "eggs": ProductFactory(name="Eierspeise", price="6.50", is_enabled=False),
        "goulash": ProductFactory(name="Rindsgulasch", price="14.90"),
        "spaetzle": ProductFactory(name="Käsespätzle", price="13.50"),
        "goose": ProductFactory(name="Martinigansl", price="29.50", is_enabled=False),
        "melange": ProductFactory(name="Melange", price="3.80"),
    }
    menu = MenuFactory(
        name="Tageskarte",
        branches=[branch],
        catalog=[
            (breakfast, [products["small"], products["big"], products["eggs"]]),
            (mains, [products["goulash"], products["spaetzle"], products["goose"]]),
            (drinks, [products["melange"]]),
        ],
    )
    return {"menu": menu, "breakfast": breakfast, "mains": mains, "drinks": drinks, **products}


@pytest.fixture
def scenes(catalogue):
    return {
        "breakfast": SceneFactory(
            path="fruehstueck",
            name="Frühstück",
            layout=Layout.MENU_BOARD,
            title="Guten Morgen",
            menu=catalogue["menu"],
            categories=[catalogue["breakfast"], catalogue["drinks"]],
        ),
        "lunch": SceneFactory(
            path="mittagsmenue",
            name="Mittagsmenü",
            layout=Layout.MENU_BOARD,
            menu=None,
            categories=[catalogue["mains"], catalogue["drinks"]],
        ),
        "welcome": SceneFactory(
            path="willkommen",
            name="Willkommen",
            content={"body": [{"type": "numberFact", "label": "Seit", "value": "1905"}]},
        ),
    }


@pytest.fixture
def segments(scenes):
    return {
        "breakfast": SegmentFactory(
            name="Frühstück", scenes=[(scenes["breakfast"], 20, "fade"), (scenes["welcome"], 10, "none")]
        ),
        "lunch": SegmentFactory(name="Mittag", scenes=[(scenes["lunch"], 30, "slide")]),
    }


@pytest.fixture
def stream(segments):
    return StreamFactory(
        name="Theke Mariahilf",
        slots=[(EVERY_DAY, "06:00", "11:00", segments["breakfast"]), (EVERY_DAY, "11:00", "22:00", segments["lunch"])],
    )


@pytest.fixture
def screen(branch):
    return ScreenFactory(branch=branch, name="TV Theke", identifier="tv-theke", secret=SECRET)


@pytest.fixture
def tv(screen, stream):
    return SignageDeviceFactory(device=screen, stream=stream)


@pytest.fixture
def player_client(db):
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Device {SECRET}")
    return client
