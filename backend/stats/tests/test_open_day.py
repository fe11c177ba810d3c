"""The open day's partial rollup of the items (services.open_day): today's popular items read from it without
today's raw items when nothing changed, a change counted at once (only its branch and hour read live), the beat
task's run taking in only the changed hours, and days that start and end at Vienna midnights."""

import datetime

import pytest
import time_machine
from django.db import connection
from django.test.utils import CaptureQueriesContext

from ordering.models import Order, OrderItem, OrderStatus
from ordering.services.state_changes import cancel
from stats import registry
from stats.models import ItemDay, ItemHour, RollupState
from stats.services import days as calendar
from stats.services import open_day, reading
from stats.services.families import FAMILIES, item_days, part_ranges
from stats.services.rollups import refresh

from .fixtures import at, order

UTC = datetime.UTC
# Wednesday 2026-11-25 12:15 in Vienna (CET, UTC+1): Mon and Tue are closed days, Wed is the open day
NOW = datetime.datetime(2026, 11, 25, 11, 15, tzinfo=UTC)
MON, WED, THU = datetime.date(2026, 11, 23), datetime.date(2026, 11, 25), datetime.date(2026, 11, 26)
KINDS = {kind.name: kind for kind in registry.kinds()}
MELANGE = {"name": "Melange", "unit": "piece", "price": "4.20", "tax": "10.00", "calculation_model": "fixed"}
STRUDEL = {**MELANGE, "name": "Apfelstrudel"}
ITEMS, ORDERS = OrderItem._meta.db_table, Order._meta.db_table
ITEM_FAMILY = next(family for family in FAMILIES if family.name == "items")


def ranking(start=MON, end=WED, branches=None):
    answer = KINDS["popular-items"].compute(registry.Query(start, end, branches))
    return answer["total"], [(row["key"], row["label"], row["value"]) for row in answer["ranking"]]


def hour_rows(day=WED):
    rows = ItemHour.objects.filter(day=day).order_by("hour_start", "branch_id", "product_id")
    return [(row.hour_start, row.branch_id, row.product_id, row.name, row.quantity) for row in rows]


def read_open_day(day=WED) -> list[dict]:
    """The open day's rows as the read takes them (partial rollup and changed hours), in a stable order."""
    state = RollupState.objects.get()
    return sorted(reading.open_day_rows(ITEM_FAMILY, day, state.open_mark), key=_row_key)


def live_day(day=WED) -> list[dict]:
    """The same day aggregated from all of its raw items (as before the partial rollup)."""
    return sorted(item_days(*calendar.bounds(day)), key=_row_key)


def _row_key(row: dict) -> tuple:
    return row["branch_id"], row["product_id"]


def items_read(queries) -> list[str]:
    return [query["sql"] for query in queries if ITEMS in query["sql"]]


@pytest.fixture
def clock():
    with time_machine.travel(NOW, tick=False) as traveller:
        yield traveller


@pytest.fixture
def sold(clock, branch, other_branch):
    """Tuesday's last half hour, Wednesday's first (both at 23:30 UTC, a day apart in Vienna) and its morning."""
    return {
        "tue": order(branch, "2026-11-24T22:30", items=[(31, MELANGE, 9)]),  # Tue 23:30 CET
        "midnight": order(branch, "2026-11-24T23:30", items=[(31, MELANGE, 1)]),  # Wed 00:30 CET
        "early": order(branch, "2026-11-25T08:00", items=[(31, MELANGE, 2), (32, STRUDEL, 1)]),
        "late": order(branch, "2026-11-25T08:40", items=[(32, STRUDEL, 3)], status=OrderStatus.NEW),
        "graz": order(other_branch, "2026-11-25T08:10", items=[(31, MELANGE, 4)], status=OrderStatus.CONFIRMED),
        "rejected": order(branch, "2026-11-25T09:00", items=[(32, STRUDEL, 7)], status=OrderStatus.REJECTED),
    }


# Mon–Wed: Melange 9 (Tue) + 1 + 2 + 4, Strudel 1 + 3 (the rejected order never counts)
BEFORE = (20, [("31", "Melange", 16), ("32", "Apfelstrudel", 4)])


@pytest.mark.django_db
def test_the_run_keeps_the_open_day_per_branch_hour_and_product(sold, branch, other_branch):
    # when
    refresh()

    # then: Wednesday's hours from its Vienna midnight (Tue 23:00 UTC) on; Tuesday's order is Tuesday's
    state = RollupState.objects.get()
    assert (state.complete_through, state.open_day, state.open_mark) == (
        datetime.date(2026, 11, 24),
        WED,
        NOW - open_day.MARGIN,
    )
    assert hour_rows() == [
        (at("2026-11-24T23:00"), branch.id, 31, "Melange", 1),
        (at("2026-11-25T08:00"), branch.id, 31, "Melange", 2),
        (at("2026-11-25T08:00"), branch.id, 32, "Apfelstrudel", 4),
        (at("2026-11-25T08:00"), other_branch.id, 31, "Melange", 4),
    ]
    assert ItemDay.objects.get(day="2026-11-24").quantity == 9


@pytest.mark.django_db
def test_today_is_read_from_the_partial_rollup_without_its_raw_items_when_nothing_changed(sold):
    # given: the beat task's run
    refresh()

    # when
    with CaptureQueriesContext(connection) as queries:
        figures = ranking()

    # then: the hand-computed figures; the orders only probed for changes since the run, no item read
    assert figures == BEFORE
    assert items_read(queries) == []
    # the orders: their latest id with the rollup state (the live cache's marker), then the probe
    order_reads = [query["sql"] for query in queries if ORDERS in query["sql"]]
    assert [("MAX(id)" in sql, "updated_at >" in sql) for sql in order_reads] == [(True, False), (False, True)]
    # the rollup state, the closed days, the probe, the open day's hours, the products' current names
    assert len(queries) == 5


@pytest.mark.django_db
def test_an_order_canceled_after_the_run_counts_at_once_and_only_its_hour_is_read_live(
    sold, clock, branch, other_branch, admin_user
):
    # given: the run, and a read (a minute's cache would keep it)
    refresh()
    assert ranking() == BEFORE

    # when: staff cancel the 08:40 order half a minute later (within the minute the live day used to be cached)
    clock.shift(30)
    cancel(admin_user, sold["late"])

    # then: counted at once, its branch's 08:00 UTC hour aggregated live from its own orders
    assert open_day.changed_parts(WED, NOW - open_day.MARGIN) == {(branch.id, at("2026-11-25T08:00"))}
    with CaptureQueriesContext(connection) as queries:
        assert ranking() == (17, [("31", "Melange", 16), ("32", "Apfelstrudel", 1)])
    assert len(items_read(queries)) == 1
    assert ranking(branches=frozenset({other_branch.id})) == (4, [("31", "Melange", 4)])

    # when: the next run
    clock.shift(300)
    refresh()

    # then: only that hour rebuilt, and read from the table again
    assert hour_rows() == [
        (at("2026-11-24T23:00"), branch.id, 31, "Melange", 1),
        (at("2026-11-25T08:00"), branch.id, 31, "Melange", 2),
        (at("2026-11-25T08:00"), branch.id, 32, "Apfelstrudel", 1),
        (at("2026-11-25T08:00"), other_branch.id, 31, "Melange", 4),
    ]
    with CaptureQueriesContext(connection) as queries:
        assert ranking() == (17, [("31", "Melange", 16), ("32", "Apfelstrudel", 1)])
    assert items_read(queries) == []


@pytest.mark.django_db
def test_a_changed_item_and_a_new_order_count_at_once_and_the_next_run_takes_them_in(sold, clock, branch):
    refresh()

    # when: the midnight order's Melange becomes three (an item edit touches the order's updated_at), and a new
    # order comes in
    clock.shift(60)
    OrderItem.objects.filter(order=sold["midnight"]).update(amount=3)
    sold["midnight"].save(update_fields=["updated_at"])
    order(branch, "2026-11-25T11:16", items=[(33, {**MELANGE, "name": "Einspänner"}, 5)])

    # then
    changed = {(branch.id, at("2026-11-24T23:00")), (branch.id, at("2026-11-25T11:00"))}
    assert open_day.changed_parts(WED, NOW - open_day.MARGIN) == changed
    after = (27, [("31", "Melange", 18), ("33", "Einspänner", 5), ("32", "Apfelstrudel", 4)])
    assert ranking() == after

    # when: the next run rebuilds the two hours
    clock.shift(300)
    refresh()

    # then
    with CaptureQueriesContext(connection) as queries:
        assert ranking() == after
    assert items_read(queries) == []
    assert (at("2026-11-24T23:00"), branch.id, 31, "Melange", 3) in hour_rows()
    assert (at("2026-11-25T11:00"), branch.id, 33, "Einspänner", 5) in hour_rows()


@pytest.mark.django_db
def test_the_rows_of_incremental_runs_equal_a_whole_build(sold, clock, branch, other_branch, admin_user):
    # given: runs between changes in several hours and branches
    refresh()
    clock.shift(120)
    cancel(admin_user, sold["graz"])
    order(other_branch, "2026-11-25T11:17", items=[(32, STRUDEL, 2)])
    clock.shift(300)
    refresh()
    clock.shift(120)
    OrderItem.objects.filter(order=sold["early"], product_id=32).update(amount=6)
    sold["early"].save(update_fields=["updated_at"])
    clock.shift(300)
    refresh()
    incremental = hour_rows()

    # when: the open day built anew (manage.py roll_up_statistics --rebuild)
    RollupState.objects.update(open_day=None)
    refresh()

    # then
    assert (
        hour_rows()
        == incremental
        == [
            (at("2026-11-24T23:00"), branch.id, 31, "Melange", 1),
            (at("2026-11-25T08:00"), branch.id, 31, "Melange", 2),
            (at("2026-11-25T08:00"), branch.id, 32, "Apfelstrudel", 9),
            (at("2026-11-25T11:00"), other_branch.id, 32, "Apfelstrudel", 2),
        ]
    )
    assert ranking() == (23, [("31", "Melange", 12), ("32", "Apfelstrudel", 11)])
    assert read_open_day() == live_day()


@pytest.mark.django_db
def test_after_midnight_the_closed_day_is_rolled_up_and_the_new_day_kept(sold, clock, branch):
    refresh()

    # when: Thursday 00:20 in Vienna (23:20 UTC), an order at 00:10, and the run
    clock.move_to(datetime.datetime(2026, 11, 25, 23, 20, tzinfo=UTC))
    order(branch, "2026-11-25T23:10", items=[(32, STRUDEL, 2)])
    refresh()

    # then: Wednesday is a closed day (ItemDay); Thursday's first hour started at 23:00 UTC on Wednesday
    assert RollupState.objects.get().open_day == THU
    assert hour_rows(THU) == [(at("2026-11-25T23:00"), branch.id, 32, "Apfelstrudel", 2)]
    assert sorted(ItemDay.objects.filter(day=WED).values_list("product_id", "quantity")) == [(31, 3), (31, 4), (32, 4)]
    assert ranking(WED, THU) == (13, [("31", "Melange", 7), ("32", "Apfelstrudel", 6)])
    # the day before the new open day stays (a read that took the state before the run may ask for it)
    assert ItemHour.objects.filter(day=WED).exists()

    # when: Friday's run
    clock.move_to(datetime.datetime(2026, 11, 26, 23, 20, tzinfo=UTC))
    refresh()

    # then: only Thursday's rows are left of the open days before
    assert set(ItemHour.objects.values_list("day", flat=True)) == {THU}


@pytest.mark.django_db
def test_the_hours_of_the_autumn_night_are_two_parts(branch):
    """Sunday 2026-10-25 has 25 hours in Vienna: 02:30 CEST and 02:30 CET are two UTC hours, two parts."""
    sunday = datetime.date(2026, 10, 25)
    with time_machine.travel(datetime.datetime(2026, 10, 25, 20, 0, tzinfo=UTC), tick=False) as clock:
        first = order(branch, "2026-10-25T00:30", items=[(31, MELANGE, 1)])  # 02:30 CEST
        order(branch, "2026-10-25T01:30", items=[(31, MELANGE, 2)])  # 02:30 CET
        order(branch, "2026-10-24T22:00", items=[(32, STRUDEL, 1)])  # 00:00 CEST, the day's first minute
        refresh()
        clock.shift(120)
        Order.objects.filter(pk=first.pk).update(status=OrderStatus.CANCELED, updated_at=at("2026-10-25T20:02"))

        assert open_day.changed_parts(sunday, at("2026-10-25T19:59")) == {(branch.id, at("2026-10-25T00:00"))}
        assert hour_rows(sunday) == [
            (at("2026-10-24T22:00"), branch.id, 32, "Apfelstrudel", 1),
            (at("2026-10-25T00:00"), branch.id, 31, "Melange", 1),
            (at("2026-10-25T01:00"), branch.id, 31, "Melange", 2),
        ]
        assert ranking(sunday, sunday) == (3, [("31", "Melange", 2), ("32", "Apfelstrudel", 1)])


@pytest.mark.django_db
def test_a_product_renamed_during_the_day_keeps_the_largest_of_its_names_as_read_live(sold, clock, branch, monkeypatch):
    """A product no longer in the catalogue is named by its orders: the largest of the day's names, whether the
    day is read live, from its hours, or from its hours and a changed one."""
    refresh()
    clock.shift(60)
    order(branch, "2026-11-25T11:16", items=[(31, {**MELANGE, "name": "Wiener Melange"}, 1)])

    rows = read_open_day()

    assert rows == live_day()
    assert [(row["product_id"], row["name"], row["quantity"]) for row in rows if row["branch_id"] == branch.id] == [
        (31, "Wiener Melange", 4),
        (32, "Apfelstrudel", 4),
    ]
    assert ranking()[0] == 21
    # more changed hours than the read takes apart: the whole day live, the same rows
    monkeypatch.setattr(reading, "MAX_CHANGED_PARTS", 0)
    assert read_open_day() == rows


def test_a_branch_s_changed_hours_that_follow_each_other_are_one_range():
    parts = {
        (2, at("2026-11-25T09:00")),
        (1, at("2026-11-25T08:00")),
        (1, at("2026-11-25T10:00")),
        (1, at("2026-11-25T09:00")),
        (1, at("2026-11-25T12:00")),
    }

    assert part_ranges(parts) == [
        (1, at("2026-11-25T08:00"), at("2026-11-25T11:00")),
        (1, at("2026-11-25T12:00"), at("2026-11-25T13:00")),
        (2, at("2026-11-25T09:00"), at("2026-11-25T10:00")),
    ]
