"""core.csv: the one CSV every export writes (BOM, semicolons, CRLF, formula-safe cells)."""

import pytest

from core.csv import csv_lines, csv_response, csv_text, safe_cell


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("=HYPERLINK(1)", "'=HYPERLINK(1)"),
        ("@SUM(A1)", "'@SUM(A1)"),
        ("\tTab", "'\tTab"),
        ("\rZeile", "'\rZeile"),
        ("+A1", "'+A1"),
        ("-1+2", "'-1+2"),
        ("+43 664 1234567", "+43 664 1234567"),
        ("-12", "-12"),
        ("+43 (0) 1/234-5", "+43 (0) 1/234-5"),
        ("Müller", "Müller"),
        ("", ""),
        (42, "42"),
    ],
)
def test_a_cell_a_spreadsheet_would_run_gets_a_quote(value, expected):
    assert safe_cell(value) == expected


def test_lines_stream_with_the_bom_on_the_first_only():
    lines = csv_lines(iter([["Name", "Wert"], ["=1+2", "a;b"], ["-3", 'x"y']]))
    assert list(lines) == ["\ufeffName;Wert\r\n", '\'=1+2;"a;b"\r\n', '-3;"x""y"\r\n']


def test_the_text_is_the_lines_joined():
    rows = [["Name", "Wert"], ["@x", 1]]
    assert csv_text(rows) == "\ufeffName;Wert\r\n'@x;1\r\n"
    assert csv_text(rows) == "".join(csv_lines(rows))


def test_the_response_is_a_download_never_cached():
    response = csv_response(csv_lines([["Ä"]]), "Bestellungen-2024-10-01.csv")
    assert response["Content-Type"] == "text/csv; charset=utf-8"
    assert response["Content-Disposition"] == 'attachment; filename="Bestellungen-2024-10-01.csv"'
    assert response["Cache-Control"] == "no-store"
    assert b"".join(response.streaming_content) == "\ufeffÄ\r\n".encode()
