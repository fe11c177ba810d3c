"""The rollup families: what a day's raw rows boil down to, per rollup table.

Each family's `aggregate(start, end)` groups the raw rows of the instants [start, end) by the table's
dimensions. The same function builds a day's rollup rows (services.rollups) and computes a day that has
no rollup yet (today) on request (services.reading), so a rolled-up day and a live day cannot differ.
"""

import dataclasses
from collections.abc import Callable
from decimal import Decimal

from django.db import connection
from django.db.models import Case, CharField, Count, F, Q, QuerySet, Sum, Value, When, Window
from django.db.models.fields.json import KeyTextTransform
from django.db.models.functions import Coalesce, ExtractHour, Lag

from analytics.models import AnalyticsEvent, EventType, QrCode, QrCodeScan
from consent.models import ConsentRecord
from ordering.models import Order, OrderItem, OrderStatus
from organisation.models import Branch

from .. import models
from .days import zone

ZERO = Decimal(0)
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


def _origin(prefix: str = "") -> Case:
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


def _orders(start, end) -> QuerySet:
    # every branch id spelled out: the (branch, created_at) index answers a day without a full scan
    branch_ids = list(Branch.objects.values_list("id", flat=True))
    return Order.objects.filter(branch_id__in=branch_ids, created_at__gte=start, created_at__lt=end).exclude(
        status__in=NOT_COUNTED
    )


def order_days(start, end, only_canceled: bool | None = None) -> list[dict]:
    """Orders and revenue per branch, origin and canceled or not; items (quantity) of the orders not canceled.

    only_canceled True / False: a live read for the canceled or the other kinds asks for those rows only."""
    placed = _orders(start, end)
    if only_canceled is not None:
        canceled = Q(status=OrderStatus.CANCELED)
        placed = placed.filter(canceled) if only_canceled else placed.exclude(canceled)
    rows = {}
    orders = (
        placed.values("branch_id", origin=_origin(), is_canceled=_canceled())
        .annotate(orders=Count("id"), revenue=Coalesce(Sum("total_gross"), ZERO))
        .order_by()
    )
    for row in orders:
        rows[(row["branch_id"], row["origin"], row["is_canceled"])] = {**row, "items": ZERO}
    if only_canceled:
        return list(rows.values())
    items = (
        OrderItem.objects.filter(order__in=placed.exclude(status=OrderStatus.CANCELED).values("id"))
        .values(branch_id=F("order__branch_id"), origin=_origin("order__"))
        .annotate(items=Sum("amount"))
        .order_by()
    )
    for row in items:
        rows[(row["branch_id"], row["origin"], False)]["items"] = row["items"] or ZERO
    return list(rows.values())


def order_hours(start, end) -> list[dict]:
    return list(
        _orders(start, end)
        .exclude(status=OrderStatus.CANCELED)
        .values("branch_id", hour=ExtractHour("created_at", tzinfo=zone()))
        .annotate(orders=Count("id"))
        .order_by()
    )


def item_days(start, end) -> list[dict]:
    order_ids = _orders(start, end).exclude(status=OrderStatus.CANCELED).values("id")
    rows = (
        OrderItem.objects.filter(order__in=order_ids)
        .values("product_id", branch_id=F("order__branch_id"))
        .annotate(
            quantity=Sum("amount"),
            revenue=Coalesce(Sum("gross"), ZERO),
            name=Coalesce(KeyTextTransform("name", "product"), Value(""), output_field=CharField()),
        )
        .order_by()
    )
    # one row per product: the name is the day's latest snapshot (grouping by it would split a renamed one)
    merged: dict[tuple, dict] = {}
    for row in rows:
        key = (row["branch_id"], row["product_id"])
        if key in merged:
            merged[key]["quantity"] += row["quantity"]
            merged[key]["revenue"] += row["revenue"]
            merged[key]["name"] = max(merged[key]["name"], row["name"])
        else:
            merged[key] = {**row, "name": row["name"][:200]}
    return list(merged.values())


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


def scan_days(start, end) -> list[dict]:
    # every code id spelled out: the (qr_code, scanned_at) index answers a day without a full scan
    code_ids = list(QrCode.objects.values_list("id", flat=True))
    return list(
        QrCodeScan.objects.filter(qr_code_id__in=code_ids, scanned_at__gte=start, scanned_at__lt=end)
        .values("qr_code_id", "device_class", "referrer_origin", branch_id=F("qr_code__branch_id"))
        .annotate(scans=Count("id"))
        .order_by()
    )


def consent_days(start, end) -> list[dict]:
    return list(
        ConsentRecord.objects.filter(recorded_at__gte=start, recorded_at__lt=end)
        .values("decision")
        .annotate(count=Count("id"))
        .order_by()
    )


FAMILIES: list[Family] = [
    Family(
        "orders",
        models.OrderDay,
        ("branch_id", "origin", "is_canceled"),
        ("orders", "revenue", "items"),
        order_days,
        "branch_id",
        Order,
        narrow_by="is_canceled",
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
    Family(
        "scans",
        models.ScanDay,
        ("qr_code_id", "branch_id", "device_class", "referrer_origin"),
        ("scans",),
        scan_days,
        "branch_id",
        QrCodeScan,
    ),
    Family("consents", models.ConsentDay, ("decision",), ("count",), consent_days, source=ConsentRecord),
]
