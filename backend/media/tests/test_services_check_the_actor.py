"""Media's changes check the actor in the service itself (issue 24), as the API answers: anyone, signed in or not,
stores what the storefront's public upload takes (a file for a configurable part, of its purpose's types or fewer);
any other upload, deleting an upload and changing or deleting a library image are the administrators'."""

import pytest
from django.core.exceptions import PermissionDenied

from audit.models import LogEntry
from media import services
from media.models import Image, Upload
from media.services import library
from media.tests.conftest import stored_files
from media.tests.factories import PDF, data_url, png

pytestmark = pytest.mark.django_db
NOT_ADMINISTRATORS = ["roleless_user", "employee_user", None]


def _actor(request, name):
    return request.getfixturevalue(name) if name else None


def _state(root) -> dict:
    return {
        "uploads": list(Upload.objects.order_by("pk").values_list("pk", "version", "original_name", "purpose")),
        "images": list(Image.objects.order_by("pk").values_list("pk", "version", "alt", "original_name")),
        "files": stored_files(root),
        "log": LogEntry.objects.count(),
    }


@pytest.mark.parametrize("name", [*NOT_ADMINISTRATORS, "admin_user"])
def test_anyone_stores_what_the_public_upload_takes(request, name, media_root):
    # given
    actor = _actor(request, name)

    # when: an image step, a file step, and a narrower list of types (a screen's screenshot)
    image = services.create_upload(data_url(png()), "bild.png", purpose="image", actor=actor)
    document = services.create_upload(data_url(PDF), "plan.pdf", purpose="file", actor=actor)
    screenshot = services.create_upload(data_url(png()), "schirm.png", purpose="image", actor=actor, allowed={"png"})

    # then
    assert [upload.extension for upload in (image, document, screenshot)] == ["png", "pdf", "png"]
    assert Upload.objects.count() == 3


@pytest.mark.parametrize("name", NOT_ADMINISTRATORS)
def test_only_administrators_store_other_uploads(request, name, media_root):
    # given
    actor = _actor(request, name)
    before = _state(media_root)

    # when / then: types the purpose does not take, another context
    with pytest.raises(PermissionDenied):
        services.create_upload(data_url(PDF), "plan.pdf", purpose="image", actor=actor, allowed={"pdf"})
    with pytest.raises(PermissionDenied):
        services.create_upload(data_url(png()), "bild.png", purpose="image", context="intern", actor=actor)
    assert _state(media_root) == before


def test_an_administrator_stores_other_uploads(admin_user, media_root):
    # when
    upload = services.create_upload(data_url(PDF), "plan.pdf", purpose="image", actor=admin_user, allowed={"pdf"})

    # then
    assert (upload.extension, LogEntry.objects.get().user) == ("pdf", admin_user)


@pytest.mark.parametrize("name", NOT_ADMINISTRATORS)
def test_only_administrators_delete_uploads_and_change_library_images(request, name, media_root):
    # given
    actor = _actor(request, name)
    upload = services.create_upload(data_url(png()), "bild.png", purpose="image")
    image = library.create_image(data_url(png()), "bild.png", alt="Suppe")
    before = _state(media_root)

    # when / then
    with pytest.raises(PermissionDenied):
        services.delete_upload(upload, actor=actor)
    with pytest.raises(PermissionDenied):
        library.update_image(image, alt="Anders", data_url=data_url(png(80, 60)), filename="neu.png", actor=actor)
    with pytest.raises(PermissionDenied):
        library.delete_image(image, actor=actor)
    assert _state(media_root) == before


def test_an_administrator_deletes_uploads_and_changes_library_images(admin_user, media_root):
    # given
    upload = services.create_upload(data_url(png()), "bild.png", purpose="image")
    image = library.create_image(data_url(png()), "bild.png", alt="Suppe")
    other = library.create_image(data_url(png()), "alt.png", alt="Alt")

    # when
    services.delete_upload(upload, actor=admin_user)
    changed = library.update_image(image, alt="Suppe des Tages", actor=admin_user)
    library.delete_image(other, actor=admin_user)

    # then
    assert not Upload.objects.exists()
    assert list(Image.objects.values_list("pk", "alt")) == [(changed.pk, "Suppe des Tages")]
    assert list(LogEntry.objects.filter(user=admin_user).values_list("action", flat=True).order_by("pk")) == [
        "delete",
        "update",
        "delete",
    ]
