import pytest

from ordering.tests.conftest import clock, config, shop  # noqa: F401 (fixtures)
from ordering.tests.factories import OrderFactory
from organisation.tests.factories import ConfigFactory

from ..services.customers import link_order


@pytest.fixture
def place_order(db):
    """An order stored through the ORM and linked to its customer as the after-commit hook would."""
    ConfigFactory()

    def make(**fields):
        order = OrderFactory(**fields)
        link_order(order.pk)
        return order

    return make
