"""One open activity per person is a database rule: two taps on two terminals at once start one activity."""

import threading
from concurrent.futures import ThreadPoolExecutor

import pytest
from django.db import IntegrityError, connection, transaction
from django.test import Client

from timetracking.models import WorkingActivity, WorkingActivityPause
from timetracking.services import activities

from .conftest import vienna
from .factories import PersonFactory, TerminalFactory


def test_the_database_refuses_a_second_open_activity(person, branch):
    # given
    WorkingActivity.objects.create(person=person, branch=branch, start=vienna(2026, 11, 25, 8, 0))

    # when / then: also when written past the services
    with pytest.raises(IntegrityError), transaction.atomic():
        WorkingActivity.objects.create(person=person, branch=branch, start=vienna(2026, 11, 25, 8, 1))


def test_closed_activities_do_not_count_against_the_rule(person, branch):
    WorkingActivity.objects.create(
        person=person, branch=branch, start=vienna(2026, 11, 24, 8), end=vienna(2026, 11, 24, 9)
    )
    WorkingActivity.objects.create(
        person=person, branch=branch, start=vienna(2026, 11, 24, 10), end=vienna(2026, 11, 24, 11)
    )
    WorkingActivity.objects.create(person=person, branch=branch, start=vienna(2026, 11, 25, 8))

    assert WorkingActivity.objects.filter(end__isnull=True).count() == 1


def test_the_database_refuses_a_second_open_pause(person, branch):
    activity = WorkingActivity.objects.create(person=person, branch=branch, start=vienna(2026, 11, 25, 8))
    WorkingActivityPause.objects.create(activity=activity, start=vienna(2026, 11, 25, 9))

    with pytest.raises(IntegrityError), transaction.atomic():
        WorkingActivityPause.objects.create(activity=activity, start=vienna(2026, 11, 25, 10))


def test_the_database_refuses_an_end_before_the_start(person, branch):
    with pytest.raises(IntegrityError), transaction.atomic():
        WorkingActivity.objects.create(
            person=person, branch=branch, start=vienna(2026, 11, 25, 8), end=vienna(2026, 11, 25, 7)
        )


def _require_postgres():
    if connection.vendor != "postgresql":
        pytest.skip("braucht PostgreSQL (DATABASE_URL=postgres://...)")


@pytest.mark.postgres
@pytest.mark.django_db(transaction=True)
def test_two_starts_that_both_saw_no_open_activity_start_one(monkeypatch, branch, employee_user):
    # given: both callers pass the check for an open activity before either inserts (forced interleaving)
    _require_postgres()
    person = PersonFactory(user=employee_user, username="max")
    both_checked = threading.Barrier(2)
    check = activities._open_activity

    def check_then_wait(who, lock=False):
        found = check(who, lock)
        both_checked.wait(timeout=10)
        return found

    monkeypatch.setattr(activities, "_open_activity", check_then_wait)
    # without the lock on the person's row (which serialises the taps), the database rule is the last guard
    monkeypatch.setattr(activities, "lock_person", lambda person: None)

    def tap(_):
        try:
            return activities.start(person, branch, at=vienna(2026, 11, 25, 8, 0))
        except activities.TimeTrackingError as error:
            return error
        finally:
            connection.close()

    # when: each in its own connection
    with ThreadPoolExecutor(max_workers=2) as pool:
        results = list(pool.map(tap, range(2)))

    # then: the database let one insert through; the other gets the German refusal
    started = [result for result in results if isinstance(result, WorkingActivity)]
    refused = [result for result in results if isinstance(result, activities.TimeTrackingError)]
    assert len(started) == 1
    assert [(error.message, error.code) for error in refused] == [
        ("Aktivität konnte nicht gestartet werden. Es läuft bereits eine Aktivität.", "already_started")
    ]
    assert WorkingActivity.objects.count() == 1


@pytest.mark.postgres
@pytest.mark.django_db(transaction=True)
def test_taps_on_many_terminals_at_once_start_one_activity(branch, employee_user):
    # given: eight terminals of the branch
    _require_postgres()
    PersonFactory(user=employee_user, username="max")
    terminals = [TerminalFactory(branch=branch, api_key=f"tablet-{n}") for n in range(8)]
    start = threading.Barrier(len(terminals))

    def tap(terminal):
        try:
            start.wait(timeout=10)
            return (
                Client()
                .post(
                    f"/api/time-tracking/mariahilf/{terminal.api_key}/working-activities/start",
                    HTTP_X_USERNAME="max",
                    HTTP_X_ACCESS_TOKEN="4711",
                )
                .status_code
            )
        finally:
            connection.close()

    # when
    with ThreadPoolExecutor(max_workers=len(terminals)) as pool:
        statuses = list(pool.map(tap, terminals))

    # then
    assert sorted(statuses) == [200] + [409] * (len(terminals) - 1)
    assert WorkingActivity.objects.count() == 1


def _meet(barrier: threading.Barrier) -> None:
    """Both callers meet here, unless a lock keeps one of them out: then the other goes on after a moment."""
    try:
        barrier.wait(timeout=2)
    except threading.BrokenBarrierError:
        pass


@pytest.mark.postgres
@pytest.mark.django_db(transaction=True)
def test_copying_a_week_twice_at_once_copies_it_once(monkeypatch, branch, employee_user, admin_user):
    # given: a shift on Tuesday 29.09.; both copies read the existing shifts before either creates (if they can)
    _require_postgres()
    from timetracking.models import WorkingSchedule
    from timetracking.services import planning

    from .factories import ScheduleFactory

    person = PersonFactory(user=employee_user, username="max")
    ScheduleFactory(person=person, branch=branch, start=vienna(2026, 9, 29, 8), end=vienna(2026, 9, 29, 16))
    both_read = threading.Barrier(2)
    expand = planning.expand

    def expand_then_wait(*args, **kwargs):
        result = expand(*args, **kwargs)
        _meet(both_read)
        return result

    monkeypatch.setattr(planning, "expand", expand_then_wait)

    def copy(_):
        try:
            return planning.copy_week(admin_user, vienna(2026, 9, 28).date(), vienna(2026, 10, 5).date(), branch)
        finally:
            connection.close()

    # when
    with ThreadPoolExecutor(max_workers=2) as pool:
        results = list(pool.map(copy, range(2)))

    # then: one created the shift of 06.10., the other found it
    assert sorted(len(result["created"]) for result in results) == [0, 1]
    assert WorkingSchedule.objects.filter(start=vienna(2026, 10, 6, 8)).count() == 1


@pytest.mark.postgres
@pytest.mark.django_db(transaction=True)
def test_the_same_queued_step_sent_twice_at_once_answers_the_first(monkeypatch, branch, employee_user):
    _require_postgres()
    from timetracking.models import TerminalAction

    person = PersonFactory(user=employee_user, username="max")
    both_looked = threading.Barrier(2)
    done = activities._done

    def look_then_wait(*args):
        found = done(*args)
        _meet(both_looked)
        return found

    monkeypatch.setattr(activities, "_done", look_then_wait)

    def tap(_):
        try:
            return activities.queued_step("start", person, branch, None, "k-same-0001").pk
        finally:
            connection.close()

    with ThreadPoolExecutor(max_workers=2) as pool:
        results = list(pool.map(tap, range(2)))

    assert results[0] == results[1]
    assert WorkingActivity.objects.count() == 1
    assert TerminalAction.objects.count() == 1
