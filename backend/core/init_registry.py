"""Entries of GET /api/init: each area registers its own in AppConfig.ready()."""

from collections.abc import Callable
from dataclasses import dataclass


@dataclass(frozen=True)
class InitEntry:
    url: str
    build: Callable  # (request) -> serializable data
    order: int


_ENTRIES: dict[str, InitEntry] = {}


def register(url: str, build: Callable, order: int = 100) -> None:
    _ENTRIES[url] = InitEntry(url, build, order)


def entries() -> list[InitEntry]:
    return sorted(_ENTRIES.values(), key=lambda entry: (entry.order, entry.url))
