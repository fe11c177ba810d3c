"""The server as `make serve` runs it (config/gunicorn.conf.py), started for real and probed from outside."""

import base64
import inspect
import json
import os
import re
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from http import HTTPStatus
from pathlib import Path

import pytest
from gunicorn.asgi import protocol

from config.server import ERRORS, REASONS

BACKEND = Path(__file__).resolve().parents[2]
GUNICORN = Path(sys.executable).parent / "gunicorn"
SEND_TIMEOUT = 3


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@pytest.fixture(scope="module")
def server_env(tmp_path_factory) -> dict[str, str]:
    """The environment of the server (and of manage.py commands on its database)."""
    folder = tmp_path_factory.mktemp("server")
    port = free_port()
    return {
        **os.environ,
        "DATABASE_URL": f"sqlite:///{folder / 'db.sqlite3'}",
        "REDIS_URL": "",
        "PORT": str(port),
        "WEB_WORKERS": "2",
        "WEB_THREADS": "4",
        "LOG_LEVEL": "WARNING",
        "MEDIA_ROOT": str(folder / "media"),
        "MAX_UPLOAD_BYTES": str(12 * 1024 * 1024),
        # a client that takes no bytes of its answer for this long is cut off (30 s in production)
        "WEB_SEND_TIMEOUT": str(SEND_TIMEOUT),
    }


@pytest.fixture(scope="module")
def server(server_env):
    """gunicorn with the project's settings (2 workers, 4 threads each) on an empty SQLite database."""
    env = server_env
    folder, port = Path(env["MEDIA_ROOT"]).parent, int(env["PORT"])
    subprocess.run([sys.executable, "manage.py", "migrate", "-v0"], env=env, cwd=BACKEND, check=True)
    log = (folder / "server.log").open("wb")
    command = [str(GUNICORN), "--chdir", str(BACKEND), "-c", str(BACKEND / "config" / "gunicorn.conf.py")]
    process = subprocess.Popen(command, env=env, cwd=BACKEND, stdout=log, stderr=subprocess.STDOUT)
    base = f"http://127.0.0.1:{port}"
    try:
        for _ in range(150):
            try:
                urllib.request.urlopen(f"{base}/api/health", timeout=1)
                break
            except OSError:
                assert process.poll() is None, (folder / "server.log").read_text()
                time.sleep(0.2)
        yield base, port
    finally:
        process.terminate()
        process.wait(timeout=30)
        log.close()


def raw(port: int, request: bytes, timeout: float = 5) -> bytes:
    with socket.create_connection(("127.0.0.1", port), timeout=timeout) as connection:
        connection.sendall(request)
        chunks = []
        while chunk := connection.recv(65536):
            chunks.append(chunk)
    return b"".join(chunks)


def test_slow_bodies_do_not_hold_the_server(server):
    # given: 20 clients trickling upload bodies, more than all threads of both workers (2 x 4)
    base, port = server
    slow = []
    for _ in range(20):
        connection = socket.create_connection(("127.0.0.1", port), timeout=5)
        connection.sendall(
            b"POST /api/uploads HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
            b"Content-Length: 100000\r\n\r\n" + b'{"data": "data:text/plain;base64,'
        )
        slow.append(connection)
    time.sleep(0.5)
    for connection in slow:
        connection.sendall(b"QUFB")

    try:
        # when: ten health checks while the slow bodies are still arriving
        timings = []
        for _ in range(10):
            started = time.monotonic()
            with urllib.request.urlopen(f"{base}/api/health", timeout=5) as response:
                assert json.load(response) == {"data": {"status": "ok"}}
            timings.append(time.monotonic() - started)
    finally:
        for connection in slow:
            connection.close()

    # then: each answered at once (the thread workers made it wait until a slow body was complete)
    assert max(timings) < 1


def test_a_complete_body_reaches_django(server):
    # when: the same upload, sent at once
    base, _ = server
    body = json.dumps({"data": "data:text/plain;base64,SGFsbG8=", "filename": "gruss.txt"}).encode()
    request = urllib.request.Request(f"{base}/api/uploads", body, {"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=10) as response:
        status, data = response.status, json.load(response)

    # then
    assert status == 201
    assert data["data"]["extension"] == "txt"


def test_a_kept_alive_connection_is_still_open_after_a_pause(server):
    # given: a request on a kept-alive connection, answered
    _, port = server
    with socket.create_connection(("127.0.0.1", port), timeout=5) as connection:
        reader = connection.makefile("rb")

        def health() -> bytes:
            connection.sendall(b"GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            status = reader.readline()
            length = 0
            while (line := reader.readline()) not in (b"\r\n", b""):
                if line.lower().startswith(b"content-length:"):
                    length = int(line.split(b":")[1])
            reader.read(length)
            return status

        first = health()

        # when: the client sends its next request after a pause longer than gunicorn's default keep-alive (2 s)
        time.sleep(3)
        second = health()

    # then: the same connection answers (the server had not closed it under the client's request)
    assert (first, second) == (b"HTTP/1.1 200 OK\r\n", b"HTTP/1.1 200 OK\r\n")


def test_a_stopping_server_does_not_wait_for_kept_alive_connections(server_env):
    # given: a second server of the same settings with a kept-alive connection waiting for its next request
    env = {**server_env, "PORT": str(free_port()), "WEB_WORKERS": "1"}
    command = [str(GUNICORN), "--chdir", str(BACKEND), "-c", str(BACKEND / "config" / "gunicorn.conf.py")]
    process = subprocess.Popen(command, env=env, cwd=BACKEND, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        for _ in range(150):
            try:
                connection = socket.create_connection(("127.0.0.1", int(env["PORT"])), timeout=5)
                break
            except OSError:
                time.sleep(0.2)
        connection.sendall(b"GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        assert connection.recv(65536).startswith(b"HTTP/1.1 200 OK")

        # when: it is told to stop
        stopping = time.monotonic()
        process.terminate()
        process.wait(timeout=30)
        took = time.monotonic() - stopping

        # then: it closed the idle connection and stopped at once, not after gunicorn's graceful 30 s
        assert connection.recv(65536) == b""
        assert took < 5
    finally:
        process.kill()
        connection.close()


def test_an_oversized_body_is_refused_in_german_before_it_is_read(server):
    # when: 20 MB announced (above MAX_BODY_BYTES), nothing sent
    _, port = server
    answer = raw(port, b"POST /api/uploads HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 20000000\r\n\r\n")

    # then
    head, _, body = answer.partition(b"\r\n\r\n")
    assert head.startswith(b"HTTP/1.1 400 ")
    assert json.loads(body) == {"errors": [{"message": "Die Anfrage ist zu groß.", "code": "request_too_large"}]}


@pytest.mark.parametrize(
    ("request_bytes", "status_line", "text"),
    [
        (
            b"GET /api/health?" + b"a" * 9000 + b" HTTP/1.1\r\nHost: x\r\n\r\n",
            "414 URI Too Long",
            "Die Adresse der Anfrage ist zu lang.",
        ),
        (
            b"GET /api/health HTTP/1.1\r\nHost: x\r\nKaputt Kopf: 1\r\n\r\n",
            "400 Bad Request",
            "Die Anfrage ist ungültig.",
        ),
        (b"KAPUTT\r\n\r\n", "400 Bad Request", "Die Anfrage ist ungültig."),
        (
            b"GET /api/health HTTP/1.1\r\nHost: x\r\nX-Gross: " + b"a" * 9000 + b"\r\n\r\n",
            "431 Request Header Fields Too Large",
            "Die Kopfzeilen der Anfrage sind zu groß.",
        ),
        (
            b"POST /api/health HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: x-kaputt, chunked\r\n\r\n0\r\n\r\n",
            "501 Not Implemented",
            "Diese Anfrage wird nicht unterstützt.",
        ),
    ],
)
def test_requests_the_server_refuses_itself_are_answered_in_german(server, request_bytes, status_line, text):
    # when
    _, port = server
    answer = raw(port, request_bytes)

    # then
    head, _, body = answer.partition(b"\r\n\r\n")
    assert head.split(b"\r\n")[0].decode() == f"HTTP/1.1 {status_line}"
    assert b"Content-Type: text/plain; charset=utf-8" in head
    assert body.decode() == text


def test_every_status_gunicorn_answers_itself_has_a_german_text_and_a_reason_phrase():
    # given: the statuses gunicorn's HTTP protocol sends without asking Django
    sent = {int(status) for status in re.findall(r"_send_error_response\(\s*(\d{3})", inspect.getsource(protocol))}

    # then
    assert sent >= {400, 414, 431, 501}
    assert sent <= set(ERRORS) == set(REASONS)
    assert REASONS[431] == "Request Header Fields Too Large"
    assert REASONS[426] == "Upgrade Required"
    assert all(REASONS[status] == HTTPStatus(status).phrase for status in set(REASONS) - {414})


@pytest.mark.parametrize(
    ("path", "status_line", "allow"),
    [
        ("/", "501 Not Implemented", None),
        ("/backend", "501 Not Implemented", None),
        ("/backend/login", "501 Not Implemented", None),
        ("/store/x", "501 Not Implemented", None),
        ("/api/health", "405 Method Not Allowed", "GET, HEAD, OPTIONS"),
        ("/api/orders", "405 Method Not Allowed", "GET, HEAD, OPTIONS, POST"),
    ],
)
def test_an_unknown_method_is_answered_in_german(server, path, status_line, allow):
    # when
    _, port = server
    answer = raw(port, f"FOO {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".encode())

    # then: neither the back office login (the CSRF check) nor a 401 of the API
    head, _, body = answer.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    headers = {name.lower(): value for name, _, value in (line.partition(": ") for line in lines[1:])}
    assert lines[0] == f"HTTP/1.1 {status_line}"
    assert headers.get("allow") == allow
    assert "set-cookie" not in headers
    if headers.get("transfer-encoding") == "chunked":
        body = b"".join(body.split(b"\r\n")[1::2])
    if path.startswith("/api/"):
        assert headers["content-type"] == "application/json"
        assert json.loads(body) == {
            "errors": [{"message": 'Methode "FOO" nicht erlaubt.', "code": "method_not_allowed"}]
        }
    else:
        assert headers["content-type"] == "text/html; charset=utf-8"
        assert "<h1>Nicht unterstützt</h1><p>Die Methode „FOO“ wird nicht unterstützt.</p>" in body.decode()


@pytest.mark.parametrize(
    ("configured", "sandbox", "threads"),
    [
        (None, True, 4),
        ("1", True, 4),
        ("2", True, 4),
        ("8", True, 8),
        ("1", False, 1),
        ("2", False, 2),
        (None, False, 4),
    ],
)
def test_the_payment_sandbox_gets_threads_to_answer_its_own_server(configured, sandbox, threads):
    # the sandbox answers the shop's provider calls from the same pool: one thread waited for itself
    from config.server import django_threads

    assert django_threads(configured, sandbox=sandbox) == threads


@pytest.fixture(scope="module")
def big_file(server):
    """A 9 MB text upload, served from disk at its /upload/ address."""
    base, _ = server
    content = base64.b64encode(b"Kornfeld " * (1024 * 1024))  # 9 MB of text
    body = json.dumps({"data": "data:text/plain;base64," + content.decode(), "filename": "gross.txt"}).encode()
    request = urllib.request.Request(f"{base}/api/uploads", body, {"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=30) as response:
        upload = json.load(response)["data"]
    return f"/upload/{upload['publicHash']}/{upload['id']}-{upload['version']}.{upload['extension']}"


def small_window_client(port: int) -> socket.socket:
    """A client whose receive buffer is small, so the 9 MB cannot hide in the kernel's buffers."""
    connection = socket.socket()
    connection.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    connection.settimeout(10)
    connection.connect(("127.0.0.1", port))
    return connection


def get_request(path: str) -> bytes:
    return f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".encode()


def health_times(base: str, count: int = 6) -> list[float]:
    timings = []
    for _ in range(count):
        started = time.monotonic()
        with urllib.request.urlopen(f"{base}/api/health", timeout=5) as response:
            assert json.load(response) == {"data": {"status": "ok"}}
        timings.append(time.monotonic() - started)
    return timings


def test_cancelled_downloads_do_not_hold_the_server(server, big_file):
    # given: ten clients that read 64 KiB of the 9 MB file and go away, more than all threads of both workers
    base, port = server
    for _ in range(10):
        with small_window_client(port) as connection:
            connection.sendall(get_request(big_file))
            received = 0
            while received < 64 * 1024:
                received += len(connection.recv(65536))

    # then: the server answers at once (each cancelled download held a thread for good before)
    assert max(health_times(base)) < 1


def test_clients_that_read_nothing_or_slowly_do_not_hold_the_server(server, big_file):
    # given: 16 clients that ask for the file and read none of it, one that reads slowly, 16 idle connections
    base, port = server
    stalled = [small_window_client(port) for _ in range(16)]
    idle = [socket.create_connection(("127.0.0.1", port), timeout=10) for _ in range(16)]
    slow = small_window_client(port)
    try:
        for connection in stalled:
            connection.sendall(get_request(big_file))
        slow.sendall(get_request(big_file))
        slow.recv(1024)
        time.sleep(0.5)

        # then: the server answers at once
        assert max(health_times(base)) < 1

        # and: the slow reader still gets its file, a piece at a time
        time.sleep(SEND_TIMEOUT - 1)
        assert len(slow.recv(65536)) > 0

        # and: a client that took nothing is cut off once the send timeout has passed: it reads what was
        # already on its way and then the end of the connection, a truncated answer (it waited for good before)
        time.sleep(SEND_TIMEOUT * 2 + 1)
        received = 0
        while chunk := stalled[0].recv(1024 * 1024):
            received += len(chunk)
        assert 0 < received < 9 * 1024 * 1024
    finally:
        for connection in [*stalled, *idle, slow]:
            connection.close()


def test_a_whole_file_arrives_for_a_client_that_reads_it(server, big_file):
    base, _ = server
    with urllib.request.urlopen(f"{base}{big_file}", timeout=30) as response:
        assert response.headers["Content-Length"] == str(9 * 1024 * 1024)
        assert response.read() == b"Kornfeld " * (1024 * 1024)


# run by manage.py shell on the server's database: an administrator's session and a branch with 5,200 orders whose
# CSV lines are long (4.6 MB: more than the server socket's send buffer, which Linux grows to 4 MB here; an answer
# that fits into it never held a thread, the kernel took all of it) and 40 tables (a label sheet of about 60 KB,
# cheap to draw ten times; no label sheet comes near 4 MB)
SEED_EXPORTS = """
import json
from django.test import Client
from django.utils import timezone
from accounts.models import User
from ordering.models import Order
from organisation.models import Branch, Division, Table

division = Division.objects.create(name="Organisation", identifier="export-org")
branch = Branch.objects.create(division=division, identifier="export", name="Filiale " + "F" * 110, city="Wien")
Order.objects.bulk_create(
    Order(
        branch=branch, ticket_number=number + 1, business_date=timezone.localdate(), is_company=True,
        company_name="Kornfeld " + "K" * 190, first_name="Anna" + "a" * 110, last_name="Gruber" + "g" * 110,
        phone="+43 660 " + "1" * 40, email=f"{'anna' * 50}.{number}@example.com", total_gross=12, is_paid=True,
    )
    for number in range(5200)
)
Table.objects.bulk_create(Table(branch=branch, identifier=f"T{number + 1}") for number in range(40))
client = Client()
client.force_login(User.objects.create_superuser("export@example.com", None, first_name="Eva", last_name="Export"))
print(json.dumps({"session": client.cookies["sessionid"].value, "branch": branch.pk}))
"""


@pytest.fixture(scope="module")
def exports(server, server_env):
    """The order history as CSV and the branch's table labels as PDF, for an administrator's session."""
    seeded = subprocess.run(
        [sys.executable, "manage.py", "shell", "-v0", "-c", SEED_EXPORTS],
        env=server_env,
        cwd=BACKEND,
        check=True,
        capture_output=True,
        text=True,
    )
    data = json.loads(seeded.stdout.strip().splitlines()[-1])
    return {
        "csv": "/api/orders/export",
        "pdf": f"/api/tables/labels.pdf?branch={data['branch']}",
    }, f"sessionid={data['session']}"


def staff_request(path: str, cookie: str) -> bytes:
    return f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: {cookie}\r\n\r\n".encode()


@pytest.mark.parametrize(("kind", "content_type"), [("csv", "text/csv; charset=utf-8"), ("pdf", "application/pdf")])
def test_cancelled_exports_do_not_hold_the_server(server, exports, kind, content_type):
    # given: ten clients at once, more than all threads of both workers, that start downloading the export and
    # stop after 8 KiB (the download was cancelled; the connection is still open)
    base, port = server
    paths, cookie = exports
    clients = [small_window_client(port) for _ in range(10)]
    try:
        heads = []
        for connection in clients:
            connection.sendall(staff_request(paths[kind], cookie))
        for connection in clients:
            received = b""
            while len(received) < 8 * 1024 and (chunk := connection.recv(65536)):
                received += chunk
            heads.append(received.partition(b"\r\n\r\n")[0].decode("latin-1").lower().split("\r\n"))

        # then: each got the file (not a login page or an error) ...
        assert [head[0] for head in heads] == ["http/1.1 200 ok"] * 10
        assert all(f"content-type: {content_type}" in head for head in heads)

        # and: the server answers at once (before the spooled answers each stopped CSV download held a thread
        # until a restart; the label sheet fits into the socket buffer and never did)
        assert max(health_times(base)) < 1
    finally:
        for connection in clients:
            connection.close()

    # and: also once the clients have gone away
    assert max(health_times(base)) < 1


def test_the_whole_exports_arrive_for_a_client_that_reads_them(server, exports):
    base, _ = server
    paths, cookie = exports
    with urllib.request.urlopen(
        urllib.request.Request(f"{base}{paths['csv']}", headers={"Cookie": cookie}), timeout=30
    ) as answer:
        lines = answer.read().decode("utf-8-sig").splitlines()
    with urllib.request.urlopen(
        urllib.request.Request(f"{base}{paths['pdf']}", headers={"Cookie": cookie}), timeout=30
    ) as answer:
        pdf = answer.read()

    # then: 5,200 orders, more than 4.3 MiB; a label sheet of more than 50 KB
    assert len(lines) == 5201
    assert lines[0].startswith("Bestellnummer;Ticket;Datum;Filiale;")
    assert len("\n".join(lines).encode()) > 4.3 * 1024 * 1024
    assert pdf.startswith(b"%PDF-") and pdf.rstrip().endswith(b"%%EOF")
    assert len(pdf) > 50 * 1024


# run by manage.py shell after SEED_EXPORTS: the administrator adds a 1600 x 1400 picture of noise to the image
# library through the API (checked and re-encoded as every upload: a PNG of about 6.7 MB, more than the socket's
# send buffer) and prints its address
SEED_IMAGE = """
import base64, io, json, random
from PIL import Image
from django.test import Client
from accounts.models import User

noise = Image.frombytes("RGB", (1600, 1400), random.Random(7).randbytes(1600 * 1400 * 3))
out = io.BytesIO()
noise.save(out, "PNG")
client = Client()
client.force_login(User.objects.get(email="export@example.com"))
answer = client.post(
    "/api/images",
    {"data": "data:image/png;base64," + base64.b64encode(out.getvalue()).decode(), "alt": "Rauschen"},
    content_type="application/json",
)
print(json.dumps({"url": answer.json()["data"]["url"]}))
"""


@pytest.fixture(scope="module")
def big_image(server, server_env, exports):
    """A library picture larger than the socket's buffers, at its /image/ address."""
    seeded = subprocess.run(
        [sys.executable, "manage.py", "shell", "-v0", "-c", SEED_IMAGE],
        env=server_env,
        cwd=BACKEND,
        check=True,
        capture_output=True,
        text=True,
    )
    return json.loads(seeded.stdout.strip().splitlines()[-1])["url"]


def test_cancelled_image_downloads_do_not_hold_the_server(server, big_image):
    # given: ten clients that read 64 KiB of the picture and go away, more than all threads of both workers
    base, port = server
    heads = []
    for _ in range(10):
        with small_window_client(port) as connection:
            connection.sendall(get_request(big_image))
            received = b""
            while len(received) < 64 * 1024:
                received += connection.recv(65536)
            heads.append(received.partition(b"\r\n\r\n")[0].decode("latin-1").lower().split("\r\n"))

    # then: each got the picture, and the server answers at once
    assert [head[0] for head in heads] == ["http/1.1 200 ok"] * 10
    assert all("content-type: image/png" in head for head in heads)
    assert max(health_times(base)) < 1

    # and: a client that reads it gets all of it
    with urllib.request.urlopen(f"{base}{big_image}", timeout=30) as response:
        assert int(response.headers["Content-Length"]) > 4 * 1024 * 1024
        assert len(response.read()) == int(response.headers["Content-Length"])
