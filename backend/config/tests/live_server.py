"""Clients of the real server the serving tests start (conftest.py: `server`, one per test module; test_serving.py:
requests, bodies, German answers; test_serving_downloads.py: slow, stalled and cancelled downloads)."""

import json
import socket
import sys
import time
import urllib.request
from pathlib import Path

BACKEND = Path(__file__).resolve().parents[2]
GUNICORN = Path(sys.executable).parent / "gunicorn"
SEND_TIMEOUT = 3


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def raw(port: int, request: bytes, timeout: float = 5) -> bytes:
    with socket.create_connection(("127.0.0.1", port), timeout=timeout) as connection:
        connection.sendall(request)
        chunks = []
        while chunk := connection.recv(65536):
            chunks.append(chunk)
    return b"".join(chunks)


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
