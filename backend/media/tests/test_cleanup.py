"""The periodic cleanup of uploads no order names (media.cleanup): age, files, command and beat task."""

import datetime
import io

import time_machine
from django.core.management import call_command

from media import cleanup, services
from media.models import Upload
from media.tasks import cleanup_unused_uploads

from .conftest import stored_files
from .factories import PDF, UploadFactory, png

# Monday 23 November 2026, 10:00 in Vienna
MONDAY_MORNING = datetime.datetime(2026, 11, 23, 9, 0, tzinfo=datetime.UTC)


def upload_at(moment: datetime.datetime, **fields) -> Upload:
    with time_machine.travel(moment, tick=False):
        return UploadFactory(**fields)


def clean_up_at(moment: datetime.datetime, capture) -> int:
    """Run the cleanup at `moment`; the files go once the deletion committed."""
    with time_machine.travel(moment, tick=False), capture(execute=True):
        return cleanup.delete_unused_uploads()


def test_uploads_older_than_a_day_without_an_order_are_deleted_with_their_files(
    media_root, db, django_capture_on_commit_callbacks
):
    # given: an image with its preview and a PDF, both 25 hours old, and an upload 23 hours old
    # (the uploads orders name are kept: ordering/tests/test_upload_cleanup.py)
    old_image = upload_at(MONDAY_MORNING, content=png())
    services.preview_name(old_image)
    old_pdf = upload_at(MONDAY_MORNING, extension="pdf", mime_type="application/pdf", width=None, content=PDF)
    young = upload_at(MONDAY_MORNING + datetime.timedelta(hours=2))
    assert len(stored_files(media_root)) == 4

    # when
    deleted = clean_up_at(MONDAY_MORNING + datetime.timedelta(hours=25), django_capture_on_commit_callbacks)

    # then: rows, files and the preview of the two unused ones are gone
    assert deleted == 2
    assert list(Upload.objects.values_list("pk", flat=True)) == [young.pk]
    assert stored_files(media_root) == [young.file.name]
    assert old_image.preview_path not in stored_files(media_root)
    assert old_pdf.file.name not in stored_files(media_root)


def test_the_age_is_a_setting(media_root, db, settings, django_capture_on_commit_callbacks):
    # given: an upload 3 hours old
    upload = upload_at(MONDAY_MORNING)
    three_hours_later = MONDAY_MORNING + datetime.timedelta(hours=3)

    # when: kept under a limit of 4 hours, deleted under one of 2 hours
    settings.UNUSED_UPLOAD_MAX_AGE = datetime.timedelta(hours=4)
    kept = clean_up_at(three_hours_later, django_capture_on_commit_callbacks)
    settings.UNUSED_UPLOAD_MAX_AGE = datetime.timedelta(hours=2)
    deleted = clean_up_at(three_hours_later, django_capture_on_commit_callbacks)

    # then
    assert (kept, deleted) == (0, 1)
    assert not Upload.objects.filter(pk=upload.pk).exists()
    assert stored_files(media_root) == []


def test_the_command_reports_in_german(media_root, db, django_capture_on_commit_callbacks):
    # given
    upload_at(MONDAY_MORNING)
    upload_at(MONDAY_MORNING)
    out = io.StringIO()

    # when
    with time_machine.travel(MONDAY_MORNING + datetime.timedelta(days=2), tick=False):
        with django_capture_on_commit_callbacks(execute=True):
            call_command("cleanup_uploads", stdout=out)
        call_command("cleanup_uploads", stdout=out)

    # then
    assert out.getvalue() == "2 ungenutzte Uploads gelöscht.\n0 ungenutzte Uploads gelöscht.\n"
    assert Upload.objects.count() == 0
    assert stored_files(media_root) == []


def test_the_beat_schedule_runs_the_task(media_root, db, settings, django_capture_on_commit_callbacks):
    # given
    upload_at(MONDAY_MORNING)

    # when: the task as beat sends it (eager without REDIS_URL)
    with time_machine.travel(MONDAY_MORNING + datetime.timedelta(days=1, seconds=1), tick=False):
        with django_capture_on_commit_callbacks(execute=True):
            result = cleanup_unused_uploads.delay().get()

    # then
    assert settings.CELERY_BEAT_SCHEDULE["cleanup-unused-uploads"]["task"] == cleanup_unused_uploads.name
    assert result == 1
    assert Upload.objects.count() == 0
    assert stored_files(media_root) == []
