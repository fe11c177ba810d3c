"""kill -9 in the middle of order bursts (a real gunicorn on the demo): after the periodic delivery ran, every
committed order has its mail, its customer link and, when paid online, a started payment or a failure."""

import concurrent.futures
import json
import os
import signal
import subprocess
import sys
import time
import urllib.error
import urllib.request
from email import message_from_string
from pathlib import Path

from config.tests.test_serving import BACKEND, GUNICORN, free_port

# the demo's online shop (open around the clock) and its Semmel, as tools/api-fuzz/prepare.py orders
ONLINE_SHOP = 4
SEMMEL = 14
ORDERS = 48

REPORT = """
import json
from ordering.models import Order
rows = Order.objects.select_related("payment").filter(email__startswith="kunde").order_by("pk")
print("BERICHT " + json.dumps([{
    "email": o.email, "method": o.payment_method, "status": o.status,
    "started": bool(o.payment and o.payment.provider_id), "linked": hasattr(o, "customer_link"),
} for o in rows]))
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
    done = subprocess.run([sys.executable, "manage.py", *args], env=env, cwd=BACKEND, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    return done.stdout


def report(env: dict) -> list[dict]:
    lines = manage(env, "shell", "-c", REPORT).splitlines()
    return json.loads(next(line for line in lines if line.startswith("BERICHT "))[len("BERICHT ") :])


def order(base: str, index: int) -> int:
    body = {
        "branch": ONLINE_SHOP,
        "items": [{"product": SEMMEL, "amount": "2"}],
        "firstName": "Kunde",
        "lastName": f"Nummer {index}",
        "email": f"kunde{index}@example.com",
        "phone": "+43 660 1234567",
        "paymentMethod": "mollie" if index % 3 == 0 else "cash",
        "legalInstructions": True,
        "privacyPolicy": True,
    }
    request = urllib.request.Request(
        f"{base}/api/orders",
        json.dumps(body).encode(),
        {"Content-Type": "application/json", "Idempotency-Key": f"absturz-{index}"},
    )
    with urllib.request.urlopen(request, timeout=30) as response:
        return response.status


def mails_received(folder: Path) -> list[tuple[str, str]]:
    """(To, Subject) of every mail, a repeated delivery (the same Message-ID) once, as mail programs show it."""
    received = {}
    for path in folder.glob("*.log"):
        for part in path.read_text().split("-" * 79):
            if part.strip():
                message = message_from_string(part.strip())
                received[message["Message-ID"]] = (message["To"], str(message["Subject"]))
    return list(received.values())


def test_every_committed_order_keeps_its_effects_after_kill_9(tmp_path):
    # given: the demo on a real gunicorn (two processes), mails written to files, no Redis (effects in process)
    port = free_port()
    env = {
        **os.environ,
        "DATABASE_URL": f"sqlite:///{tmp_path / 'db.sqlite3'}",
        "REDIS_URL": "",
        "PORT": str(port),
        "WEB_WORKERS": "2",
        "WEB_THREADS": "4",
        "LOG_LEVEL": "ERROR",
        "MEDIA_ROOT": str(tmp_path / "media"),
        "EMAIL_BACKEND": "django.core.mail.backends.filebased.EmailBackend",
        "EMAIL_FILE_PATH": str(tmp_path / "mail"),
        "ORDER_LIMIT_PER_IP": "0",
        "ORDER_LIMIT_PER_CONTACT": "0",
        "PAYMENT_SANDBOX": "1",
    }
    manage(env, "migrate", "-v0")
    manage(env, "load_demo")
    base = f"http://127.0.0.1:{port}"
    command = [str(GUNICORN), "--chdir", str(BACKEND), "-c", str(BACKEND / "config" / "gunicorn.conf.py")]
    log = (tmp_path / "server.log").open("wb")
    server = subprocess.Popen(
        command, env=env, cwd=BACKEND, stdout=log, stderr=subprocess.STDOUT, start_new_session=True
    )
    try:
        for _ in range(150):
            try:
                urllib.request.urlopen(f"{base}/api/health", timeout=1)
                break
            except OSError:
                time.sleep(0.2)

        # when: a burst of orders, eight at a time, and the server killed (-9, every process) in its middle
        answered = 0
        with concurrent.futures.ThreadPoolExecutor(8) as pool:
            futures = [pool.submit(order, base, index) for index in range(ORDERS)]
            for future in concurrent.futures.as_completed(futures):
                try:
                    answered += future.result() in (200, 201)
                except (OSError, urllib.error.URLError):
                    pass
                if answered == ORDERS // 4:
                    os.killpg(server.pid, signal.SIGKILL)
    finally:
        if server.poll() is None:
            os.killpg(server.pid, signal.SIGKILL)
        server.wait(timeout=30)
        log.close()
    orders = report(env)
    assert ORDERS // 4 <= len(orders) < ORDERS  # the kill cut the burst

    # and: the periodic jobs run once the server is back, and again two hours later
    manage(env, "deliver_outbox")
    manage(env, "shell", "-c", LATER)

    # then: every committed cash order has its 'ist eingegangen' mail, exactly once
    orders = report(env)
    received = mails_received(tmp_path / "mail")
    confirmations = sorted(to for to, subject in received if "ist eingegangen" in subject and to.startswith("kunde"))
    assert confirmations == sorted(o["email"] for o in orders if o["method"] == "cash")
    # and every order its customer
    assert [o["email"] for o in orders if not o["linked"]] == []
    # and every online order a payment the provider knows, or it failed
    assert [
        o["email"] for o in orders if o["method"] == "mollie" and not o["started"] and o["status"] != "failed"
    ] == []
    assert manage(env, "deliver_outbox") == "0 ausstehende Wirkungen zugestellt.\n"
