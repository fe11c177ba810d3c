#!/usr/bin/env python3
# ruff: noqa: T201 - a command-line report
"""HTTP benchmark against a running server with a generated tenant (make bench; standard library only).

Measures /api/init cold (first call after the server start), warm and gzip-compressed, the public status poll
answered 304 against /api/health (the trivial endpoint) in requests per second (with --database-url also PostgreSQL's
own count of transactions around 500 of them: 0), the device agent's command poll
answered 304 (generate_tenant's paired counter tablet), public order creation one after the other, and a load
line: status pages polled at --poll-rate (100/s) while customers order at --order-rate (5/s), all at once, open
loop, 60 s after 5 s of warm-up (p50/p99 and errors per kind). Beside each line: the server-side query count of that request, measured
in-process by `manage.py bench_queries --json` (the larger of its two sizes), or the goal of issue 27 with
'erfüllt' / 'verfehlt'; with --goals a missed goal ends the run with exit status 1.

Every bench order comes from its own customer: its own e-mail, phone and client address
(X-Forwarded-For, honoured when the server runs with PROXY_COUNT=1, as tools/bench/with-server.sh
starts it), so per-customer rate limits see many customers, as in a shop, not one flooding it.

Usage: http_bench.py [--url http://127.0.0.1:8000, else BASE_URL] [--queries var/bench-queries.json] [--label SQLite]
       [--goals] [--load-only]
"""

import argparse
import collections
import http.client
import itertools
import json
import math
import os
import statistics
import sys
import threading
import time
import urllib.parse
from pathlib import Path

# the goals of issue 27 ("Fast where it is felt"), printed beside each figure
RATIO_TARGET = 0.90
ORDERS_TARGET = 30
LOAD_P99_TARGET_MS = 100
WARM_UP_SECONDS = 5
WARM_UP_ORDERS = 10
# PostgreSQL's statistics reach pg_stat_database when a backend goes idle, within a second
STATS_DELAY = 1.5
STATS_IDLE = 11
ORDER_TEMPLATE = json.loads(Path(__file__).with_name("order.json").read_text(encoding="utf-8"))
CUSTOMERS = itertools.count(1)
DEVICE_POLL = "/api/device-agent/commands"
# the paired counter tablet of generate_tenant (devtools generate_tenant.BENCH_DEVICE_SECRET)
BENCH_DEVICE_SECRET = "bench-geraet-theke-0"


class Connection:
    """One keep-alive connection with a tiny cookie jar; reconnects when the server closed it."""

    def __init__(self, base_url: str, cookies: dict | None = None):
        parts = urllib.parse.urlsplit(base_url)
        self.host, self.port = parts.hostname, parts.port or 80
        self.cookies = dict(cookies or {})
        self.conn = None

    def request(self, method: str, path: str, body: bytes | None = None, headers: dict | None = None):
        """(status, headers, body, seconds) of one request."""
        headers = dict(headers or {})
        if self.cookies:
            headers["Cookie"] = "; ".join(f"{name}={value}" for name, value in self.cookies.items())
        for attempt in (1, 2):
            if self.conn is None:
                self.conn = http.client.HTTPConnection(self.host, self.port, timeout=60)
            try:
                started = time.perf_counter()
                self.conn.request(method, path, body=body, headers=headers)
                response = self.conn.getresponse()
                data = response.read()
                seconds = time.perf_counter() - started
                break
            except (http.client.RemoteDisconnected, ConnectionResetError, BrokenPipeError):
                self.close()  # the server closed an idle keep-alive connection: once more on a new one
                if attempt == 2:
                    raise
        for header, value in response.getheaders():
            if header.lower() == "set-cookie":
                name, _, rest = value.partition("=")
                self.cookies[name.strip()] = rest.split(";", 1)[0]
        return response.status, {k.lower(): v for k, v in response.getheaders()}, data, seconds

    def close(self):
        if self.conn is not None:
            self.conn.close()
            self.conn = None


def log_in(connection: Connection, email: str, password: str) -> None:
    """Session login like the browser: csrftoken cookie from the login page, then the form post."""
    status, _, _, _ = connection.request("GET", "/backend/login")
    token = connection.cookies.get("csrftoken")
    if status != 200 or not token:
        raise SystemExit(f"Login-Seite: HTTP {status}, kein csrftoken-Cookie")
    form = urllib.parse.urlencode({"email": email, "password": password, "csrfmiddlewaretoken": token}).encode()
    status, _, _, _ = connection.request(
        "POST", "/backend/login", form, {"Content-Type": "application/x-www-form-urlencoded"}
    )
    if status != 302 or "sessionid" not in connection.cookies:
        raise SystemExit(f"Login als {email} fehlgeschlagen: HTTP {status}")


def get_json(connection: Connection, path: str):
    status, _, body, _ = connection.request("GET", path, headers={"Accept": "application/json"})
    if status != 200:
        raise SystemExit(f"GET {path}: HTTP {status}: {body[:300].decode(errors='replace')}")
    return json.loads(body)["data"]


def throughput(base_url: str, path: str, expected: int, seconds: float, clients: int, headers=None) -> float:
    """Requests per second of `clients` keep-alive connections firing GET `path` for `seconds`."""
    counts, failures = [0] * clients, []
    deadline = time.perf_counter() + seconds

    def run(index: int) -> None:
        connection = Connection(base_url)
        try:
            while time.perf_counter() < deadline:
                status, _, _, _ = connection.request("GET", path, headers=headers)
                if status != expected:
                    failures.append(status)
                    return
                counts[index] += 1
        finally:
            connection.close()

    started = time.perf_counter()
    threads = [threading.Thread(target=run, args=(index,)) for index in range(clients)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    if failures:
        raise SystemExit(f"GET {path}: HTTP {failures[0]} statt {expected}")
    return sum(counts) / (time.perf_counter() - started)


def order_request(branch_id: int, product_id: int) -> tuple[bytes, dict]:
    """Body and headers of a takeaway order of one product paid in cash (tools/bench/order.json, shared
    with bench_queries), placed by a new customer: own e-mail, phone and client address."""
    number = next(CUSTOMERS)
    payload = json.loads(json.dumps(ORDER_TEMPLATE))
    payload["branch"] = branch_id
    payload["items"][0]["product"] = product_id
    payload["email"] = f"kundin-{number}@example.com"
    payload["phone"] = f"+43 660 {1_000_000 + number}"
    address = f"10.{number >> 16 & 255}.{number >> 8 & 255}.{number & 255}"
    return json.dumps(payload).encode(), {"Content-Type": "application/json", "X-Forwarded-For": address}


def percentile(values: list[float], share: float) -> float:
    """Nearest-rank percentile (share 0.5: median, 0.99: p99)."""
    ordered = sorted(values)
    return ordered[max(0, math.ceil(share * len(ordered)) - 1)]


def refusal(status: int, body: bytes) -> str:
    """The kind of a failed answer: its status and the first error code of the German error list."""
    try:
        code = json.loads(body)["errors"][0].get("code")
    except (ValueError, KeyError, IndexError, TypeError, AttributeError):
        code = None
    return f"HTTP {status}" + (f" {code}" if code else "")


def paced(rate: float, deadline: float, offset: float = 0.0):
    """Yields at `rate` per second until `deadline` (open loop: a late answer does not delay the next start)."""
    due = time.perf_counter() + offset
    while due < deadline:
        pause = due - time.perf_counter()
        if pause > 0:
            time.sleep(pause)
        yield
        due += 1 / rate


def concurrently(base_url: str, polls: list[str], branch: int, product: int, seconds: float, rates: tuple):
    """For `seconds`: the status pages polled as the page does (If-None-Match with the last ETag), `rates[0]`
    polls per second spread over them, and `rates[1]` orders per second from as many customers, all at once.
    Returns {kind: (latencies, errors)}."""
    poll_rate, order_rate = rates
    results = {"poll": ([], collections.Counter()), "order": ([], collections.Counter())}
    lock = threading.Lock()
    deadline = time.perf_counter() + seconds

    def record(kind: str, seconds_taken: float | None, error: str | None) -> None:
        with lock:
            if error:
                results[kind][1][error] += 1
            else:
                results[kind][0].append(seconds_taken)

    def poll(index: int, path: str) -> None:
        connection, etag, rate = Connection(base_url), None, poll_rate / len(polls)
        try:
            for _ in paced(rate, deadline, offset=index / poll_rate):
                try:
                    status, headers, body, taken = connection.request(
                        "GET", path, headers={"If-None-Match": etag} if etag else None
                    )
                except OSError as error:
                    record("poll", None, type(error).__name__)
                    connection.close()
                    continue
                if status == 200:
                    etag = headers.get("etag")
                record("poll", taken, None if status in (200, 304) else refusal(status, body))
        finally:
            connection.close()

    def order(index: int, creators: int) -> None:
        connection = Connection(base_url)
        try:
            for _ in paced(order_rate / creators, deadline, offset=index / order_rate):
                body, headers = order_request(branch, product)
                try:
                    status, _, answer, taken = connection.request("POST", "/api/orders", body, headers)
                except OSError as error:
                    record("order", None, type(error).__name__)
                    connection.close()
                    continue
                record("order", taken, None if status == 201 else refusal(status, answer))
        finally:
            connection.close()

    creators = max(1, math.ceil(order_rate))
    threads = [threading.Thread(target=poll, args=(index, path)) for index, path in enumerate(polls)]
    threads += [threading.Thread(target=order, args=(index, creators)) for index in range(creators)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return results


def verdict(held: bool) -> str:
    return "erfüllt" if held else "verfehlt"


class Report:
    """The printed lines; `missed` names every goal a figure did not hold (the exit status)."""

    def __init__(self, queries: dict):
        self.queries = queries
        self.missed: list[str] = []

    def count(self, key: str, target: str = "") -> str:
        values = self.queries.get(key) or [None]
        if values[-1] is None:
            return "Abfragen: –"
        return f"Abfragen: {values[-1]}" + (f" (Ziel {target})" if target else "")

    def line(self, label: str, value: str, key: str, target: str = "", extra: str = "") -> None:
        print(f"  {label:<38} {value:>22}   {self.count(key, target)}{extra}")

    def goal(self, label: str, value: str, goal: str, held: bool, extra: str = "") -> None:
        print(f"  {label:<38} {value:>22}   Ziel {goal}: {verdict(held)}{extra}")
        if not held:
            self.missed.append(label)


def main() -> int:
    parser = argparse.ArgumentParser(description="HTTP-Benchmark gegen einen laufenden Server (make bench).")
    parser.add_argument(
        "--url", default=os.environ.get("BASE_URL"), help="z. B. http://127.0.0.1:8000 (sonst BASE_URL)"
    )
    parser.add_argument("--queries", help="JSON von manage.py bench_queries --json (Abfragezahlen)")
    parser.add_argument("--email", default="bench@example.com")
    parser.add_argument("--password", default="bench-passwort")
    parser.add_argument("--seconds", type=float, default=3.0, help="Dauer jeder Durchsatzmessung")
    parser.add_argument("--clients", type=int, default=2, help="gleichzeitige Verbindungen der Durchsatzmessung")
    parser.add_argument("--orders", type=int, default=60, help="Anzahl der nacheinander angelegten Bestellungen")
    parser.add_argument("--device-secret", default=BENCH_DEVICE_SECRET, help="Geheimnis des Bench-Geräts")
    parser.add_argument("--label", default="", help="die Datenbank des Servers, z. B. SQLite oder PostgreSQL")
    parser.add_argument("--pollers", type=int, default=50, help="gleichzeitig abgefragte Statusseiten")
    parser.add_argument("--poll-rate", type=float, default=100.0, help="Status-Abfragen je Sekunde unter Last")
    parser.add_argument("--order-rate", type=float, default=5.0, help="Bestellungen je Sekunde unter Last")
    parser.add_argument("--load-seconds", type=float, default=60.0, help="Dauer der gleichzeitigen Last")
    parser.add_argument("--load-only", action="store_true", help="nur die gleichzeitige Last messen")
    parser.add_argument(
        "--database-url", help="PostgreSQL des Servers: Transaktionen der 304-Abfragen zählen (pg_stat_database)"
    )
    parser.add_argument("--goals", action="store_true", help="Ziele von Issue 27 prüfen (Exit-Status 1: verfehlt)")
    args = parser.parse_args()
    if not args.url:
        parser.error("--url oder BASE_URL fehlt")

    queries = {}
    if args.queries:
        with open(args.queries, encoding="utf-8") as file:
            queries = json.load(file)
    report = Report(queries)
    print(f"HTTP-Benchmark gegen {args.url}" + (f" ({args.label})" if args.label else ""))

    staff = Connection(args.url)
    log_in(staff, args.email, args.password)
    status, _, body, cold = staff.request("GET", "/api/init")
    if status != 200:
        raise SystemExit(f"/api/init: HTTP {status}")
    init = {entry["url"]: entry["data"] for entry in json.loads(body)["data"]}
    branch = init["/api/branches"][0]["id"]
    product = init["/api/products"][0]["id"]
    if not args.load_only:
        report_init(args, report, staff, body, cold)
        report_polls(args, report, staff)
        report_orders(args, report, branch, product)
    polls = [
        f"/api/orders/public/{row['uid']}/{row['hash']}"
        for row in get_json(staff, f"/api/orders?pageSize={args.pollers}")
    ]
    staff.close()
    report_load(args, report, polls, branch, product)
    if args.goals and report.missed:
        print(f"  Verfehlt: {', '.join(report.missed)}")
        return 1
    return 0


def report_init(args, report: Report, staff: Connection, body: bytes, cold: float) -> None:
    """/api/init cold, warm and gzip-compressed."""
    warm = []
    for _ in range(20):
        _, _, _, seconds = staff.request("GET", "/api/init")
        warm.append(seconds)
    report.line(
        "/api/init kalt (erster Aufruf)", f"{cold * 1000:.1f} ms", "init_cold", extra=f"   {len(body) / 1024:.0f} KB"
    )
    report.line("/api/init warm (Median von 20)", f"{statistics.median(warm) * 1000:.1f} ms", "init_warm", "≤ 3")
    status, headers, packed, seconds = staff.request("GET", "/api/init", headers={"Accept-Encoding": "gzip"})
    compressed = status == 200 and headers.get("content-encoding") == "gzip"
    report.goal(
        "/api/init warm, gzip",
        f"{len(packed) / 1024:.0f} KB statt {len(body) / 1024:.0f}",
        "komprimiert",
        compressed,
        extra=f"   {seconds * 1000:.1f} ms, Content-Encoding {headers.get('content-encoding')}",
    )


def report_polls(args, report: Report, staff: Connection) -> None:
    """The status poll (200, then 304 against /api/health) and the device agent's command poll."""
    order = get_json(staff, "/api/orders?pageSize=1")[0]
    poll = f"/api/orders/public/{order['uid']}/{order['hash']}"
    public = Connection(args.url)
    status, headers, _, _ = public.request("GET", poll)
    if status != 200 or "etag" not in headers:
        raise SystemExit(f"GET {poll}: HTTP {status}, ETag: {headers.get('etag')}")
    first = []
    for _ in range(20):
        _, _, _, seconds = public.request("GET", poll)
        first.append(seconds)
    public.close()
    report.line("Status-Abfrage 200 (Median von 20)", f"{statistics.median(first) * 1000:.1f} ms", "status_200")

    # alternate the two measurements and keep each one's best round: less noise from the machine
    health_rates, poll_rates = [], []
    for _ in range(2):
        health_rates.append(throughput(args.url, "/api/health", 200, args.seconds / 2, args.clients))
        poll_rates.append(
            throughput(args.url, poll, 304, args.seconds / 2, args.clients, {"If-None-Match": headers["etag"]})
        )
    health_rate, poll_rate = max(health_rates), max(poll_rates)
    if args.database_url:
        report_poll_transactions(args, report, poll, headers["etag"])
    ratio = poll_rate / health_rate
    report.line(f"/api/health ({args.clients} Verbindungen)", f"{health_rate:.0f} Anfragen/s", "health")
    report.line(f"Status-Abfrage 304 ({args.clients} Verbindungen)", f"{poll_rate:.0f} Anfragen/s", "status_304", "= 0")
    report.goal(
        "Status 304 im Verhältnis zu /api/health",
        f"{ratio * 100:.0f} %",
        f"≥ {RATIO_TARGET:.0%}",
        ratio >= RATIO_TARGET,
    )

    # the device agent's command poll (generate_tenant's paired counter tablet): a 304 from the poll stamp, no query
    device = {"Authorization": f"Device {args.device_secret}"}
    status, device_headers, _, _ = Connection(args.url).request("GET", DEVICE_POLL, headers=device)
    if status == 200 and "etag" in device_headers:
        headers = {**device, "If-None-Match": device_headers["etag"]}
        device_rate = throughput(args.url, DEVICE_POLL, 304, args.seconds / 2, args.clients, headers)
        label = f"Geräte-Abfrage 304 ({args.clients} Verbindungen)"
        report.line(label, f"{device_rate:.0f} Anfragen/s", "device_poll_304", "= 0")
    else:
        print(
            f"  {'Geräte-Abfrage 304':<38} {'–':>22}   GET {DEVICE_POLL}: HTTP {status} (kein gekoppeltes Bench-Gerät)"
        )


def database_transactions(url: str) -> int:
    """The database's transactions so far by PostgreSQL's own statistics (every statement outside a transaction is
    one): what Django's query log does not see, e.g. a connection's health check."""
    import psycopg  # only with --database-url (make bench's PostgreSQL runs)

    with psycopg.connect(url, autocommit=True) as connection:
        sql = "SELECT xact_commit + xact_rollback FROM pg_stat_database WHERE datname = current_database()"
        return connection.execute(sql).fetchone()[0]


def settled_transactions(url: str) -> tuple[int, int, int]:
    """Counts until PostgreSQL's statistics settle: an idle backend reports what it did within ten seconds, so the
    count must stand still for longer than that. (the count, what one count itself adds, the counts taken)"""
    last, steps, started = database_transactions(url), [], time.perf_counter()
    while len(steps) < 30:
        time.sleep(STATS_DELAY)
        now = database_transactions(url)
        steps.append(now - last)
        last = now
        if time.perf_counter() - started > STATS_IDLE and len(set(steps[-3:])) == 1 and len(steps) >= 3:
            break
    return last, min(steps), len(steps) + 1


def report_poll_transactions(args, report: Report, poll: str, etag: str, polls: int = 500) -> None:
    """Unchanged status polls must not reach the database: PostgreSQL's transactions counted around 500 of them."""
    before, own, _ = settled_transactions(args.database_url)
    connection = Connection(args.url)
    for _ in range(polls):
        status, _, _, _ = connection.request("GET", poll, headers={"If-None-Match": etag})
        if status != 304:
            raise SystemExit(f"GET {poll}: HTTP {status} statt 304")
    connection.close()
    after, _, counts = settled_transactions(args.database_url)
    counted = after - before - own * counts
    report.goal(
        f"PostgreSQL-Transaktionen je {polls} × 304",
        str(counted),
        "0",
        counted == 0,
        extra="   gezählt in pg_stat_database, nicht in Djangos Abfragelog",
    )


def report_orders(args, report: Report, branch: int, product: int) -> None:
    """Orders placed one after the other by new customers."""
    customer = Connection(args.url)
    # the worker's first orders fill its caches (the branch's menu, the mail templates): not counted
    for _ in range(WARM_UP_ORDERS):
        customer.request("POST", "/api/orders", *order_request(branch, product))
    latencies, started = [], time.perf_counter()
    for _ in range(args.orders):
        status, _, answer, seconds = customer.request("POST", "/api/orders", *order_request(branch, product))
        if status not in (200, 201):
            raise SystemExit(f"Bestellung anlegen: HTTP {status}: {answer[:300].decode(errors='replace')}")
        latencies.append(seconds)
    rate = args.orders / (time.perf_counter() - started)
    customer.close()
    note = report.queries.get("order_create_note")
    extra = f"   Median {statistics.median(latencies) * 1000:.1f} ms, {report.count('order_create')}"
    label = f"Bestellung anlegen ({args.orders} nacheinander)"
    report.goal(
        label, f"{rate:.1f} /s", f"≥ {ORDERS_TARGET} /s", rate >= ORDERS_TARGET, extra + (f" ({note})" if note else "")
    )


def report_load(args, report: Report, polls: list[str], branch: int, product: int) -> None:
    """The concurrency line: status pages polled and orders placed at fixed rates at once."""
    print(
        f"  Gleichzeitig {args.load_seconds:.0f} s: {args.poll_rate:.0f} Status-Abfragen/s auf {len(polls)} "
        f"Statusseiten (If-None-Match), {args.order_rate:.0f} Bestellungen/s (nach {WARM_UP_SECONDS} s Aufwärmen)"
    )
    rates = (args.poll_rate, args.order_rate)
    # the same load first, not counted: the worker's first orders fill its caches and connections
    concurrently(args.url, polls, branch, product, WARM_UP_SECONDS, rates)
    results = concurrently(args.url, polls, branch, product, args.load_seconds, rates)
    for kind, label in (("poll", "Status-Abfrage"), ("order", "Bestellung anlegen")):
        latencies, errors = results[kind]
        rate = len(latencies) / args.load_seconds
        p99 = percentile(latencies, 0.99) * 1000 if latencies else math.inf
        timing = f"p50 {percentile(latencies, 0.5) * 1000:.1f} ms" if latencies else "p50 –"
        shown = ", ".join(f"{reason} × {count}" for reason, count in errors.most_common()) or "keine"
        # orders: p99 under the goal and no errors; polls: no errors (their time is the 304 line's)
        target, held = (
            (f"< {LOAD_P99_TARGET_MS} ms", p99 < LOAD_P99_TARGET_MS) if kind == "order" else ("ohne Fehler", True)
        )
        report.goal(
            f"  {label} p99",
            f"{p99:.1f} ms",
            target,
            held and not errors,
            extra=f"   {rate:.1f} /s, {timing}, Fehler: {shown}",
        )


if __name__ == "__main__":
    sys.exit(main())
