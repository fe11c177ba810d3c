import io

import pytest
from PIL import Image

from media.models import Upload

from .conftest import stored_files
from .factories import PDF, SVG, UploadFactory, data_url, png


def get(client, url):
    return client.get(url)


def body(response) -> bytes:
    return b"".join(response.streaming_content)


def test_image_is_served_inline_with_safe_headers(anon_client):
    # given
    upload = UploadFactory(content=png())

    # when
    response = get(anon_client, f"/upload/{upload.public_hash}/{upload.id}-1.png")

    # then
    assert response.status_code == 200
    assert response["Content-Type"] == "image/png"
    assert response["Content-Disposition"].startswith("inline")
    assert response["X-Content-Type-Options"] == "nosniff"
    assert response["Cache-Control"] == "public, max-age=31536000, immutable"
    assert "sandbox" in response["Content-Security-Policy"]
    assert body(response) == png()


@pytest.mark.parametrize(
    ("extension", "mime_type", "content"), [("pdf", "application/pdf", PDF), ("svg", "image/svg+xml", SVG)]
)
def test_files_are_served_with_their_type(anon_client, extension, mime_type, content):
    # given
    upload = UploadFactory(
        content=content, extension=extension, mime_type=mime_type, original_name=f"Plan Ä.{extension}", width=None
    )

    # when
    response = get(anon_client, f"/upload/{upload.public_hash}/{upload.id}-1.{extension}")

    # then
    assert response.status_code == 200
    assert response["Content-Type"] == mime_type
    disposition = "attachment" if extension == "pdf" else "inline"
    assert response["Content-Disposition"] == f"{disposition}; filename*=utf-8''Plan%20%C3%84.{extension}"
    assert body(response) == content


@pytest.mark.parametrize(
    "url",
    [
        "/upload/{wrong}/{id}-1.png",  # wrong hash
        "/upload/{hash}/{id}-2.png",  # wrong version
        "/upload/{hash}/{id}-1.jpg",  # wrong extension
        "/upload/{hash}/{other}-1.png",  # another upload's id
        "/upload/{hash}/999999999999999999-1.png",
        "/upload/{hash_prefix}/{id}-1.png",  # a prefix of the hash
    ],
)
def test_any_mismatch_in_the_url_is_404(anon_client, url):
    # given
    upload = UploadFactory()
    other = UploadFactory()
    url = url.format(
        wrong="0" * 40, hash=upload.public_hash, hash_prefix=upload.public_hash[:20], id=upload.id, other=other.id
    )

    # when
    response = get(anon_client, url)

    # then
    assert response.status_code == 404


def test_old_version_is_gone_after_replacing(admin_client, anon_client, media_root, django_capture_on_commit_callbacks):
    # given
    upload = UploadFactory(content=png(10, 10))

    # when
    with django_capture_on_commit_callbacks(execute=True):
        replaced = admin_client.put(
            f"/api/uploads/{upload.id}",
            {"data": data_url(png(20, 10, color=(0, 0, 255))), "filename": "neu.png"},
            format="json",
        )

    # then
    assert replaced.status_code == 200
    assert replaced.json()["data"]["version"] == 2
    assert replaced.json()["data"]["width"] == 20
    assert get(anon_client, f"/upload/{upload.public_hash}/{upload.id}-1.png").status_code == 404
    assert get(anon_client, f"/upload/{upload.public_hash}/{upload.id}-2.png").status_code == 200
    assert stored_files(media_root) == [f"upload/{upload.public_hash}/{upload.id}-2.png"]


def test_preview_is_generated_once_and_cached(anon_client, media_root):
    # given
    upload = UploadFactory(content=png(1000, 500, mode="RGBA", color=(255, 0, 0, 0)))
    url = f"/upload/{upload.public_hash}/preview/{upload.id}-1.jpg"
    preview_path = f"upload/{upload.public_hash}/preview/{upload.id}-1.jpg"

    # when
    first = get(anon_client, url)
    stored_after_first = stored_files(media_root)
    modified = (media_root / preview_path).stat().st_mtime_ns
    second = get(anon_client, url)

    # then
    assert first.status_code == 200
    assert first["Content-Type"] == "image/jpeg"
    assert first["Cache-Control"] == "public, max-age=31536000, immutable"
    content = body(first)
    with Image.open(io.BytesIO(content)) as image:
        assert image.format == "JPEG"
        assert image.size == (256, 128)
        # transparency becomes white
        assert image.getpixel((10, 10)) >= (250, 250, 250)
    assert stored_after_first == sorted([f"upload/{upload.public_hash}/{upload.id}-1.png", preview_path])
    assert second.status_code == 200
    assert body(second) == content
    assert (media_root / preview_path).stat().st_mtime_ns == modified


def test_small_images_are_not_enlarged_for_the_preview(anon_client):
    # given
    upload = UploadFactory(content=png(100, 50))

    # when
    response = get(anon_client, f"/upload/{upload.public_hash}/preview/{upload.id}-1.jpg")

    # then
    with Image.open(io.BytesIO(body(response))) as image:
        assert image.size == (100, 50)


@pytest.mark.parametrize(
    ("extension", "mime_type", "content"), [("pdf", "application/pdf", PDF), ("svg", "image/svg+xml", SVG)]
)
def test_no_preview_for_files_that_are_not_raster_images(anon_client, media_root, extension, mime_type, content):
    # given
    upload = UploadFactory(content=content, extension=extension, mime_type=mime_type, width=None, height=None)

    # when
    response = get(anon_client, f"/upload/{upload.public_hash}/preview/{upload.id}-1.jpg")

    # then
    assert response.status_code == 404
    assert stored_files(media_root) == [f"upload/{upload.public_hash}/{upload.id}-1.{extension}"]


@pytest.mark.parametrize("url", ["/upload/{wrong}/preview/{id}-1.jpg", "/upload/{hash}/preview/{id}-2.jpg"])
def test_preview_mismatch_is_404(anon_client, media_root, url):
    # given
    upload = UploadFactory()

    # when
    response = get(anon_client, url.format(wrong="f" * 40, hash=upload.public_hash, id=upload.id))

    # then
    assert response.status_code == 404
    assert stored_files(media_root) == [f"upload/{upload.public_hash}/{upload.id}-1.png"]


def test_serving_refuses_writes(anon_client):
    # given
    upload = UploadFactory()

    # when
    response = anon_client.post(f"/upload/{upload.public_hash}/{upload.id}-1.png")

    # then
    assert response.status_code == 405
    assert Upload.objects.count() == 1
