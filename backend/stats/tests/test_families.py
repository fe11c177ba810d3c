"""What one day's raw rows boil down to (services.families): the aggregate that builds a rollup and a live day.

The day is Tuesday 2026-11-24 (CET): [2026-11-23 23:00, 2026-11-24 23:00) UTC; the pinned clock's today is
the day after.
"""

import datetime
import uuid
from decimal import Decimal

import pytest

from analytics.models import AnalyticsEvent, QrCodeScan
from analytics.tests.factories import QrCodeFactory
from consent.models import ConsentRecord
from ordering.models import OrderStatus
from ordering.tests.factories import COLA, SCHNITZEL
from stats.services import families
from stats.services.days import bounds

from .fixtures import A, B, C, at, event, order

DAY = bounds(datetime.date(2026, 11, 24))
CHEESE = {"name": "Bergkäse", "unit": "kg", "price": "24.00", "tax": "10.00", "calculation_model": "weight"}


def by(rows, *keys):
    return sorted(rows, key=lambda row: tuple(str(row[key]) for key in keys))


@pytest.mark.django_db
def test_a_day_without_events_has_no_visitor_row():
    assert families.visitor_days(*DAY) == []


@pytest.mark.django_db
def test_visitors_new_ones_and_page_views_of_the_day():
    AnalyticsEvent.objects.bulk_create(
        [
            event("2026-11-23T22:59", C, "pageview", "/"),  # Mon 23:59: the day before
            event("2026-11-23T23:00", A, "device", "/", new=True),  # Tue 00:00
            event("2026-11-24T08:00", A, "pageview", "/"),
            event("2026-11-24T08:01", B, "pageview", "/speisekarte"),
            event("2026-11-24T08:02", B, "addtocart", "/speisekarte"),
            event("2026-11-24T22:59", B, "pageview", "/"),  # Tue 23:59
            event("2026-11-24T23:00", C, "pageview", "/"),  # Wed 00:00: the day after
        ]
    )

    assert families.visitor_days(*DAY) == [{"visitors": 2, "new_visitors": 1, "page_views": 3, "recurring_visitors": 1}]
    assert by(families.visitor_hours(*DAY), "hour") == [
        {"hour": 0, "visitors": 1},
        {"hour": 23, "visitors": 1},
        {"hour": 9, "visitors": 2},
    ]
    assert by(families.page_days(*DAY), "path") == [{"path": "/", "views": 2}, {"path": "/speisekarte", "views": 1}]


@pytest.mark.django_db
def test_events_are_named_by_their_name_or_their_type_without_page_views_and_device_facts():
    AnalyticsEvent.objects.bulk_create(
        [
            event("2026-11-24T08:00", A, "pageview", "/"),
            event("2026-11-24T08:00", A, "device", "/"),
            event("2026-11-24T08:01", A, "event", "/", name="menu"),
            event("2026-11-24T08:02", B, "event", "/", name="menu"),
            event("2026-11-24T08:03", B, "addtocart", "/"),
            event("2026-11-24T08:04", B, "initiatecheckout", "/kasse"),
            event("2026-11-24T08:05", B, "purchase", "/kasse"),
        ]
    )

    assert by(families.event_days(*DAY), "name") == [
        {"name": "addtocart", "count": 1},
        {"name": "initiatecheckout", "count": 1},
        {"name": "menu", "count": 2},
        {"name": "purchase", "count": 1},
    ]


@pytest.mark.django_db
def test_device_facts_count_visitors_once_and_referrers_only_from_the_device_event():
    AnalyticsEvent.objects.bulk_create(
        [
            event(
                "2026-11-24T08:00",
                A,
                "device",
                "/",
                browser="Firefox",
                os="Linux",
                device="desktop",
                resolution="1920x1080",
                pixel_ratio=Decimal("1.50"),
                color_scheme="dark",
                referrer_origin="https://www.google.com",
            ),
            # the same visitor again: one visitor per value
            event("2026-11-24T08:05", A, "pageview", "/", browser="Firefox", os="Linux", device="desktop"),
            # a page view's referrer is a page of the shop, not where the visitor came from
            event("2026-11-24T08:06", B, "pageview", "/", browser="Safari", referrer_origin="https://example.com"),
            # no facts sent: no empty values
            event("2026-11-24T08:07", C, "device", "/"),
        ]
    )

    assert by(families.fact_days(*DAY), "fact", "value") == [
        {"fact": "browser", "value": "Firefox", "visitors": 1},
        {"fact": "browser", "value": "Safari", "visitors": 1},
        {"fact": "colorScheme", "value": "dark", "visitors": 1},
        {"fact": "device", "value": "desktop", "visitors": 1},
        {"fact": "os", "value": "Linux", "visitors": 1},
        {"fact": "pixelRatio", "value": "1.5", "visitors": 1},
        {"fact": "referrer", "value": "", "visitors": 1},
        {"fact": "referrer", "value": "https://www.google.com", "visitors": 1},
        {"fact": "resolution", "value": "1920x1080", "visitors": 1},
    ]
    assert families.fact_days(*DAY, only="pixelRatio") == [{"fact": "pixelRatio", "value": "1.5", "visitors": 1}]


@pytest.mark.django_db
def test_the_flow_counts_each_visitors_next_other_page():
    AnalyticsEvent.objects.bulk_create(
        [
            event("2026-11-24T08:00", A, "pageview", "/"),
            event("2026-11-24T08:01", A, "addtocart", "/speisekarte"),  # not a page view
            event("2026-11-24T08:02", A, "pageview", "/speisekarte"),
            event("2026-11-24T08:03", A, "pageview", "/speisekarte"),  # a reload: no step
            event("2026-11-24T08:04", A, "pageview", "/"),
            # B's steps are B's own, even between A's
            event("2026-11-24T08:01", B, "pageview", "/kasse"),
            event("2026-11-24T08:05", B, "pageview", "/"),
            event("2026-11-24T08:06", B, "pageview", "/speisekarte"),
        ]
    )

    assert by(families.flow_days(*DAY), "source", "target") == [
        {"source": "/", "target": "/speisekarte", "count": 2},
        {"source": "/kasse", "target": "/", "count": 1},
        {"source": "/speisekarte", "target": "/", "count": 1},
    ]


@pytest.mark.django_db
def test_orders_that_did_not_happen_are_not_counted_and_canceled_ones_have_their_own_row(branch):
    order(branch, "2026-11-24T08:00", items=[(11, SCHNITZEL, 1), (12, COLA, 2)], total="19.90")
    order(branch, "2026-11-24T09:00", kind="delivery", items=[(30, CHEESE, Decimal("0.350"))], total="8.40")
    order(branch, "2026-11-24T10:00", status=OrderStatus.CANCELED, items=[(12, COLA, 5)], total="17.50")
    order(branch, "2026-11-24T11:00", status=OrderStatus.REJECTED, total="99.00")
    order(branch, "2026-11-24T12:00", status=OrderStatus.FAILED, total="99.00")
    order(branch, "2026-11-24T23:00", total="99.00")  # Wed 00:00: the day after

    rows = by(families.order_days(*DAY), "delivery_type", "is_canceled")

    assert rows == [
        {
            "branch_id": branch.id,
            "origin": "shop",
            "delivery_type": "delivery",
            "is_canceled": False,
            "orders": 1,
            "revenue": Decimal("8.40"),
            "items": Decimal("0.350000"),
        },
        {
            "branch_id": branch.id,
            "origin": "shop",
            "delivery_type": "takeaway",
            "is_canceled": False,
            "orders": 1,
            "revenue": Decimal("19.90"),
            "items": Decimal("3.000000"),
        },
        {
            "branch_id": branch.id,
            "origin": "shop",
            "delivery_type": "takeaway",
            "is_canceled": True,
            "orders": 1,
            "revenue": Decimal("17.50"),
            "items": Decimal("0"),
        },
    ]
    # a live read of one kind asks only for its rows, and without the items when it does not show them
    assert [row["revenue"] for row in families.order_days(*DAY, only_canceled=True)] == [Decimal("17.50")]
    assert by(families.order_days(*DAY, only_canceled=False, with_items=False), "delivery_type") == [
        {**rows[0], "items": Decimal(0)},
        {**rows[1], "items": Decimal(0)},
    ]
    assert by(families.order_hours(*DAY), "hour") == [
        {"branch_id": branch.id, "hour": 10, "orders": 1},
        {"branch_id": branch.id, "hour": 9, "orders": 1},
    ]


@pytest.mark.django_db
def test_a_product_renamed_during_the_day_is_one_row_under_one_name(branch, other_branch):
    order(branch, "2026-11-24T08:00", items=[(11, {**SCHNITZEL, "name": "Schnitzel"}, 1)], total="12.90")
    order(branch, "2026-11-24T15:00", items=[(11, SCHNITZEL, 2), (30, CHEESE, Decimal("0.125"))], total="28.80")
    order(other_branch, "2026-11-24T15:00", items=[(11, SCHNITZEL, 1)], total="12.90")
    order(branch, "2026-11-24T16:00", status=OrderStatus.CANCELED, items=[(11, SCHNITZEL, 9)], total="116.10")

    rows = by(families.item_days(*DAY), "branch_id", "product_id")

    assert rows == [
        {
            "product_id": 11,
            "branch_id": branch.id,
            "name": "Wiener Schnitzel",
            "quantity": Decimal("3.000000"),
            "revenue": Decimal("38.70"),
        },
        {
            "product_id": 30,
            "branch_id": branch.id,
            "name": "Bergkäse",
            "quantity": Decimal("0.125000"),
            "revenue": Decimal("3.00"),
        },
        {
            "product_id": 11,
            "branch_id": other_branch.id,
            "name": "Wiener Schnitzel",
            "quantity": Decimal("1.000000"),
            "revenue": Decimal("12.90"),
        },
    ]


@pytest.mark.django_db
def test_scans_by_code_by_origin_and_consents_by_decision(branch):
    code = QrCodeFactory(path="fruehstueck", branch=branch)
    for when, device, origin in [
        ("2026-11-24T08:00", "mobile", ""),
        ("2026-11-24T09:00", "mobile", "https://instagram.com"),
        ("2026-11-24T10:00", "tablet", ""),
        ("2026-11-24T23:30", "mobile", ""),  # Wed: the day after
    ]:
        QrCodeScan.objects.create(
            qr_code=code,
            scanned_at=at(when),
            target_kind=code.target_kind,
            target_url="/",
            device_class=device,
            referrer_origin=origin,
        )
    for when, decision in [("2026-11-24T08:00", "all"), ("2026-11-24T09:00", "all"), ("2026-11-24T10:00", "custom")]:
        ConsentRecord.objects.create(
            recorded_at=at(when),
            consent_id=uuid.uuid4(),
            version="v" * 64,
            decision=decision,
            intents={"required": True},
            services={},
            client_hash="9" * 32,
        )

    assert families.scan_code_days(*DAY) == [{"qr_code_id": code.id, "branch_id": branch.id, "scans": 3}]
    assert by(families.scan_origin_days(*DAY), "origin") == [
        {"branch_id": branch.id, "origin": "https://instagram.com", "scans": 1},
        {"branch_id": branch.id, "origin": "mobile", "scans": 1},
        {"branch_id": branch.id, "origin": "tablet", "scans": 1},
    ]
    assert by(families.scan_shop_origin_days(*DAY), "origin") == [
        {"origin": "https://instagram.com", "scans": 1},
        {"origin": "mobile", "scans": 1},
        {"origin": "tablet", "scans": 1},
    ]
    assert by(families.consent_days(*DAY), "decision") == [
        {"decision": "all", "count": 2},
        {"decision": "custom", "count": 1},
    ]
