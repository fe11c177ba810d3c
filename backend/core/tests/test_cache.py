"""core.cache: the file cache whose add() is atomic (the status page's kept ETags use it without Redis), and the
Redis cache that keeps its client."""

import datetime
import os
import threading
import uuid

import pytest
import redis
import time_machine

from core.cache import ExclusiveAddFileCache, SharedClientRedisCache
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


@pytest.fixture
def redis_cache():
    """core.cache.SharedClientRedisCache on the machine's Redis (TEST_REDIS_URL), under a key prefix of its own."""
    url = os.environ.get("TEST_REDIS_URL", "redis://127.0.0.1:6379/15")
    cache = SharedClientRedisCache(url, {"KEY_PREFIX": f"test-{uuid.uuid4().hex}"})
    try:
        cache.get("erreichbar")
    except redis.ConnectionError:
        pytest.skip(f"Redis unter {url} nicht erreichbar")
    yield cache
    cache.delete_many(["generation", "order", "zaehler"])


def test_the_redis_cache_keeps_one_client_per_pool_and_answers_as_djangos(redis_cache):
    # when: stored, added, counted and read several at once, from two threads
    redis_cache.set("generation", "a1", 60)
    added = [redis_cache.add("order", ("hash", "etag"), 60), redis_cache.add("order", ("x", "y"), 60)]
    counted = redis_cache.incr(redis_cache.add("zaehler", 0, 60) and "zaehler", 3)
    seen = []
    thread = threading.Thread(target=lambda: seen.append(redis_cache.get_many(["generation", "order", "fehlt"])))
    thread.start()
    thread.join()

    # then: Django's answers, through one redis.Redis for reads and writes alike
    assert added == [True, False]
    assert counted == 3
    assert seen == [{"generation": "a1", "order": ("hash", "etag")}]
    client = redis_cache._cache.get_client(write=True)
    assert redis_cache._cache.get_client() is client
    assert redis_cache._cache.get_client(write=True) is client
