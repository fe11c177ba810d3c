"""The back office's changes of time tracking check the actor in the service itself (issue 24): corrections of
activities, month approvals and the Dienstplan's copy and move are administrators' work, as in the API
(StaffReadAdminWrite, IsAdmin); a command or another area calling the service gets the same answer."""

import datetime

import pytest
from django.core.exceptions import PermissionDenied

from audit.models import LogEntry
from timetracking.models import MonthApproval, WorkingActivity, WorkingActivityPause, WorkingSchedule
from timetracking.services import activities, approvals, planning

from .conftest import vienna
from .factories import ScheduleFactory

pytestmark = pytest.mark.django_db
OCTOBER = datetime.date(2026, 10, 1)
NOT_ADMINISTRATORS = ["roleless_user", "employee_user", None]


def _actor(request, name):
    return request.getfixturevalue(name) if name else None


def _activities() -> list[tuple]:
    rows = WorkingActivity.objects.order_by("pk")
    return list(rows.values_list("pk", "person_id", "branch_id", "start", "end", "note", "correction_count"))


def _schedules() -> list[tuple]:
    rows = WorkingSchedule.objects.order_by("pk")
    return list(rows.values_list("pk", "person_id", "branch_id", "start", "end", "exceptions"))


@pytest.fixture
def shift(person, branch):
    """Max's single shift on Tuesday 29.09.2026, 08–16."""
    return ScheduleFactory(person=person, branch=branch, start=vienna(2026, 9, 29, 8), end=vienna(2026, 9, 29, 16))


@pytest.mark.parametrize("name", NOT_ADMINISTRATORS)
def test_only_administrators_correct_activities(request, name, person, branch, activity, graz_activity):
    # given
    actor = _actor(request, name)
    before, pauses = _activities(), WorkingActivityPause.objects.count()
    data = {"person": person, "branch": branch, "start": vienna(2026, 11, 23, 8), "end": vienna(2026, 11, 23, 12)}
    # when / then: their own activity, another branch's, a new one
    for row in (activity, graz_activity):
        with pytest.raises(PermissionDenied):
            activities.update_activity(actor, row, {"note": "später"}, "Notiz")
        with pytest.raises(PermissionDenied):
            activities.delete_activity(actor, row)
    with pytest.raises(PermissionDenied):
        activities.create_activity(actor, data)
    assert _activities() == before
    assert WorkingActivityPause.objects.count() == pauses
    assert not LogEntry.objects.exists()


def test_an_administrator_corrects_an_activity(admin_user, person, branch, activity):
    # when
    created = activities.create_activity(
        admin_user,
        {"person": person, "branch": branch, "start": vienna(2026, 11, 23, 8), "end": vienna(2026, 11, 23, 12)},
    )
    corrected = activities.update_activity(admin_user, activity, {"note": "später"}, "Notiz")
    activities.delete_activity(admin_user, created)
    # then
    assert (corrected.note, corrected.correction_count) == ("später", 1)
    assert list(WorkingActivity.objects.values_list("pk", flat=True)) == [activity.pk]
    assert LogEntry.objects.count() == 3


@pytest.mark.parametrize("name", NOT_ADMINISTRATORS)
def test_only_administrators_approve_and_reopen_a_month(request, name, admin_user, person, graz_person):
    # given: Max's October open, Gerda's approved
    actor = _actor(request, name)
    approved = MonthApproval.objects.create(person=graz_person, month=OCTOBER, approved_by=admin_user)
    # when / then
    for who in (person, graz_person):
        with pytest.raises(PermissionDenied):
            approvals.approve(actor, who, OCTOBER)
        with pytest.raises(PermissionDenied):
            approvals.reopen(actor, who, OCTOBER)
    assert list(MonthApproval.objects.values_list("pk", "person_id", "month")) == [
        (approved.pk, graz_person.pk, OCTOBER)
    ]
    assert not LogEntry.objects.exists()


def test_an_administrator_approves_and_reopens_a_month(admin_user, person):
    # when
    approval = approvals.approve(admin_user, person, OCTOBER)
    # then
    assert approval.approved_by == admin_user
    approvals.reopen(admin_user, person, OCTOBER)
    assert not MonthApproval.objects.exists()
    assert LogEntry.objects.count() == 2


@pytest.mark.parametrize("name", NOT_ADMINISTRATORS)
def test_only_administrators_copy_a_week_and_move_a_shift(request, name, branch, other_branch, shift, graz_person):
    # given: a shift in each branch on 29.09.
    actor = _actor(request, name)
    graz_shift = ScheduleFactory(
        person=graz_person, branch=other_branch, start=vienna(2026, 9, 29, 9), end=vienna(2026, 9, 29, 17)
    )
    before = _schedules()
    monday, next_monday = datetime.date(2026, 9, 28), datetime.date(2026, 10, 5)
    # when / then
    for where, row in ((branch, shift), (other_branch, graz_shift)):
        with pytest.raises(PermissionDenied):
            planning.copy_week(actor, monday, next_monday, where)
        with pytest.raises(PermissionDenied):
            planning.move_occurrence(
                actor,
                row,
                datetime.date(2026, 9, 29),
                {"start": vienna(2026, 9, 30, 8), "end": vienna(2026, 9, 30, 16)},
            )
    assert _schedules() == before
    assert not LogEntry.objects.exists()


def test_an_administrator_copies_a_week_and_moves_a_shift(admin_user, branch, shift):
    # when
    copied = planning.copy_week(admin_user, datetime.date(2026, 9, 28), datetime.date(2026, 10, 5), branch)
    moved = planning.move_occurrence(
        admin_user, shift, datetime.date(2026, 9, 29), {"start": vienna(2026, 9, 30, 8), "end": vienna(2026, 9, 30, 16)}
    )
    # then
    assert [(row.start, row.end) for row in copied["created"]] == [(vienna(2026, 10, 6, 8), vienna(2026, 10, 6, 16))]
    assert (moved["schedule"].start, moved["created"]) == (vienna(2026, 9, 30, 8), None)
    assert WorkingSchedule.objects.count() == 2
