from ordering.models import OrderStatus

from .factories import OrderFactory
from .helpers import post


def _poll(client, etag=None, query=""):
    headers = {"HTTP_IF_NONE_MATCH": etag} if etag else {}
    return client.get(f"/api/orders/current{query}", **headers)


def test_unchanged_current_orders_answer_304_after_one_aggregate(
    employee_client, branch, config, django_assert_max_num_queries
):
    # given
    OrderFactory(branch=branch)
    first = _poll(employee_client)
    assert first.status_code == 200
    assert first["Cache-Control"] == "no-cache"

    # when: session, user, the user's branches and one aggregate; no order is read
    with django_assert_max_num_queries(4):
        again = _poll(employee_client, first["ETag"])

    # then
    assert again.status_code == 304
    assert again["ETag"] == first["ETag"]
    assert again.content == b""


def test_a_new_order_changes_the_etag(employee_client, branch, config):
    # given
    etag = _poll(employee_client)["ETag"]

    # when
    order = OrderFactory(branch=branch)
    response = _poll(employee_client, etag)

    # then
    assert response.status_code == 200
    assert [row["id"] for row in response.json()["data"]] == [order.id]
    assert response["ETag"] != etag


def test_a_state_change_changes_the_etag(employee_client, branch, config):
    # given
    order = OrderFactory(branch=branch)
    etag = _poll(employee_client)["ETag"]

    # when
    assert post(employee_client, f"/api/orders/{order.id}/status/confirm").status_code == 200
    confirmed = _poll(employee_client, etag)
    assert post(employee_client, f"/api/orders/{order.id}/status/cancel").status_code == 200
    canceled = _poll(employee_client, confirmed["ETag"])

    # then
    assert confirmed.status_code == 200
    assert confirmed.json()["data"][0]["status"] == OrderStatus.CONFIRMED
    assert canceled.status_code == 200
    assert canceled.json()["data"] == []


def test_orders_outside_the_reach_do_not_change_the_etag(employee_client, branch, other_branch, config):
    # given
    OrderFactory(branch=branch)
    etag = _poll(employee_client)["ETag"]

    # when
    OrderFactory(branch=other_branch)

    # then
    assert _poll(employee_client, etag).status_code == 304


def test_filters_are_part_of_the_etag(admin_client, branch, other_branch, config):
    # given
    OrderFactory(branch=branch)
    OrderFactory(branch=other_branch)
    everything = _poll(admin_client)

    # when
    one_branch = _poll(admin_client, everything["ETag"], f"?branch={branch.id}")

    # then
    assert one_branch.status_code == 200
    assert len(one_branch.json()["data"]) == 1
    assert _poll(admin_client, one_branch["ETag"], f"?branch={branch.id}").status_code == 304
