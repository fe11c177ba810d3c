#!/usr/bin/env python3
# ruff: noqa: T201 - a command-line report
"""Load and kill test of `make cluster` (issue 28): orders, status polls, uploads and statistics through nginx,
one app server killed (kill -9 of its process group) in the middle; the cluster's supervisor starts it again.

Start the cluster with the per-address limits off (all load comes from this one machine, and nginx names it as
the client): `ORDER_LIMIT_PER_IP=0 UPLOAD_LIMIT_PER_MINUTE=0 make cluster`, then
`.venv/bin/python tools/cluster/load_test.py [--seconds 40] [--kill app-1 | --kill none]`.

Every order carries its own Idempotency-Key; a connection error or a 502/503/504 is retried with the same key
(what the storefront does), so a server that dies mid-order can neither lose nor double it. Counted afterwards in
the database: orders lost (answered to the client, not stored), doubled (one key, two orders); every upload read
back from every app server directly; each periodic task the beat sent during the run received once by the
worker (its log: never one task id twice, never one task sent twice in a minute); a statistics answer the same from
every app server and from a single app server of its own on the same database without Redis.
"""

import argparse
import base64
import collections
import datetime
import itertools
import json
import os
import re
import signal
import socket
import subprocess
import sys
import threading
import time
import uuid
from pathlib import Path
from zoneinfo import ZoneInfo

import psycopg

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools" / "bench"))
from http_bench import ORDER_TEMPLATE, Connection, log_in, percentile  # noqa: E402

CLUSTER = ROOT / "var" / "cluster"
NUMBERS = itertools.count(1)
RETRIED = {502, 503, 504}


class Tally:
    """Latencies and failures per kind, from many threads."""

    def __init__(self):
        self.lock = threading.Lock()
        self.times = collections.defaultdict(list)
        self.errors = collections.defaultdict(collections.Counter)

    def add(self, kind: str, seconds: float | None, error: str | None = None):
        with self.lock:
            if error:
                self.errors[kind][error] += 1
            else:
                self.times[kind].append(seconds)


def order_body(branch: int, product: int) -> bytes:
    number = next(NUMBERS)
    payload = json.loads(json.dumps(ORDER_TEMPLATE))
    payload.update(branch=branch, email=f"cluster-{number}@example.com", phone=f"+43 660 {2_000_000 + number}")
    payload["items"][0]["product"] = product
    return json.dumps(payload).encode()


def place(base: str, body: bytes, key: str, tally: Tally) -> dict | None:
    """One order, retried with the same key until the cluster answers; the stored order or None."""
    connection = Connection(base)
    headers = {"Content-Type": "application/json", "Idempotency-Key": key}
    started = time.perf_counter()
    try:
        for _ in range(100):
            try:
                status, _, answer, _ = connection.request("POST", "/api/orders", body, headers)
            except OSError as error:
                tally.add("order-retry", 0, type(error).__name__)
                connection.close()
                time.sleep(0.2)
                continue
            if status in RETRIED:
                tally.add("order-retry", 0, f"HTTP {status}")
                time.sleep(0.2)
                continue
            if status in (200, 201):
                tally.add("order", time.perf_counter() - started)
                return json.loads(answer)["data"]
            tally.add("order", None, f"HTTP {status} {answer[:120].decode(errors='replace')}")
            return None
        tally.add("order", None, "aufgegeben")
        return None
    finally:
        connection.close()


def choose_product(base: str, branch: int) -> int:
    """The first product of the menu that can be ordered now (categories have opening times)."""
    connection = Connection(base)
    _, _, body, _ = connection.request("GET", "/api/public/branches/online-shop/menu")
    for group in json.loads(body)["data"]["catalog"]:
        for product in group["products"]:
            if product.get("type") != "simple":
                continue
            status, _, _, _ = connection.request(
                "POST", "/api/orders", order_body(branch, product["id"]), {"Content-Type": "application/json"}
            )
            if status == 201:
                return product["id"]
    raise SystemExit("Kein Produkt des Online-Shops ist jetzt bestellbar.")


def kill_group(name: str) -> int:
    pid = int((CLUSTER / f"{name}.pid").read_text())
    os.killpg(pid, signal.SIGKILL)
    return pid


def beat_and_worker(since: str, until: str) -> tuple[collections.Counter, collections.Counter, int]:
    """Periodic tasks the beat sent in [since, until) (the logs' local time), how many of them the worker received
    since `since`, and how often one ran twice: a task id received twice, or one task sent twice in one minute."""
    stamp = re.compile(r"^\[(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d)")
    sent, received, ids, ticks = (collections.Counter() for _ in range(4))
    for line in (CLUSTER / "beat.log").read_text().splitlines():
        found, task = stamp.match(line), re.search(r"Sending due task \S+ \(([^)]+)\)", line)
        if found and task and since <= found.group(1) < until:
            sent[task.group(1)] += 1
            ticks[(found.group(1)[:16], task.group(1))] += 1
    for line in (CLUSTER / "worker.log").read_text().splitlines():
        found, task = stamp.match(line), re.search(r"Task (\S+)\[([0-9a-f-]+)\] received", line)
        if found and task and found.group(1) >= since and task.group(1) in sent:
            received[task.group(1)] += 1
            ids[task.group(2)] += 1
    twice = sum(1 for count in ids.values() if count > 1) + sum(1 for count in ticks.values() if count > 1)
    return sent, received, twice


def single_server_answer(database: str, path: str, cookies: dict) -> tuple[int, bytes]:
    """The answer of one app server of its own on the same database, without Redis (its own memory as the cache):
    the statistics as a single-server installation computes them."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    env = {key: value for key, value in os.environ.items() if key != "REDIS_URL"}
    env.update(DATABASE_URL=database, PORT=str(port), WEB_WORKERS="1", WEB_THREADS="2", LOG_LEVEL="WARNING")
    server = subprocess.Popen(  # noqa: S603 - the project's own gunicorn
        [str(ROOT / ".venv/bin/gunicorn"), "--chdir", "backend", "-c", "backend/config/gunicorn.conf.py"],
        cwd=ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )
    try:
        base = f"http://127.0.0.1:{port}"
        for _ in range(150):
            try:
                if Connection(base).request("GET", "/api/health")[0] == 200:
                    break
            except OSError:
                time.sleep(0.2)
        status, _, body, _ = Connection(base, cookies).request("GET", path, headers={"Accept": "application/json"})
        return status, body
    finally:
        os.killpg(server.pid, signal.SIGTERM)
        server.wait(timeout=30)


def vienna_now() -> str:
    # the Celery logs write the business time zone (Django sets the processes' TZ to TIME_ZONE)
    return datetime.datetime.now(ZoneInfo("Europe/Vienna")).strftime("%Y-%m-%d %H:%M:%S")


def main() -> int:
    parser = argparse.ArgumentParser(description="Last- und Ausfalltest gegen make cluster.")
    parser.add_argument("--url", default="http://127.0.0.1:8300")
    parser.add_argument("--apps", default="8301,8302", help="Ports der App-Server (direkt gelesen)")
    parser.add_argument("--database", default="postgres://postgres@127.0.0.1:5432/bw_cluster")
    # long enough for the beat's minute tick (and the five-minute ones when it spans one)
    parser.add_argument("--seconds", type=float, default=75)
    parser.add_argument("--orderers", type=int, default=4)
    parser.add_argument("--pollers", type=int, default=16)
    parser.add_argument("--kill", default="app-1", help="der getötete App-Server (none: keiner)")
    args = parser.parse_args()
    base, apps = args.url, [f"http://127.0.0.1:{port}" for port in args.apps.split(",") if port]
    since = vienna_now()

    branch = json.loads(Connection(base).request("GET", "/api/public/branches/online-shop")[2])["data"]["id"]
    product = choose_product(base, branch)
    staff = Connection(base)
    log_in(staff, "admin@example.com", "demo1234")
    tally, keys, placed, uploads = Tally(), [], [], []
    today = datetime.datetime.now(ZoneInfo("Europe/Vienna")).date()
    statistic = f"/api/statistics/orders?from={today - datetime.timedelta(days=29)}&to={today}"
    seed = [place(base, order_body(branch, product), str(uuid.uuid4()), tally) for _ in range(args.pollers)]
    polls = [f"/api/orders/public/{order['uid']}/{order['hash']}" for order in seed if order]
    deadline = time.perf_counter() + args.seconds
    lock = threading.Lock()

    def orderer():
        while time.perf_counter() < deadline:
            key = str(uuid.uuid4())
            with lock:
                keys.append(key)
            stored = place(base, order_body(branch, product), key, tally)
            if stored:
                with lock:
                    placed.append((key, stored["uid"]))

    def poller(path: str):
        connection, etag = Connection(base), None
        while time.perf_counter() < deadline:
            try:
                status, headers, _, taken = connection.request(
                    "GET", path, headers={"If-None-Match": etag} if etag else None
                )
            except OSError as error:
                tally.add("poll", None, type(error).__name__)
                connection.close()
                continue
            etag = headers.get("etag", etag) if status == 200 else etag
            tally.add("poll", taken, None if status in (200, 304) else f"HTTP {status}")
            time.sleep(0.1)
        connection.close()

    def uploader():
        connection = Connection(base)
        while time.perf_counter() < deadline:
            text = f"Datei {uuid.uuid4()}".encode()
            body = json.dumps(
                {"data": "data:text/plain;base64," + base64.b64encode(text).decode(), "filename": "a.txt"}
            )
            try:
                status, _, answer, taken = connection.request(
                    "POST", "/api/uploads", body.encode(), {"Content-Type": "application/json"}
                )
            except OSError as error:
                tally.add("upload", None, type(error).__name__)
                connection.close()
                continue
            if status == 201:
                data = json.loads(answer)["data"]
                uploads.append((f"/upload/{data['publicHash']}/{data['id']}-{data['version']}.txt", text))
                tally.add("upload", taken)
            else:
                tally.add("upload", None, f"HTTP {status}")
            time.sleep(0.3)
        connection.close()

    def statistics():
        connection = Connection(base, staff.cookies)
        while time.perf_counter() < deadline:
            try:
                status, _, _, taken = connection.request("GET", statistic, headers={"Accept": "application/json"})
            except OSError as error:
                tally.add("statistics", None, type(error).__name__)
                connection.close()
                continue
            tally.add("statistics", taken, None if status == 200 else f"HTTP {status}")
            time.sleep(0.5)
        connection.close()

    threads = [threading.Thread(target=orderer) for _ in range(args.orderers)]
    threads += [threading.Thread(target=poller, args=(path,)) for path in polls]
    threads += [threading.Thread(target=uploader), threading.Thread(target=statistics)]
    started = time.perf_counter()
    for thread in threads:
        thread.start()
    killed = None
    if args.kill != "none":
        time.sleep(args.seconds / 3)
        killed = kill_group(args.kill)
        print(f"{args.kill} (Prozessgruppe {killed}) nach {time.perf_counter() - started:.0f} s mit kill -9 beendet")
    for thread in threads:
        thread.join()
    elapsed = time.perf_counter() - started
    until = vienna_now()

    print(f"Last über {elapsed:.0f} s durch {base} ({len(apps)} App-Server dahinter)")
    for kind in ("order", "poll", "upload", "statistics"):
        times = tally.times[kind]
        rate = len(times) / elapsed
        p50 = f"{percentile(times, 0.5) * 1000:.0f}" if times else "–"
        p99 = f"{percentile(times, 0.99) * 1000:.0f}" if times else "–"
        errors = dict(tally.errors[kind])
        print(f"  {kind:<11} {len(times):>6} ok  {rate:7.1f}/s  p50 {p50:>5} ms  p99 {p99:>5} ms  Fehler {errors or 0}")
    retries = tally.errors["order-retry"]
    print(f"  Bestellungen wiederholt (gleicher Schlüssel): {sum(retries.values())} {dict(retries)}")

    # the counts: orders in the database, files from every server, periodic tasks, statistics everywhere
    with psycopg.connect(args.database) as connection:
        rows = connection.execute(
            "SELECT idempotency_key, count(*) FROM ordering_order WHERE idempotency_key = ANY(%s) GROUP BY 1", (keys,)
        ).fetchall()
    stored = dict(rows)
    lost = sum(1 for key, _uid in placed if key not in stored)
    doubled = sum(1 for count in stored.values() if count > 1)
    unanswered = len(keys) - len(placed)
    stored_unanswered = sum(1 for key in keys if key in stored) - len(placed) + lost
    print(
        f"Bestellungen: {len(placed)} bestätigt, {len(stored)} gespeichert, verloren {lost}, doppelt {doubled}"
        f", ohne Antwort am Ende {unanswered} (davon gespeichert {stored_unanswered})"
    )
    unreadable = 0
    for path, text in uploads:
        for app in apps:
            status, _, body, _ = Connection(app).request("GET", path)
            unreadable += status != 200 or body != text
    print(f"Dateien: {len(uploads)} hochgeladen, von jedem der {len(apps)} App-Server gelesen, unlesbar {unreadable}")
    answers = set()
    for app in apps:
        connection = Connection(app, staff.cookies)
        status, _, body, _ = connection.request("GET", statistic, headers={"Accept": "application/json"})
        answers.add((status, body))
    answers.add(single_server_answer(args.database, statistic, staff.cookies))
    print(
        f"Statistik: {'gleich' if len(answers) == 1 else 'VERSCHIEDEN'} auf allen App-Servern"
        " und einem einzelnen Server ohne Redis auf derselben Datenbank"
    )
    # the worker may still be busy with the orders' effects: wait (at most 3 minutes) until it took every tick's task
    for _ in range(180):
        sent, received, twice = beat_and_worker(since, until)
        if all(received[name] >= count for name, count in sent.items()):
            break
        time.sleep(1)
    missing = sum(max(0, count - received[name]) for name, count in sent.items())
    tasks = ", ".join(f"{name} {count}" for name, count in sorted(sent.items()))
    print(
        f"Periodische Aufgaben: der Beat sandte {sum(sent.values())} ({tasks}),"
        f" der Worker nahm sie an (fehlend {missing}), doppelt {twice}"
    )
    ok = (
        lost == 0
        and doubled == 0
        and unreadable == 0
        and len(answers) == 1
        and twice == 0
        and missing == 0
        and bool(sent)
    )
    print("Ergebnis: " + ("bestanden" if ok else "NICHT bestanden"))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
