import datetime
from zoneinfo import ZoneInfo

import time_machine

from analytics.demo import load_events
from analytics.models import AnalyticsEvent

NOON = datetime.datetime(2026, 11, 25, 12, 15, tzinfo=ZoneInfo("Europe/Vienna"))


def _snapshot():
    return list(AnalyticsEvent.objects.order_by("id").values_list("occurred_at", "visitor", "type", "path", "branch"))


def test_the_demo_log_is_the_same_on_every_load_and_lies_within_the_last_30_days(branch, other_branch):
    # when
    with time_machine.travel(NOON, tick=False):
        load_events({"mariahilf": branch, "graz": other_branch})
        first = _snapshot()
        AnalyticsEvent.objects.all().delete()
        load_events({"mariahilf": branch, "graz": other_branch})
        second = _snapshot()

    # then
    assert first == second
    assert 300 <= len(first) <= 700
    times = [row[0] for row in first]
    assert NOON - datetime.timedelta(days=30) < min(times) and max(times) <= NOON
    kinds = {row[2] for row in first}
    assert kinds == {"device", "pageview", "event", "addtocart", "initiatecheckout", "purchase"}
    assert {row[4] for row in first} == {branch.id, other_branch.id}
