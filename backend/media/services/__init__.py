"""Creating, replacing and deleting uploads: decode, recognise, clean, store (the image library's changes: library.py)."""

import binascii
import logging
import re
from dataclasses import dataclass
from urllib.parse import unquote

from django.conf import settings
from django.core.files.base import ContentFile
from django.core.files.storage import default_storage
from django.db import transaction

from audit.services import audited_delete, record_change, snapshot
from core.actors import DeviceActor
from core.permissions import require_admin
from core.tasks import enqueue

from .. import filetypes, images, svg
from ..errors import UploadErrorCode, UploadRefused
from ..models import Upload, UploadContext, UploadPurpose

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
        # C loops only: strict base64 first (b64decode's validate=True adds a pattern scan), and only a payload
        # with line breaks or spaces is joined by str.split (the pattern r"\s+" took 0.2 s for 12 MB)
        try:
            content = binascii.a2b_base64(payload, strict_mode=True)
        except binascii.Error:
            content = binascii.a2b_base64("".join(payload.split()), strict_mode=True)
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
    """Remove stored files (an effect of the outbox: a repeat after a crash finds them gone, which is fine)."""
    for name in names:
        if name:
            try:
                default_storage.delete(name)
            except OSError:
                logger.warning("Could not delete upload file %s", name, exc_info=True)


def check_upload_create(actor, purpose: str, context: str, allowed=None) -> None:
    """Anyone, signed in or not, may store what the storefront's public upload takes: a file for a configurable part
    of its purpose's types (or fewer); any other upload only administrators store."""
    public = (
        context == UploadContext.PART
        and purpose in UploadPurpose.values
        and (allowed is None or set(allowed) <= ALLOWED[UploadPurpose(purpose)])
    )
    if not public:
        require_admin(actor)


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
    (a set of extensions) narrows or replaces that list for other callers (check_upload_create: who may).
    """
    check_upload_create(actor, purpose, context, allowed)
    clean, name = prepare_file(data_url, filename, purpose, allowed)
    return store_created(Upload, clean, name, _audit_snapshot, actor, purpose=purpose, context=context)


def _file_fields(clean: CleanFile, name: str) -> dict:
    """The fields of a media record (upload or image) that describe its stored file."""
    return {
        "extension": clean.extension,
        "mime_type": clean.mime_type,
        "original_name": name,
        "size": len(clean.content),
        "width": clean.width,
        "height": clean.height,
    }


def store_created(model, clean: CleanFile, name: str, audit, actor=None, **fields):
    """Create a media record (upload or image) for a prepared file, store the file under the record's
    versioned name and audit it; the stored file is removed again when anything fails."""
    stored = ""
    try:
        with transaction.atomic():
            record = model.objects.create(**_file_fields(clean, name), **fields)
            record.file.save(record.file_name, ContentFile(clean.content), save=False)
            stored = record.file.name
            record.save(update_fields=["file"])
            record_change(actor, "create", record, before={}, after=audit(record))
    except Exception:
        delete_files(stored)
        raise
    return record


def store_replaced(record, clean: CleanFile | None, name: str, audit, actor=None, old_names=(), follow=None, **fields):
    """Change a media record (upload or image) under a row lock: set `fields`, and with a prepared file
    store it as the next version (`follow(record)` then updates what points at the old one). Audited;
    the old files go after commit (the outbox), the new file is removed again when anything fails."""
    before = audit(record)
    stored = ""
    try:
        with transaction.atomic():
            record = type(record).objects.select_for_update().get(pk=record.pk)
            for field, value in fields.items():
                setattr(record, field, value)
            if clean is not None:
                record.version += 1
                for field, value in _file_fields(clean, name or record.original_name).items():
                    setattr(record, field, value)
                record.file.save(record.file_name, ContentFile(clean.content), save=False)
                stored = record.file.name
            record.save()
            if clean is not None:
                if follow is not None:
                    follow(record)
                enqueue(delete_files, *[name for name in old_names if name])
            record_change(actor, "update", record, before=before, after=audit(record))
    except Exception:
        delete_files(stored)
        raise
    return record


def store_deleted(record, audit, actor=None, names=()) -> None:
    """Delete a media record (audited), then (after commit, through the outbox) its stored files."""
    with transaction.atomic():
        audited_delete(actor, record, audit)
        enqueue(delete_files, *[name for name in names if name])


def check_upload_replace(actor, upload: Upload) -> None:
    """Administrators replace any upload (the API's IsAdmin); a paired device only an upload of its own branch (a
    TV's screenshot, replaced by each new one)."""
    if isinstance(actor, DeviceActor) and upload.branch_id is not None and upload.branch_id == actor.branch_id:
        return
    require_admin(actor)


def replace_upload(upload: Upload, data_url: str, filename: str = "", actor=None, allowed=None) -> Upload:
    """New content under the next version; the old versioned URL stops working (check_upload_replace: who may)."""
    check_upload_replace(actor, upload)
    clean, name = prepare_file(data_url, filename, upload.purpose, allowed)
    old_names = (upload.file.name, upload.preview_path)
    return store_replaced(upload, clean, name, _audit_snapshot, actor, old_names)


def delete_upload(upload: Upload, actor=None) -> None:
    """Remove the row, then (after commit) the file and its preview; administrators only, as the API's IsAdmin."""
    require_admin(actor)
    store_deleted(upload, _audit_snapshot, actor, names=(upload.file.name, upload.preview_path))


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
