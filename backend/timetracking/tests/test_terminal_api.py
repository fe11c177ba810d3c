"""The clock-in terminal: the state rules of an activity with every refusal's German text."""

import datetime

import pytest

from timetracking.models import WorkingActivity

from .conftest import at_terminal, errors_of, vienna

pytestmark = pytest.mark.django_db


def step(client, terminal, name, **kwargs):
    return at_terminal(client, terminal, f"working-activities/{name}", method="post", **kwargs)


def test_a_shift_with_a_pause_start_pause_resume_end(anon_client, person, terminal, clock):
    # when: Kommen 08:00, Pause 12:00, Weiter 12:30, Gehen 16:30
    started = step(anon_client, terminal, "start")
    clock.now = vienna(2026, 11, 25, 12, 0)
    paused = step(anon_client, terminal, "pause")
    clock.now = vienna(2026, 11, 25, 12, 30)
    resumed = step(anon_client, terminal, "resume")
    clock.now = vienna(2026, 11, 25, 16, 30)
    ended = step(anon_client, terminal, "end")

    # then: start, pause and resume answer the current activity, end the ended one
    activity = WorkingActivity.objects.get()
    assert started.status_code == 200
    assert started.json()["data"] == {
        "id": activity.pk,
        "branch": terminal.branch_id,
        "start": "2026-11-25T07:00:00Z",
        "end": None,
        "pauses": [],
        "isPaused": False,
        "workedMinutes": 0,
        "warnings": [],
    }
    assert paused.json()["data"]["isPaused"] is True
    assert paused.json()["data"]["pauses"] == [{"start": "2026-11-25T11:00:00Z", "end": None}]
    assert paused.json()["data"]["workedMinutes"] == 240
    assert resumed.json()["data"]["isPaused"] is False
    assert resumed.json()["data"]["pauses"] == [{"start": "2026-11-25T11:00:00Z", "end": "2026-11-25T11:30:00Z"}]
    assert ended.json()["data"]["end"] == "2026-11-25T15:30:00Z"
    assert ended.json()["data"]["workedMinutes"] == 480
    assert activity.created_by is None


def test_me_shows_the_person_and_the_current_activity(anon_client, person, terminal, clock):
    # given
    step(anon_client, terminal, "start")

    # when
    response = at_terminal(anon_client, terminal, "me")

    # then
    assert response.status_code == 200
    body = response.json()["data"]
    assert body["person"] == {"id": person.pk, "username": "max", "fullName": "Max Mitarbeiter"}
    assert body["branch"] == {"id": terminal.branch_id, "identifier": "mariahilf", "name": "Mariahilf"}
    assert body["currentWorkingActivity"]["start"] == "2026-11-25T07:00:00Z"


def test_me_after_the_end_has_no_current_activity(anon_client, person, terminal, clock):
    step(anon_client, terminal, "start")
    step(anon_client, terminal, "end")

    assert at_terminal(anon_client, terminal, "me").json()["data"]["currentWorkingActivity"] is None


@pytest.mark.parametrize(
    ("before", "name", "message", "code"),
    [
        (
            ["start"],
            "start",
            "Aktivität konnte nicht gestartet werden. Es läuft bereits eine Aktivität.",
            "already_started",
        ),
        (
            ["start", "pause"],
            "start",
            "Aktivität konnte nicht gestartet werden. Es läuft bereits eine Aktivität.",
            "already_started",
        ),
        ([], "pause", "Aktivität konnte nicht pausiert werden. Es läuft keine Aktivität.", "not_started"),
        (["start", "end"], "pause", "Aktivität konnte nicht pausiert werden. Es läuft keine Aktivität.", "not_started"),
        (
            ["start", "pause"],
            "pause",
            "Aktivität konnte nicht pausiert werden. Die Aktivität ist bereits pausiert.",
            "already_paused",
        ),
        ([], "resume", "Aktivität konnte nicht fortgesetzt werden. Es läuft keine Aktivität.", "not_started"),
        (
            ["start"],
            "resume",
            "Aktivität konnte nicht fortgesetzt werden. Die Aktivität ist nicht pausiert.",
            "not_paused",
        ),
        (
            ["start", "pause", "resume"],
            "resume",
            "Aktivität konnte nicht fortgesetzt werden. Die Aktivität ist nicht pausiert.",
            "not_paused",
        ),
        ([], "end", "Aktivität konnte nicht beendet werden. Es läuft keine Aktivität.", "not_started"),
        (["start", "end"], "end", "Aktivität konnte nicht beendet werden. Es läuft keine Aktivität.", "not_started"),
    ],
)
def test_a_refused_step_answers_409_with_its_german_text(
    anon_client, person, terminal, clock, before, name, message, code
):
    # given
    for earlier in before:
        assert step(anon_client, terminal, earlier).status_code == 200
    count = WorkingActivity.objects.count()

    # when
    response = step(anon_client, terminal, name)

    # then
    assert response.status_code == 409
    assert errors_of(response) == [{"message": message, "code": code}]
    assert WorkingActivity.objects.count() == count


def test_ending_during_a_pause_ends_the_pause_too(anon_client, person, terminal, clock):
    # given: paused from 10:00
    step(anon_client, terminal, "start")
    clock.now = vienna(2026, 11, 25, 10, 0)
    step(anon_client, terminal, "pause")
    clock.now = vienna(2026, 11, 25, 10, 20)

    # when
    ended = step(anon_client, terminal, "end").json()["data"]

    # then
    assert ended["pauses"] == [{"start": "2026-11-25T09:00:00Z", "end": "2026-11-25T09:20:00Z"}]
    assert ended["isPaused"] is False
    assert ended["workedMinutes"] == 120


def test_a_person_of_another_branch_is_refused(anon_client, person, other_terminal, clock):
    response = step(anon_client, other_terminal, "start")

    assert response.status_code == 409
    assert errors_of(response) == [
        {
            "message": "Aktivität konnte nicht gestartet werden. Sie sind dieser Filiale nicht zugeordnet.",
            "code": "not_in_branch",
        }
    ]
    assert WorkingActivity.objects.count() == 0


def test_an_open_activity_at_one_branch_refuses_a_start_at_another(anon_client, person, terminal, other_branch, clock):
    # given: Max works in both branches and is clocked in at Mariahilf
    from .factories import TerminalFactory

    person.user.branches.add(other_branch)
    graz = TerminalFactory(branch=other_branch, api_key="graz-key")
    step(anon_client, terminal, "start")

    # when
    response = step(anon_client, graz, "start")

    # then
    assert response.status_code == 409
    assert errors_of(response)[0]["code"] == "already_started"


@pytest.mark.parametrize(
    ("identifier", "key"),
    [("mariahilf", "falsch"), ("graz", "k3y-mariahilf"), ("unbekannt", "k3y-mariahilf")],
)
def test_an_unknown_terminal_answers_404(anon_client, person, terminal, other_branch, identifier, key):
    response = anon_client.get(
        f"/api/time-tracking/{identifier}/{key}/me", HTTP_X_USERNAME="max", HTTP_X_ACCESS_TOKEN="4711"
    )

    assert response.status_code == 404
    assert errors_of(response) == [{"message": "Der Eintrag wurde nicht gefunden.", "code": "not_found"}]


def test_an_inactive_terminal_answers_404(anon_client, person, terminal):
    terminal.is_active = False
    terminal.save()

    assert at_terminal(anon_client, terminal, "me").status_code == 404


@pytest.mark.parametrize(("username", "pin"), [("max", "1234"), ("niemand", "4711"), ("max", ""), ("", "")])
def test_wrong_credentials_are_refused(anon_client, person, terminal, username, pin):
    response = at_terminal(anon_client, terminal, "me", username=username, pin=pin)

    assert response.status_code == 403
    assert errors_of(response) == [{"message": "Fehlerhafte Zugangsdaten.", "code": "invalid_credentials"}]


def test_the_username_is_case_insensitive(anon_client, person, terminal):
    assert at_terminal(anon_client, terminal, "me", username=" MAX ").status_code == 200


def test_a_back_office_session_does_not_identify(employee_client, person, terminal):
    url = f"/api/time-tracking/{terminal.branch.identifier}/{terminal.api_key}/working-activities/start"

    response = employee_client.post(url)

    assert response.status_code == 403
    assert WorkingActivity.objects.count() == 0


def test_a_person_without_a_pin_cannot_clock_in(anon_client, person, terminal):
    person.pin = ""
    person.save()

    assert at_terminal(anon_client, terminal, "me").status_code == 403


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"is_active": False}, "Das Benutzerkonto ist deaktiviert."),
        ({"is_locked": True}, "Das Benutzerkonto ist gesperrt."),
        ({"expires_at": datetime.datetime(2026, 1, 1, tzinfo=datetime.UTC)}, "Das Benutzerkonto ist abgelaufen."),
    ],
)
def test_an_account_that_may_not_log_in_may_not_clock_in(anon_client, person, terminal, clock, change, message):
    for name, value in change.items():
        setattr(person.user, name, value)
    person.user.save()

    response = at_terminal(anon_client, terminal, "me")

    assert response.status_code == 403
    assert errors_of(response) == [{"message": message, "code": "account_inactive"}]


def test_five_wrong_pins_lock_the_pin_for_15_minutes(anon_client, person, terminal, clock):
    # given: four wrong PINs
    for _ in range(4):
        assert at_terminal(anon_client, terminal, "me", pin="0000").status_code == 403

    # when: the fifth
    fifth = at_terminal(anon_client, terminal, "me", pin="0000")
    # and then the right PIN ten minutes later
    clock.now = clock.now + datetime.timedelta(minutes=10)
    right_while_locked = at_terminal(anon_client, terminal, "me")
    clock.now = clock.now + datetime.timedelta(minutes=5)
    right_after = at_terminal(anon_client, terminal, "me")

    # then
    assert fifth.status_code == 429
    assert fifth["Retry-After"] == "900"
    assert errors_of(fifth) == [
        {
            "message": "Zu viele fehlgeschlagene Anmeldeversuche, bitte versuchen Sie es in 15 Minuten erneut.",
            "code": "too_many_attempts",
        }
    ]
    assert right_while_locked.status_code == 429
    assert errors_of(right_while_locked)[0]["message"] == (
        "Zu viele fehlgeschlagene Anmeldeversuche, bitte versuchen Sie es in 5 Minuten erneut."
    )
    assert right_after.status_code == 200
    person.refresh_from_db()
    assert (person.failed_pin_attempts, person.pin_locked_until) == (0, None)


def test_the_last_minute_of_a_lockout_is_singular(anon_client, person, terminal, clock):
    for _ in range(5):
        at_terminal(anon_client, terminal, "me", pin="0000")
    clock.now = clock.now + datetime.timedelta(minutes=14, seconds=30)

    response = at_terminal(anon_client, terminal, "me")

    assert errors_of(response)[0]["message"] == (
        "Zu viele fehlgeschlagene Anmeldeversuche, bitte versuchen Sie es in 1 Minute erneut."
    )
    assert response["Retry-After"] == "30"


def test_a_right_pin_resets_the_count_of_wrong_ones(anon_client, person, terminal, clock):
    for _ in range(4):
        at_terminal(anon_client, terminal, "me", pin="0000")
    at_terminal(anon_client, terminal, "me")

    for _ in range(4):
        assert at_terminal(anon_client, terminal, "me", pin="0000").status_code == 403


def test_identifications_per_terminal_and_address_are_rate_limited(anon_client, person, terminal, clock, settings):
    settings.TIME_TRACKING_TERMINAL_LIMIT_PER_MINUTE = 3
    for _ in range(3):
        assert at_terminal(anon_client, terminal, "me").status_code == 200

    response = at_terminal(anon_client, terminal, "me")

    assert response.status_code == 429
    assert errors_of(response) == [
        {"message": "Zu viele Anfragen. Bitte versuchen Sie es später erneut.", "code": "too_many_requests"}
    ]
    assert response["Retry-After"] == "60"


def test_schedules_of_the_week_with_repetitions(anon_client, person, terminal, clock):
    # given: Mondays to ... weekly 08:00-16:00 from Monday 2026-11-16, and a holiday on Friday
    from .factories import ScheduleFactory

    ScheduleFactory(
        person=person,
        branch=terminal.branch,
        start=vienna(2026, 11, 16, 8, 0),
        end=vienna(2026, 11, 16, 16, 0),
        is_repeated_weekly=True,
    )
    ScheduleFactory(
        person=person,
        branch=terminal.branch,
        kind="holiday",
        start=vienna(2026, 11, 27, 0, 0),
        end=vienna(2026, 11, 28, 0, 0),
    )

    # when: this week (Monday 23rd to Sunday 29th)
    response = at_terminal(anon_client, terminal, "working-schedules")

    # then
    assert response.status_code == 200
    assert [(s["kind"], s["start"], s["end"]) for s in response.json()["data"]] == [
        ("shift", "2026-11-23T07:00:00Z", "2026-11-23T15:00:00Z"),
        ("holiday", "2026-11-26T23:00:00Z", "2026-11-27T23:00:00Z"),
    ]


def test_the_activities_of_a_range(anon_client, person, terminal, clock):
    from .factories import ActivityFactory

    ActivityFactory(person=person, branch=terminal.branch, start=vienna(2026, 11, 2, 8), end=vienna(2026, 11, 2, 12))
    ActivityFactory(person=person, branch=terminal.branch, start=vienna(2026, 11, 24, 8), end=vienna(2026, 11, 24, 9))

    response = at_terminal(anon_client, terminal, "working-activities", QUERY_STRING="from=2026-11-01&to=2026-11-20")

    assert [a["start"] for a in response.json()["data"]] == ["2026-11-02T07:00:00Z"]
    assert response.json()["data"][0]["workedMinutes"] == 240


def test_a_bad_range_names_the_fields(anon_client, person, terminal, clock):
    response = at_terminal(anon_client, terminal, "working-activities", QUERY_STRING="from=gestern&to=2026-13-01")

    assert response.status_code == 400
    assert sorted(error["field"] for error in errors_of(response)) == ["from", "to"]


@pytest.mark.parametrize(
    ("query", "message", "code"),
    [
        (
            "from=2026-11-20&to=2026-11-19",
            "Das Ende des Zeitraums darf nicht vor seinem Beginn liegen.",
            "invalid_range",
        ),
        ("from=2026-11-01&to=2027-01-02", "Der Zeitraum darf höchstens 62 Tage umfassen.", "range_too_long"),
    ],
)
def test_a_range_backwards_or_longer_than_62_days_is_refused_on_its_end(
    anon_client, person, terminal, clock, query, message, code
):
    response = at_terminal(anon_client, terminal, "working-activities", QUERY_STRING=query)

    assert response.status_code == 400
    assert errors_of(response) == [{"message": message, "field": "to", "code": code}]
    assert (
        at_terminal(
            anon_client, terminal, "working-activities", QUERY_STRING="from=2026-11-01&to=2027-01-01"
        ).status_code
        == 200
    )


def test_the_own_balance_of_the_month(anon_client, person, terminal, clock):
    response = at_terminal(anon_client, terminal, "balances", QUERY_STRING="month=2026-11")

    assert response.status_code == 200
    body = response.json()["data"]
    assert (body["month"], body["plannedMinutes"], body["workedMinutes"], len(body["days"])) == ("2026-11", 0, 0, 30)


def test_a_day_outside_the_years_a_client_may_name_is_a_400(anon_client, person, terminal, clock):
    response = at_terminal(anon_client, terminal, "working-schedules", QUERY_STRING="from=0001-01-01&to=0001-01-02")

    assert response.status_code == 400
    assert errors_of(response)[0] == {
        "message": "Bitte geben Sie ein Datum zwischen 2000 und 2100 an.",
        "field": "from",
        "code": "date_out_of_range",
    }


def test_a_key_with_other_characters_is_an_unknown_terminal(anon_client, person, terminal):
    response = anon_client.get("/api/time-tracking/mariahilf/k3y-m%C3%A4riahilf/me")

    assert response.status_code == 404


def test_an_overlong_pin_is_wrong_and_counts(anon_client, person, terminal, clock):
    response = at_terminal(anon_client, terminal, "me", pin="1" * 10000)

    assert response.status_code == 403
    person.refresh_from_db()
    assert person.failed_pin_attempts == 1


def test_missing_headers_are_refused_even_when_rate_limited(anon_client, person, terminal, clock, settings):
    settings.TIME_TRACKING_TERMINAL_LIMIT_PER_MINUTE = 1
    at_terminal(anon_client, terminal, "me")
    at_terminal(anon_client, terminal, "me")

    response = anon_client.get(f"/api/time-tracking/mariahilf/{terminal.api_key}/me", HTTP_X_ACCESS_TOKEN="4711")

    assert response.status_code == 403
    assert errors_of(response)[0]["code"] == "invalid_credentials"
