"""The server as `make serve` runs it (config/gunicorn.conf.py), started for real and probed from outside."""

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

import pytest
from gunicorn.asgi import protocol

from config.server import ERRORS, REASONS

from .live_server import BACKEND, GUNICORN, free_port, raw


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


def test_a_worker_keeps_its_loaded_code_out_of_the_garbage_collectors_scans():
    # when: the application is made as a gunicorn worker makes it (a process of its own)
    script = "import gc, config.server; print(gc.get_freeze_count(), gc.get_count()[2])"
    env = {**os.environ, "DJANGO_SETTINGS_MODULE": "config.settings"}
    output = subprocess.run(
        [sys.executable, "-c", script], cwd=BACKEND, env=env, capture_output=True, text=True, check=True
    ).stdout

    # then: the loaded modules, views and settings are frozen (a full collection no longer scans them)
    frozen, old = (int(value) for value in output.split())
    assert frozen > 100_000
    assert old == 0
