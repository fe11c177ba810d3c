"""The offline queue's original times: only with a session token, inside the session's lifetime, never before the
person's last step (no overlapping activities, no overlapping or negative pauses); the session is never renewed
without the PIN; session taps have their own request limit; the same client key sent twice answers the first."""

import datetime

import pytest

from timetracking.models import TerminalAction, WorkingActivity
from timetracking.services import activities

from .conftest import at_terminal, errors_of, vienna

pytestmark = pytest.mark.django_db
EXPIRED = [{"message": "Die Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.", "code": "session_expired"}]


def session(client, terminal) -> str:
    response = at_terminal(client, terminal, "me")
    assert response.status_code == 200
    return response.json()["data"]["sessionToken"]


def tap(client, terminal, token, name, body=None):
    url = f"/api/time-tracking/{terminal.branch.identifier}/{terminal.api_key}/working-activities/{name}"
    return client.post(url, body or {}, format="json", HTTP_X_USERNAME="max", HTTP_X_SESSION_TOKEN=token)


def utc(moment: datetime.datetime) -> str:
    return moment.astimezone(datetime.UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def test_an_original_time_needs_a_session_token(anon_client, person, terminal, clock):
    # 07:59 is inside the offline window, but a PIN alone does not vouch for a queued time
    response = at_terminal(
        anon_client,
        terminal,
        "working-activities/start",
        method="post",
        data={"at": utc(vienna(2026, 11, 25, 7, 59))},
        content_type="application/json",
    )
    assert response.status_code == 400
    assert errors_of(response) == [
        {
            "message": "Ein Zeitpunkt kann nur mit einer Sitzung des Terminals nachgetragen werden.",
            "field": "at",
            "code": "at_needs_session",
        }
    ]
    assert not WorkingActivity.objects.exists()


def test_clocking_in_hours_early_is_refused(anon_client, person, terminal, clock):
    # a fresh session (08:00) names a start 11:59 hours ago: outside the session's lifetime
    token = session(anon_client, terminal)
    response = tap(anon_client, terminal, token, "start", {"at": utc(vienna(2026, 11, 24, 20, 1))})
    assert response.status_code == 403
    assert errors_of(response) == EXPIRED
    assert not WorkingActivity.objects.exists()


def test_a_queued_start_before_the_end_of_the_last_activity_is_refused(anon_client, person, terminal, clock):
    # session at 07:28, offline; meanwhile an activity 08:00–09:00 was recorded; at 09:30 the queue sends Kommen 07:30
    clock.now = vienna(2026, 11, 25, 7, 28)
    token = session(anon_client, terminal)
    WorkingActivity.objects.create(
        person=person, branch=terminal.branch, start=vienna(2026, 11, 25, 8), end=vienna(2026, 11, 25, 9)
    )
    clock.now = vienna(2026, 11, 25, 9, 30)
    response = tap(
        anon_client, terminal, token, "start", {"at": utc(vienna(2026, 11, 25, 7, 30)), "clientKey": "k-early-1"}
    )
    assert response.status_code == 409
    assert errors_of(response) == [
        {
            "message": "Aktivität konnte nicht gestartet werden. Der Zeitpunkt liegt vor dem Ende der letzten Aktivität.",
            "code": "before_last_activity",
        }
    ]
    assert WorkingActivity.objects.count() == 1
    assert not TerminalAction.objects.exists()


def test_queued_steps_never_go_back_before_the_last_step(anon_client, person, terminal, clock):
    token = session(anon_client, terminal)
    clock.now = vienna(2026, 11, 25, 8, 30)
    assert tap(anon_client, terminal, token, "start", {"at": utc(vienna(2026, 11, 25, 8))}).status_code == 200
    assert tap(anon_client, terminal, token, "pause", {"at": utc(vienna(2026, 11, 25, 8, 6))}).status_code == 200

    def refused(step, minute, text):
        response = tap(anon_client, terminal, token, step, {"at": utc(vienna(2026, 11, 25, 8, minute))})
        assert response.status_code == 409
        assert errors_of(response) == [
            {
                "message": f"Aktivität konnte nicht {text} werden. Der Zeitpunkt liegt vor dem letzten Schritt der Aktivität.",
                "code": "before_last_step",
            }
        ]

    # Gehen before the running pause began, Weiter before it began (a negative pause)
    refused("end", 4, "beendet")
    refused("resume", 5, "fortgesetzt")
    assert tap(anon_client, terminal, token, "resume", {"at": utc(vienna(2026, 11, 25, 8, 8))}).status_code == 200
    # a second pause overlapping the first, and Gehen inside the first pause
    refused("pause", 7, "pausiert")
    refused("end", 7, "beendet")
    ended = tap(anon_client, terminal, token, "end", {"at": utc(vienna(2026, 11, 25, 8, 9))})
    assert ended.status_code == 200

    activity = WorkingActivity.objects.get()
    assert (activity.start, activity.end) == (vienna(2026, 11, 25, 8), vienna(2026, 11, 25, 8, 9))
    assert [(pause.start, pause.end) for pause in activity.pauses.all()] == [
        (vienna(2026, 11, 25, 8, 6), vienna(2026, 11, 25, 8, 8))
    ]


def test_a_session_token_is_never_renewed_without_the_pin(anon_client, person, terminal, clock):
    token = session(anon_client, terminal)
    clock.now = vienna(2026, 11, 25, 8, 9)
    url = f"/api/time-tracking/{terminal.branch.identifier}/{terminal.api_key}/me"
    renewed = anon_client.get(url, HTTP_X_USERNAME="max", HTTP_X_SESSION_TOKEN=token)
    assert renewed.status_code == 200
    assert renewed.json()["data"]["sessionToken"] == token
    clock.now = vienna(2026, 11, 25, 8, 10, 1)
    assert errors_of(anon_client.get(url, HTTP_X_USERNAME="max", HTTP_X_SESSION_TOKEN=token)) == EXPIRED
    assert errors_of(tap(anon_client, terminal, token, "start")) == EXPIRED
    # a new PIN check issues a new session
    assert session(anon_client, terminal) != token


def test_a_queued_step_arrives_until_the_offline_window_after_the_session(anon_client, person, terminal, clock):
    token = session(anon_client, terminal)
    clock.now = vienna(2026, 11, 25, 20, 4)
    queued = tap(
        anon_client, terminal, token, "start", {"at": utc(vienna(2026, 11, 25, 8, 5)), "clientKey": "k-late-01"}
    )
    assert queued.status_code == 200
    assert WorkingActivity.objects.get().start == vienna(2026, 11, 25, 8, 5)
    # the same session without an original time is judged by the server's clock
    assert errors_of(tap(anon_client, terminal, token, "end")) == EXPIRED


def test_session_taps_do_not_use_up_the_pin_limit(anon_client, person, terminal, clock, settings):
    settings.TIME_TRACKING_TERMINAL_LIMIT_PER_MINUTE = 2
    settings.TIME_TRACKING_SESSION_LIMIT_PER_MINUTE = 3
    token = session(anon_client, terminal)
    for step in ("start", "pause", "resume"):
        assert tap(anon_client, terminal, token, step).status_code == 200
    limited = tap(anon_client, terminal, token, "end")
    assert limited.status_code == 429
    assert errors_of(limited)[0]["code"] == "too_many_requests"
    # the PIN limit still has its second check, then refuses
    assert at_terminal(anon_client, terminal, "me").status_code == 200
    assert at_terminal(anon_client, terminal, "me").status_code == 429


def test_the_same_client_key_sent_twice_at_once_answers_the_first(anon_client, person, terminal, clock, monkeypatch):
    token = session(anon_client, terminal)
    body = {"clientKey": "k-twice-001"}
    first = tap(anon_client, terminal, token, "start", body)
    assert first.status_code == 200
    # the second request looked the key up before the first one had committed
    lookups = []
    real = activities._done

    def late(person, client_key):
        lookups.append(client_key)
        return None if len(lookups) == 1 else real(person, client_key)

    monkeypatch.setattr(activities, "_done", late)
    second = tap(anon_client, terminal, token, "start", body)
    assert second.status_code == 200
    assert second.json()["data"]["id"] == first.json()["data"]["id"]
    assert WorkingActivity.objects.count() == 1
    assert TerminalAction.objects.count() == 1


@pytest.mark.parametrize(("offline_after", "counted"), [(60, [0, 0]), (5, [0, 1])])
def test_how_late_a_step_counts_as_stamped_offline_is_a_setting(
    anon_client, person, terminal, clock, settings, offline_after, counted
):
    # Kommen 08:00:30 arrives at 08:00:33 (3 s late), Pause 08:01:05 at 08:01:15 (10 s late): a queue only when the
    # setting allows less than 10 s
    settings.TIME_TRACKING_OFFLINE_AFTER_SECONDS = offline_after
    clock.now = vienna(2026, 11, 25, 8, 0)
    token = session(anon_client, terminal)
    seen = []
    for step, at, now in (
        ("start", vienna(2026, 11, 25, 8, 0, 30), vienna(2026, 11, 25, 8, 0, 33)),
        ("pause", vienna(2026, 11, 25, 8, 1, 5), vienna(2026, 11, 25, 8, 1, 15)),
    ):
        clock.now = now
        response = tap(anon_client, terminal, token, step, {"at": utc(at), "clientKey": f"k-{step}-0001"})
        assert response.status_code == 200, response.json()
        seen.append(WorkingActivity.objects.get().offline_step_count)
    assert seen == counted


def test_steps_sent_later_than_they_happened_are_counted_as_stamped_offline(
    anon_client, admin_client, person, terminal, clock
):
    # session at 08:00; Kommen at 08:00:30 arrives at once (30 s late is no queue), Pause 08:05 only at 08:40
    token = session(anon_client, terminal)
    clock.now = vienna(2026, 11, 25, 8, 1)

    def offline_steps() -> int:
        return WorkingActivity.objects.get().offline_step_count

    assert tap(anon_client, terminal, token, "start", {"at": utc(vienna(2026, 11, 25, 8, 0, 30))}).status_code == 200
    assert offline_steps() == 0
    clock.now = vienna(2026, 11, 25, 8, 40)
    queued = {"at": utc(vienna(2026, 11, 25, 8, 5)), "clientKey": "k-offline-01"}
    paused = tap(anon_client, terminal, token, "pause", queued)
    assert paused.status_code == 200, paused.json()
    assert offline_steps() == 1
    # the queue sends the same key again: counted once
    assert tap(anon_client, terminal, token, "pause", queued).status_code == 200
    assert offline_steps() == 1
    # Weiter without an original time (a new PIN check, the session has run out) is the server's own time
    assert tap(anon_client, terminal, session(anon_client, terminal), "resume").status_code == 200
    assert offline_steps() == 1

    sheet = admin_client.get(f"/api/time-sheets/{person.pk}/2026-11").json()["data"]
    day = next(day for day in sheet["days"] if day["date"] == "2026-11-25")
    assert (day["isStampedOffline"], day["activities"][0]["offlineStepCount"]) == (True, 1)
    assert [day["date"] for day in sheet["days"] if day["isStampedOffline"]] == ["2026-11-25"]
    csv = admin_client.get(f"/api/time-sheets/{person.pk}/2026-11/csv").content.decode("utf-8").split("\r\n")
    assert next(line for line in csv if line.startswith("25.11.2026;")).split(";")[7:9] == ["", "ja"]
    assert (
        admin_client.get(f"/api/working-activities/{WorkingActivity.objects.get().pk}").json()["data"][
            "offlineStepCount"
        ]
        == 1
    )
