"""GET /api/analytics-log: the staff's view of the log, within branch reach, filtered."""

import datetime

import pytest

from analytics.models import AnalyticsEvent

from .log_support import NOON

pytestmark = pytest.mark.usefixtures("pinned_noon")


@pytest.fixture
def logged(branch, other_branch):
    rows = [
        ("pageview", "", "/store/mariahilf", branch, NOON - datetime.timedelta(days=1)),
        ("event", "Menu", "/store/mariahilf", branch, NOON),
        ("pageview", "", "/store/graz", other_branch, NOON),
        ("pageview", "", "/", None, NOON),
    ]
    return [
        AnalyticsEvent.objects.create(
            occurred_at=when, visitor="a" * 32, type=kind, name=name, path=path, branch=where, data={"itemId": 1}
        )
        for kind, name, path, where, when in rows
    ]


def ids(response) -> list[int]:
    return [row["id"] for row in response.json()["data"]]


def test_administrators_read_the_whole_log_newest_first(admin_client, logged):
    # when
    response = admin_client.get("/api/analytics-log")

    # then
    assert response.status_code == 200
    body = response.json()
    assert ids(response) == [logged[3].id, logged[2].id, logged[1].id, logged[0].id]
    assert body["meta"] == {"total": 4, "page": 1, "pageSize": 25}
    assert body["data"][2] == {
        "id": logged[1].id,
        "occurredAt": "2026-11-25T11:15:00Z",
        "visitor": "a" * 32,
        "isNewVisitor": False,
        "type": "event",
        "name": "Menu",
        "subName": "",
        "path": "/store/mariahilf",
        "branch": logged[1].branch_id,
        "data": {"itemId": 1},
        "referrerOrigin": "",
        "browser": "",
        "operatingSystem": "",
        "deviceClass": "",
        "resolution": "",
        "pixelRatio": None,
        "colorScheme": "",
    }


def test_employees_read_only_their_branches_events(employee_client, logged, other_branch):
    # when
    own = employee_client.get("/api/analytics-log")
    other = employee_client.get(f"/api/analytics-log?branch={other_branch.id}")

    # then
    assert ids(own) == [logged[1].id, logged[0].id]
    assert ids(other) == []


def test_anonymous_visitors_cannot_read_the_log(anon_client, logged):
    # when
    response = anon_client.get("/api/analytics-log")

    # then
    assert response.status_code == 401


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ("from=2026-11-25&to=2026-11-25", [3, 2, 1]),
        ("to=2026-11-24", [0]),
        ("type=event", [1]),
        ("name=Menu", [1]),
        ("path=/store/graz", [2]),
    ],
)
def test_the_log_is_filtered(admin_client, logged, query, expected):
    # when
    response = admin_client.get(f"/api/analytics-log?{query}")

    # then
    assert ids(response) == [logged[index].id for index in expected]


def test_a_bad_filter_value_is_a_german_400(admin_client, logged):
    # when
    response = admin_client.get("/api/analytics-log?type=klick&from=gestern")

    # then
    assert response.status_code == 400
    assert {error["field"] for error in response.json()["errors"]} == {"type", "from"}
