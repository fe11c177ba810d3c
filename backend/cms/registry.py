"""The storefront's route table, lent to cms by the area above it.

A redirect's target is checked against the pages the storefront would answer (web.meta.resolve); web sits above
cms, so it registers that check here when Django starts (web.apps) instead of cms importing it.
"""

from collections.abc import Callable

PathMissing = Callable[[str], bool]
_path_missing: list[PathMissing] = []


def on_path_missing(check: PathMissing) -> PathMissing:
    """Register `check(path)`: True when the storefront answers the path with its 404 page. One check is kept."""
    _path_missing[:] = [check]
    return check


def path_missing(path: str) -> bool:
    """True when a registered check says the storefront has no page at the path (no check: not known, False)."""
    return any(check(path) for check in _path_missing)
