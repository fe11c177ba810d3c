import datetime
import threading
from concurrent.futures import ThreadPoolExecutor

import pytest
from django.db import IntegrityError, connection, transaction

from ordering.models import TicketCounter
from ordering.services.tickets import allocate_ticket_number, business_date
from organisation.tests.factories import BranchFactory

from .factories import OrderFactory

DAY = datetime.date(2026, 11, 22)


def test_numbers_count_up_per_branch_and_day(branch, other_branch):
    # when
    numbers = [allocate_ticket_number(branch, DAY) for _ in range(3)]
    other = allocate_ticket_number(other_branch, DAY)
    next_day = allocate_ticket_number(branch, DAY + datetime.timedelta(days=1))

    # then: each branch starts at 1, and so does every new business day
    assert numbers == [1, 2, 3]
    assert other == 1
    assert next_day == 1
    assert TicketCounter.objects.get(branch=branch, business_date=DAY).last_number == 3


def test_a_rolled_back_order_gives_its_number_back(branch):
    # given
    allocate_ticket_number(branch, DAY)

    # when
    try:
        with transaction.atomic():
            assert allocate_ticket_number(branch, DAY) == 2
            raise RuntimeError("Bestellung abgebrochen")
    except RuntimeError:
        pass

    # then
    assert allocate_ticket_number(branch, DAY) == 2


@pytest.mark.parametrize(
    ("moment", "day"),
    [
        # 23:30 UTC in winter is 00:30 the next day in Vienna (UTC+1)
        (datetime.datetime(2026, 1, 10, 23, 30, tzinfo=datetime.UTC), datetime.date(2026, 1, 11)),
        (datetime.datetime(2026, 1, 10, 22, 59, tzinfo=datetime.UTC), datetime.date(2026, 1, 10)),
        # summer time: UTC+2
        (datetime.datetime(2026, 7, 10, 22, 0, tzinfo=datetime.UTC), datetime.date(2026, 7, 11)),
        (datetime.datetime(2026, 7, 10, 21, 59, tzinfo=datetime.UTC), datetime.date(2026, 7, 10)),
    ],
)
def test_business_day_is_the_calendar_day_in_the_business_time_zone(moment, day):
    # when / then
    assert business_date(moment) == day


def test_the_database_refuses_a_second_order_with_the_same_number(branch, config):
    # given
    first = OrderFactory(branch=branch)

    # when / then
    with pytest.raises(IntegrityError), transaction.atomic():
        OrderFactory(branch=branch, business_date=first.business_date, ticket_number=first.ticket_number)


@pytest.mark.postgres
@pytest.mark.django_db(transaction=True)
def test_concurrent_allocations_hand_out_distinct_consecutive_numbers():
    # given
    if connection.vendor != "postgresql":
        pytest.skip("braucht PostgreSQL (DATABASE_URL=postgres://...)")
    branch = BranchFactory()
    workers = 24
    start = threading.Barrier(workers)

    def draw(_):
        try:
            start.wait()
            with transaction.atomic():
                return allocate_ticket_number(branch, DAY)
        finally:
            connection.close()

    # when: every thread opens its own connection and draws at the same moment
    with ThreadPoolExecutor(max_workers=workers) as pool:
        numbers = list(pool.map(draw, range(workers)))

    # then
    assert sorted(numbers) == list(range(1, workers + 1))
    assert TicketCounter.objects.get(branch=branch, business_date=DAY).last_number == workers
