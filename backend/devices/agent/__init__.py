"""The printer agent (`backend/manage.py printer_agent`): polls the server for print jobs and sends them to an
ESC/POS network printer (agent.py), never twice (journal.py)."""

from .agent import PrinterAgent, PrinterUnreachable, read_secret

__all__ = ["PrinterAgent", "PrinterUnreachable", "read_secret"]
