"""The status page's poll from the shared cache (services/status_poll.py, api/poll.py): an unchanged order is a 304
without the database, and every change of what the page shows reaches the next poll."""

import pytest
from django.core.cache import caches

from ordering.selectors import public_stamp_of
from ordering.services import status_poll
from organisation.models import Config

from .factories import OrderFactory
from .helpers import post, public_url

pytestmark = pytest.mark.django_db


def poll(client, order, etag):
    return client.get(public_url(order), HTTP_IF_NONE_MATCH=etag)


def test_an_unchanged_order_is_a_304_without_a_query_and_with_the_views_headers(
    anon_client, order, django_assert_num_queries
):
    # given: a 304 the view itself answers (nothing kept), which keeps the ETag for the next poll
    etag = anon_client.get(public_url(order))["ETag"]
    caches["polls"].clear()
    from_the_view = poll(anon_client, order, etag)
    assert from_the_view.status_code == 304

    # when
    with django_assert_num_queries(0):
        response = poll(anon_client, order, etag)

    # then: the same answer as the view's, down to its headers
    assert response.status_code == 304
    assert response.content == b""
    headers = {name: value for name, value in response.headers.items() if name != "Date"}
    assert headers == {name: value for name, value in from_the_view.headers.items() if name != "Date"}
    assert (headers["ETag"], headers["Cache-Control"], headers["Vary"]) == (etag, "no-cache", "Accept-Language")


@pytest.mark.parametrize(
    "url",
    [
        lambda order: f"/api/orders/public/{order.uid}/{order.hash[:-1]}x",
        lambda order: f"/api/orders/public/unbekannt/{order.hash}",
    ],
)
def test_a_kept_etag_answers_only_uid_and_hash_together(anon_client, order, url):
    # given
    etag = anon_client.get(public_url(order))["ETag"]

    # when
    response = anon_client.get(url(order), HTTP_IF_NONE_MATCH=etag)

    # then: the view's 404, never the kept 304
    assert response.status_code == 404


def test_a_status_change_reaches_the_next_poll_before_and_after_the_commit(
    anon_client, admin_client, order, django_capture_on_commit_callbacks
):
    # given
    etag = anon_client.get(public_url(order))["ETag"]

    # when: staff confirm; a poll inside the change's transaction (before its commit) reads the row it sees
    with django_capture_on_commit_callbacks(execute=True):
        assert post(admin_client, f"/api/orders/{order.id}/status/confirm").status_code == 200
        during = poll(anon_client, order, etag)
    after = poll(anon_client, order, etag)

    # then
    assert (during.status_code, after.status_code) == (200, 200)
    assert after.json()["data"]["isConfirmed"] is True
    assert poll(anon_client, order, after["ETag"]).status_code == 304


def test_after_the_commit_the_fresh_stamp_wins_over_what_a_poll_kept_in_between(
    anon_client, order, django_capture_on_commit_callbacks
):
    # given: a poll read the order just before a change committed
    generation = status_poll.generation()
    old = public_stamp_of(order.uid)

    # when: the change commits, and only then the poll keeps what it read
    with django_capture_on_commit_callbacks(execute=True):
        order.first_name = "Berta"
        order.save()
    status_poll.remember(order.uid, old, generation)

    # then: the kept ETag is the order's new one
    assert status_poll.remembered_etag(order.uid, order.hash) == public_stamp_of(order.uid).etag != old.etag
    assert poll(anon_client, order, old.etag).status_code == 200


def test_what_a_poll_read_before_a_branch_changed_is_kept_where_nobody_asks(
    anon_client, order, branch, django_capture_on_commit_callbacks
):
    # given: a poll reads the generation and the order, then the branch's change commits
    generation = status_poll.generation()
    old = public_stamp_of(order.uid)
    with django_capture_on_commit_callbacks(execute=True):
        branch.phone = "+43 1 999"
        branch.save()

    # when: only then the poll keeps what it read
    status_poll.remember(order.uid, old, generation)

    # then: the next poll is asked in the database and gets the new phone number
    assert status_poll.remembered_etag(order.uid, order.hash) is None
    response = poll(anon_client, order, old.etag)
    assert response.status_code == 200
    assert response.json()["data"]["branch"]["phone"] == "+43 1 999"


def test_a_branch_or_the_configuration_changing_forgets_every_kept_etag(
    anon_client, order, other_order, branch, django_capture_on_commit_callbacks
):
    # given: two status pages
    etags = [anon_client.get(public_url(each))["ETag"] for each in (order, other_order)]

    # when: the branch of one is renamed (committed)
    with django_capture_on_commit_callbacks(execute=True):
        branch.name = "Mariahilf Neu"
        branch.save()
    answers = [poll(anon_client, each, etag) for each, etag in zip((order, other_order), etags, strict=True)]

    # then: the renamed branch's order answers with its new name, the other one is unchanged (asked in the database)
    assert [answer.status_code for answer in answers] == [200, 304]
    assert answers[0].json()["data"]["branch"]["name"] == "Mariahilf Neu"

    # and when: the configuration changes (committed)
    fresh = answers[0]["ETag"]
    with django_capture_on_commit_callbacks(execute=True):
        Config.load().save()

    # then
    assert poll(anon_client, order, fresh).status_code == 200


def test_an_order_erased_with_its_customer_reaches_the_next_poll(
    anon_client, admin_user, branch, config, django_capture_on_commit_callbacks
):
    # given: a customer's order on the status page (the erase changes the row with an UPDATE, which sends no signal)
    from crm.models import Customer
    from crm.services.customers import erase, link_order

    order = OrderFactory(branch=branch, email="anna@example.com")
    link_order(order.pk)
    etag = anon_client.get(public_url(order))["ETag"]

    # when: erased (committed)
    with django_capture_on_commit_callbacks(execute=True):
        erase(admin_user, Customer.objects.get())
    response = poll(anon_client, order, etag)

    # then
    assert response.status_code == 200
    assert response["ETag"] == public_stamp_of(order.uid).etag != etag


def test_a_cache_that_cannot_be_reached_leaves_polls_and_changes_to_the_database(
    anon_client, admin_client, order, monkeypatch, django_capture_on_commit_callbacks
):
    # given
    etag = anon_client.get(public_url(order))["ETag"]

    def away(*args, **kwargs):
        raise ConnectionError("Redis nicht erreichbar")

    for method in ("get", "add", "set", "delete", "delete_many"):
        monkeypatch.setattr(caches["polls"], method, away)

    # when
    unchanged = poll(anon_client, order, etag)
    with django_capture_on_commit_callbacks(execute=True):
        confirmed = post(admin_client, f"/api/orders/{order.id}/status/confirm")
    changed = poll(anon_client, order, etag)

    # then: the view answers both polls, the change goes through
    assert (unchanged.status_code, confirmed.status_code, changed.status_code) == (304, 200, 200)
    assert changed.json()["data"]["isConfirmed"] is True


def test_an_unchanged_poll_asks_the_cache_once_while_the_generation_stays(anon_client, order, monkeypatch):
    # given: a poll kept the ETag, and every call of the shared cache is counted (the real cache answers; the file
    # cache's get_many calls its own get inside, which is no round trip of its own)
    etag = anon_client.get(public_url(order))["ETag"]
    assert poll(anon_client, order, etag).status_code == 304
    cache, calls, depth = caches["polls"], [], [0]

    def counted(name, real):
        def call(*args, **kwargs):
            if depth[0] == 0:
                calls.append(name)
            depth[0] += 1
            try:
                return real(*args, **kwargs)
            finally:
                depth[0] -= 1

        return call

    for name in ("get", "get_many"):
        monkeypatch.setattr(cache, name, counted(name, getattr(cache, name)))

    # when
    response = poll(anon_client, order, etag)

    # then: the generation and the order's entry in one call (Redis: one MGET)
    assert response.status_code == 304
    assert calls == ["get_many"]
