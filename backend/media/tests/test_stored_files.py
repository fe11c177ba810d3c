"""The file steps shared by uploads and library images: a failed replacement leaves no new file behind."""

import pytest

from audit.models import LogEntry
from audit.services import snapshot
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
        (lambda: library.create_image(data_url(png()), "bild.png", alt="Ein Bild"), Image, "image"),
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
