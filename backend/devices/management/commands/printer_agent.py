"""`backend/manage.py printer_agent --server URL --secret-file PATH [--journal PATH]`: the printer agent on the shop's
network (devices/agent; docs/operations.md 'Printer agent'). Runs until stopped (Ctrl+C, SIGTERM)."""

import logging
import signal
import sys
from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from devices.agent import PrinterAgent, read_secret
from devices.agent.agent import POLL_SECONDS, PRINTER_TIMEOUT_SECONDS


class Command(BaseCommand):
    help = "Druckeragent: holt die Druckaufträge eines Druckers vom Server und druckt sie über TCP (ESC/POS)."
    requires_system_checks: list = []
    requires_migrations_checks = False

    def add_arguments(self, parser):
        parser.add_argument("--server", required=True, help="Adresse des Servers, z. B. https://bestellung.example.at")
        parser.add_argument(
            "--secret-file", required=True, help="Datei mit dem Secret des Druckers (beim Koppeln angezeigt)"
        )
        parser.add_argument(
            "--journal",
            help="Journal der Druckaufträge (Standard: printer-journal.jsonl neben der Secret-Datei)",
        )
        parser.add_argument("--interval", type=float, default=POLL_SECONDS, help="Sekunden zwischen zwei Abfragen")
        parser.add_argument(
            "--printer-timeout", type=float, default=PRINTER_TIMEOUT_SECONDS, help="Sekunden für den Drucker"
        )

    def handle(self, *args, **options):
        try:
            secret = read_secret(options["secret_file"])
        except (OSError, ValueError) as error:
            raise CommandError(f"Secret nicht lesbar: {error}") from error
        journal = options["journal"] or Path(options["secret_file"]).resolve().with_name("printer-journal.jsonl")
        logging.basicConfig(stream=sys.stderr, level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
        agent = PrinterAgent(
            options["server"],
            secret,
            journal,
            poll_seconds=options["interval"],
            printer_timeout=options["printer_timeout"],
        )
        signal.signal(signal.SIGTERM, lambda *_: agent.stop())
        try:
            agent.run()
        except KeyboardInterrupt:
            agent.stop()
        finally:
            agent.close()
