"""A few past orders for the demo business (devtools load_demo): a history, customers for crm, figures.

All lie days before the demo is loaded and are in a final state, so boards, current and missed orders
and today's ticket numbers start empty.
"""

import datetime
from decimal import Decimal

from django.utils import timezone

from organisation.models import Branch

from .models import Order, OrderItem, OrderStatus
from .services.tickets import allocate_ticket_number, business_date

TAX_FOOD, TAX_DRINK = Decimal("10.00"), Decimal("20.00")

# (days ago, branch, customer, status, items as (name, price, amount, tax))
ORDERS = [
    (
        12,
        "wien-mariahilf",
        {"first_name": "Erika", "last_name": "Musterfrau", "email": "erika@example.com", "phone": "+436641234567"},
        OrderStatus.COMPLETED,
        [("Wiener Schnitzel", "14.90", 2, TAX_FOOD), ("Almdudler 0,5 l", "3.90", 2, TAX_DRINK)],
    ),
    (
        5,
        "wien-mariahilf",
        {"first_name": "Erika", "last_name": "Musterfrau", "email": "erika@example.com", "phone": "+436641234567"},
        OrderStatus.CANCELED,
        [("Tafelspitz", "21.90", 1, TAX_FOOD)],
    ),
    (
        3,
        "online-shop",
        {"first_name": "Erika", "last_name": "Musterfrau", "email": "erika@example.com", "phone": "+436641234567"},
        OrderStatus.COMPLETED,
        [("Roggenbrot 1 kg", "4.90", 1, TAX_FOOD)],
    ),
    (
        8,
        "graz-lend",
        {"first_name": "Johann", "last_name": "Huber", "email": "johann.huber@example.com", "phone": "+436765551234"},
        OrderStatus.COMPLETED,
        [("Wiener Schnitzel", "14.90", 1, TAX_FOOD), ("Zipfer Märzen 0,5 l", "4.80", 1, TAX_DRINK)],
    ),
    (
        2,
        "wien-mariahilf",
        {"first_name": "Fatima", "last_name": "Yilmaz", "email": "", "phone": "+436509876543"},
        OrderStatus.COMPLETED,
        [("Melange", "3.80", 2, TAX_DRINK)],
    ),
]


def _net(gross: Decimal, tax: Decimal) -> Decimal:
    return (gross / (1 + tax / 100)).quantize(Decimal("0.0001"))


def load(branches: dict[str, Branch]) -> list[Order]:
    now = timezone.now()
    orders = []
    for days, identifier, person, status, items in ORDERS:
        branch = branches[identifier]
        moment = (now - datetime.timedelta(days=days)).replace(hour=11, minute=30, second=0, microsecond=0)
        day = business_date(moment)
        rows = [(name, Decimal(price), Decimal(amount), tax) for name, price, amount, tax in items]
        gross = sum((price * amount for _, price, amount, _ in rows), Decimal("0.00"))
        net = sum((_net(price * amount, tax) for _, price, amount, tax in rows), Decimal("0"))
        taxes: dict[str, str] = {}
        for _, price, amount, tax in rows:
            share = price * amount - _net(price * amount, tax)
            taxes[str(tax)] = str(Decimal(taxes.get(str(tax), "0")) + share)
        order = Order.objects.create(
            branch=branch,
            business_date=day,
            ticket_number=allocate_ticket_number(branch, day),
            street="Mariahilfer Straße 12",
            zip_code="1060",
            city="Wien",
            legal_instructions=True,
            privacy_policy=True,
            status=status,
            is_paid=status == OrderStatus.COMPLETED,
            gross=gross,
            net=net,
            total_gross=gross,
            total_net=net,
            taxes=taxes,
            **person,
        )
        OrderItem.objects.bulk_create(
            OrderItem(
                order=order,
                position=position,
                product_id=0,
                product={"name": name, "unit": "piece", "price": str(price), "tax": str(tax)},
                amount=amount,
                unit="piece",
                unit_price=price,
                gross=price * amount,
                tax_rate=tax,
            )
            for position, (name, price, amount, tax) in enumerate(rows)
        )
        # placed back then, but written now: updated_at stays now, so that the statistics' next run takes the order into
        # its day (a closed day's rollup, or the open day's partial one) also where rollups ran before the demo
        Order.objects.filter(pk=order.pk).update(created_at=moment)
        orders.append(order)
    return orders
