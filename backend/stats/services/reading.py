"""Reading a family over a day range: rolled-up days from the rollup table, later days live.

Days up to RollupState.complete_through come from the rollup table in one grouped query; the days after
it (normally only today) are aggregated from the raw rows by the family's own aggregate function, or, for a
family with a partial rollup of the open day (items, services.open_day), from its hours no order changed since
and only the changed hours live. Days after today have no rows and are not asked for.
"""

import datetime
from collections import defaultdict
from decimal import Decimal
from typing import NamedTuple

from django.core.cache import cache
from django.db import connection, models

from ..models import RollupState
from ..registry import Query
from . import days as calendar
from . import open_day as opened
from .families import Family, part_ranges

# The hot path below is plain SQL built from the models' metadata: on a year of rollups PostgreSQL needs a
# millisecond or two, and the ORM's compilation of the same statement (≈ 0.5 ms per query) would be a large
# share of a kind's time. The live day keeps the families' own ORM aggregates (services.families).


def _scalar(sql: str, params=()):
    with connection.cursor() as cursor:
        cursor.execute(sql, params)
        row = cursor.fetchone()
    return row[0] if row else None


def _date(value) -> datetime.date | None:
    # SQLite answers dates of plain SQL as text
    return datetime.date.fromisoformat(value) if isinstance(value, str) else value


def _state_sql(source) -> str:
    quote = connection.ops.quote_name  # table names from the models' metadata only
    table = quote(RollupState._meta.db_table)
    state = [f"(SELECT {column} FROM {table} WHERE id = 1)" for column in ("complete_through", "open_day", "open_mark")]  # noqa: S608
    latest = f"(SELECT MAX(id) FROM {quote(source._meta.db_table)})" if source else "NULL"  # noqa: S608
    return f"SELECT {', '.join(state)}, {latest}"


def complete_through() -> datetime.date | None:
    return _state(None).rolled


class State(NamedTuple):
    rolled: datetime.date | None  # RollupState.complete_through
    latest: int | None  # the raw table's latest id: the live cache's marker
    open_day: datetime.date | None  # the day of the partial rollups (services.open_day)
    open_mark: datetime.datetime | None  # the instant up to which they hold every change


def _state(source) -> State:
    """How far the rollups are complete, the open day's partial rollups and the raw table's latest id, in one
    round trip: the MAX is one step down the primary key index."""
    with connection.cursor() as cursor:
        cursor.execute(_state_sql(source))
        rolled, day, mark, latest = cursor.fetchone()
    return State(_date(rolled), latest, _date(day), None if mark is None else opened.instant(mark))


def _latest_id(model) -> int | None:
    return _scalar(f"SELECT MAX(id) FROM {connection.ops.quote_name(model._meta.db_table)}")  # noqa: S608


LIVE_SECONDS = 60


UNKNOWN = object()


def live_rows(
    family: Family, day: datetime.date, narrow=None, without_optional: bool = False, marker=UNKNOWN
) -> list[dict]:
    """A day's aggregate from the raw rows, cached for a minute per family and day (the dashboard asks
    several kinds of one family at once). The key holds the raw table's latest id, so a new row (a new
    event, order, scan or consent) is seen at once; a change of an existing order within the minute.
    without_optional: the family's optional measure is not computed (0), for kinds that do not show it.
    marker: the raw table's latest id when the caller has it already."""
    if marker is UNKNOWN:
        marker = _latest_id(family.source) if family.source else None
    key = f"stats:live:{family.name}:{day.isoformat()}:{narrow}:{without_optional}:{marker}"
    rows = cache.get(key)
    if rows is None:
        start, end = calendar.bounds(day)
        arguments = {f"with_{family.optional}": False} if without_optional else {}
        if narrow is not None:
            rows = family.aggregate(start, end, narrow, **arguments)
        else:
            rows = family.aggregate(start, end, **arguments)
        cache.set(key, rows, LIVE_SECONDS)
    return rows


# more changed parts than this: the day is aggregated live as a whole (one statement, not hundreds of conditions)
MAX_CHANGED_PARTS = 200


def open_day_rows(family: Family, day: datetime.date, since: datetime.datetime) -> list[dict]:
    """The open day's rows, as family.aggregate answers them, from its partial rollup: the (branch, hour) parts
    without an order changed after `since` summed from family.hourly in one grouped statement, the changed parts
    aggregated live from their own orders only. Not cached: the changes are counted at once."""
    changed = opened.changed_parts(day, since)
    if len(changed) > MAX_CHANGED_PARTS:
        return family.aggregate(*calendar.bounds(day))
    meta = family.hourly._meta
    quote = connection.ops.quote_name

    def column(name: str) -> str:
        return quote(meta.get_field(name).column)

    keys = [name for name in family.dimensions if name != family.label]
    selected = [column(name) for name in keys]
    selected += [f"MAX({column(family.label)})"] if family.label else []
    selected += [f"SUM({column(name)})" for name in family.measures]
    conditions, params = [f"{column('day')} = %s"], [day]
    adapt = connection.ops.adapt_datetimefield_value
    for branch_id, first, until in part_ranges(changed):
        hours = f"{column('hour_start')} >= %s AND {column('hour_start')} < %s"
        conditions.append(f"NOT ({column(family.branch_field)} = %s AND {hours})")
        params += [branch_id, adapt(first), adapt(until)]
    sql = (
        f"SELECT {', '.join(selected)} FROM {quote(meta.db_table)} WHERE {' AND '.join(conditions)} "  # noqa: S608
        f"GROUP BY {', '.join(column(name) for name in keys)}"
    )
    names = keys + ([family.label] if family.label else []) + list(family.measures)
    converters = [_converter(meta.get_field(name)) for name in names]
    with connection.cursor() as cursor:
        cursor.execute(sql, params)
        found = cursor.fetchall()
    rows = {}
    for row in found:
        values = dict(
            zip(names, (convert(v) if convert else v for convert, v in zip(converters, row, strict=True)), strict=True)
        )
        rows[tuple(values[name] for name in keys)] = values
    for live in family.aggregate(*calendar.bounds(day), parts=changed) if changed else []:
        key = tuple(live[name] for name in keys)
        if key not in rows:
            rows[key] = live
            continue
        kept = rows[key]
        for measure in family.measures:
            kept[measure] = (kept[measure] or 0) + (live[measure] or 0)
        if family.label and kept[family.label] != live[family.label]:
            kept[family.label] = _largest(kept[family.label], live[family.label])
    return list(rows.values())


def _largest(first: str, second: str) -> str:
    """The larger of two labels as the database orders text (its collation, as MAX over the day's rows would)."""
    with connection.cursor() as cursor:
        cursor.execute("SELECT MAX(column1) FROM (VALUES (%s), (%s)) AS labels", [first, second])
        return cursor.fetchone()[0]


def _matches(row: dict, where: dict, family: Family, branches) -> bool:
    if any(row[name] != value for name, value in where.items()):
        return False
    return branches is None or family.branch_field is None or row[family.branch_field] in branches


def _converter(field):
    if isinstance(field, models.DateField):
        return _date
    if isinstance(field, models.BooleanField):
        return lambda value: None if value is None else bool(value)
    if isinstance(field, models.DecimalField):
        # SQLite sums decimals as floats: back to the field's places, as the ORM's converter does
        places = Decimal(1).scaleb(-field.decimal_places)
        return lambda value: (
            value if value is None or isinstance(value, Decimal) else Decimal(str(value)).quantize(places)
        )
    return None


def _full_months(first: datetime.date, last: datetime.date) -> tuple[datetime.date, datetime.date] | None:
    """The calendar months wholly inside [first, last]: [from, until) as first days of months, or None."""
    start = first if first.day == 1 else (first.replace(day=1) + datetime.timedelta(days=32)).replace(day=1)
    until = (last + datetime.timedelta(days=1)).replace(day=1)
    return (start, until) if start < until else None


def _rolled(
    family: Family, first, last, group_by, measures, where: dict, branches, monthly: bool = False, skip=None
) -> list[tuple]:
    """The rollup rows of the days [first, last] summed per group_by: one grouped SELECT over the table's
    (day, …) key index. Rows are tuples: the group_by values, then the measures' sums.
    monthly: [first, last) are first days of months, read from the family's month table; skip: the days of
    [from, until) are left out (they are read from the month table)."""
    meta = (family.monthly if monthly else family.model)._meta
    quote = connection.ops.quote_name

    def column(name: str) -> str:
        return quote(meta.get_field(name).column)

    if monthly:
        conditions, params = [f"{column('month')} >= %s", f"{column('month')} < %s"], [first, last]
    else:
        conditions, params = [f"{column('day')} >= %s", f"{column('day')} <= %s"], [first, last]
    if skip is not None:
        conditions.append(f"({column('day')} < %s OR {column('day')} >= %s)")
        params.extend(skip)
    for name, value in where.items():
        conditions.append(f"{column(name)} = %s")
        params.append(value)
    if branches is not None:
        if not branches:
            return []
        conditions.append(f"{column(family.branch_field)} IN ({', '.join(['%s'] * len(branches))})")
        params.extend(sorted(branches))
    selected = [column(name) for name in group_by] + [f"SUM({column(name)})" for name in measures]
    sql = f"SELECT {', '.join(selected)} FROM {quote(meta.db_table)} WHERE {' AND '.join(conditions)}"  # noqa: S608
    if group_by:
        sql += f" GROUP BY {', '.join(column(name) for name in group_by)}"
    converters = [_converter(meta.get_field(name)) for name in (*group_by, *measures)]
    with connection.cursor() as cursor:
        cursor.execute(sql, params)
        rows = cursor.fetchall()
    if not any(converters):
        return rows
    return [
        tuple(convert(value) if convert else value for convert, value in zip(converters, row, strict=True))
        for row in rows
    ]


def read(
    family: Family, query: Query, group_by: tuple[str, ...], measures: tuple[str, ...] | None = None, **where
) -> list[dict]:
    """The family's measures summed per `group_by` (may include 'day') over the query's days and branches.

    measures: only these (default all); the others are neither summed nor, when optional, computed live."""
    measures = family.measures if measures is None else measures
    without_optional = family.optional is not None and family.optional not in measures
    totals: dict[tuple, dict] = defaultdict(lambda: dict.fromkeys(measures, 0))
    state = _state(family.source)
    rolled = state.rolled
    if rolled is not None and rolled >= query.start:
        branches = query.branches if family.branch_field else None
        last = min(query.end, rolled)
        # a family with monthly sums reads the range's full months from them (a ranking, not a series by day)
        months = _full_months(query.start, last) if family.monthly and "day" not in group_by else None
        rows = _rolled(family, query.start, last, group_by, measures, where, branches, skip=months)
        if months is not None:
            rows += _rolled(family, *months, group_by, measures, where, branches, monthly=True)
        for row in rows:
            key = row[: len(group_by)]
            for measure, value in zip(measures, row[len(group_by) :], strict=True):
                totals[key][measure] += value or 0
    first_live = query.start if rolled is None else max(query.start, rolled + datetime.timedelta(days=1))
    last_live = min(query.end, calendar.today())
    for day in calendar.days(first_live, last_live) if first_live <= last_live else []:
        narrow = where.get(family.narrow_by) if family.narrow_by else None
        if family.hourly is not None and day == state.open_day and state.open_mark is not None:
            rows = open_day_rows(family, day, state.open_mark)
        else:
            rows = live_rows(family, day, narrow, without_optional, state.latest)
        for row in rows:
            if not _matches(row, where, family, query.branches):
                continue
            row = {**row, "day": day}
            key = tuple(row[name] for name in group_by)
            for measure in measures:
                totals[key][measure] += row[measure] or 0
    return [{**dict(zip(group_by, key, strict=True)), **sums} for key, sums in totals.items()]
