"""The outside probe's attacks (issue 22), bounded, against a base URL: slow clients, hostile input, floods.

Every answer is recorded (status, whether its text is German); a 5xx or an English text is a finding."""

import base64
import json
import socket
import threading
import time
import urllib.parse
import zlib
from collections import Counter
from concurrent.futures import ThreadPoolExecutor

import httpx

# the demo's online shop (open around the clock) and its Semmel, as tools/api-fuzz/prepare.py orders
ONLINE_SHOP = 4
SEMMEL = 14
# texts a German answer never contains (Django's, DRF's and gunicorn's English defaults)
ENGLISH = (
    "Bad Request",
    "Not Found",
    "Method Not Allowed",
    "Internal Server Error",
    "This field",
    "is required",
    "Invalid ",
    "not allowed",
    "Request Timeout",
    "Too Many Requests",
    "Error</",
    "Forbidden",
)
HOSTILE = {
    "lone surrogate": "\ud800",
    "control character": "Paul\u0007Probe",
    "direction override": "Paul\u202eeborP",
    "zero width": "Pa\u200bul",
}


class Record:
    """Every answer of the probe: statuses, 5xx and English texts with what was asked."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.statuses: Counter = Counter()
        self.findings: list[str] = []
        self.requests = 0

    def answer(self, label: str, status: int, text: str) -> None:
        with self.lock:
            self.requests += 1
            self.statuses[status] += 1
            if status == 501 and label.startswith("FOO "):
                # RFC 9110: an unknown method outside the API answers 501 (German page, test_serving.py)
                self.statuses["501 (unknown method)"] += 1
                self.statuses[status] -= 1
            elif status >= 500:
                self.findings.append(f"{label}: {status} {text[:200]!r}")
            elif status >= 400 and any(marker in text for marker in ENGLISH):
                self.findings.append(f"{label}: {status} nicht deutsch {text[:200]!r}")

    def failed(self, label: str, error: Exception) -> None:
        with self.lock:
            self.requests += 1
            self.statuses["no answer"] += 1
            self.findings.append(f"{label}: keine Antwort ({type(error).__name__}: {error})")

    def send(self, client: httpx.Client, label: str, method: str, path: str, **kwargs) -> httpx.Response | None:
        try:
            response = client.request(method, path, **kwargs)
        except httpx.HTTPError as error:
            self.failed(label, error)
            return None
        self.answer(label, response.status_code, response.text)
        return response


class Health:
    """Asks /api/health four times a second while the attacks run; records the slowest answer."""

    def __init__(self, base: str) -> None:
        self.base, self.times, self.failures, self.phase, self.slow = base, [], 0, "", []
        self.phases: dict[str, float] = {}
        self.stop = threading.Event()
        self.thread = threading.Thread(target=self.run, daemon=True)

    def run(self) -> None:
        with httpx.Client(base_url=self.base, timeout=5) as client:
            while not self.stop.is_set():
                started = time.monotonic()
                try:
                    ok = client.get("/api/health").json() == {"data": {"status": "ok"}}
                except (httpx.HTTPError, ValueError):
                    ok = False
                self.times.append(time.monotonic() - started)
                self.phases[self.phase] = round(max(self.phases.get(self.phase, 0), self.times[-1]), 3)
                if self.times[-1] > 1 or not ok:
                    self.slow.append(f"{self.phase}: {self.times[-1]:.2f} s{'' if ok else ' ohne Antwort'}")
                self.failures += not ok
                self.stop.wait(0.25)

    def __enter__(self):
        self.thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self.stop.set()
        self.thread.join()

    def summary(self) -> dict:
        return {
            "polls": len(self.times),
            "max_seconds": round(max(self.times, default=0), 3),
            "over_1s": sum(t > 1 for t in self.times),
            "failures": self.failures,
            "max_seconds_per_phase": dict(self.phases),
            "slow": list(self.slow),
        }


def order_body(index: int, method: str = "cash", tag: str = "probe", **overrides) -> dict:
    body = {
        "branch": ONLINE_SHOP,
        "items": [{"product": SEMMEL, "amount": "2"}],
        "firstName": "Kunde",
        "lastName": f"Nummer {index}",
        "email": f"{tag}{index}@example.com",
        "phone": f"+43 660 {zlib.crc32(f'{tag}{index}'.encode()) % 9000000 + 1000000}",  # one per customer
        "paymentMethod": method,
        "legalInstructions": True,
        "privacyPolicy": True,
    }
    body.update(overrides)
    return body


# ---------------------------------------------------------------- 1. slow clients


def _connect(port: int, small_window: bool = True) -> socket.socket:
    connection = socket.socket()
    if small_window:
        connection.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    connection.settimeout(10)
    connection.connect(("127.0.0.1", port))
    return connection


def _get(path: str, cookie: str = "", close: bool = False) -> bytes:
    extra = (f"Cookie: {cookie}\r\n" if cookie else "") + ("Connection: close\r\n" if close else "")
    return f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\n{extra}\r\n".encode()


def big_upload(record: Record, base: str) -> str:
    """A 9 MB text upload (anonymous, as the checkout's file fields upload); its /upload/ address."""
    content = base64.b64encode(b"Kornfeld " * (1024 * 1024)).decode()
    body = {"data": "data:text/plain;base64," + content, "filename": "gross.txt"}
    with httpx.Client(base_url=base, timeout=60) as client:
        response = record.send(client, "9-MB-Upload", "POST", "/api/uploads", json=body)
    assert response is not None and response.status_code == 201, response and response.text
    upload = response.json()["data"]
    return f"/upload/{upload['publicHash']}/{upload['id']}-{upload['version']}.{upload['extension']}"


def slow_clients(record: Record, base: str, big_file: str, admin_cookie: str, count: int = 20, hold: float = 15):
    """count slow senders, count non-readers, 4 slow readers, 16 idle connections, 10 cancelled downloads of the
    upload and of the CSV export; all held open for `hold` seconds, then closed. Returns what each group saw."""
    port = urllib.parse.urlsplit(base).port
    stop = threading.Event()
    seen = Counter()

    def slow_sender(index: int) -> None:
        body = json.dumps({"data": "data:text/plain;base64,S29ybmZlbGQ=", "filename": f"langsam{index}.txt"})
        try:
            with _connect(port, small_window=False) as connection:
                head = (
                    f"POST /api/uploads HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                    f"Content-Length: {len(body)}\r\n\r\n"
                )
                connection.sendall(head.encode())
                for position in range(0, len(body), 3):  # three bytes a second
                    if stop.wait(1):
                        return
                    connection.sendall(body[position : position + 3].encode())
                seen["slow body complete"] += 1
        except OSError:
            seen["slow body cut"] += 1

    def slow_reader() -> None:
        try:
            with _connect(port) as connection:
                connection.sendall(_get(big_file))
                while not stop.wait(0.5):
                    if not connection.recv(1024):
                        break
                    seen["slow reader chunks"] += 1
        except OSError:
            seen["slow reader cut"] += 1

    threads = [threading.Thread(target=slow_sender, args=(i,), daemon=True) for i in range(count)]
    threads += [threading.Thread(target=slow_reader, daemon=True) for _ in range(4)]
    for thread in threads:
        thread.start()
    held = []
    for _ in range(count):  # clients that ask for the 9 MB and read nothing
        connection = _connect(port)
        connection.sendall(_get(big_file))
        held.append(connection)
    held += [socket.create_connection(("127.0.0.1", port), timeout=10) for _ in range(16)]  # idle
    for path, cookie in [(big_file, ""), ("/api/orders/export", admin_cookie)]:
        for _ in range(10):  # cancelled downloads: 8 KiB read (or the whole answer when it is shorter), then closed
            with _connect(port) as connection:
                connection.sendall(_get(path, cookie, close=True))
                received = b""
                while len(received) < 8 * 1024 and (chunk := connection.recv(65536)):
                    received += chunk
                status = received.split(b" ", 2)[1].decode() if received.startswith(b"HTTP/") else "?"
                seen[f"cancelled {'export' if cookie else 'upload'} {status}"] += 1
    time.sleep(hold)
    stop.set()
    for connection in held:
        connection.close()
    for thread in threads:
        thread.join(timeout=10)
    record.requests += 2 * count + 4 + 16 + 20
    return dict(seen)


# ---------------------------------------------------------------- 2. hostile input


def hostile_input(record: Record, base: str, facts: dict) -> dict:
    """Each hostile value in each public write; answers that took it are listed (a name must be refused)."""
    taken = []
    with httpx.Client(base_url=base, timeout=30) as client:
        for kind, value in HOSTILE.items():
            escaped = json.dumps(value)  # "\ud800" stays an escape: the server's parser meets the lone surrogate
            headers = {"Content-Type": "application/json"}
            order = json.dumps(order_body(0, tag=f"feind{len(taken)}")).replace('"Kunde"', escaped)
            response = record.send(
                client,
                f"Bestellung mit {kind}",
                "POST",
                "/api/orders",
                content=order,
                headers={**headers, "X-Forwarded-For": "198.51.100.7"},
            )
            if response is not None and response.status_code < 400:
                taken.append(f"Bestellung: Vorname mit {kind} angenommen")
            form = json.dumps({name: "Probe" for name in facts["form_fields"]}).replace('"Probe"', escaped, 1)
            record.send(
                client,
                f"Formular mit {kind}",
                "POST",
                f"/api/custom/form/{facts['form']}",
                content=form,
                headers={**headers, "X-Forwarded-For": "198.51.100.8"},
            )
            event = f'{{"events": [{{"type": "event", "name": {escaped}, "path": "/"}}]}}'
            record.send(client, f"Analytics mit {kind}", "POST", "/api/analytics-log", content=event, headers=headers)
            consent = json.dumps(consent_body(facts, "5b0e8f0a-6d8e-4a8a-9d8e-2b6c8f3e1a77"))
            consent = consent.replace('"5b0e8f0a-6d8e-4a8a-9d8e-2b6c8f3e1a77"', escaped)
            record.send(client, f"Einwilligung mit {kind}", "POST", "/api/consents", content=consent, headers=headers)
        big = b'{"firstName": "' + b"a" * (15 * 1024 * 1024) + b'"}'
        for path in ["/api/orders", "/api/uploads", "/api/analytics-log"]:
            record.send(
                client, f"15 MB an {path}", "POST", path, content=big, headers={"Content-Type": "application/json"}
            )
        for path in ["/", "/api/health", "/api/orders", "/backend", "/api/init", "/store/online-shop"]:
            record.send(client, f"FOO {path}", "FOO", path)
        for path, content in [
            ("/api/orders", b"{kaputt"),
            ("/api/orders", b"[1, 2]"),
            ("/api/consents", b"\xff\xfe"),
            ("/api/analytics-log", b'{"events": "x"}'),
        ]:
            record.send(
                client,
                f"kaputtes JSON an {path}",
                "POST",
                path,
                content=content,
                headers={"Content-Type": "application/json", "X-Forwarded-For": "198.51.100.9"},
            )
    return {"taken": taken}


def consent_body(facts: dict, consent_id: str) -> dict:
    return {
        "consentId": consent_id,
        "version": facts["consent_version"],
        "decision": "custom",
        "intents": {"required": True, "functional": False, "analytics": True, "marketing": False},
        "services": {"bestellwerk": True, "statistik": True, "google-tag": False, "meta-pixel": False},
    }


# ---------------------------------------------------------------- 3. floods


def floods(record: Record, base: str, facts: dict) -> dict:
    """Anonymous writes from one address until the limits answer; 429s counted, the first one's text kept."""
    result = {}

    def flood(name: str, total: int, request) -> None:
        statuses, first = Counter(), None
        with httpx.Client(base_url=base, timeout=30) as client, ThreadPoolExecutor(6) as pool:
            for response in pool.map(lambda i: request(client, i), range(total)):
                if response is None:
                    statuses["no answer"] += 1
                    continue
                statuses[response.status_code] += 1
                if response.status_code == 429 and first is None:
                    first = response.json()["errors"][0]["message"]
        result[name] = {"statuses": dict(statuses), "first_429": first}

    address = {"X-Forwarded-For": "198.51.100.20"}
    flood(
        "orders (one address)",
        75,
        lambda c, i: record.send(
            c, "Bestellflut", "POST", "/api/orders", json=order_body(i, tag="flut"), headers=address
        ),
    )
    flood(
        "orders (one contact, + and dots)",
        8,
        lambda c, i: record.send(
            c,
            "Bestellflut Kontakt",
            "POST",
            "/api/orders",
            json=order_body(i, email=f"p.aul.pr.obe+{i}@gmail.com" if i % 2 else f"paulprobe+{i}@gmail.com"),
            headers={"X-Forwarded-For": f"198.51.100.{100 + i}"},
        ),
    )
    event = {"events": [{"type": "event", "name": "klick", "path": "/"}] * 20}
    flood(
        "analytics batches of 20",
        320,
        lambda c, i: record.send(
            c, "Analyticsflut", "POST", "/api/analytics-log", json=event, headers={"X-Forwarded-For": "198.51.100.21"}
        ),
    )
    flood(
        "consent records",
        45,
        lambda c, i: record.send(
            c,
            "Einwilligungsflut",
            "POST",
            "/api/consents",
            json=consent_body(facts, f"5b0e8f0a-6d8e-4a8a-9d8e-{i:012d}"),
            headers={"X-Forwarded-For": "198.51.100.22"},
        ),
    )
    flood(
        "contact form",
        15,
        lambda c, i: record.send(
            c,
            "Formularflut",
            "POST",
            f"/api/custom/form/{facts['form']}",
            json={name: "Probe" for name in facts["form_fields"]},
            headers={"X-Forwarded-For": "198.51.100.23"},
        ),
    )
    return result
