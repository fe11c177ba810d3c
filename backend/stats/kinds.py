"""The built-in statistics kinds (issue 12): visitors, pages, device facts, orders, items, QR scans.

Visitor kinds count the whole shop (the analytics log is the shop's); order and QR kinds are narrowed
to the query's branches. Every kind reads its rollup family (services.reading): rolled-up days from the
rollup tables, today live from the raw rows.
"""

from collections import defaultdict
from decimal import Decimal

from django.db import connection

from analytics.models import DeviceClass, QrCode
from catalogue.models import Product
from consent.models import Decision
from ordering.models import SHOP_ORIGINS, OrderOrigin
from organisation.models import Branch

from . import shapes
from .registry import Kind, Query, register
from .services.families import FAMILIES
from .services.reading import read

FAMILY = {family.name: family for family in FAMILIES}
HOURS = [str(hour) for hour in range(24)]
DELIVERY_TYPES = {"takeaway": "Takeaway", "delivery": "Lieferung", "dineIn": "Dine In"}
# where the orders came from (Order.origin): 'Herkunft der Bestellungen'
ORIGINS = dict(OrderOrigin.choices)
COLOR_SCHEMES = {"light": "Hell", "dark": "Dunkel"}
DEVICES = dict(DeviceClass.choices)


def _by_day(rows: list[dict], measure: str) -> dict:
    by_day = defaultdict(Decimal)
    for row in rows:
        by_day[row["day"]] += Decimal(row[measure] or 0)
    return by_day


def _by(rows: list[dict], key: str, measure: str) -> dict:
    values = defaultdict(Decimal)
    for row in rows:
        values[row[key]] += Decimal(row[measure] or 0)
    return values


# ---------------------------------------------------------------- visitors and pages (whole shop)


def _visitor_series(measure: str):
    def compute(query: Query) -> dict:
        return shapes.series(query, _by_day(read(FAMILY["visitors"], query, ("day",)), measure))

    return compute


def pages(query: Query) -> dict:
    return shapes.ranking(_by(read(FAMILY["pages"], query, ("path",)), "path", "views"))


def events(query: Query) -> dict:
    return shapes.ranking(_by(read(FAMILY["events"], query, ("name",)), "name", "count"))


def event_flow(query: Query) -> dict:
    rows = read(FAMILY["flow"], query, ("source", "target"))
    return shapes.flow({(row["source"], row["target"]): int(row["count"]) for row in rows})


def visitor_times(query: Query) -> dict:
    values = {str(row["hour"]): row["visitors"] for row in read(FAMILY["visitor-hours"], query, ("hour",))}
    return shapes.ranking(values, keys=HOURS)


def _fact(fact: str, labels: dict | None = None):
    def compute(query: Query) -> dict:
        values = _by(read(FAMILY["facts"], query, ("value",), fact=fact), "value", "visitors")
        return shapes.ranking(values, labels)

    return compute


# ---------------------------------------------------------------- orders (the query's branches)


def _order_series(measure: str, canceled: bool = False, unit: str = "count"):
    def compute(query: Query) -> dict:
        rows = read(FAMILY["orders"], query, ("day",), (measure,), is_canceled=canceled)
        return shapes.series(query, _by_day(rows, measure), unit)

    return compute


def _ranked_by(dimension: str, labels: dict, measure: str, unit: str = "count"):
    """Orders not canceled by a dimension of the orders' rollup: origin (shop, QR code, ...) or type."""

    def compute(query: Query) -> dict:
        values = _by(read(FAMILY["orders"], query, (dimension,), (measure,), is_canceled=False), dimension, measure)
        return shapes.ranking(values, labels, unit)

    return compute


def shop_orders(query: Query) -> dict:
    """Orders not canceled that a visit of the shop placed (shop, QR code, campaign; no phone orders): the
    conversion rate's orders (visitors → orders)."""
    rows = read(FAMILY["orders"], query, ("day", "origin"), ("orders",), is_canceled=False)
    return shapes.series(query, _by_day([row for row in rows if row["origin"] in SHOP_ORIGINS], "orders"))


def order_times(query: Query) -> dict:
    values = {str(row["hour"]): row["orders"] for row in read(FAMILY["order-hours"], query, ("hour",))}
    return shapes.ranking(values, keys=HOURS)


def popular_items(query: Query) -> dict:
    """Sold quantity per product (its current name, else the order's snapshot). Two products of the same name
    (each branch's own 'Melange') stay two rows, each named with the branches that sold it: 'Melange (Graz)'."""
    values, snapshot_names, branches = defaultdict(Decimal), {}, defaultdict(set)
    # the quantity only: the revenue is neither summed nor converted
    for row in read(FAMILY["items"], query, ("product_id", "name", "branch_id"), ("quantity",)):
        values[row["product_id"]] += Decimal(row["quantity"] or 0)
        snapshot_names.setdefault(row["product_id"], row["name"])
        branches[row["product_id"]].add(row["branch_id"])
    answer = shapes.ranking(values)
    shown = [int(row["key"]) for row in answer["ranking"]]
    current = dict(Product.objects.filter(id__in=shown).values_list("id", "name"))
    for row in answer["ranking"]:
        product_id = int(row["key"])
        row["label"] = current.get(product_id) or snapshot_names.get(product_id) or row["key"]
    named = defaultdict(int)
    for row in answer["ranking"]:
        named[row["label"]] += 1
    twice = [row for row in answer["ranking"] if named[row["label"]] > 1]
    if twice:
        ids = {branch_id for row in twice for branch_id in branches[int(row["key"])]}
        names = dict(Branch.objects.filter(id__in=ids).values_list("id", "name"))
        for row in twice:
            sold_in = sorted(names.get(branch_id, str(branch_id)) for branch_id in branches[int(row["key"])])
            row["label"] = f"{row['label']} ({', '.join(sold_in)})"
    return answer


# ---------------------------------------------------------------- QR scans (the codes' branches)


def qr_code_origins(query: Query) -> dict:
    """By referrer origin when the scan had one, else by device class (a camera app sends no referrer).

    Without branch narrowing (administrators) from the whole shop's table: a few rows a day."""
    family = FAMILY["scan-shop-origins"] if query.branches is None else FAMILY["scan-origins"]
    return shapes.ranking(_by(read(family, query, ("origin",)), "origin", "scans"), DEVICES)


def _code_labels(ids: list[int]) -> dict[int, tuple[str, str]]:
    """Current path and name of the codes (plain SQL: the kind's other reads are, too; services.reading)."""
    if not ids:
        return {}
    sql = f"SELECT id, path, name FROM {QrCode._meta.db_table} WHERE id IN ({', '.join(['%s'] * len(ids))})"  # noqa: S608
    with connection.cursor() as cursor:
        cursor.execute(sql, ids)
        return {code_id: (path, name) for code_id, path, name in cursor.fetchall()}


def qr_code_targets(query: Query) -> dict:
    values = _by(read(FAMILY["scan-codes"], query, ("qr_code_id",)), "qr_code_id", "scans")
    codes = _code_labels(list(values))
    keyed = {codes[code_id][0]: value for code_id, value in values.items() if code_id in codes}
    labels = {path: name or path for path, name in codes.values()}
    return shapes.ranking(keyed, labels)


def consents(query: Query) -> dict:
    """Decisions recorded per day, plus the share of each decision over the range."""
    rows = read(FAMILY["consents"], query, ("day", "decision"))
    answer = shapes.series(query, _by_day(rows, "count"))
    answer["ranking"] = shapes.ranking(_by(rows, "decision", "count"), dict(Decision.choices))["ranking"]
    return answer


def _shop(name, shape, compute, description, unit="count"):
    register(Kind(name, shape, unit, compute, description, scope="shop"))


def _branch(name, shape, compute, description, unit="count"):
    register(Kind(name, shape, unit, compute, description, scope="branch"))


_shop("unique-visitors", "series", _visitor_series("visitors"), "Besucher je Tag (verschiedene Tages-Hashes)")
_shop("unique-new-visitors", "series", _visitor_series("new_visitors"), "Neue Besucher je Tag")
_shop(
    "unique-recurring-visitors",
    "series",
    _visitor_series("recurring_visitors"),
    "Wiederkehrende Besucher je Tag (laut Browser kein Erstbesuch)",
)
_shop("page-views", "series", _visitor_series("page_views"), "Seitenaufrufe je Tag")
_shop("pages", "ranking", pages, "Seitenaufrufe je Pfad")
_shop("events", "ranking", events, "Ereignisse je Name")
_shop("event-flow", "flow", event_flow, "Seitenwechsel: Seite → nächste Seite")
_shop("resolutions", "ranking", _fact("resolution"), "Besucher je Bildschirmauflösung")
_shop("device-pixel-ratios", "ranking", _fact("pixelRatio"), "Besucher je Pixelverhältnis")
_shop("color-schemes", "ranking", _fact("colorScheme", COLOR_SCHEMES), "Besucher je Farbschema")
_shop("referrers", "ranking", _fact("referrer", {"": "Direkt"}), "Besucher je Herkunft")
_shop("browsers", "ranking", _fact("browser"), "Besucher je Browser")
_shop("operating-systems", "ranking", _fact("os"), "Besucher je Betriebssystem")
_shop("consents", "series", consents, "Einwilligungen je Tag, dazu je Entscheidung (Rangliste)")
_shop("visitor-times", "ranking", visitor_times, "Besucher je Stunde (Wiener Zeit)")
_branch("orders", "series", _order_series("orders"), "Bestellungen je Tag")
_branch("revenue", "series", _order_series("revenue", unit="money"), "Umsatz je Tag", unit="money")
_branch("canceled-orders", "series", _order_series("orders", canceled=True), "Stornierte Bestellungen je Tag")
_branch("items", "series", _order_series("items"), "Verkaufte Menge je Tag")
_branch("popular-items", "ranking", popular_items, "Verkaufte Menge je Produkt")
_branch("order-times", "ranking", order_times, "Bestellungen je Stunde (Wiener Zeit)")
_branch(
    "shop-orders",
    "series",
    shop_orders,
    "Bestellungen über den Shop je Tag (Online-Shop, QR-Code, Kampagne; ohne Telefonbestellungen)",
)
_branch(
    "order-origins",
    "ranking",
    _ranked_by("origin", ORIGINS, "orders"),
    "Bestellungen je Herkunft (Online-Shop, QR-Code, Kampagne, Telefon)",
)
_branch(
    "revenue-origins",
    "ranking",
    _ranked_by("origin", ORIGINS, "revenue", "money"),
    "Umsatz je Herkunft (Online-Shop, QR-Code, Kampagne, Telefon)",
    "money",
)
_branch(
    "order-types",
    "ranking",
    _ranked_by("delivery_type", DELIVERY_TYPES, "orders"),
    "Bestellungen je Art (Takeaway, Lieferung, Dine In)",
)
_branch(
    "revenue-types",
    "ranking",
    _ranked_by("delivery_type", DELIVERY_TYPES, "revenue", "money"),
    "Umsatz je Art (Takeaway, Lieferung, Dine In)",
    "money",
)
_branch("qr-code-origins", "ranking", qr_code_origins, "QR-Scans je Herkunft oder Gerät")
_branch("qr-code-targets", "ranking", qr_code_targets, "QR-Scans je Code")
