"""Background jobs (core.jobs): run once after the commit, progress, German failures, cancel, who may see them."""

from datetime import timedelta

import pytest
import time_machine
from django.utils import timezone
from rest_framework.test import APIClient

from accounts.tests.factories import AdminFactory, EmployeeFactory
from core import jobs
from core.models import Job, OutboxMessage
from core.tasks import deliver_due

runs: list[int] = []


def count_three(job_id):
    def work(job, step):
        for index in range(3):
            runs.append(index)
            step(total=3, result={"seen": index + 1})
        return {"seen": 3}

    jobs.run(job_id, work)


def refuse(job_id):
    def work(job, step):
        raise jobs.JobFailed("Der KI-Dienst ist nicht erreichbar.")

    jobs.run(job_id, work)


def crash(job_id):
    def work(job, step):
        raise RuntimeError("secret internals")

    jobs.run(job_id, work)


def cancel_after_first(job_id):
    def work(job, step):
        runs.append(0)
        Job.objects.filter(pk=job.pk).update(cancel_requested=True)
        step()
        runs.append(1)
        return {}

    jobs.run(job_id, work)


@pytest.fixture(autouse=True)
def _fresh():
    runs.clear()


def start(task, user=None):
    return jobs.start("test.kind", task, owner=user, label="Drei Schritte")


def test_a_job_runs_after_the_commit_once_with_its_progress_and_result(db, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True):
        job = start(count_three)
        assert runs == []
    job.refresh_from_db()
    assert (job.status, job.done, job.total, job.result, job.error) == ("done", 3, 3, {"seen": 3}, "")
    assert job.created_at <= job.finished_at <= timezone.now()
    assert runs == [0, 1, 2]
    assert not OutboxMessage.objects.exists()
    # a repeat of its message (a crash after the work) does not run it again
    jobs.run(job.pk, lambda job, step: runs.append(9))
    assert runs == [0, 1, 2]


def test_a_job_rolled_back_with_its_change_never_runs(db, django_capture_on_commit_callbacks):
    from django.db import transaction

    with django_capture_on_commit_callbacks(execute=True):
        try:
            with transaction.atomic():
                start(count_three)
                raise ValueError
        except ValueError:
            pass
    assert runs == [] and not Job.objects.exists()


def test_a_refusal_is_kept_in_german_and_other_errors_say_nothing_of_internals(db, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True):
        refused = start(refuse)
        crashed = start(crash)
    refused.refresh_from_db()
    crashed.refresh_from_db()
    assert (refused.status, refused.error) == ("failed", "Der KI-Dienst ist nicht erreichbar.")
    assert (crashed.status, crashed.error) == (
        "failed",
        "Die Aufgabe ist fehlgeschlagen. Bitte versuchen Sie es erneut.",
    )
    # the outbox does not repeat a failed job (it could cost twice): the failure is the job's answer
    assert not OutboxMessage.objects.exists()


def test_cancel_stops_a_waiting_job_at_once_and_a_running_one_at_its_next_step(db, django_capture_on_commit_callbacks):
    waiting = start(count_three)  # not committed: still waiting
    assert jobs.cancel(waiting).status == "canceled"
    jobs.run(waiting.pk, lambda job, step: runs.append(9))
    assert runs == []
    with django_capture_on_commit_callbacks(execute=True):
        running = start(cancel_after_first)
    running.refresh_from_db()
    assert (running.status, running.done, runs) == ("canceled", 1, [0])
    with pytest.raises(jobs.JobFailed, match=r"^Die Aufgabe ist bereits beendet\.$"):
        jobs.cancel(running)


def test_a_job_whose_process_died_is_taken_up_by_the_periodic_delivery(db):
    job = start(count_three)  # committed; the process delivering it died in the middle of the work
    OutboxMessage.objects.update(claimed_until=timezone.now() + timedelta(minutes=5), attempts=1)
    Job.objects.filter(pk=job.pk).update(status="running", heartbeat_at=timezone.now())
    with time_machine.travel(timezone.now() + timedelta(minutes=1), tick=False):
        deliver_due()  # still held by the dead delivery's claim
    assert Job.objects.get(pk=job.pk).status == "running" and runs == []
    with time_machine.travel(timezone.now() + timedelta(minutes=6), tick=False):
        deliver_due()
    assert Job.objects.get(pk=job.pk).status == "done" and runs == [0, 1, 2]


def test_a_person_follows_and_cancels_only_their_own_jobs(db):
    employee, other, admin = EmployeeFactory(), EmployeeFactory(), AdminFactory()
    job = start(count_three, employee)
    client = APIClient()
    client.force_authenticate(other)
    assert client.get(f"/api/jobs/{job.pk}").status_code == 404
    assert client.post(f"/api/jobs/{job.pk}/cancel").status_code == 404
    assert client.get("/api/jobs/99999999999999999999").status_code == 404
    client.force_authenticate(admin)
    assert client.get(f"/api/jobs/{job.pk}").json()["data"]["status"] == "queued"
    client.force_authenticate(employee)
    answer = client.post(f"/api/jobs/{job.pk}/cancel").json()["data"]
    assert (answer["status"], answer["statusLabel"], answer["cancelRequested"]) == ("canceled", "Abgebrochen", True)
    refused = client.post(f"/api/jobs/{job.pk}/cancel")
    assert refused.status_code == 400
    assert refused.json()["errors"][0]["message"] == "Die Aufgabe ist bereits beendet."
    client.force_authenticate(None)
    assert client.get(f"/api/jobs/{job.pk}").status_code in (401, 403)
