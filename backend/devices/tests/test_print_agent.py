"""The printer agent and the jobs' way back (docs/devices.md 'Printing'): printed exactly once under retries and
restarts. Real parts: the live server over HTTP, the agent (devices/agent) with its journal on disk, python-escpos
over TCP to a listener on 127.0.0.1; the clock is pinned and moved by the tests."""

import datetime
import json
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from django.conf import settings as django_settings
from django.db import transaction

from audit.models import LogEntry
from devices.agent.journal import SENDING, SENT, Journal
from devices.models import Command, CommandStatus, PrintJob, PrintJobStatus
from devices.services import commands, printing
from devices.tasks import retry_print_jobs
from ordering.documents.printing import receipt_bytes
from ordering.registry import PrintReason, order_to_print
from ordering.tests.conftest import NOW, clock, config  # noqa: F401
from ordering.tests.factories import OrderFactory

from .printers import RULE, TcpPrinter, agent_for, lines, printer_device

pytestmark = pytest.mark.django_db(transaction=True)


class Crash(BaseException):
    """The agent's process dies here (not an error it could handle)."""


@pytest.fixture
def running_agent(live_server, journal):
    """running_agent(device): the printer agent polling in a second thread, as in the shop, from a moment after
    the test's request began (the in-memory SQLite of the tests shares one cache: its readers do not wait for the
    agent's writes, see shared_cache_readers)."""
    threads = []

    def start(device):
        agent = agent_for(live_server.url, device, journal)

        def run():
            time.sleep(0.3)
            agent.run()

        thread = threading.Thread(target=run, daemon=True)
        thread.start()
        threads.append((agent, thread))
        return agent

    yield start
    for agent, thread in threads:
        agent.stop()
        thread.join(5)
        agent.close()


@pytest.fixture(autouse=True)
def shared_cache_readers():
    """The tests' in-memory SQLite is one shared cache for the test's thread and the live server's: a reader would
    find a table locked by the other thread's write instead of waiting (PostgreSQL has no such locks)."""
    from django.db import connection
    from django.db.backends.signals import connection_created

    def read_uncommitted(sender, connection, **kwargs):
        if connection.vendor == "sqlite":
            connection.cursor().execute("PRAGMA read_uncommitted = 1")

    connection_created.connect(read_uncommitted, dispatch_uid="print-tests-read-uncommitted")
    if connection.vendor == "sqlite":
        connection.ensure_connection()
        read_uncommitted(None, connection)
    yield
    connection_created.disconnect(dispatch_uid="print-tests-read-uncommitted")


@pytest.fixture
def tcp():
    listener = TcpPrinter()
    yield listener
    listener.stop()


@pytest.fixture
def printer(branch, config, clock, tcp):  # noqa: F811
    return printer_device(branch, tcp, "Bondrucker")


@pytest.fixture
def journal(tmp_path) -> Path:
    return tmp_path / "printer-journal.jsonl"


@pytest.fixture
def agents(live_server, journal):
    made = []

    def make(device, path=None):
        agent = agent_for(live_server.url, device, path or journal)
        made.append(agent)
        return agent

    yield make
    for agent in made:
        agent.close()


@pytest.fixture
def order_job(printer):
    """A new order's receipt job, made by the hook and delivered (its print command waits for the agent)."""

    def make():
        order = OrderFactory(branch=printer.branch)
        with transaction.atomic():
            order_to_print(order, PrintReason.NEW)
        job = PrintJob.objects.get(order=order)
        printing.deliver(job.pk)
        job.refresh_from_db()
        return order, job

    return make


def test_a_job_whose_agent_was_away_is_handed_out_again_and_printed_once(order_job, agents, printer, tcp, clock):  # noqa: F811
    # given: the command waited longer than PRINT_COMMAND_SECONDS, nobody fetched it
    order, job = order_job()
    first = job.command
    clock.now = NOW + datetime.timedelta(seconds=django_settings.PRINT_COMMAND_SECONDS + 1)

    # when: the periodic task runs (twice: the second finds nothing), then the agent is back
    handed_out = [retry_print_jobs(), retry_print_jobs()]
    agent = agents(printer)
    agent.poll_once()
    agent.poll_once()

    # then: the old command expired, the new one printed once
    assert handed_out == [1, 0]
    job.refresh_from_db()
    first.refresh_from_db()
    assert first.status == CommandStatus.EXPIRED
    assert (job.status, job.attempts, job.command_id != first.pk) == (PrintJobStatus.PRINTED, 2, True)
    assert tcp.wait_for(2, timeout=0.5) == [receipt_bytes(order)]
    assert Command.objects.filter(kind="print").count() == 2


def test_a_job_nobody_fetches_ends_failed_after_the_last_attempt(order_job, clock, settings):  # noqa: F811
    # given
    settings.PRINT_MAX_ATTEMPTS = 2
    _order, job = order_job()

    # when: two lifetimes of a command pass
    for step in (1, 2):
        clock.now = NOW + step * datetime.timedelta(seconds=settings.PRINT_COMMAND_SECONDS + 1)
        retry_print_jobs()

    # then
    job.refresh_from_db()
    assert (job.status, job.attempts, job.last_error) == ("failed", 2, "Drucker nicht erreichbar.")
    assert job.get_status_display() == "fehlgeschlagen"
    assert set(Command.objects.values_list("status", flat=True)) == {CommandStatus.EXPIRED}


def test_a_printer_that_is_off_gets_the_job_once_it_is_back(order_job, agents, printer, tcp, clock, settings):  # noqa: F811
    # given: the printer is off (its port refuses connections)
    order, job = order_job()
    tcp.stop()
    agent = agents(printer)

    # when: the agent tries, the printer is switched on, the periodic task hands the job out again
    agent.poll_once()
    job.refresh_from_db()
    refused = (job.status, job.attempts, job.last_error)
    tcp.start()
    assert retry_print_jobs() == 0  # not before PRINT_RETRY_SECONDS
    clock.now = NOW + datetime.timedelta(seconds=settings.PRINT_RETRY_SECONDS)
    assert retry_print_jobs() == 1
    agent.poll_once()

    # then: nothing was sent while it was off, then exactly once
    assert refused == ("queued", 1, f"Drucker nicht erreichbar. (127.0.0.1:{tcp.port})")
    assert tcp.wait_for(2, timeout=0.5) == [receipt_bytes(order)]
    job.refresh_from_db()
    assert (job.status, job.attempts, job.last_error) == ("printed", 2, "")
    # the refusal never reached the journal: nothing was sent then
    assert [(entry.job, entry.state) for entry in Journal(agent.journal.path).entries.values()] == [(job.pk, "acked")]


def test_an_agent_that_died_after_printing_reports_the_job_printed_when_it_restarts(
    order_job, agents, printer, tcp, journal, monkeypatch
):
    # given: the agent printed the job and died before its answer reached the server
    order, job = order_job()
    first = agents(printer)

    def die(*args, **kwargs):
        raise Crash

    monkeypatch.setattr(first, "ack", die)
    with pytest.raises(Crash):
        first.poll_once()
    first.close()
    assert [(entry.job, entry.state) for entry in Journal(journal).entries.values()] == [(job.pk, SENT)]

    # when: it starts again with its journal
    restarted = agents(printer)
    restarted.poll_once()
    restarted.poll_once()

    # then: printed once, and the server knows
    assert tcp.wait_for(2, timeout=0.5) == [receipt_bytes(order)]
    job.refresh_from_db()
    assert (job.status, job.last_error) == ("printed", "")


def test_an_agent_that_died_while_sending_never_prints_the_job_again(
    order_job, agents, printer, tcp, journal, monkeypatch
):
    # given: the agent died while the bytes went to the printer
    _order, job = order_job()
    first = agents(printer)
    import escpos.printer

    def die(self, data):
        raise Crash

    monkeypatch.setattr(escpos.printer.Network, "_raw", die)
    with pytest.raises(Crash):
        first.poll_once()
    first.close()
    monkeypatch.undo()
    assert [(entry.job, entry.state) for entry in Journal(journal).entries.values()] == [(job.pk, SENDING)]

    # when: it starts again, and the same job comes once more (a replayed command)
    restarted = agents(printer)
    restarted.poll_once()
    with transaction.atomic():
        command = commands.send(printer, "print", job.command.payload)
    restarted.poll_once()

    # then: failed with the German text, nothing printed, the second command refused too
    job.refresh_from_db()
    assert (job.status, job.last_error) == ("failed", "Druck unterbrochen, bitte prüfen.")
    assert tcp.wait_for(1, timeout=0.5) == [b""]  # the connection was opened, no byte arrived
    command.refresh_from_db()
    assert (command.status, command.error) == (CommandStatus.FAILED, "Druck unterbrochen, bitte prüfen.")


def test_a_fetched_job_that_is_never_answered_ends_failed_not_twice(order_job, live_server, printer, clock):  # noqa: F811
    # given: an agent fetched the command and vanished without a word
    import httpx

    _order, job = order_job()
    with httpx.Client(base_url=live_server.url, headers={"Authorization": f"Device {printer.secret}"}) as client:
        assert [item["kind"] for item in client.get("/api/device-agent/commands").json()["data"]] == ["print"]

    # when: its command's lifetime passes
    clock.now = NOW + datetime.timedelta(seconds=django_settings.PRINT_COMMAND_SECONDS + 1)
    handed_out = retry_print_jobs()

    # then: not handed out again (the agent may have printed it)
    job.refresh_from_db()
    assert handed_out == 0
    assert (job.status, job.attempts, job.last_error) == ("failed", 1, "Keine Rückmeldung vom Drucker, bitte prüfen.")
    assert Command.objects.count() == 1


def test_a_late_answer_of_a_superseded_command_changes_nothing(order_job, agents, printer, clock):  # noqa: F811
    # given: the job was handed out again; its first command is answered late
    _order, job = order_job()
    first = job.command
    clock.now = NOW + datetime.timedelta(seconds=django_settings.PRINT_COMMAND_SECONDS + 1)
    retry_print_jobs()

    # when
    commands.acknowledge(printer, first.pk, False, error="Papier leer")

    # then: the job waits for its current command
    job.refresh_from_db()
    assert (job.status, job.last_error, job.command_id != first.pk) == ("sent", "Drucker nicht erreichbar.", True)


# --- the test print ----------------------------------------------------------------------------------------


def test_the_test_print_answers_once_the_printer_printed_the_test_page(
    admin_client, printer, tcp, running_agent, settings
):
    # given: the printer's agent runs
    settings.DEVICE_CONFIRM_SECONDS = 8
    running_agent(printer)

    # when
    started = time.monotonic()
    response = admin_client.post(f"/api/devices/{printer.pk}/test/print")

    # then
    assert response.status_code == 200, response.content
    data = response.json()["data"]
    assert (data["kind"], data["status"]) == ("print", "done")
    assert time.monotonic() - started < 8
    [page] = tcp.wait_for(1)
    assert lines(page) == [
        "Testdruck",
        RULE,
        "Bondrucker",
        "Mariahilf",
        "18.11.2026 10:00 Uhr",
        RULE,
        "Der Drucker ist bereit.",
    ]
    job = PrintJob.objects.get()
    assert (job.kind, job.order, job.status, job.get_status_display()) == ("test", None, "printed", "gedruckt")
    assert LogEntry.objects.filter(entity="printjob", entity_id=str(job.pk), user_label="admin@example.com").exists()


def test_the_test_print_times_out_in_german_and_the_job_fails(admin_client, printer, settings):
    # given: no agent
    settings.DEVICE_CONFIRM_SECONDS = 0.3

    # when
    response = admin_client.post(f"/api/devices/{printer.pk}/test/print")

    # then
    assert response.status_code == 409
    assert response.json()["errors"] == [{"message": "Test nicht erfolgreich.", "code": "device_unconfirmed"}]
    job = PrintJob.objects.get()
    assert (job.kind, job.status, job.last_error) == ("test", "failed", "Test nicht erfolgreich.")
    assert job.command.status == CommandStatus.EXPIRED
    # never handed out again
    assert retry_print_jobs() == 0


def test_a_test_print_on_a_printer_that_is_off_fails_with_the_reason(
    admin_client, printer, tcp, running_agent, settings
):
    # given: the agent runs, the printer does not answer
    settings.DEVICE_CONFIRM_SECONDS = 8
    tcp.stop()
    running_agent(printer)

    # when
    response = admin_client.post(f"/api/devices/{printer.pk}/test/print")

    # then
    assert response.status_code == 409
    assert response.json()["errors"] == [{"message": "Test nicht erfolgreich.", "code": "device_failed"}]
    job = PrintJob.objects.get()
    assert (job.status, job.last_error) == ("failed", f"Drucker nicht erreichbar. (127.0.0.1:{tcp.port})")


def test_only_a_printer_prints_a_test_page_and_only_in_reach(
    admin_client,
    employee_client,
    branch,
    other_branch,
    config,  # noqa: F811
):
    # given
    from .factories import DeviceFactory

    tablet = DeviceFactory(branch=branch, identifier="theke")
    graz = printer_device(other_branch, None, "Bondrucker Graz")

    # when
    not_a_printer = admin_client.post(f"/api/devices/{tablet.pk}/test/print")
    outside = employee_client.post(f"/api/devices/{graz.pk}/test/print")

    # then
    assert not_a_printer.status_code == 409
    assert not_a_printer.json()["errors"] == [{"message": "Dieses Gerät ist kein Drucker.", "code": "not_a_printer"}]
    assert outside.status_code == 404
    assert not PrintJob.objects.exists()


# --- notifications and logs ----------------------------------------------------------------------------------


def test_the_agent_confirms_a_notification_and_sends_its_log(
    live_server, admin_client, printer, running_agent, settings
):
    # given
    settings.DEVICE_CONFIRM_SECONDS = 8
    running_agent(printer)

    # when
    notified = admin_client.post(f"/api/devices/{printer.pk}/test/notification")
    logged = admin_client.post(f"/api/devices/{printer.pk}/request-device-logs")

    # then
    assert notified.status_code == 200, notified.content
    assert logged.status_code == 200, logged.content
    sent = logged.json()["data"]["lines"]
    assert any(line.endswith("INFO Druckeragent gestartet (" + live_server.url + ")") for line in sent)
    assert any(
        "INFO Benachrichtigung: Testbenachrichtigung – Wenn Sie diese Nachricht sehen, ist das Gerät richtig verbunden."
        in line
        for line in sent
    )


# --- the command -------------------------------------------------------------------------------------------


def test_manage_py_printer_agent_prints_a_new_order(order_job, live_server, printer, tcp, tmp_path):
    # given: the printer's secret in a file, as the shop keeps it
    secret_file = tmp_path / "drucker.secret"
    secret_file.write_text(printer.secret + "\n")
    order, job = order_job()
    manage = Path(__file__).resolve().parents[2] / "manage.py"

    # when: the agent runs as the shop runs it, until the receipt is out
    process = subprocess.Popen(
        [sys.executable, str(manage), "printer_agent", "--server", live_server.url, "--secret-file", str(secret_file)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        prints = tcp.wait_for(1, timeout=30)
        deadline = time.monotonic() + 10
        while PrintJob.objects.get(pk=job.pk).status != "printed" and time.monotonic() < deadline:
            time.sleep(0.05)
    finally:
        process.terminate()
        _, stderr = process.communicate(timeout=10)

    # then
    assert prints == [receipt_bytes(order)], stderr
    assert PrintJob.objects.get(pk=job.pk).status == "printed"
    assert f"Druckauftrag {job.pk} gedruckt" in stderr
    journal = [json.loads(line) for line in (tmp_path / "printer-journal.jsonl").read_text().splitlines()]
    assert [(row["job"], row["state"]) for row in journal] == [(job.pk, "sending"), (job.pk, "sent"), (job.pk, "acked")]
    assert process.returncode == 0
