"""The HTTP SMS gateway (core.sms.HttpSmsProvider) against a real HTTP server on 127.0.0.1:
what it sends, a gateway error retried through the outbox like a mail, a gateway that does not answer."""

import json
import threading
from datetime import timedelta
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest
import time_machine
from django.utils import timezone

from core.models import OutboxMessage
from core.sms import HttpSmsProvider, SmsError
from core.tasks import deliver_due, enqueue
from ordering.models import OrderStatus
from ordering.services import notifications
from organisation.models import Config

from .factories import OrderFactory


class Gateway:
    """A local SMS gateway: records each request and answers with the status of `answers` in turn (the last
    repeats); with `hold` set it answers nothing until released."""

    def __init__(self):
        self.requests: list[dict] = []
        self.answers = [200]
        self.hold = False
        self.released = threading.Event()
        gateway = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self):
                body = self.rfile.read(int(self.headers["Content-Length"]))
                gateway.requests.append(
                    {"path": self.path, "authorization": self.headers.get("Authorization"), "body": json.loads(body)}
                )
                if gateway.hold:
                    gateway.released.wait(30)
                status = gateway.answers.pop(0) if len(gateway.answers) > 1 else gateway.answers[0]
                payload = b'{"id": "sms-1"}' if status < 300 else b'{"error": "gateway down"}'
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(payload)))
                self.end_headers()
                self.wfile.write(payload)

            def log_message(self, *args):
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/messages"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()

    def close(self):
        self.released.set()
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture
def gateway(settings):
    server = Gateway()
    settings.SMS_PROVIDER = "core.sms.HttpSmsProvider"
    settings.SMS_HTTP_URL = server.url
    settings.SMS_HTTP_TOKEN = "geheim-123"
    settings.SMS_SENDER = "Mariahilf"
    settings.SMS_HTTP_TIMEOUT = 5.0
    yield server
    server.close()


def test_a_message_is_posted_to_the_gateway(gateway):
    # when
    HttpSmsProvider().send("+436641234567", "Ihre Bestellung Nr. 7 ist abholbereit.")

    # then
    assert gateway.requests == [
        {
            "path": "/messages",
            "authorization": "Bearer geheim-123",
            "body": {"to": "+436641234567", "from": "Mariahilf", "text": "Ihre Bestellung Nr. 7 ist abholbereit."},
        }
    ]


def test_an_answer_other_than_2xx_raises(gateway):
    # given
    gateway.answers = [500]

    # when / then
    with pytest.raises(SmsError, match=r"^SMS-Gateway antwortete 500: \{\"error\": \"gateway down\"\}$"):
        HttpSmsProvider().send("+436641234567", "Test")


def test_a_gateway_that_does_not_answer_in_time_raises(gateway, settings):
    # given: the gateway takes the request and keeps silent
    gateway.hold = True
    settings.SMS_HTTP_TIMEOUT = 0.3

    # when / then
    with pytest.raises(SmsError, match=r"^SMS-Gateway nicht erreichbar: ReadTimeout$"):
        HttpSmsProvider().send("+436641234567", "Test")
    assert len(gateway.requests) == 1


def test_a_gateway_that_is_not_reachable_raises(settings):
    # given: a port nobody listens on (taken and closed again)
    server = Gateway()
    server.close()
    settings.SMS_HTTP_URL = server.url

    # when / then
    with pytest.raises(SmsError, match=r"^SMS-Gateway nicht erreichbar: ConnectError$"):
        HttpSmsProvider().send("+436641234567", "Test")


def test_without_a_url_the_gateway_refuses_to_start(settings):
    settings.SMS_HTTP_URL = ""

    with pytest.raises(SmsError, match="SMS_HTTP_URL ist nicht gesetzt"):
        HttpSmsProvider()


def test_an_order_sms_the_gateway_refused_is_retried_by_the_outbox_like_a_mail(
    gateway, branch, config, django_capture_on_commit_callbacks
):
    # given: SMS switched on; the gateway fails once, then takes the message
    Config.objects.filter(pk=1).update(enable_plugin_sms=True)
    order = OrderFactory(branch=branch, ticket_number=7, status=OrderStatus.IN_DELIVERY)
    gateway.answers = [500, 200]

    # when: the SMS of 'abholbereit' is sent after commit
    with django_capture_on_commit_callbacks(execute=True):
        enqueue(notifications.send_sms, order.id, notifications.Event.IN_DELIVERY)

    # then: refused, kept with its error and due again in a minute
    message = OutboxMessage.objects.get()
    assert message.task == "ordering.services.notifications.send_sms"
    assert (message.attempts, message.last_error) == (
        1,
        'SmsError: SMS-Gateway antwortete 500: {"error": "gateway down"}',
    )
    assert timedelta(seconds=50) < message.due_at - timezone.now() <= timedelta(minutes=1)
    assert deliver_due() == 0

    # when: the periodic run after the pause
    with time_machine.travel(message.due_at + timedelta(seconds=1)):
        delivered = deliver_due()

    # then: sent on the second attempt, the same message both times
    assert delivered == 1
    assert OutboxMessage.objects.count() == 0
    assert [request["body"]["to"] for request in gateway.requests] == ["+436641234567", "+436641234567"]
    assert gateway.requests[0]["body"] == gateway.requests[1]["body"]
    assert "Ihre Bestellung Nr. 7 ist abholbereit." in gateway.requests[1]["body"]["text"]
