"""POST /api/orders is limited per client address and per e-mail address / phone number (German 429)."""

import datetime

import pytest
from django.core import mail
from django.db import connection
from django.test.utils import CaptureQueriesContext

from core.models import RateLimitCounter
from ordering.api.limits import mailbox
from ordering.models import Order

from .create_setup import draft, place

TOO_MANY_FROM_ADDRESS = (
    "Von Ihrem Anschluss wurden zu viele Bestellungen aufgegeben. Bitte versuchen Sie es in 6 Minuten erneut."
)
TOO_MANY_FOR_CONTACT = (
    "Mit dieser E-Mail-Adresse oder Telefonnummer wurden zu viele Bestellungen aufgegeben. "
    "Bitte versuchen Sie es in 6 Minuten erneut."
)


def test_too_many_orders_from_one_address_are_refused(shop, anon_client, settings, clock):
    # given: 3 per address in 10 minutes, each order for someone else; 4 min 30 s into the window
    settings.ORDER_LIMIT_PER_IP = 3
    clock.now = clock.now.replace(minute=4, second=30)
    drafts = [draft(shop, email=f"kunde{index}@example.com", phone=f"+43 664 100000{index}") for index in range(4)]

    # when
    responses = [place(anon_client, data, REMOTE_ADDR="203.0.113.7") for data in drafts]
    other_address = place(anon_client, draft(shop, email="x@example.com", phone=""), REMOTE_ADDR="203.0.113.8")

    # then
    assert [response.status_code for response in responses] == [201, 201, 201, 429]
    assert responses[3].json() == {"errors": [{"message": TOO_MANY_FROM_ADDRESS, "code": "too_many_orders"}]}
    assert responses[3]["Retry-After"] == "330"
    assert other_address.status_code == 201
    assert Order.objects.count() == 4


def test_too_many_orders_for_one_email_address_are_refused_from_any_address(shop, anon_client, settings, clock):
    # given: the default of 5 per e-mail address, sent from six addresses
    clock.now = clock.now.replace(minute=4, second=30)
    mail.outbox.clear()

    # when
    responses = [
        place(anon_client, draft(shop, email=" Erika@Example.com", phone=""), REMOTE_ADDR=f"203.0.113.{index}")
        for index in range(6)
    ]

    # then
    assert [response.status_code for response in responses] == [201] * 5 + [429]
    assert responses[5].json() == {"errors": [{"message": TOO_MANY_FOR_CONTACT, "code": "too_many_orders"}]}
    assert Order.objects.count() == 5


def test_too_many_orders_for_one_phone_number_are_refused(shop, anon_client, settings, clock):
    # given
    settings.ORDER_LIMIT_PER_CONTACT = 2
    clock.now = clock.now.replace(minute=4, second=30)
    phones = ["+43 664 1234567", "+436641234567", "+43 (664) 123 45 67"]

    # when
    responses = [
        place(anon_client, draft(shop, email=f"kunde{index}@example.com", phone=phone))
        for index, phone in enumerate(phones)
    ]

    # then
    assert [response.status_code for response in responses] == [201, 201, 429]
    assert Order.objects.count() == 2


def test_the_limit_ends_with_its_window(shop, anon_client, settings, clock):
    # given
    settings.ORDER_LIMIT_PER_CONTACT = 1
    clock.now = clock.now.replace(minute=9, second=59)
    first = place(anon_client, draft(shop))
    refused = place(anon_client, draft(shop))

    # when
    clock.now += datetime.timedelta(seconds=1)
    later = place(anon_client, draft(shop))

    # then
    assert [first.status_code, refused.status_code, later.status_code] == [201, 429, 201]
    assert refused["Retry-After"] == "1"
    assert "in 1 Minute erneut" in refused.json()["errors"][0]["message"]


def test_a_repeated_submit_is_answered_with_the_first_order_not_counted(shop, anon_client, settings, clock):
    # given: one order per e-mail address
    settings.ORDER_LIMIT_PER_CONTACT = 1
    first = place(anon_client, draft(shop), HTTP_IDEMPOTENCY_KEY="entwurf-1")

    # when
    repeated = place(anon_client, draft(shop), HTTP_IDEMPOTENCY_KEY="entwurf-1")
    another = place(anon_client, draft(shop), HTTP_IDEMPOTENCY_KEY="entwurf-2")

    # then
    assert [first.status_code, repeated.status_code, another.status_code] == [201, 200, 429]
    assert repeated.json()["data"]["uid"] == first.json()["data"]["uid"]
    assert Order.objects.count() == 1


def test_variants_of_one_mailbox_count_as_one_contact(shop, anon_client, settings, clock):
    # given: 3 orders per contact; tagged, dotted and differently cased spellings of two mailboxes, each order
    # from another address
    settings.ORDER_LIMIT_PER_CONTACT = 3
    clock.now = clock.now.replace(minute=4, second=30)
    gmail = [
        "Paul.Probe+1@gmail.com",
        "paulprobe@googlemail.com",
        "p.a.u.l.probe@GMAIL.com",
        "paul.probe+shop@gmail.com",
    ]
    other = ["erika+1@example.com", "Erika+zwei@Example.com", "erika@example.com", "erika+drei@example.com"]

    # when
    responses = [
        place(anon_client, draft(shop, email=email, phone=""), REMOTE_ADDR=f"203.0.113.{index}")
        for index, email in enumerate(gmail + other)
    ]
    dotted_elsewhere = place(anon_client, draft(shop, email="e.rika@example.com", phone=""), REMOTE_ADDR="203.0.113.9")

    # then: the fourth of each mailbox is refused; dots count only at Gmail
    assert [response.status_code for response in responses] == [201, 201, 201, 429] * 2
    assert responses[3].json() == {"errors": [{"message": TOO_MANY_FOR_CONTACT, "code": "too_many_orders"}]}
    assert responses[7].json() == {"errors": [{"message": TOO_MANY_FOR_CONTACT, "code": "too_many_orders"}]}
    assert dotted_elsewhere.status_code == 201
    # the orders keep the address as typed
    assert list(Order.objects.order_by("id").values_list("email", flat=True)) == [
        *gmail[:3],
        *other[:3],
        "e.rika@example.com",
    ]


@pytest.mark.parametrize(
    ("email", "counted_as"),
    [
        (" Name+1@Example.com ", "name@example.com"),
        ("name+a+b@example.com", "name@example.com"),
        ("n.a.m.e@example.com", "n.a.m.e@example.com"),
        ("N.A.M.E+x@gmail.com", "name@gmail.com"),
        ("n.a.m.e@googlemail.com", "name@gmail.com"),
        ("+1@example.com", "+1@example.com"),
        ("keine-adresse", "keine-adresse"),
        ("", ""),
        (None, ""),
    ],
)
def test_the_limit_counts_the_mailbox_an_address_reaches(email, counted_as):
    assert mailbox(email) == counted_as


def test_an_order_counts_its_address_email_and_phone_in_one_statement(shop, anon_client, clock):
    # given
    data = draft(shop, email="erika@example.com", phone="+43 664 1234567")
    place(anon_client, data, REMOTE_ADDR="203.0.113.7")

    # when
    with CaptureQueriesContext(connection) as queries:
        response = place(anon_client, data, REMOTE_ADDR="203.0.113.7")

    # then: one upsert for the three counters and no delete in the request
    statements = [query["sql"] for query in queries.captured_queries]
    counters = [sql for sql in statements if "core_ratelimitcounter" in sql]
    assert response.status_code == 201
    assert len(counters) == 1
    assert counters[0].startswith('INSERT INTO "core_ratelimitcounter"')
    assert sorted(RateLimitCounter.objects.values_list("count", flat=True)) == [2, 2, 2]
