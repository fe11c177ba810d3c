"""The Zeitnachweis of October 2026 (DST ends on the 25th, the 26th is the Nationalfeiertag, night shifts on the
30th and 31st): exact minutes per day, warnings, corrections marked, totals that add up, CSV and PDF."""

import pytest

from audit.models import LogEntry
from timetracking.models import WorkingActivity

from .conftest import vienna
from .factories import PersonFactory

pytestmark = pytest.mark.django_db


def sheet(client, person, month="2026-10"):
    response = client.get(f"/api/time-sheets/{person.pk}/{month}")
    assert response.status_code == 200, response.json()
    return response.json()["data"]


BREAK = "Pause zu kurz: 0 Minuten bei mehr als 6 Stunden Arbeit (vorgeschrieben: 30 Minuten)."


def test_october_day_by_day_with_pauses_and_warnings(admin_client, october, clock):
    body = sheet(admin_client, october)
    rows = {
        day["date"]: (day["plannedMinutes"], day["workedMinutes"], day["pauseMinutes"], day["balanceMinutes"])
        for day in body["days"]
        if day["plannedMinutes"] or day["workedMinutes"]
    }
    assert rows == {
        "2026-10-07": (240, 0, 0, -240),
        "2026-10-19": (480, 420, 0, -60),
        "2026-10-21": (240, 0, 0, -240),
        "2026-10-23": (480, 480, 0, 0),
        "2026-10-25": (420, 390, 30, -30),
        "2026-10-30": (480, 600, 0, 120),
        "2026-10-31": (0, 180, 0, 180),
    }
    warnings = {day["date"]: day["warnings"] for day in body["days"] if day["warnings"]}
    assert warnings == {
        "2026-10-19": [BREAK],
        "2026-10-23": [BREAK],
        # the night shift from 22:00 belongs to the 30th: 8 + 4 hours that working day
        "2026-10-30": [BREAK, "Höchstarbeitszeit überschritten: 12 Stunden gearbeitet (erlaubt: 10 Stunden)."],
    }
    assert body["warningCount"] == 4
    assert [day["date"] for day in body["days"] if day["publicHoliday"]] == ["2026-10-26"]


def test_october_totals_add_up_the_days_and_carry_over(admin_client, october, clock):
    body = sheet(admin_client, october)
    assert (body["plannedMinutes"], body["workedMinutes"], body["pauseMinutes"]) == (2340, 2070, 30)
    assert body["plannedMinutes"] == sum(day["plannedMinutes"] for day in body["days"])
    assert body["workedMinutes"] == sum(day["workedMinutes"] for day in body["days"])
    assert (body["balanceMinutes"], body["carriedOverMinutes"], body["closingBalanceMinutes"]) == (-270, 30, -240)
    assert body["approval"] is None


def test_a_correction_is_marked_on_its_days(admin_client, october, clock):
    activity = WorkingActivity.objects.get(person=october, start=vienna(2026, 10, 19, 8))
    response = admin_client.put(
        f"/api/working-activities/{activity.pk}",
        {
            "end": "2026-10-19T14:00:00Z",
            "pauses": [{"start": "2026-10-19T10:00:00Z", "end": "2026-10-19T10:30:00Z"}],
            "reason": "Pause nicht gestempelt",
        },
        format="json",
    )
    assert response.status_code == 200, response.json()
    entry = LogEntry.objects.filter(entity="workingactivity", entity_id=str(activity.pk)).latest("id")
    assert entry.changes["end"] == {"old": "2026-10-19T13:00:00+00:00", "new": "2026-10-19T14:00:00+00:00"}
    assert entry.changes["reason"] == {"old": None, "new": "Pause nicht gestempelt"}
    assert entry.changes["pauses"]["old"] == []
    day = next(day for day in sheet(admin_client, october)["days"] if day["date"] == "2026-10-19")
    assert (day["workedMinutes"], day["pauseMinutes"], day["isCorrected"], day["warnings"]) == (450, 30, True, [])
    assert day["activities"][0]["correctionCount"] == 1


def test_the_csv_is_semicolon_separated_with_a_bom_and_adds_up(admin_client, october, clock):
    response = admin_client.get(f"/api/time-sheets/{october.pk}/2026-10/csv")
    assert response.status_code == 200
    assert response["Content-Type"] == "text/csv; charset=utf-8"
    assert response["Content-Disposition"] == 'attachment; filename="Zeitnachweis-max-2026-10.csv"'
    text = response.content.decode("utf-8")
    assert text.startswith("\ufeffZeitnachweis;")
    lines = text.split("\r\n")
    assert lines[1] == (
        "Datum;Tag;Feiertag;Geplant (Min.);Gearbeitet (Min.);Pausen (Min.);Saldo (Min.);Korrigiert;Offline gestempelt;Hinweise"
    )
    assert lines[2] == "01.10.2026;Do;;0;0;0;0;;;"
    assert lines[2 + 25] == "26.10.2026;Mo;Nationalfeiertag;0;0;0;0;;;"
    assert lines[2 + 24] == "25.10.2026;So;;420;390;30;-30;;;"
    # a negative balance is a number, not a formula; the totals
    assert lines[33:36] == [
        "Summe;;;2340;2070;30;-270;;;",
        "Übertrag Vormonate;;;;;;30;;;",
        "Saldo gesamt;;;;;;-240;;;",
    ]


def test_a_formula_in_a_name_is_defused(admin_client, october, clock):
    october.user.first_name = "=HYPERLINK()"
    october.user.save()
    text = admin_client.get(f"/api/time-sheets/{october.pk}/2026-10/csv").content.decode("utf-8")
    assert text.splitlines()[0].startswith("\ufeffZeitnachweis;'=HYPERLINK()")


def test_the_pdf_has_its_file_name_and_signature_lines(admin_client, october, clock):
    response = admin_client.get(f"/api/time-sheets/{october.pk}/2026-10/pdf")
    assert response.status_code == 200
    assert response["Content-Type"] == "application/pdf"
    assert response["Content-Disposition"] == 'attachment; filename="Zeitnachweis-max-2026-10.pdf"'
    assert response.content.startswith(b"%PDF-")
    assert b"DejaVuSansMono" in response.content


def test_a_person_outside_reach_is_404_and_a_bad_month_400(employee_client, graz_person, person, clock):
    assert employee_client.get(f"/api/time-sheets/{graz_person.pk}/2026-10").status_code == 404
    response = employee_client.get(f"/api/time-sheets/{person.pk}/2026-13")
    assert response.status_code == 400
    assert response.json()["errors"] == [
        {"message": "Bitte geben Sie einen Monat als JJJJ-MM an.", "field": "month", "code": "month"}
    ]
    assert employee_client.get(f"/api/time-sheets/{person.pk}/2026-10/pdf").status_code == 200


def test_the_rules_are_configured_per_business_and_the_agreement_per_person(
    admin_client, employee_client, october, clock
):
    assert admin_client.get("/api/time-tracking-rules").json()["data"] == {
        "breakAfterMinutes": 360,
        "minBreakMinutes": 30,
        "maxDailyMinutes": 600,
        "maxDailyMinutesExtended": 720,
        "minRestMinutes": 660,
        "updatedAt": admin_client.get("/api/time-tracking-rules").json()["data"]["updatedAt"],
    }
    assert employee_client.put("/api/time-tracking-rules", {"minBreakMinutes": 0}, format="json").status_code == 403
    refused = admin_client.put("/api/time-tracking-rules", {"maxDailyMinutesExtended": 500}, format="json")
    assert refused.json()["errors"] == [
        {
            "message": "Die Höchstarbeitszeit mit Vereinbarung darf nicht unter der ohne Vereinbarung liegen.",
            "field": "maxDailyMinutesExtended",
            "code": "extended",
        }
    ]
    # no break rule any more; the person may work 12 hours: the 30th has no warning left
    response = admin_client.put("/api/time-tracking-rules", {"breakAfterMinutes": 1440}, format="json")
    assert response.status_code == 200
    admin_client.put(f"/api/time-tracking-people/{october.pk}", {"hasExtendedHoursAgreement": True}, format="json")
    assert sheet(admin_client, october)["warningCount"] == 0
    assert LogEntry.objects.filter(entity="legalrules").count() == 1


def test_employees_read_only_their_own_sheet_and_balances(employee_client, admin_client, person, branch, clock):
    # given: Berta works at Max's branch
    berta = PersonFactory(user__branches=[branch], username="berta")
    own = [
        f"/api/time-sheets/{person.pk}/2026-10",
        f"/api/time-sheets/{person.pk}/2026-10/csv",
        f"/api/time-sheets/{person.pk}/2026-10/pdf",
        "/api/time-sheets/balances?month=2026-10",
        f"/api/time-sheets/balances?person={person.pk}&month=2026-10",
        f"/api/time-sheets/holiday-balances?person={person.pk}&year=2026",
    ]
    colleague = [
        f"/api/time-sheets/{berta.pk}/2026-10",
        f"/api/time-sheets/{berta.pk}/2026-10/csv",
        f"/api/time-sheets/{berta.pk}/2026-10/pdf",
        f"/api/time-sheets/balances?person={berta.pk}&month=2026-10",
        f"/api/time-sheets/balances?user={berta.user_id}&month=2026-10",
        f"/api/time-sheets/holiday-balances?person={berta.pk}&year=2026",
        f"/api/time-sheets/holiday-balances?user={berta.user_id}&year=2026",
    ]
    assert [employee_client.get(url).status_code for url in own] == [200] * len(own)
    assert [employee_client.get(url).status_code for url in colleague] == [404] * len(colleague)
    # administrators read everybody's
    assert [admin_client.get(url).status_code for url in colleague] == [200] * len(colleague)


@pytest.fixture
def november(employee_user, branch):
    """Max plans Mondays 08–16 in November 2026 (2., 9., 16., 23., 30.) and Wednesday 25.11. 08–16; he worked
    every Monday so far in full and is at work since 08:00 today (Wednesday 25.11., the clock's day)."""
    import datetime

    from .factories import ActivityFactory, ScheduleFactory

    person = PersonFactory(user=employee_user, username="max", tracking_since=datetime.date(2026, 11, 1))
    ScheduleFactory(
        person=person,
        branch=branch,
        start=vienna(2026, 11, 2, 8),
        end=vienna(2026, 11, 2, 16),
        is_repeated_weekly=True,
        repeat_until=datetime.date(2026, 11, 30),
    )
    ScheduleFactory(person=person, branch=branch, start=vienna(2026, 11, 25, 8), end=vienna(2026, 11, 25, 16))
    for day in (2, 9, 16, 23):
        ActivityFactory(person=person, branch=branch, start=vienna(2026, 11, day, 8), end=vienna(2026, 11, day, 16))
    ActivityFactory(person=person, branch=branch, start=vienna(2026, 11, 25, 8), end=None)
    return person


def test_the_running_month_counts_the_plan_up_to_today_like_the_terminal(admin_client, november, clock):
    clock.now = vienna(2026, 11, 25, 9, 30)
    body = sheet(admin_client, november, "2026-11")

    # the whole month's plan is shown; the balance counts the days up to today (the terminal's rule):
    # 4 × 480 worked + 90 today against 4 × 480 + 480 planned up to today; Monday 30.11. is not due yet
    assert (body["plannedMinutes"], body["plannedMinutesUntilNow"], body["workedMinutes"]) == (2880, 2400, 2010)
    assert (body["balanceMinutes"], body["closingBalanceMinutes"]) == (-390, -390)
    days = {day["date"]: (day["plannedMinutes"], day["balanceMinutes"]) for day in body["days"]}
    assert (days["2026-11-25"], days["2026-11-30"]) == ((480, -390), (480, 0))
    assert sum(day["balanceMinutes"] for day in body["days"]) == body["balanceMinutes"]
    assert [week["balanceMinutes"] for week in body["weeks"]][-2:] == [-390, 0]

    # the terminal shows the same balance
    terminal = admin_client.get(f"/api/time-sheets/balances?person={november.pk}&month=2026-11").json()["data"]
    assert (terminal["balanceMinutes"], terminal["closingBalanceMinutes"]) == (-390, -390)


def test_the_sheet_says_why_a_month_cannot_be_approved_yet(admin_client, november, clock):
    running = sheet(admin_client, november, "2026-11")
    over = sheet(admin_client, november, "2026-10")

    assert running["approveBlockedReason"] == "Ein Monat kann erst freigegeben werden, wenn er abgeschlossen ist."
    assert sheet(admin_client, november, "2026-12")["approveBlockedReason"] == running["approveBlockedReason"]
    assert over["approveBlockedReason"] is None
    assert admin_client.post(f"/api/time-sheets/{november.pk}/2026-10/approve").status_code == 200
    assert sheet(admin_client, november, "2026-10")["approveBlockedReason"] is None
