"""A small shop around the autumn DST change (Sunday 2026-10-25 has 25 hours in Vienna).

Every instant is UTC; the comment gives the Vienna wall time. Now is Monday 2026-10-26 12:00 (CET):
2026-10-24 and 2026-10-25 are closed days, 2026-10-26 is today.
"""

import datetime
import uuid
from decimal import Decimal

from analytics.models import AnalyticsEvent, QrCodeScan
from analytics.tests.factories import QrCodeFactory
from consent.models import ConsentRecord
from ordering.models import Order, OrderStatus
from ordering.services.tickets import business_date
from ordering.tests.factories import COLA, SCHNITZEL, OrderFactory

UTC = datetime.UTC
NOW = datetime.datetime(2026, 10, 26, 11, 0, tzinfo=UTC)  # Mon 12:00 CET
A, B, C, D, E, Z = ("a" * 32, "b" * 32, "c" * 32, "d" * 32, "e" * 32, "f" * 32)


def at(text: str) -> datetime.datetime:
    return datetime.datetime.fromisoformat(text).replace(tzinfo=UTC)


def event(when, visitor, type_, path="", *, new=False, name="", browser="", os="", device="", **facts):
    return AnalyticsEvent(
        occurred_at=at(when),
        visitor=visitor,
        is_new_visitor=new,
        type=type_,
        name=name,
        path=path,
        browser=browser,
        operating_system=os,
        device_class=device,
        **facts,
    )


FIREFOX = {"browser": "Firefox", "os": "Linux", "device": "desktop"}
SAFARI = {"browser": "Safari", "os": "iOS", "device": "mobile"}
CHROME = {"browser": "Chrome", "os": "Android", "device": "mobile"}


def make_events():
    AnalyticsEvent.objects.bulk_create(
        [
            # Fri 23.10. 23:59 CEST: before the range
            event("2026-10-23T21:59", Z, "pageview", "/", **FIREFOX),
            # Sat 24.10. 23:59 CEST
            event("2026-10-24T21:59", A, "pageview", "/", new=True, **FIREFOX),
            # Sun 25.10. 00:00 CEST: B's device facts, referred by Google
            event(
                "2026-10-24T22:00",
                B,
                "device",
                "/",
                new=True,
                resolution="1920x1080",
                pixel_ratio=Decimal("2.00"),
                color_scheme="dark",
                referrer_origin="https://www.google.com",
                **FIREFOX,
            ),
            # Sun 02:30 CEST and, an hour later, 02:30 CET again (the clock went back at 03:00)
            event("2026-10-25T00:30", B, "pageview", "/", **FIREFOX),
            event("2026-10-25T01:30", B, "pageview", "/store/mariahilf", **FIREFOX),
            # Sun 23:59 CET: the 25-hour day's last minute
            event("2026-10-25T22:59", C, "pageview", "/store/mariahilf", **SAFARI),
            # Mon 26.10. (today) 00:00 CET
            event("2026-10-25T23:00", D, "pageview", "/", **CHROME),
            # Mon 10:00: A's hash again (a second day: counted again)
            event("2026-10-26T09:00", A, "pageview", "/", **FIREFOX),
            event("2026-10-26T10:00", D, "event", "/", name="menu", **CHROME),
            event("2026-10-26T10:05", D, "addtocart", "/store/mariahilf", **CHROME),
            event("2026-10-26T10:06", D, "pageview", "/store/mariahilf", **CHROME),
            event("2026-10-26T10:07", D, "pageview", "/store/mariahilf", **CHROME),
            # Mon 12:00: E arrives directly, light mode
            event(
                "2026-10-26T11:00",
                E,
                "device",
                "/",
                new=True,
                resolution="390x844",
                pixel_ratio=Decimal("3.00"),
                color_scheme="light",
                **SAFARI,
            ),
        ]
    )


def order(branch, when, *, status=OrderStatus.COMPLETED, kind="takeaway", items=None, total="19.90", origin="shop"):
    placed = OrderFactory(
        origin=origin,
        origin_detail={"qr": "fruehstueck", "campaign": "herbst"}.get(origin, ""),
        branch=branch,
        business_date=business_date(at(when)),
        status=status,
        is_delivery=kind == "delivery",
        is_dine_in=kind == "dineIn",
        total_gross=Decimal(total),
        items=items,
    )
    Order.objects.filter(pk=placed.pk).update(created_at=at(when), updated_at=at(when))
    return placed


def make_orders(branch, other_branch):
    return {
        # Sat 24.10. 00:30 CEST and 23:30 CEST
        "o7": order(branch, "2026-10-23T22:30"),
        "o1": order(branch, "2026-10-24T21:30", status=OrderStatus.NEW, origin="qr"),
        # Sun 02:30 CEST (Graz, dine in, a Schnitzel, by phone) and 02:30 CET (Mariahilf, delivery, a campaign)
        "o3": order(
            other_branch, "2026-10-25T00:30", kind="dineIn", items=[(11, SCHNITZEL, 1)], total="12.90", origin="phone"
        ),
        "o2": order(branch, "2026-10-25T01:30", kind="delivery", origin="campaign"),
        # Sun 23:30 CET: canceled (by phone)
        "o4": order(branch, "2026-10-25T22:30", status=OrderStatus.CANCELED, origin="phone"),
        # Mon 10:15 CET: two Colas; Mon 11:00 rejected (never counted)
        "o5": order(branch, "2026-10-26T09:15", items=[(12, COLA, 2)], total="7.00"),
        "o6": order(other_branch, "2026-10-26T10:00", status=OrderStatus.REJECTED, kind="delivery"),
    }


def make_scans(branch, other_branch):
    breakfast = QrCodeFactory(path="fruehstueck", name="Frühstück", branch=branch)
    table = QrCodeFactory(path="graz-tisch", name="", branch=other_branch)

    def scan(code, when, device, origin=""):
        QrCodeScan.objects.create(
            qr_code=code,
            scanned_at=at(when),
            target_kind=code.target_kind,
            target_url="/",
            device_class=device,
            referrer_origin=origin,
        )

    scan(breakfast, "2026-10-24T22:10", "mobile")  # Sun 00:10 CEST
    scan(breakfast, "2026-10-25T12:00", "mobile", "https://instagram.com")
    scan(table, "2026-10-26T08:00", "desktop")
    scan(breakfast, "2026-10-26T09:00", "tablet")
    scan(breakfast, "2026-10-23T21:00", "mobile")  # Fri 23:00 CEST: before the range


def make_consents():
    def record(when, decision):
        ConsentRecord.objects.create(
            recorded_at=at(when),
            consent_id=uuid.uuid4(),
            version="v" * 64,
            decision=decision,
            intents={"required": True, "analytics": decision == "all"},
            services={},
            client_hash="9" * 32,
        )

    record("2026-10-23T21:59", "all")  # Fri 23:59 CEST: before the range
    record("2026-10-24T21:00", "all")  # Sat 23:00 CEST
    record("2026-10-25T01:30", "required")  # Sun 02:30 CET
    record("2026-10-25T23:30", "all")  # Mon 00:30 CET
    record("2026-10-26T08:00", "custom")
