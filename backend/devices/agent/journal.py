"""The printer agent's journal: what it did with each print job, kept on disk across restarts.

One JSON line per step, appended and flushed to disk (fsync) before the agent goes on:
`{"job": 12, "command": 40, "state": "sending"}` right before the bytes go to the printer, `"sent"` once the printer
took all of them, `"acked"` once the server recorded the answer. A job in the journal is never sent again: after a
crash between "sending" and "sent" nobody knows what the printer printed, so the agent reports the job failed
('Druck unterbrochen, bitte prüfen.') instead of printing it twice.

The file keeps the last KEEP jobs (rewritten when it is opened); lines a crash cut short are skipped.
"""

import json
import os
from dataclasses import dataclass
from pathlib import Path

SENDING, SENT, ACKED = "sending", "sent", "acked"
KEEP = 5000


@dataclass
class Entry:
    job: int
    command: int
    state: str
    # after "acked": whether the job was reported printed
    ok: bool | None = None


class Journal:
    def __init__(self, path: str | Path):
        self.path = Path(path)
        self.entries: dict[int, Entry] = {}
        self._load()

    def _load(self) -> None:
        if self.path.exists():
            for line in self.path.read_text(encoding="utf-8").splitlines():
                try:
                    row = json.loads(line)
                    entry = Entry(int(row["job"]), int(row["command"]), str(row["state"]), row.get("ok"))
                except (ValueError, KeyError, TypeError):
                    continue
                # a job's last step counts; dict order: the order jobs were first journalled
                self.entries.pop(entry.job, None)
                self.entries[entry.job] = entry
        if len(self.entries) > KEEP:
            self.entries = dict(list(self.entries.items())[-KEEP:])
        self._rewrite()

    def _rewrite(self) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        partial = self.path.with_name(self.path.name + ".neu")
        with partial.open("w", encoding="utf-8") as file:
            for entry in self.entries.values():
                file.write(_line(entry))
            file.flush()
            os.fsync(file.fileno())
        os.replace(partial, self.path)

    def get(self, job: int) -> Entry | None:
        return self.entries.get(job)

    def write(self, job: int, command: int, state: str, ok: bool | None = None) -> Entry:
        """Record the step on disk before returning (the agent acts on it only afterwards)."""
        entry = Entry(job, command, state, ok)
        with self.path.open("a", encoding="utf-8") as file:
            file.write(_line(entry))
            file.flush()
            os.fsync(file.fileno())
        self.entries.pop(job, None)
        self.entries[job] = entry
        return entry

    def unanswered(self) -> list[Entry]:
        """Jobs whose answer the server has not recorded yet (a crash, the server away)."""
        return [entry for entry in self.entries.values() if entry.state != ACKED]


def _line(entry: Entry) -> str:
    row = {"job": entry.job, "command": entry.command, "state": entry.state}
    if entry.ok is not None:
        row["ok"] = entry.ok
    return json.dumps(row) + "\n"
