"""Creating, replacing and deleting uploads: decode, recognise, clean, store."""

import base64
import binascii
import logging
import re
from dataclasses import dataclass
from urllib.parse import unquote

from django.conf import settings
from django.core.files.base import ContentFile
from django.core.files.storage import default_storage
from django.db import transaction

from audit.services import record_change, snapshot

from . import filetypes, images, svg
from .errors import UploadErrorCode, UploadRefused
from .models import Upload, UploadContext, UploadPurpose

logger = logging.getLogger(__name__)

DATA_URL = re.compile(r"^data:(?P<mime>[\w.+-]+/[\w.+-]+)?(?P<params>(?:;[\w.+-]+=[^;,]*)*);base64,", re.IGNORECASE)
NAME_PARAM = re.compile(r";name=([^;,]*)", re.IGNORECASE)
ALLOWED = {UploadPurpose.IMAGE: filetypes.IMAGE_EXTENSIONS, UploadPurpose.FILE: filetypes.DEFAULT_EXTENSIONS}


def max_upload_bytes() -> int:
    return getattr(settings, "MAX_UPLOAD_BYTES", 10 * 1024 * 1024)


@dataclass(frozen=True)
class CleanFile:
    content: bytes
    extension: str
    mime_type: str
    width: int | None = None
    height: int | None = None


def clean_filename(filename: str) -> str:
    """The name without folders or control characters, at most 255 characters."""
    name = re.split(r"[/\\]", filename or "")[-1]
    name = "".join(char for char in name if char.isprintable())
    return name.strip()[:255]


def decode_data_url(data_url: str, filename: str) -> tuple[bytes, str]:
    """The bytes of a base64 data URL and the name it may carry (`;name=...`)."""
    match = DATA_URL.match(data_url or "")
    if not match:
        raise UploadRefused(UploadErrorCode.INVALID_DATA_URL, filename)
    payload = data_url[match.end() :]
    # refuse by the encoded length first, so an oversized file is never decoded into memory
    if len(payload) // 4 * 3 > max_upload_bytes() + 3:
        raise UploadRefused(UploadErrorCode.FILE_TOO_LARGE, filename)
    try:
        content = base64.b64decode(re.sub(r"\s+", "", payload), validate=True)
    except (binascii.Error, ValueError):
        raise UploadRefused(UploadErrorCode.INVALID_DATA_URL, filename) from None
    name = NAME_PARAM.search(match.group("params") or "")
    return content, unquote(name.group(1)) if name else ""


def clean_content(content: bytes, filename: str, allowed=filetypes.DEFAULT_EXTENSIONS) -> CleanFile:
    """Recognise the file by its content and make it safe to serve; refuses with UploadRefused."""
    if not content:
        raise UploadRefused(UploadErrorCode.FILE_TYPE, filename)
    if len(content) > max_upload_bytes():
        raise UploadRefused(UploadErrorCode.FILE_TOO_LARGE, filename)
    found = filetypes.detect(content, filename)
    if found is None or found.extension not in allowed:
        raise UploadRefused(UploadErrorCode.FILE_TYPE, filename)
    if found.family in filetypes.RASTER_FAMILIES:
        try:
            data, width, height = images.reencode(content, found.family)
        except images.ImageProblem as problem:
            raise UploadRefused(problem.code, filename) from None
        return CleanFile(data, found.extension, found.mime_type, width, height)
    if found.family == "svg":
        try:
            data = svg.sanitise(content)
        except (svg.SvgProblem, RecursionError):
            raise UploadRefused(UploadErrorCode.FILE_TYPE, filename) from None
        return CleanFile(data, found.extension, found.mime_type)
    return CleanFile(content, found.extension, found.mime_type)


def prepare_file(data_url: str, filename: str, purpose: str, allowed) -> tuple[CleanFile, str]:
    name = clean_filename(filename)
    content, carried_name = decode_data_url(data_url, name)
    name = name or clean_filename(carried_name)
    allowed = ALLOWED[UploadPurpose(purpose)] if allowed is None else allowed
    clean = clean_content(content, name, allowed)
    return clean, name


def _audit_snapshot(upload: Upload) -> dict:
    return {**snapshot(upload), "file": upload.file.name}


def delete_files(*names: str) -> None:
    for name in names:
        if name:
            try:
                default_storage.delete(name)
            except OSError:
                logger.warning("Could not delete upload file %s", name, exc_info=True)


def create_upload(
    data_url: str,
    filename: str = "",
    purpose: str = UploadPurpose.FILE,
    context: str = UploadContext.PART,
    actor=None,
    allowed=None,
) -> Upload:
    """Store a file sent as a data URL; every refusal raises UploadRefused before anything is stored.

    purpose: image (an image step: jpg, jpeg, png, gif) or file (the spec's full list); `allowed`
    (a set of extensions) narrows or replaces that list for other callers.
    """
    clean, name = prepare_file(data_url, filename, purpose, allowed)
    return store_created(Upload, clean, name, _audit_snapshot, actor, purpose=purpose, context=context)


def store_created(model, clean: CleanFile, name: str, audit, actor=None, **fields):
    """Create a media record (upload or image) for a prepared file, store the file under the record's
    versioned name and audit it; the stored file is removed again when anything fails."""
    stored = ""
    try:
        with transaction.atomic():
            record = model.objects.create(
                extension=clean.extension,
                mime_type=clean.mime_type,
                original_name=name,
                size=len(clean.content),
                width=clean.width,
                height=clean.height,
                **fields,
            )
            record.file.save(record.file_name, ContentFile(clean.content), save=False)
            stored = record.file.name
            record.save(update_fields=["file"])
            record_change(actor, "create", record, before={}, after=audit(record))
    except Exception:
        delete_files(stored)
        raise
    return record


def replace_upload(upload: Upload, data_url: str, filename: str = "", actor=None, allowed=None) -> Upload:
    """New content under the next version; the old versioned URL stops working."""
    clean, name = prepare_file(data_url, filename, upload.purpose, allowed)
    before = _audit_snapshot(upload)
    old_names = (upload.file.name, upload.preview_path)
    stored = ""
    try:
        with transaction.atomic():
            upload = Upload.objects.select_for_update().get(pk=upload.pk)
            upload.version += 1
            upload.extension = clean.extension
            upload.mime_type = clean.mime_type
            upload.original_name = name or upload.original_name
            upload.size = len(clean.content)
            upload.width, upload.height = clean.width, clean.height
            upload.file.save(upload.file_name, ContentFile(clean.content), save=False)
            stored = upload.file.name
            upload.save()
            record_change(actor, "update", upload, before=before, after=_audit_snapshot(upload))
            transaction.on_commit(lambda: delete_files(*old_names))
    except Exception:
        delete_files(stored)
        raise
    return upload


def delete_upload(upload: Upload, actor=None) -> None:
    """Remove the row, then (after commit) the file and its preview."""
    names = (upload.file.name, upload.preview_path)
    with transaction.atomic():
        record_change(actor, "delete", upload, before=_audit_snapshot(upload), after={})
        upload.delete()
        transaction.on_commit(lambda: delete_files(*names))


def preview_name(upload: Upload) -> str | None:
    """The stored JPEG preview of a raster image, generated on first use; None for other files."""
    if not upload.has_preview:
        return None
    name = upload.preview_path
    if default_storage.exists(name):
        return name
    with upload.file.open("rb") as source:
        data = images.preview(source)
    saved = default_storage.save(name, ContentFile(data))
    if saved != name:
        # another request stored it in the meantime; keep theirs
        delete_files(saved)
    return name
