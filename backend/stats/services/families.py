"""The rollup families: what a day's raw rows boil down to, per rollup table.

Each family's `aggregate(start, end)` groups the raw rows of the instants [start, end) by the table's
dimensions. The same function builds a day's rollup rows (services.rollups) and computes a day that has
no rollup yet (today) on request (services.reading), so a rolled-up day and a live day cannot differ.
"""

import dataclasses
import datetime
from collections.abc import Callable
from decimal import Decimal

from django.db import connection
from django.db.models import Case, CharField, Count, F, Max, Q, QuerySet, Sum, Value, When, Window
from django.db.models.expressions import RawSQL
from django.db.models.fields.json import KeyTextTransform
from django.db.models.functions import Coalesce, ExtractHour, Lag, TruncHour

from analytics.models import AnalyticsEvent, EventType, QrCode, QrCodeScan
from consent.models import ConsentRecord
from ordering.models import Order, OrderItem, OrderStatus
from organisation.models import Branch

from .. import models
from .days import zone

ZERO = Decimal(0)
HOUR = datetime.timedelta(hours=1)
# placed orders that did not happen: never counted; canceled ones have their own kind
NOT_COUNTED = (OrderStatus.REJECTED, OrderStatus.FAILED)


@dataclasses.dataclass(frozen=True)
class Family:
    name: str
    model: type
    dimensions: tuple[str, ...]
    measures: tuple[str, ...]
    aggregate: Callable
    # the dimension that holds the branch (orders, scans), None: the whole shop
    branch_field: str | None = None
    # the raw table whose latest id marks a live day's cached aggregate (services.reading)
    source: type | None = None
    # a live read for one kind may ask only for the rows of this dimension's value (facts: one fact)
    narrow_by: str | None = None
    # a measure whose own query a live read may skip when its kind does not show it (orders: items);
    # the aggregate then takes with_<measure>=False and answers 0 for it
    optional: str | None = None
    # the family's rows summed per calendar month (column `month`, its first day), for ranges of full months
    monthly: type | None = None
    # orders only: the open day kept as a partial rollup per branch, hour placed and the family's keys (services.
    # open_day), and the aggregate that builds it (aggregate's rows plus hour_start; both take parts=, a set of
    # (branch id, hour) pairs); a read of the open day aggregates live only the hours changed since
    hourly: type | None = None
    aggregate_hours: Callable | None = None
    # a dimension that is no key of the day's rows but the largest of the day's values (items: the name)
    label: str | None = None


def _delivery_type(prefix: str = "") -> Case:
    return Case(
        When(**{f"{prefix}is_delivery": True}, then=Value("delivery")),
        When(**{f"{prefix}is_dine_in": True}, then=Value("dineIn")),
        default=Value("takeaway"),
        output_field=CharField(),
    )


def _canceled(prefix: str = "") -> Case:
    return Case(
        When(**{f"{prefix}status": OrderStatus.CANCELED}, then=Value(True)),
        default=Value(False),
    )


def _orders(start, end, branch_ids: list[int] | None = None) -> QuerySet:
    # every branch id spelled out: the (branch, created_at) index answers a day without a full scan
    if branch_ids is None:
        branch_ids = list(Branch.objects.values_list("id", flat=True))
    return Order.objects.filter(branch_id__in=branch_ids, created_at__gte=start, created_at__lt=end).exclude(
        status__in=NOT_COUNTED
    )


def order_days(start, end, only_canceled: bool | None = None, with_items: bool = True) -> list[dict]:
    """Orders and revenue per branch, type, origin and canceled or not; items (quantity) of the orders not canceled.

    only_canceled True / False: a live read for the canceled or the other kinds asks for those rows only;
    with_items False: a live read for a kind that does not show the items skips their query (items 0)."""
    branch_ids = list(Branch.objects.values_list("id", flat=True))
    placed = _orders(start, end, branch_ids)
    if only_canceled is not None:
        canceled = Q(status=OrderStatus.CANCELED)
        placed = placed.filter(canceled) if only_canceled else placed.exclude(canceled)
    rows = {}
    orders = (
        placed.values("branch_id", "origin", delivery_type=_delivery_type(), is_canceled=_canceled())
        .annotate(orders=Count("id"), revenue=Coalesce(Sum("total_gross"), ZERO))
        .order_by()
    )
    for row in orders:
        rows[(row["branch_id"], row["delivery_type"], row["origin"], row["is_canceled"])] = {**row, "items": ZERO}
    if only_canceled or not with_items:
        return list(rows.values())
    # one join to the orders (not `order__in` a subquery of them, which reads each order twice)
    items = (
        OrderItem.objects.filter(
            order__branch_id__in=branch_ids, order__created_at__gte=start, order__created_at__lt=end
        )
        .exclude(order__status__in=(*NOT_COUNTED, OrderStatus.CANCELED))
        .values(branch_id=F("order__branch_id"), delivery_type=_delivery_type("order__"), origin=F("order__origin"))
        .annotate(items=Sum("amount"))
        .order_by()
    )
    for row in items:
        rows[(row["branch_id"], row["delivery_type"], row["origin"], False)]["items"] = row["items"] or ZERO
    return list(rows.values())


def order_hours(start, end) -> list[dict]:
    return list(
        _orders(start, end)
        .exclude(status=OrderStatus.CANCELED)
        .values("branch_id", hour=ExtractHour("created_at", tzinfo=zone()))
        .annotate(orders=Count("id"))
        .order_by()
    )


def part_ranges(parts) -> list[tuple[int, datetime.datetime, datetime.datetime]]:
    """(branch id, from, until) of a set of (branch id, UTC start of an hour) parts (services.open_day), a
    branch's hours that follow each other joined into one range."""
    ranges: list[tuple[int, datetime.datetime, datetime.datetime]] = []
    for branch_id, hour in sorted(parts):
        if ranges and ranges[-1][0] == branch_id and ranges[-1][2] == hour:
            ranges[-1] = (branch_id, ranges[-1][1], hour + HOUR)
        else:
            ranges.append((branch_id, hour, hour + HOUR))
    return ranges


def _part_orders(start, end, parts) -> RawSQL:
    """The ids of the orders placed in [start, end) within the parts, as a subquery in plain SQL: an OR of one
    Q per part took the ORM ≈ 0.25 ms each to compile, more than PostgreSQL needs to answer it."""
    adapt = connection.ops.adapt_datetimefield_value
    ranges, params = [], [adapt(start), adapt(end)]
    for branch_id, first, until in part_ranges(parts):
        ranges.append("(branch_id = %s AND created_at >= %s AND created_at < %s)")
        params += [branch_id, adapt(first), adapt(until)]
    sql = (
        f"SELECT id FROM {Order._meta.db_table} "  # noqa: S608 - model metadata
        f"WHERE created_at >= %s AND created_at < %s AND ({' OR '.join(ranges)})"
    )
    return RawSQL(sql, params)  # noqa: S611 - model metadata; the values go as parameters


def _items(start, end, parts=None) -> QuerySet:
    """The items of the counted orders (not canceled) placed in [start, end): on the items' one join with their
    orders (an IN over a subquery of the same orders joined them twice: today's live read took twice as long).
    parts: only the orders of these (branch id, UTC start of the hour placed) pairs (services.open_day): a few
    hours of a few branches, through the (branch, created_at) index."""
    if parts is not None:
        if not parts:
            return OrderItem.objects.none()
        placed = Q(order_id__in=_part_orders(start, end, parts))
    else:
        branch_ids = list(Branch.objects.values_list("id", flat=True))
        placed = Q(order__branch_id__in=branch_ids, order__created_at__gte=start, order__created_at__lt=end)
    return OrderItem.objects.filter(placed).exclude(order__status__in=(*NOT_COUNTED, OrderStatus.CANCELED))


def _item_rows(items: QuerySet, **by) -> list[dict]:
    rows = (
        items.values("product_id", branch_id=F("order__branch_id"), **by)
        .annotate(
            quantity=Sum("amount"),
            revenue=Coalesce(Sum("gross"), ZERO),
            # one row per product: the largest of the names (grouping by the name would split a renamed one)
            name=Coalesce(Max(KeyTextTransform("name", "product")), Value(""), output_field=CharField()),
        )
        .order_by()
    )
    return [{**row, "name": row["name"][:200]} for row in rows]


def item_days(start, end, parts=None) -> list[dict]:
    """Items per branch and product; parts: of these (branch, hour) pairs only (see _items)."""
    return _item_rows(_items(start, end, parts))


def item_hours(start, end, parts=None) -> list[dict]:
    """Items per branch, hour placed (hour_start: its UTC start) and product: the open day's partial rollup."""
    return _item_rows(_items(start, end, parts), hour_start=TruncHour("order__created_at", tzinfo=datetime.UTC))


def _events(start, end) -> QuerySet:
    return AnalyticsEvent.objects.filter(occurred_at__gte=start, occurred_at__lt=end)


def visitor_days(start, end) -> list[dict]:
    counts = _events(start, end).aggregate(
        visitors=Count("visitor", distinct=True),
        new_visitors=Count("visitor", distinct=True, filter=Q(is_new_visitor=True)),
        page_views=Count("id", filter=Q(type=EventType.PAGEVIEW)),
    )
    if not counts["visitors"]:
        return []
    return [{**counts, "recurring_visitors": counts["visitors"] - counts["new_visitors"]}]


def visitor_hours(start, end) -> list[dict]:
    return list(
        _events(start, end)
        .values(hour=ExtractHour("occurred_at", tzinfo=zone()))
        .annotate(visitors=Count("visitor", distinct=True))
        .order_by()
    )


def page_days(start, end) -> list[dict]:
    return list(
        _events(start, end).filter(type=EventType.PAGEVIEW).values("path").annotate(views=Count("id")).order_by()
    )


def event_days(start, end) -> list[dict]:
    named = Case(When(type=EventType.EVENT, then=F("name")), default=F("type"), output_field=CharField())
    rows = (
        _events(start, end)
        .exclude(type__in=(EventType.PAGEVIEW, EventType.DEVICE))
        .values(event=named)
        .annotate(count=Count("id"))
        .order_by()
    )
    return [{"name": row["event"], "count": row["count"]} for row in rows]


# fact name → the event column; referrers only from the device event, which carries the page's referrer
FACTS = {
    "browser": "browser",
    "os": "operating_system",
    "device": "device_class",
    "resolution": "resolution",
    "pixelRatio": "pixel_ratio",
    "colorScheme": "color_scheme",
    "referrer": "referrer_origin",
}


def _fact_value(value) -> str:
    if isinstance(value, Decimal):
        return f"{value.normalize():f}"
    return str(value)


def fact_days(start, end, only: str | None = None) -> list[dict]:
    """Every fact's rows (a rollup), or only one fact's (a live read for one kind)."""
    rows = []
    events = _events(start, end)
    for fact, column in FACTS.items():
        if only is not None and fact != only:
            continue
        if fact == "referrer":
            subset = events.filter(type=EventType.DEVICE)
        elif fact == "pixelRatio":
            subset = events.exclude(pixel_ratio=None)
        else:
            subset = events.exclude(**{column: ""})
        for value, visitors in (
            subset.values_list(column)
            .annotate(visitors=Count("visitor", distinct=True))
            .order_by()
            .values_list(column, "visitors")
        ):
            rows.append({"fact": fact, "value": _fact_value(value)[:200], "visitors": visitors})
    return rows


def flow_days(start, end) -> list[dict]:
    """Consecutive page views of one visitor hash (one day: the hash changes daily), other page only."""
    ordered = (
        _events(start, end)
        .filter(type=EventType.PAGEVIEW)
        .annotate(previous=Window(Lag("path"), partition_by=[F("visitor")], order_by=[F("occurred_at"), F("id")]))
        .values("previous", "path")
    )
    sql, params = ordered.query.sql_with_params()
    with connection.cursor() as cursor:
        cursor.execute(
            f"SELECT previous, path, COUNT(*) FROM ({sql}) steps "  # noqa: S608 - the ORM's own SQL
            "WHERE previous IS NOT NULL AND previous <> path GROUP BY previous, path",
            params,
        )
        return [{"source": source, "target": target, "count": count} for source, target, count in cursor.fetchall()]


# QR scans and consent records: small raw tables whose plain GROUP BY is itself quick, so a kind's fixed
# cost matters; these aggregates are plain SQL (the ORM compiles a statement in ≈ 0.5 ms, more than
# PostgreSQL needs to answer it). Portable: the instants go through the backend's own adaptation.


def _grouped(sql: str, start, end, names: tuple[str, ...]) -> list[dict]:
    adapt = connection.ops.adapt_datetimefield_value
    with connection.cursor() as cursor:
        cursor.execute(sql, [adapt(start), adapt(end)])
        return [dict(zip(names, row, strict=True)) for row in cursor.fetchall()]


def _scan_sql(columns: str) -> str:
    # the join to the codes drives the plan: PostgreSQL loops over the codes and reads each one's day
    # from the (qr_code, scanned_at) index instead of scanning every scan
    scans, codes = QrCodeScan._meta.db_table, QrCode._meta.db_table
    return (
        f"SELECT {columns}, COUNT(*) FROM {scans} s JOIN {codes} c ON c.id = s.qr_code_id "  # noqa: S608 - model metadata
        f"WHERE s.scanned_at >= %s AND s.scanned_at < %s GROUP BY {columns}"
    )


# the origin of a scan: its referrer origin, else its device class (a camera app sends no referrer)
SCAN_ORIGIN = "CASE WHEN s.referrer_origin = '' THEN s.device_class ELSE s.referrer_origin END"


def scan_code_days(start, end) -> list[dict]:
    return _grouped(_scan_sql("s.qr_code_id, c.branch_id"), start, end, ("qr_code_id", "branch_id", "scans"))


def scan_origin_days(start, end) -> list[dict]:
    return _grouped(_scan_sql(f"c.branch_id, {SCAN_ORIGIN}"), start, end, ("branch_id", "origin", "scans"))


def scan_shop_origin_days(start, end) -> list[dict]:
    return _grouped(_scan_sql(SCAN_ORIGIN), start, end, ("origin", "scans"))


def consent_days(start, end) -> list[dict]:
    sql = (
        f"SELECT decision, COUNT(*) FROM {ConsentRecord._meta.db_table} "  # noqa: S608 - model metadata
        "WHERE recorded_at >= %s AND recorded_at < %s GROUP BY decision"
    )
    return _grouped(sql, start, end, ("decision", "count"))


FAMILIES: list[Family] = [
    Family(
        "orders",
        models.OrderDay,
        ("branch_id", "delivery_type", "origin", "is_canceled"),
        ("orders", "revenue", "items"),
        order_days,
        "branch_id",
        Order,
        narrow_by="is_canceled",
        optional="items",
    ),
    Family("order-hours", models.OrderHour, ("branch_id", "hour"), ("orders",), order_hours, "branch_id", Order),
    Family(
        "items",
        models.ItemDay,
        ("branch_id", "product_id", "name"),
        ("quantity", "revenue"),
        item_days,
        "branch_id",
        Order,
        monthly=models.ItemMonth,
        hourly=models.ItemHour,
        aggregate_hours=item_hours,
        label="name",
    ),
    Family(
        "visitors",
        models.VisitorDay,
        (),
        ("visitors", "new_visitors", "recurring_visitors", "page_views"),
        visitor_days,
        source=AnalyticsEvent,
    ),
    Family("visitor-hours", models.VisitorHour, ("hour",), ("visitors",), visitor_hours, source=AnalyticsEvent),
    Family("pages", models.PageDay, ("path",), ("views",), page_days, source=AnalyticsEvent),
    Family("events", models.EventDay, ("name",), ("count",), event_days, source=AnalyticsEvent),
    Family(
        "facts", models.FactDay, ("fact", "value"), ("visitors",), fact_days, source=AnalyticsEvent, narrow_by="fact"
    ),
    Family("flow", models.FlowDay, ("source", "target"), ("count",), flow_days, source=AnalyticsEvent),
    # QR scans in three small tables rather than one per (code, device class, referrer): a kind reads only
    # the rows of its own question (a year of a whole shop's origins: a few rows a day)
    Family(
        "scan-codes",
        models.ScanCodeDay,
        ("qr_code_id", "branch_id"),
        ("scans",),
        scan_code_days,
        "branch_id",
        QrCodeScan,
        monthly=models.ScanCodeMonth,
    ),
    Family(
        "scan-origins",
        models.ScanOriginDay,
        ("branch_id", "origin"),
        ("scans",),
        scan_origin_days,
        "branch_id",
        QrCodeScan,
    ),
    Family(
        "scan-shop-origins", models.ScanShopOriginDay, ("origin",), ("scans",), scan_shop_origin_days, source=QrCodeScan
    ),
    Family("consents", models.ConsentDay, ("decision",), ("count",), consent_days, source=ConsentRecord),
]
