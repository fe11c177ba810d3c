"""The terminal after the PIN: a short-lived session token instead of the PIN on every tap, 'Wer ist da', the legal
warnings after Gehen, and the offline queue (original time, a client key applied once)."""

import datetime

import pytest
from django.contrib.auth.hashers import make_password

from timetracking.models import WorkingActivity

from .conftest import at_terminal, errors_of, vienna

pytestmark = pytest.mark.django_db
EXPIRED = [{"message": "Die Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.", "code": "session_expired"}]


def session(client, terminal) -> str:
    response = at_terminal(client, terminal, "me")
    assert response.status_code == 200
    return response.json()["data"]["sessionToken"]


def tap(client, terminal, token, name, body=None, username="max"):
    url = f"/api/time-tracking/{terminal.branch.identifier}/{terminal.api_key}/working-activities/{name}"
    return client.post(url, body or {}, format="json", HTTP_X_USERNAME=username, HTTP_X_SESSION_TOKEN=token)


def test_a_session_token_replaces_the_pin_for_ten_minutes(anon_client, person, terminal, clock):
    token = session(anon_client, terminal)
    assert tap(anon_client, terminal, token, "start").status_code == 200
    clock.now = clock.now + datetime.timedelta(minutes=10)
    assert tap(anon_client, terminal, token, "pause").status_code == 200
    clock.now = clock.now + datetime.timedelta(seconds=1)
    expired = tap(anon_client, terminal, token, "resume")
    assert expired.status_code == 403
    assert errors_of(expired) == EXPIRED


def test_a_session_is_bound_to_its_person_terminal_and_pin(anon_client, person, terminal, other_terminal, clock):
    token = session(anon_client, terminal)
    assert errors_of(tap(anon_client, terminal, token, "start", username="anna")) == EXPIRED
    assert errors_of(tap(anon_client, terminal, token + "x", "start")) == EXPIRED
    assert tap(anon_client, other_terminal, token, "start").status_code == 403
    person.pin = make_password("9999")
    person.save()
    assert errors_of(tap(anon_client, terminal, token, "start")) == EXPIRED


def test_a_locked_pin_ends_the_session(anon_client, person, terminal, clock):
    token = session(anon_client, terminal)
    person.pin_locked_until = clock.now + datetime.timedelta(minutes=15)
    person.save()
    response = tap(anon_client, terminal, token, "start")
    assert response.status_code == 429
    assert errors_of(response)[0]["code"] == "too_many_attempts"


def test_who_is_there(anon_client, person, terminal, clock, branch):
    from .factories import PersonFactory

    PersonFactory(user__first_name="Berta", user__last_name="Bäckerin", user__branches=[branch], username="berta")
    token = session(anon_client, terminal)
    tap(anon_client, terminal, token, "start")
    url = f"/api/time-tracking/{terminal.branch.identifier}/{terminal.api_key}/presence"
    rows = anon_client.get(url).json()["data"]
    assert [(row["fullName"], row["username"], row["state"], row["since"]) for row in rows] == [
        ("Max Mitarbeiter", "max", "in", "2026-11-25T07:00:00Z"),
        ("Berta Bäckerin", "berta", "out", None),
    ]
    clock.now = vienna(2026, 11, 25, 12)
    tap(anon_client, terminal, session(anon_client, terminal), "pause")
    assert anon_client.get(url).json()["data"][0]["state"] == "paused"
    assert anon_client.get(url.replace(terminal.api_key, "falsch")).status_code == 404


def test_gehen_answers_the_legal_warnings_of_the_day(anon_client, person, terminal, clock):
    at_terminal(anon_client, terminal, "working-activities/start", method="post")
    clock.now = vienna(2026, 11, 25, 15, 1)
    ended = at_terminal(anon_client, terminal, "working-activities/end", method="post")
    assert ended.json()["data"]["warnings"] == [
        "Pause zu kurz: 0 Minuten bei mehr als 6 Stunden Arbeit (vorgeschrieben: 30 Minuten)."
    ]


def test_queued_steps_keep_their_time_and_count_once(anon_client, person, terminal, clock):
    token = session(anon_client, terminal)
    # offline after the PIN at 08:00: Kommen 08:00 and Pause 08:05 (within the session) are sent at 10:20,
    # Pause twice (its answer was lost)
    queued_start = {"at": "2026-11-25T07:00:00Z", "clientKey": "k-start-0001"}
    queued_pause = {"at": "2026-11-25T07:05:00Z", "clientKey": "k-pause-0001"}
    clock.now = vienna(2026, 11, 25, 10, 20)
    assert tap(anon_client, terminal, token, "start", queued_start).status_code == 200
    first = tap(anon_client, terminal, token, "pause", queued_pause)
    again = tap(anon_client, terminal, token, "pause", queued_pause)
    assert first.status_code == again.status_code == 200
    activity = WorkingActivity.objects.get()
    assert activity.start == vienna(2026, 11, 25, 8)
    assert [(pause.start, pause.end) for pause in activity.pauses.all()] == [(vienna(2026, 11, 25, 8, 5), None)]
    assert again.json()["data"]["pauses"] == [{"start": "2026-11-25T07:05:00Z", "end": None}]


def test_a_queued_time_outside_the_window_is_refused(anon_client, person, terminal, clock):
    for at in ("2026-11-24T18:59:00Z", "2026-11-25T07:02:00Z"):
        response = at_terminal(
            anon_client,
            terminal,
            "working-activities/start",
            method="post",
            data={"at": at},
            content_type="application/json",
        )
        assert response.status_code == 400
        assert errors_of(response) == [
            {"message": "Der Zeitpunkt liegt außerhalb des erlaubten Zeitraums.", "field": "at", "code": "at"}
        ]
