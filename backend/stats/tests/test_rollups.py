"""Building the rollups (services.rollups): which days a run rebuilds, one run at a time, a day replaced whole."""

import datetime
import uuid
from decimal import Decimal

import pytest
import time_machine
from django.core.cache import cache
from django.db.models import Sum

from analytics.models import QrCodeScan
from analytics.tests.factories import QrCodeFactory
from consent.models import ConsentRecord
from ordering import demo as ordering_demo
from ordering.models import Order, OrderStatus
from organisation import demo as organisation_demo
from stats import tasks
from stats.models import (
    ConsentDay,
    EventDay,
    ItemDay,
    OrderDay,
    OrderHour,
    RollupState,
    ScanCodeMonth,
    VisitorDay,
)
from stats.services.rollups import LOCK, rebuild_day, refresh

from .fixtures import A, B, at, event, order

# the pinned clock's Wednesday 2026-11-25, 12:15 in Vienna
NOW = datetime.datetime(2026, 11, 25, 11, 15, tzinfo=datetime.UTC)
SUN, MON, TUE = datetime.date(2026, 11, 22), datetime.date(2026, 11, 23), datetime.date(2026, 11, 24)


@pytest.fixture
def clock():
    with time_machine.travel(NOW, tick=False) as traveller:
        yield traveller


def state():
    found = RollupState.objects.get()
    return found.complete_through, found.event_watermark, found.scan_watermark, found.consent_watermark


def consent(when, decision="all"):
    return ConsentRecord.objects.create(
        recorded_at=at(when),
        consent_id=uuid.uuid4(),
        version="v" * 64,
        decision=decision,
        intents={"required": True},
        services={},
        client_hash="9" * 32,
    )


@pytest.mark.django_db
def test_a_shop_without_raw_rows_is_complete_through_yesterday_at_once(clock):
    assert refresh() == 0

    assert state() == (TUE, 0, 0, 0)
    # orders: the run's start less a minute (updated_at is taken at save, not at commit)
    assert RollupState.objects.get().order_watermark == NOW - datetime.timedelta(seconds=60)
    assert VisitorDay.objects.count() == OrderDay.objects.count() == 0


@pytest.mark.django_db
def test_the_first_run_starts_at_the_first_raw_row_and_the_next_takes_the_new_days_only(clock, branch):
    event("2026-11-22T10:00", A, "pageview", "/").save()  # Sun
    order(branch, "2026-11-23T10:00")  # Mon
    order(branch, "2026-11-25T10:00")  # Wed, today: never rolled up

    assert refresh() == 3
    assert sorted(VisitorDay.objects.values_list("day", flat=True)) == [SUN]
    assert list(OrderDay.objects.values_list("day", "orders")) == [(MON, 1)]

    clock.shift(datetime.timedelta(days=2))  # Friday: Wed and Thu closed since
    assert refresh() == 2
    assert list(OrderDay.objects.order_by("day").values_list("day", "orders")) == [
        (MON, 1),
        (datetime.date(2026, 11, 25), 1),
    ]
    assert RollupState.objects.get().complete_through == datetime.date(2026, 11, 26)


@pytest.mark.django_db
def test_a_run_while_another_runs_does_nothing_and_the_lock_is_released_after_a_run(clock, branch):
    order(branch, "2026-11-24T10:00")
    cache.add(LOCK, True)

    assert refresh() == 0
    assert not RollupState.objects.exists()

    cache.delete(LOCK)
    assert refresh() == 1
    assert cache.get(LOCK) is None


@pytest.mark.django_db
def test_a_late_row_of_each_raw_table_rebuilds_its_own_day(clock, branch):
    order(branch, "2026-11-22T10:00")
    refresh()
    code = QrCodeFactory(path="tisch-1", branch=branch)

    # written late, for closed days: an event for Monday, a scan for Sunday, a consent for Tuesday
    late = event("2026-11-23T10:00", B, "pageview", "/")
    late.save()
    scan = QrCodeScan.objects.create(
        qr_code=code,
        scanned_at=at("2026-11-22T09:00"),
        target_kind=code.target_kind,
        target_url="/",
        device_class="mobile",
    )
    consent("2026-11-24T09:00", "custom")
    # and a row of today, which no run rolls up
    todays = consent("2026-11-25T09:00")

    assert refresh() == 3
    assert list(VisitorDay.objects.values_list("day", "visitors", "page_views")) == [(MON, 1, 1)]
    assert list(ScanCodeMonth.objects.values_list("month", "qr_code_id", "scans")) == [
        (datetime.date(2026, 11, 1), code.id, 1)
    ]
    assert list(ConsentDay.objects.values_list("day", "decision", "count")) == [(TUE, "custom", 1)]
    assert state() == (TUE, late.id, scan.id, todays.id)
    # nothing changed since: nothing to do
    assert refresh() == 0


@pytest.mark.django_db
def test_a_changed_order_of_today_waits_for_its_day_to_close(clock, branch):
    order(branch, "2026-11-24T10:00")
    today = order(branch, "2026-11-25T08:00")
    refresh()
    clock.shift(60)

    today.status = OrderStatus.CANCELED
    today.save(update_fields=["status", "updated_at"])

    assert refresh() == 0
    assert list(OrderDay.objects.values_list("day", "is_canceled", "orders")) == [(TUE, False, 1)]


@pytest.mark.django_db
def test_an_order_change_saved_before_a_run_but_committed_after_it_reaches_its_day(clock, branch):
    order(branch, "2026-11-24T10:00")
    refresh()

    # when: Tuesday's order cancelled by a transaction that took its updated_at 10 s before that run and committed
    # only after it had read the orders, then the next run, five minutes later
    late = order(branch, "2026-11-24T11:00", status=OrderStatus.CANCELED)
    Order.objects.filter(pk=late.pk).update(updated_at=NOW - datetime.timedelta(seconds=10))
    clock.shift(300)

    # then: the next run takes it into Tuesday
    assert refresh() == 1
    assert list(OrderDay.objects.order_by("is_canceled").values_list("day", "is_canceled", "orders")) == [
        (TUE, False, 1),
        (TUE, True, 1),
    ]


@pytest.mark.django_db
def test_rebuilding_a_day_replaces_its_rows_and_leaves_the_other_days(clock, branch):
    melange = {"name": "Melange", "unit": "piece", "price": "4.20", "tax": "10.00", "calculation_model": "fixed"}
    order(branch, "2026-11-23T10:00", items=[(11, melange, 2)], total="8.40")
    order(branch, "2026-11-24T10:00", kind="dineIn", total="19.90")
    rebuild_day(MON)
    rebuild_day(TUE)
    rebuild_day(TUE)
    order(branch, "2026-11-24T11:00", status=OrderStatus.CANCELED, total="5.00")

    rebuild_day(TUE)

    assert sorted(OrderDay.objects.values_list("day", "delivery_type", "is_canceled", "orders", "revenue")) == [
        (MON, "takeaway", False, 1, Decimal("8.40")),
        (TUE, "dineIn", False, 1, Decimal("19.90")),
        (TUE, "takeaway", True, 1, Decimal("5.00")),
    ]
    assert sorted(OrderHour.objects.values_list("day", "hour", "orders")) == [(MON, 11, 1), (TUE, 11, 1)]
    assert list(ItemDay.objects.filter(day=MON).values_list("name", "quantity")) == [("Melange", 2)]
    assert EventDay.objects.count() == 0


@pytest.mark.django_db
def test_the_beat_task_runs_the_refresh(clock, branch):
    order(branch, "2026-11-24T10:00")

    assert tasks.roll_up_statistics() == 1
    assert tasks.roll_up_statistics() == 0


@pytest.mark.django_db
def test_rollup_rows_name_their_day_in_german():
    row = OrderDay(day=TUE, branch_id=1, delivery_type="takeaway", is_canceled=False)
    month = ScanCodeMonth(month=datetime.date(2026, 11, 1), qr_code_id=1)

    assert (str(row), str(month)) == ("Bestellungen je Tag 24.11.2026", "QR-Scans je Monat und Code 11.2026")
    assert str(RollupState(complete_through=TUE)) == "Statistik vollständig bis 2026-11-24"


@pytest.mark.django_db
def test_demo_orders_placed_after_a_run_are_in_the_next_run(clock):
    # given: a shop whose statistics ran before the demo's orders came (complete through yesterday)
    branches = organisation_demo.load()
    refresh()
    clock.shift(60)

    # when: the demo places its orders, back-dated to past days, and the next run comes
    ordering_demo.load(branches)
    refresh()

    # then: every demo order of a closed day is in its day's rollup
    start_of_today = datetime.datetime(2026, 11, 24, 23, 0, tzinfo=datetime.UTC)  # Vienna's midnight
    past = Order.objects.filter(created_at__lt=start_of_today)
    assert past.count() == 5
    assert OrderDay.objects.aggregate(orders=Sum("orders"))["orders"] == 5
