"""Cache backends of our own."""

import os
import tempfile

from django.core.cache.backends.base import DEFAULT_TIMEOUT
from django.core.cache.backends.filebased import FileBasedCache
from django.core.cache.backends.redis import RedisCache, RedisCacheClient


class ExclusiveAddFileCache(FileBasedCache):
    """Django's file cache with an atomic add(), as Redis's: the value is written to a temporary file and linked to
    the key's file, which fails when another process created that file in between (FileBasedCache.add checks first
    and writes second, so a slower writer could replace what a faster one stored)."""

    def add(self, key, value, timeout=DEFAULT_TIMEOUT, version=None):
        if self.has_key(key, version):  # an expired file is removed here
            return False
        self._createdir()
        name = self._key_to_file(key, version)
        descriptor, temporary = tempfile.mkstemp(dir=self._dir)
        try:
            with open(descriptor, "wb") as file:
                self._write_content(file, timeout, value)
            try:
                os.link(temporary, name)
            except FileExistsError:
                return False
        finally:
            os.remove(temporary)
        return True


class _SharedClient(RedisCacheClient):
    """Django's Redis client holder, keeping one redis.Redis per connection pool instead of making one per call."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self._clients = {}

    def get_client(self, key=None, *, write=False):
        pool = self._get_connection_pool(write)
        client = self._clients.get(id(pool))
        if client is None:
            # redis-py's clients are safe to share between threads; the pool starts over after a fork
            client = self._clients.setdefault(id(pool), self._client(connection_pool=pool))
        return client


class SharedClientRedisCache(RedisCache):
    """Django's Redis cache with one client per connection pool. Django builds a new redis.Redis for every cache
    call, and its constructor fills a table of about 170 response callbacks: a quarter of an unchanged status
    poll's time (the 304 answered from the cache, ordering/api/poll.py)."""

    def __init__(self, server, params):
        super().__init__(server, params)
        self._class = _SharedClient
