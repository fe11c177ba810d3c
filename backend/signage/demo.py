"""Digital signage's part of the demo business (devtools load_demo, after the devices): the counter screen of
Mariahilf, 'TV Theke', shows breakfast from 06:00 to 11:00 and lunch from 11:00 to 22:00, every day.

The screen itself is the devices' demo device of kind `screen` with the identifier DEMO_SCREEN in Mariahilf; when
the devices' demo has none, it is made here (unpaired: pair it from the back office).
"""

from catalogue.models import Menu
from devices.models import Device, DeviceKind
from organisation.models import Branch

from .models import Layout, Orientation, Scene, Segment, SegmentScene, SignageDevice, Stream, StreamSlot

DEMO_BRANCH = "wien-mariahilf"
DEMO_SCREEN = "tv-theke"
EVERY_DAY = [0, 1, 2, 3, 4, 5, 6]
WELCOME = {
    "body": [
        {"type": "claimScroller", "main_word": "Willkommen", "secondary_words": ["im Wirtshaus", "in Mariahilf"]},
        {"type": "spacer", "size": 2},
        {"type": "numberFact", "label": "Frisch gekocht seit", "value": "1905"},
    ]
}


def _categories(menu: Menu, *names: str):
    return [entry.category for entry in menu.entries.select_related("category") if entry.category.name in names]


def load(branches: dict[str, Branch]) -> None:
    mariahilf = branches[DEMO_BRANCH]
    bakery = Menu.objects.get(name="Bäckerei-Sortiment")
    inn = Menu.objects.get(name="Wirtshaus-Karte")

    breakfast = Scene.objects.create(
        path="fruehstueck",
        name="Frühstück",
        branch=mariahilf,
        layout=Layout.MENU_BOARD,
        title="Frühstück bis 11 Uhr",
        menu=bakery,
    )
    breakfast.categories.set(_categories(bakery, "Frühstück", "Getränke"))
    lunch = Scene.objects.create(
        path="mittagsmenue",
        name="Mittagsmenü",
        branch=mariahilf,
        layout=Layout.MENU_BOARD,
        title="Mittagsmenü",
        menu=inn,
    )
    lunch.categories.set(_categories(inn, "Suppen", "Hauptspeisen", "Desserts"))
    welcome = Scene.objects.create(path="willkommen", name="Willkommen", branch=mariahilf, content=WELCOME)

    segments = {}
    for name, board in (("Frühstück", breakfast), ("Mittag", lunch)):
        segment = Segment.objects.create(name=name, branch=mariahilf)
        SegmentScene.objects.bulk_create(
            [
                SegmentScene(segment=segment, scene=board, position=0, duration_seconds=20, transition="fade"),
                SegmentScene(segment=segment, scene=welcome, position=1, duration_seconds=10, transition="fade"),
            ]
        )
        segments[name] = segment

    stream = Stream.objects.create(name="Theke Mariahilf", branch=mariahilf)
    StreamSlot.objects.bulk_create(
        [
            StreamSlot(
                stream=stream,
                position=0,
                weekdays=EVERY_DAY,
                starts="06:00",
                ends="11:00",
                segment=segments["Frühstück"],
            ),
            StreamSlot(
                stream=stream, position=1, weekdays=EVERY_DAY, starts="11:00", ends="22:00", segment=segments["Mittag"]
            ),
        ]
    )

    screen, _ = Device.objects.get_or_create(
        branch=mariahilf, identifier=DEMO_SCREEN, defaults={"name": "TV Theke", "kind": DeviceKind.SCREEN}
    )
    SignageDevice.objects.create(
        device=screen, stream=stream, orientation=Orientation.LANDSCAPE, resolution="1920x1080"
    )
