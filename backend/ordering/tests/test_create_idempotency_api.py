"""Idempotency-Key on POST /api/orders: a repeated submit returns the first order, never a second one."""

import threading
from concurrent.futures import ThreadPoolExecutor

import pytest
from django.db import connection
from django.test import Client

from ordering.models import Order, TicketCounter
from organisation.tests.factories import BranchFactory

from .create_setup import build_shop, draft, errors_of, item, place, stored_state

KEY = "b7f2c1de-checkout-1"


def test_a_repeated_submit_returns_the_first_order(shop, anon_client):
    # when
    first = place(anon_client, draft(shop), HTTP_IDEMPOTENCY_KEY=KEY)
    second = place(anon_client, draft(shop), HTTP_IDEMPOTENCY_KEY=KEY)

    # then
    assert (first.status_code, second.status_code) == (201, 200)
    assert second.json() == first.json()
    assert second["Idempotent-Replayed"] == "true"
    assert Order.objects.count() == 1
    assert TicketCounter.objects.get().last_number == 1


@pytest.mark.parametrize(
    "changes",
    [
        {"comment": "Bitte läuten"},
        {"items": "two colas"},
        {"appointmentDate": "2026-11-18T15:00:00Z"},
    ],
)
def test_the_key_of_another_draft_is_refused(shop, anon_client, changes):
    # given
    first = place(anon_client, draft(shop), HTTP_IDEMPOTENCY_KEY=KEY)
    assert first.status_code == 201
    if changes.get("items") == "two colas":
        changes = {"items": [item(shop.schnitzel), item(shop.cola, 2)]}
    before = stored_state()

    # when: the repeat carries another draft with the same key
    second = place(anon_client, draft(shop, **changes), HTTP_IDEMPOTENCY_KEY=KEY)

    # then: refused, the first order is not disclosed and nothing is created
    assert second.status_code == 422
    assert second.json() == {
        "errors": [
            {
                "message": "Dieser Idempotency-Key wurde bereits für eine andere Bestellung verwendet.",
                "code": "idempotency_key_reused",
            }
        ]
    }
    assert stored_state() == before


def test_the_same_draft_in_another_spelling_is_a_repeat(shop, anon_client):
    # given: the same instant in another offset, the same amount with trailing zeros
    data = draft(shop, appointmentDate="2026-11-18T15:00:00Z")
    data["items"][0]["amount"] = "1"
    same = draft(shop, appointmentDate="2026-11-18T16:00:00+01:00")
    same["items"][0]["amount"] = "1.00"

    # when
    first = place(anon_client, data, HTTP_IDEMPOTENCY_KEY=KEY)
    second = place(anon_client, same, HTTP_IDEMPOTENCY_KEY=KEY)

    # then
    assert (first.status_code, second.status_code) == (201, 200), second.content
    assert second.json() == first.json()
    assert Order.objects.count() == 1


def test_an_order_stored_without_a_fingerprint_is_returned_for_its_key(shop, anon_client):
    # given: an order placed before fingerprints were kept
    first = place(anon_client, draft(shop), HTTP_IDEMPOTENCY_KEY=KEY)
    Order.objects.update(idempotency_fingerprint="")

    # when
    second = place(anon_client, draft(shop, comment="Bitte läuten"), HTTP_IDEMPOTENCY_KEY=KEY)

    # then
    assert second.status_code == 200
    assert second.json() == first.json()


def test_other_keys_and_no_key_create_new_orders(shop, anon_client):
    # when
    statuses = [
        place(anon_client, draft(shop), HTTP_IDEMPOTENCY_KEY="a").status_code,
        place(anon_client, draft(shop), HTTP_IDEMPOTENCY_KEY="b").status_code,
        place(anon_client, draft(shop)).status_code,
        place(anon_client, draft(shop)).status_code,
    ]

    # then
    assert statuses == [201, 201, 201, 201]
    assert sorted(Order.objects.values_list("ticket_number", flat=True)) == [1, 2, 3, 4]


def test_keys_are_per_branch(shop, anon_client, other_branch):
    # given
    other = build_shop(other_branch)

    # when
    here = place(anon_client, draft(shop), HTTP_IDEMPOTENCY_KEY=KEY)
    there = place(anon_client, draft(other), HTTP_IDEMPOTENCY_KEY=KEY)

    # then
    assert (here.status_code, there.status_code) == (201, 201)
    assert Order.objects.count() == 2


def test_a_refused_draft_does_not_use_up_the_key(shop, anon_client):
    # when
    refused = place(anon_client, draft(shop, privacyPolicy=False), HTTP_IDEMPOTENCY_KEY=KEY)
    accepted = place(anon_client, draft(shop), HTTP_IDEMPOTENCY_KEY=KEY)

    # then
    assert refused.status_code == 400
    assert accepted.status_code == 201
    assert Order.objects.get().idempotency_key == KEY


def test_a_key_longer_than_100_characters_is_refused(shop, anon_client):
    # when
    response = place(anon_client, draft(shop), HTTP_IDEMPOTENCY_KEY="k" * 101)

    # then
    assert errors_of(response) == [
        {"message": "Der Idempotency-Key darf höchstens 100 Zeichen lang sein.", "code": "idempotency_key"}
    ]
    assert Order.objects.count() == 0


@pytest.mark.postgres
@pytest.mark.django_db(transaction=True)
def test_concurrent_submits_with_one_key_create_one_order(config, clock, settings):
    # given: twelve submits for one e-mail address, more than its rate limit allows
    if connection.vendor != "postgresql":
        pytest.skip("braucht PostgreSQL (DATABASE_URL=postgres://...)")
    settings.ORDER_LIMIT_PER_CONTACT = 0
    shop = build_shop(BranchFactory())
    workers = 12
    start = threading.Barrier(workers)

    def submit(_):
        try:
            start.wait()
            return place(Client(), draft(shop), HTTP_IDEMPOTENCY_KEY=KEY)
        finally:
            connection.close()

    # when: every thread opens its own connection and submits at the same moment
    with ThreadPoolExecutor(max_workers=workers) as pool:
        responses = list(pool.map(submit, range(workers)))

    # then: one order, one ticket number drawn for good; every caller gets that order
    assert sorted(r.status_code for r in responses) == [200] * (workers - 1) + [201]
    assert len({r.json()["data"]["uid"] for r in responses}) == 1
    assert Order.objects.count() == 1
    assert TicketCounter.objects.get().last_number == 1


@pytest.mark.postgres
@pytest.mark.django_db(transaction=True)
def test_concurrent_submits_without_a_key_get_distinct_ticket_numbers(config, clock, settings):
    # given: twelve submits for one e-mail address, more than its rate limit allows
    if connection.vendor != "postgresql":
        pytest.skip("braucht PostgreSQL (DATABASE_URL=postgres://...)")
    settings.ORDER_LIMIT_PER_CONTACT = 0
    shop = build_shop(BranchFactory())
    workers = 12
    start = threading.Barrier(workers)

    def submit(_):
        try:
            start.wait()
            return place(Client(), draft(shop)).status_code
        finally:
            connection.close()

    # when
    with ThreadPoolExecutor(max_workers=workers) as pool:
        statuses = list(pool.map(submit, range(workers)))

    # then
    assert statuses == [201] * workers
    assert sorted(Order.objects.values_list("ticket_number", flat=True)) == list(range(1, workers + 1))
