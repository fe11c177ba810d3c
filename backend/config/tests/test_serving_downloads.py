"""Downloads against the real server: clients that cancel, stall or read slowly never hold a thread, whatever the
answer (a 9 MB upload, a library picture, the CSV and PDF exports), and a client that reads gets all of it."""

import json
import socket
import subprocess
import sys
import time
import urllib.request

import pytest

from .live_server import BACKEND, SEND_TIMEOUT, get_request, health_times, small_window_client


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
