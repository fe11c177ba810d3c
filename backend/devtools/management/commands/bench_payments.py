"""Webhook handling of online payments: time and database queries per webhook (make bench).

Runs against a real server with the payment sandbox (tools/bench/with-server.sh on the demo database):
orders are placed and paid there over HTTP, the sandbox's own webhook switched off; then each provider's
webhook is handled here, in process, so its queries can be counted: the paid transition (the provider is
asked over HTTP, the payment and the order are locked and changed, both audited) inside a transaction
that is rolled back, so the same payment is measured again, and the replay that changes nothing. The
'new order' notification the paid transition queues runs after the commit (in production in Celery)
and is counted apart. Target: at most 10 queries, the same for every payment; a missed target ends the command with
exit status 1 (make bench names it).
"""

import json
import statistics
import time

import httpx
from django.core.management.base import BaseCommand, CommandError
from django.db import connection, transaction
from django.test import Client, override_settings
from django.test.utils import CaptureQueriesContext

from catalogue.models import MenuProduct
from devtools.management.commands.bench_queries import Rollback, order_payload
from ordering.models import Order
from organisation.models import Branch
from paysandbox.models import SandboxPayment
from paysandbox.webhooks import request_for

BRANCH = "online-shop"
ROUNDS = 10
TARGET = 10


def _statements(queries) -> list[str]:
    """The statements a webhook runs; the savepoints are the bench's own (its rolled-back transaction
    turns the webhook's transaction into a savepoint; outside it BEGIN/COMMIT are not counted either)."""
    return [q["sql"] for q in queries.captured_queries if not q["sql"].startswith(("SAVEPOINT", "RELEASE SAVEPOINT"))]


def _count(queries) -> int:
    return len(_statements(queries))


class Command(BaseCommand):
    help = "Misst Dauer und Datenbankabfragen der Zahlungs-Webhooks (Mollie, Datatrans) gegen die Sandbox."

    def add_arguments(self, parser):
        parser.add_argument("--url", required=True, help="Adresse des laufenden Servers mit der Zahlungs-Sandbox")

    def handle(self, *args, **options):
        base = options["url"].rstrip("/")
        self.verbosity = options["verbosity"]
        branch = Branch.objects.filter(identifier=BRANCH).first()
        if branch is None:
            raise CommandError("Die Demo-Filiale online-shop fehlt (make demo).")
        misses = []
        with override_settings(PUBLIC_BASE_URL=base, EMAIL_BACKEND="django.core.mail.backends.locmem.EmailBackend"):
            self.stdout.write(f"Zahlungs-Webhooks (je {ROUNDS} Zahlungen, Anbieter über HTTP gefragt):")
            for method in ("mollie", "datatrans"):
                paid, after, replay, times = self._measure(base, branch, method)
                line = (
                    f"  {method:<10} bezahlt {'/'.join(map(str, sorted(set(paid))))} Abfragen"
                    f" (+ {'/'.join(map(str, sorted(set(after))))} nach dem Commit),"
                    f" Wiederholung {'/'.join(map(str, sorted(set(replay))))},"
                    f" p50 {statistics.median(times):.1f} ms, max {max(times):.1f} ms  (Ziel ≤ {TARGET}, gleichbleibend)"
                )
                self.stdout.write(line)
                if len(set(paid)) > 1 or max(paid) > TARGET or max(replay) > TARGET:
                    misses.append(method)
        if misses:  # exit status 1, as bench_statistics
            raise CommandError("Ziele verfehlt: " + ", ".join(misses))
        self.stdout.write("Ziele verfehlt: keine")

    def _measure(self, base: str, branch: Branch, method: str):
        client = Client()
        paid, after, replay, times = [], [], [], []
        for round_number in range(ROUNDS):
            order = self._paid_order(base, branch, method, round_number)
            sandboxed = SandboxPayment.objects.get(public_id=order.payment.provider_id)
            body, headers = request_for(sandboxed)
            meta = {f"HTTP_{k.upper().replace('-', '_')}": v for k, v in headers.items() if k != "Content-Type"}
            url = f"/api/payments/{method}/webhook"
            try:
                with transaction.atomic():
                    with CaptureQueriesContext(connection) as queries:
                        start = time.perf_counter()
                        response = client.post(url, body, content_type=headers["Content-Type"], **meta)
                        times.append((time.perf_counter() - start) * 1000)
                    assert response.status_code == 200, response.content
                    paid.append(_count(queries))
                    if self.verbosity > 1 and round_number == 0:
                        for query in _statements(queries):
                            self.stdout.write(f"    {query[:160]}")
                    pending = list(connection.run_on_commit)
                    connection.run_on_commit.clear()
                    with CaptureQueriesContext(connection) as queries:
                        for _, func, _ in pending:
                            func()
                    after.append(_count(queries))
                    with CaptureQueriesContext(connection) as queries:
                        client.post(url, body, content_type=headers["Content-Type"], **meta)
                    replay.append(_count(queries))
                    raise Rollback
            except Rollback:
                pass
        return paid, after, replay, times

    def _paid_order(self, base: str, branch: Branch, method: str, number: int) -> Order:
        products = MenuProduct.objects.filter(menu_category__menu__branches=branch).values_list("product_id", flat=True)
        for product_id in products.order_by("pk")[:20]:
            payload = order_payload(branch.pk, product_id)
            payload.update(paymentMethod=method, email=f"bench-{method}-{number}@example.com")
            payload["phone"] = f"+43 660 {'1' if method == 'mollie' else '2'}{number:06d}"
            response = httpx.post(f"{base}/api/orders", json=payload, timeout=30)
            if response.status_code != 201:
                continue
            data = response.json()["data"]
            order = Order.objects.select_related("payment").get(uid=data["uid"])
            SandboxPayment.objects.filter(public_id=order.payment.provider_id).update(webhook_url="")
            page = httpx.post(data["paymentRedirectUrl"], data={"action": "pay"}, timeout=30)
            if page.status_code != 303:
                raise CommandError(f"Sandbox-Zahlungsseite: HTTP {page.status_code}")
            return order
        raise CommandError(f"Keine Bestellung mit {method} möglich: {json.dumps(response.json())[:300]}")
