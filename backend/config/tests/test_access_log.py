"""Gunicorn's access log, when an operator turns it on, redacts the secrets Django's request log redacts."""

import datetime
import os
import runpy
import subprocess
import sys
import time
import urllib.error
import urllib.request

import pytest
from gunicorn.config import Config

from config.access_log import RedactingLogger
from config.tests.test_serving import BACKEND, GUNICORN, free_port


class Response:
    status = "302 Found"
    sent = 0
    headers = [("Location", "https://shop.example.com/status/abc/geheimer-hash"), ("Set-Cookie", "sessionid=geheim")]


class Request:
    headers = [
        ("REFERER", "https://shop.example.com/terminal/wien-mariahilf/geheimer-schluessel?x=1"),
        ("X-ACCESS-TOKEN", "2222"),
        ("COOKIE", "sessionid=geheim; csrftoken=geheim"),
        ("USER-AGENT", "Stempeluhr"),
    ]


def test_the_access_log_redacts_paths_referrers_redirects_pins_and_cookies(tmp_path):
    # given: an access log naming every atom that can carry a secret
    log = tmp_path / "access.log"
    config = Config()
    config.set("accesslog", str(log))
    config.set(
        "access_log_format",
        '"%(r)s" %(U)s %(q)s %(s)s "%(f)s" %({location}o)s %({set-cookie}o)s %({x-access-token}i)s %({cookie}i)s '
        "%({http_x_access_token}e)s %({http_cookie}e)s %({raw_uri}e)s %(a)s",
    )
    logger = RedactingLogger(config)
    environ = {
        "REQUEST_METHOD": "GET",
        "RAW_URI": "/api/payments/return/geheimes-token?from=mollie",
        "PATH_INFO": "/api/payments/return/geheimes-token",
        "QUERY_STRING": "from=mollie",
        "SERVER_PROTOCOL": "HTTP/1.1",
        "REMOTE_ADDR": "203.0.113.7",
        "HTTP_X_ACCESS_TOKEN": "2222",
        "HTTP_COOKIE": "sessionid=geheim",
        "HTTP_REFERER": "https://shop.example.com/terminal/wien-mariahilf/geheimer-schluessel?x=1",
        "HTTP_USER_AGENT": "Stempeluhr",
    }

    # when
    logger.access(Response(), Request(), environ, datetime.timedelta(milliseconds=12))
    for handler in logger.access_log.handlers:
        handler.flush()

    # then
    line = log.read_text().strip()
    assert line == (
        '"GET /api/payments/return/***?from=mollie HTTP/1.1" /api/payments/return/*** from=mollie 302 '
        '"https://shop.example.com/terminal/wien-mariahilf/***?x=1" https://shop.example.com/status/abc/*** '
        "*** *** *** *** *** /api/payments/return/***?from=mollie Stempeluhr"
    )


@pytest.fixture
def server_with_access_log(tmp_path):
    """`make serve`'s gunicorn with the access log an operator turns on (GUNICORN_CMD_ARGS)."""
    port = free_port()
    log = tmp_path / "access.log"
    env = {
        **os.environ,
        "DATABASE_URL": f"sqlite:///{tmp_path / 'db.sqlite3'}",
        "REDIS_URL": "",
        "PORT": str(port),
        "WEB_WORKERS": "1",
        "WEB_THREADS": "2",
        "LOG_LEVEL": "WARNING",
        "MEDIA_ROOT": str(tmp_path / "media"),
        "GUNICORN_CMD_ARGS": f"--access-logfile {log}",
    }
    subprocess.run([sys.executable, "manage.py", "migrate", "-v0"], env=env, cwd=BACKEND, check=True)
    output = (tmp_path / "server.log").open("wb")
    command = [str(GUNICORN), "--chdir", str(BACKEND), "-c", str(BACKEND / "config" / "gunicorn.conf.py")]
    process = subprocess.Popen(command, env=env, cwd=BACKEND, stdout=output, stderr=subprocess.STDOUT)
    base = f"http://127.0.0.1:{port}"
    try:
        for _ in range(150):
            try:
                urllib.request.urlopen(f"{base}/api/health", timeout=1)
                break
            except OSError:
                assert process.poll() is None, (tmp_path / "server.log").read_text()
                time.sleep(0.2)
        yield base, log
    finally:
        process.terminate()
        process.wait(timeout=30)
        output.close()


def get(url: str, **headers) -> int:
    try:
        return urllib.request.urlopen(urllib.request.Request(url, headers=headers), timeout=10).status
    except urllib.error.HTTPError as error:
        return error.code


def test_the_real_servers_access_log_names_no_key_token_or_pin(server_with_access_log):
    # given
    base, log = server_with_access_log
    paths = [
        "/api/time-tracking/wien-mariahilf/geheimer-schluessel/me",
        "/terminal/wien-mariahilf/geheimer-schluessel",
        "/api/payments/return/geheimes-token",
        "/board/frontdesk/1/geheimer-schluessel",
    ]

    # when
    statuses = [get(f"{base}{path}", **{"X-Username": "max", "X-Access-Token": "2222"}) for path in paths]
    expected = [
        '"GET /api/time-tracking/wien-mariahilf/***/me HTTP/1.1" 404',
        '"GET /terminal/wien-mariahilf/*** HTTP/1.1" 404',
        '"GET /api/payments/return/*** HTTP/1.1" 404',
        '"GET /board/frontdesk/1/*** HTTP/1.1" 404',
    ]
    deadline = time.monotonic() + 10
    while not all(line in log.read_text() for line in expected) and time.monotonic() < deadline:
        time.sleep(0.1)

    # then
    text = log.read_text()
    assert statuses == [404, 404, 404, 404]
    for logged in expected:
        assert logged in text
    assert "geheim" not in text
    assert "2222" not in text


def test_make_serve_uses_the_redacting_logger():
    # when
    settings = runpy.run_path(str(BACKEND / "config" / "gunicorn.conf.py"))

    # then
    assert settings["logger_class"] == "config.access_log.RedactingLogger"
