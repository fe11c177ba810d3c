"""Fixtures of the analytics tests."""

import pytest
import time_machine

from .log_support import NOON


@pytest.fixture
def pinned_noon():
    """The analytics log tests stand still at Wednesday noon (pytestmark usefixtures); a test may move it."""
    with time_machine.travel(NOON, tick=False) as traveller:
        yield traveller
