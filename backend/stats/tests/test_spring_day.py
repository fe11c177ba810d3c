"""The spring DST change: Sunday 2026-03-29 has 23 hours in Vienna (02:00 CET → 03:00 CEST)."""

import datetime

import pytest
import time_machine
from django.db.models import Sum

from analytics.models import AnalyticsEvent
from stats.models import OrderHour
from stats.services.rollups import refresh

from .fixtures import A, B, C, D, event, order

NOW = datetime.datetime(2026, 3, 31, 10, 0, tzinfo=datetime.UTC)
RANGE = "from=2026-03-28&to=2026-03-30"


@pytest.fixture
def spring(branch):
    with time_machine.travel(NOW, tick=False):
        AnalyticsEvent.objects.bulk_create(
            [
                event("2026-03-28T22:59", A, "pageview", "/"),  # Sat 23:59 CET
                event("2026-03-28T23:00", B, "pageview", "/"),  # Sun 00:00 CET
                event("2026-03-29T01:30", B, "pageview", "/"),  # Sun 03:30 CEST (02:xx does not exist)
                event("2026-03-29T21:59", C, "pageview", "/"),  # Sun 23:59 CEST: the 23-hour day's last minute
                event("2026-03-29T22:00", D, "pageview", "/"),  # Mon 00:00 CEST
            ]
        )
        order(branch, "2026-03-28T23:30")  # Sun 00:30 CET
        order(branch, "2026-03-29T01:00")  # Sun 03:00 CEST
        order(branch, "2026-03-29T22:30")  # Mon 00:30 CEST


def figures(client, kind):
    with time_machine.travel(NOW, tick=False):
        data = client.get(f"/api/statistics/{kind}?{RANGE}").json()["data"]
    if "series" in data:
        return data["total"], [point["value"] for point in data["series"]]
    return data["total"], {int(row["key"]): row["value"] for row in data["ranking"] if row["value"]}


@pytest.mark.parametrize("source", ["live", "rollups"])
def test_the_short_day_keeps_its_rows_and_hours(admin_client, spring, source):
    if source == "rollups":
        with time_machine.travel(NOW, tick=False):
            refresh()

    assert figures(admin_client, "page-views") == (5, [1, 3, 1])
    assert figures(admin_client, "unique-visitors") == (4, [1, 2, 1])
    assert figures(admin_client, "visitor-times") == (5, {0: 2, 3: 1, 23: 2})
    assert figures(admin_client, "orders") == (3, [0, 2, 1])
    assert figures(admin_client, "order-times") == (3, {0: 2, 3: 1})


def test_the_rollup_of_the_short_day_has_no_hour_two(spring):
    with time_machine.travel(NOW, tick=False):
        refresh()

    hours = OrderHour.objects.filter(day="2026-03-29").values("hour").annotate(orders=Sum("orders")).order_by("hour")
    assert list(hours) == [{"hour": 0, "orders": 1}, {"hour": 3, "orders": 1}]
