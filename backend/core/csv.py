"""CSV for spreadsheets, the one way every export writes it: UTF-8 with BOM, semicolons, CRLF, formula-safe cells.

- `csv_lines(rows)`: the lines one at a time (the first with the BOM), for a streamed download;
- `csv_text(rows)`: the whole text (BOM first), for a download built in memory;
- `csv_response(lines, filename)`: a streamed download (attachment, never cached);
- `safe_cell(value)`: the cell as text, with a quote in front where a spreadsheet would run it as a formula.

Every cell of every row goes through `safe_cell`, the header too (a form's field labels are user input).
"""

import csv
import io
import re
from collections.abc import Iterable, Iterator

from django.http import StreamingHttpResponse
from django.utils.http import content_disposition_header

BOM = "\ufeff"
CONTENT_TYPE = "text/csv; charset=utf-8"
# a cell a spreadsheet would run as a formula; phone numbers and amounts with a sign stay as they are
FORMULA = re.compile(r"^[=@\t\r]|^[+-](?![\d\s/()-]*$)")


def safe_cell(value) -> str:
    """'=1+2' → "'=1+2", '+43 664 1234567' and '-12,50' stay as they are."""
    text = str(value)
    return f"'{text}" if FORMULA.match(text) else text


class _Echo:
    """A file whose write hands the line back, so the csv writer formats one line at a time."""

    def write(self, value: str) -> str:
        return value


def _writer(out):
    return csv.writer(out, delimiter=";", lineterminator="\r\n")


def csv_lines(rows: Iterable[Iterable]) -> Iterator[str]:
    """One line per row, the first with the BOM in front; rows are read as the lines are taken."""
    writer = _writer(_Echo())
    prefix = BOM
    for row in rows:
        yield prefix + writer.writerow([safe_cell(value) for value in row])
        prefix = ""


def csv_text(rows: Iterable[Iterable]) -> str:
    """The whole CSV as one text, BOM first."""
    out = io.StringIO()
    _writer(out).writerows([safe_cell(value) for value in row] for row in rows)
    return BOM + out.getvalue()


def csv_response(lines: Iterable[str], filename: str) -> StreamingHttpResponse:
    """A streamed download of csv_lines: an attachment under filename, never cached."""
    response = StreamingHttpResponse(lines, content_type=CONTENT_TYPE)
    response["Content-Disposition"] = content_disposition_header(True, filename)
    response["Cache-Control"] = "no-store"
    return response
