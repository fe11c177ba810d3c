"""Balances on a hand-computed October 2026: daylight saving ends on Sunday the 25th (that day has 25
hours), Monday the 26th is the Nationalfeiertag, and a night shift crosses the end of the month."""

import datetime

import pytest

from timetracking import calendar

from .conftest import vienna
from .factories import ActivityFactory, PersonFactory, ScheduleFactory

pytestmark = pytest.mark.django_db


def balances(client, person, month):
    response = client.get(f"/api/time-sheets/balances?person={person.pk}&month={month}")
    assert response.status_code == 200, response.json()
    return response.json()["data"]


def test_october_day_by_day(admin_client, october, clock):
    body = balances(admin_client, october, "2026-10")

    nonzero = {
        day["date"]: (day["plannedMinutes"], day["workedMinutes"], day["balanceMinutes"])
        for day in body["days"]
        if day["plannedMinutes"] or day["workedMinutes"]
    }
    assert nonzero == {
        "2026-10-07": (240, 0, -240),
        "2026-10-19": (480, 420, -60),
        "2026-10-21": (240, 0, -240),
        "2026-10-23": (480, 480, 0),
        "2026-10-25": (420, 390, -30),
        "2026-10-30": (480, 600, 120),
        "2026-10-31": (0, 180, 180),
    }
    assert len(body["days"]) == 31
    holidays = {day["date"]: day["publicHoliday"] for day in body["days"] if day["publicHoliday"]}
    assert holidays == {"2026-10-26": "Nationalfeiertag"}


def test_october_weeks_and_month(admin_client, october, clock):
    body = balances(admin_client, october, "2026-10")

    assert body["weeks"] == [
        {
            "week": "2026-W40",
            "from": "2026-10-01",
            "to": "2026-10-04",
            "plannedMinutes": 0,
            "workedMinutes": 0,
            "balanceMinutes": 0,
        },
        {
            "week": "2026-W41",
            "from": "2026-10-05",
            "to": "2026-10-11",
            "plannedMinutes": 240,
            "workedMinutes": 0,
            "balanceMinutes": -240,
        },
        {
            "week": "2026-W42",
            "from": "2026-10-12",
            "to": "2026-10-18",
            "plannedMinutes": 0,
            "workedMinutes": 0,
            "balanceMinutes": 0,
        },
        {
            "week": "2026-W43",
            "from": "2026-10-19",
            "to": "2026-10-25",
            "plannedMinutes": 1620,
            "workedMinutes": 1290,
            "balanceMinutes": -330,
        },
        {
            "week": "2026-W44",
            "from": "2026-10-26",
            "to": "2026-10-31",
            "plannedMinutes": 480,
            "workedMinutes": 780,
            "balanceMinutes": 300,
        },
    ]
    assert (
        body["person"],
        body["month"],
        body["carriedOverMinutes"],
        body["plannedMinutes"],
        body["workedMinutes"],
        body["balanceMinutes"],
        body["closingBalanceMinutes"],
    ) == ({"id": october.pk, "fullName": "Max Mitarbeiter"}, "2026-10", 30, 2340, 2070, -270, -240)


def test_november_carries_october_over(admin_client, october, clock):
    body = balances(admin_client, october, "2026-11")

    assert (
        body["carriedOverMinutes"],
        body["plannedMinutes"],
        body["workedMinutes"],
        body["closingBalanceMinutes"],
    ) == (-240, 480, 60, -660)
    assert body["days"][0] == {
        "date": "2026-11-01",
        "publicHoliday": "Allerheiligen",
        "plannedMinutes": 0,
        "workedMinutes": 60,
        "balanceMinutes": 60,
    }


def test_a_month_before_tracking_began_is_empty(admin_client, october, clock):
    body = balances(admin_client, october, "2026-08")

    assert (body["carriedOverMinutes"], body["plannedMinutes"], body["workedMinutes"]) == (0, 0, 0)


def test_a_running_activity_counts_up_to_now(admin_client, october, branch, clock):
    # given: clocked in at 06:30 today (25 November, now 08:00), paused 07:00–07:15
    activity = ActivityFactory(person=october, branch=branch, start=vienna(2026, 11, 25, 6, 30), end=None)
    activity.pauses.create(start=vienna(2026, 11, 25, 7), end=vienna(2026, 11, 25, 7, 15))

    body = balances(admin_client, october, "2026-11")

    assert body["days"][24]["workedMinutes"] == 75


def test_a_repeated_shift_keeps_its_local_time_across_the_change(october):
    schedule = october.schedules.get(start=vienna(2026, 10, 23, 8))

    shifts = calendar.occurrences(schedule, calendar.day_span(datetime.date(2026, 10, 1), datetime.date(2026, 11, 30)))

    assert [(start.isoformat(), end.isoformat()) for start, end in shifts] == [
        ("2026-10-23T06:00:00+00:00", "2026-10-23T14:00:00+00:00"),
        ("2026-10-30T07:00:00+00:00", "2026-10-30T15:00:00+00:00"),
    ]


def test_the_day_the_clocks_go_back_has_25_hours():
    start, end = calendar.day_span(datetime.date(2026, 10, 25), datetime.date(2026, 10, 25))

    assert (end - start) == datetime.timedelta(hours=25)
    assert calendar.seconds_per_day([(start, end)]) == {datetime.date(2026, 10, 25): 25 * 3600}


def test_the_day_the_clocks_go_forward_has_23_hours():
    start, end = calendar.day_span(datetime.date(2026, 3, 29), datetime.date(2026, 3, 29))

    assert (end - start) == datetime.timedelta(hours=23)


@pytest.fixture
def holidays_2026(employee_user, branch):
    person = PersonFactory(user=employee_user, username="max", holiday_entitlement_days=25)
    for start, end in [
        # Fri 22.05. – Tue 26.05.: Pfingstmontag 25.05. is not a holiday day → 22., 26.
        (vienna(2026, 5, 22), vienna(2026, 5, 27)),
        # Mon 10.08. – Sun 16.08. (15.08. a Saturday and Mariä Himmelfahrt) → 5 days
        (vienna(2026, 8, 10), vienna(2026, 8, 17)),
        # Mon 21.12. – Thu 31.12. (25.12. Christtag a Friday, 26.12. a Saturday) → 8 days
        (vienna(2026, 12, 21), vienna(2027, 1, 1)),
        # another year
        (vienna(2025, 12, 29), vienna(2026, 1, 1)),
    ]:
        ScheduleFactory(person=person, branch=branch, kind="holiday", start=start, end=end)
    return person


def test_holiday_balance_of_a_year(admin_client, holidays_2026, clock):
    response = admin_client.get(f"/api/time-sheets/holiday-balances?person={holidays_2026.pk}&year=2026")

    assert response.status_code == 200
    body = response.json()["data"]
    assert (
        body["year"],
        body["entitlementDays"],
        body["takenDays"],
        body["plannedDays"],
        body["remainingDays"],
    ) == (2026, 25, 7, 8, 10)
    assert body["holidayDates"][:7] == [
        "2026-05-22",
        "2026-05-26",
        "2026-08-10",
        "2026-08-11",
        "2026-08-12",
        "2026-08-13",
        "2026-08-14",
    ]
    assert len(body["publicHolidays"]) == 13
    assert body["publicHolidays"][9] == {"date": "2026-11-01", "name": "Allerheiligen"}


def test_holiday_days_do_not_count_as_planned_work(admin_client, holidays_2026, clock):
    body = balances(admin_client, holidays_2026, "2026-12")

    assert (body["plannedMinutes"], body["workedMinutes"]) == (0, 0)
