"""Reading a family over a range (services.reading): rolled-up days, the live day and its one-minute cache,
months of the QR sums, and what the kinds make of rows whose product or code changed since."""

import datetime

import pytest
import time_machine

from analytics.models import QrCode, QrCodeScan
from analytics.tests.factories import QrCodeFactory
from catalogue.tests.factories import ProductFactory
from ordering.models import Order, OrderStatus
from ordering.tests.factories import SCHNITZEL
from stats import registry
from stats.services.reading import _full_months
from stats.services.rollups import refresh

from .fixtures import at, order

# Wednesday 2026-11-25 12:15 in Vienna, as the pinned clock: Mon and Tue are closed days, Wed is today
NOW = datetime.datetime(2026, 11, 25, 11, 15, tzinfo=datetime.UTC)
MON, TUE, WED = datetime.date(2026, 11, 23), datetime.date(2026, 11, 24), datetime.date(2026, 11, 25)
KINDS = {kind.name: kind for kind in registry.kinds()}
CHEESE = {"name": "Bergkäse", "unit": "kg", "price": "24.00", "tax": "10.00", "calculation_model": "weight"}


def figures(kind, start=MON, end=WED, branches=None):
    answer = KINDS[kind].compute(registry.Query(start, end, branches))
    if "series" in answer:
        return answer["total"], [point["value"] for point in answer["series"]]
    return answer["total"], [(row["key"], row["label"], row["value"]) for row in answer["ranking"]]


@pytest.fixture
def clock():
    with time_machine.travel(NOW, tick=False) as traveller:
        yield traveller


@pytest.mark.parametrize(
    ("first", "last", "months"),
    [
        ("2026-10-01", "2026-10-31", ("2026-10-01", "2026-11-01")),
        ("2026-10-02", "2026-11-30", ("2026-11-01", "2026-12-01")),
        ("2026-12-15", "2027-02-10", ("2027-01-01", "2027-02-01")),
        ("2026-10-01", "2026-12-30", ("2026-10-01", "2026-12-01")),
        ("2026-10-02", "2026-10-31", None),
        ("2026-10-01", "2026-10-30", None),
        ("2026-10-15", "2026-11-14", None),
    ],
)
def test_the_full_months_of_a_range(first, last, months):
    found = _full_months(datetime.date.fromisoformat(first), datetime.date.fromisoformat(last))

    assert found == (None if months is None else tuple(datetime.date.fromisoformat(day) for day in months))


@pytest.mark.django_db
def test_a_new_order_of_today_is_seen_at_once_a_change_after_the_cached_minute(clock, branch):
    placed = order(branch, "2026-11-25T08:00", total="19.90")
    assert figures("orders") == (1, [0, 0, 1])

    # a new row moves the cache's marker (the orders' latest id)
    order(branch, "2026-11-25T09:00", total="7.00")
    assert figures("revenue") == ("26.90", ["0.00", "0.00", "26.90"])
    assert figures("orders") == (2, [0, 0, 2])

    # a change of an existing order keeps the marker: the cached minute answers until it runs out
    Order.objects.filter(pk=placed.pk).update(status=OrderStatus.CANCELED)
    assert figures("orders") == (2, [0, 0, 2])
    clock.shift(61)
    assert figures("orders") == (1, [0, 0, 1])
    assert figures("canceled-orders") == (1, [0, 0, 1])


@pytest.mark.django_db
def test_days_after_today_are_zero_and_days_before_the_rollups_read_the_table(clock, branch):
    order(branch, "2026-11-22T08:00", total="5.00")  # Sun
    order(branch, "2026-11-24T08:00", total="7.00")  # Tue
    assert refresh() == 3  # Sun, Mon, Tue

    assert figures("revenue", WED, datetime.date(2026, 11, 28)) == ("0.00", ["0.00"] * 4)
    assert figures("revenue", datetime.date(2026, 11, 1), TUE)[0] == "12.00"
    assert figures("revenue", datetime.date(2026, 11, 22), datetime.date(2026, 11, 26)) == (
        "12.00",
        ["5.00", "0.00", "7.00", "0.00", "0.00"],
    )


@pytest.mark.django_db
def test_weighed_quantities_summed_from_the_rollups_stay_exact(clock, branch):
    # SQLite sums decimals as floats (0.1 + 0.2 = 0.30000000000000004): the reader rounds to the field's places
    order(branch, "2026-11-23T08:00", items=[(30, CHEESE, "0.100")], total="2.40")
    order(branch, "2026-11-24T08:00", items=[(30, CHEESE, "0.200")], total="4.80")
    live = (figures("items"), figures("popular-items"))
    refresh()

    assert (
        (figures("items"), figures("popular-items"))
        == live
        == (
            (0.3, [0.1, 0.2, 0]),
            (0.3, [("30", "Bergkäse", 0.3)]),
        )
    )


@pytest.mark.django_db
def test_no_branch_in_reach_means_no_order_figures(clock, branch):
    order(branch, "2026-11-24T08:00")
    refresh()
    order(branch, "2026-11-25T08:00")

    assert figures("orders", branches=frozenset()) == (0, [0, 0, 0])
    assert figures("order-types", branches=frozenset())[0] == 0
    assert figures("orders", branches=frozenset({branch.id})) == (2, [0, 1, 1])


@pytest.mark.django_db
@pytest.mark.parametrize("source", ["live", "rollups"])
def test_a_product_is_shown_under_its_current_name_else_under_the_orders_name(clock, branch, source):
    renamed = ProductFactory(name="Kalbsschnitzel")
    gone = ProductFactory(name="Beinschinken")
    order(
        branch, "2026-11-24T08:00", items=[(renamed.id, SCHNITZEL, 2), (gone.id, {**SCHNITZEL, "name": "Schinken"}, 1)]
    )
    gone_id = gone.id
    gone.delete()
    if source == "rollups":
        clock.shift(datetime.timedelta(days=1))  # Thursday: Tuesday and Wednesday are closed
        refresh()

    assert figures("popular-items") == (3, [(str(renamed.id), "Kalbsschnitzel", 2), (str(gone_id), "Schinken", 1)])


@pytest.mark.django_db
def test_a_renamed_code_shows_its_new_name_and_a_deleted_one_drops_out_of_the_targets(clock, branch):
    kept = QrCodeFactory(path="tisch-1", name="Tisch 1", branch=branch)
    deleted = QrCodeFactory(path="tisch-2", name="Tisch 2", branch=branch)
    for code in (kept, kept, deleted):
        QrCodeScan.objects.create(
            qr_code=code,
            scanned_at=at("2026-11-24T08:00"),
            target_kind=code.target_kind,
            target_url="/",
            device_class="mobile",
        )
    refresh()
    QrCode.objects.filter(pk=kept.pk).update(name="Terrasse")
    deleted.delete()

    # the day's rollup keeps the deleted code's scans; the ranking names only codes that exist
    assert figures("qr-code-targets") == (2, [("tisch-1", "Terrasse", 2)])
    assert figures("qr-code-origins") == (3, [("mobile", "Smartphone", 3)])


@pytest.mark.django_db
def test_the_shops_kinds_ignore_the_branch_and_an_employees_reach(make_client, clock, branch, other_branch):
    from accounts.tests.factories import EmployeeFactory

    from .fixtures import A, B, event

    event("2026-11-24T08:00", A, "pageview", "/").save()
    event("2026-11-25T08:00", B, "pageview", "/").save()
    order(other_branch, "2026-11-25T08:00")
    nowhere = make_client(EmployeeFactory(email="ohne-filiale@example.com", branches=[]))
    graz = make_client(EmployeeFactory(email="graz@example.com", branches=[other_branch]))

    def get(client, kind, extra=""):
        return client.get(f"/api/statistics/{kind}?from=2026-11-23&to=2026-11-25{extra}").json()["data"]["total"]

    assert [get(nowhere, "unique-visitors"), get(nowhere, "orders"), get(nowhere, "revenue")] == [2, 0, "0.00"]
    assert [get(graz, "unique-visitors", f"&branch={other_branch.id}"), get(graz, "orders")] == [2, 1]
    assert nowhere.get(f"/api/statistics/orders?from=2026-11-23&to=2026-11-25&branch={branch.id}").status_code == 404
