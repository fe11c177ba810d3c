import datetime
from zoneinfo import ZoneInfo

import pytest

from catalogue.models import Category, Product

VIENNA = ZoneInfo("Europe/Vienna")
BREAKFAST = [{"type": "daily", "date": None, "isClosed": False, "from": "06:00", "to": "11:00"}]


def vienna(hour, minute=0, day=23):
    # Monday 23 November 2026 (CET, UTC+1)
    return datetime.datetime(2026, 11, day, hour, minute, tzinfo=VIENNA)


@pytest.mark.parametrize(
    ("schedule", "is_enabled", "when", "available"),
    [
        ([], True, vienna(3), True),
        ([], False, vienna(9), False),
        (BREAKFAST, True, vienna(6), True),
        (BREAKFAST, True, vienna(10, 59), True),
        (BREAKFAST, True, vienna(11), False),
        (BREAKFAST, False, vienna(9), False),
        # 05:30 UTC is 06:30 in Vienna: the schedule is read in the business time zone
        (BREAKFAST, True, datetime.datetime(2026, 11, 23, 5, 30, tzinfo=datetime.UTC), True),
        (
            [*BREAKFAST, {"type": "sunday", "date": None, "isClosed": True, "from": None, "to": None}],
            True,
            vienna(9, day=22),
            False,
        ),
    ],
)
def test_availability_follows_enabled_flag_and_schedule(schedule, is_enabled, when, available):
    # given
    product = Product(name="Frühstück", price="5.90", schedule=schedule, is_enabled=is_enabled)
    category = Category(name="Frühstück", schedule=schedule, is_enabled=is_enabled)

    # when / then
    assert product.is_available_at(when) is available
    assert category.is_available_at(when) is available


def test_str_and_parts():
    product = Product(name="Wiener Schnitzel", config={"parts": [{"name": "Beilage"}]})

    assert str(product) == "Wiener Schnitzel"
    assert product.parts == [{"name": "Beilage"}]
    assert Product(name="Semmel").parts == []
