import io

import pytest
from PIL import Image as PilImage

from media.services import library

from .conftest import stored_files
from .factories import SVG, data_url, gif, png

SIZES = {"icon": 64, "thumbnail": 128, "tiny": 256, "small": 640, "medium": 1280, "large": 1920}


def upload(admin_client, content, filename="bild.png"):
    response = admin_client.post("/api/images", {"data": data_url(content), "filename": filename}, format="json")
    assert response.status_code == 201
    return response.json()["data"]


def size_of(response) -> tuple[int, int]:
    with PilImage.open(io.BytesIO(b"".join(response.streaming_content))) as image:
        return image.size


@pytest.mark.parametrize(("size", "width"), SIZES.items())
def test_each_size_has_its_exact_width(admin_client, anon_client, size, width):
    # given
    image = upload(admin_client, png(2400, 1200))

    # when
    response = anon_client.get(f"/image/{size}/{image['id']}-1.png")

    # then
    assert response.status_code == 200
    assert response["Content-Type"] == "image/png"
    assert size_of(response) == (width, width // 2)


def test_original_product_and_category_variants(admin_client, anon_client):
    # given
    image = upload(admin_client, png(2000, 1000))
    tall = upload(admin_client, png(500, 1000))

    # then
    assert size_of(anon_client.get(f"/image/{image['id']}-1.png")) == (2000, 1000)
    assert size_of(anon_client.get(f"/image/product/{image['id']}-1.png")) == (640, 320)
    assert size_of(anon_client.get(f"/image/product/{tall['id']}-1.png")) == (320, 640)
    assert size_of(anon_client.get(f"/image/category/{image['id']}-1.png")) == (1280, 640)


def test_small_images_are_never_enlarged(admin_client, anon_client):
    # given
    image = upload(admin_client, png(100, 50))

    # then
    assert size_of(anon_client.get(f"/image/icon/{image['id']}-1.png")) == (64, 32)
    assert size_of(anon_client.get(f"/image/large/{image['id']}-1.png")) == (100, 50)
    assert size_of(anon_client.get(f"/image/category/{image['id']}-1.png")) == (100, 50)
    assert size_of(anon_client.get(f"/image/product/{image['id']}-1.png")) == (100, 50)


def test_gif_variant_is_a_gif(admin_client, anon_client):
    image = upload(admin_client, gif(), "anim.gif")

    response = anon_client.get(f"/image/icon/{image['id']}-1.gif")

    assert response["Content-Type"] == "image/gif"
    assert size_of(response) == (20, 20)


@pytest.mark.parametrize(
    "path",
    [
        "/image/{id}-2.png",
        "/image/{id}-1.jpg",
        "/image/{other}-1.png",
        "/image/small/{id}-0.png",
        "/image/small/{id}-1.gif",
        "/image/huge/{id}-1.png",
    ],
)
def test_any_mismatch_is_404(admin_client, anon_client, path):
    image = upload(admin_client, png())

    response = anon_client.get(path.format(id=image["id"], other=image["id"] + 1))

    assert response.status_code == 404


def test_variants_are_made_once_and_reused(admin_client, anon_client, media_root):
    # given
    image = upload(admin_client, png(800, 400))
    first = anon_client.get(f"/image/small/{image['id']}-1.png")
    assert size_of(first) == (640, 320)
    stored = media_root / f"image/small/{image['id']}-1.png"
    assert stored.exists()
    # a different content in storage shows whether the second request generates again
    stored.write_bytes(png(7, 7))

    # when
    second = anon_client.get(f"/image/small/{image['id']}-1.png")

    # then
    assert size_of(second) == (7, 7)
    assert stored_files(media_root) == [f"image/{image['id']}-1.png", f"image/small/{image['id']}-1.png"]


def test_caching_headers_and_etag(admin_client, anon_client):
    # given
    image = upload(admin_client, png(300, 300))

    # when
    response = anon_client.get(f"/image/tiny/{image['id']}-1.png")
    again = anon_client.get(f"/image/tiny/{image['id']}-1.png", HTTP_IF_NONE_MATCH=response["ETag"])

    # then
    assert response["Cache-Control"] == "public, max-age=31536000, immutable"
    assert response["ETag"] == f'"{image["id"]}-1-tiny"'
    assert response["X-Content-Type-Options"] == "nosniff"
    assert again.status_code == 304
    assert again["ETag"] == response["ETag"]


def test_svg_is_served_sanitised_with_a_restrictive_policy(admin_client, anon_client):
    # given
    evil = SVG.replace(b"<rect", b'<script>alert(1)</script><rect onload="x()"')
    image = upload(admin_client, evil, "logo.svg")

    # when
    original = anon_client.get(f"/image/{image['id']}-1.svg")
    sized = anon_client.get(f"/image/small/{image['id']}-1.svg")

    # then
    body = b"".join(original.streaming_content)
    assert original["Content-Type"] == "image/svg+xml"
    assert original["Content-Security-Policy"] == (
        "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox"
    )
    assert b"script" not in body and b"onload" not in body and b"<rect" in body
    assert b"".join(sized.streaming_content) == body


def test_variant_name_is_the_original_for_svg(admin_client):
    from media.models import Image

    upload(admin_client, SVG, "logo.svg")
    image = Image.objects.get()

    assert library.variant_name(image, "small") == image.file.name
