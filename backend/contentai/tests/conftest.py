"""A fake OpenAI-compatible server over real HTTP on 127.0.0.1 (a thread of the test process) with scripted answers,
and the settings that point the AI functions at it."""

import base64
import json
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from media.tests.factories import png

API_KEY = "sk-test-geheim-1234567890"


class FakeProvider:
    def __init__(self):
        self.chat: list = []  # scripted answers in order: (status, body) or a callable
        self.images: list = []
        self.received: list[tuple[str, dict, dict]] = []  # (path, headers, body)
        self.delay = 0.0

    def answer_chat(self, content, status=200, usage=None):
        body = {
            "id": "chatcmpl-1",
            "object": "chat.completion",
            "choices": [{"index": 0, "message": {"role": "assistant", "content": content}, "finish_reason": "stop"}],
            "usage": usage or {"prompt_tokens": 321, "completion_tokens": 123, "total_tokens": 444},
        }
        self.chat.append((status, body))

    def answer_json(self, data, **kw):
        self.answer_chat(json.dumps(data, ensure_ascii=False), **kw)

    def answer_image(self, raw: bytes | None = None, status=200):
        encoded = base64.b64encode(raw if raw is not None else png(64, 48)).decode("ascii")
        self.images.append((status, {"created": 1, "data": [{"b64_json": encoded}]}))

    def fail(self, kind: str, status: int):
        (self.chat if kind == "chat" else self.images).append((status, {"error": {"message": "nope"}}))


def _handler(fake: FakeProvider):
    class Handler(BaseHTTPRequestHandler):
        def log_message(self, *args):
            pass

        def do_POST(self):
            length = int(self.headers.get("Content-Length") or 0)
            body = json.loads(self.rfile.read(length) or b"{}")
            fake.received.append((self.path, dict(self.headers), body))
            if fake.delay:
                time.sleep(fake.delay)
            queue = {"/v1/chat/completions": fake.chat, "/v1/images/generations": fake.images}.get(self.path)
            if queue is None or not queue:
                status, answer = 404, {"error": {"message": "not scripted"}}
            else:
                status, answer = queue.pop(0)
            data = json.dumps(answer).encode()
            try:
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)
            except (BrokenPipeError, ConnectionResetError):
                pass

    return Handler


@pytest.fixture
def fake_provider(settings):
    fake = FakeProvider()
    server = ThreadingHTTPServer(("127.0.0.1", 0), _handler(fake))
    server.daemon_threads = True
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    settings.AI_BASE_URL = f"http://127.0.0.1:{server.server_address[1]}/v1"
    settings.AI_API_KEY = API_KEY
    settings.AI_MODEL = "test-chat"
    settings.AI_IMAGE_MODEL = "test-image"
    settings.AI_TIMEOUT = 5
    settings.AI_MAX_TOKENS = 2000
    settings.AI_REQUESTS_PER_MINUTE = 100
    settings.AI_MONTHLY_LIMIT = 1000
    yield fake
    server.shutdown()
    server.server_close()


@pytest.fixture
def run_jobs(django_capture_on_commit_callbacks):
    """Start a job inside a block and run it on the commit (in this thread, as conftest's JOBS_IN_THREAD=False)."""
    return lambda: django_capture_on_commit_callbacks(execute=True)
