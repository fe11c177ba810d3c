"""Raster images: checked against decompression bombs and size limits, re-encoded without metadata."""

import io
import warnings

from django.conf import settings
from PIL import Image, ImageOps, UnidentifiedImageError

from .errors import UploadErrorCode

PREVIEW_WIDTH = 256
PIL_FORMATS = {"jpeg": "JPEG", "png": "PNG", "gif": "GIF", "webp": "WEBP"}
# what survives re-encoding: colour and animation data, never EXIF, XMP or comments
KEPT_INFO = ("transparency", "icc_profile", "duration", "loop", "background")
MAX_GIF_FRAMES = 500


class ImageProblem(Exception):
    def __init__(self, code: UploadErrorCode):
        self.code = code
        super().__init__(code.value)


def max_side() -> int:
    return getattr(settings, "MAX_IMAGE_SIDE", 10_000)


def max_pixels() -> int:
    return getattr(settings, "MAX_IMAGE_PIXELS", 40_000_000)


def _open(content: bytes, family: str) -> Image.Image:
    """Open without decoding, refusing sizes above the limits before any pixel is decompressed."""
    with warnings.catch_warnings():
        warnings.simplefilter("error", Image.DecompressionBombWarning)
        try:
            image = Image.open(io.BytesIO(content), formats=[PIL_FORMATS[family]])
        except (Image.DecompressionBombError, Image.DecompressionBombWarning):
            raise ImageProblem(UploadErrorCode.IMAGE_DIMENSIONS) from None
        except (UnidentifiedImageError, OSError, SyntaxError, ValueError):
            raise ImageProblem(UploadErrorCode.FILE_TYPE) from None
    width, height = image.size
    if width < 1 or height < 1 or width > max_side() or height > max_side() or width * height > max_pixels():
        raise ImageProblem(UploadErrorCode.IMAGE_DIMENSIONS)
    return image


def _load(image: Image.Image) -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("error", Image.DecompressionBombWarning)
        try:
            image.load()
        except (Image.DecompressionBombError, Image.DecompressionBombWarning):
            raise ImageProblem(UploadErrorCode.IMAGE_DIMENSIONS) from None
        except (OSError, SyntaxError, ValueError, EOFError):
            raise ImageProblem(UploadErrorCode.FILE_TYPE) from None


def _clean_info(image: Image.Image) -> Image.Image:
    image.info = {key: value for key, value in image.info.items() if key in KEPT_INFO}
    return image


def _encode_jpeg(image: Image.Image) -> bytes:
    image = ImageOps.exif_transpose(image)
    if image.mode not in ("RGB", "L"):
        image = image.convert("RGB")
        # a CMYK profile would misdescribe the converted pixels
        image.info.pop("icc_profile", None)
    _clean_info(image)
    out = io.BytesIO()
    image.save(out, "JPEG", quality=88, optimize=True, exif=b"", icc_profile=image.info.get("icc_profile"))
    return out.getvalue()


def _encode_png(image: Image.Image) -> bytes:
    image = ImageOps.exif_transpose(image)
    if image.mode not in ("1", "L", "LA", "P", "RGB", "RGBA"):
        image = image.convert("RGBA")
        image.info.pop("icc_profile", None)
    _clean_info(image)
    out = io.BytesIO()
    image.save(out, "PNG", optimize=True)
    return out.getvalue()


def _encode_gif(image: Image.Image) -> bytes:
    frames = getattr(image, "n_frames", 1)
    if frames > MAX_GIF_FRAMES:
        raise ImageProblem(UploadErrorCode.IMAGE_DIMENSIONS)
    _clean_info(image)
    out = io.BytesIO()
    if frames > 1:
        image.save(out, "GIF", save_all=True, optimize=False)
    else:
        image.save(out, "GIF")
    return out.getvalue()


def _encode_webp(image: Image.Image) -> bytes:
    frames = getattr(image, "n_frames", 1)
    if frames > MAX_GIF_FRAMES:
        raise ImageProblem(UploadErrorCode.IMAGE_DIMENSIONS)
    if frames == 1:
        image = ImageOps.exif_transpose(image)
    _clean_info(image)
    out = io.BytesIO()
    image.save(out, "WEBP", quality=88, save_all=frames > 1, exif=b"", xmp=b"")
    return out.getvalue()


ENCODERS = {"jpeg": _encode_jpeg, "png": _encode_png, "gif": _encode_gif, "webp": _encode_webp}


def reencode(content: bytes, family: str) -> tuple[bytes, int, int]:
    """The image re-encoded in its own format (orientation applied, metadata gone) and its size."""
    image = _open(content, family)
    _load(image)
    try:
        data = ENCODERS[family](image)
    except (OSError, ValueError, EOFError):
        raise ImageProblem(UploadErrorCode.FILE_TYPE) from None
    with Image.open(io.BytesIO(data)) as result:
        width, height = result.size
    return data, width, height


def preview(fileobj) -> bytes:
    """A JPEG at most PREVIEW_WIDTH wide (never enlarged); transparency on white, first frame only."""
    with Image.open(fileobj) as image:
        image.seek(0)
        image.load()
        frame = image.convert("RGBA")
    if frame.width > PREVIEW_WIDTH:
        height = max(1, round(frame.height * PREVIEW_WIDTH / frame.width))
        frame = frame.resize((PREVIEW_WIDTH, height), Image.Resampling.LANCZOS)
    background = Image.new("RGB", frame.size, (255, 255, 255))
    background.paste(frame, mask=frame.getchannel("A"))
    out = io.BytesIO()
    background.save(out, "JPEG", quality=80, optimize=True)
    return out.getvalue()


def resized(fileobj, family: str, width: int | None, box: tuple[int, int] | None = None) -> bytes | None:
    """The image scaled down to `width` (or to fit inside `box`) in its own format; None when it is
    small enough already (never enlarged). Animated images keep their first frame only."""
    with Image.open(fileobj) as image:
        image.seek(0)
        image.load()
        frame = image.copy()
    if box is not None:
        scale = min(box[0] / frame.width, box[1] / frame.height)
    else:
        scale = width / frame.width
    if scale >= 1:
        return None
    size = (max(1, round(frame.width * scale)), max(1, round(frame.height * scale)))
    if frame.mode == "P":
        frame = frame.convert("RGBA")
    frame = frame.resize(size, Image.Resampling.LANCZOS)
    if family == "jpeg" and frame.mode not in ("RGB", "L"):
        frame = frame.convert("RGB")
    out = io.BytesIO()
    if family == "gif":
        frame.save(out, "GIF")
    else:
        frame.save(out, PIL_FORMATS[family], **({"quality": 85} if family in ("jpeg", "webp") else {}))
    return out.getvalue()
