"""Serving uploads and library images at their versioned URLs (spec §2 "Files and images")."""

from django.core.files.storage import default_storage
from django.http import FileResponse, Http404, HttpResponseNotModified
from django.utils.http import content_disposition_header
from django.views.decorators.http import require_safe

from . import selectors, services
from .services import library

# the URL changes with every new version, so a copy may be kept for a year
CACHE_CONTROL = "public, max-age=31536000, immutable"
# an uploaded file is never a page: no scripts, no plugins, no external loads (matters for SVG)
CONTENT_SECURITY_POLICY = "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox"
INLINE_TYPES = frozenset({"image/jpeg", "image/png", "image/gif", "image/svg+xml"})


def _lookup(public_hash: str, upload_id: str, version: str, extension: str | None):
    upload = selectors.upload_for_url(public_hash, int(upload_id), int(version), extension)
    if upload is None:
        raise Http404("Die Datei wurde nicht gefunden.")
    return upload


def _download_name(upload) -> str:
    stem = upload.original_name.rsplit(".", 1)[0] if "." in upload.original_name else upload.original_name
    return f"{stem or upload.id}.{upload.extension}"


def _protect(response, content_type: str, inline: bool, filename: str):
    response["Content-Type"] = content_type
    response["Content-Disposition"] = content_disposition_header(not inline, filename)
    response["X-Content-Type-Options"] = "nosniff"
    response["Cache-Control"] = CACHE_CONTROL
    response["Content-Security-Policy"] = CONTENT_SECURITY_POLICY
    return response


@require_safe
def upload_file(request, public_hash, upload_id, version, extension):
    upload = _lookup(public_hash, upload_id, version, extension)
    try:
        handle = upload.file.open("rb")
    except (FileNotFoundError, OSError):
        raise Http404("Die Datei wurde nicht gefunden.") from None
    inline = upload.mime_type in INLINE_TYPES
    return _protect(FileResponse(handle), upload.mime_type, inline, _download_name(upload))


@require_safe
def upload_preview(request, public_hash, upload_id, version):
    upload = _lookup(public_hash, upload_id, version, None)
    name = services.preview_name(upload)
    if name is None:
        raise Http404("Für diese Datei gibt es keine Vorschau.")
    response = FileResponse(default_storage.open(name, "rb"))
    return _protect(response, "image/jpeg", True, f"{upload.id}-{upload.version}.jpg")


def _image_response(request, image_id: str, version: str, extension: str, variant: str | None):
    image = selectors.image_for_url(int(image_id), int(version), extension)
    if image is None:
        raise Http404("Das Bild wurde nicht gefunden.")
    # the versioned URL names one content for good, so its name is a strong validator
    etag = f'"{image.id}-{image.version}-{variant or "original"}"'
    if etag in (tag.strip() for tag in request.headers.get("If-None-Match", "").split(",")):
        response = HttpResponseNotModified()
    else:
        try:
            name = library.variant_name(image, variant)
            response = FileResponse(default_storage.open(name, "rb"))
        except (FileNotFoundError, OSError):
            raise Http404("Das Bild wurde nicht gefunden.") from None
    response["ETag"] = etag
    return _protect(response, image.mime_type, True, image.file_name)


@require_safe
def image_file(request, image_id, version, extension):
    return _image_response(request, image_id, version, extension, None)


@require_safe
def image_variant(request, variant, image_id, version, extension):
    return _image_response(request, image_id, version, extension, variant)
