"""Refusals of an upload: one German text for the customer (spec §8), a stable code for programs."""

from django.db import models

FAILURE_TEXT = (
    'Die ausgewählte Datei "{filename}" kann nicht verarbeitet werden. '
    "Möglicherweise ist die Datei zu groß oder der Dateityp wird nicht erkannt."
)


class UploadErrorCode(models.TextChoices):
    # the decoded file is larger than MAX_UPLOAD_BYTES (or the request body would be)
    FILE_TOO_LARGE = "file_too_large", "Die Datei ist zu groß."
    # the content is none of the accepted types, contradicts its name or cannot be read
    FILE_TYPE = "file_type", "Der Dateityp wird nicht unterstützt."
    # an image wider, higher or with more pixels than allowed (or a decompression bomb)
    IMAGE_DIMENSIONS = "image_dimensions", "Die Abmessungen des Bildes sind ungültig."
    # `data` is not a base64 data URL
    INVALID_DATA_URL = "invalid_data_url", "Die Datei wurde nicht als gültige Data-URL übermittelt."


class UploadRefused(Exception):
    """The file cannot be stored; `message` is the spec's failure text, `reason` the specific German cause."""

    def __init__(self, code: UploadErrorCode, filename: str):
        self.code = code.value
        self.reason = code.label
        self.filename = filename
        self.message = FAILURE_TEXT.format(filename=filename)
        super().__init__(self.message)
