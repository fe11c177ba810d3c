"""Recognising a file's real type from its content (magic bytes), never from its name alone.

The spec's accepted extensions (storefront-and-content.md §5 "Uploads") map onto content families.
A name's extension only chooses between the extensions of the detected family (jpg or jpeg, doc or
xls or ppt, txt or csv); a name that promises another known type than the content is refused.
"""

import io
import zipfile
from dataclasses import dataclass

# spec §5: accepted by default, and on image steps
DEFAULT_EXTENSIONS = frozenset(
    {"txt", "csv", "gif", "jpg", "jpeg", "png", "svg", "mp4", "mpeg", "webm", "zip", "pdf"}
    | {"doc", "docx", "xls", "xlsx", "ppt", "pptx"}
)
IMAGE_EXTENSIONS = frozenset({"jpg", "jpeg", "png", "gif"})
# the image library (back office) also takes WebP and SVG
LIBRARY_IMAGE_EXTENSIONS = frozenset({"jpg", "jpeg", "png", "gif", "webp", "svg"})
RASTER_FAMILIES = frozenset({"jpeg", "png", "gif", "webp"})

MIME_TYPES = {
    "txt": "text/plain",
    "csv": "text/csv",
    "gif": "image/gif",
    "jpg": "image/jpeg",
    "jpeg": "image/jpeg",
    "png": "image/png",
    "svg": "image/svg+xml",
    "webp": "image/webp",
    "mp4": "video/mp4",
    "mpeg": "video/mpeg",
    "webm": "video/webm",
    "zip": "application/zip",
    "pdf": "application/pdf",
    "doc": "application/msword",
    "docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    "xls": "application/vnd.ms-excel",
    "xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    "ppt": "application/vnd.ms-powerpoint",
    "pptx": "application/vnd.openxmlformats-officedocument.presentationml.presentation",
}

# family -> its extensions, the first one being the default when the name does not pick one
FAMILIES = {
    "jpeg": ("jpg", "jpeg"),
    "png": ("png",),
    "gif": ("gif",),
    "webp": ("webp",),
    "svg": ("svg",),
    "pdf": ("pdf",),
    "mp4": ("mp4",),
    "webm": ("webm",),
    "mpeg": ("mpeg",),
    "zip": ("zip",),
    "docx": ("docx",),
    "xlsx": ("xlsx",),
    "pptx": ("pptx",),
    # legacy Office files share one container; only the name tells them apart
    "ole": ("doc", "xls", "ppt"),
    "text": ("txt", "csv"),
}

# ISO base media brands that are images or QuickTime, not MP4 video
NOT_MP4_BRANDS = frozenset({b"heic", b"heix", b"hevc", b"hevx", b"mif1", b"msf1", b"avif", b"avis", b"qt  ", b"crx "})
OOXML_PREFIXES = (("word/", "docx"), ("xl/", "xlsx"), ("ppt/", "pptx"))
# bytes that do not occur in text files (tab, line feed, form feed, carriage return and ESC do)
TEXT_CONTROL = frozenset(set(range(0x00, 0x09)) | {0x0B, 0x0E, 0x0F} | set(range(0x10, 0x1B)) | set(range(0x1C, 0x20)))
# deleting every other byte leaves only the control bytes (bytes.translate runs in C)
NOT_CONTROL = bytes(byte for byte in range(256) if byte not in TEXT_CONTROL)


@dataclass(frozen=True)
class FileType:
    family: str
    extension: str
    mime_type: str


def name_extension(filename: str) -> str:
    stem, dot, extension = filename.rpartition(".")
    return extension.lower() if dot and stem else ""


def _zip_family(content: bytes) -> str | None:
    try:
        with zipfile.ZipFile(io.BytesIO(content)) as archive:
            names = archive.namelist()
    except (zipfile.BadZipFile, ValueError, OSError, EOFError):
        return None
    if "[Content_Types].xml" in names:
        for prefix, family in OOXML_PREFIXES:
            if any(name.startswith(prefix) for name in names):
                return family
    return "zip"


def _looks_like_svg(content: bytes) -> bool:
    head = content[:4096].lstrip(b"\xef\xbb\xbf \t\r\n").lower()
    return (head.startswith(b"<?xml") or head.startswith(b"<svg") or head.startswith(b"<!--")) and b"<svg" in head


def _is_text(content: bytes) -> bool:
    # UTF-8 or a legacy 8-bit encoding (Excel writes CSV in Windows-1252): no binary control bytes
    return bool(content) and not content.translate(None, NOT_CONTROL)


def detect_family(content: bytes) -> str | None:
    """The content family, or None when the content is none of the accepted kinds."""
    if content.startswith(b"\xff\xd8\xff"):
        return "jpeg"
    if content.startswith(b"\x89PNG\r\n\x1a\n"):
        return "png"
    if content.startswith((b"GIF87a", b"GIF89a")):
        return "gif"
    if content.startswith(b"RIFF") and content[8:12] == b"WEBP":
        return "webp"
    if b"%PDF-" in content[:1024]:
        return "pdf"
    if content[4:8] == b"ftyp" and content[8:12] not in NOT_MP4_BRANDS:
        return "mp4"
    if content.startswith(b"\x1a\x45\xdf\xa3"):
        return "webm" if b"webm" in content[:64] else None
    if content.startswith((b"\x00\x00\x01\xba", b"\x00\x00\x01\xb3")):
        return "mpeg"
    if content.startswith((b"PK\x03\x04", b"PK\x05\x06")):
        return _zip_family(content)
    if content.startswith(b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"):
        return "ole"
    if _looks_like_svg(content):
        return "svg"
    if _is_text(content):
        return "text"
    return None


def detect(content: bytes, filename: str) -> FileType | None:
    """The file's type from its content; None when unknown or when the name contradicts it."""
    family = detect_family(content)
    if family is None:
        return None
    extensions = FAMILIES[family]
    requested = name_extension(filename)
    if requested in extensions:
        extension = requested
    elif requested in DEFAULT_EXTENSIONS | {"webp"} and not (
        family in RASTER_FAMILIES and requested in IMAGE_EXTENSIONS | {"webp"}
    ):
        # "bericht.pdf" that is a ZIP is refused; "foto.png" that is a JPEG is stored as the JPEG it is
        return None
    elif family == "ole":
        # a legacy Office file must say by its name which application it belongs to
        return None
    else:
        extension = extensions[0]
    return FileType(family=family, extension=extension, mime_type=MIME_TYPES[extension])
