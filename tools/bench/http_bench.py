#!/usr/bin/env python3
# ruff: noqa: T201 - a command-line report
"""HTTP benchmark against a running server with a generated tenant (make bench; standard library only).

Measures /api/init cold (first call after the server start) and warm, the public status poll
answered 304 against /api/health (the trivial endpoint) in requests per second, and public order
creation. Beside each line: the server-side query count of that request, measured in-process by
`manage.py bench_queries --json` (the larger of its two data sizes).

Usage: http_bench.py --url http://127.0.0.1:8000 [--queries var/bench-queries.json]
"""

import argparse
import http.client
import json
import statistics
import sys
import threading
import time
import urllib.parse

NOT_BUILT = {401, 403, 404, 405}
RATIO_TARGET = 0.60


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


def order_payload(branch_id: int, product_id: int) -> dict:
    """A takeaway order of one product paid in cash (as in bench_queries.order_payload)."""
    return {
        "branch": branch_id,
        "table": None,
        "donatee": None,
        "deliveryArea": None,
        "items": [{"product": product_id, "amount": 1}],
        "isDelivery": False,
        "isDineIn": False,
        "appointmentDate": None,
        "firstName": "Bench",
        "lastName": "Kundin",
        "email": "kundin@example.com",
        "phone": "+43 660 1234567",
        "paymentMethod": "cash",
        "legalInstructions": True,
        "privacyPolicy": True,
    }


def main() -> int:
    parser = argparse.ArgumentParser(description="HTTP-Benchmark gegen einen laufenden Server (make bench).")
    parser.add_argument("--url", required=True, help="z. B. http://127.0.0.1:8000")
    parser.add_argument("--queries", help="JSON von manage.py bench_queries --json (Abfragezahlen)")
    parser.add_argument("--email", default="bench@example.com")
    parser.add_argument("--password", default="bench-passwort")
    parser.add_argument("--seconds", type=float, default=3.0, help="Dauer jeder Durchsatzmessung")
    parser.add_argument("--clients", type=int, default=2, help="gleichzeitige Verbindungen der Durchsatzmessung")
    parser.add_argument("--orders", type=int, default=50, help="Anzahl der nacheinander angelegten Bestellungen")
    args = parser.parse_args()

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
    print(f"HTTP-Benchmark gegen {args.url}")

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
    line(f"Status-Abfrage 304 ({args.clients} Verbindungen)", f"{poll_rate:.0f} Anfragen/s", "status_304", "= 1")
    verdict = "erfüllt" if ratio >= RATIO_TARGET else "verfehlt"
    print(f"  {'Status 304 im Verhältnis zu /api/health':<38} {ratio * 100:>20.0f} %   Ziel ≥ 60 %: {verdict}")

    branch = init["/api/branches"][0]["id"]
    product = init["/api/products"][0]["id"]
    body = json.dumps(order_payload(branch, product)).encode()
    customer = Connection(args.url)
    latencies, started = [], time.perf_counter()
    for _ in range(args.orders):
        status, _, answer, seconds = customer.request("POST", "/api/orders", body, {"Content-Type": "application/json"})
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
    for connection in (staff, public, customer):
        connection.close()
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
