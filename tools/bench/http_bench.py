#!/usr/bin/env python3
# ruff: noqa: T201 - a command-line report
"""HTTP benchmark against a running server with a generated tenant (make bench; standard library only).

Measures /api/init cold (first call after the server start) and warm, the public status poll
answered 304 against /api/health (the trivial endpoint) in requests per second, the device agent's command poll
answered 304 (generate_tenant's paired counter tablet), public order
creation, and a concurrency line: many customers polling their status pages while a few others
order, all at once (p50/p99 and errors per kind). Beside each line: the server-side query count of
that request, measured in-process by `manage.py bench_queries --json` (the larger of its two sizes).

Every bench order comes from its own customer: its own e-mail, phone and client address
(X-Forwarded-For, honoured when the server runs with PROXY_COUNT=1, as tools/bench/with-server.sh
starts it), so per-customer rate limits see many customers, as in a shop, not one flooding it.

Usage: http_bench.py [--url http://127.0.0.1:8000, else BASE_URL] [--queries var/bench-queries.json] [--label SQLite]
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

NOT_BUILT = {401, 403, 404, 405}
RATIO_TARGET = 0.90
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


def concurrently(base_url: str, polls: list[str], branch: int, product: int, seconds: float, creators: int):
    """For `seconds`: one client per status page polling it as the page does (If-None-Match with the last
    ETag) and `creators` clients placing orders, all at once. Returns {kind: (latencies, errors)}."""
    results = {"poll": ([], collections.Counter()), "order": ([], collections.Counter())}
    lock = threading.Lock()
    deadline = time.perf_counter() + seconds

    def record(kind: str, seconds_taken: float | None, error: str | None) -> None:
        with lock:
            if error:
                results[kind][1][error] += 1
            else:
                results[kind][0].append(seconds_taken)

    def poll(path: str) -> None:
        connection, etag = Connection(base_url), None
        try:
            while time.perf_counter() < deadline:
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

    def order() -> None:
        connection = Connection(base_url)
        try:
            while time.perf_counter() < deadline:
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

    threads = [threading.Thread(target=poll, args=(path,)) for path in polls]
    threads += [threading.Thread(target=order) for _ in range(creators)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return results


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
    parser.add_argument("--orders", type=int, default=50, help="Anzahl der nacheinander angelegten Bestellungen")
    parser.add_argument("--device-secret", default=BENCH_DEVICE_SECRET, help="Geheimnis des Bench-Geräts")
    parser.add_argument("--label", default="", help="die Datenbank des Servers, z. B. SQLite oder PostgreSQL")
    parser.add_argument("--pollers", type=int, default=50, help="gleichzeitig abgefragte Statusseiten")
    parser.add_argument("--creators", type=int, default=5, help="gleichzeitig bestellende Kundinnen")
    parser.add_argument("--load-seconds", type=float, default=10.0, help="Dauer der gleichzeitigen Last")
    args = parser.parse_args()
    if not args.url:
        parser.error("--url oder BASE_URL fehlt")

    queries = {}
    if args.queries:
        with open(args.queries, encoding="utf-8") as file:
            queries = json.load(file)

    def count(key: str, target: str = "") -> str:
        values = queries.get(key) or [None]
        if values[-1] is None:
            return "Abfragen: –"
        return f"Abfragen: {values[-1]}" + (f" (Ziel {target})" if target else "")

    def line(label: str, value: str, key: str, target: str = "", extra: str = "") -> None:
        print(f"  {label:<38} {value:>22}   {count(key, target)}{extra}")

    failed = False
    print(f"HTTP-Benchmark gegen {args.url}" + (f" ({args.label})" if args.label else ""))

    staff = Connection(args.url)
    log_in(staff, args.email, args.password)
    status, _, body, cold = staff.request("GET", "/api/init")
    if status != 200:
        raise SystemExit(f"/api/init: HTTP {status}")
    init = {entry["url"]: entry["data"] for entry in json.loads(body)["data"]}
    warm = []
    for _ in range(20):
        status, _, _, seconds = staff.request("GET", "/api/init")
        warm.append(seconds)
    line("/api/init kalt (erster Aufruf)", f"{cold * 1000:.1f} ms", "init_cold", extra=f"   {len(body) / 1024:.0f} KB")
    line("/api/init warm (Median von 20)", f"{statistics.median(warm) * 1000:.1f} ms", "init_warm", "≤ 3")
    status, headers, packed, seconds = staff.request("GET", "/api/init", headers={"Accept-Encoding": "gzip"})
    if status != 200 or headers.get("content-encoding") != "gzip":
        print(f"  /api/init mit gzip: HTTP {status}, Content-Encoding {headers.get('content-encoding')}: verfehlt")
        failed = True
    extra = f"   {len(packed) / 1024:.0f} KB gesendet statt {len(body) / 1024:.0f} KB"
    line("/api/init warm, gzip", f"{seconds * 1000:.1f} ms", "init_warm", "≤ 3", extra=extra)

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
    line("Status-Abfrage 200 (Median von 20)", f"{statistics.median(first) * 1000:.1f} ms", "status_200")

    # alternate the two measurements and keep each one's best round: less noise from the machine
    health_rates, poll_rates = [], []
    for _ in range(2):
        health_rates.append(throughput(args.url, "/api/health", 200, args.seconds / 2, args.clients))
        poll_rates.append(
            throughput(args.url, poll, 304, args.seconds / 2, args.clients, {"If-None-Match": headers["etag"]})
        )
    health_rate, poll_rate = max(health_rates), max(poll_rates)
    ratio = poll_rate / health_rate
    line(f"/api/health ({args.clients} Verbindungen)", f"{health_rate:.0f} Anfragen/s", "health")
    line(f"Status-Abfrage 304 ({args.clients} Verbindungen)", f"{poll_rate:.0f} Anfragen/s", "status_304", "= 0")
    verdict = "erfüllt" if ratio >= RATIO_TARGET else "verfehlt"
    print(f"  {'Status 304 im Verhältnis zu /api/health':<38} {ratio * 100:>20.0f} %   Ziel ≥ {RATIO_TARGET:.0%}: {verdict}")

    # the device agent's command poll (generate_tenant's paired counter tablet): a 304 from the poll stamp, no query
    device = {"Authorization": f"Device {args.device_secret}"}
    status, device_headers, _, _ = Connection(args.url).request("GET", DEVICE_POLL, headers=device)
    if status == 200 and "etag" in device_headers:
        device_rate = throughput(
            args.url,
            DEVICE_POLL,
            304,
            args.seconds / 2,
            args.clients,
            {**device, "If-None-Match": device_headers["etag"]},
        )
        line(
            f"Geräte-Abfrage 304 ({args.clients} Verbindungen)",
            f"{device_rate:.0f} Anfragen/s",
            "device_poll_304",
            "= 0",
        )
    else:
        print(
            f"  {'Geräte-Abfrage 304':<38} {'–':>22}   GET {DEVICE_POLL}: HTTP {status} (kein gekoppeltes Bench-Gerät)"
        )

    branch = init["/api/branches"][0]["id"]
    product = init["/api/products"][0]["id"]
    customer = Connection(args.url)
    latencies, started = [], time.perf_counter()
    for _ in range(args.orders):
        status, _, answer, seconds = customer.request("POST", "/api/orders", *order_request(branch, product))
        if status in NOT_BUILT:
            print(f"  {'Bestellung anlegen':<38} {'–':>22}   POST /api/orders noch nicht verfügbar (HTTP {status})")
            break
        if status not in (200, 201):
            print(f"  Bestellung anlegen: HTTP {status}: {answer[:300].decode(errors='replace')}")
            failed = True
            break
        latencies.append(seconds)
    else:
        rate = args.orders / (time.perf_counter() - started)
        note = queries.get("order_create_note")
        line(
            f"Bestellung anlegen ({args.orders} nacheinander)",
            f"{rate:.1f} Bestellungen/s",
            "order_create",
            extra=f"   Median {statistics.median(latencies) * 1000:.1f} ms" + (f" ({note})" if note else ""),
        )
    polls = [
        f"/api/orders/public/{row['uid']}/{row['hash']}"
        for row in get_json(staff, f"/api/orders?pageSize={args.pollers}")
    ]
    for connection in (staff, public, customer):
        connection.close()
    if not failed and latencies:
        failed = report_load(args, polls, branch, product)
    return 1 if failed else 0


def report_load(args, polls: list[str], branch: int, product: int) -> bool:
    """The concurrency line; True when any request failed."""
    print(
        f"  Gleichzeitig {args.load_seconds:.0f} s: {len(polls)} Statusseiten fragen ab (If-None-Match), "
        f"{args.creators} Kundinnen bestellen"
    )
    results = concurrently(args.url, polls, branch, product, args.load_seconds, args.creators)
    for kind, label in (("poll", "Status-Abfrage"), ("order", "Bestellung anlegen")):
        latencies, errors = results[kind]
        rate = len(latencies) / args.load_seconds
        timing = (
            f"p50 {percentile(latencies, 0.5) * 1000:6.1f} ms   p99 {percentile(latencies, 0.99) * 1000:6.1f} ms"
            if latencies
            else "p50 –   p99 –"
        )
        shown = ", ".join(f"{reason} × {count}" for reason, count in errors.most_common()) or "keine"
        print(f"    {label:<20} {rate:>7.1f} /s   {timing}   Fehler: {shown}")
    return any(errors for _, errors in results.values())


if __name__ == "__main__":
    sys.exit(main())
