"""Reading a family over a day range: rolled-up days from the rollup table, later days live.

Days up to RollupState.complete_through come from the rollup table in one grouped query; the days after
it (normally only today) are aggregated from the raw rows by the family's own aggregate function. Days
after today have no rows and are not asked for.
"""

import datetime
from collections import defaultdict

from django.core.cache import cache
from django.db.models import Max, Sum

from ..models import RollupState
from ..registry import Query
from . import days as calendar
from .families import Family


def complete_through() -> datetime.date | None:
    return RollupState.objects.filter(pk=1).values_list("complete_through", flat=True).first()


LIVE_SECONDS = 60


def live_rows(family: Family, day: datetime.date, narrow=None) -> list[dict]:
    """A day's aggregate from the raw rows, cached for a minute per family and day (the dashboard asks
    several kinds of one family at once). The key holds the raw table's latest id, so a new row (a new
    event, order, scan or consent) is seen at once; a change of an existing order within the minute."""
    marker = family.source.objects.aggregate(last=Max("id"))["last"] if family.source else None
    key = f"stats:live:{family.name}:{day.isoformat()}:{narrow}:{marker}"
    rows = cache.get(key)
    if rows is None:
        start, end = calendar.bounds(day)
        rows = family.aggregate(start, end, narrow) if narrow is not None else family.aggregate(start, end)
        cache.set(key, rows, LIVE_SECONDS)
    return rows


def _matches(row: dict, where: dict, family: Family, branches) -> bool:
    if any(row[name] != value for name, value in where.items()):
        return False
    return branches is None or family.branch_field is None or row[family.branch_field] in branches


def read(family: Family, query: Query, group_by: tuple[str, ...], **where) -> list[dict]:
    """The family's measures summed per `group_by` (may include 'day') over the query's days and branches."""
    totals: dict[tuple, dict] = defaultdict(lambda: dict.fromkeys(family.measures, 0))
    rolled = complete_through()
    if rolled is not None and rolled >= query.start:
        rows = family.model.objects.filter(day__gte=query.start, day__lte=min(query.end, rolled), **where)
        if family.branch_field and query.branches is not None:
            rows = rows.filter(**{f"{family.branch_field}__in": query.branches})
        summed = rows.values(*group_by).annotate(**{f"sum_{m}": Sum(m) for m in family.measures}).order_by()
        for row in summed:
            key = tuple(row[name] for name in group_by)
            for measure in family.measures:
                totals[key][measure] += row[f"sum_{measure}"] or 0
    first_live = query.start if rolled is None else max(query.start, rolled + datetime.timedelta(days=1))
    last_live = min(query.end, calendar.today())
    for day in calendar.days(first_live, last_live) if first_live <= last_live else []:
        for row in live_rows(family, day, where.get(family.narrow_by) if family.narrow_by else None):
            if not _matches(row, where, family, query.branches):
                continue
            row = {**row, "day": day}
            key = tuple(row[name] for name in group_by)
            for measure in family.measures:
                totals[key][measure] += row[measure] or 0
    return [{**dict(zip(group_by, key, strict=True)), **measures} for key, measures in totals.items()]
