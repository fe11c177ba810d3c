"""The outside probe of issue 22, again and bounded: `make probe` (not part of `make test`).

On a fresh demo database it starts `make serve` (with REDIS_URL also a Celery worker), runs the attacks of
attacks.py while /api/health is asked four times a second, then kills the server and the worker (kill -9, every
process of their groups) in the middle of order bursts, starts them again, runs the periodic jobs and checks in the
database that every committed order has its confirmation mail, its customer and, when paid online, a started
payment or a failure. Prints the figures as JSON and exits 1 on any finding.

    PROBE_DATABASE_URL=postgres://postgres@127.0.0.1:5432/probe PROBE_PORT=9600 [PROBE_REDIS_URL=redis://…/5] make probe
"""

import json
import os
import shutil
import signal
import subprocess
import sys
import time
import urllib.parse
from concurrent.futures import ThreadPoolExecutor, as_completed
from email import message_from_string
from pathlib import Path

import httpx
import psycopg

sys.path.insert(0, str(Path(__file__).parent))
import attacks

ROOT = Path(__file__).resolve().parents[2]
BACKEND = ROOT / "backend"
PYTHON = ROOT / ".venv" / "bin" / "python"
CRASH_ORDERS = 90

FACTS = """
import json
from django.test import Client
from accounts.models import User
from cms.models import Node, NodeType
from consent.selectors import current
from content.validation import fields_of
form = Node.objects.filter(type=NodeType.FORM).order_by("pk").first()
client = Client()
client.force_login(User.objects.get(email="admin@example.com"))
print("FAKTEN " + json.dumps({
    "form": form.pk, "form_fields": [field.key for field in fields_of(form.content or {})],
    "consent_version": current().version,
    "admin_cookie": "sessionid=" + client.cookies["sessionid"].value,
}))
"""
REPORT = """
import json
from core.models import OutboxMessage
from ordering.models import Order
rows = Order.objects.select_related("payment").filter(email__startswith="absturz").order_by("pk")
print("BERICHT " + json.dumps({"orders": [{
    "email": o.email, "method": o.payment_method, "status": o.status,
    "started": bool(o.payment and o.payment.provider_id), "linked": hasattr(o, "customer_link"),
} for o in rows], "outbox": OutboxMessage.objects.count()}))
"""
# two hours on: a delivery the kill interrupted has lost its claim, an unstarted payment its hour
LATER = """
import datetime
import time_machine
from django.utils import timezone
from core.tasks import deliver_due
from ordering.services.payment_recovery import fail_unstarted
from payments.services import check_waiting_payments
with time_machine.travel(timezone.now() + datetime.timedelta(hours=2)):
    deliver_due()
    check_waiting_payments()
    fail_unstarted()
"""


def manage(env: dict, *args: str) -> str:
    done = subprocess.run(  # noqa: S603 (the project's own manage.py)
        [str(PYTHON), "manage.py", *args], env=env, cwd=BACKEND, capture_output=True, text=True
    )
    if done.returncode:
        raise RuntimeError(f"manage.py {args[0]}: {done.stderr[-2000:]}")
    return done.stdout


def tagged(output: str, tag: str):
    return json.loads(next(line for line in output.splitlines() if line.startswith(tag))[len(tag) :])


def fresh_database(url: str) -> None:
    name = urllib.parse.urlsplit(url).path.lstrip("/")
    if not name or name.startswith("test_") or "bestellwerk" in name:
        raise SystemExit(f"Die Probe löscht ihre Datenbank: {name!r} ist kein Name für sie.")
    admin = urllib.parse.urlsplit(url)._replace(path="/postgres").geturl()
    with psycopg.connect(admin, autocommit=True) as connection:
        connection.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        connection.execute(f'CREATE DATABASE "{name}"')


class Server:
    """`make serve` (and with Redis a Celery worker), each in its own process group."""

    def __init__(self, env: dict, folder: Path) -> None:
        self.env, self.folder, self.groups, self.logs = env, folder, [], []

    def start(self) -> None:
        commands = [(["make", "--no-print-directory", "serve"], ROOT)]
        if self.env.get("REDIS_URL"):
            worker = [str(ROOT / ".venv/bin/celery"), "-A", "config", "worker", "-l", "warning", "-c", "2"]
            commands.append((worker, BACKEND))
        for command, folder in commands:
            log = (self.folder / f"{Path(command[0]).name}.log").open("ab")
            self.logs.append(log)
            process = subprocess.Popen(  # noqa: S603 (make serve, celery worker)
                command, env=self.env, cwd=folder, stdout=log, stderr=subprocess.STDOUT, start_new_session=True
            )
            self.groups.append(process)
        base = f"http://127.0.0.1:{self.env['PORT']}"
        for _ in range(300):
            try:
                if httpx.get(f"{base}/api/health", timeout=1).status_code == 200:
                    return
            except httpx.HTTPError:
                time.sleep(0.2)
        raise RuntimeError("Der Server antwortet nicht: " + (self.folder / "make.log").read_text()[-2000:])

    def kill(self) -> None:
        """kill -9 of every process the probe started (the groups of make serve and the worker)."""
        for process in self.groups:
            try:
                os.killpg(process.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            process.wait(timeout=30)
        for log in self.logs:
            log.close()
        self.groups, self.logs = [], []


def mails_to(folder: Path) -> list[str]:
    """The addressees of the 'ist eingegangen' mails, a repeated delivery (the same Message-ID) once."""
    received = {}
    for path in folder.glob("*.log"):
        for part in path.read_text().split("-" * 79):
            if part.strip():
                message = message_from_string(part.strip())
                if "ist eingegangen" in str(message["Subject"]):
                    received[message["Message-ID"]] = message["To"]
    return list(received.values())


def crash(server: Server, base: str, record: attacks.Record) -> int:
    """Bursts of orders (every third paid with Mollie at the sandbox), the server killed once a quarter answered."""
    answered = cut = 0

    def order(index: int) -> int:
        body = attacks.order_body(index, "mollie" if index % 3 == 0 else "cash", tag="absturz")
        headers = {"Idempotency-Key": f"absturz-{index}", "X-Forwarded-For": f"10.{index // 250}.{index % 250}.1"}
        response = httpx.post(f"{base}/api/orders", json=body, headers=headers, timeout=30)
        return response.status_code

    with ThreadPoolExecutor(8) as pool:
        for future in as_completed([pool.submit(order, index) for index in range(CRASH_ORDERS)]):
            try:
                status = future.result()
                answered += status in (200, 201)
                record.answer("Bestellung vor dem Absturz", status, "")
            except httpx.HTTPError:
                cut += 1
            if answered == CRASH_ORDERS // 4 and server.groups:
                server.kill()
    return {"answered_before_kill": answered, "without_answer": cut}


def main() -> int:
    database = os.environ.get("PROBE_DATABASE_URL", "postgres://postgres@127.0.0.1:5432/probe")
    port = os.environ.get("PROBE_PORT", "9600")
    redis = os.environ.get("PROBE_REDIS_URL", "")
    folder = ROOT / "var" / "probe" / ("redis" if redis else "ohne-redis")
    shutil.rmtree(folder, ignore_errors=True)
    (folder / "mail").mkdir(parents=True)
    env = {
        **os.environ,
        "DATABASE_URL": database,
        "REDIS_URL": redis,
        "PORT": port,
        "PROXY_COUNT": "1",  # the probe sends each customer's address in X-Forwarded-For, as a proxy would
        "MEDIA_ROOT": str(folder / "media"),
        "EMAIL_BACKEND": "django.core.mail.backends.filebased.EmailBackend",
        "EMAIL_FILE_PATH": str(folder / "mail"),
        "PAYMENT_SANDBOX": "1",
    }
    fresh_database(database)
    manage(env, "migrate", "-v0")
    manage(env, "load_demo")
    if redis:
        import redis as redis_client

        redis_client.Redis.from_url(redis).flushdb()
    facts = tagged(manage(env, "shell", "-c", FACTS), "FAKTEN ")
    base = f"http://127.0.0.1:{port}"
    record, figures = attacks.Record(), {"redis": bool(redis), "database": database}
    server = Server(env, folder)
    server.start()
    try:
        with attacks.Health(base) as health:
            health.phase = "9-MB-Upload"
            big_file = attacks.big_upload(record, base)
            health.phase = "langsame Clients"
            figures["slow_clients"] = attacks.slow_clients(record, base, big_file, facts["admin_cookie"])
            figures["health_slow_clients"] = health.summary()
            health.phase = "feindliche Eingaben"
            figures["hostile_input"] = attacks.hostile_input(record, base, facts)
            health.phase = "Fluten"
            figures["floods"] = attacks.floods(record, base, facts)
        figures["health"] = health.summary()
        figures["burst"] = crash(server, base, record)
        server.kill()
        server.start()
        time.sleep(5)  # the worker takes what the outbox and the queue still hold
        manage(env, "deliver_outbox")
        manage(env, "check_payments")
        manage(env, "shell", "-c", LATER)
    finally:
        server.kill()
    report = tagged(manage(env, "shell", "-c", REPORT), "BERICHT ")
    orders, mailed = report["orders"], mails_to(folder / "mail")
    cash = [o["email"] for o in orders if o["method"] == "cash"]
    online = [o for o in orders if o["method"] == "mollie"]
    figures["crash"] = {
        "orders_committed": len(orders),
        "cash": len(cash),
        "cash_with_mail": sum(email in mailed for email in cash),
        "with_customer": sum(o["linked"] for o in orders),
        "online": len(online),
        "online_started_or_failed": sum(o["started"] or o["status"] == "failed" for o in online),
        "online_failed": sum(o["status"] == "failed" for o in online),
        "outbox_left": report["outbox"],
    }
    figures["requests"] = record.requests
    figures["statuses"] = {str(key): value for key, value in sorted(record.statuses.items(), key=str)}
    figures["server_errors"] = sum(v for k, v in record.statuses.items() if isinstance(k, int) and k >= 500)
    figures["statuses"] = {key: value for key, value in figures["statuses"].items() if value}
    findings = list(record.findings) + figures["hostile_input"]["taken"]
    crashed = figures["crash"]
    if crashed["cash_with_mail"] != crashed["cash"] or crashed["with_customer"] != crashed["orders_committed"]:
        findings.append("Nach dem Absturz fehlen Wirkungen")
    if crashed["online_started_or_failed"] != crashed["online"] or crashed["outbox_left"]:
        findings.append("Nach dem Absturz fehlen Zahlungen oder die Outbox ist nicht leer")
    for name in ("health_slow_clients", "health"):
        if figures[name]["over_1s"] or figures[name]["failures"]:
            findings.append(f"/api/health langsamer als 1 s oder ohne Antwort ({name})")
    for name, flood in figures["floods"].items():
        if not flood["first_429"]:
            findings.append(f"Flut ohne 429: {name}")
    figures["findings"] = findings
    print(json.dumps(figures, indent=2, ensure_ascii=False))  # noqa: T201 (the report)
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main())
