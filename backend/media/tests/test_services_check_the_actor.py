"""Media's changes check the actor in the service itself (issue 24), as the API answers: anyone, signed in or not,
stores what the storefront's public upload takes (a file for a configurable part, of its purpose's types or fewer);
any other upload, replacing or deleting an upload and adding, changing or deleting a library image are the
administrators'; a paired device replaces an upload of its own branch (a TV's screenshot)."""

import pytest
from django.core.exceptions import PermissionDenied

from audit.models import LogEntry
from core.actors import DeviceActor
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
    image = library.create_image(data_url(png()), "bild.png", alt="Suppe", actor=request.getfixturevalue("admin_user"))
    before = _state(media_root)

    # when / then
    with pytest.raises(PermissionDenied):
        library.create_image(data_url(png()), "neu.png", alt="Neu", actor=actor)
    with pytest.raises(PermissionDenied):
        services.replace_upload(upload, data_url(png(80, 60)), "neu.png", actor=actor)
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
    image = library.create_image(data_url(png()), "bild.png", alt="Suppe", actor=admin_user)
    other = library.create_image(data_url(png()), "alt.png", alt="Alt", actor=admin_user)
    replaced = services.create_upload(data_url(png()), "bild.png", purpose="image")

    # when
    replaced = services.replace_upload(replaced, data_url(png(80, 60)), "neu.png", actor=admin_user)
    services.delete_upload(upload, actor=admin_user)
    changed = library.update_image(image, alt="Suppe des Tages", actor=admin_user)
    library.delete_image(other, actor=admin_user)

    # then
    assert list(Upload.objects.values_list("pk", "version", "original_name")) == [(replaced.pk, 2, "neu.png")]
    assert list(Image.objects.values_list("pk", "alt")) == [(changed.pk, "Suppe des Tages")]
    assert list(LogEntry.objects.filter(user=admin_user).values_list("action", flat=True).order_by("pk")) == [
        "create",
        "create",
        "update",
        "delete",
        "update",
        "delete",
    ]


def test_a_device_replaces_an_upload_of_its_own_branch_only(branch, other_branch, media_root):
    # given: a TV's screenshot of Mariahilf, and an upload of Graz
    own = services.create_upload(data_url(png()), "schirm.png", purpose="image", allowed={"png"})
    foreign = services.create_upload(data_url(png()), "graz.png", purpose="image", allowed={"png"})
    shared = services.create_upload(data_url(png()), "alle.png", purpose="image", allowed={"png"})
    Upload.objects.filter(pk=own.pk).update(branch_id=branch.pk)
    Upload.objects.filter(pk=foreign.pk).update(branch_id=other_branch.pk)
    own.refresh_from_db()
    foreign.refresh_from_db()
    tv = DeviceActor(device_id=7, branch_id=branch.pk, name="TV Theke")
    before = _state(media_root)

    # when / then: another branch's upload and an upload of no branch are refused, nothing changed
    for upload in (foreign, shared):
        with pytest.raises(PermissionDenied):
            services.replace_upload(upload, data_url(png(80, 60)), "neu.png", actor=tv, allowed={"png"})
    assert _state(media_root) == before

    # and: its own branch's upload is replaced, the log naming the device
    replaced = services.replace_upload(own, data_url(png(80, 60)), "neu.png", actor=tv, allowed={"png"})
    assert (replaced.version, replaced.width) == (2, 80)
    assert LogEntry.objects.order_by("-pk").first().user_label == "Gerät: TV Theke"
