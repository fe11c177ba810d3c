# ruff: noqa: S608 - the SQL below is built from this module's constants only; values go as parameters
"""The statistics on a large shop (PostgreSQL): every kind's time next to the plain GROUP BY over raw rows.

Generates the raw rows in SQL (generate_series, no ORM objects): analytics events, orders with two items
each and QR scans, spread evenly over --days days up to now; builds the daily rollups (stats.services.
rollups.refresh, as the beat task does); then times every kind for a 30-day and a 365-day range ending
today (today read as in production: live from the raw rows, popular-items from the open day's partial rollup
that the run just built, stats.services.open_day) beside the naive query that groups the raw
rows of the same range, median of --repeat runs. Targets (issue 12): < 300 ms for 30 days, < 1 s for a
year, at least 10 × faster than naive.

make bench-stats runs it on a fresh database (BENCH_STATS_POSTGRES_URL, name must contain 'bench').
"""

import datetime
import time

from django.core.cache import cache
from django.core.management.base import BaseCommand, CommandError
from django.db import connection, transaction
from django.utils import timezone

from analytics.models import QrCode, TargetKind
from organisation.models import Branch, Config, Division
from stats import registry
from stats.services import days as calendar
from stats.services.rollups import refresh

ZONE = "Europe/Vienna"
TARGET_30, TARGET_365, TARGET_FACTOR = 0.300, 1.0, 10.0


def _filler(table: str, given: dict[str, str]) -> tuple[str, str]:
    """Columns and SELECT expressions for an INSERT: `given` plus a neutral value for every other NOT NULL
    column without a database default (Django keeps defaults in Python)."""
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT column_name, data_type FROM information_schema.columns "
            "WHERE table_name = %s AND is_nullable = 'NO' AND column_default IS NULL AND is_identity = 'NO'",
            [table],
        )
        required = cursor.fetchall()
    neutral = {
        "boolean": "false",
        "integer": "0",
        "bigint": "0",
        "smallint": "0",
        "numeric": "0",
        "jsonb": "'{}'::jsonb",
        "date": "current_date",
        "timestamp with time zone": "now()",
    }
    columns = dict(given)
    for name, data_type in required:
        if name not in columns:
            columns[name] = neutral.get(data_type, "''")
    return ", ".join(columns), ", ".join(columns.values())


def _insert(table: str, given: dict[str, str], source: str, params=()) -> None:
    names, values = _filler(table, given)
    with connection.cursor() as cursor:
        cursor.execute(f"INSERT INTO {table} ({names}) SELECT {values} FROM {source}", params)


def _pick(values: list[str], chooser: str = "random()") -> str:
    quoted = ", ".join("'" + value + "'" for value in values)
    return f"(ARRAY[{quoted}])[1 + floor({chooser} * {len(values)})::int]"


# the plain query per kind: one GROUP BY over the raw rows of the range (%(start)s, %(end)s: UTC instants)
EVENTS = "analytics_analyticsevent WHERE occurred_at >= %(start)s AND occurred_at < %(end)s"
ORDERS = (
    "ordering_order o WHERE o.created_at >= %(start)s AND o.created_at < %(end)s "
    "AND o.status NOT IN ('rejected', 'failed')"
)
DAY = f"(occurred_at AT TIME ZONE '{ZONE}')::date"
ODAY = f"(o.created_at AT TIME ZONE '{ZONE}')::date"
TYPE = "CASE WHEN o.is_delivery THEN 'delivery' WHEN o.is_dine_in THEN 'dineIn' ELSE 'takeaway' END"
SCANS = (
    "analytics_qrcodescan s JOIN analytics_qrcode c ON c.id = s.qr_code_id "
    "WHERE s.scanned_at >= %(start)s AND s.scanned_at < %(end)s"
)


def _fact(column: str, where: str = "") -> str:
    return (
        f"SELECT {column}, sum(n) FROM (SELECT {DAY} d, {column}, count(DISTINCT visitor) n FROM {EVENTS} "
        f"{where or f'AND {column} IS NOT NULL'} GROUP BY 1, 2) t GROUP BY 1 ORDER BY 2 DESC LIMIT 50"
    )


NAIVE = {
    "unique-visitors": f"SELECT {DAY}, count(DISTINCT visitor) FROM {EVENTS} GROUP BY 1",
    "unique-new-visitors": f"SELECT {DAY}, count(DISTINCT visitor) FROM {EVENTS} AND is_new_visitor GROUP BY 1",
    "unique-recurring-visitors": (
        f"SELECT d, count(*) FROM (SELECT {DAY} d, visitor FROM {EVENTS} GROUP BY 1, 2 "
        "HAVING NOT bool_or(is_new_visitor)) t GROUP BY 1"
    ),
    "page-views": f"SELECT {DAY}, count(*) FROM {EVENTS} AND type = 'pageview' GROUP BY 1",
    "pages": f"SELECT path, count(*) FROM {EVENTS} AND type = 'pageview' GROUP BY 1 ORDER BY 2 DESC LIMIT 50",
    "events": (
        f"SELECT CASE WHEN type = 'event' THEN name ELSE type END, count(*) FROM {EVENTS} "
        "AND type NOT IN ('pageview', 'device') GROUP BY 1 ORDER BY 2 DESC LIMIT 50"
    ),
    "event-flow": (
        "SELECT previous, path, count(*) FROM (SELECT path, lag(path) OVER (PARTITION BY visitor "
        f"ORDER BY occurred_at, id) previous FROM {EVENTS} AND type = 'pageview') t "
        "WHERE previous <> path GROUP BY 1, 2 ORDER BY 3 DESC LIMIT 50"
    ),
    "resolutions": _fact("resolution", "AND resolution <> ''"),
    "device-pixel-ratios": _fact("pixel_ratio"),
    "color-schemes": _fact("color_scheme", "AND color_scheme <> ''"),
    "referrers": _fact("referrer_origin", "AND type = 'device'"),
    "browsers": _fact("browser", "AND browser <> ''"),
    "operating-systems": _fact("operating_system", "AND operating_system <> ''"),
    "visitor-times": (
        f"SELECT h, sum(n) FROM (SELECT {DAY} d, extract(hour FROM occurred_at AT TIME ZONE '{ZONE}') h, "
        f"count(DISTINCT visitor) n FROM {EVENTS} GROUP BY 1, 2) t GROUP BY 1"
    ),
    "orders": f"SELECT {ODAY}, count(*) FROM {ORDERS} AND o.status <> 'canceled' GROUP BY 1",
    "revenue": f"SELECT {ODAY}, sum(o.total_gross) FROM {ORDERS} AND o.status <> 'canceled' GROUP BY 1",
    "canceled-orders": f"SELECT {ODAY}, count(*) FROM {ORDERS} AND o.status = 'canceled' GROUP BY 1",
    "items": (
        f"SELECT {ODAY}, sum(i.amount) FROM ordering_orderitem i JOIN {ORDERS.replace(' WHERE ', ' ON o.id = i.order_id WHERE ', 1)} "
        "AND o.status <> 'canceled' GROUP BY 1"
    ),
    "popular-items": (
        f"SELECT i.product_id, max(i.product->>'name'), sum(i.amount) FROM ordering_orderitem i "
        f"JOIN {ORDERS.replace(' WHERE ', ' ON o.id = i.order_id WHERE ', 1)} AND o.status <> 'canceled' "
        "GROUP BY 1 ORDER BY 3 DESC LIMIT 50"
    ),
    "order-times": (
        f"SELECT extract(hour FROM o.created_at AT TIME ZONE '{ZONE}'), count(*) FROM {ORDERS} "
        "AND o.status <> 'canceled' GROUP BY 1"
    ),
    "shop-orders": (
        f"SELECT {ODAY}, count(*) FROM {ORDERS} AND o.status <> 'canceled' AND o.origin <> 'phone' GROUP BY 1"
    ),
    "order-origins": f"SELECT o.origin, count(*) FROM {ORDERS} AND o.status <> 'canceled' GROUP BY 1",
    "revenue-origins": f"SELECT o.origin, sum(o.total_gross) FROM {ORDERS} AND o.status <> 'canceled' GROUP BY 1",
    "order-types": f"SELECT {TYPE}, count(*) FROM {ORDERS} AND o.status <> 'canceled' GROUP BY 1",
    "revenue-types": f"SELECT {TYPE}, sum(o.total_gross) FROM {ORDERS} AND o.status <> 'canceled' GROUP BY 1",
    "qr-code-origins": f"SELECT coalesce(nullif(s.referrer_origin, ''), s.device_class), count(*) FROM {SCANS} GROUP BY 1",
    "qr-code-targets": f"SELECT c.path, max(c.name), count(*) FROM {SCANS} GROUP BY 1 ORDER BY 3 DESC LIMIT 50",
    "consents": (
        f"SELECT (recorded_at AT TIME ZONE '{ZONE}')::date, decision, count(*) FROM consent_consentrecord "
        "WHERE recorded_at >= %(start)s AND recorded_at < %(end)s GROUP BY 1, 2"
    ),
}


class Command(BaseCommand):
    help = "Statistik-Benchmark auf PostgreSQL: erzeugt Rohdaten in SQL, baut die Tagesstatistik, misst jede Art."

    def add_arguments(self, parser):
        parser.add_argument("--events", type=int, default=10_000_000)
        parser.add_argument("--orders", type=int, default=1_000_000)
        parser.add_argument("--scans", type=int, default=200_000)
        parser.add_argument("--consents", type=int, default=500_000)
        parser.add_argument("--days", type=int, default=400)
        parser.add_argument("--branches", type=int, default=20)
        parser.add_argument("--repeat", type=int, default=3)
        parser.add_argument(
            "--measure-only", action="store_true", help="Daten und Tagesstatistik einer früheren Runde nur messen"
        )
        parser.add_argument("--kinds", default="", help="nur diese Arten messen (durch Komma getrennt)")

    def handle(self, *args, **options):
        if connection.vendor != "postgresql":
            raise CommandError("bench_statistics braucht PostgreSQL (DATABASE_URL=postgres://…).")
        if options["measure_only"]:
            refresh()
            self._measure(options["repeat"], options["kinds"])
            return
        now = timezone.now()
        started = time.perf_counter()
        self._generate(options, now)
        self.stdout.write(f"Rohdaten erzeugt: {self._counts()} in {time.perf_counter() - started:.0f} s")
        started = time.perf_counter()
        rebuilt = refresh()
        self._analyze()
        self.stdout.write(f"Tagesstatistik gebaut: {rebuilt} Tage in {time.perf_counter() - started:.0f} s")
        self._measure(options["repeat"], options["kinds"])

    # ---------------------------------------------------------------- data
    def _generate(self, options, now):
        span = options["days"] * 86400
        start = now - datetime.timedelta(seconds=span)
        with transaction.atomic():
            Config.load()
            division = Division.objects.create(name="Statistik", identifier="bench-statistik")
            Branch.objects.bulk_create(
                Branch(division=division, identifier=f"bench-stat-{n:03d}", name=f"Filiale {n:03d}", city="Wien")
                for n in range(options["branches"])
            )
            branch_ids = list(Branch.objects.values_list("id", flat=True))
            QrCode.objects.bulk_create(
                QrCode(
                    path=f"bench-{n:02d}",
                    name=f"Code {n:02d}",
                    target_kind=TargetKind.BRANCH,
                    branch_id=branch_ids[n % len(branch_ids)],
                )
                for n in range(50)
            )
        ids = "ARRAY[" + ",".join(str(i) for i in branch_ids) + "]"
        moment = "%(start)s::timestamptz + (g::float8 / %(n)s * %(span)s) * interval '1 second'"
        n = options["events"]
        self._log(f"{n} Analyse-Ereignisse …")
        kind = "random()"
        _insert(
            "analytics_analyticsevent",
            {
                "occurred_at": "t",
                "visitor": f"md5(((t AT TIME ZONE '{ZONE}')::date)::text || floor(random() * 3000)::text)",
                "is_new_visitor": "random() < 0.3",
                "type": "ty",
                "name": "CASE WHEN ty = 'event' THEN 'ereignis-' || floor(random() * 15)::text ELSE '' END",
                "path": "CASE WHEN random() < 0.2 THEN '/' ELSE '/store/filiale-' || floor(random() * 60)::text END",
                "data": "'{}'::jsonb",
                "referrer_origin": "CASE WHEN ty = 'device' THEN "
                + _pick(["", "", "https://www.google.com", "https://www.instagram.com", "https://www.facebook.com"])
                + " ELSE '' END",
                "browser": _pick(["Chrome", "Safari", "Firefox", "Edge", "Samsung Internet"]),
                "operating_system": _pick(["Android", "iOS", "Windows", "macOS", "Linux"]),
                "device_class": _pick(["mobile", "mobile", "desktop", "tablet"]),
                "resolution": "CASE WHEN ty = 'device' THEN "
                + _pick(["1920x1080", "390x844", "1440x900", "412x915", "2560x1440", "768x1024"])
                + " ELSE '' END",
                "pixel_ratio": "CASE WHEN ty = 'device' THEN (ARRAY[1, 1.5, 2, 3])[1 + floor(random() * 4)::int] END",
                "color_scheme": "CASE WHEN ty = 'device' THEN " + _pick(["light", "dark"]) + " ELSE '' END",
            },
            f"(SELECT {moment} t, CASE WHEN {kind} < 0.6 THEN 'pageview' WHEN {kind} < 0.7 THEN 'device' "
            "WHEN random() < 0.7 THEN 'event' WHEN random() < 0.5 THEN 'addtocart' WHEN random() < 0.6 "
            "THEN 'initiatecheckout' ELSE 'purchase' END ty FROM generate_series(1, %(n)s) g) rows",
            {"start": start, "n": n, "span": span},
        )
        n = options["orders"]
        self._log(f"{n} Bestellungen …")
        _insert(
            "ordering_order",
            {
                "uid": "md5('o' || g::text)",
                "hash": "md5('h' || g::text)",
                "branch_id": f"({ids})[1 + g %% {len(branch_ids)}]",
                "ticket_number": "g",
                "business_date": f"(t AT TIME ZONE '{ZONE}')::date",
                "country": "'AT'",
                "payment_method": "'cash'",
                "is_delivery": "g %% 3 = 1",
                "is_dine_in": "g %% 3 = 2",
                "status": "CASE WHEN g %% 100 < 7 THEN 'canceled' WHEN g %% 100 < 9 THEN 'rejected' "
                "ELSE 'completed' END",
                "total_gross": "round((5 + random() * 60)::numeric, 2)",
                "gross": "0",
                "created_at": "t",
                "updated_at": "t",
                "taxes": "'{}'::jsonb",
            },
            f"(SELECT g, {moment} t FROM generate_series(1, %(n)s) g) rows",
            {"start": start, "n": n, "span": span},
        )
        self._log("Bestellpositionen …")
        _insert(
            "ordering_orderitem",
            {
                "order_id": "o.id",
                "position": "p",
                "product_id": "1 + (o.id * 7 + p * 13) %% 300",
                "product": "jsonb_build_object('name', 'Produkt ' || (1 + (o.id * 7 + p * 13) %% 300)::text)",
                "amount": "1 + p",
                "unit": "'piece'",
                "parts": "'[]'::jsonb",
                "gross": "round((3 + random() * 20)::numeric, 2)",
            },
            "ordering_order o CROSS JOIN generate_series(0, 1) p",
        )
        n = options["scans"]
        self._log(f"{n} QR-Scans …")
        _insert(
            "analytics_qrcodescan",
            {
                "scanned_at": "t",
                "qr_code_id": "(SELECT min(id) FROM analytics_qrcode) + g %% 50",
                "target_kind": "'branch'",
                "target_url": "'/'",
                "device_class": _pick(["mobile", "mobile", "tablet", "desktop"]),
                "referrer_origin": _pick(["", "", "", "https://www.instagram.com"]),
            },
            f"(SELECT g, {moment} t FROM generate_series(1, %(n)s) g) rows",
            {"start": start, "n": n, "span": span},
        )
        self._generate_consents(options["consents"], start, span)
        self._analyze()

    def _generate_consents(self, n, start, span):
        self._log(f"{n} Einwilligungen …")
        _insert(
            "consent_consentrecord",
            {
                "recorded_at": "%(start)s::timestamptz + (g::float8 / %(n)s * %(span)s) * interval '1 second'",
                "consent_id": "md5('c' || g::text)::uuid",
                "version": "md5('version')",
                "decision": _pick(["all", "all", "all", "required", "custom"]),
                "intents": "'{}'::jsonb",
                "services": "'{}'::jsonb",
                "client_hash": "md5('k' || g::text)",
            },
            "generate_series(1, %(n)s) g",
            {"start": start, "n": n, "span": span},
        )

    def _analyze(self):
        with connection.cursor() as cursor:
            cursor.execute("ANALYZE")

    def _counts(self) -> str:
        with connection.cursor() as cursor:
            parts = []
            for table, label in (
                ("analytics_analyticsevent", "Ereignisse"),
                ("ordering_order", "Bestellungen"),
                ("ordering_orderitem", "Positionen"),
                ("analytics_qrcodescan", "QR-Scans"),
                ("consent_consentrecord", "Einwilligungen"),
            ):
                cursor.execute(f"SELECT count(*) FROM {table}")
                parts.append(f"{cursor.fetchone()[0]:,} {label}".replace(",", "."))
        return ", ".join(parts)

    def _log(self, text):
        self.stdout.write(text)
        self.stdout.flush()

    # ---------------------------------------------------------------- timing
    def _measure(self, repeat: int, only: str = ""):
        today = calendar.today()
        wanted = {name.strip() for name in only.split(",") if name.strip()}
        unknown = wanted - {kind.name for kind in registry.kinds()}
        if unknown:
            raise CommandError(f"Unbekannte Arten: {', '.join(sorted(unknown))}")
        branches = None
        header = f"{'Art':<28}{'30 Tage':>10}{'naiv':>10}{'×':>7}{'365 Tage':>11}{'naiv':>10}{'×':>7}"
        self.stdout.write("")
        self.stdout.write(header)
        failures = []
        for kind in registry.kinds():
            if wanted and kind.name not in wanted:
                continue
            line, cells = f"{kind.name:<28}", []
            for length, target in ((30, TARGET_30), (365, TARGET_365)):
                query = registry.Query(today - datetime.timedelta(days=length - 1), today, branches)
                fast = self._median(lambda q=query, k=kind: k.compute(q), repeat)
                naive = self._naive(kind.name, query)
                factor = naive / fast if naive and fast else None
                cells += [f"{fast * 1000:>8.0f}ms", f"{naive * 1000:>8.0f}ms" if naive else f"{'–':>10}"]
                cells.append(f"{factor:>6.0f}×" if factor else f"{'–':>7}")
                if fast > target or (factor is not None and factor < TARGET_FACTOR):
                    failures.append(f"{kind.name} ({length} Tage)")
            self.stdout.write(line + "".join(cells[:3]) + " " + "".join(cells[3:]))
        self.stdout.write("")
        self.stdout.write(
            f"Ziele: < {TARGET_30 * 1000:.0f} ms (30 Tage), < {TARGET_365:.0f} s (365 Tage), ≥ {TARGET_FACTOR:.0f}× schneller als naiv"
        )
        if failures:
            # make bench and make bench-stats fail on a missed goal
            raise CommandError("Verfehlt: " + ", ".join(failures))
        self.stdout.write("Alle Ziele erreicht.")

    @staticmethod
    def _median(call, repeat: int) -> float:
        times = []
        for _ in range(repeat):
            cache.clear()  # cold: today's live aggregate is computed, not taken from the minute's cache
            started = time.perf_counter()
            call()
            times.append(time.perf_counter() - started)
        return sorted(times)[len(times) // 2]

    def _naive(self, name: str, query: registry.Query) -> float | None:
        sql = NAIVE.get(name)
        if sql is None:
            return None
        start, end = calendar.span(query.start, query.end)
        with connection.cursor() as cursor:
            try:
                cursor.execute("SELECT to_regclass('consent_consentrecord') IS NOT NULL")
                if name == "consents" and not cursor.fetchone()[0]:
                    return None
                started = time.perf_counter()
                cursor.execute(sql, {"start": start, "end": end})
                cursor.fetchall()
                return time.perf_counter() - started
            except Exception as error:
                self.stderr.write(f"{name}: naive Abfrage fehlgeschlagen: {error}")
                return None
