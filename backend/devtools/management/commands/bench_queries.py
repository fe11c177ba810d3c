"""Query counts of hot API requests at two data sizes: a count that grows with the data is a defect.

Part 1: the back office's lists as branches are added. Part 2: a generated tenant (generate_tenant)
at a small and a large size: /api/init cold and warm, the public status poll (200 and 304),
public order creation, every statistics kind over 30 days (the sum of their queries) and a screen's
poll (signage's player, 200 and 304). Everything runs inside transactions that are rolled back, so the
database is left as it was. With --json the counts are also written to a file (tools/bench/http_bench.py prints
them beside the HTTP timings). The device agent's command poll (200 and 304) is measured in the tenant as well.
"""

import base64
import datetime
import io
import json
import logging
import uuid

from django.conf import settings
from django.core.cache import cache
from django.core.management.base import BaseCommand
from django.db import connection, transaction
from django.test import Client, override_settings
from django.test.utils import CaptureQueriesContext
from django.utils import timezone
from PIL import Image as PILImage

from accounts.models import User
from catalogue.models import Product
from consent import selectors as consent
from core.api.casing import camelize
from core.roles import Role
from devices import selectors as device_selectors
from devices.models import Device, DeviceKind, secret_hash
from devices.services import commands as device_commands
from imaging.models import ImageTemplate
from media.services.library import create_image
from ordering.models import Order
from organisation.models import Branch, Department, Division, Table
from signage.models import Layout, Scene, Segment, SegmentScene, SignageDevice, Stream, StreamSlot
from stats import registry
from stats.services import days as calendar
from stats.services.rollups import refresh

from .generate_tenant import BENCH_DEVICE_SECRET, Sizes, generate

ENDPOINTS = ["/api/init", "/api/branches?pageSize=100", "/api/tables?pageSize=100", "/api/public/branches", "/api/logs"]
TENANTS = [Sizes(branches=5, products=200, orders=500), Sizes(branches=50, products=2000, orders=20000)]
# label, target (None: none), key in the JSON file
MEASURES = [
    ("/api/health", "= 0", "health"),
    ("/api/init kalt", None, "init_cold"),
    ("/api/init warm", "≤ 3", "init_warm"),
    ("Status 304", "= 0", "status_304"),
    ("Status 200", None, "status_200"),
    ("Bestellung anlegen", None, "order_create"),
    ("Statistik, alle Arten", None, "statistics"),
    ("Analyse-Log, 50", "≤ 4", "analytics_log"),
    ("Einwilligung lesen", "≤ 1", "consent_read"),
    ("Einwilligung 304", "≤ 1", "consent_304"),
    ("Einwilligung speichern", "≤ 5", "consent_record"),
    ("Geräte-Abfrage 304", "= 0", "device_poll_304"),
    ("Geräte-Abfrage 200", "≤ 5", "device_poll_200"),
    ("Bildschirm 304", "= 0", "player_304"),
    ("Bildschirm 200", "≤ 20", "player_200"),
    ("Bildvorlage Vorschau", "≤ 6", "imaging_preview"),
    ("Bild aus Vorlage erzeugen", "≤ 14", "imaging_generate"),
]
TARGETS = {
    "analytics_log": lambda count: count <= 4,
    "consent_read": lambda count: count <= 1,
    "consent_304": lambda count: count <= 1,
    "consent_record": lambda count: count <= 5,
    "health": lambda count: count == 0,
    "init_warm": lambda count: count <= 3,
    "status_304": lambda count: count == 0,
    "device_poll_304": lambda count: count == 0,
    "device_poll_200": lambda count: count <= 5,
    "player_304": lambda count: count == 0,
    "player_200": lambda count: count <= 20,
    "imaging_preview": lambda count: count <= 6,
    "imaging_generate": lambda count: count <= 14,
}
DEVICE_POLL = "/api/device-agent/commands"
# answers meaning "POST /api/orders is not built (or not public) yet"
NOT_BUILT = {401, 403, 404, 405}


def bench_photo() -> bytes:
    """A 1200×900 photo-like PNG (a gradient) the bench's product shows."""
    picture = PILImage.linear_gradient("L").resize((1200, 900)).convert("RGB")
    out = io.BytesIO()
    picture.save(out, "PNG")
    return out.getvalue()


class Rollback(Exception):
    pass


def order_payload(branch_id: int, product_id: int) -> dict:
    """A takeaway order of one product paid in cash, as the storefront sends it (tools/bench/order.json,
    shared with the HTTP benchmark)."""
    with open(settings.ROOT_DIR / "tools" / "bench" / "order.json", encoding="utf-8") as file:
        payload = json.load(file)
    payload["branch"] = branch_id
    payload["items"][0]["product"] = product_id
    return payload


class Command(BaseCommand):
    help = "Misst die Anzahl der Datenbankabfragen der wichtigsten API-Zugriffe bei wenig und viel Daten."

    def add_arguments(self, parser):
        parser.add_argument("--json", help="Schreibt die Abfragezahlen zusätzlich als JSON in diese Datei.")
        parser.add_argument(
            "--skip-lists", action="store_true", help="Nur den generierten Mandanten messen (ohne Teil 1)."
        )

    def handle(self, *args, **options):
        if not options["skip_lists"]:
            self._lists()
        results = {}
        for sizes in TENANTS:
            results[sizes] = self._rolled_back(lambda sizes=sizes: self._tenant(sizes))
        self._report(results)
        if options["json"]:
            data = {key: [results[sizes].get(key) for sizes in TENANTS] for _, _, key in MEASURES}
            data["sizes"] = [vars(sizes) for sizes in TENANTS]
            data["order_create_note"] = results[TENANTS[-1]].get("order_create_note")
            with open(options["json"], "w", encoding="utf-8") as file:
                json.dump(data, file, ensure_ascii=False, indent=2)

    def _rolled_back(self, work):
        result = None
        try:
            with transaction.atomic():
                result = work()
                raise Rollback
        except Rollback:
            pass
        cache.clear()
        return result

    # ------------------------------------------------------------ part 1: back office lists

    def _lists(self):
        def work():
            admin = User.objects.create_user("bench@example.com", "bench-passwort", roles=[Role.ADMIN])
            client = Client()
            client.force_login(admin)
            for url in ENDPOINTS:  # warm up: session, the config row created on first read
                client.get(url)
            division = Division.objects.create(name="Bench", identifier="bench")
            rows = []
            for size in (5, 50):
                self._grow(division, size)
                rows.append((size, [self._count_list(client, url) for url in ENDPOINTS]))
            return rows

        rows = self._rolled_back(work)
        self.stdout.write("Listen des Backoffice (/api/init jeweils ohne Cache):")
        self.stdout.write(f"{'Filialen':>9}  " + "  ".join(f"{url:>28}" for url in ENDPOINTS))
        for size, counts in rows:
            self.stdout.write(f"{size:>9}  " + "  ".join(f"{count:>28}" for count in counts))
        grows = [url for index, url in enumerate(ENDPOINTS) if rows[0][1][index] != rows[1][1][index]]
        self.stdout.write("Abfragen wachsen mit den Daten: " + (", ".join(grows) if grows else "keine"))
        self.stdout.write("")

    def _grow(self, division, size):
        existing = Branch.objects.filter(division=division).count()
        for number in range(existing, size):
            branch = Branch.objects.create(division=division, identifier=f"bench-{number}", name=f"Bench {number}")
            branch.delivery_areas.create(area=f"Gebiet {number}", price="2.50", tax="20.00")
            Department.objects.create(branch=branch, name="Küche")
            Table.objects.bulk_create(Table(branch=branch, identifier=str(t)) for t in range(5))

    def _count_list(self, client, url):
        cache.clear()
        with CaptureQueriesContext(connection) as queries:
            response = client.get(url)
        assert response.status_code == 200, (url, response.status_code)
        return len(queries)

    # ------------------------------------------------------------ part 2: generated tenant

    def _tenant(self, sizes: Sizes) -> dict:
        generate(sizes, prefix=f"bench{sizes.branches}")
        result = {}
        staff = Client()
        staff.force_login(User.objects.get(email="bench@example.com"))
        cache.clear()
        result["init_cold"] = self._count(staff.get, 200, "/api/init")
        result["init_warm"] = self._count(staff.get, 200, "/api/init")

        public = Client()
        result["health"] = self._count(public.get, 200, "/api/health")
        order = Order.objects.order_by("-created_at", "-id").first()
        url = f"/api/orders/public/{order.uid}/{order.hash}"
        public.get(url)  # warm up (the config row, lazily loaded modules)
        with CaptureQueriesContext(connection) as queries:
            response = public.get(url)
        assert response.status_code == 200, (url, response.status_code)
        result["status_200"] = len(queries)
        result["status_304"] = self._count(public.get, 304, url, HTTP_IF_NONE_MATCH=response["ETag"])

        result["statistics"] = self._count_statistics(staff)
        result.update(self._count_tracking(Client()))
        result.update(self._count_device_poll(sizes))
        result.update(self._count_player())
        result.update(self._count_imaging(staff))

        branch = Branch.objects.order_by("pk").first()
        product = Product.objects.order_by("pk").first()
        body = json.dumps(order_payload(branch.pk, product.pk))
        with override_settings(EMAIL_BACKEND="django.core.mail.backends.locmem.EmailBackend"):
            counts = [self._count_create(public, body) for _ in range(2)]
        # the second order is the typical one (the first of the day also creates the ticket counter)
        status, during, after, text = counts[-1]
        if status in (200, 201):
            result["order_create"] = during + after
            result["order_create_note"] = f"{during} in der Anfrage + {after} nach dem Commit"
        elif status in NOT_BUILT:
            result["order_create_note"] = f"POST /api/orders noch nicht verfügbar (HTTP {status})"
        else:
            result["order_create_note"] = f"POST /api/orders: HTTP {status}: {text[:300]}"
        return result

    def _count_statistics(self, staff) -> int:
        """Every statistics kind over the last 30 days (rollups built first, today live): the sum of queries."""
        refresh()
        today = calendar.today()
        query = f"from={today - datetime.timedelta(days=29)}&to={today}"
        return sum(self._count(staff.get, 200, f"/api/statistics/{kind.name}?{query}") for kind in registry.kinds())

    def _count_tracking(self, public) -> dict:
        """The storefront's writes after consent: a full analytics batch, the consent read and a decision."""
        branch = Branch.objects.order_by("pk").first()
        events = [{"type": "pageview", "path": f"/store/{branch.identifier}", "branch": branch.identifier}] * 50
        batch = json.dumps({"events": events})
        public.post("/api/analytics-log", batch, content_type="application/json")  # the day's salt exists
        with CaptureQueriesContext(connection) as queries:
            response = public.post("/api/analytics-log", batch, content_type="application/json")
        assert response.status_code == 202, response.content
        result = {"analytics_log": len(queries)}
        result["consent_read"] = self._count(public.get, 200, "/api/public/consent")
        etag = public.get("/api/public/consent")["ETag"]
        result["consent_304"] = self._count(public.get, 304, "/api/public/consent", HTTP_IF_NONE_MATCH=etag)
        configuration = consent.current()
        services = {service["key"]: True for service in configuration.configuration["services"]}
        decision = {
            "consentId": str(uuid.uuid4()),
            "version": configuration.version,
            "decision": "all",
            "intents": dict.fromkeys(("required", "functional", "analytics", "marketing"), True),
            "services": services,
        }
        public.post("/api/consents", json.dumps(decision), content_type="application/json")  # the day's salt exists
        decision["consentId"] = str(uuid.uuid4())
        with CaptureQueriesContext(connection) as queries:
            response = public.post("/api/consents", json.dumps(decision), content_type="application/json")
        assert response.status_code == 201, response.content
        result["consent_record"] = len(queries)
        return result

    def _count_player(self) -> dict:
        """A screen's poll (signage): a TV of the first branch showing a menu board of its active menu and a blocks
        scene all day. The 200 is built (the player's cache empty), the 304 answers the same ETag from the cache."""
        branch = Branch.objects.order_by("pk").first()
        screen = Device.objects.create(
            branch=branch,
            name="Bench TV",
            identifier="bench-tv",
            kind=DeviceKind.SCREEN,
            secret_hash=secret_hash("bench-tv"),
        )
        board = Scene.objects.create(path="bench-karte", name="Karte", layout=Layout.MENU_BOARD)
        welcome = Scene.objects.create(path="bench-willkommen", name="Willkommen", content={"body": [{"type": "hr"}]})
        segment = Segment.objects.create(name="Bench")
        SegmentScene.objects.create(segment=segment, scene=board, position=0)
        SegmentScene.objects.create(segment=segment, scene=welcome, position=1)
        stream = Stream.objects.create(name="Bench")
        StreamSlot.objects.create(stream=stream, weekdays=list(range(7)), starts="00:00", ends="24:00", segment=segment)
        SignageDevice.objects.create(device=screen, stream=stream)
        player = Client(HTTP_AUTHORIZATION="Device bench-tv")
        player.get("/api/signage/player")  # warm up: the device's identity is cached, its lastSeenAt written
        for _ in range(2):  # again when a minute boundary (the cached answer's end) fell between the two
            minute = timezone.now().replace(second=0, microsecond=0)
            cache.clear()
            with CaptureQueriesContext(connection) as queries:
                response = player.get("/api/signage/player")
            assert response.status_code == 200, response.content
            result = {"player_200": len(queries)}
            result["player_304"] = self._count(
                player.get, 304, "/api/signage/player", HTTP_IF_NONE_MATCH=response["ETag"]
            )
            if timezone.now().replace(second=0, microsecond=0) == minute:
                break
        return result

    def _count_imaging(self, staff) -> dict:
        """An image template (imaging) of the first product: the editor's preview and one picture generated into the
        library. Neither grows with the tenant: a template reads its fonts once and each picture it shows once."""
        product = Product.objects.order_by("pk").first()
        photo = create_image(
            f"data:image/png;base64,{base64.b64encode(bench_photo()).decode()}",
            "bench.png",
            actor=User.objects.get(email="bench@example.com"),
        )
        Product.objects.filter(pk=product.pk).update(images=[{"id": photo.pk, "version": 1, "extension": "png"}])
        template = ImageTemplate.objects.create(identifier="bench-angebot", name="Bench", width=1080, height=1080, layers=[
            {"id": "foto", "kind": "image", "x": 0, "y": 0, "width": 1080, "height": 760, "image": {"id": photo.pk},
             "placeholder": "image", "fit": "cover", "rotation": 0, "opacity": 100},
            {"id": "name", "kind": "text", "x": 60, "y": 800, "width": 660, "height": 170, "text": "{name} {price}",
             "font": None, "size": 72, "color": "#1a1a1a", "align": "left", "line_height": 120,
             "shrink_to_fit": True, "rotation": 0, "opacity": 100},
        ])  # fmt: skip
        body = json.dumps({"width": 1080, "height": 1080, "layers": camelize(template.layers)})
        staff.post("/api/image-templates/preview", body, content_type="application/json")  # warm up (fonts)
        result = {"imaging_preview": self._count_post(staff, "/api/image-templates/preview", body, 200)}
        body = json.dumps({"product": product.pk})
        result["imaging_generate"] = self._count_post(staff, f"/api/image-templates/{template.pk}/generate", body, 201)
        return result

    def _count_post(self, client, url, body, expected_status) -> int:
        with CaptureQueriesContext(connection) as queries:
            response = client.post(url, body, content_type="application/json")
        assert response.status_code == expected_status, (url, response.status_code, response.content[:300])
        return len(queries)

    def _count_device_poll(self, sizes: Sizes) -> dict:
        """The device agent's command poll (GET /api/device-agent/commands) of the first branch's counter tablet, one
        of two devices per branch with their finished commands (generate_tenant): the 200 hands out the pending
        commands (one per 5 branches, so they grow with the tenant too), the 304 answers the ETag from the poll stamp
        without a database read."""
        tablet = device_selectors.device_for_secret(BENCH_DEVICE_SECRET)
        agent = Client(HTTP_AUTHORIZATION=f"Device {BENCH_DEVICE_SECRET}")
        # warm up: the identity is cached and lastSeenAt written (an identity an earlier run left is forgotten)
        for _ in range(2):
            if agent.get(DEVICE_POLL).status_code == 200:
                break
        pending = max(1, sizes.branches // 5)
        for number in range(pending):
            device_commands.send(tablet, "notification", {"title": "Bench", "text": f"Befehl {number + 1}"})
        with CaptureQueriesContext(connection) as queries:
            response = agent.get(DEVICE_POLL)
        assert response.status_code == 200 and len(response.json()["data"]) == pending, response.content
        result = {"device_poll_200": len(queries)}
        result["device_poll_304"] = self._count(agent.get, 304, DEVICE_POLL, HTTP_IF_NONE_MATCH=response["ETag"])
        return result

    def _count(self, call, expected_status, url, **headers):
        with CaptureQueriesContext(connection) as queries:
            response = call(url, **headers)
        assert response.status_code == expected_status, (url, response.status_code)
        return len(queries)

    def _count_create(self, client, body):
        """(status, queries in the request, queries of the work queued for after the commit, body)."""
        before = len(connection.run_on_commit)
        request_log = logging.getLogger("django.request")
        request_log.disabled = True  # a refusal is reported in the table, not as a warning per request
        try:
            with CaptureQueriesContext(connection) as queries:
                response = client.post("/api/orders", body, content_type="application/json")
        finally:
            request_log.disabled = False
        during = len(queries)
        # the surrounding transaction never commits: run what the commit would have run, and count it
        pending = connection.run_on_commit[before:]
        del connection.run_on_commit[before:]
        with CaptureQueriesContext(connection) as queries:
            for _, func, _ in pending:
                func()
        return response.status_code, during, len(queries), response.content.decode(errors="replace")

    def _report(self, results):
        self.stdout.write("Generierter Mandant (" + " / ".join(self._size_label(sizes) for sizes in TENANTS) + "):")
        grows, misses = [], []
        for label, target, key in MEASURES:
            counts = [results[sizes].get(key) for sizes in TENANTS]
            shown = " / ".join("–" if count is None else str(count) for count in counts)
            line = f"  {label:<20} {shown:>9} Abfragen"
            if target:
                line += f"  (Ziel {target})"
            if key == "order_create":
                line += f"  – {results[TENANTS[-1]].get('order_create_note')}"
            self.stdout.write(line)
            if None not in counts and len(set(counts)) > 1:
                grows.append(label)
            if key in TARGETS and any(count is not None and not TARGETS[key](count) for count in counts):
                misses.append(f"{label} (Ziel {target})")
        self.stdout.write("Abfragen wachsen mit den Daten: " + (", ".join(grows) if grows else "keine"))
        self.stdout.write("Ziele verfehlt: " + (", ".join(misses) if misses else "keine"))

    @staticmethod
    def _size_label(sizes: Sizes) -> str:
        return f"{sizes.branches} Filialen, {sizes.products} Produkte, {sizes.orders} Bestellungen"
