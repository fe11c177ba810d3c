"""The statistics kinds: GET /api/statistics/{kind} answers whatever kind is registered here.

A kind declares its shape ('series' by day, 'ranking' of keys, 'flow' of transitions), its unit ('count' or
'money') and a compute function `compute(query) -> dict` that returns the shape's parts:
`{"total": ..., "series": [...]}` / `{"total": ..., "ranking": [...]}` / `{"total": ..., "flow": [...]}`
(helpers in stats.shapes build them). The view adds kind, from, to, shape, unit and currency.

Other areas register their kinds from their own app's ready() without touching this one:

    from stats.registry import Kind, register
    register(Kind("working-activities", shape="ranking", unit="count", compute=working_activities))

`query` is a stats.registry.Query: the inclusive day range (Vienna calendar days), the branch ids the
figures are limited to (None: all branches; an employee without `branch` gets the branches in reach),
and the requesting user.
"""

import dataclasses
import datetime
from collections.abc import Callable

SHAPES = ("series", "ranking", "flow")
UNITS = ("count", "money")


@dataclasses.dataclass(frozen=True)
class Query:
    start: datetime.date
    end: datetime.date
    # None: every branch (administrators without `branch`)
    branches: frozenset[int] | None
    user: object = None

    @property
    def days(self) -> list[datetime.date]:
        return [self.start + datetime.timedelta(days=n) for n in range((self.end - self.start).days + 1)]


@dataclasses.dataclass(frozen=True)
class Kind:
    name: str
    shape: str
    unit: str
    compute: Callable[[Query], dict]
    description: str = ""
    # 'branch': the figures are narrowed to the branches (orders, QR scans); 'shop': the whole shop
    scope: str = "branch"

    def __post_init__(self):
        if self.shape not in SHAPES:
            raise ValueError(f"unknown shape {self.shape!r}")
        if self.unit not in UNITS:
            raise ValueError(f"unknown unit {self.unit!r}")


_KINDS: dict[str, Kind] = {}


def register(kind: Kind) -> Kind:
    if kind.name in _KINDS and _KINDS[kind.name] != kind:
        raise ValueError(f"statistics kind {kind.name!r} is registered twice")
    _KINDS[kind.name] = kind
    return kind


def get(name: str) -> Kind | None:
    return _KINDS.get(name)


def kinds() -> list[Kind]:
    return list(_KINDS.values())
