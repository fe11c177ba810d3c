import pytest

from ordering.models import OrderStatus

from .factories import OrderFactory


@pytest.fixture(params=["frontdesk", "backoffice"])
def board(request):
    return request.param


def test_board_lists_the_branchs_current_orders_newest_first(anon_client, branch, other_branch, config, board):
    # given
    older = OrderFactory(branch=branch, status=OrderStatus.CONFIRMED)
    newer = OrderFactory(branch=branch)
    OrderFactory(branch=branch, status=OrderStatus.COMPLETED)
    OrderFactory(branch=other_branch)

    # when
    response = anon_client.get(f"/api/orders/{board}/{branch.id}/{branch.api_key}")

    # then
    assert response.status_code == 200
    assert [order["id"] for order in response.json()["data"]] == [newer.id, older.id]
    assert response["Cache-Control"] == "no-cache"


@pytest.mark.parametrize(
    "url",
    [
        lambda branch, other: f"{branch.id}/{branch.api_key[:-1]}x",
        lambda branch, other: f"{other.id}/{branch.api_key}",
        lambda branch, other: f"999999/{branch.api_key}",
        lambda branch, other: f"99999999999999999999999/{branch.api_key}",
        lambda branch, other: f"{branch.id}/",
    ],
)
def test_wrong_branch_or_api_key_is_404(anon_client, branch, other_branch, config, board, url):
    # when
    response = anon_client.get(f"/api/orders/{board}/{url(branch, other_branch)}")

    # then
    assert response.status_code == 404


def test_unchanged_board_answers_304_with_one_query(anon_client, branch, config, board, django_assert_num_queries):
    # given
    OrderFactory(branch=branch)
    url = f"/api/orders/{board}/{branch.id}/{branch.api_key}"
    etag = anon_client.get(url)["ETag"]

    # when
    with django_assert_num_queries(1):
        unchanged = anon_client.get(url, HTTP_IF_NONE_MATCH=etag)

    # then
    assert unchanged.status_code == 304

    # when: a new order arrives
    OrderFactory(branch=branch)
    changed = anon_client.get(url, HTTP_IF_NONE_MATCH=etag)

    # then
    assert changed.status_code == 200
    assert len(changed.json()["data"]) == 2
    assert changed["ETag"] != etag


def test_board_reads_a_bounded_number_of_queries(anon_client, branch, config, django_assert_max_num_queries):
    # given
    for _ in range(8):
        OrderFactory(branch=branch)

    # when: stamp, orders, items, the branch's printers (meta.printers)
    with django_assert_max_num_queries(4):
        response = anon_client.get(f"/api/orders/backoffice/{branch.id}/{branch.api_key}")

    # then
    assert len(response.json()["data"]) == 8
