"""The time sheet ('Zeitnachweis') of a person's month as CSV (core.csv: semicolons, UTF-8 BOM, formula-safe cells;
German headers) and as an A4 PDF (fpdf2, the bundled DejaVu font) with signature lines.

Minutes are whole minutes; the total line is the sum of the day lines, the closing balance the carry-over plus it.
"""

from django.utils import timezone
from fpdf import FPDF

from core.csv import csv_text
from core.pdf import font_path

WEEKDAYS = ["Mo", "Di", "Mi", "Do", "Fr", "Sa", "So"]
HEADERS = [
    "Datum",
    "Tag",
    "Feiertag",
    "Geplant (Min.)",
    "Gearbeitet (Min.)",
    "Pausen (Min.)",
    "Saldo (Min.)",
    "Korrigiert",
    "Offline gestempelt",
    "Hinweise",
]


def filename(sheet: dict, extension: str) -> str:
    return f"Zeitnachweis-{sheet['person'].username}-{sheet['month']}.{extension}"


def hours(minutes: int) -> str:
    """485 → '8:05', -30 → '−0:30'."""
    sign = "−" if minutes < 0 else ""
    whole, rest = divmod(abs(minutes), 60)
    return f"{sign}{whole}:{rest:02d}"


def _day_row(day: dict) -> list[str]:
    date = day["date"]
    return [
        f"{date:%d.%m.%Y}",
        WEEKDAYS[date.weekday()],
        day["public_holiday"] or "",
        str(day["planned_minutes"]),
        str(day["worked_minutes"]),
        str(day["pause_minutes"]),
        str(day["balance_minutes"]),
        "ja" if day["is_corrected"] else "",
        "ja" if day["is_stamped_offline"] else "",
        " ".join(day["warnings"]),
    ]


def _padded(cells: list[str]) -> list[str]:
    """A summary line as wide as the header (its empty cells after the balance column)."""
    return cells + [""] * (len(HEADERS) - len(cells))


def time_sheet_csv(sheet: dict) -> bytes:
    total = ["Summe", "", "", *(str(sheet[key]) for key in ("planned_minutes", "worked_minutes", "pause_minutes"))]
    rows = [
        ["Zeitnachweis", sheet["person"].full_name, sheet["month"]],
        HEADERS,
        *(_day_row(day) for day in sheet["days"]),
        _padded([*total, str(sheet["balance_minutes"])]),
        _padded(["Übertrag Vormonate", "", "", "", "", "", str(sheet["carried_over_minutes"])]),
        _padded(["Saldo gesamt", "", "", "", "", "", str(sheet["closing_balance_minutes"])]),
    ]
    return csv_text(rows).encode("utf-8")


COLUMNS = [(24, "Datum"), (10, "Tag"), (36, "Feiertag"), (20, "Geplant"), (22, "Gearbeitet"), (18, "Pausen")]
COLUMNS += [(18, "Saldo"), (22, "Korrigiert"), (10, "Offline")]


def time_sheet_pdf(sheet: dict) -> bytes:
    person, month = sheet["person"], sheet["month"]
    pdf = FPDF(unit="mm", format="A4")
    pdf.set_title(f"Zeitnachweis {person.full_name} {month}")
    pdf.set_lang("de")
    pdf.set_margins(15, 15)
    pdf.set_auto_page_break(True, margin=15)
    pdf.add_font("Nachweis", "", font_path())
    pdf.add_page()
    pdf.set_font("Nachweis", size=14)
    year, number = month.split("-")
    pdf.cell(0, 8, f"Zeitnachweis {number}/{year}", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Nachweis", size=10)
    pdf.cell(0, 6, f"Mitarbeiter/in: {person.full_name} ({person.username})", new_x="LMARGIN", new_y="NEXT")
    approval = sheet.get("approval")
    if approval:
        when = timezone.localtime(approval["approved_at"]).strftime("%d.%m.%Y %H:%M")
        pdf.cell(0, 6, f"Freigegeben am {when} von {approval['approved_by']}", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(2)
    pdf.set_font("Nachweis", size=8)
    for width, title in COLUMNS:
        pdf.cell(width, 6, title, border="B")
    pdf.ln()
    notes = []
    for day in sheet["days"]:
        row = _day_row(day)
        values = [*row[:3], *(hours(day[key]) for key in ("planned_minutes", "worked_minutes", "pause_minutes"))]
        values += [hours(day["balance_minutes"]), row[7], row[8]]
        for (width, _title), value in zip(COLUMNS, values, strict=True):
            pdf.cell(width, 5, value[:22])
        pdf.ln()
        notes += [f"{day['date']:%d.%m.}: {message}" for message in day["warnings"]]
    pdf.set_font("Nachweis", size=9)
    totals = ["Summe", "", "", hours(sheet["planned_minutes"]), hours(sheet["worked_minutes"])]
    totals += [hours(sheet["pause_minutes"]), hours(sheet["balance_minutes"]), "", ""]
    for (width, _title), value in zip(COLUMNS, totals, strict=True):
        pdf.cell(width, 6, value, border="T")
    pdf.ln(8)
    pdf.cell(
        0, 5, f"Übertrag aus den Vormonaten: {hours(sheet['carried_over_minutes'])} h", new_x="LMARGIN", new_y="NEXT"
    )
    pdf.cell(0, 5, f"Saldo gesamt: {hours(sheet['closing_balance_minutes'])} h", new_x="LMARGIN", new_y="NEXT")
    if notes:
        pdf.ln(2)
        pdf.cell(0, 5, "Hinweise (Arbeitszeitgesetz):", new_x="LMARGIN", new_y="NEXT")
        pdf.set_font("Nachweis", size=8)
        for note in notes:
            pdf.multi_cell(0, 4, note, new_x="LMARGIN", new_y="NEXT")
    if pdf.get_y() > pdf.h - 45:
        pdf.add_page()
    pdf.ln(18)
    y = pdf.get_y()
    for x, label in ((15, "Mitarbeiter/in"), (115, "Vorgesetzte/r")):
        pdf.line(x, y, x + 80, y)
        pdf.text(x, y + 4, f"Datum, Unterschrift {label}")
    return bytes(pdf.output())
