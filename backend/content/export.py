"""Submissions as CSV for spreadsheets: UTF-8 with BOM, semicolons, German headers, formula-safe cells.

One row per submission; the columns are the fixed ones plus one per field label found in the rows
(in order of first appearance), so a form's fields line up in their own columns.
"""

import csv
import re
from collections.abc import Iterator

from django.db.models import QuerySet
from django.utils import timezone

HEADERS = ["Nr.", "Eingegangen", "Formular", "Aktionen"]
BOM = "\ufeff"
CHUNK = 500
# a cell a spreadsheet would run as a formula; phone numbers with a sign stay as they are
FORMULA = re.compile(r"^[=@\t\r]|^[+-](?![\d\s/()-]*$)")
STATES = {
    "pending": "ausstehend",
    "done": "erledigt",
    "failed": "fehlgeschlagen",
    "skipped": "übersprungen",
    "waiting_for_consent": "ohne Einwilligung",
}
ACTIONS = {
    "sendMail": "E-Mail",
    "sendSms": "SMS",
    "newsletter": "Newsletter",
    "trackGoogleTagConversion": "Conversion",
}


class _Echo:
    def write(self, value: str) -> str:
        return value


def _safe(value: str) -> str:
    return f"'{value}" if FORMULA.match(value) else value


def _cell(value) -> str:
    if isinstance(value, bool):
        return "ja" if value else "nein"
    return str(value)


def _actions(submission) -> str:
    return ", ".join(
        f"{ACTIONS.get(action['type'], action['type'])}: {STATES.get(action['state'], action['state'])}"
        for action in submission.actions
    )


def csv_lines(submissions: QuerySet) -> Iterator[str]:
    """Streamed in two passes over the query, a chunk at a time: the labels first (the header), then the rows."""
    labels: dict[str, None] = {}
    for values in submissions.values_list("values", flat=True).iterator(chunk_size=CHUNK):
        labels.update((item["label"], None) for item in values)
    writer = csv.writer(_Echo(), delimiter=";", lineterminator="\r\n")
    yield BOM + writer.writerow([_safe(header) for header in HEADERS + list(labels)])
    for submission in submissions.iterator(chunk_size=CHUNK):
        values = {item["label"]: _cell(item["value"]) for item in submission.values}
        row = [
            str(submission.id),
            timezone.localtime(submission.created_at).strftime("%d.%m.%Y %H:%M"),
            submission.form_name,
            _actions(submission),
            *(values.get(label, "") for label in labels),
        ]
        yield writer.writerow([_safe(value) for value in row])
