import datetime

import pytest
from django.utils import timezone

from core.sms import LocmemSmsProvider
from organisation.tests.factories import ConfigFactory

from .create_setup import build_shop
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
    settings.SMS_PROVIDER = "core.sms.LocmemSmsProvider"
    LocmemSmsProvider.outbox.clear()
    yield LocmemSmsProvider.outbox
    LocmemSmsProvider.outbox.clear()


# --- order creation (test_create_*.py) --------------------------------------------------------

# Wednesday 18 November 2026, 10:00 in Vienna (UTC+1): the test branch is open (daily 08:00-18:00)
NOW = datetime.datetime(2026, 11, 18, 9, 0, tzinfo=datetime.UTC)


@pytest.fixture
def clock(monkeypatch):
    """Pins django.utils.timezone.now (views, auto_now fields, ticket days); set `clock.now` to move it."""

    class Clock:
        now = NOW

    monkeypatch.setattr(timezone, "now", lambda: Clock.now)
    return Clock


@pytest.fixture
def shop(branch, config, clock):
    """A branch selling a configurable cheese by weight, a Schnitzel and a Cola, with one delivery area."""
    return build_shop(branch)
