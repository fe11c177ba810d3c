"""The open day's partial rollups: today's items per branch, hour placed and product, kept current incrementally.

A family with `hourly` (items: ItemHour) keeps the day the beat task saw as today (RollupState.open_day) per
(branch, hour placed): the hour is the UTC hour of the order's created_at, so a part is a handful of one branch's
orders. `refresh` (with the rollups, services.rollups) builds the whole day when the day is new, and afterwards
rebuilds only the parts with an order changed (or placed) since the last run (its updated_at after open_mark);
the read (services.reading) takes the parts no order changed since open_mark from the table and aggregates live
only the changed parts' orders, so a read of today never aggregates all of today's raw items, and a change is
counted at once (no cached minute).

open_mark is the run's start less MARGIN: a change whose updated_at was taken before the mark but committed only
after the run read the orders would otherwise be missed until the day closes (updated_at is the app server's clock
at save, not the commit). Orders changed within the margin before a run count as changed until the next run.
Orders are never deleted by the application (bookkeeping keeps them), and an order's branch and created_at never
change: a changed order is seen in the one part it was counted in.
"""

import datetime

from django.db import connection, transaction

from ordering.models import Order
from organisation.models import Branch

from ..models import RollupState
from . import days as calendar
from .families import FAMILIES

MARGIN = datetime.timedelta(seconds=60)

Part = tuple[int, datetime.datetime]


def instant(value) -> datetime.datetime:
    # SQLite answers plain SQL's instants as naive UTC (or text); PostgreSQL as aware ones
    if isinstance(value, str):
        value = datetime.datetime.fromisoformat(value)
    return value.replace(tzinfo=datetime.UTC) if value.tzinfo is None else value.astimezone(datetime.UTC)


def hour_of(moment: datetime.datetime) -> datetime.datetime:
    """The UTC start of the hour of an instant: the part an order placed then belongs to."""
    return instant(moment).replace(minute=0, second=0, microsecond=0)


def changed_parts(day: datetime.date, since: datetime.datetime) -> set[Part]:
    """(branch id, hour) of the day's orders changed or placed after `since`: per branch one short range of the
    (branch, updated_at) index (the changes since the last run), whatever the number of the day's orders."""
    start, end = calendar.bounds(day)
    adapt = connection.ops.adapt_datetimefield_value
    sql = (
        f"SELECT DISTINCT branch_id, created_at FROM {Order._meta.db_table} "  # noqa: S608 - model metadata
        f"WHERE branch_id IN (SELECT id FROM {Branch._meta.db_table}) "
        "AND updated_at > %s AND created_at >= %s AND created_at < %s"
    )
    with connection.cursor() as cursor:
        cursor.execute(sql, [adapt(since), adapt(start), adapt(end)])
        return {(branch_id, hour_of(created)) for branch_id, created in cursor.fetchall()}


def hourly_families() -> list:
    return [family for family in FAMILIES if family.hourly is not None]


def refresh(state: RollupState, today: datetime.date, mark: datetime.datetime) -> int:
    """Bring the open day's partial rollups up to `mark` (the run's start less MARGIN); answers the number of
    parts rebuilt (-1: the whole day, a new open day). The rows and the new mark commit together, so a read sees
    rows at least as new as the mark it reads."""
    start, end = calendar.bounds(today)
    with transaction.atomic():
        if state.open_day == today and state.open_mark is not None:
            parts = changed_parts(today, state.open_mark)
            for family in hourly_families():
                _rebuild_parts(family, today, start, end, parts)
            rebuilt = len(parts)
        else:
            for family in hourly_families():
                # the day before stays: a read that took the state before this commit may still ask for it
                family.hourly.objects.exclude(day=today - datetime.timedelta(days=1)).delete()
                rows = family.aggregate_hours(start, end)
                family.hourly.objects.bulk_create([family.hourly(day=today, **row) for row in rows], batch_size=2000)
            rebuilt = -1
        RollupState.objects.filter(pk=state.pk).update(open_day=today, open_mark=mark)
    state.open_day, state.open_mark = today, mark
    return rebuilt


def _rebuild_parts(family, day: datetime.date, start, end, parts: set[Part]) -> None:
    if not parts:
        return
    by_branch: dict[int, list[datetime.datetime]] = {}
    for branch_id, hour in parts:
        by_branch.setdefault(branch_id, []).append(hour)
    for branch_id, hours in by_branch.items():
        family.hourly.objects.filter(day=day, branch_id=branch_id, hour_start__in=hours).delete()
    rows = family.aggregate_hours(start, end, parts)
    family.hourly.objects.bulk_create([family.hourly(day=day, **row) for row in rows], batch_size=2000)
