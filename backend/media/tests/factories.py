"""Test files made in code (no binary fixtures) and a factory for stored uploads."""

import base64
import io
import zipfile

import factory
from django.core.files.base import ContentFile
from factory.django import DjangoModelFactory
from PIL import Image

from media.models import Upload


def png(width=40, height=30, color=(200, 30, 30), mode="RGB", **save) -> bytes:
    out = io.BytesIO()
    Image.new(mode, (width, height), color).save(out, "PNG", **save)
    return out.getvalue()


def jpeg(width=40, height=30, exif=None, comment=None) -> bytes:
    image = Image.new("RGB", (width, height), (20, 120, 220))
    # a marker in the top left corner shows where the picture's "top" ends up
    image.paste((255, 255, 0), (0, 0, 10, 5))
    out = io.BytesIO()
    options = {"exif": exif.tobytes()} if exif is not None else {}
    if comment:
        options["comment"] = comment
    image.save(out, "JPEG", quality=95, **options)
    return out.getvalue()


def exif(orientation=None, **tags) -> Image.Exif:
    data = Image.Exif()
    if orientation is not None:
        data[0x0112] = orientation
    for tag, value in tags.items():
        data[{"make": 0x010F, "model": 0x0110, "artist": 0x013B}[tag]] = value
    return data


def gif(frames=1) -> bytes:
    images = [Image.new("RGB", (20, 20), (index * 80, 40, 200 - index * 60)) for index in range(frames)]
    out = io.BytesIO()
    images[0].save(out, "GIF", save_all=frames > 1, append_images=images[1:], duration=100, loop=0)
    return out.getvalue()


PDF = (
    b"%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\n"
    b"trailer<</Root 1 0 R>>\n%%EOF\n"
)
SVG = (
    b'<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">'
    b'<rect width="10" height="10" fill="#c00"/></svg>'
)
MP4 = b"\x00\x00\x00\x18ftypisom\x00\x00\x02\x00isomiso2" + b"\x00\x00\x00\x08free"
WEBM = b"\x1a\x45\xdf\xa3\x9f\x42\x86\x81\x01\x42\xf7\x81\x01\x42\x82\x84webm\x42\x87\x81\x04" + b"\x00" * 16
MPEG = b"\x00\x00\x01\xba\x44\x00\x04\x00\x04\x01\x01\x89\xc3\xf8" + b"\x00" * 16
OLE = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + b"\x00" * 504


def zip_archive(names=("liesmich.txt",)) -> bytes:
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as archive:
        for name in names:
            # a fixed date: the bytes are parameters collected before the clock is pinned, and the collecting
            # pytest-xdist workers must see the same ones (the wall clock's seconds made them differ)
            archive.writestr(zipfile.ZipInfo(name, date_time=(2026, 11, 25, 12, 15, 0)), "Inhalt")
    return out.getvalue()


def office(prefix: str) -> bytes:
    return zip_archive(["[Content_Types].xml", "_rels/.rels", f"{prefix}/document.xml"])


def data_url(content: bytes, mime="application/octet-stream") -> str:
    return f"data:{mime};base64,{base64.b64encode(content).decode()}"


class UploadFactory(DjangoModelFactory):
    """A stored PNG upload (the file goes to the storage configured for the test)."""

    class Meta:
        model = Upload
        skip_postgeneration_save = True

    extension = "png"
    mime_type = "image/png"
    original_name = factory.Sequence(lambda n: f"bild-{n}.png")
    size = 0
    width = 40
    height = 30

    @factory.post_generation
    def content(self, create, extracted, **kwargs):
        data = extracted if extracted is not None else png()
        self.size = len(data)
        self.file.save(self.file_name, ContentFile(data), save=create)
