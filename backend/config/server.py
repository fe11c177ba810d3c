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
import gc
import json
import logging
import os
import stat
import sys
import tempfile
from asyncio import FIRST_COMPLETED
from concurrent.futures import ThreadPoolExecutor
from http import HTTPStatus

from gunicorn.asgi import protocol
from gunicorn.workers import gasgi

# bodies up to this size stay in memory; larger ones are spooled to a temporary file
SPOOL_BYTES = 1024 * 1024
# a response is sent in pieces of this size; a client that takes none of it for this long is dropped
CHUNK_BYTES = 64 * 1024
SEND_STALL_SECONDS = float(os.environ.get("WEB_SEND_TIMEOUT", "30"))
TOO_LARGE = "Die Anfrage ist zu groß."
ERRORS = {
    400: "Die Anfrage ist ungültig.",
    414: "Die Adresse der Anfrage ist zu lang.",
    426: "Die Anfrage ist ungültig.",
    431: "Die Kopfzeilen der Anfrage sind zu groß.",
    500: "Leider ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.",
    501: "Diese Anfrage wird nicht unterstützt.",
}
# the status line's reason phrase (RFC 9110) of each status gunicorn answers itself; its own table lacks 426 and
# 431, which went out as '431 Error'
REASONS = {
    400: "Bad Request",
    414: "URI Too Long",
    426: "Upgrade Required",
    431: "Request Header Fields Too Large",
    500: "Internal Server Error",
    501: "Not Implemented",
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
            response = await loop.run_in_executor(self.executor, self._run, environ)
        finally:
            body.close()
        try:
            await _send_response(response, receive, send)
        finally:
            response.close()

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

    def _run(self, environ) -> "Response":
        """In a pool thread: the WSGI application, its whole response written to a spool (or its file handed on).

        The thread never waits for the client: a slow reader, one that reads nothing, or one that has gone
        away costs the event loop a coroutine and a spool file, not one of the WEB_THREADS threads.
        """
        spool = tempfile.SpooledTemporaryFile(max_size=SPOOL_BYTES)
        response = Response(spool)

        def start_response(status, headers, exc_info=None):
            if exc_info and response.start is not None and spool.tell():
                raise exc_info[1].with_traceback(exc_info[2])
            response.start = {
                "type": "http.response.start",
                "status": int(status.split(" ", 1)[0]),
                "headers": [(name.lower().encode("latin-1"), value.encode("latin-1")) for name, value in headers],
            }
            return spool.write

        try:
            result = self.wsgi_app(environ, start_response)
        except BaseException:
            spool.close()
            raise
        if isinstance(result, FileWrapper) and not spool.tell() and _is_local_file(result.filelike):
            # a file on this machine's disk (uploads, images): the event loop reads it itself
            spool.close()
            response.source = result.filelike  # its close() is the Django response's (WSGIHandler sets it)
            return response
        try:
            for chunk in result:
                spool.write(chunk)
        except BaseException:
            spool.close()
            raise
        finally:
            close = getattr(result, "close", None)
            if close is not None:
                close()
        spool.seek(0)
        return response


class FileWrapper:
    """wsgi.file_wrapper (PEP 3333): Django hands a FileResponse's file over in one, see BufferedWSGI._run."""

    def __init__(self, filelike, block_size: int = CHUNK_BYTES):
        self.filelike = filelike
        self.block_size = block_size

    def __iter__(self):
        while chunk := self.filelike.read(self.block_size):
            yield chunk

    def close(self):
        close = getattr(self.filelike, "close", None)
        if close is not None:
            close()


def _is_local_file(filelike) -> bool:
    try:
        return stat.S_ISREG(os.fstat(filelike.fileno()).st_mode)
    except (AttributeError, OSError, ValueError):
        return False


class Response:
    """A response the application has finished: its start message and where its body is read from."""

    def __init__(self, source):
        self.start: dict | None = None
        self.source = source

    def close(self):
        self.source.close()


async def _send_response(response: Response, receive, send):
    """Sends a finished response at the client's pace; gives up when the client goes away or stops reading.

    Every send waits at most SEND_STALL_SECONDS for the client to take the previous bytes (gunicorn's own
    wait has no limit, and a client that left did not release it): then the connection is closed.
    """
    gone = asyncio.ensure_future(receive())  # after the body, receive() answers only when the client leaves
    try:
        if not await _send_within(send, response.start, gone):
            return
        while True:
            chunk = response.source.read(CHUNK_BYTES)
            message = {"type": "http.response.body", "body": chunk, "more_body": bool(chunk)}
            if not await _send_within(send, message, gone) or not chunk:
                return
    finally:
        gone.cancel()


async def _send_within(send, message: dict, gone) -> bool:
    """Sends one message; False when the client left first or took nothing for SEND_STALL_SECONDS."""
    sending = asyncio.ensure_future(send(message))
    done, _ = await asyncio.wait({sending, gone}, timeout=SEND_STALL_SECONDS, return_when=FIRST_COMPLETED)
    if sending not in done:
        sending.cancel()
        logging.getLogger(__name__).info("Antwort abgebrochen: der Client liest nicht mehr.")
        return False
    sending.result()
    return True


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
        "wsgi.file_wrapper": FileWrapper,
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


def _reason(status: int) -> str:
    """A status a newer gunicorn may send that REASONS does not name yet: never a bare 'Error'."""
    try:
        return protocol._REASON_PHRASES.get(status) or HTTPStatus(status).phrase
    except ValueError:
        return REASONS[500] if status >= 500 else REASONS[400]


class GermanProtocol(protocol.ASGIProtocol):
    """Gunicorn's HTTP protocol with German texts for the requests it refuses itself; a stopping worker ends the
    connections that wait for a next request (kept alive for WEB_KEEPALIVE s) at once instead of waiting for them
    until gunicorn's graceful timeout."""

    # this worker process's open connections
    connections: "set[GermanProtocol]" = set()

    def connection_made(self, transport):
        GermanProtocol.connections.add(self)
        super().connection_made(transport)

    def connection_lost(self, exc):
        GermanProtocol.connections.discard(self)
        super().connection_lost(exc)

    def _arm_keepalive_timer(self):
        # an answer sent while the worker stops: no waiting for a next request
        if not self.worker.alive:
            self._keepalive_timeout()
            return
        super()._arm_keepalive_timer()

    def end_if_idle(self):
        """Close the connection if it only waits for a next request."""
        if self._keepalive_handle is not None:
            self._cancel_keepalive_timer()
            self._keepalive_timeout()

    def _send_error_response(self, status, message, extra_headers=()):
        body = ERRORS.get(status, ERRORS[400]).encode()
        reason = REASONS.get(status) or _reason(status)
        extra = "".join(f"{name}: {value}\r\n" for name, value in extra_headers)
        head = (
            f"HTTP/1.1 {status} {reason}\r\nContent-Type: text/plain; charset=utf-8\r\n"
            f"Content-Length: {len(body)}\r\n{extra}Connection: close\r\n\r\n"
        )
        self._safe_write(head.encode("latin-1"))
        self._safe_write(body)

    def _close_transport(self):
        # a closed connection still sends what its buffer holds: a client that reads nothing gets
        # SEND_STALL_SECONDS for it, then the connection is cut (gunicorn would wait for good)
        transport = self.transport
        super()._close_transport()
        if transport is not None and transport.get_write_buffer_size() > 0:
            asyncio.get_running_loop().call_later(SEND_STALL_SECONDS, transport.abort)


class Worker(gasgi.ASGIWorker):
    """Gunicorn's asyncio worker speaking GermanProtocol (gunicorn -k config.server.Worker)."""

    def run(self):
        # the worker builds its protocol from this module-level name (one process per worker)
        gasgi.ASGIProtocol = GermanProtocol
        super().run()

    async def _shutdown(self):
        for connection in list(GermanProtocol.connections):
            connection.end_if_idle()
        await super()._shutdown()


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
    from django.urls import get_resolver

    wsgi_app = get_wsgi_application()
    # every area's URLs and views are imported now, before the worker takes connections, not by its first request
    # (about half a second of the interpreter here, which the first customer after a start or restart waited for)
    get_resolver().url_patterns  # noqa: B018
    # what is loaded now lives as long as the worker: kept out of the garbage collector's scans, whose full
    # collection over these ~190,000 objects paused a request for about 100 ms now and then (order p99 under load)
    gc.collect()
    gc.freeze()
    threads = django_threads(os.environ.get("WEB_THREADS"), sandbox=settings.PAYMENT_SANDBOX)
    return BufferedWSGI(wsgi_app, threads=threads, max_body=settings.DATA_UPLOAD_MAX_MEMORY_SIZE)


application = application_factory()
