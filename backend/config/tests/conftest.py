"""The server as `make serve` runs it (config/gunicorn.conf.py), started for real for the serving tests: each test
module that asks for `server` gets its own (2 workers, 4 threads each) on an empty SQLite database."""

import base64
import json
import os
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

from .live_server import BACKEND, GUNICORN, SEND_TIMEOUT, free_port


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
