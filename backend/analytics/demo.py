"""The demo's QR codes and analytics log (devtools load_demo): a branch poster, a table in the garden and
the Schnitzel; a few hundred storefront events over the last 30 days so that the statistics show something."""

import datetime
import hashlib
import random
from decimal import Decimal

from django.utils import timezone

from catalogue.models import Product
from organisation.models import Branch, Table

from .models import AnalyticsEvent, DeviceClass, EventType, QrCode, TargetKind

DAYS = 30
SEED = 20261125
# (browser, operating system, device class, resolution, pixel ratio)
DEVICES = [
    ("Chrome", "Android", DeviceClass.MOBILE, "412x915", Decimal("2.63")),
    ("Safari", "iOS", DeviceClass.MOBILE, "390x844", Decimal("3.00")),
    ("Chrome", "Windows", DeviceClass.DESKTOP, "1920x1080", Decimal("1.00")),
    ("Firefox", "Windows", DeviceClass.DESKTOP, "1536x864", Decimal("1.25")),
    ("Safari", "macOS", DeviceClass.DESKTOP, "1440x900", Decimal("2.00")),
    ("Safari", "iOS", DeviceClass.TABLET, "820x1180", Decimal("2.00")),
    ("Edge", "Windows", DeviceClass.DESKTOP, "1920x1080", Decimal("1.25")),
]
REFERRERS = ["", "", "", "https://www.google.com", "https://www.instagram.com", "https://www.facebook.com"]
CLIENT_EVENTS = [("Menu", "Show"), ("Menu", "Hide"), ("Themes", "Show"), ("Link", "Call"), ("Page", "ReadToBottom")]


def load(branches: dict[str, Branch]) -> None:
    """Three codes of Wien Mariahilf and the analytics log (inside the caller's transaction)."""
    load_events(branches)
    branch = branches.get("wien-mariahilf")
    if branch is None:
        return
    codes = [QrCode(path="mariahilf", name="Plakat Mariahilf", target_kind=TargetKind.BRANCH, branch=branch)]
    table = Table.objects.filter(branch=branch, identifier="Garten 1").first()
    if table is not None:
        codes.append(
            QrCode(path="garten-1", name="Gartentisch 1", target_kind=TargetKind.TABLE, branch=branch, table=table)
        )
    product = Product.objects.filter(name="Wiener Schnitzel vom Kalb").first()
    if product is not None:
        codes.append(
            QrCode(
                path="schnitzel", name="Flyer Schnitzel", target_kind=TargetKind.PRODUCT, branch=branch, product=product
            )
        )
    QrCode.objects.bulk_create(codes)


def load_events(branches: dict[str, Branch]) -> None:
    """About 400 events of the last 30 days for the demo's branches, the same on every load (seeded)."""
    demo = [branch for _key, branch in sorted(branches.items())]
    if not demo:
        return
    pick = random.Random(SEED)  # noqa: S311 (demo data, not a secret)
    now = timezone.now()
    rows = []
    for visit in range(120):
        branch = pick.choice(demo)
        browser, system, device, resolution, ratio = pick.choice(DEVICES)
        at = now - datetime.timedelta(days=pick.randrange(DAYS), hours=pick.randrange(10), minutes=pick.randrange(60))
        visitor = hashlib.sha256(f"demo-{visit}-{at.date()}".encode()).hexdigest()[:32]
        store = f"/store/{branch.identifier}"
        common = {
            "visitor": visitor,
            "is_new_visitor": visit % 3 == 0,
            "branch": branch,
            "browser": browser,
            "operating_system": system,
            "device_class": device,
        }

        def event(kind, path, minutes, at=at, common=common, **fields):
            when = min(at + datetime.timedelta(minutes=minutes), now)
            rows.append(AnalyticsEvent(occurred_at=when, type=kind, path=path, **common, **fields))

        event(
            EventType.DEVICE,
            "/",
            0,
            resolution=resolution,
            pixel_ratio=ratio,
            color_scheme=pick.choice(["light", "light", "dark"]),
            referrer_origin=pick.choice(REFERRERS),
            data={"language": "de-AT", "languages": ["de-AT", "de"]},
        )
        event(EventType.PAGEVIEW, "/", 0)
        event(EventType.PAGEVIEW, store, 1)
        if pick.random() < 0.4:
            name, sub_name = pick.choice(CLIENT_EVENTS)
            event(EventType.EVENT, store, 2, name=name, sub_name=sub_name)
        if pick.random() < 0.35:
            price = Decimal(pick.randrange(450, 3200)) / 100
            event(EventType.ADD_TO_CART, store, 3, data={"price": str(price), "currency": "EUR"})
            if pick.random() < 0.6:
                event(EventType.INITIATE_CHECKOUT, f"/checkout/{branch.identifier}", 5)
                event(EventType.PAGEVIEW, f"/checkout/{branch.identifier}", 5)
                if pick.random() < 0.7:
                    event(
                        EventType.PURCHASE,
                        f"/checkout/{branch.identifier}",
                        8,
                        # like the ingestion of a client's purchase: no amount (revenue comes from the orders)
                        data={"currency": "EUR"},
                    )
    AnalyticsEvent.objects.bulk_create(rows)
