"""core.cache.ExclusiveAddFileCache: the file cache whose add() is atomic (the status page's kept ETags use it)."""

import datetime

import pytest
import time_machine

from core.cache import ExclusiveAddFileCache
from core.tests.clock import PINNED_NOW


@pytest.fixture
def files(tmp_path):
    return ExclusiveAddFileCache(str(tmp_path / "cache"), {})


def test_add_keeps_what_is_there_and_fills_what_is_not(files):
    # when
    first = files.add("order", "alt", 60)
    second = files.add("order", "neu", 60)

    # then
    assert (first, second, files.get("order")) == (True, False, "alt")


def test_add_takes_the_place_of_an_expired_value(files):
    # given
    files.set("order", "abgelaufen", 1)

    # when: five seconds on
    with time_machine.travel(PINNED_NOW + datetime.timedelta(seconds=5)):
        added = files.add("order", "neu", 60)

    # then
    assert (added, files.get("order")) == (True, "neu")


def test_a_value_stored_between_the_check_and_the_write_is_not_replaced(files, monkeypatch):
    # given: another process stores the fresh value right after this add() found the key missing
    checked = ExclusiveAddFileCache.has_key

    def missing_then_stored(cache, key, version=None):
        found = checked(cache, key, version)
        files.set("order", "frisch", 60)
        return found

    monkeypatch.setattr(ExclusiveAddFileCache, "has_key", missing_then_stored)

    # when
    added = files.add("order", "alt", 60)

    # then: the late writer loses, as with Redis's SET NX
    assert (added, files.get("order")) == (False, "frisch")
