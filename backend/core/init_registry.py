"""Entries of GET /api/init: each area registers its own in AppConfig.ready().

The answer is cached per user and data version. The version comes from the area that sees every
change (the audit log registers it), so core needs no import of any area.
"""

from collections.abc import Callable
from dataclasses import dataclass


@dataclass(frozen=True)
class InitEntry:
    url: str
    build: Callable  # (request) -> serializable data
    order: int


_ENTRIES: dict[str, InitEntry] = {}
_VERSION: list[Callable[[], int]] = []


def register(url: str, build: Callable, order: int = 100) -> None:
    _ENTRIES[url] = InitEntry(url, build, order)


def entries() -> list[InitEntry]:
    return sorted(_ENTRIES.values(), key=lambda entry: (entry.order, entry.url))


def register_version(source: Callable[[], int]) -> None:
    """The one function telling the current data version: it must move with every change."""
    _VERSION[:] = [source]


def data_version() -> int | None:
    """The registered data version, or None when no area registered one (the answer is then not cached)."""
    return _VERSION[0]() if _VERSION else None
