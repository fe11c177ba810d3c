import pytest

from ordering.sms import LocmemSmsProvider
from organisation.tests.factories import ConfigFactory

from .factories import OrderFactory


@pytest.fixture
def config(db):
    return ConfigFactory()


@pytest.fixture
def order(branch, config):
    return OrderFactory(branch=branch)


@pytest.fixture
def other_order(other_branch, config):
    return OrderFactory(branch=other_branch)


@pytest.fixture
def sms_outbox(settings):
    settings.SMS_PROVIDER = "ordering.sms.LocmemSmsProvider"
    LocmemSmsProvider.outbox.clear()
    yield LocmemSmsProvider.outbox
    LocmemSmsProvider.outbox.clear()
