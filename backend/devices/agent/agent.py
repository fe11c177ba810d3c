"""The printer agent: a small process on the shop's network between the server and an ESC/POS network printer
(docs/devices.md 'Printing', docs/operations.md 'Printer agent').

Every POLL_SECONDS it asks `GET /api/device-agent/commands` with its device secret (`Authorization: Device …`) and
the last answer's ETag (a 304 costs the server no database read) and carries out what it gets:

- `print {jobId, data}`: the base64 ESC/POS bytes go over TCP to the printer's address (printerHost:printerPort of
  `GET /api/device-agent/me`) with python-escpos' Network printer; then the ack `{ok: true}`. Never printed twice:
  the job is journalled (journal.py) after the printer accepted the connection and before the first byte is sent;
  a journalled job is refused ('Druck unterbrochen, bitte prüfen.'), and after a restart every journalled job the
  server has not heard of is answered: bytes all sent → printed, cut short → failed with that text. A printer that
  does not accept the connection got nothing: the ack says so (`result.sent: false`) and the server hands the job
  out again later.
- `notification {title, text}`: a printer shows nothing; the agent logs it and confirms (the back office's test).
- `logs`: the agent's recent log lines go to `POST /api/device-agent/logs` with the command's id.

Without Django: the agent needs only httpx and python-escpos (and the texts of devices.messages).
"""

import base64
import binascii
import collections
import logging
import os
import tempfile
import threading
from pathlib import Path

import httpx

from devices import messages

from .journal import SENDING, SENT, Journal

logger = logging.getLogger("devices.agent")

POLL_SECONDS = 2.0
HTTP_TIMEOUT_SECONDS = 10.0
PRINTER_TIMEOUT_SECONDS = 10.0
# what `logs` sends at most (the server keeps at most 500 lines of 500 characters)
LOG_LINES = 500
LOG_LINE_LENGTH = 500


class PrinterUnreachable(Exception):
    """The printer did not accept the connection: not a byte was sent."""


class RecentLines(logging.Handler):
    """The agent's last log lines, for the `logs` command."""

    def __init__(self, size: int = LOG_LINES):
        super().__init__()
        self.lines: collections.deque[str] = collections.deque(maxlen=size)
        self.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(message)s"))

    def emit(self, record: logging.LogRecord) -> None:
        try:
            self.lines.append(self.format(record)[:LOG_LINE_LENGTH])
        except Exception:  # a log line must never stop the agent
            self.handleError(record)


def _escpos_network():
    """python-escpos' Network printer; its capabilities cache in one folder rather than a new temporary one per
    start (the library's default)."""
    folder = Path(tempfile.gettempdir()) / "bestellwerk-escpos"
    folder.mkdir(exist_ok=True)
    os.environ.setdefault("ESCPOS_CAPABILITIES_PICKLE_DIR", str(folder))
    from escpos.printer import Network

    return Network


class PrinterAgent:
    """One printer's agent. `run()` polls until `stop()`; `poll_once()` is one round (the tests call it)."""

    def __init__(
        self,
        server: str,
        secret: str,
        journal: str | Path,
        *,
        poll_seconds: float = POLL_SECONDS,
        http_timeout: float = HTTP_TIMEOUT_SECONDS,
        printer_timeout: float = PRINTER_TIMEOUT_SECONDS,
    ):
        self.server = server.rstrip("/")
        self.journal = Journal(journal)
        self.poll_seconds = poll_seconds
        self.printer_timeout = printer_timeout
        self.etag: str | None = None
        # answers to commands (no print jobs: those are in the journal) the server has not recorded yet
        self.later: dict[int, dict] = {}
        self.me: dict | None = None
        self.recent = RecentLines()
        logger.addHandler(self.recent)
        if logger.level == logging.NOTSET or logger.level > logging.INFO:
            logger.setLevel(logging.INFO)
        self._stopped = threading.Event()
        self.http = httpx.Client(
            base_url=self.server,
            headers={"Authorization": f"Device {secret}", "Accept": "application/json", "User-Agent": "printer-agent"},
            timeout=http_timeout,
        )

    # --- the loop ------------------------------------------------------------------------------------------

    def run(self) -> None:
        """Poll every poll_seconds until stop(); a server that is away is asked again on the next round."""
        logger.info("Druckeragent gestartet (%s)", self.server)
        while not self._stopped.is_set():
            try:
                self.poll_once()
            except httpx.HTTPError as error:
                logger.warning("Server nicht erreichbar: %s", error)
            self._stopped.wait(self.poll_seconds)
        logger.info("Druckeragent beendet")

    def stop(self) -> None:
        self._stopped.set()

    def close(self) -> None:
        self.stop()
        logger.removeHandler(self.recent)
        self.http.close()

    def poll_once(self) -> int:
        """Answer what the journal (and the last rounds) still owe the server, then fetch and carry out the new
        commands; how many."""
        self.answer_journal()
        self.answer_later()
        headers = {"If-None-Match": self.etag} if self.etag else {}
        response = self.http.get("/api/device-agent/commands", headers=headers)
        if response.status_code == 304:
            return 0
        if response.status_code != 200:
            logger.error("Befehle nicht abrufbar (%s): %s", response.status_code, _errors(response))
            return 0
        self.etag = response.headers.get("ETag")
        commands = response.json()["data"]
        if any(command["kind"] == "print" for command in commands):
            # the printer's address as the back office has it now
            self.me = None
        for command in commands:
            self.handle(command)
        return len(commands)

    # --- commands ------------------------------------------------------------------------------------------

    def handle(self, command: dict) -> None:
        kind, payload = command["kind"], command.get("payload") or {}
        if kind == "print":
            self.print_job(command["id"], payload)
        elif kind == "notification":
            logger.info("Benachrichtigung: %s – %s", payload.get("title", ""), payload.get("text", ""))
            self.confirm(command["id"], {"ok": True})
        elif kind == "logs":
            self.send_logs(command["id"])
        else:
            logger.warning("Unbekannter Befehl %s (%s)", command["id"], kind)
            self.confirm(command["id"], {"ok": False, "error": messages.COMMAND_FAILED})

    def print_job(self, command_id: int, payload: dict) -> None:
        job = payload.get("jobId")
        if not isinstance(job, int):
            self.ack(command_id, False, error=messages.PRINT_DATA_INVALID)
            return
        if self.journal.get(job) is not None:
            # journalled: it went (or began to go) to the printer once already
            logger.warning("Druckauftrag %s ist bereits im Journal: nicht noch einmal gedruckt", job)
            self.ack(command_id, False, error=messages.PRINT_INTERRUPTED, result={"jobId": job})
            return
        try:
            data = base64.b64decode(payload.get("data") or "", validate=True)
        except (binascii.Error, ValueError):
            self.ack(command_id, False, error=messages.PRINT_DATA_INVALID, result={"jobId": job})
            return
        try:
            printer = self.connect()
        except PrinterUnreachable as error:
            logger.warning("Druckauftrag %s: %s", job, error)
            self.ack(command_id, False, error=str(error), result={"jobId": job, "sent": False})
            return
        self.journal.write(job, command_id, SENDING)
        try:
            printer._raw(data)  # python-escpos sends prepared bytes this way
        except OSError as error:
            logger.error("Druckauftrag %s unterbrochen: %s", job, error)
            self.answer(job, command_id, ok=False)
            return
        finally:
            _close(printer)
        self.journal.write(job, command_id, SENT)
        logger.info("Druckauftrag %s gedruckt (%s Bytes)", job, len(data))
        self.answer(job, command_id, ok=True)

    def connect(self):
        """An open connection to the printer (python-escpos Network); PrinterUnreachable when it refuses."""
        me = self.device()
        host, port = me.get("printerHost") or "", int(me.get("printerPort") or 9100)
        if not host:
            raise PrinterUnreachable(messages.PRINTER_ADDRESS_MISSING)
        printer = _escpos_network()(host, port, timeout=self.printer_timeout)
        try:
            printer.open()
        except Exception as error:  # DeviceNotFoundError wraps every failed connect
            raise PrinterUnreachable(f"{messages.PRINTER_UNREACHABLE} ({host}:{port})") from error
        return printer

    def device(self) -> dict:
        if self.me is None:
            response = self.http.get("/api/device-agent/me")
            response.raise_for_status()
            self.me = response.json()["data"]
        return self.me

    def send_logs(self, command_id: int) -> None:
        lines = list(self.recent.lines)[-LOG_LINES:]
        response = self.http.post("/api/device-agent/logs", json={"lines": lines, "commandId": command_id})
        if response.status_code >= 500:
            logger.warning("Log nicht gesendet (%s), später erneut", response.status_code)
            self.later[command_id] = {"logs": True}
        elif response.status_code != 201:
            logger.error("Log nicht gesendet (%s): %s", response.status_code, _errors(response))
            self.confirm(command_id, {"ok": False, "error": messages.LOGS_FAILED})

    # --- answers -------------------------------------------------------------------------------------------

    def answer(self, job: int, command_id: int, *, ok: bool) -> None:
        """Tell the server how the job ended; journalled as answered once the server recorded it."""
        error = "" if ok else messages.PRINT_INTERRUPTED
        try:
            recorded = self.ack(command_id, ok, error=error, result={"jobId": job})
        except httpx.HTTPError as failure:
            logger.warning("Antwort zu Druckauftrag %s nicht gesendet, später erneut: %s", job, failure)
            return
        if recorded:
            self.journal.write(job, command_id, "acked", ok=ok)

    def confirm(self, command_id: int, body: dict) -> None:
        """Ack a command that is no print job; one the server did not record is sent again next round."""
        try:
            recorded = self.ack(command_id, body["ok"], error=body.get("error", ""))
        except httpx.HTTPError as failure:
            logger.warning("Antwort zu Befehl %s nicht gesendet, später erneut: %s", command_id, failure)
            recorded = False
        if recorded:
            self.later.pop(command_id, None)
        else:
            self.later[command_id] = body

    def answer_later(self) -> None:
        """The answers (and logs) the server did not take in an earlier round, once more."""
        for command_id, body in list(self.later.items()):
            self.later.pop(command_id)
            if body.get("logs"):
                self.send_logs(command_id)
            else:
                self.confirm(command_id, body)

    def answer_journal(self) -> None:
        """After a crash (or while the server was away): every job the server has not heard of. All bytes sent:
        printed; cut short: failed, 'Druck unterbrochen, bitte prüfen.' (it is never sent again)."""
        for entry in self.journal.unanswered():
            self.answer(entry.job, entry.command, ok=entry.state == SENT)

    def ack(self, command_id: int, ok: bool, *, error: str = "", result: dict | None = None) -> bool:
        """POST the ack; True once the server recorded it (or no longer knows the command: nothing to tell)."""
        body = {"ok": ok, "error": error, "result": result}
        response = self.http.post(f"/api/device-agent/commands/{command_id}/ack", json=body)
        if response.status_code in (200, 404):
            return True
        logger.error("Antwort zu Befehl %s abgelehnt (%s): %s", command_id, response.status_code, _errors(response))
        return response.status_code < 500


def _close(printer) -> None:
    try:
        printer.close()
    except OSError:
        pass


def _errors(response: httpx.Response) -> str:
    try:
        return "; ".join(error.get("message", "") for error in response.json().get("errors", []))
    except (ValueError, AttributeError):
        return response.text[:200]


def read_secret(path: str | Path) -> str:
    """The device secret from its file (shown once when the printer was paired or got a new secret)."""
    secret = Path(path).read_text(encoding="utf-8").strip()
    if not secret:
        raise ValueError(f"{path}: keine Geräte-Kennung (Secret) in der Datei")
    return secret
