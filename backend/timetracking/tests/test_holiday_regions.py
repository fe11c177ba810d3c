"""Holidays per branch: federal public holidays everywhere, the Landespatron day of the branch's Bundesland
only where the branch grants it (Hl. Leopold, Monday 15.11.2027 in Wien; Hl. Josef, Thursday 19.03.2026 in
Kärnten)."""

import datetime

import pytest

from organisation.tests.factories import BranchFactory
from timetracking import calendar, selectors

from .conftest import vienna
from .factories import PersonFactory, ScheduleFactory

pytestmark = pytest.mark.django_db

PLANNER = "/api/working-schedules/planner"
LEOPOLD_2027 = datetime.date(2027, 11, 15)


def test_the_patron_day_of_each_bundesland():
    found = {region: calendar.patron_days(2026, region) for region in "123456789"}

    josef = {datetime.date(2026, 3, 19): "Hl. Josef"}
    leopold = {datetime.date(2026, 11, 15): "Hl. Leopold"}
    assert found == {
        "1": {datetime.date(2026, 11, 11): "Hl. Martin"},
        # Kärnten's 'Tag der Volksabstimmung' (10.10.) is in the same category but no patron day
        "2": josef,
        "3": leopold,
        "4": {datetime.date(2026, 5, 4): "Hl. Florian"},
        "5": {datetime.date(2026, 9, 24): "Hl. Rupert"},
        "6": josef,
        "7": josef,
        "8": josef,
        "9": leopold,
    }


def test_branch_holidays_add_the_patron_day_only_where_it_is_granted():
    granted = BranchFactory(holiday_region="9", is_patron_day_off=True)
    not_granted = BranchFactory(holiday_region="9")
    without_region = BranchFactory()

    holidays = calendar.branch_holidays(granted, 2027)
    assert len(holidays) == 14
    assert (LEOPOLD_2027, "Hl. Leopold") in holidays
    assert calendar.holiday_on(LEOPOLD_2027, granted) == "Hl. Leopold"
    for branch in (not_granted, without_region, None):
        assert len(calendar.branch_holidays(branch, 2027)) == 13
        assert calendar.holiday_on(LEOPOLD_2027, branch) is None
        assert calendar.holiday_on(datetime.date(2027, 10, 26), branch) == "Nationalfeiertag"
    assert calendar.branch_holidays(without_region, 2027) == calendar.public_holidays(2027)


@pytest.mark.parametrize(("patron_day_off", "days"), [(True, ["2027-11-08", "2027-11-22"]), (False, None)])
def test_a_weekly_shift_skips_the_patron_day_only_where_it_is_off(person, branch, patron_day_off, days):
    branch.holiday_region, branch.is_patron_day_off = "9", patron_day_off
    branch.save()
    schedule = ScheduleFactory(
        person=person,
        branch=branch,
        start=vienna(2027, 11, 8, 8),
        end=vienna(2027, 11, 8, 16),
        is_repeated_weekly=True,
        repeat_until=datetime.date(2027, 11, 22),
    )

    found = calendar.occurrences(schedule, calendar.day_span(datetime.date(2027, 11, 1), datetime.date(2027, 11, 30)))

    expected = days or ["2027-11-08", "2027-11-15", "2027-11-22"]
    assert [calendar.local_date(start).isoformat() for start, _ in found] == expected


def test_the_planner_lists_the_skipped_patron_day(admin_client, person, branch, clock):
    branch.holiday_region, branch.is_patron_day_off = "9", True
    branch.save()
    weekly = ScheduleFactory(
        person=person, branch=branch, start=vienna(2027, 11, 8, 8), end=vienna(2027, 11, 8, 16), is_repeated_weekly=True
    )

    response = admin_client.get(PLANNER, {"from": "2027-11-15", "to": "2027-11-21"})

    assert response.status_code == 200, response.json()
    data = response.json()["data"]
    assert data["shifts"] == []
    assert [(s["key"], s["holiday"]) for s in data["skipped"]] == [(f"{weekly.pk}:2027-11-15", "Hl. Leopold")]


@pytest.mark.parametrize(
    ("patron_day_off", "dates"),
    [
        (True, ["2027-11-16", "2027-11-17", "2027-11-18", "2027-11-19"]),
        (False, ["2027-11-15", "2027-11-16", "2027-11-17", "2027-11-18", "2027-11-19"]),
    ],
)
def test_the_holiday_balance_counts_the_patron_day_as_no_working_day(
    admin_client, person, branch, clock, patron_day_off, dates
):
    branch.holiday_region, branch.is_patron_day_off = "9", patron_day_off
    branch.save()
    person.holiday_entitlement_days = 25
    person.save()
    # Mon 15.11. – Fri 19.11.2027
    ScheduleFactory(person=person, branch=branch, kind="holiday", start=vienna(2027, 11, 15), end=vienna(2027, 11, 20))

    response = admin_client.get(f"/api/time-sheets/holiday-balances?person={person.pk}&year=2027")

    assert response.status_code == 200, response.json()
    body = response.json()["data"]
    assert body["holidayDates"] == dates
    assert (body["takenDays"], body["plannedDays"], body["remainingDays"]) == (0, len(dates), 25 - len(dates))
    leopold = {"date": "2027-11-15", "name": "Hl. Leopold"}
    assert (leopold in body["publicHolidays"]) is patron_day_off
    assert len(body["publicHolidays"]) == (14 if patron_day_off else 13)


def test_a_carinthian_branch_with_the_patron_day_off_plans_no_shift_on_hl_josef(admin_client, person, branch, clock):
    branch.holiday_region, branch.is_patron_day_off = "2", True
    branch.save()
    # every Thursday 08–12 in March 2026; Thursday 19.03. is Hl. Josef
    ScheduleFactory(
        person=person,
        branch=branch,
        start=vienna(2026, 3, 5, 8),
        end=vienna(2026, 3, 5, 12),
        is_repeated_weekly=True,
        repeat_until=datetime.date(2026, 3, 26),
    )

    response = admin_client.get(f"/api/time-sheets/balances?person={person.pk}&month=2026-03")

    assert response.status_code == 200, response.json()
    body = response.json()["data"]
    planned = {day["date"]: day["plannedMinutes"] for day in body["days"] if day["plannedMinutes"]}
    assert planned == {"2026-03-05": 240, "2026-03-12": 240, "2026-03-26": 240}
    assert {day["date"]: day["publicHoliday"] for day in body["days"] if day["publicHoliday"]} == {
        "2026-03-19": "Hl. Josef"
    }


def test_a_person_of_branches_that_disagree_gets_the_federal_holidays(employee_user, branch, other_branch):
    branch.holiday_region, branch.is_patron_day_off = "9", True
    branch.save()
    person = PersonFactory(user=employee_user, username="max")
    assert selectors.person_holiday_region(person) == "9"

    other_branch.holiday_region, other_branch.is_patron_day_off = "6", True
    other_branch.save()
    employee_user.branches.add(other_branch)
    assert selectors.person_holiday_region(person) == ""

    other_branch.holiday_region = "9"
    other_branch.save()
    assert selectors.person_holiday_region(person) == "9"
