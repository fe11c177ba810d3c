"""Cache backends of our own."""

import os
import tempfile

from django.core.cache.backends.base import DEFAULT_TIMEOUT
from django.core.cache.backends.filebased import FileBasedCache


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
