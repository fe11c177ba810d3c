"""GET /api/statistics/user-profile and /user-profile-working-activities: a person's period (Max's October
of the `october` fixture, see conftest), their own for everyone, anyone's for administrators."""

from .conftest import vienna
from .factories import ScheduleFactory

PROFILE = "/api/statistics/user-profile"
ACTIVITIES = "/api/statistics/user-profile-working-activities"


def test_the_profile_of_october_sums_planned_worked_balance_and_holidays(employee_client, october, branch):
    # Tuesday 27 to Thursday 29 October: three days of holiday
    ScheduleFactory(person=october, branch=branch, kind="holiday", start=vienna(2026, 10, 27), end=vienna(2026, 10, 30))

    response = employee_client.get(f"{PROFILE}?start=2026-10-01&end=2026-10-31&now=2026-10-24T10:00:00Z")

    assert response.status_code == 200, response.content
    assert response.json()["data"] == {
        "user": october.user_id,
        "person": october.pk,
        "start": "2026-10-01",
        "end": "2026-10-31",
        "now": "2026-10-24T10:00:00Z",
        # 07.10. 240, 19.10. 480, 21.10. 240, 23.10. 480, 25.10. 420, 30.10. 480 (26.10. a public holiday)
        "plannedMinutes": 2340,
        "plannedMinutesUntilNow": 1440,
        # 19.10. 420, 23.10. 480, 25.10. 390, 30.10. 480 + 120, 31.10. 120 + 60
        "workedMinutes": 2070,
        # up to Saturday 24 October: 900 worked against 1440 planned
        "balanceMinutes": -540,
        "holidayDays": 3,
        "holidayDaysTaken": 0,
        "holidayDaysPlanned": 3,
        "holidayDates": ["2026-10-27", "2026-10-28", "2026-10-29"],
        "holidayEntitlementDays": 25,
        "holidayRemainingDays": 22,
    }


def test_the_working_activities_of_a_period_with_pauses_and_worked_minutes(employee_client, october):
    rows = employee_client.get(f"{ACTIVITIES}?start=2026-10-25&end=2026-10-25").json()["data"]

    assert rows == [
        {
            "id": rows[0]["id"],
            "branch": october.user.branches.get().pk,
            "branchName": "Mariahilf",
            "start": "2026-10-24T22:00:00Z",
            "end": "2026-10-25T05:00:00Z",
            "pauses": [{"start": "2026-10-24T23:00:00Z", "end": "2026-10-24T23:30:00Z"}],
            "workedMinutes": 390,
        }
    ]


def test_employees_see_only_their_own_profile_administrators_anyones(
    employee_client, admin_client, october, graz_person
):
    query = "start=2026-10-01&end=2026-10-31"
    assert employee_client.get(f"{PROFILE}?user={graz_person.user_id}&{query}").status_code == 404
    assert employee_client.get(f"{ACTIVITIES}?user={graz_person.user_id}&{query}").status_code == 404
    assert admin_client.get(f"{PROFILE}?user={october.user_id}&{query}").json()["data"]["workedMinutes"] == 2070
    # the administrator does not track time themselves
    assert admin_client.get(f"{PROFILE}?{query}").status_code == 404


def test_the_period_is_checked_in_german(employee_client, october):
    response = employee_client.get(f"{PROFILE}?start=2026-10-31&end=2026-10-01")
    assert [(e["field"], e["message"]) for e in response.json()["errors"]] == [
        ("end", "Das Ende des Zeitraums darf nicht vor seinem Beginn liegen.")
    ]
    response = employee_client.get(PROFILE)
    assert sorted((e["field"], e["message"]) for e in response.json()["errors"]) == [
        ("end", "Dieses Feld ist erforderlich."),
        ("start", "Dieses Feld ist erforderlich."),
    ]
