"""The file steps shared by uploads and library images: a failed replacement leaves no new file behind."""

import pytest

from accounts.tests.factories import AdminFactory
from audit.models import LogEntry
from audit.services import snapshot
from core.models import OutboxMessage
from core.tasks import deliver_due
from media import services
from media.models import Image, Upload
from media.services import library
from media.tests.conftest import stored_files
from media.tests.factories import data_url, png

pytestmark = pytest.mark.django_db


def boom(record):
    raise RuntimeError("Verweise konnten nicht nachgeführt werden")


@pytest.mark.parametrize(
    ("create", "model", "folder"),
    [
        (
            lambda: library.create_image(data_url(png()), "bild.png", alt="Ein Bild", actor=AdminFactory()),
            Image,
            "image",
        ),
        (lambda: services.create_upload(data_url(png()), "bild.png", purpose="image"), Upload, None),
    ],
    ids=["library image", "upload"],
)
def test_a_failure_after_storing_the_new_version_keeps_the_old_one(media_root, create, model, folder):
    # given
    record = create()
    before = stored_files(media_root)
    entries = LogEntry.objects.count()
    clean, name = services.prepare_file(data_url(png(80, 60)), "neu.png", "image", None)

    # when: the new file is stored, then following the references fails inside the transaction
    with pytest.raises(RuntimeError, match="Verweise"):
        services.store_replaced(record, clean, name, snapshot, old_names=before, follow=boom)

    # then: the row, its old file and the log are as they were; the new version's file is gone
    record.refresh_from_db()
    assert (record.version, record.original_name, record.width) == (1, "bild.png", 40)
    assert stored_files(media_root) == before
    assert LogEntry.objects.count() == entries
    if folder:
        assert before == [f"{folder}/{record.id}-1.png"]


def test_old_files_are_removed_through_the_outbox_so_a_crash_after_the_commit_loses_nothing(admin_user, media_root):
    # given
    image = library.create_image(data_url(png()), "bild.png", alt="Ein Bild", actor=admin_user)
    upload = services.create_upload(data_url(png()), "bild.png", purpose="image")
    files = stored_files(media_root)
    image_file, upload_files = f"image/{image.id}-1.png", [upload.file.name, upload.preview_path]

    # when: both are deleted and the process dies before anything after the commit ran (no callback runs here)
    library.delete_image(image, actor=admin_user)
    services.delete_upload(upload, actor=admin_user)

    # then: the removals wait in the outbox, written with the deletes; the files are still there
    removals = list(OutboxMessage.objects.order_by("pk").values_list("task", "args"))
    assert [task for task, _ in removals] == ["media.services.delete_files"] * 2
    # the picture with each of its sizes (made on demand; none was asked for yet), the upload with its preview
    assert removals[0][1][0] == image_file
    assert all(name.startswith("image/") and name.endswith(f"/{image_file[6:]}") for name in removals[0][1][1:])
    assert removals[1][1] == upload_files
    assert stored_files(media_root) == files
    assert len(files) == 2

    # and: the periodic delivery removes them
    assert deliver_due() == 2
    assert stored_files(media_root) == []
    assert not OutboxMessage.objects.exists()
