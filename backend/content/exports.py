"""Submissions as CSV for spreadsheets (core.csv: UTF-8 with BOM, semicolons, formula-safe cells), German headers.

One row per submission; the columns are the fixed ones plus one per field label found in the rows
(in order of first appearance), so a form's fields line up in their own columns.
"""

from collections.abc import Iterator

from django.db.models import QuerySet
from django.utils import timezone

from core.csv import csv_lines

HEADERS = ["Nr.", "Eingegangen", "Formular", "Aktionen"]
CHUNK = 500
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


def _cell(value) -> str:
    if isinstance(value, bool):
        return "ja" if value else "nein"
    return str(value)


def _actions(submission) -> str:
    return ", ".join(
        f"{ACTIONS.get(action['type'], action['type'])}: {STATES.get(action['state'], action['state'])}"
        for action in submission.actions
    )


def _rows(submissions: QuerySet) -> Iterator[list[str]]:
    labels: dict[str, None] = {}
    for values in submissions.values_list("values", flat=True).iterator(chunk_size=CHUNK):
        labels.update((item["label"], None) for item in values)
    yield HEADERS + list(labels)
    for submission in submissions.iterator(chunk_size=CHUNK):
        values = {item["label"]: _cell(item["value"]) for item in submission.values}
        yield [
            str(submission.id),
            timezone.localtime(submission.created_at).strftime("%d.%m.%Y %H:%M"),
            submission.form_name,
            _actions(submission),
            *(values.get(label, "") for label in labels),
        ]


def submission_lines(submissions: QuerySet) -> Iterator[str]:
    """Streamed in two passes over the query, a chunk at a time: the labels first (the header), then the rows."""
    return csv_lines(_rows(submissions))
