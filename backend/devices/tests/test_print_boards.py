"""The order boards show 'Drucker offline': their answer lists the branch's printers (meta.printers: [{name, online}],
lent by devices through ordering.registry.on_board_printers), and a printer going offline or coming back changes the
board's ETag, still read in one query."""

import datetime

import pytest
from django.utils import timezone

from ordering.tests.conftest import NOW, clock, config  # noqa: F401
from ordering.tests.factories import OrderFactory

from .printers import printer_device


@pytest.fixture(params=["frontdesk", "backoffice"])
def board(request):
    return request.param


@pytest.fixture
def url(branch, board):
    return f"/api/orders/{board}/{branch.id}/{branch.api_key}"


def seen(device, when):
    type(device).objects.filter(pk=device.pk).update(last_seen_at=when)


def test_the_board_lists_the_branchs_active_printers_and_whether_each_is_online(
    anon_client,
    branch,
    other_branch,
    config,  # noqa: F811
    clock,  # noqa: F811
    url,
):
    # given: the receipt printer polled a moment ago, the kitchen's a minute and more ago, the bar's never
    seen(printer_device(branch, None, "Bondrucker"), NOW - datetime.timedelta(seconds=5))
    seen(printer_device(branch, None, "Küchendrucker"), NOW - datetime.timedelta(seconds=61))
    printer_device(branch, None, "Bardrucker")
    printer_device(branch, None, "Alter Drucker", is_active=False)
    seen(printer_device(other_branch, None, "Bondrucker Graz"), NOW)
    OrderFactory(branch=branch)

    # when
    response = anon_client.get(url)

    # then: the orders where they always were, the printers beside them
    body = response.json()
    assert len(body["data"]) == 1
    assert body["meta"] == {
        "printers": [
            {"name": "Bardrucker", "online": False},
            {"name": "Bondrucker", "online": True},
            {"name": "Küchendrucker", "online": False},
        ]
    }


def test_a_branch_without_printers_lists_none(anon_client, branch, config, url):  # noqa: F811
    assert anon_client.get(url).json()["meta"] == {"printers": []}


def test_a_printer_going_offline_and_coming_back_changes_the_etag(
    anon_client,
    branch,
    config,  # noqa: F811
    clock,  # noqa: F811
    url,
    django_assert_num_queries,
    settings,
):
    # given: an online printer, the board's answer and its ETag
    printer = printer_device(branch, None, "Bondrucker")
    seen(printer, NOW)
    first = anon_client.get(url)
    etag = first["ETag"]

    # when: unchanged; then nothing heard of it for DEVICE_ONLINE_SECONDS; then it polls again
    with django_assert_num_queries(1):
        unchanged = anon_client.get(url, HTTP_IF_NONE_MATCH=etag)
    clock.now = NOW + datetime.timedelta(seconds=settings.DEVICE_ONLINE_SECONDS + 1)
    offline = anon_client.get(url, HTTP_IF_NONE_MATCH=etag)
    seen(printer, timezone.now())
    back = anon_client.get(url, HTTP_IF_NONE_MATCH=offline["ETag"])

    # then
    assert first.json()["meta"]["printers"] == [{"name": "Bondrucker", "online": True}]
    assert (unchanged.status_code, unchanged.content) == (304, b"")
    assert offline.status_code == 200
    assert offline.json()["meta"]["printers"] == [{"name": "Bondrucker", "online": False}]
    assert back.status_code == 200
    assert back.json()["meta"]["printers"] == [{"name": "Bondrucker", "online": True}]
    assert back["ETag"] == etag
