"""The upload cleanup (media.cleanup) keeps every upload an order item names (ordering's finder)."""

import datetime

import time_machine

from media.cleanup import delete_unused_uploads
from media.models import Upload
from media.tests.conftest import stored_files
from media.tests.factories import UploadFactory

from .factories import OrderItemFactory

# Monday 23 November 2026, 10:00 in Vienna
UPLOADED = datetime.datetime(2026, 11, 23, 9, 0, tzinfo=datetime.UTC)


def test_uploads_named_by_order_items_are_kept(order, settings, tmp_path, django_capture_on_commit_callbacks):
    # given: four uploads two days old; an order's item names two of them in two parts
    settings.MEDIA_ROOT = tmp_path / "media"
    with time_machine.travel(UPLOADED, tick=False):
        motif, document, forgotten, other = UploadFactory.create_batch(4)
    OrderItemFactory(
        order=order,
        position=2,
        parts=[
            {"name": "Motiv", "type": "image", "uploads": [motif.pk]},
            {"name": "Grußtext", "type": "text", "text": f"Nummer {forgotten.pk}"},
            {"name": "Unterlagen", "type": "files", "uploads": [document.pk]},
        ],
    )

    # when
    with time_machine.travel(UPLOADED + datetime.timedelta(days=2), tick=False):
        with django_capture_on_commit_callbacks(execute=True):
            deleted = delete_unused_uploads()

    # then: only the ones no order names are gone, with their files
    assert deleted == 2
    assert sorted(Upload.objects.values_list("pk", flat=True)) == sorted([motif.pk, document.pk])
    assert not Upload.objects.filter(pk__in=[forgotten.pk, other.pk]).exists()
    assert stored_files(settings.MEDIA_ROOT) == sorted([motif.file.name, document.file.name])
