"""Migration 0002: the orders placed before crm existed get their customers (the suite runs without
migrations, so the data step runs here on today's models)."""

import importlib

from django.apps import apps

from ordering.tests.factories import OrderFactory
from organisation.tests.factories import ConfigFactory

from ..models import Customer, CustomerOrder

migration = importlib.import_module("crm.migrations.0002_customers_from_existing_orders")


def test_existing_orders_are_linked_by_e_mail_else_phone(branch):
    ConfigFactory()
    OrderFactory(branch=branch, email="Erika@Example.com")
    OrderFactory(branch=branch, email="erika@example.com", last_name="Muster")
    OrderFactory(branch=branch, email="", phone="+431234", first_name="Otto", last_name="Telefon")
    OrderFactory(branch=branch, email="", phone="", first_name="Niemand")

    migration.link_existing(apps, None)

    assert sorted(Customer.objects.values_list("email", "phone", "name")) == [
        ("", "+431234", "Otto Telefon"),
        ("erika@example.com", "+436641234567", "Erika Muster"),
    ]
    assert CustomerOrder.objects.count() == 3
