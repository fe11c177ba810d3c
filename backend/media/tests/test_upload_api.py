import datetime
import io
import json

import pytest
from django.utils import timezone
from PIL import Image

from audit.models import LogEntry
from media.models import Upload

from .conftest import stored_files
from .factories import MP4, MPEG, OLE, PDF, SVG, WEBM, data_url, exif, gif, jpeg, office, png, zip_archive

FAILURE = (
    'Die ausgewählte Datei "{}" kann nicht verarbeitet werden. '
    "Möglicherweise ist die Datei zu groß oder der Dateityp wird nicht erkannt."
)


def upload(client, content, filename, purpose=None, mime="application/octet-stream", **extra):
    body = {"data": data_url(content, mime) if isinstance(content, bytes) else content, "filename": filename}
    if purpose:
        body["purpose"] = purpose
    return client.post("/api/uploads", json.dumps(body), content_type="application/json", **extra)


@pytest.mark.parametrize(
    ("filename", "content", "extension", "mime_type"),
    [
        ("notiz.txt", "Grüß Gott\n".encode(), "txt", "text/plain"),
        ("liste.csv", b"Name;Menge\nSemmel;3\n", "csv", "text/csv"),
        ("alt.csv", "Stück;Größe\n".encode("cp1252"), "csv", "text/csv"),
        ("bild.gif", gif(), "gif", "image/gif"),
        ("foto.jpg", jpeg(), "jpg", "image/jpeg"),
        ("foto.jpeg", jpeg(), "jpeg", "image/jpeg"),
        ("grafik.png", png(), "png", "image/png"),
        ("logo.svg", SVG, "svg", "image/svg+xml"),
        ("film.mp4", MP4, "mp4", "video/mp4"),
        ("film.mpeg", MPEG, "mpeg", "video/mpeg"),
        ("film.webm", WEBM, "webm", "video/webm"),
        ("archiv.zip", zip_archive(), "zip", "application/zip"),
        ("plan.pdf", PDF, "pdf", "application/pdf"),
        ("brief.doc", OLE, "doc", "application/msword"),
        ("tabelle.xls", OLE, "xls", "application/vnd.ms-excel"),
        ("folien.ppt", OLE, "ppt", "application/vnd.ms-powerpoint"),
        (
            "brief.docx",
            office("word"),
            "docx",
            "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        ),
        ("tabelle.xlsx", office("xl"), "xlsx", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"),
        (
            "folien.pptx",
            office("ppt"),
            "pptx",
            "application/vnd.openxmlformats-officedocument.presentationml.presentation",
        ),
    ],
)
def test_anyone_uploads_each_accepted_type(anon_client, media_root, filename, content, extension, mime_type):
    # when
    response = upload(anon_client, content, filename)

    # then
    assert response.status_code == 201, response.json()
    stored = Upload.objects.get()
    assert response.json() == {
        "data": {
            "id": stored.id,
            "version": 1,
            "extension": extension,
            "publicHash": stored.public_hash,
            "mimeType": mime_type,
        }
    }
    assert len(stored.public_hash) == 40
    assert stored.original_name == filename
    assert stored_files(media_root) == [f"upload/{stored.public_hash}/{stored.id}-1.{extension}"]


@pytest.mark.parametrize(
    ("filename", "content"), [("foto.jpg", jpeg()), ("foto.jpeg", jpeg()), ("bild.png", png()), ("a.gif", gif())]
)
def test_image_steps_accept_jpg_jpeg_png_gif(anon_client, filename, content):
    # when
    response = upload(anon_client, content, filename, purpose="image")

    # then
    assert response.status_code == 201
    assert Upload.objects.get().purpose == "image"


def refused(response, filename, code):
    assert response.status_code == 400
    assert response.json() == {"errors": [{"message": FAILURE.format(filename), "field": "data", "code": code}]}


@pytest.mark.parametrize(
    ("filename", "content", "purpose", "code"),
    [
        # image steps take only raster images
        ("plan.pdf", PDF, "image", "file_type"),
        ("logo.svg", SVG, "image", "file_type"),
        ("liste.csv", b"a;b\n", "image", "file_type"),
        # unknown or binary content
        ("programm.exe", b"MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff", None, "file_type"),
        ("leer.txt", b"", None, "file_type"),
        # the name promises another type than the content
        ("bericht.pdf", zip_archive(), None, "file_type"),
        ("archiv.zip", PDF, None, "file_type"),
        ("bild.svg", b"kein svg", None, "file_type"),
        # a legacy Office file must name its application
        ("dokument", OLE, None, "file_type"),
        # matroska is no webm; QuickTime and HEIC are no mp4
        ("film.webm", b"\x1a\x45\xdf\xa3\x9f\x42\x86\x81\x01\x42\x82\x88matroska", None, "file_type"),
        ("film.mp4", b"\x00\x00\x00\x14ftypqt  \x00\x00\x02\x00qt  ", None, "file_type"),
        ("foto.mp4", b"\x00\x00\x00\x18ftypheic\x00\x00\x00\x00mif1heic", None, "file_type"),
        # a PNG that is cut off
        ("kaputt.png", png(200, 200, mode="RGB", compress_level=0)[:400], None, "file_type"),
        # SVG with a DOCTYPE (entity expansion) or not well-formed
        (
            "lol.svg",
            b'<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaa">]>'
            b'<svg xmlns="http://www.w3.org/2000/svg"><text>&a;</text></svg>',
            None,
            "file_type",
        ),
        ("halb.svg", b'<svg xmlns="http://www.w3.org/2000/svg"><rect></svg>', None, "file_type"),
    ],
)
def test_refused_files_answer_the_spec_text_and_store_nothing(
    anon_client, media_root, filename, content, purpose, code
):
    # when
    response = upload(anon_client, content, filename, purpose=purpose)

    # then
    refused(response, filename, code)
    assert Upload.objects.count() == 0
    assert stored_files(media_root) == []
    assert LogEntry.objects.count() == 0


@pytest.mark.parametrize(
    "data",
    [
        "kein data-url",
        "data:image/png,iVBORw0KGgo=",  # not base64
        "data:image/png;base64,@@@@",
        "data:image/png;base64,abc",  # bad padding
        "https://example.com/bild.png",
    ],
)
def test_malformed_data_url_is_refused(anon_client, media_root, data):
    # when
    response = upload(anon_client, data, "bild.png")

    # then
    refused(response, "bild.png", "invalid_data_url")
    assert Upload.objects.count() == 0
    assert stored_files(media_root) == []


def test_file_above_the_size_limit_is_refused(anon_client, media_root, settings):
    # given
    settings.MAX_UPLOAD_BYTES = 1000

    # when
    too_large = upload(anon_client, b"x" * 1001, "gross.txt")
    just_fits = upload(anon_client, b"x" * 1000, "passt.txt")

    # then
    refused(too_large, "gross.txt", "file_too_large")
    assert just_fits.status_code == 201
    assert Upload.objects.count() == 1


def test_image_above_the_dimension_limit_is_refused(anon_client, media_root, settings):
    # given
    settings.MAX_IMAGE_SIDE = 100

    # when
    response = upload(anon_client, png(101, 10), "breit.png", purpose="image")

    # then
    refused(response, "breit.png", "image_dimensions")
    assert Upload.objects.count() == 0
    assert stored_files(media_root) == []


def test_decompression_bomb_is_refused(anon_client, media_root):
    # given: 30000 x 30000 black pixels compress to a few kilobytes
    bomb = png(30_000, 30_000, color=0, mode="1")
    assert len(bomb) < 200_000

    # when
    response = upload(anon_client, bomb, "bombe.png", purpose="image")

    # then
    refused(response, "bombe.png", "image_dimensions")
    assert Upload.objects.count() == 0
    assert stored_files(media_root) == []


def test_missing_data_is_a_field_error(anon_client):
    # when
    response = anon_client.post("/api/uploads", json.dumps({"filename": "a.png"}), content_type="application/json")

    # then
    assert response.status_code == 400
    assert response.json() == {
        "errors": [{"message": "Dieses Feld ist erforderlich.", "field": "data", "code": "required"}]
    }


def test_name_without_folders_and_from_the_data_url(anon_client):
    # when
    with_path = upload(anon_client, b"Hallo", "C:\\Users\\anna\\notiz.txt")
    carried = anon_client.post(
        "/api/uploads",
        json.dumps({"data": "data:text/plain;name=gr%C3%BC%C3%9Fe.txt;base64,SGFsbG8="}),
        content_type="application/json",
    )

    # then
    assert with_path.status_code == 201
    assert carried.status_code == 201
    assert sorted(Upload.objects.values_list("original_name", flat=True)) == ["grüße.txt", "notiz.txt"]


def test_jpeg_is_reencoded_upright_without_exif(anon_client, media_root):
    # given: 40 x 30 stored, EXIF says "rotate 90° clockwise to view", plus camera data
    original = jpeg(40, 30, exif=exif(orientation=6, make="Kamera AG", artist="Anna"), comment=b"geheim")

    # when
    response = upload(anon_client, original, "foto.jpg", purpose="image")

    # then
    assert response.status_code == 201
    stored = Upload.objects.get()
    assert (stored.width, stored.height) == (30, 40)
    with stored.file.open("rb") as handle:
        content = handle.read()
    with Image.open(io.BytesIO(content)) as image:
        assert image.size == (30, 40)
        assert dict(image.getexif()) == {}
        assert "comment" not in image.info
        # the yellow marker from the top left of the stored pixels is now top right
        assert image.convert("RGB").getpixel((27, 3))[2] < 80
    assert b"Kamera AG" not in content
    assert b"geheim" not in content
    assert stored.size == len(content)


def test_png_metadata_is_dropped(anon_client):
    # given
    from PIL import PngImagePlugin

    info = PngImagePlugin.PngInfo()
    info.add_text("Author", "Anna Muster")

    # when
    response = upload(anon_client, png(pnginfo=info), "bild.png", purpose="image")

    # then
    assert response.status_code == 201
    with Upload.objects.get().file.open("rb") as handle:
        assert b"Anna Muster" not in handle.read()


def test_misnamed_jpeg_is_stored_as_jpeg(anon_client):
    # when
    response = upload(anon_client, jpeg(), "foto.png", purpose="image")

    # then
    assert response.status_code == 201
    assert response.json()["data"]["extension"] == "jpg"
    assert response.json()["data"]["mimeType"] == "image/jpeg"


def test_animated_gif_keeps_its_frames(anon_client):
    # when
    response = upload(anon_client, gif(frames=3), "animiert.gif", purpose="image")

    # then
    assert response.status_code == 201
    with Upload.objects.get().file.open("rb") as handle, Image.open(handle) as image:
        assert image.n_frames == 3


def test_svg_is_sanitised(anon_client):
    # given
    dirty = b"""<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" onload="alert(1)" width="10">
  <script>alert(2)</script>
  <defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs>
  <rect width="10" height="10" fill="url(#g)" onclick="alert(3)" style="fill:url(https://evil.example/x)"/>
  <circle r="2" fill="url(https://evil.example/y)"/>
  <use href="#g"/>
  <use xlink:href="https://evil.example/sprite.svg#a"/>
  <image href="https://evil.example/tracker.png" width="1" height="1"/>
  <a href="javascript:alert(4)"><text>Link</text></a>
  <foreignObject><div xmlns="http://www.w3.org/1999/xhtml">html</div></foreignObject>
  <style>@import url(https://evil.example/a.css); rect { fill: red; }</style>
  <set attributeName="href" to="javascript:alert(5)"/>
</svg>"""

    # when
    response = upload(anon_client, dirty, "logo.svg")

    # then
    assert response.status_code == 201
    with Upload.objects.get().file.open("rb") as handle:
        clean = handle.read().decode()
    for forbidden in (
        "script",
        "alert",
        "onload",
        "onclick",
        "evil.example",
        "javascript",
        "foreignObject",
        "@import",
        "<set",
    ):
        assert forbidden not in clean
    assert '<rect width="10" height="10" fill="url(#g)" />' in clean
    assert '<use href="#g" />' in clean
    assert "<text>Link</text>" in clean
    assert clean.startswith('<?xml version="1.0" encoding="UTF-8"?>\n<svg ')
    assert 'xmlns="http://www.w3.org/2000/svg"' in clean


def test_too_many_uploads_per_minute_are_refused(anon_client, settings, monkeypatch):
    # given: 20 seconds into a minute
    settings.UPLOADS_PER_MINUTE = 2
    moment = datetime.datetime(2026, 11, 18, 9, 0, 20, tzinfo=datetime.UTC)
    monkeypatch.setattr(timezone, "now", lambda: moment)

    # when
    responses = [upload(anon_client, b"Hallo", f"{index}.txt") for index in range(3)]

    # then
    assert [response.status_code for response in responses] == [201, 201, 429]
    assert responses[2]["Retry-After"] == "40"
    assert responses[2].json() == {
        "errors": [
            {
                "message": "Sie haben zu viele Dateien hochgeladen. Bitte versuchen Sie es in einer Minute erneut.",
                "code": "too_many_uploads",
            }
        ]
    }
    assert Upload.objects.count() == 2


def test_upload_needs_no_csrf_token_even_with_a_session(csrf_admin_client):
    # when
    response = upload(csrf_admin_client, b"Hallo", "notiz.txt")

    # then
    assert response.status_code == 201
