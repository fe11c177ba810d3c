"""How gunicorn serves Django: each worker's event loop reads a request completely, then a thread runs it.

With gunicorn's thread workers a client that sends its body slowly holds one of the few threads for
as long as it likes (20 trickling uploads made /api/health time out). Here gunicorn's asyncio worker
reads the request line, headers and body (a slow client costs a coroutine and a socket, nothing
more; gunicorn gives up on a body that stalls for `timeout` seconds). Only a complete request goes
to a fixed pool of WEB_THREADS threads that run Django's WSGI handler: the same threads every time,
so database connections stay open across requests (CONN_MAX_AGE) and at most WEB_THREADS requests
per process use the database at once, as before. Django's own ASGI handler would start a thread per
request and open a database connection per request instead.

Gunicorn's own answers to broken requests (URI too long, bad headers) are German here as well.
"""

import asyncio
import json
import logging
import os
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

from gunicorn.asgi import protocol
from gunicorn.workers import gasgi

# bodies up to this size stay in memory; larger ones are spooled to a temporary file
SPOOL_BYTES = 1024 * 1024
TOO_LARGE = "Die Anfrage ist zu groß."
ERRORS = {
    400: "Die Anfrage ist ungültig.",
    414: "Die Adresse der Anfrage ist zu lang.",
    426: "Die Anfrage ist ungültig.",
    431: "Die Kopfzeilen der Anfrage sind zu groß.",
    500: "Leider ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.",
    501: "Diese Anfrage wird nicht unterstützt.",
}


class BufferedWSGI:
    """An ASGI application running a WSGI application once the whole request body has arrived."""

    def __init__(self, wsgi_app, threads: int, max_body: int):
        self.wsgi_app = wsgi_app
        self.max_body = max_body
        self.executor = ThreadPoolExecutor(max_workers=threads, thread_name_prefix="django")

    async def __call__(self, scope, receive, send):
        if scope["type"] == "lifespan":
            await self._lifespan(receive, send)
        elif scope["type"] == "http":
            await self._http(scope, receive, send)

    async def _lifespan(self, receive, send):
        while True:
            message = await receive()
            if message["type"] == "lifespan.startup":
                await send({"type": "lifespan.startup.complete"})
            elif message["type"] == "lifespan.shutdown":
                self.executor.shutdown(wait=True)
                await send({"type": "lifespan.shutdown.complete"})
                return

    async def _http(self, scope, receive, send):
        body = tempfile.SpooledTemporaryFile(max_size=SPOOL_BYTES)
        try:
            size = await self._read_body(scope, receive, body)
            if size is None:  # the client went away or stalled
                return
            if size > self.max_body:
                await _send_text(send, scope, 400, TOO_LARGE, "request_too_large")
                return
            body.seek(0)
            environ = wsgi_environ(scope, body, size)
            loop = asyncio.get_running_loop()
            await loop.run_in_executor(self.executor, self._run, environ, send, loop)
        finally:
            body.close()

    async def _read_body(self, scope, receive, body) -> int | None:
        """Bytes read into body; stops early (returning more than max_body) for an oversized body."""
        declared = dict(scope["headers"]).get(b"content-length", b"0")
        if declared.isdigit() and int(declared) > self.max_body:
            return int(declared)
        size = 0
        while True:
            message = await receive()
            if message["type"] == "http.disconnect":
                return None
            chunk = message.get("body", b"")
            size += len(chunk)
            if size > self.max_body:
                return size
            body.write(chunk)
            if not message.get("more_body", False):
                return size

    def _run(self, environ, send, loop):
        """In a pool thread: the WSGI application, its response sent through the event loop."""

        def send_now(message):
            asyncio.run_coroutine_threadsafe(send(message), loop).result()

        response = {}

        def start_response(status, headers, exc_info=None):
            if exc_info and response.get("sent"):
                raise exc_info[1].with_traceback(exc_info[2])
            response["start"] = {
                "type": "http.response.start",
                "status": int(status.split(" ", 1)[0]),
                "headers": [(name.lower().encode("latin-1"), value.encode("latin-1")) for name, value in headers],
            }

            def write(data):
                send_start()
                send_now({"type": "http.response.body", "body": bytes(data), "more_body": True})

            return write

        def send_start():
            if not response.get("sent"):
                response["sent"] = True
                send_now(response["start"])

        result = self.wsgi_app(environ, start_response)
        try:
            for chunk in result:
                if chunk:
                    send_start()
                    send_now({"type": "http.response.body", "body": bytes(chunk), "more_body": True})
            send_start()
            send_now({"type": "http.response.body", "body": b"", "more_body": False})
        finally:
            close = getattr(result, "close", None)
            if close is not None:
                close()


def wsgi_environ(scope, body, size: int) -> dict:
    """The WSGI environ (PEP 3333) of an ASGI HTTP scope whose body has been read completely."""
    root = scope.get("root_path", "")
    path = scope["path"]
    if root and path.startswith(root):
        path = path[len(root) :]
    server = scope.get("server") or ("localhost", 80)
    environ = {
        "REQUEST_METHOD": scope["method"],
        "SCRIPT_NAME": root.encode("utf-8").decode("latin-1"),
        "PATH_INFO": path.encode("utf-8").decode("latin-1"),
        "QUERY_STRING": scope.get("query_string", b"").decode("latin-1"),
        "SERVER_NAME": str(server[0]),
        "SERVER_PORT": str(server[1] or 80),
        "SERVER_PROTOCOL": f"HTTP/{scope.get('http_version', '1.1')}",
        "CONTENT_LENGTH": str(size),
        "wsgi.version": (1, 0),
        "wsgi.url_scheme": scope.get("scheme", "http"),
        "wsgi.input": body,
        "wsgi.errors": sys.stderr,
        "wsgi.multithread": True,
        "wsgi.multiprocess": True,
        "wsgi.run_once": False,
    }
    if scope.get("client"):
        environ["REMOTE_ADDR"], environ["REMOTE_PORT"] = str(scope["client"][0]), str(scope["client"][1])
    for raw_name, raw_value in scope["headers"]:
        name = raw_name.decode("latin-1").upper().replace("-", "_")
        value = raw_value.decode("latin-1")
        if name == "CONTENT_LENGTH":
            continue  # the body's real size is set above (also for chunked bodies)
        key = name if name == "CONTENT_TYPE" else f"HTTP_{name}"
        if key in environ:
            value = environ[key] + ("; " if key == "HTTP_COOKIE" else ",") + value
        environ[key] = value
    return environ


async def _send_text(send, scope, status: int, message: str, code: str):
    if scope["path"].startswith("/api/"):
        body = json.dumps({"errors": [{"message": message, "code": code}]}).encode()
        content_type = b"application/json"
    else:
        body, content_type = message.encode(), b"text/plain; charset=utf-8"
    headers = [(b"content-type", content_type), (b"content-length", str(len(body)).encode()), (b"connection", b"close")]
    await send({"type": "http.response.start", "status": status, "headers": headers})
    await send({"type": "http.response.body", "body": body, "more_body": False})


class GermanProtocol(protocol.ASGIProtocol):
    """Gunicorn's HTTP protocol with German texts for the requests it refuses itself."""

    def _send_error_response(self, status, message, extra_headers=()):
        body = ERRORS.get(status, ERRORS[400]).encode()
        reason = protocol._REASON_PHRASES.get(status, "Error")
        extra = "".join(f"{name}: {value}\r\n" for name, value in extra_headers)
        head = (
            f"HTTP/1.1 {status} {reason}\r\nContent-Type: text/plain; charset=utf-8\r\n"
            f"Content-Length: {len(body)}\r\n{extra}Connection: close\r\n\r\n"
        )
        self._safe_write(head.encode("latin-1"))
        self._safe_write(body)


class Worker(gasgi.ASGIWorker):
    """Gunicorn's asyncio worker speaking GermanProtocol (gunicorn -k config.server.Worker)."""

    def run(self):
        # the worker builds its protocol from this module-level name (one process per worker)
        gasgi.ASGIProtocol = GermanProtocol
        super().run()


# The payment sandbox is the provider inside this server: an order's request waits for the sandbox's
# answer, a webhook for the payment it fetches, each from another thread of the pool. With fewer threads
# (WEB_THREADS=1) every online order hung until its HTTP timeout and then failed.
SANDBOX_MIN_THREADS = 4


def django_threads(configured: str | None, sandbox: bool) -> int:
    """The size of the thread pool: WEB_THREADS (default 4), at least SANDBOX_MIN_THREADS with the payment sandbox."""
    threads = max(1, int(configured or "4"))
    if sandbox and threads < SANDBOX_MIN_THREADS:
        logging.getLogger(__name__).warning(
            "WEB_THREADS=%s ist mit der Zahlungs-Sandbox zu wenig: %s Threads.", threads, SANDBOX_MIN_THREADS
        )
        return SANDBOX_MIN_THREADS
    return threads


def application_factory():
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    from django.conf import settings
    from django.core.wsgi import get_wsgi_application

    wsgi_app = get_wsgi_application()
    threads = django_threads(os.environ.get("WEB_THREADS"), sandbox=settings.PAYMENT_SANDBOX)
    return BufferedWSGI(wsgi_app, threads=threads, max_body=settings.DATA_UPLOAD_MAX_MEMORY_SIZE)


application = application_factory()
