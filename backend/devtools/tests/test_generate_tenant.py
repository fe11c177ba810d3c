import datetime
import io
from collections import Counter

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError
from django.utils import timezone

from accounts.models import User
from catalogue.models import Category, Menu, MenuCategory, MenuProduct, Product
from devices.models import Command, Device, secret_hash
from devtools.management.commands.generate_tenant import BENCH_DEVICE_SECRET
from ordering.models import Order, OrderItem, TicketCounter
from ordering.services.tickets import business_date
from organisation.models import Branch, Division

pytestmark = pytest.mark.django_db


def generate(**sizes):
    call_command("generate_tenant", stdout=io.StringIO(), **sizes)


def test_generates_the_exact_numbers_of_rows():
    # when
    generate(branches=2, products=10, orders=30)

    # then
    assert Division.objects.count() == 1
    assert Branch.objects.count() == 2
    assert Category.objects.count() == 10
    assert Product.objects.count() == 10
    assert Menu.objects.count() == 1
    assert MenuCategory.objects.count() == 10
    assert MenuProduct.objects.count() == 10
    assert Order.objects.count() == 30
    items_per_order = Counter(OrderItem.objects.values_list("order_id", flat=True))
    assert len(items_per_order) == 30
    assert set(items_per_order.values()) <= {1, 2, 3, 4}
    assert OrderItem.objects.count() == sum(items_per_order.values())
    # a receipt printer and a counter tablet per branch, with one finished command per 100 orders (at least one)
    assert sorted(Device.objects.values_list("kind", flat=True)) == ["printer", "printer", "tablet", "tablet"]
    assert Command.objects.count() == 4
    assert Device.objects.filter(secret_hash=secret_hash(BENCH_DEVICE_SECRET)).count() == 1


def test_branches_are_always_open_for_takeaway_and_menus_are_active():
    # when
    generate(branches=2, products=10, orders=0)

    # then
    for branch in Branch.objects.all():
        assert branch.opening_hours == [
            {"type": "daily", "date": None, "isClosed": False, "from": "00:00", "to": "24:00"}
        ]
        assert branch.is_takeaway_enabled
        assert list(Menu.objects.for_branch(branch).available_at(timezone.now()))


def test_orders_spread_over_the_past_with_ticket_numbers_per_branch_and_day():
    # when
    generate(branches=2, products=10, orders=30, days=3)

    # then
    now = timezone.now()
    orders = list(Order.objects.order_by("created_at", "id"))
    assert all(now - datetime.timedelta(days=3) <= order.created_at <= now for order in orders)
    assert len({order.created_at for order in orders}) == 30
    numbers: dict = {}
    for order in orders:
        assert order.business_date == business_date(order.created_at)
        numbers.setdefault((order.branch_id, order.business_date), []).append(order.ticket_number)
    assert all(found == list(range(1, len(found) + 1)) for found in numbers.values())
    counters = {(c.branch_id, c.business_date): c.last_number for c in TicketCounter.objects.all()}
    assert counters == {key: len(found) for key, found in numbers.items()}


def test_creates_the_bench_administrator():
    # when
    generate(branches=2, products=10, orders=30)

    # then
    admin = User.objects.get(email="bench@example.com")
    assert admin.check_password("bench-passwort")
    assert admin.is_admin


def test_refuses_a_database_that_is_not_empty(branch):
    # when / then
    with pytest.raises(CommandError, match="nicht leer"):
        generate(branches=2, products=10, orders=30)
    assert Branch.objects.count() == 1
