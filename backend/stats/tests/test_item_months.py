"""popular-items reads a range's full months from ItemMonth (a year: twelve rows a product, not 365), the rest
from ItemDay and the live day; the figures are the same as read from the days alone."""

import datetime

import pytest
import time_machine

from stats import registry
from stats.models import ItemMonth
from stats.services.rollups import refresh

from .fixtures import order

NOW = datetime.datetime(2026, 11, 5, 10, 0, tzinfo=datetime.UTC)
KINDS = {kind.name: kind for kind in registry.kinds()}
MELANGE = {"name": "Melange", "unit": "piece", "price": "4.20", "tax": "10.00", "calculation_model": "fixed"}
STRUDEL = {**MELANGE, "name": "Apfelstrudel"}
SEPT_30, OCTOBER, NOV_1 = datetime.date(2026, 9, 30), datetime.date(2026, 10, 1), datetime.date(2026, 11, 1)


@pytest.fixture
def sold(branch, other_branch):
    with time_machine.travel(NOW, tick=False):
        order(branch, "2026-09-29T21:30", items=[(31, MELANGE, 7)])  # Tue 23:30 CEST: before the range
        order(branch, "2026-09-29T22:30", items=[(31, MELANGE, 1)])  # Wed 00:30 CEST, 30.09.: the first day
        order(branch, "2026-10-01T08:00", items=[(31, MELANGE, 2), (32, STRUDEL, 1)])  # October: a full month
        order(other_branch, "2026-10-15T08:00", items=[(31, MELANGE, 3)])
        order(branch, "2026-10-20T08:00", items=[(31, {**MELANGE, "name": "Wiener Melange"}, 1)])  # renamed
        order(branch, "2026-10-31T22:30", items=[(32, STRUDEL, 2)])  # Sat 23:30 CET: still October
        order(branch, "2026-11-01T09:00", items=[(32, STRUDEL, 4)])  # November, in the range
        order(branch, "2026-11-05T09:00", items=[(31, MELANGE, 5)])  # today: live


def ranking(start, end, branches=None):
    with time_machine.travel(NOW, tick=False):
        answer = KINDS["popular-items"].compute(registry.Query(start, end, branches))
    return [(row["key"], row["value"]) for row in answer["ranking"]]


@pytest.mark.django_db
def test_popular_items_read_full_months_from_the_monthly_sums_and_equal_the_live_figures(sold, branch):
    # given: the figures from the raw rows alone (nothing rolled up yet)
    live = ranking(SEPT_30, NOV_1)
    assert live == [("31", 7), ("32", 7)]

    # when
    with time_machine.travel(NOW, tick=False):
        refresh()

    # then: October is summed per branch, product and name; the figures stay the same
    october = ItemMonth.objects.filter(month=OCTOBER).order_by("product_id", "branch_id", "name")
    assert [(row.product_id, row.branch_id, row.name, row.quantity) for row in october] == [
        (31, branch.id, "Melange", 2),
        (31, branch.id, "Wiener Melange", 1),
        (31, october[2].branch_id, "Melange", 3),
        (32, branch.id, "Apfelstrudel", 3),
    ]
    assert october[2].branch_id != branch.id
    assert ranking(SEPT_30, NOV_1) == live
    assert ranking(SEPT_30, NOV_1, frozenset({branch.id})) == [("32", 7), ("31", 4)]
    # from the first of a month to today: a month, days and the live day
    assert ranking(OCTOBER, NOW.date()) == [("31", 11), ("32", 7)]


@pytest.mark.django_db
def test_a_late_order_rebuilds_its_day_and_its_month(sold, branch):
    with time_machine.travel(NOW, tick=False):
        refresh()
    with time_machine.travel(NOW + datetime.timedelta(minutes=5), tick=False):
        late = order(branch, "2026-10-20T10:00", items=[(32, STRUDEL, 6)])  # changed late, for a closed day
        late.save(update_fields=["updated_at"])
        refresh()

    assert ItemMonth.objects.get(month=OCTOBER, product_id=32).quantity == 9
    assert ranking(SEPT_30, NOV_1) == [("32", 13), ("31", 7)]
